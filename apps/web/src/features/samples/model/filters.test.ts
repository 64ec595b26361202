import { describe, expect, it } from 'vitest';
import { emptySampleFilters, narrowsSamplesBeyondPeriod, sampleEmptyKey, toSampleSearchRequest, validateSampleFilters, withKnownTeams } from './filters';

const base = emptySampleFilters({ start: '2026-03-01', end: '2026-03-02' });

describe('sample filters', () => {
  it('drops the chosen teams the user is no longer offered, and keeps the filters themselves when none is dropped', () => {
    const offered = [{ teams: [{ id: 1 }, { id: 2 }] }, { teams: [{ id: 3 }] }];
    const chosen = { ...base, teams: [3, 1] };
    expect(withKnownTeams(chosen, offered)).toBe(chosen);
    expect(withKnownTeams({ ...base, teams: [7, 3, 9] }, offered)).toEqual({ ...base, teams: [3] });
    expect(withKnownTeams({ ...base, teams: [7] }, [])).toEqual(base);
  });

  it('requires a date range in order and bounds the sample and serial numbers', () => {
    expect(validateSampleFilters(base)).toEqual({});
    expect(validateSampleFilters({ ...base, start: '' })).toEqual({ date: 'required' });
    expect(validateSampleFilters({ ...base, end: '2026-02-28' })).toEqual({ date: 'endBeforeStart' });
    expect(validateSampleFilters({ ...base, startSampleNumber: 'x'.repeat(17) })).toEqual({ startSampleNumber: 'tooLong' });
    expect(validateSampleFilters({ ...base, startSampleNumber: 'B100', endSampleNumber: 'A100' })).toEqual({ endSampleNumber: 'beforeStart' });
    // Numbers in order by value, as the server compares them: 9..12 is a range, 12..9 and 010..9 are not.
    expect(validateSampleFilters({ ...base, startSampleNumber: '9', endSampleNumber: '12' })).toEqual({});
    expect(validateSampleFilters({ ...base, startSampleNumber: '12', endSampleNumber: '9' })).toEqual({ endSampleNumber: 'beforeStart' });
    expect(validateSampleFilters({ ...base, startSampleNumber: '010', endSampleNumber: '9' })).toEqual({ endSampleNumber: 'beforeStart' });
    expect(validateSampleFilters({ ...base, serialNumber: 'x'.repeat(31) })).toEqual({ serialNumber: 'tooLong' });
  });

  it('names a typed day outside the days the API takes', () => {
    expect(validateSampleFilters({ ...base, end: '2300-01-01' })).toEqual({ date: 'outOfRange' });
    expect(validateSampleFilters({ ...base, start: '2300-01-01' })).toEqual({ date: 'outOfRange' });
    expect(validateSampleFilters({ ...base, start: '1969-12-31' })).toEqual({ date: 'outOfRange' });
  });

  it('sends YYYYMMDD dates and leaves blank texts out', () => {
    expect(toSampleSearchRequest({ ...base, teams: [3], bpNo: '100', startSampleNumber: ' A1 ', dealerBranch: ' ' }, 2, 25)).toEqual({
      startDate: '20260301',
      endDate: '20260302',
      teams: [3],
      bpNo: '100',
      startSampleNumber: 'A1',
      endSampleNumber: undefined,
      dealerBranch: undefined,
      shopJobNo: undefined,
      serialNumber: undefined,
      index: 2,
      limit: 25,
    });
  });

  it('tells a filter that asks for more than the period (its empty answer is the filters\', not the period\'s)', () => {
    expect(narrowsSamplesBeyondPeriod(base)).toBe(false);
    expect(narrowsSamplesBeyondPeriod({ ...base, end: '2026-03-09', serialNumber: ' ' })).toBe(false);
    expect(narrowsSamplesBeyondPeriod({ ...base, teams: [3] })).toBe(true);
    expect(narrowsSamplesBeyondPeriod({ ...base, shopJobNo: 'J-1' })).toBe(true);
  });

  it('says nothing was loaded, not that the period or filters found nothing, after a failed search', () => {
    expect(sampleEmptyKey(base, true)).toBe('samples.notLoaded');
    expect(sampleEmptyKey({ ...base, teams: [7] }, true)).toBe('samples.notLoaded');
    expect(sampleEmptyKey(base, false)).toBe('samples.empty');
    expect(sampleEmptyKey({ ...base, teams: [7] }, false)).toBe('samples.emptyFiltered');
  });
});
