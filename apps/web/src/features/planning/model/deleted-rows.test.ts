import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import ru from '../../../i18n/locales/ru';
import { CRM_STATUS_CODES, crmStatusName, nameWithCode } from './deleted-rows';

const t = await (async () => {
  const instance = i18next.createInstance();
  await instance.init({ resources: { ru: { translation: ru } }, lng: 'ru', interpolation: { escapeValue: false } });
  return instance.t;
})();

describe('crmStatusName', () => {
  it("names the CRM's system statuses in the reader's language", () => {
    expect(crmStatusName(t, 'DLFL')).toBe('Помечен на удаление');
    expect(crmStatusName(t, 'REL')).toBe('Выпущен');
    for (const code of CRM_STATUS_CODES) expect(crmStatusName(t, code)).not.toContain('planning.');
  });
  it('keeps a status the locales do not know as the CRM sends it', () => {
    expect(crmStatusName(t, 'ZNEW')).toBe('ZNEW');
  });
});

describe('nameWithCode', () => {
  it('puts the name first and the code after it', () => {
    expect(nameWithCode('E0003', () => 'В работе')).toBe('В работе (E0003)');
  });
  it('is the code alone when the name is only the code, and null without a code', () => {
    expect(nameWithCode('E0009', (code) => code)).toBe('E0009');
    expect(nameWithCode(null, () => 'x')).toBeNull();
  });
});
