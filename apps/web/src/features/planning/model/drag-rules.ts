import dayjs from 'dayjs';
import { rangesOverlap, reasonForChangeRequired, resolveWorkingHours, saveRefusal, type GridItem, type GridTechnician, type RuleConfig, type SaveRefusal, type TimeRange } from '@fsp/domain';

import { PART1_DATE_TIME_FORMAT, TIME_FORMAT } from '../../../lib/date-formats';

/**
 * Whether a block dragged or resized to `range` (on `technician`, maybe another row) may be saved: the
 * shared save rule of the server (spec part 1 §5), null when the move may go on. The reason for change of
 * a ZBP/ZBO order is asked afterwards ({@link moveNeedsReason}).
 */
export function moveRefusal(
  item: Pick<GridItem, 'workOrderItem' | 'trainingVacation' | 'forceNormalShift' | 'schedulerJobType' | 'workAreaId'>,
  technician: Pick<GridTechnician, 'organization' | 'team'>,
  range: TimeRange,
  config: RuleConfig,
  tzOffsetMinutes: number,
): SaveRefusal | null {
  const order = item.workOrderItem;
  if (!order && !item.trainingVacation) return null;
  return saveRefusal({
    start: range.start,
    end: range.end,
    subject: order
      ? { kind: 'workOrder', simType: order.workOrder.simType, jobCode: order.jobCode, simChannel: order.workOrder.simChannel }
      : { kind: 'trainingVacation', allowance: item.trainingVacation! },
    orgunit: technician.organization.orgunit,
    technicianOrganizations: [technician.organization],
    hours: resolveWorkingHours(technician),
    tzOffsetMinutes,
    config,
    forceNormalShift: item.forceNormalShift,
    schedulerJobType: item.schedulerJobType,
    workAreaId: item.workAreaId,
  });
}

/**
 * Whether a drag or resize of the item is an update that needs the reason-for-change dialog first (spec
 * part 1 §4): a stored item of a ZBP/ZBO work order. A new item not saved yet is still an insert.
 */
export function moveNeedsReason(item: Pick<GridItem, 'id' | 'dirty' | 'workOrderItem'>): boolean {
  return item.id !== null && item.dirty !== 'added' && reasonForChangeRequired(item.workOrderItem?.workOrder.simChannel);
}

/**
 * The first other item of the technician that a block moved to `range` would overlap (minute precision, half-open,
 * as the server's overlap rule on save), or null. The row's items are the grid's: pending changes included,
 * deleted ones gone.
 */
export function moveOverlap<T extends Pick<GridItem, 'key' | 'startDate' | 'endDate'>>(item: Pick<GridItem, 'key'>, items: readonly T[], range: TimeRange): T | null {
  return items.find((other) => other.key !== item.key && rangesOverlap(range, { start: other.startDate, end: other.endDate })) ?? null;
}

/** When the overlapped item is, for the refusal's text: its times, with its start's date when that is not the drop's day. */
export function overlapTimeText(other: Pick<GridItem, 'startDate' | 'endDate'>, droppedAt: number): string {
  const start = dayjs(other.startDate);
  return `${start.format(start.isSame(droppedAt, 'day') ? TIME_FORMAT : PART1_DATE_TIME_FORMAT)}–${dayjs(other.endDate).format(TIME_FORMAT)}`;
}
