import { describe, expect, it } from 'vitest';
import { emptyHistoryFilters, historyExportFileName, toHistoryExportRequest, toHistorySearchRequest, validateHistoryFilters } from './filters';

const base = emptyHistoryFilters({ start: '2026-11-01', end: '2026-11-22' });

describe('validateHistoryFilters', () => {
  it('needs a date range', () => {
    expect(validateHistoryFilters(base)).toEqual({});
    expect(validateHistoryFilters({ ...base, start: '' })).toEqual({ date: 'required' });
    expect(validateHistoryFilters({ ...base, end: '2026-02-30' })).toEqual({ date: { notADay: '2026-02-30' } });
    expect(validateHistoryFilters({ ...base, start: '2026-11-23' })).toEqual({ date: 'endBeforeStart' });
  });
  it('names a typed day outside the days the API takes, whichever end it is', () => {
    expect(validateHistoryFilters({ ...base, end: '2300-01-01' })).toEqual({ date: 'outOfRange' });
    expect(validateHistoryFilters({ ...base, start: '1969-12-31' })).toEqual({ date: 'outOfRange' });
    expect(validateHistoryFilters({ ...base, start: '2300-01-01', end: '2026-11-22' })).toEqual({ date: 'outOfRange' });
    expect(validateHistoryFilters({ ...base, start: '1970-01-01', end: '2199-12-31' })).toEqual({});
  });
  it('refuses organization and team together, but either alone is fine', () => {
    expect(validateHistoryFilters({ ...base, organizations: ['TR10'] })).toEqual({});
    expect(validateHistoryFilters({ ...base, teams: [1] })).toEqual({});
    expect(validateHistoryFilters({ ...base, organizations: ['TR10'], teams: [1] })).toEqual({ organizationAndTeam: true });
  });
  it('checks the work order number only when typed', () => {
    expect(validateHistoryFilters({ ...base, workOrderNo: '99999999999' })).toEqual({ workOrderNo: 'tooLarge' });
  });
});

describe('history requests', () => {
  it('sends the filter without paging to the export and with it to the search', () => {
    const filters = { ...base, customers: [{ number: '7', name: 'X' }], seriNo: ' s1 ', forceNormalShift: true };
    const body = toHistoryExportRequest(filters);
    expect(body).toEqual({
      start: '2026-11-01',
      end: '2026-11-22',
      teams: [],
      technicians: [],
      customers: ['7'],
      orderWekingStatus: [],
      organizations: [],
      forceNormalShift: true,
      seriNo: 's1',
      modelNo: undefined,
      workOrderNo: null,
    });
    expect(body).not.toHaveProperty('index');
    expect(toHistorySearchRequest(filters, 3, 10)).toMatchObject({ index: 3, limit: 10 });
  });
  it('names the file report_{start}-{end}.xlsx', () => {
    expect(historyExportFileName(base)).toBe('report_2026-11-01-2026-11-22.xlsx');
  });
});
