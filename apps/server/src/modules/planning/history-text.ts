import type { SchedulePayload } from '@fsp/domain';
import type { AuthenticatedUser } from '../../plugins/auth';

/** How history rows name who made a change. */
export function fullNameOf(user: Pick<AuthenticatedUser, 'firstname' | 'lastname' | 'username'>): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.username;
}

/** How the update's history row names the source of a plan change (spec part 1 §4: planner demand or customer demand). */
const PLAN_CHANGE_SOURCE_NAMES: Readonly<Record<string, string>> = { PLANNER_REQUEST: 'planner demand', CUSTOMER_REQUEST: 'customer demand' };

/** The update's history detail with the reason for change the user gave, if any, on a line of its own. */
export function withReasonForChange(detail: string, p: Pick<SchedulePayload, 'planRejectReasonSourceType' | 'planChangeReason'>): string {
  const reason = p.planChangeReason?.trim();
  if (!reason) return detail;
  const source = p.planRejectReasonSourceType?.trim();
  const sourceName = source ? ` (${PLAN_CHANGE_SOURCE_NAMES[source] ?? source})` : '';
  return `${detail}\nReason for change${sourceName}: ${reason}`;
}

/** The update's history detail: what moved (both ranges in one zone) and to whom, else that it was updated. */
export function updateDetail(oldRange: string, newRange: string, reassigned: { from: string; to: string } | null): string {
  const changes: string[] = [];
  if (oldRange !== newRange) changes.push(`Moved from ${oldRange} to ${newRange}`);
  if (reassigned) changes.push(`Reassigned from ${reassigned.from} to ${reassigned.to}`);
  return changes.length ? changes.join('; ') : `Updated (${newRange})`;
}
