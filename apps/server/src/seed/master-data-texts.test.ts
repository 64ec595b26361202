import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fsp/domain';
import { MASTER_DATA_NAMES } from './master-data-texts';
import { DEMO_SECTIONS } from './reference-data';

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
});
