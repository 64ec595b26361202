import { describe, expect, it } from 'vitest';
import { activityEmptyKey, emptyActivityFilters, narrowsActivityBeyondPeriod, toActivitySearchRequest, validateActivityFilters } from './filters';

const base = emptyActivityFilters({ start: '2026-03-02', end: '2026-03-02' });

describe('activity filters', () => {
  it('requires a date range in order, a customer of at least 3, a serial number of at most 30 and a work order of at most 10 digits within 2147483647', () => {
    expect(validateActivityFilters(base)).toEqual({});
    expect(validateActivityFilters({ ...base, end: '' })).toEqual({ date: 'required' });
    expect(validateActivityFilters({ ...base, start: '2026-03-03' })).toEqual({ date: 'endBeforeStart' });
    expect(validateActivityFilters({ ...base, start: '1969-12-31' })).toEqual({ date: 'outOfRange' });
    expect(validateActivityFilters({ ...base, end: '2200-01-01' })).toEqual({ date: 'outOfRange' });
    expect(validateActivityFilters({ ...base, serialNumber: 'x'.repeat(31) })).toEqual({ serialNumber: 'tooLong' });
    expect(validateActivityFilters({ ...base, workOrderNo: '12345678901' })).toEqual({ workOrderNo: 'invalid' });
    expect(validateActivityFilters({ ...base, workOrderNo: '12a' })).toEqual({ workOrderNo: 'invalid' });
    expect(validateActivityFilters({ ...base, workOrderNo: '2147483648' })).toEqual({ workOrderNo: 'tooLarge' });
    expect(validateActivityFilters({ ...base, workOrderNo: '2147483647' })).toEqual({});
    expect(validateActivityFilters({ ...base, customer: ' Iş ' })).toEqual({ customer: 'tooShort' });
    expect(validateActivityFilters({ ...base, customer: 'Işı' })).toEqual({});
  });

  it('sends YYYYMMDD dates and leaves blank criteria out', () => {
    expect(toActivitySearchRequest({ ...base, techBpNo: '100', customer: ' Işık ', status: 'ONSITE' }, 0, 25)).toEqual({
      startDate: '20260302',
      endDate: '20260302',
      techBpNo: '100',
      customer: 'Işık',
      customerNumber: undefined,
      status: 'ONSITE',
      serialNumber: undefined,
      workOrderNo: undefined,
      index: 0,
      limit: 25,
    });
  });

  it('tells a filter that asks for more than the period (its empty answer is the filters\', not the period\'s)', () => {
    expect(narrowsActivityBeyondPeriod(base)).toBe(false);
    expect(narrowsActivityBeyondPeriod({ ...base, start: '2026-01-01', customer: '  ' })).toBe(false);
    expect(narrowsActivityBeyondPeriod({ ...base, techBpNo: '100200' })).toBe(true);
    expect(narrowsActivityBeyondPeriod({ ...base, status: 'ACCEPT' })).toBe(true);
    expect(narrowsActivityBeyondPeriod({ ...base, workOrderNo: '2000' })).toBe(true);
  });

  it('says nothing was loaded, not that the period or filters found nothing, after a failed load', () => {
    expect(activityEmptyKey(base, true)).toBe('activity.notLoaded');
    expect(activityEmptyKey({ ...base, customer: 'Işık' }, true)).toBe('activity.notLoaded');
    expect(activityEmptyKey(base, false)).toBe('activity.empty');
    expect(activityEmptyKey({ ...base, customer: 'Işık' }, false)).toBe('activity.emptyFiltered');
  });
});
