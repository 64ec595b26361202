import {
  SERIAL_NUMBER_MAX_LENGTH,
  characterCount,
  validateWorkOrderNumber,
  type WorkOrderNumberError,
  type WorkOrderSearchRequest,
} from '@fsp/domain';
import type { CustomerChoice } from '../../../components/customer-select';

/** Spec part 1 §3: model numbers are matched up to 100 characters (the contract's limit). */
export const MODEL_NUMBER_MAX_LENGTH = 100;

/** The work-order search filter drawer's values (spec part 1 §2 "Work-order search"). */
export interface WorkOrderSearchFilters {
  organizations: string[];
  customers: CustomerChoice[];
  onlyMDA: boolean;
  onlyAssigned: boolean;
  seriNo: string;
  modelNo: string;
  workOrderNo: string;
}

export const EMPTY_WORK_ORDER_SEARCH_FILTERS: WorkOrderSearchFilters = {
  organizations: [],
  customers: [],
  onlyMDA: false,
  onlyAssigned: false,
  seriNo: '',
  modelNo: '',
  workOrderNo: '',
};

/**
 * Organizations no longer offered (a search kept in the history entry that outlived the user's teams) are dropped: sent,
 * the server ignored them and found nothing, and the chip named a bare code. The same filters when nothing is dropped.
 */
export function withKnownOrganizations(filters: WorkOrderSearchFilters, offered: readonly { orgunit: string }[]): WorkOrderSearchFilters {
  const known = new Set(offered.map((organization) => organization.orgunit));
  const organizations = filters.organizations.filter((orgunit) => known.has(orgunit));
  return organizations.length === filters.organizations.length ? filters : { ...filters, organizations };
}

export interface WorkOrderSearchFilterErrors {
  workOrderNo?: WorkOrderNumberError;
  seriNo?: 'tooLong';
  modelNo?: 'tooLong';
}

/**
 * Spec part 1 §5: the work order number is numeric, at most 12 characters and at most 2147483647;
 * non-numeric input counts as empty ('Work Order No is required!'). An untouched (blank) field is
 * simply no filter. Serial numbers are at most 30 characters.
 */
export function validateWorkOrderSearchFilters(filters: WorkOrderSearchFilters): WorkOrderSearchFilterErrors {
  const errors: WorkOrderSearchFilterErrors = {};
  if (filters.workOrderNo.trim() !== '') {
    const result = validateWorkOrderNumber(filters.workOrderNo);
    if (!result.ok) errors.workOrderNo = result.error;
  }
  if (characterCount(filters.seriNo.trim()) > SERIAL_NUMBER_MAX_LENGTH) errors.seriNo = 'tooLong';
  if (characterCount(filters.modelNo.trim()) > MODEL_NUMBER_MAX_LENGTH) errors.modelNo = 'tooLong';
  return errors;
}

/** The POST /api/work-order-search body for one page (index is 0-based). Blank texts and off switches are left out. */
export function toWorkOrderSearchRequest(filters: WorkOrderSearchFilters, index: number, limit: number): WorkOrderSearchRequest {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    customers: filters.customers.map((c) => c.number),
    organizations: [...filters.organizations],
    index,
    limit,
    seriNo: text(filters.seriNo),
    modelNo: text(filters.modelNo),
    onlyMDA: filters.onlyMDA || undefined,
    onlyAssigned: filters.onlyAssigned || undefined,
    workOrderNo: text(filters.workOrderNo) ?? null,
  };
}
