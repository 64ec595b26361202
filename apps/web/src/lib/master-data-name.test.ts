import { describe, expect, it } from 'vitest';
import { holidayName, localTrainingVacation, masterDataName, trainingVacationDescription, type MasterDataMap } from './master-data-name';

const maps = { jobCode: { '035': 'Giriş ekspertizi' }, simStage: { '0020': 'İş planlandı' }, section: { 'Engine Overhaul': 'Капитальный ремонт двигателей' } };

describe('masterDataName', () => {
  it("names a code from the session's localisation map before the text the record carries", () => {
    expect(masterDataName(maps, 'jobCode', '035', 'Entry expertise')).toBe('Giriş ekspertizi');
    expect(masterDataName(maps, 'simStage', '0020', null)).toBe('İş planlandı');
  });

  it('falls back to the carried text, then to the code, for a code the maps do not know', () => {
    expect(masterDataName(maps, 'jobCode', '999', 'Special job')).toBe('Special job');
    expect(masterDataName(maps, 'component', '1000', null)).toBe('1000');
    expect(masterDataName(maps, 'jobCode', null, null)).toBe('');
  });

  it('names a team section by its stored name, and keeps a section the map does not know as it is', () => {
    expect(masterDataName(maps, 'section', 'Engine Overhaul', 'Engine Overhaul')).toBe('Капитальный ремонт двигателей');
    expect(masterDataName(maps, 'section', 'Cranes', 'Cranes')).toBe('Cranes');
  });
});

describe('localTrainingVacation', () => {
  const maps = {
    trainingVacation: { 'Yıllık İzin': 'Ежегодный отпуск' },
    trainingVacationDescription: { 'Yıllık ücretli izin': 'Ежегодный оплачиваемый отпуск' },
    laborType: { V100: 'Оплачиваемый отпуск' },
  };
  const codeName = (map: MasterDataMap, code: string | null | undefined, carried?: string | null) => masterDataName(maps, map, code, carried);

  it("names a kind stored in another country's language in the reader's", () => {
    const tv = { id: 1, name: 'Yıllık İzin', description: 'Yıllık ücretli izin', laborType: 'V100', laborTypeText: 'Ücretli izin', type: 'VACATION' };
    expect(localTrainingVacation(tv, codeName)).toEqual({
      ...tv,
      name: 'Ежегодный отпуск',
      description: 'Ежегодный оплачиваемый отпуск',
      laborTypeText: 'Оплачиваемый отпуск',
    });
  });

  it('keeps what the maps do not know as stored', () => {
    const tv = { name: 'Yeni eğitim', description: 'Yeni eğitim programı', laborType: 'T900', laborTypeText: 'Eğitim' };
    expect(localTrainingVacation(tv, codeName)).toEqual(tv);
    const bare = { name: 'X', description: null, laborType: null, laborTypeText: null };
    expect(localTrainingVacation(bare, codeName)).toEqual(bare);
  });

  it("names a description by the stored text, whatever the kind's name (the history rows carry only the text)", () => {
    expect(trainingVacationDescription('Yıllık ücretli izin', codeName)).toBe('Ежегодный оплачиваемый отпуск');
    expect(trainingVacationDescription('Özel açıklama', codeName)).toBe('Özel açıklama');
    expect(trainingVacationDescription(null, codeName)).toBeNull();
  });
});

describe('holidayName', () => {
  const maps = { holiday: { Yılbaşı: 'Новый год', 'Zafer Bayramı': 'День Победы' } };
  const codeName = (map: MasterDataMap, code: string | null | undefined, carried?: string | null) => masterDataName(maps, map, code, carried);

  it("names a holiday stored in its country's language in the reader's, and keeps one the map does not know as stored", () => {
    expect(holidayName('Yılbaşı', codeName)).toBe('Новый год');
    expect(holidayName('Zafer Bayramı', codeName)).toBe('День Победы');
    expect(holidayName('Kurban Bayramı', codeName)).toBe('Kurban Bayramı');
  });
});
