import type { SaveSchedulesRequest, SchedulePayload, SchedulePrevious } from '../contracts/planning';
import { truncateToMinute } from './overlap';
import type { PendingChanges, PendingItem } from './pending-changes';

/** One change as the save call carries it: dates with seconds zeroed (spec part 1 §3 "Schedule payload on save"). */
export function toSchedulePayload(change: PendingItem): SchedulePayload {
  return {
    id: change.dirty === 'added' ? null : change.id,
    startDate: truncateToMinute(change.startDate),
    endDate: truncateToMinute(change.endDate),
    technicianId: change.technicianId,
    workOrderItemId: change.workOrderItem?.id ?? null,
    trainingVacationId: change.trainingVacation?.id ?? null,
    latitude: change.latitude,
    longitude: change.longitude,
    key: change.key,
    schedulerJobType: change.schedulerJobType,
    forceNormalShift: change.forceNormalShift,
    assignedBayNo: change.assignedBayNo,
    plInfo: change.plInfo,
    planRejectReasonSourceType: change.planRejectReasonSourceType,
    ...(change.planChangeReason ? { planChangeReason: change.planChangeReason } : {}),
    workAreaId: change.workAreaId,
    draftId: change.draftId,
    ...(change.dirty === 'updated' ? { previous: previousOf(change) } : {}),
  };
}

/** What the user loaded before the change; a change stored by an older version knows only the loaded position. */
function previousOf(change: PendingItem): SchedulePrevious {
  if (change.loaded) {
    const { startDate, endDate, technicianId, schedulerJobType, forceNormalShift, assignedBayNo, plInfo, workAreaId, latitude, longitude, planRejectReasonSourceType } = change.loaded;
    // The site and the reason source are absent from a change stored by an older version: then they are not compared.
    return { startDate, endDate, technicianId, schedulerJobType, forceNormalShift, assignedBayNo, plInfo, workAreaId, latitude, longitude, planRejectReasonSourceType };
  }
  const { startDate, endDate, technicianId } = change.prevChange[0];
  return { startDate, endDate, technicianId };
}

/**
 * The POST api/save-schedules body: added and updated changes go to schedules; deleted and
 * updated-deleted changes of stored items go to deletedSchedulers as {id, key}.
 */
export function toSavePayload(changes: PendingChanges): SaveSchedulesRequest {
  const schedules: SchedulePayload[] = [];
  const deletedSchedulers: SaveSchedulesRequest['deletedSchedulers'] = [];
  for (const change of changes) {
    if (change.dirty === 'added' || change.dirty === 'updated') {
      schedules.push(toSchedulePayload(change));
    } else if (change.id !== null) {
      deletedSchedulers.push({ id: change.id, key: change.key });
    }
  }
  return { schedules, deletedSchedulers };
}
