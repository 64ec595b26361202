import { describe, expect, it } from 'vitest';
import { masterDataName } from './master-data-name';

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
