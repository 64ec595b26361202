import { STATISTICS_MAX_DAYS, daysBetween } from '@fsp/domain';
import type { YmdRange } from '../../../components/date-range-field';
import type { StatisticsQuery } from '../api';

/** The drawer's values: a required date range (default today) and organizations (none = all of the scope). */
export interface StatisticsCriteria {
  range: YmdRange;
  organizations: string[];
}

export const defaultCriteria = (today: string): StatisticsCriteria => ({ range: { start: today, end: today }, organizations: [] });

export type CriteriaError = 'dateRequired' | 'rangeTooLong';

/** The error key of a criteria set, or null when it can be searched; the server refuses ranges over STATISTICS_MAX_DAYS. */
export function criteriaError(criteria: StatisticsCriteria): CriteriaError | null {
  const { start, end } = criteria.range;
  if (!start || !end) return 'dateRequired';
  return daysBetween(start, end) + 1 > STATISTICS_MAX_DAYS ? 'rangeTooLong' : null;
}

export function toStatisticsQuery(criteria: StatisticsCriteria): StatisticsQuery {
  return {
    startDate: criteria.range.start.replaceAll('-', ''),
    endDate: criteria.range.end.replaceAll('-', ''),
    organizations: [...criteria.organizations].sort(),
  };
}
