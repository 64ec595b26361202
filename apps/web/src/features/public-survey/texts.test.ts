import { describe, expect, it } from 'vitest';
import { formatSurveyDate } from './texts';

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
});
