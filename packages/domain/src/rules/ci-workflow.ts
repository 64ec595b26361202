import type { CiStatus } from '../codes';
import { isObserver } from '../roles';

/**
 * The CI committee workflow (spec part 2 §4, §6; docs/ci-board.md "Workflow"): one rule for the form and
 * the server. Keys are the current status, values the statuses the committee may choose next (staying is
 * always allowed, so grading, due date and notes can change on their own).
 */
export const CI_TRANSITIONS: Record<CiStatus, readonly CiStatus[]> = {
  // The committee cannot put a waiting suggestion live without approving it first.
  WAITING_APPROVAL: ['WAITING_APPROVAL', 'APPROVED', 'REJECTED'],
  APPROVED: ['APPROVED', 'LIVE', 'REJECTED', 'WAITING_APPROVAL'],
  // A live suggestion may go back to approved (put live by mistake); its grading is then cleared.
  LIVE: ['LIVE', 'APPROVED'],
  // A rejected suggestion may be reconsidered.
  REJECTED: ['REJECTED', 'WAITING_APPROVAL', 'APPROVED'],
};

export const CI_INITIAL_STATUS: CiStatus = 'WAITING_APPROVAL';

/** The committee's part of a suggestion. */
export interface CiReview {
  status: CiStatus;
  gradingType: string | null;
  /** YYYYMMDD. */
  dueDate: string | null;
  committeeNote: string | null;
  bestPractice: boolean | null;
  isGraded: boolean;
}

export type CiReviewViolation =
  | 'transition'
  | 'committeeNoteRequired'
  | 'dueDateRequired'
  | 'gradingOnlyWhenLive'
  | 'bestPracticeOnlyWhenLive'
  | 'gradedOnlyWhenLive'
  | 'gradingRequiredWhenGraded';

export const CI_REVIEW_MESSAGES: Record<CiReviewViolation, string> = {
  transition: 'This status change is not allowed.',
  committeeNoteRequired: 'A committee note is required when the suggestion is rejected.',
  dueDateRequired: 'A due date is required when the suggestion is approved or live.',
  gradingOnlyWhenLive: 'Grading can only be set when the status is LIVE.',
  bestPracticeOnlyWhenLive: 'Best practice can only be set when the status is LIVE.',
  gradedOnlyWhenLive: 'Graded can only be set when the status is LIVE.',
  gradingRequiredWhenGraded: 'Choose a grading before marking the suggestion as graded.',
};

/** The statuses the committee may choose for a suggestion now in `current`. */
export function ciNextStatuses(current: CiStatus): readonly CiStatus[] {
  return CI_TRANSITIONS[current];
}

/** Every rule the next review breaks, given the stored status (empty = allowed). */
export function ciReviewViolations(current: CiStatus, next: CiReview): CiReviewViolation[] {
  const out: CiReviewViolation[] = [];
  if (!CI_TRANSITIONS[current].includes(next.status)) out.push('transition');
  if (next.status === 'REJECTED' && !next.committeeNote?.trim()) out.push('committeeNoteRequired');
  if ((next.status === 'LIVE' || next.status === 'APPROVED') && !next.dueDate) out.push('dueDateRequired');
  const live = next.status === 'LIVE';
  if (!live && next.gradingType !== null) out.push('gradingOnlyWhenLive');
  if (!live && next.bestPractice !== null) out.push('bestPracticeOnlyWhenLive');
  if (!live && next.isGraded) out.push('gradedOnlyWhenLive');
  if (next.isGraded && next.gradingType === null) out.push('gradingRequiredWhenGraded');
  return out;
}

/** What a user may change on a suggestion (null = a new one). */
export interface CiEditRights {
  /** Type, organization, department, problem, proposal, employee note and the file. */
  content: boolean;
  /** Status, grading, due date, committee note, best practice and graded. */
  review: boolean;
}

export function ciEditRights(user: { id: number; roles: readonly string[] }, suggestion: { createdByUserId: number; status: CiStatus } | null): CiEditRights {
  // OBSERVER changes nothing, whatever board role comes with it (the server refuses their saves).
  if (isObserver(user.roles)) return { content: false, review: false };
  if (suggestion === null) return { content: true, review: false };
  return {
    content: suggestion.createdByUserId === user.id && suggestion.status === CI_INITIAL_STATUS,
    review: user.roles.includes('CI_COMMITTEE'),
  };
}
