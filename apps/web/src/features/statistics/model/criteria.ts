import { STATISTICS_MAX_DAYS, daysBetween } from '@fsp/domain';
import type { YmdRange } from '../../../components/date-range-field';
import type { TFunction } from 'i18next';
import { dateRangeError, dateRangeErrorText, type DateRangeError } from '../../../components/date-range-rule';
import type { StatisticsQuery } from '../api';

/** The drawer's values: a required date range (default today) and organizations (none = all of the scope). */
export interface StatisticsCriteria {
  range: YmdRange;
  organizations: string[];
}

export const defaultCriteria = (today: string): StatisticsCriteria => ({ range: { start: today, end: today }, organizations: [] });

export type CriteriaError = DateRangeError | 'rangeTooLong';

/** The error key of a criteria set, or null when it can be searched; the server refuses ranges over STATISTICS_MAX_DAYS. */
export function criteriaError(criteria: StatisticsCriteria): CriteriaError | null {
  const { start, end } = criteria.range;
  const date = dateRangeError(criteria.range);
  if (date) return date;
  return daysBetween(start, end) + 1 > STATISTICS_MAX_DAYS ? 'rangeTooLong' : null;
}

/** The words of a criteria error, beside the drawer's field and in the notice of a link whose range was refused. */
export function criteriaErrorText(t: TFunction, error: CriteriaError): string {
  return error === 'rangeTooLong' ? t('statistics.rangeTooLong', { days: STATISTICS_MAX_DAYS }) : dateRangeErrorText(t, error);
}

export function toStatisticsQuery(criteria: StatisticsCriteria): StatisticsQuery {
  return {
    startDate: criteria.range.start.replaceAll('-', ''),
    endDate: criteria.range.end.replaceAll('-', ''),
    organizations: [...criteria.organizations].sort(),
  };
}

/**
 * The criteria in the page's URL, so that a reload or Back shows the same figures; a default search (today, the whole
 * scope) leaves it clean, so that a link without a range always means today.
 */
export function criteriaParams(criteria: StatisticsCriteria, defaults: StatisticsCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.range.start !== defaults.range.start || criteria.range.end !== defaults.range.end) {
    params.set('start', criteria.range.start);
    params.set('end', criteria.range.end);
  }
  if (criteria.organizations.length) params.set('organizations', [...criteria.organizations].sort().join(','));
  return params;
}

/**
 * The criteria a URL holds; a range the drawer would refuse (edited by hand, or longer than the server takes) is
 * today's, and `refusedRange` says why, so the screen can tell the reader instead of silently showing another period.
 */
export function criteriaFromParams(params: URLSearchParams, defaults: StatisticsCriteria): { criteria: StatisticsCriteria; refusedRange: CriteriaError | null } {
  const [start, end] = [params.get('start') ?? '', params.get('end') ?? ''];
  const range = { start, end };
  const linkedRange = params.has('start') || params.has('end');
  const refused = linkedRange ? criteriaError({ range, organizations: [] }) : null;
  const organizations = (params.get('organizations') ?? '').split(',').map((o) => o.trim()).filter((o) => o !== '');
  return { criteria: { range: linkedRange && refused === null ? range : defaults.range, organizations: [...new Set(organizations)] }, refusedRange: refused };
}

/**
 * The criteria narrowed to the organizations the caller may see: a link shared by someone of a wider scope names
 * organizations the server refuses (400) for this caller, which left the screen on an error its Retry could not mend.
 * `known` is the caller's organizations, or undefined while they load (nothing is sent until then: null).
 */
export function criteriaInScope(criteria: StatisticsCriteria, known: readonly string[] | undefined): { criteria: StatisticsCriteria; leftOut: string[] } | null {
  if (criteria.organizations.length === 0) return { criteria, leftOut: [] };
  if (known === undefined) return null;
  const allowed = new Set(known);
  const kept = criteria.organizations.filter((o) => allowed.has(o));
  return { criteria: { ...criteria, organizations: kept }, leftOut: criteria.organizations.filter((o) => !allowed.has(o)) };
}
