import {
  SERIAL_NUMBER_MAX_LENGTH,
  characterCount,
  validateWorkOrderNumber,
  type HistoryExportRequest,
  type HistorySearchRequest,
  type WorkingStatus,
  type WorkOrderNumberError,
} from '@fsp/domain';
import type { CustomerChoice } from '../../../components/customer-select';
import { dateRangeError, type DateRangeError } from '../../../components/date-range-rule';

/** The planning-history filter (spec part 1 §3 "History search filter", §5 "History filter"). */
export interface HistoryFilters {
  /** YYYY-MM-DD, both required. */
  start: string;
  end: string;
  organizations: string[];
  teams: number[];
  technicians: string[];
  customers: CustomerChoice[];
  orderWekingStatus: WorkingStatus[];
  /** true: only items planned with force normal shift; false: no filter. */
  forceNormalShift: boolean;
  seriNo: string;
  modelNo: string;
  workOrderNo: string;
}

export function emptyHistoryFilters(range: { start: string; end: string }): HistoryFilters {
  return { ...range, organizations: [], teams: [], technicians: [], customers: [], orderWekingStatus: [], forceNormalShift: false, seriNo: '', modelNo: '', workOrderNo: '' };
}

export interface HistoryFilterErrors {
  date?: DateRangeError;
  /** Organization and team cannot both be selected. */
  organizationAndTeam?: true;
  workOrderNo?: WorkOrderNumberError;
  seriNo?: 'tooLong';
}

/** Spec part 1 §5: date required; organization and team cannot both be selected; plus the number and serial limits. */
export function validateHistoryFilters(filters: HistoryFilters): HistoryFilterErrors {
  const errors: HistoryFilterErrors = {};
  const date = dateRangeError(filters);
  if (date) errors.date = date;
  if (filters.organizations.length > 0 && filters.teams.length > 0) errors.organizationAndTeam = true;
  if (filters.workOrderNo.trim() !== '') {
    const result = validateWorkOrderNumber(filters.workOrderNo);
    if (!result.ok) errors.workOrderNo = result.error;
  }
  if (characterCount(filters.seriNo.trim()) > SERIAL_NUMBER_MAX_LENGTH) errors.seriNo = 'tooLong';
  return errors;
}

/** The POST /api/history/export body (the search filter without index and limit). */
export function toHistoryExportRequest(filters: HistoryFilters): HistoryExportRequest {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    start: filters.start,
    end: filters.end,
    teams: [...filters.teams],
    technicians: [...filters.technicians],
    customers: filters.customers.map((c) => c.number),
    orderWekingStatus: [...filters.orderWekingStatus],
    organizations: [...filters.organizations],
    forceNormalShift: filters.forceNormalShift || undefined,
    seriNo: text(filters.seriNo),
    modelNo: text(filters.modelNo),
    workOrderNo: text(filters.workOrderNo) ?? null,
  };
}

export function toHistorySearchRequest(filters: HistoryFilters, index: number, limit: number): HistorySearchRequest {
  return { ...toHistoryExportRequest(filters), index, limit };
}

/** Spec part 1 §7: the export is saved as report_{start}-{end}.xlsx. */
export function historyExportFileName(filters: Pick<HistoryFilters, 'start' | 'end'>): string {
  return `report_${filters.start}-${filters.end}.xlsx`;
}
