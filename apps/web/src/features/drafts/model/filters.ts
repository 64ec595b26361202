import {
  SERIAL_NUMBER_MAX_LENGTH,
  canEditPlanning,
  characterCount,
  type DraftWorkOrder,
  type DraftWorkOrdersRequest,
} from '@fsp/domain';
import { dateRangeError, type DateRangeError } from '../../../components/date-range-rule';

export type DraftStatus = DraftWorkOrder['status'];
export const DRAFT_STATUS_VALUES: readonly DraftStatus[] = ['SAVED', 'ASSIGNED', 'CANCELLED'];

/** The draft filter (spec part 1 §2 "Draft work orders", §5 "Draft filter"). */
export interface DraftFilters {
  start: string;
  end: string;
  organizations: string[];
  teams: number[];
  technicians: string[];
  status: DraftStatus[];
  seriNo: string;
}

export function emptyDraftFilters(range: { start: string; end: string }): DraftFilters {
  return { ...range, organizations: [], teams: [], technicians: [], status: [], seriNo: '' };
}

export interface DraftFilterErrors {
  date?: DateRangeError;
  /** None of organization, team or technician: an error line, and no search. */
  selection?: true;
  seriNo?: 'tooLong';
}

/** Spec part 1 §5: date range required (days the API takes); at least one of organization, team or technician; serial number max 30. */
export function validateDraftFilters(filters: DraftFilters): DraftFilterErrors {
  const errors: DraftFilterErrors = {};
  const date = dateRangeError(filters);
  if (date) errors.date = date;
  if (filters.organizations.length === 0 && filters.teams.length === 0 && filters.technicians.length === 0) errors.selection = true;
  if (characterCount(filters.seriNo.trim()) > SERIAL_NUMBER_MAX_LENGTH) errors.seriNo = 'tooLong';
  return errors;
}

/** The POST /api/draft/work-orders body for one page (0-based index). */
export function toDraftRequest(filters: DraftFilters, index: number, limit: number): DraftWorkOrdersRequest {
  return {
    start: filters.start,
    end: filters.end,
    organizations: [...filters.organizations],
    teams: [...filters.teams],
    technicians: [...filters.technicians],
    status: [...filters.status],
    seriNo: filters.seriNo.trim() === '' ? undefined : filters.seriNo.trim(),
    index,
    limit,
  };
}

type DraftState = Pick<DraftWorkOrder, 'status' | 'schedulerId'>;

/**
 * Spec part 1 §2, §4, §6: create assignment only when the draft is not yet scheduled and not
 * cancelled, and the user may plan (OBSERVER and the CI roles may not: decision 0005).
 */
export function canCreateAssignment(draft: DraftState, roles: readonly string[]): boolean {
  return canEditPlanning(roles) && draft.status !== 'CANCELLED' && draft.status !== 'ASSIGNED' && draft.schedulerId === null;
}

/** Spec part 1 §2, §4: cancel only when neither cancelled nor assigned, and not for OBSERVER. */
export function canCancelDraft(draft: DraftState, roles: readonly string[]): boolean {
  return canEditPlanning(roles) && draft.status === 'SAVED';
}
