import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../i18n/test-instance';
import { dateRangeError, dateRangeErrorText } from './date-range-rule';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});

describe('dateRangeError', () => {
  it('takes two days in order within 1970-01-01..2199-12-31, both ends included', () => {
    expect(dateRangeError({ start: '1970-01-01', end: '2199-12-31' })).toBeUndefined();
    expect(dateRangeError({ start: '2026-12-06', end: '2026-12-06' })).toBeUndefined();
  });

  it('names a missing or unreal day, a day the API does not take, and an end before the start', () => {
    expect(dateRangeError({ start: '', end: '2026-12-06' })).toBe('required');
    expect(dateRangeError({ start: '2026-02-30', end: '2026-03-01' })).toBe('required');
    expect(dateRangeError({ start: '1969-12-31', end: '2026-12-06' })).toBe('outOfRange');
    expect(dateRangeError({ start: '2026-12-06', end: '2200-01-01' })).toBe('outOfRange');
    // Out of range comes first: a typed 2300 start is also after the end, but the range is what the user must fix.
    expect(dateRangeError({ start: '2300-01-01', end: '2026-12-06' })).toBe('outOfRange');
    expect(dateRangeError({ start: '2026-12-07', end: '2026-12-06' })).toBe('endBeforeStart');
  });
});

describe('dateRangeErrorText', () => {
  it('names the days the API takes', async () => {
    await i18n.changeLanguage('en');
    expect(dateRangeErrorText(i18n.t, 'outOfRange')).toBe('Pick days between 1970-01-01 and 2199-12-31');
    expect(dateRangeErrorText(i18n.t, 'required')).toBe('Please pick a date');
    await i18n.changeLanguage('ru');
    expect(dateRangeErrorText(i18n.t, 'outOfRange')).toBe('Выберите дни с 1970-01-01 по 2199-12-31');
    await i18n.changeLanguage('en');
  });
});
