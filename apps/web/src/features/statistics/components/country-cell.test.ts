import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import tr from '../../../i18n/locales/tr';
import { countryCell } from './country-cell';

const t = await (async () => {
  const instance = i18next.createInstance();
  await instance.init({ resources: { tr: { translation: tr } }, lng: 'tr', interpolation: { escapeValue: false } });
  return instance.t;
})();

describe('countryCell', () => {
  it('says which of a country\'s two numbers is the active count and which the total, in the reader\'s language', () => {
    expect(countryCell(t, { active: 0, total: 146 })).toEqual({ text: '0 / 146', label: '146 kişiden 0 aktif' });
    expect(t('statistics.table.countryColumnUnit')).toBe('aktif / toplam');
  });

  it('marks a country without figures that day with a dash, and says so', () => {
    expect(countryCell(t, undefined)).toEqual({ text: '–', label: 'Veri yok' });
  });
});
