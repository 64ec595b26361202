import { SUPPORTED_DATES, isValidYmd, supportedYmd } from '@fsp/domain';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { TFunction } from 'i18next';
import type { YmdRange } from './date-range-field';

// antd's pickers bring it too; typedDay must read a text as they do, whichever module loads first.
dayjs.extend(customParseFormat);

/** Why a filter drawer's date range cannot be searched; `notADay` is the text typed that names no day. */
export type DateRangeError = 'required' | { notADay: string } | 'outOfRange' | 'endBeforeStart';

/** True for a typed text the range holds because it names no day ('2026-02-31'); '' is no day typed. */
const namesNoDay = (text: string): boolean => text !== '' && !isValidYmd(text);

/**
 * The day a text typed into the range names, read in the picker's `format`s as the picker reads it (strictly), as
 * YYYY-MM-DD; '' for no text; the text itself when it names no day ('2026-02-31', or '31.02.2026' in year-month-day).
 */
export function typedDay(text: string, format: string | readonly string[]): string {
  const typed = text.trim();
  if (typed === '') return '';
  const day = dayjs(typed, typeof format === 'string' ? format : [...format], true);
  return day.isValid() ? day.format('YYYY-MM-DD') : typed;
}

/**
 * The rule of every filter drawer's date range: what was typed a day (antd's picker drops a text that is not one and
 * shows the range it had, so Search would run that one), both days given, within the days the API takes
 * (SUPPORTED_DATES, so a typed 1900 or 2300 is named beside the field, not by the server's 400) and in order; undefined
 * when searchable.
 */
export function dateRangeError({ start, end }: YmdRange): DateRangeError | undefined {
  const typed = [start, end].find(namesNoDay);
  if (typed !== undefined) return { notADay: typed };
  if (start === '' || end === '') return 'required';
  if (supportedYmd(start) === null || supportedYmd(end) === null) return 'outOfRange';
  return end < start ? 'endBeforeStart' : undefined;
}

/** The message shown beside the field for `error`. */
export function dateRangeErrorText(t: TFunction, error: DateRangeError): string {
  if (typeof error === 'object') return t('filterDates.notADay', { text: error.notADay });
  if (error === 'outOfRange') return t('filterDates.outOfRange', SUPPORTED_DATES);
  return error === 'endBeforeStart' ? t('validation.endBeforeStart') : t('validation.dateRequired');
}
