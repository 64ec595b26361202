import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSurveyDate, ratingLabel, reasonLabel, translator } from './texts';

describe('the survey page’s service date', () => {
  it("is 'DD MMMM YYYY' in each of the five languages, as the portal's part 2 screens show days", () => {
    // Intl alone would give 'September 05, 2026', '05 сентября 2026 г.' and '05 სექტემბერი, 2026'.
    expect(formatSurveyDate('20260905', 'en')).toBe('05 September 2026');
    expect(formatSurveyDate('20260905', 'tr')).toBe('05 Eylül 2026');
    expect(formatSurveyDate('20260905', 'ru')).toBe('05 сентября 2026');
    expect(formatSurveyDate('20260905', 'az')).toBe('05 sentyabr 2026');
    expect(formatSurveyDate('20260905', 'ge')).toBe('05 სექტემბერი 2026');
  });

  it('is left out when the survey has no valid day', () => {
    expect(formatSurveyDate(null, 'en')).toBeNull();
    expect(formatSurveyDate('2026-09-05', 'en')).toBeNull();
  });

  describe('in a browser whose Intl lacks Azerbaijani and Georgian (Chrome: "2026 M09 05", "September 05, 2026")', () => {
    const Real = Intl.DateTimeFormat;
    afterEach(() => vi.restoreAllMocks());

    it('names the month in the page’s language all the same', () => {
      // Called with new: a plain function that returns the English formatter stands in for the constructor.
      vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
        return new Real(locale === 'az' || locale === 'ka' ? 'en' : locale, options);
      } as unknown as typeof Intl.DateTimeFormat);
      expect(formatSurveyDate('20260905', 'az')).toBe('05 sentyabr 2026');
      expect(formatSurveyDate('20261126', 'ge')).toBe('26 ნოემბერი 2026');
      expect(formatSurveyDate('20260905', 'tr')).toBe('05 Eylül 2026');
    });
  });
});

describe('the reason box’s label', () => {
  it("is the question's reason text, else a plain request in the page's language (a box without a name is unusable with a screen reader)", () => {
    expect(reasonLabel({ reasonQuestionText: 'Why were you dissatisfied?' }, translator('en'))).toBe('Why were you dissatisfied?');
    expect(reasonLabel({ reasonQuestionText: null }, translator('tr'))).toBe('Lütfen nedenini yazın');
    expect(reasonLabel({ reasonQuestionText: '  ' }, translator('ru'))).toBe('Пожалуйста, укажите причину');
  });
});

describe('a rating’s name', () => {
  it('names the ends of a scale of two faces or more, and neither end of a one-face scale (its one face is not "very dissatisfied")', () => {
    const en = translator('en');
    expect([1, 2, 5].map((value) => ratingLabel(value, 5, en))).toEqual(['1 of 5 – Very dissatisfied', '2 of 5', '5 of 5 – Very satisfied']);
    expect([1, 2].map((value) => ratingLabel(value, 2, translator('tr')))).toEqual(['2 üzerinden 1 – Hiç memnun değilim', '2 üzerinden 2 – Çok memnunum']);
    expect(ratingLabel(1, 1, en)).toBe('1 of 1');
  });

  it('words the Russian ends for any customer, without a masculine "доволен" or a feminine "довольна"', () => {
    expect([1, 5].map((value) => ratingLabel(value, 5, translator('ru')))).toEqual(['1 из 5 – Очень плохо', '5 из 5 – Отлично']);
  });
});
