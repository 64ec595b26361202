import { describe, expect, it } from 'vitest';
// The language chunks load these in the app (i18n/bundles); here the test does.
import 'dayjs/locale/tr';
import 'dayjs/locale/ru';
import 'dayjs/locale/az';
import 'dayjs/locale/ka';
import { formatAxisDay, formatUiDay, formatUiRange } from './day-format';

describe('statistics dates', () => {
  it("shows an API day as 'DD MMMM YYYY' with the month in each of the five languages", () => {
    expect(formatUiDay('20261204', 'en')).toBe('04 December 2026');
    expect(formatUiDay('20261204', 'tr')).toBe('04 Aralık 2026');
    // Russian takes the month in the genitive after the day.
    expect(formatUiDay('20261204', 'ru')).toBe('04 декабря 2026');
    expect(formatUiDay('20261204', 'az')).toBe('04 dekabr 2026');
    // The spec's 'ge' is Georgian (dayjs 'ka').
    expect(formatUiDay('20261204', 'ge')).toBe('04 დეკემბერი 2026');
  });

  it('reads the form’s ISO days alike and names a range by both ends, one day once', () => {
    expect(formatUiDay('2026-03-09', 'en')).toBe('09 March 2026');
    expect(formatUiRange({ start: '2026-03-09', end: '2026-03-09' }, 'tr')).toBe('09 Mart 2026');
    expect(formatUiRange({ start: '2026-02-28', end: '2026-03-09' }, 'ru')).toBe('28 февраля 2026 – 09 марта 2026');
  });

  it('gives the chart axis the day and the short month of the language', () => {
    expect(formatAxisDay('20261204', 'en')).toBe('04 Dec');
    expect(formatAxisDay('20261204', 'tr')).toBe('04 Ara');
  });
});
