import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../i18n/test-instance';
import { PART1_DAY_FORMAT, PART1_DAY_PICKER_FORMATS } from '../lib/date-formats';
import { PART2_DAY_PICKER_FORMATS } from '../lib/part2-day-picker-formats';
import { dateRangeError, dateRangeErrorText, typedDay } from './date-range-rule';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});

describe('dateRangeError', () => {
  it('takes two days in order within 1970-01-01..2199-12-31, both ends included', () => {
    expect(dateRangeError({ start: '1970-01-01', end: '2199-12-31' })).toBeUndefined();
    expect(dateRangeError({ start: '2026-12-06', end: '2026-12-06' })).toBeUndefined();
  });

  it('names a missing day, a text typed that names no day, a day the API does not take, and an end before the start', () => {
    expect(dateRangeError({ start: '', end: '2026-12-06' })).toBe('required');
    expect(dateRangeError({ start: '2026-02-30', end: '2026-03-01' })).toEqual({ notADay: '2026-02-30' });
    expect(dateRangeError({ start: '2026-12-01', end: '31.02.2026' })).toEqual({ notADay: '31.02.2026' });
    // The text typed comes first: the other end missing is not what the user must see first.
    expect(dateRangeError({ start: '2026-13-01', end: '' })).toEqual({ notADay: '2026-13-01' });
    expect(dateRangeError({ start: '1969-12-31', end: '2026-12-06' })).toBe('outOfRange');
    expect(dateRangeError({ start: '2026-12-06', end: '2200-01-01' })).toBe('outOfRange');
    // Out of range comes first: a typed 2300 start is also after the end, but the range is what the user must fix.
    expect(dateRangeError({ start: '2300-01-01', end: '2026-12-06' })).toBe('outOfRange');
    expect(dateRangeError({ start: '2026-12-07', end: '2026-12-06' })).toBe('endBeforeStart');
  });
});

describe('typedDay', () => {
  it('reads a typed text strictly in the picker’s formats, as antd does: the day, no text, or the text that names none', () => {
    expect(typedDay(' 2026-02-28 ', PART1_DAY_FORMAT)).toBe('2026-02-28');
    expect(typedDay('', PART1_DAY_FORMAT)).toBe('');
    // Not a day: dayjs alone would read the first as 3 March and the last as 1 January 2027.
    expect(typedDay('2026-02-31', PART1_DAY_FORMAT)).toBe('2026-02-31');
    expect(typedDay('31.02.2026', PART1_DAY_FORMAT)).toBe('31.02.2026');
    expect(typedDay('2026-13-01', PART1_DAY_FORMAT)).toBe('2026-13-01');
    // Part 2's pickers: their own format (the month named in the reader's language; dayjs's is English here) or year-month-day.
    expect(typedDay('05 September 2026', PART2_DAY_PICKER_FORMATS)).toBe('2026-09-05');
    expect(typedDay('2026-09-05', PART2_DAY_PICKER_FORMATS)).toBe('2026-09-05');
    expect(typedDay('31 February 2026', PART2_DAY_PICKER_FORMATS)).toBe('31 February 2026');
    // Day.month.year, as written by hand in the portal's countries: with or without leading zeros, and still strict.
    expect(typedDay('01.02.2030', PART2_DAY_PICKER_FORMATS)).toBe('2030-02-01');
    expect(typedDay('1.2.2030', PART2_DAY_PICKER_FORMATS)).toBe('2030-02-01');
    expect(typedDay('31.02.2026', PART2_DAY_PICKER_FORMATS)).toBe('31.02.2026');
  });

  it('reads a day typed into a part 1 range (drafts, planning history) as year-month-day or day.month.year', () => {
    expect(typedDay('2026-12-07', PART1_DAY_PICKER_FORMATS)).toBe('2026-12-07');
    expect(typedDay('07.12.2026', PART1_DAY_PICKER_FORMATS)).toBe('2026-12-07');
    expect(typedDay('7.12.2026', PART1_DAY_PICKER_FORMATS)).toBe('2026-12-07');
    expect(typedDay('31.02.2026', PART1_DAY_PICKER_FORMATS)).toBe('31.02.2026');
    expect(typedDay('7.12.26', PART1_DAY_PICKER_FORMATS)).toBe('7.12.26');
  });
});

describe('dateRangeErrorText', () => {
  it('names the days the API takes, and the text typed that names no day', async () => {
    await i18n.changeLanguage('en');
    expect(dateRangeErrorText(i18n.t, 'outOfRange')).toBe('Pick days between 1970-01-01 and 2199-12-31');
    expect(dateRangeErrorText(i18n.t, 'required')).toBe('Please pick a date');
    expect(dateRangeErrorText(i18n.t, { notADay: '2026-02-31' })).toBe('“2026-02-31” is not a day: type a real one or pick it in the calendar');
    await i18n.changeLanguage('tr');
    expect(dateRangeErrorText(i18n.t, { notADay: '31.02.2026' })).toBe('“31.02.2026” gerçek bir gün değil: var olan bir gün yazın ya da takvimden seçin');
    await i18n.changeLanguage('ru');
    expect(dateRangeErrorText(i18n.t, 'outOfRange')).toBe('Выберите дни с 1970-01-01 по 2199-12-31');
    await i18n.changeLanguage('en');
  });
});
