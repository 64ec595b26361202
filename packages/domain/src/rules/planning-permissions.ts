import { hasAnyRole, PLANNING_EDITOR_ROLES } from '../roles';
import { isDeletableStatus, isReadOnlyStatus } from './timeline';

/**
 * What the planning screens let a user do with an item, by role and working status
 * (spec part 1 §2 "Planning grid", §4 "Assignment drawer", §6). Visibility only: the server
 * enforces the same rules on its own.
 */

/** The fields of an item these rules read. */
export interface PermissionItem {
  orderWekingStatus?: string | null;
  shouldBeDeleted?: boolean | null;
  orderType?: string | null;
  trainingVacation?: unknown;
}

/** What marks a saved item for deletion; null where the item has no work order (training, leave). */
export interface DeletionMarks {
  shouldBeDeleted: boolean;
  itemDeleted: boolean | null;
  orderDeleted: boolean | null;
}

/**
 * A saved item is flagged for deletion (shown so, and read-only on the grid, in the order drawer, in work-order
 * search and on save) when it was flagged itself or when the CRM deleted its work-order item or its order: those
 * stay in the database while planned so the dispatcher sees the work go instead of it vanishing.
 */
export function isFlaggedForDeletion(marks: DeletionMarks): boolean {
  return marks.shouldBeDeleted || marks.itemDeleted === true || marks.orderDeleted === true;
}

/** Add buttons, quick add, the Changes tab, Save/Discard all: the same roles the server lets save. */
export function canEditPlanning(roles: readonly string[]): boolean {
  return hasAnyRole(roles, PLANNING_EDITOR_ROLES);
}

/** The timeline popover's Delete: hidden for observers and for JOBDONE, BACKHOME, ATHOME, JOBCLOSED and HOLD. */
export function canDeleteScheduler(item: PermissionItem, roles: readonly string[]): boolean {
  return canEditPlanning(roles) && isDeletableStatus(item.orderWekingStatus);
}

export type DeleteConfirmationKind = 'plannedWork' | 'workOrder';

/**
 * Which confirmation text Delete asks with: "delete planned work" for OFFDAY, "delete work order"
 * otherwise. OFFDAY is the status of training and leave (spec §4), so a training/vacation item
 * that is not saved yet (status INFORMED_UNSAVED) asks the planned-work question too.
 */
export function deleteConfirmationKind(item: PermissionItem): DeleteConfirmationKind {
  const isTrainingOrLeave =
    item.orderWekingStatus === 'OFFDAY' ||
    item.orderType === 'vacation' ||
    item.orderType === 'training' ||
    (item.trainingVacation !== null && item.trainingVacation !== undefined);
  return isTrainingOrLeave ? 'plannedWork' : 'workOrder';
}

/**
 * The assignment drawer is read-only (no delete or update, times disabled) for observers always,
 * for items flagged shouldBeDeleted, and for JOBDONE, BACKHOME, ATHOME and JOBCLOSED; the history
 * drawer adds HOLD.
 */
export function isSchedulerReadOnly(
  item: PermissionItem,
  roles: readonly string[],
  context: 'assignment' | 'history' = 'assignment',
): boolean {
  if (!canEditPlanning(roles)) return true;
  if (item.shouldBeDeleted === true) return true;
  return isReadOnlyStatus(item.orderWekingStatus, context);
}
