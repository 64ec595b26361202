import dayjs from 'dayjs';
import { ACTIVITY_PAGE_SIZES, WORKING_STATUSES, isValidYmd, quickDateRange, type WorkingStatus } from '@fsp/domain';
import { dateRangeError, type DateRangeError } from '../../../components/date-range-rule';
import { emptyActivityFilters, validateActivityFilters, type ActivityFilters } from './filters';

/** The URL parameter of each criterion. */
const PARAMS = {
  start: 'start',
  end: 'end',
  techBpNo: 'technician',
  customer: 'customer',
  customerNumber: 'customerNumber',
  status: 'status',
  serialNumber: 'serialNumber',
  workOrderNo: 'workOrderNo',
} as const satisfies Record<keyof ActivityFilters, string>;

type DayRange = { start: string; end: string };

/**
 * The default range, today, read from the clock at the moment it is asked for: by the drawer's Reset and by every
 * Search, chip removal or load of the screen, so that they agree also on a screen left open past midnight (the rows
 * shown do not change by themselves at midnight, only with the user's next action).
 */
export function currentActivityDay(): DayRange {
  return quickDateRange('today', dayjs().format('YYYY-MM-DD'));
}

/**
 * What Search (or removing a chip) writes in the URL, measured against the current day, with the day a URL without
 * dates means from then on. Measured against the day the screen opened, a range kept after midnight was left out
 * as "today", and a reload then showed the new day instead.
 */
export function appliedActivityFilters(filters: ActivityFilters): { params: URLSearchParams; today: DayRange } {
  const today = currentActivityDay();
  return { params: activityFilterParams(filters, today), today };
}

/**
 * The filter in the page's URL, so that a reload, Back from a suggestion opened from a row, or the link in a second
 * tab shows the same rows. Only what differs from the default goes in: a link without dates always means today.
 */
export function activityFilterParams(filters: ActivityFilters, today: DayRange): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.start !== today.start || filters.end !== today.end) {
    params.set(PARAMS.start, filters.start);
    params.set(PARAMS.end, filters.end);
  }
  if (filters.techBpNo) params.set(PARAMS.techBpNo, filters.techBpNo);
  for (const key of ['customer', 'customerNumber', 'serialNumber', 'workOrderNo'] as const) {
    if (filters[key].trim()) params.set(PARAMS[key], filters[key].trim());
  }
  if (filters.status) params.set(PARAMS.status, filters.status);
  return params;
}

/**
 * The longest texts the server takes (its 400 otherwise). The drawer's inputs cannot exceed them, so only an edited link
 * can: without this check it showed the server's refusal over a table saying nothing matched.
 */
const MAX_LENGTH = { techBpNo: 40, customer: 255, customerNumber: 40 } as const;

/** Why a link's filter was not taken as it is: its dates (the screen names what is wrong with them), or another criterion. */
export type ActivityLinkRefusal = { dates: DateRangeError } | 'criteria';

/** The filter a URL holds and, for a link edited into something the drawer would refuse, why the default is shown instead. */
export function readActivityLink(params: URLSearchParams, today: DayRange): { filters: ActivityFilters; refused: ActivityLinkRefusal | null } {
  const fallback = emptyActivityFilters(today);
  const text = (key: keyof typeof PARAMS) => params.get(PARAMS[key])?.trim() ?? '';
  const [start, end] = [text('start'), text('end')];
  const status = text('status');
  const filters: ActivityFilters = {
    ...(isValidYmd(start) && isValidYmd(end) ? { start, end } : today),
    techBpNo: text('techBpNo') || null,
    customer: text('customer'),
    customerNumber: text('customerNumber'),
    status: (WORKING_STATUSES as readonly string[]).includes(status) ? (status as WorkingStatus) : null,
    serialNumber: text('serialNumber'),
    workOrderNo: text('workOrderNo'),
  };
  const linkedDates = params.has(PARAMS.start) || params.has(PARAMS.end) ? dateRangeError({ start, end }) : undefined;
  const tooLong = (Object.keys(MAX_LENGTH) as (keyof typeof MAX_LENGTH)[]).some((key) => (filters[key] ?? '').length > MAX_LENGTH[key]);
  const taken = !tooLong && Object.keys(validateActivityFilters(filters)).length === 0;
  const refused: ActivityLinkRefusal | null = linkedDates ? { dates: linkedDates } : taken ? null : 'criteria';
  return { filters: taken ? filters : fallback, refused };
}

/** The filter a URL holds; a link that was edited into something the drawer would refuse shows the default instead. */
export const activityFiltersFromParams = (params: URLSearchParams, today: DayRange): ActivityFilters => readActivityLink(params, today).filters;

/** The list's page in the URL beside the filter: page 1 and the default size are left out. */
const PAGE_PARAMS = { index: 'page', size: 'pageSize' } as const;
export const ACTIVITY_DEFAULT_PAGE_SIZE = 25;

export interface ActivityPage {
  /** From 0. */
  index: number;
  size: number;
}

/** The page a URL holds (`page` counts from 1); what is not a page number or one of the sizes offered is the default. */
export function activityPageFromParams(params: URLSearchParams): ActivityPage {
  const page = params.get(PAGE_PARAMS.index) ?? '';
  const size = Number(params.get(PAGE_PARAMS.size));
  return {
    index: /^[1-9]\d{0,6}$/.test(page) ? Number(page) - 1 : 0,
    size: (ACTIVITY_PAGE_SIZES as readonly number[]).includes(size) ? size : ACTIVITY_DEFAULT_PAGE_SIZE,
  };
}

/** The URL with `page` in place of the one it held; the filter and anything else in it are kept. */
export function withActivityPage(params: URLSearchParams, page: ActivityPage): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page.index > 0) next.set(PAGE_PARAMS.index, String(page.index + 1));
  else next.delete(PAGE_PARAMS.index);
  if (page.size !== ACTIVITY_DEFAULT_PAGE_SIZE) next.set(PAGE_PARAMS.size, String(page.size));
  else next.delete(PAGE_PARAMS.size);
  return next;
}

/** The last page that holds rows of `total` (the first when there are none): where a page past the end goes. */
export function lastActivityPageIndex(total: number, size: number): number {
  return Math.max(0, Math.ceil(total / size) - 1);
}
