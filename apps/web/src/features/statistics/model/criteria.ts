import type { YmdRange } from '../../../components/date-range-field';
import type { StatisticsQuery } from '../api';

/** The drawer's values: a required date range (default today) and organizations (none = all of the scope). */
export interface StatisticsCriteria {
  range: YmdRange;
  organizations: string[];
}

export const defaultCriteria = (today: string): StatisticsCriteria => ({ range: { start: today, end: today }, organizations: [] });

/** The error key of a criteria set, or null when it can be searched. */
export function criteriaError(criteria: StatisticsCriteria): 'dateRequired' | null {
  return criteria.range.start && criteria.range.end ? null : 'dateRequired';
}

export function toStatisticsQuery(criteria: StatisticsCriteria): StatisticsQuery {
  return {
    startDate: criteria.range.start.replaceAll('-', ''),
    endDate: criteria.range.end.replaceAll('-', ''),
    organizations: [...criteria.organizations].sort(),
  };
}
