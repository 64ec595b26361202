/** The planning month as table rows: assignments, their status history and work amounts. */
import type { assignmentStatusHistory, assignmentWorkAmounts, assignments } from '../../db/schema';
import type { World } from '../world';
import { type Assignment, plannerOf } from './planning';

export function assignmentRows(world: World, list: Assignment[]): (typeof assignments.$inferInsert)[] {
  return list.map((a) => {
    const planner = plannerOf(world, a.tech);
    return {
      id: a.id,
      technicianBpNo: a.tech.bpNo,
      workOrderItemId: a.item?.id ?? null,
      trainingVacationId: a.trainingVacation?.id ?? null,
      startDate: a.start,
      endDate: a.end,
      workingStatus: a.status,
      schedulerJobType: a.schedulerJobType,
      forceNormalShift: a.forceNormalShift,
      assignedBayNo: a.assignedBayNo,
      plInfo: a.plInfo,
      planRejectReasonSourceType: a.planChanged && a.item && a.item.order.simChannel !== 'ZBS' ? 'CUSTOMER_REQUEST' : null,
      workAreaId: a.workAreaId,
      latitude: a.latitude,
      longitude: a.longitude,
      sos: a.sos,
      shouldBeDeleted: a.shouldBeDeleted,
      createdByUserId: planner.userId,
      updatedByUserId: planner.userId,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
    };
  });
}

export function historyRows(world: World, list: Assignment[]): (typeof assignmentStatusHistory.$inferInsert)[] {
  const rows: (typeof assignmentStatusHistory.$inferInsert)[] = [];
  for (const a of list) {
    const planner = plannerOf(world, a.tech);
    for (const h of a.history) {
      rows.push({
        assignmentId: a.id,
        status: h.status,
        detail: h.detail,
        postedAt: h.postedAt,
        postedByUserId: h.byDispatcher ? planner.userId : null,
        postedByName: h.byDispatcher ? planner.name : a.tech.fullName,
        startDate: h.startDate,
        endDate: h.endDate,
      });
    }
  }
  return rows;
}

export function workAmountRows(list: Assignment[]): (typeof assignmentWorkAmounts.$inferInsert)[] {
  return list.flatMap((a) => a.amounts.map((w) => ({ assignmentId: a.id, workingHourType: w.type, amount: String(w.hours) })));
}
