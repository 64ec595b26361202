import dayjs, { type Dayjs } from 'dayjs';
import { CI_STATUSES, ciNextStatuses, type CiBoardDatum, type CiStatus } from '@fsp/domain';
import type { Option } from './labels';

/** The add/edit dialog's values. */
export interface SuggestionFormValues {
  kind: 1 | 2;
  wasteType?: string;
  isgType?: string;
  orgunit?: string;
  department?: string;
  problem?: string;
  proposal?: string;
  userNote?: string;
  status?: CiStatus;
  dueDate?: Dayjs | null;
  committeeNote?: string;
  gradingType?: string | null;
  bestPractice?: boolean;
  isGraded?: boolean;
}

export function initialSuggestionValues(d: CiBoardDatum | undefined): SuggestionFormValues {
  if (!d) return { kind: 1 };
  return {
    kind: d.isWasteType ? 1 : 2,
    wasteType: d.wasteType ?? undefined,
    isgType: d.isgType ?? undefined,
    orgunit: d.orgunit,
    department: d.department,
    problem: d.problem,
    proposal: d.proposal,
    userNote: d.employeeNote ?? '',
    status: d.statusName,
    dueDate: d.dueDate ? dayjs(d.dueDate, 'YYYYMMDD') : null,
    committeeNote: d.committeeNote ?? '',
    gradingType: d.gradingType,
    bestPractice: d.bestPractice === true,
    isGraded: d.isGraded,
  };
}

/** Empty text, null and a missing value all mean "nothing entered"; dates compare by day. */
function comparable(value: unknown): unknown {
  if (dayjs.isDayjs(value)) return value.format('YYYYMMDD');
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return value ?? null;
}

/** Two form values that mean the same entry. */
export const sameValue = (a: unknown, b: unknown) => comparable(a) === comparable(b);

/** True when the user changed a value from what the dialog opened with (typing and deleting again is no change). */
export function hasUnsavedChanges(initial: SuggestionFormValues, current: Partial<SuggestionFormValues>): boolean {
  const keys = new Set([...Object.keys(initial), ...Object.keys(current)]) as Set<keyof SuggestionFormValues>;
  return [...keys].some((key) => key in current && !sameValue(current[key], initial[key]));
}

/**
 * A due date before today may not be chosen; a stored one that has since passed stays valid, so an old
 * suggestion can still be saved without moving its date.
 */
export function isPastDueDate(value: Dayjs | null | undefined, stored: Dayjs | null | undefined, today: Dayjs): boolean {
  if (!value || (stored && value.isSame(stored, 'day'))) return false;
  return value.isBefore(today, 'day');
}

/** The fields the status makes required (docs/ci-board.md "Workflow"). */
export function requiredReviewFields(status: CiStatus | undefined): { dueDate: boolean; committeeNote: boolean } {
  return { dueDate: status === 'APPROVED' || status === 'LIVE', committeeNote: status === 'REJECTED' };
}

/** Why the workflow refuses a move: only approved suggestions go live; a live one only goes back to approved. */
export type StatusRefusal = 'liveNeedsApproval' | 'liveOnlyBackToApproved';

export interface StatusOption extends Option {
  /** Set when the workflow does not allow the move from the stored status. */
  refusal: StatusRefusal | null;
}

/** The statuses in the workflow's order (waiting, approved, live, rejected), each forbidden move with its reason. */
export function statusOptionsInWorkflowOrder(labels: Readonly<Record<string, string>> | undefined, stored: CiStatus): StatusOption[] {
  const allowed = new Set<CiStatus>(ciNextStatuses(stored));
  return CI_STATUSES.map((status) => ({
    value: status,
    label: labels?.[status] ?? status,
    refusal: allowed.has(status) ? null : status === 'LIVE' ? 'liveNeedsApproval' : 'liveOnlyBackToApproved',
  }));
}
