import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../i18n/test-instance';

// The preview's count above the list of entries a working-hours save makes: one entry is the everyday case (a single day).
describe("the working-hours preview's and removal's counts", () => {
  it('says "1 entry", not "1 entries", in English, and counts in every language', async () => {
    const i18n = await createTestI18n();
    const count = (lng: string, n: number) => i18n.t('calendars.hours.previewCount', { lng, count: n });
    expect([count('en', 1), count('en', 2), count('en', 23)]).toEqual(['1 entry will be saved', '2 entries will be saved', '23 entries will be saved']);
    expect([count('ru', 1), count('ru', 3), count('ru', 5)]).toEqual(['Будет сохранено записей: 1', 'Будет сохранено записей: 3', 'Будет сохранено записей: 5']);
    expect(count('tr', 1)).toBe('1 kayıt kaydedilecek');
    for (const lng of ['az', 'ge']) expect(count(lng, 1)).toMatch(/\b1\b/);
  });

  it('says how many entries Delete removes, "1 entry" in English', async () => {
    const i18n = await createTestI18n();
    const count = (lng: string, n: number) => i18n.t('calendars.hours.removeCount', { lng, count: n });
    expect([count('en', 1), count('en', 21)]).toEqual(['1 entry will be deleted', '21 entries will be deleted']);
    expect(count('ru', 21)).toBe('Будет удалено записей: 21');
    expect(count('tr', 2)).toBe('2 kayıt silinecek');
  });
});
