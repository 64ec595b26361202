import { describe, expect, it } from 'vitest';
import { STATISTICS_MAX_DAYS } from '@fsp/domain';
import { criteriaError, type StatisticsCriteria } from './criteria';

const criteria = (start: string, end: string): StatisticsCriteria => ({ range: { start, end }, organizations: [] });

describe('criteriaError', () => {
  it('asks for a date when the range is not complete', () => {
    expect(criteriaError(criteria('', ''))).toBe('dateRequired');
    expect(criteriaError(criteria('2026-01-01', ''))).toBe('dateRequired');
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
