import { canEditPlanning, isReadOnlyStatus, type PermissionItem } from '@fsp/domain';

/**
 * Why the order drawer's planning fields cannot be changed, or null when they can. The kinds tell different
 * truths: an observer changes nothing anywhere in the drawer, while a finished, deleted or (in the history's rule)
 * held job only locks its plan (technician, times, delete): its notes, and the customer survey of a finished job
 * (sent only after it), stay open to a dispatcher.
 */
export type DrawerLock = 'readOnly' | 'planFinished' | 'planDeleted' | 'planHold';

/**
 * `rule` is the spec's (part 1 §4): the planning grid's drawer ('assignment'), or the history's (the planning history
 * and the activity history's drawer in history mode), which adds HOLD.
 */
export function drawerLockOf(item: PermissionItem | null, roles: readonly string[], rule: 'assignment' | 'history' = 'assignment'): DrawerLock | null {
  if (!canEditPlanning(roles)) return 'readOnly';
  if (item === null) return null;
  if (item.shouldBeDeleted === true) return 'planDeleted';
  if (isReadOnlyStatus(item.orderWekingStatus)) return 'planFinished';
  return isReadOnlyStatus(item.orderWekingStatus, rule) ? 'planHold' : null;
}
