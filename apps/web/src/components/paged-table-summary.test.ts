import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@fsp/domain';
import { HTML_LANG } from '../i18n/language';
import { createTestI18n } from '../i18n/test-instance';
import { pagedTableSummary } from './paged-table-range';

const i18n = await createTestI18n();
const summaryIn = (lang: Language, page: Parameters<typeof pagedTableSummary>[2]) => pagedTableSummary(i18n.getFixedT(lang), HTML_LANG[lang], page);

describe('pagedTableSummary (decision 0027: bounded totals)', () => {
  it('shows an exact total as before, with no hint', () => {
    expect(summaryIn('en', { pageIndex: 1, pageSize: 25, total: 312 })).toEqual({ text: '26–50 of 312' });
    expect(summaryIn('en', { pageIndex: 0, pageSize: 25, total: 312, totalIsLowerBound: false })).toEqual({ text: '1–25 of 312' });
    expect(summaryIn('en', { pageIndex: 0, pageSize: 25, total: 0 })).toEqual({ text: 'No rows' });
  });

  it('says "more than" the bound, in the reader\'s number format, and explains that only the first rows can be paged', () => {
    const last = { pageIndex: 399, pageSize: 25, total: 10_000, totalIsLowerBound: true };
    expect(summaryIn('en', last)).toEqual({
      text: '9,976–10,000 of more than 10,000',
      hint: 'Counting stops at 10,000 rows, so only the first 10,000 can be paged through. Narrow the filter to see the others.',
    });
    expect(summaryIn('tr', last).text).toBe('9.976–10.000 / 10.000 kayıttan fazla');
    // Russian groups with a no-break space.
    expect(summaryIn('ru', last).text).toBe('9\u00a0976–10\u00a0000 из более чем 10\u00a0000');
    expect(summaryIn('en', { ...last, pageIndex: 0 }).text).toBe('1–25 of more than 10,000');
  });

  it('has the bounded texts in every language, each naming the bound', () => {
    for (const lang of LANGUAGES) {
      const { text, hint } = summaryIn(lang, { pageIndex: 0, pageSize: 25, total: 5, totalIsLowerBound: true });
      expect(text, lang).toMatch(/^1–5\D.*5/);
      expect(hint, lang).toContain('5');
      if (lang !== 'en') expect(text, lang).not.toContain('more than');
    }
  });
});
