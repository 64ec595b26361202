import { SUPPORTED_DATES, isValidYmd, supportedYmd } from '@fsp/domain';
import type { TFunction } from 'i18next';
import type { YmdRange } from './date-range-field';

/** Why a filter drawer's date range cannot be searched. */
export type DateRangeError = 'required' | 'outOfRange' | 'endBeforeStart';

/**
 * The rule of every filter drawer's date range: both days required, within the days the API takes (SUPPORTED_DATES, so
 * a typed 1900 or 2300 is named beside the field, not by the server's 400) and in order; undefined when searchable.
 */
export function dateRangeError({ start, end }: YmdRange): DateRangeError | undefined {
  if (!isValidYmd(start) || !isValidYmd(end)) return 'required';
  if (supportedYmd(start) === null || supportedYmd(end) === null) return 'outOfRange';
  return end < start ? 'endBeforeStart' : undefined;
}

/** The message shown beside the field for `error`. */
export function dateRangeErrorText(t: TFunction, error: DateRangeError): string {
  if (error === 'outOfRange') return t('filterDates.outOfRange', SUPPORTED_DATES);
  return error === 'endBeforeStart' ? t('validation.endBeforeStart') : t('validation.dateRequired');
}
