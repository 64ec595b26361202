import { describe, expect, it } from 'vitest';
import {
  daysUntilPlanDate,
  planEndTagColor,
  sortByPlanDate,
  sortByPlanTo,
  validateWorkOrderNumber,
  workOrderNumberKey,
  workOrderWindowDay,
} from './work-orders';

const ISTANBUL = 180;
/** Tuesday 2026-03-10, 10:00 in Istanbul. */
const now = Date.parse('2026-03-10T10:00:00+03:00');
const localMs = (local: string) => Date.parse(`${local}+03:00`);

describe('daysUntilPlanDate', () => {
  it('counts calendar days in the local zone', () => {
    expect(daysUntilPlanDate(localMs('2026-03-13T00:00:00'), now, ISTANBUL)).toBe(3);
    expect(daysUntilPlanDate(localMs('2026-03-10T23:59:00'), now, ISTANBUL)).toBe(0);
    expect(daysUntilPlanDate(localMs('2026-03-11T00:30:00'), now, ISTANBUL)).toBe(1);
  });

  it('uses the local date, not the UTC date, at midnight', () => {
    // 2026-03-10T22:30Z is already 11 March in Istanbul.
    expect(daysUntilPlanDate(Date.parse('2026-03-10T22:30:00Z'), now, ISTANBUL)).toBe(1);
    expect(daysUntilPlanDate(Date.parse('2026-03-10T22:30:00Z'), now, 0)).toBe(0);
  });

  it('accepts YYYY-MM-DD and ISO date-time strings', () => {
    expect(daysUntilPlanDate('2026-03-17', now, ISTANBUL)).toBe(7);
    expect(daysUntilPlanDate('2026-03-09T00:00:00', now, ISTANBUL)).toBe(-1);
  });

  it('returns null for missing or unreadable dates', () => {
    for (const value of [null, undefined, '', 'soon', '2026-02-30', Number.NaN]) {
      expect(daysUntilPlanDate(value, now, ISTANBUL)).toBeNull();
    }
  });
});

describe('planEndTagColor', () => {
  const colourIn = (days: number) => planEndTagColor(now + days * 86_400_000, now, ISTANBUL);

  it('is red up to 3 days away', () => {
    expect(colourIn(0)).toBe('red');
    expect(colourIn(1)).toBe('red');
    expect(colourIn(3)).toBe('red');
  });

  it('is red when overdue', () => {
    expect(colourIn(-1)).toBe('red');
    expect(colourIn(-400)).toBe('red');
  });

  it('is yellow from 4 to 6 days', () => {
    expect(colourIn(4)).toBe('yellow');
    expect(colourIn(6)).toBe('yellow');
  });

  it('is grey from 7 days on', () => {
    expect(colourIn(7)).toBe('grey');
    expect(colourIn(365)).toBe('grey');
  });

  it('judges by calendar day: late on day 3 is still red', () => {
    expect(planEndTagColor(localMs('2026-03-13T23:59:00'), now, ISTANBUL)).toBe('red');
    expect(planEndTagColor(localMs('2026-03-14T00:00:00'), now, ISTANBUL)).toBe('yellow');
    expect(planEndTagColor(localMs('2026-03-16T23:59:00'), now, ISTANBUL)).toBe('yellow');
    expect(planEndTagColor(localMs('2026-03-17T00:00:00'), now, ISTANBUL)).toBe('grey');
  });

  it('crosses a year end', () => {
    const newYearsEve = Date.parse('2026-12-31T12:00:00+03:00');
    expect(planEndTagColor('2027-01-03', newYearsEve, ISTANBUL)).toBe('red');
    expect(planEndTagColor('2027-01-04', newYearsEve, ISTANBUL)).toBe('yellow');
    expect(planEndTagColor('2027-01-07', newYearsEve, ISTANBUL)).toBe('grey');
  });

  it('is grey without a plan end', () => {
    expect(planEndTagColor(null, now, ISTANBUL)).toBe('grey');
    expect(planEndTagColor(undefined, now, ISTANBUL)).toBe('grey');
  });
});

describe('sortByPlanTo', () => {
  it('sorts earliest first', () => {
    const items = [{ id: 'c', planTo: 300 }, { id: 'a', planTo: 100 }, { id: 'b', planTo: 200 }];
    expect(sortByPlanTo(items, now).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('puts missing dates 30 years ahead: after near dates, before farther ones', () => {
    const farFuture = Date.parse('2099-01-01T00:00:00Z');
    const items = [
      { id: 'missing', planTo: null },
      { id: 'far', planTo: farFuture },
      { id: 'soon', planTo: now + 1000 },
      { id: 'unset' },
    ];
    expect(sortByPlanTo(items, now).map((item) => item.id)).toEqual(['soon', 'missing', 'unset', 'far']);
  });

  it('keeps the order of equal dates and does not change the input', () => {
    const items = [{ id: 1, planTo: 5 }, { id: 2, planTo: 5 }, { id: 3, planTo: 1 }];
    const sorted = sortByPlanTo(items, now);
    expect(sorted.map((item) => item.id)).toEqual([3, 1, 2]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('sorts YYYY-MM-DD strings by date', () => {
    const items = [{ id: 'x', planTo: '2026-05-01' }, { id: 'y', planTo: '2026-04-30' }, { id: 'z', planTo: 'n/a' }];
    expect(sortByPlanTo(items, now).map((item) => item.id)).toEqual(['y', 'x', 'z']);
  });

  it('returns an empty list for an empty list', () => {
    expect(sortByPlanTo([], now)).toEqual([]);
  });
});

describe('sortByPlanDate', () => {
  it('can sort by planFrom', () => {
    const items = [
      { id: 1, planFrom: 20, planTo: 1 },
      { id: 2, planFrom: 10, planTo: 2 },
    ];
    expect(sortByPlanDate(items, 'planFrom', now).map((item) => item.id)).toEqual([2, 1]);
    expect(sortByPlanDate(items, 'planTo', now).map((item) => item.id)).toEqual([1, 2]);
  });
});

describe('workOrderNumberKey', () => {
  it('drops surrounding whitespace and leading zeros, so padded and plain numbers are one order', () => {
    for (const typed of ['1000012345', '001000012345', ' 1000012345 ', '\t0001000012345\n']) expect(workOrderNumberKey(typed), typed).toBe('1000012345');
    expect(workOrderNumberKey('1000012340')).toBe('1000012340');
    expect(workOrderNumberKey('000')).toBe(workOrderNumberKey('0'));
  });
});

describe('validateWorkOrderNumber', () => {
  it('accepts a number up to 12 characters and the maximum integer', () => {
    expect(validateWorkOrderNumber('4001234')).toEqual({ ok: true, workOrderNumber: '4001234' });
    expect(validateWorkOrderNumber('2147483647')).toEqual({ ok: true, workOrderNumber: '2147483647' });
    expect(validateWorkOrderNumber('000004001234')).toEqual({ ok: true, workOrderNumber: '000004001234' });
    expect(validateWorkOrderNumber(42)).toEqual({ ok: true, workOrderNumber: '42' });
  });

  it('trims surrounding spaces', () => {
    expect(validateWorkOrderNumber('  123 ')).toEqual({ ok: true, workOrderNumber: '123' });
  });

  it('requires a value', () => {
    for (const value of ['', '   ', null, undefined]) {
      expect(validateWorkOrderNumber(value)).toEqual({ ok: false, error: 'required' });
    }
  });

  it('treats non-numeric input as empty', () => {
    for (const value of ['abc', '12a', '-5', '1.5', '1e5', '12 34', '+7', '１２３']) {
      expect(validateWorkOrderNumber(value)).toEqual({ ok: false, error: 'required' });
    }
  });

  it('refuses more than 12 characters', () => {
    expect(validateWorkOrderNumber('0000000000001')).toEqual({ ok: false, error: 'tooLong' });
    expect(validateWorkOrderNumber('9999999999999')).toEqual({ ok: false, error: 'tooLong' });
  });

  it('refuses values above 2147483647', () => {
    expect(validateWorkOrderNumber('2147483648')).toEqual({ ok: false, error: 'tooLarge' });
    expect(validateWorkOrderNumber('999999999999')).toEqual({ ok: false, error: 'tooLarge' });
  });
});


describe('workOrderWindowDay', () => {
  const day = '2026-11-18';
  it('keeps the planning day while its window [day - 30, day + 90] holds the range, or the range is open', () => {
    expect(workOrderWindowDay(day, { start: null, end: null })).toBe(day);
    expect(workOrderWindowDay(day, { start: '2026-11-16', end: '2026-11-22' })).toBe(day);
    expect(workOrderWindowDay(day, { start: '2026-10-19', end: '2027-02-16' })).toBe(day);
  });

  it('moves the window just enough to take in a range that starts earlier or ends later', () => {
    // Last 3 months: the window starts on the range's first day.
    expect(workOrderWindowDay(day, { start: '2026-08-18', end: day })).toBe('2026-09-17');
    expect(workOrderWindowDay(day, { start: '2027-03-01', end: '2027-03-31' })).toBe('2026-12-31');
    // A planning day far ahead and this week's range.
    expect(workOrderWindowDay('2027-06-01', { start: '2026-11-16', end: '2026-11-22' })).toBe('2026-12-16');
  });

  it('takes in the start of a range longer than the window, and the bounded side of a half-open one', () => {
    expect(workOrderWindowDay(day, { start: '2026-01-01', end: '2026-12-31' })).toBe('2026-01-31');
    expect(workOrderWindowDay(day, { start: '2026-01-01', end: null })).toBe('2026-01-31');
    expect(workOrderWindowDay(day, { start: null, end: '2027-06-30' })).toBe('2027-04-01');
  });
});
