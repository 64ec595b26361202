import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fsp/domain';
import { MASTER_DATA_NAMES } from './master-data-texts';
import { DEMO_COUNTRIES, DEMO_HOLIDAYS, DEMO_SECTIONS } from './reference-data';
import { COMPARTMENTS } from './catalog';
import { trainingVacationRows } from './generators/planning-reference';
import { PART_SOURCES, PART_STATUS, TRAINING_VACATIONS, WORK_AREAS } from './texts';

describe('demo localisation maps of master data', () => {
  it('names every demo section in every interface language, keyed by its stored name', () => {
    expect(Object.keys(MASTER_DATA_NAMES.section).sort()).toEqual([...DEMO_SECTIONS].sort());
    for (const name of DEMO_SECTIONS) {
      const names = MASTER_DATA_NAMES.section[name];
      expect(names.en).toBe(name);
      for (const language of LANGUAGES) expect(names[language]?.trim(), `${name} in ${language}`).toBeTruthy();
      // Translated, not the English carried over.
      expect(names.ru).not.toBe(name);
    }
  });

  it("names every demo work area (bay) in every interface language, keyed by its stored name", () => {
    const stored = Object.values(WORK_AREAS).flat();
    expect(Object.keys(MASTER_DATA_NAMES.workArea).sort()).toEqual([...new Set(stored)].sort());
    for (const name of stored) {
      const names = MASTER_DATA_NAMES.workArea[name];
      for (const language of LANGUAGES) expect(names?.[language]?.trim(), `${name} in ${language}`).toBeTruthy();
    }
    // A Turkish centre's bay read in Russian and English, a Russian one's in Turkish: not the stored text.
    expect([MASTER_DATA_NAMES.workArea['Atölye Bölme 1'].ru, MASTER_DATA_NAMES.workArea['Atölye Bölme 1'].en, MASTER_DATA_NAMES.workArea['Бокс 1'].tr]).toEqual(['Бокс мастерской 1', 'Workshop bay 1', 'Bölme 1']);
  });

  it("names every demo public holiday in every interface language, keyed by its stored name, its own country's language as stored", () => {
    const stored = Object.values(DEMO_HOLIDAYS).flatMap((list) => list.map((h) => h.name));
    expect(Object.keys(MASTER_DATA_NAMES.holiday).sort()).toEqual([...new Set(stored)].sort());
    for (const [country, list] of Object.entries(DEMO_HOLIDAYS)) {
      const language = DEMO_COUNTRIES.find((c) => c.code === country)!.defaultLanguage;
      for (const { name } of list) {
        const names = MASTER_DATA_NAMES.holiday[name];
        for (const l of LANGUAGES) expect(names?.[l]?.trim(), `${name} in ${l}`).toBeTruthy();
        // Kyrgyzstan's New Year is stored in Kyrgyz, the rest of its holidays in Russian, its default language.
        if (name !== 'Жаңы жыл') expect(names![language]).toBe(name);
        expect(names!.en).not.toBe(name);
      }
    }
    const { holiday } = MASTER_DATA_NAMES;
    expect([holiday['Yılbaşı'].ru, holiday['Новый год'].tr, holiday['Жаңы жыл'].ru, holiday['Novruz bayramı'].ge]).toEqual(['Новый год', 'Yılbaşı', 'Новый год', 'ნოვრუზ ბაირამი']);
  });

  it("names every oil-sample compartment code the seed stores in every interface language", () => {
    expect(Object.keys(MASTER_DATA_NAMES.sampleCompartment).sort()).toEqual(COMPARTMENTS.map(([code]) => code).sort());
    for (const [code, names] of Object.entries(MASTER_DATA_NAMES.sampleCompartment)) {
      for (const language of LANGUAGES) expect(names[language]?.trim(), `${code} in ${language}`).toBeTruthy();
      expect(names.en).not.toBe(code);
    }
    expect(MASTER_DATA_NAMES.sampleCompartment['FINAL DRIVE LH'].en).toBe('Final drive LH');
  });

  it("names every part line status and source the seed stores in every interface language, keyed by the CRM's text", () => {
    const stored = [...PART_STATUS.map(([, text]) => text), ...PART_SOURCES];
    expect([...Object.keys(MASTER_DATA_NAMES.partStatus), ...Object.keys(MASTER_DATA_NAMES.partSource)].sort()).toEqual(stored.sort());
    for (const text of stored) {
      const names = MASTER_DATA_NAMES.partStatus[text] ?? MASTER_DATA_NAMES.partSource[text];
      for (const language of LANGUAGES) expect(names[language]?.trim(), `${text} in ${language}`).toBeTruthy();
      expect(names.ru).not.toBe(text);
    }
  });

  it('names every training/vacation record the seed stores, its description and its labor type, in every interface language', () => {
    const rows = trainingVacationRows(
      ['TR', 'RU', 'AZ'].flatMap((countryCode, c) => TRAINING_VACATIONS.map((spec, i) => ({ id: c * 100 + i, spec, countryCode, allowedFrom: null, allowedTo: null }))),
    );
    for (const row of rows) {
      const names = MASTER_DATA_NAMES.trainingVacation[row.name];
      const descriptions = MASTER_DATA_NAMES.trainingVacationDescription[row.description!];
      const kinds = MASTER_DATA_NAMES.laborType[row.laborType!];
      for (const language of LANGUAGES) {
        expect(names?.[language]?.trim(), `${row.name} in ${language}`).toBeTruthy();
        expect(descriptions?.[language]?.trim(), `${row.description} in ${language}`).toBeTruthy();
        expect(kinds?.[language]?.trim(), `${row.laborType} in ${language}`).toBeTruthy();
      }
      // A Turkish record read in Russian gets the Russian record's name and description.
      const russian = rows.find((r) => r.laborType === row.laborType && r.countryCode === 'RU')!;
      expect(names!.ru).toBe(russian.name);
      expect(descriptions!.ru).toBe(russian.description);
      // Translated, not the stored text carried over.
      expect(descriptions!.en).not.toBe(row.description);
    }
  });
});
