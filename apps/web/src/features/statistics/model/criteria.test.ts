import { describe, expect, it } from 'vitest';
import { STATISTICS_MAX_DAYS } from '@fsp/domain';
import { criteriaError, criteriaFromParams, criteriaInScope, criteriaParams, defaultCriteria, type StatisticsCriteria } from './criteria';

const criteria = (start: string, end: string): StatisticsCriteria => ({ range: { start, end }, organizations: [] });

describe('criteriaError', () => {
  it('asks for a date when the range is not complete', () => {
    expect(criteriaError(criteria('', ''))).toBe('required');
    expect(criteriaError(criteria('2026-01-01', ''))).toBe('required');
  });

  it('refuses a typed day the API does not take and an end before the start before it is sent', () => {
    expect(criteriaError(criteria('1969-12-31', '1970-01-01'))).toBe('outOfRange');
    expect(criteriaError(criteria('2199-12-31', '2200-01-01'))).toBe('outOfRange');
    expect(criteriaError(criteria('2026-12-06', '2026-12-05'))).toBe('endBeforeStart');
  });

  it('accepts a range of exactly the longest period the server takes, counting both ends', () => {
    expect(STATISTICS_MAX_DAYS).toBe(367);
    expect(criteriaError(criteria('2026-01-01', '2027-01-02'))).toBeNull();
    expect(criteriaError(criteria('2026-12-04', '2026-12-04'))).toBeNull();
  });

  it('refuses a longer range before it is sent (the server would answer 400)', () => {
    expect(criteriaError(criteria('2026-01-01', '2027-01-03'))).toBe('rangeTooLong');
    expect(criteriaError(criteria('2020-01-01', '2026-12-04'))).toBe('rangeTooLong');
  });
});

describe('criteria in the URL', () => {
  const defaults = defaultCriteria('2026-12-06');
  const read = (query: string) => criteriaFromParams(new URLSearchParams(query), defaults).criteria;
  const refused = (query: string) => criteriaFromParams(new URLSearchParams(query), defaults).refusedRange;

  it('gives back the criteria it holds, and holds nothing for the default search', () => {
    const chosen: StatisticsCriteria = { range: { start: '2025-12-06', end: '2026-12-06' }, organizations: ['TR30', 'AZ10'] };
    expect(read(criteriaParams(chosen, defaults).toString())).toEqual({ range: chosen.range, organizations: ['AZ10', 'TR30'] });
    expect(criteriaParams(defaults, defaults).toString()).toBe('');
    expect(read('organizations=TR30')).toEqual({ ...defaults, organizations: ['TR30'] });
    expect([refused(''), refused('organizations=TR30'), refused('start=2025-12-06&end=2026-12-06')]).toEqual([null, null, null]);
  });

  it("reads a range the drawer would refuse as today's, and says why", () => {
    const queries = ['start=2026-12-06', 'start=2026-02-30&end=2026-03-01', 'start=2026-12-06&end=2026-12-01', 'start=2020-01-01&end=2026-12-06'];
    for (const query of queries) expect(read(query).range, query).toEqual(defaults.range);
    expect(queries.map(refused)).toEqual(['required', { notADay: '2026-02-30' }, 'endBeforeStart', 'rangeTooLong']);
  });
});

describe('criteriaInScope', () => {
  const range = { start: '2026-11-20', end: '2026-12-06' };

  it("leaves out the organizations of a shared link that are not the caller's, and says which", () => {
    expect(criteriaInScope({ range, organizations: ['AZ10', 'TR10'] }, ['RU10', 'TR10', 'TR20'])).toEqual({ criteria: { range, organizations: ['TR10'] }, leftOut: ['AZ10'] });
    expect(criteriaInScope({ range, organizations: ['AZ10'] }, ['TR10'])).toEqual({ criteria: { range, organizations: [] }, leftOut: ['AZ10'] });
  });

  it('waits for the caller’s organizations before sending chosen ones, and never for the whole scope', () => {
    expect(criteriaInScope({ range, organizations: ['TR10'] }, undefined)).toBeNull();
    expect(criteriaInScope({ range, organizations: [] }, undefined)).toEqual({ criteria: { range, organizations: [] }, leftOut: [] });
  });
});
