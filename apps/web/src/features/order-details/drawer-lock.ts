import { canEditPlanning, isReadOnlyStatus, type PermissionItem } from '@fsp/domain';

/**
 * Why the order drawer's planning fields cannot be changed, or null when they can. The two kinds tell different
 * truths: an observer changes nothing anywhere in the drawer, while a finished or deleted job only locks its plan
 * (technician, times, delete): its notes and its customer survey (sent only after the job is finished) stay open
 * to a dispatcher.
 */
export type DrawerLock = 'readOnly' | 'planFinished' | 'planDeleted';

export function drawerLockOf(item: PermissionItem | null, roles: readonly string[]): DrawerLock | null {
  if (!canEditPlanning(roles)) return 'readOnly';
  if (item === null) return null;
  if (item.shouldBeDeleted === true) return 'planDeleted';
  return isReadOnlyStatus(item.orderWekingStatus) ? 'planFinished' : null;
}
