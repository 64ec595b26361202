import { describe, expect, it } from 'vitest';
import {
  PLANNING_DATE_PRESETS,
  QUICK_DATE_RANGES,
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  endOfWeek,
  isValidYmd,
  parseYmdCompact,
  planningPresetRange,
  quickDateRange,
  startOfMonth,
  startOfWeek,
  ymdFromEpoch,
} from './date-presets';

describe('isValidYmd', () => {
  it('accepts real dates, leap days included', () => {
    expect(isValidYmd('2026-11-22')).toBe(true);
    expect(isValidYmd('2024-02-29')).toBe(true);
    expect(isValidYmd('2000-02-29')).toBe(true);
    expect(isValidYmd('0001-01-01')).toBe(true);
    expect(isValidYmd('9999-12-31')).toBe(true);
  });

  it('rejects impossible dates and other formats', () => {
    for (const text of ['2025-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-01-00', '2026-1-5', '20261122', '2026-11-22T00:00', '', ' 2026-11-22']) {
      expect(isValidYmd(text)).toBe(false);
    }
  });
});

describe('addDays', () => {
  it('adds and subtracts days', () => {
    expect(addDays('2026-11-22', 1)).toBe('2026-11-23');
    expect(addDays('2026-11-22', -22)).toBe('2026-10-31');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('crosses month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
  });

  it('handles leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
  });

  it('is not shifted by daylight-saving dates elsewhere in the world', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });

  it('works for early years that Date.UTC would misread', () => {
    expect(addDays('0050-06-15', 1)).toBe('0050-06-16');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('throws on invalid input and out-of-range results', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', Number.NaN)).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it('moves by calendar months', () => {
    expect(addMonths('2026-11-22', -1)).toBe('2026-10-22');
    expect(addMonths('2026-11-22', 2)).toBe('2027-01-22');
    expect(addMonths('2026-01-15', -3)).toBe('2025-10-15');
  });

  it('clamps to the last day of shorter months', () => {
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2026-05-31', -1)).toBe('2026-04-30');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('throws on invalid input', () => {
    expect(() => addMonths('2026-13-01', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts whole days, negative backwards', () => {
    expect(daysBetween('2026-11-22', '2026-11-25')).toBe(3);
    expect(daysBetween('2026-11-25', '2026-11-22')).toBe(-3);
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});

describe('week and month bounds', () => {
  it('starts weeks on Monday', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16'); // Sunday -> previous Monday
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16'); // Monday itself
    expect(startOfWeek('2026-11-18')).toBe('2026-11-16'); // Wednesday
    expect(endOfWeek('2026-11-18')).toBe('2026-11-22');
  });

  it('lets a week span a year end', () => {
    expect(startOfWeek('2027-01-01')).toBe('2026-12-28');
    expect(endOfWeek('2026-12-28')).toBe('2027-01-03');
  });

  it('works before 1970', () => {
    expect(startOfWeek('1969-12-31')).toBe('1969-12-29');
  });

  it('gives month bounds, leap February included', () => {
    expect(startOfMonth('2026-11-22')).toBe('2026-11-01');
    expect(endOfMonth('2026-11-22')).toBe('2026-11-30');
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2025-02-10')).toBe('2025-02-28');
    expect(endOfMonth('2026-12-31')).toBe('2026-12-31');
  });
});

describe('parseYmdCompact', () => {
  it('parses YYYYMMDD back', () => {
    expect(parseYmdCompact('20261122')).toBe('2026-11-22');
    expect(parseYmdCompact(' 20240229 ')).toBe('2024-02-29');
  });

  it('returns null for anything else', () => {
    for (const text of ['20250229', '2026112', '202611220', '2026-11-22', 'abcdefgh', '', null, undefined]) {
      expect(parseYmdCompact(text)).toBeNull();
    }
  });
});

describe('ymdFromEpoch', () => {
  it('uses the local date for the offset', () => {
    const lateEvening = Date.parse('2026-12-31T22:30:00Z');
    expect(ymdFromEpoch(lateEvening, 180)).toBe('2027-01-01');
    expect(ymdFromEpoch(lateEvening, 0)).toBe('2026-12-31');
    expect(ymdFromEpoch(Date.parse('2026-01-01T02:00:00Z'), -300)).toBe('2025-12-31');
  });

  it('handles instants before 1970', () => {
    expect(ymdFromEpoch(-1, 0)).toBe('1969-12-31');
  });
});

describe('quickDateRange', () => {
  const today = '2026-03-02';

  it('covers 0, 1, 3, 7, 15, 30 days back', () => {
    expect(quickDateRange('today', today)).toEqual({ start: '2026-03-02', end: '2026-03-02' });
    expect(quickDateRange('yesterday', today)).toEqual({ start: '2026-03-01', end: '2026-03-01' });
    expect(quickDateRange('last3Days', today)).toEqual({ start: '2026-02-27', end: '2026-03-02' });
    expect(quickDateRange('last7Days', today)).toEqual({ start: '2026-02-23', end: '2026-03-02' });
    expect(quickDateRange('last15Days', today)).toEqual({ start: '2026-02-15', end: '2026-03-02' });
    expect(quickDateRange('last1Month', today)).toEqual({ start: '2026-01-31', end: '2026-03-02' });
  });

  it('crosses a year end', () => {
    expect(quickDateRange('yesterday', '2027-01-01')).toEqual({ start: '2026-12-31', end: '2026-12-31' });
  });

  it('lists the six ranges', () => {
    expect(QUICK_DATE_RANGES).toHaveLength(6);
  });
});

describe('planningPresetRange', () => {
  const today = '2026-11-18'; // a Wednesday

  it('gives single days for today and yesterday', () => {
    expect(planningPresetRange('today', today)).toEqual({ start: today, end: today });
    expect(planningPresetRange('yesterday', today)).toEqual({ start: '2026-11-17', end: '2026-11-17' });
  });

  it('gives the whole week from Monday and the whole month', () => {
    expect(planningPresetRange('thisWeek', today)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(planningPresetRange('thisMonth', today)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });

  it('gives N days back to today', () => {
    expect(planningPresetRange('last3Days', today)).toEqual({ start: '2026-11-15', end: today });
    expect(planningPresetRange('last7Days', today)).toEqual({ start: '2026-11-11', end: today });
    expect(planningPresetRange('last15Days', today)).toEqual({ start: '2026-11-03', end: today });
  });

  it('gives calendar months back to today', () => {
    expect(planningPresetRange('last1Month', today)).toEqual({ start: '2026-10-18', end: today });
    expect(planningPresetRange('last3Months', today)).toEqual({ start: '2026-08-18', end: today });
    expect(planningPresetRange('last1Month', '2024-03-31')).toEqual({ start: '2024-02-29', end: '2024-03-31' });
    expect(planningPresetRange('last3Months', '2026-01-15')).toEqual({ start: '2025-10-15', end: '2026-01-15' });
  });

  it('leaves both bounds open for all', () => {
    expect(planningPresetRange('all', today)).toEqual({ start: null, end: null });
  });

  it('handles a Sunday and a month end', () => {
    expect(planningPresetRange('thisWeek', '2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(planningPresetRange('thisMonth', '2024-02-29')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('rejects an invalid today for every preset', () => {
    for (const preset of PLANNING_DATE_PRESETS) {
      expect(() => planningPresetRange(preset, '2026-02-30')).toThrow(RangeError);
    }
  });
});
