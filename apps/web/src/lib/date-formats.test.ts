import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
// The language chunks load these in the app (i18n/bundles), and antd's pickers bring customParseFormat; here the test does.
import 'dayjs/locale/tr';
import 'dayjs/locale/ru';
import 'dayjs/locale/az';
import 'dayjs/locale/ka';
import {
  PART1_DATE_TIME_FORMAT,
  PART1_DATE_TIME_PICKER_FORMATS,
  PART1_DAY_FORMAT,
  PART1_DAY_PICKER_FORMATS,
  PART1_WEEKDAY_PICKER_FORMATS,
  PART2_DATE_TIME_FORMAT,
  PART2_DAY_FORMAT,
} from './date-formats';
import { PART2_DAY_PICKER_FORMATS } from './part2-day-picker-formats';

dayjs.extend(customParseFormat);

const AT = '2026-09-05T14:30:00';
/** The app's dayjs locales: the spec's 'ge' is Georgian, dayjs's 'ka'. */
const LOCALES = ['en', 'tr', 'ru', 'az', 'ka'] as const;

describe('the two date formats of the spec', () => {
  it('part 1 (planning and its lists) is year-month-day with a 24-hour time, in every language', () => {
    for (const locale of LOCALES) {
      expect(dayjs(AT).locale(locale).format(PART1_DAY_FORMAT)).toBe('2026-09-05');
      expect(dayjs(AT).locale(locale).format(PART1_DATE_TIME_FORMAT)).toBe('2026-09-05 14:30');
    }
  });

  it("part 2 (admin, CI board, activity, samples, notifications, survey) is 'DD MMMM YYYY', time HH:mm, the month in the reader's language", () => {
    const shown = Object.fromEntries(LOCALES.map((locale) => [locale, dayjs(AT).locale(locale).format(PART2_DATE_TIME_FORMAT)]));
    expect(shown).toEqual({
      en: '05 September 2026 14:30',
      tr: '05 Eylül 2026 14:30',
      // Russian names the month in the genitive after the day.
      ru: '05 сентября 2026 14:30',
      az: '05 sentyabr 2026 14:30',
      ka: '05 სექტემბერი 2026 14:30',
    });
    expect(dayjs(AT).locale('ru').format(PART2_DAY_FORMAT)).toBe('05 сентября 2026');
  });

  it("part 2's pickers read back the day they show in each language, and a typed year-month-day", () => {
    for (const locale of LOCALES) {
      dayjs.locale(locale);
      const shown = dayjs(AT).format(PART2_DAY_FORMAT);
      expect(dayjs(shown, PART2_DAY_PICKER_FORMATS, true).format('YYYY-MM-DD'), `${locale}: ${shown}`).toBe('2026-09-05');
      expect(dayjs('2026-09-05', PART2_DAY_PICKER_FORMATS, true).format(PART2_DAY_FORMAT)).toBe(shown);
    }
    dayjs.locale('en');
  });

  it("part 1's pickers show year-month-day and read a day typed as in Turkey or Russia, in every language", () => {
    /** The day antd's picker takes from a typed text: the first of its string formats that reads it strictly. */
    const read = (text: string, formats: readonly string[]) => dayjs(text, [...formats], true);
    for (const locale of LOCALES) {
      dayjs.locale(locale);
      for (const typed of ['2026-12-07', '07.12.2026', '7.12.2026']) {
        expect(read(typed, PART1_DAY_PICKER_FORMATS).format(PART1_DAY_PICKER_FORMATS[0]), `${locale}: ${typed}`).toBe('2026-12-07');
        expect(read(typed, PART1_WEEKDAY_PICKER_FORMATS).format(PART1_DAY_FORMAT), `${locale}: ${typed}`).toBe('2026-12-07');
        expect(read(`${typed} 14:30`, PART1_DATE_TIME_PICKER_FORMATS).format(PART1_DATE_TIME_PICKER_FORMATS[0])).toBe('2026-12-07 14:30');
      }
      expect(read('31.02.2026', PART1_DAY_PICKER_FORMATS).isValid()).toBe(false);
      // The day with its weekday, as the planning day's pickers show it, reads back (the picker keeps it on blur).
      const shown = dayjs('2026-12-07').format(PART1_WEEKDAY_PICKER_FORMATS[0]);
      expect(shown).toMatch(/^2026-12-07, \S/);
      expect(read(shown, PART1_WEEKDAY_PICKER_FORMATS).format(PART1_DAY_FORMAT)).toBe('2026-12-07');
    }
    dayjs.locale('en');
    expect(dayjs('2026-12-07').format(PART1_WEEKDAY_PICKER_FORMATS[0])).toBe('2026-12-07, Monday');
  });
});

/** As antd's pickers read a typed day (@rc-component/picker's dayjs parse): strictly, in the global locale. */
const pickerReads = (text: string) => {
  for (const format of PART2_DAY_PICKER_FORMATS) {
    const day = dayjs(text, format, true);
    if (day.isValid()) return day.format('YYYY-MM-DD');
  }
  return null;
};

describe('typed month names', () => {
  it('reads a month name typed in any case, by the language’s own case rules', () => {
    const was = dayjs.locale();
    try {
      dayjs.locale('tr');
      expect(['01 Kasım 2026', '01 kasım 2026', '01 KASIM 2026', '15 ağustos 2026', '15 AĞUSTOS 2026', '03 ŞUBAT 2027'].map(pickerReads)).toEqual([
        '2026-11-01', '2026-11-01', '2026-11-01', '2026-08-15', '2026-08-15', '2027-02-03',
      ]);
      // Turkish dotted capital I: 'NİSAN' is April; 'NISAN' lowers to 'nısan', no month.
      expect([pickerReads('10 NİSAN 2026'), pickerReads('10 NISAN 2026')]).toEqual(['2026-04-10', null]);
      dayjs.locale('ru');
      expect(['01 ноября 2026', '01 Ноября 2026', '01 НОЯБРЯ 2026'].map(pickerReads)).toEqual(['2026-11-01', '2026-11-01', '2026-11-01']);
      dayjs.locale('az');
      expect(pickerReads('01 İYUL 2026')).toBe('2026-07-01');
      dayjs.locale('en');
      expect([pickerReads('01 november 2026'), pickerReads('07.12.2026'), pickerReads('01 novembre 2026')]).toEqual(['2026-11-01', '2026-12-07', null]);
    } finally {
      dayjs.locale(was);
    }
  });
});
