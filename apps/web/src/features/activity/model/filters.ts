import { CUSTOMER_LOOKUP_MIN_LENGTH, MAX_INT, SERIAL_NUMBER_MAX_LENGTH, characterCount, meetsMinimumSearchLength, type TechnicianActivitySearchRequest, type WorkingStatus } from '@fsp/domain';
import { dateRangeError, type DateRangeError } from '../../../components/date-range-rule';

/** Work order id on the activity filter: at most 10 characters (spec part 2 §5). */
export const ACTIVITY_WORK_ORDER_MAX_LENGTH = 10;

/** The activity filter as the drawer edits it (spec part 2 §3 "Activity filter"). */
export interface ActivityFilters {
  /** YYYY-MM-DD, both required. */
  start: string;
  end: string;
  techBpNo: string | null;
  customer: string;
  customerNumber: string;
  status: WorkingStatus | null;
  serialNumber: string;
  workOrderNo: string;
}

export function emptyActivityFilters(range: { start: string; end: string }): ActivityFilters {
  return { ...range, techBpNo: null, customer: '', customerNumber: '', status: null, serialNumber: '', workOrderNo: '' };
}

/** Whether the filter asks for more than the period: an empty answer then says the filters found nothing. */
export function narrowsActivityBeyondPeriod(filters: ActivityFilters): boolean {
  return filters.techBpNo !== null || filters.status !== null || [filters.customer, filters.customerNumber, filters.serialNumber, filters.workOrderNo].some((value) => value.trim() !== '');
}

/** What the empty table says: after a failed load nothing was read, so "no activity in this period" would be false. */
export function activityEmptyKey(filters: ActivityFilters, failed: boolean): 'activity.notLoaded' | 'activity.emptyFiltered' | 'activity.empty' {
  if (failed) return 'activity.notLoaded';
  return narrowsActivityBeyondPeriod(filters) ? 'activity.emptyFiltered' : 'activity.empty';
}

export interface ActivityFilterErrors {
  date?: DateRangeError;
  customer?: 'tooShort';
  serialNumber?: 'tooLong';
  workOrderNo?: 'invalid' | 'tooLarge';
}

/**
 * Spec part 2 §5: date range required (days the API takes); serial number at most 30 characters, work order id at most
 * 10 digits and at most 2147483647; part 1 §4: a customer text of at least 3 characters.
 */
export function validateActivityFilters(filters: ActivityFilters): ActivityFilterErrors {
  const errors: ActivityFilterErrors = {};
  const date = dateRangeError(filters);
  if (date) errors.date = date;
  const customer = filters.customer.trim();
  if (customer !== '' && !meetsMinimumSearchLength(customer, CUSTOMER_LOOKUP_MIN_LENGTH)) errors.customer = 'tooShort';
  if (characterCount(filters.serialNumber.trim()) > SERIAL_NUMBER_MAX_LENGTH) errors.serialNumber = 'tooLong';
  const order = filters.workOrderNo.trim();
  if (order !== '' && !/^\d{1,10}$/.test(order)) errors.workOrderNo = 'invalid';
  else if (order !== '' && Number(order) > MAX_INT) errors.workOrderNo = 'tooLarge';
  return errors;
}

/** 'YYYY-MM-DD' to the API's 'YYYYMMDD' (spec part 2 §9). */
export const apiDay = (ymd: string) => ymd.replaceAll('-', '');

/** The POST /api/technician-activities-search body of one page. */
export function toActivitySearchRequest(filters: ActivityFilters, index: number, limit: number): TechnicianActivitySearchRequest {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    startDate: apiDay(filters.start),
    endDate: apiDay(filters.end),
    techBpNo: filters.techBpNo ?? undefined,
    customer: text(filters.customer),
    customerNumber: text(filters.customerNumber),
    status: filters.status ?? undefined,
    serialNumber: text(filters.serialNumber),
    workOrderNo: text(filters.workOrderNo),
    index,
    limit,
  };
}
