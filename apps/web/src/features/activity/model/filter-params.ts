import { WORKING_STATUSES, isValidYmd, type WorkingStatus } from '@fsp/domain';
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

/**
 * The filter in the page's URL, so that a reload, Back from a suggestion opened from a row, or the link in a second
 * tab shows the same rows. Only what differs from the default goes in: a link without dates always means today.
 */
export function activityFilterParams(filters: ActivityFilters, today: { start: string; end: string }): URLSearchParams {
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

/** The filter a URL holds; a link that was edited into something the drawer would refuse shows the default instead. */
export function activityFiltersFromParams(params: URLSearchParams, today: { start: string; end: string }): ActivityFilters {
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
  const tooLong = (Object.keys(MAX_LENGTH) as (keyof typeof MAX_LENGTH)[]).some((key) => (filters[key] ?? '').length > MAX_LENGTH[key]);
  return !tooLong && Object.keys(validateActivityFilters(filters)).length === 0 ? filters : fallback;
}
