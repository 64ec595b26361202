import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { assignments, customers, technicians, trainingVacations, workOrderItems, workOrders } from '../../db/schema';
import { recordActivity, type ActivityEventInput } from '../activity';

/** What happened to a planned item, as the activity feed names it. */
export type PlanChangeKind = 'PLAN_SAVED' | 'PLAN_UPDATED' | 'PLAN_DELETED';

/**
 * Activity events of planning saves, written in the save's own transaction (a refused or rolled-back change
 * leaves none). The item, its technician's team and its order are read as they stand in the transaction, so
 * a move to another technician is reported in the new technician's team. `subject` is the English fallback:
 * the screen names the event in the reader's language from its type and status.
 */
export async function recordPlanActivity(
  tx: Tx,
  changes: readonly { assignmentId: number; kind: PlanChangeKind }[],
  by: { actorUserId: number; at: Date },
): Promise<void> {
  if (changes.length === 0) return;
  const rows = await tx
    .select({
      id: assignments.id,
      technicianBpNo: assignments.technicianBpNo,
      teamId: technicians.teamId,
      status: assignments.workingStatus,
      startDate: assignments.startDate,
      endDate: assignments.endDate,
      draftId: assignments.draftId,
      orderNumber: workOrders.orderNumber,
      serialNumber: workOrders.serialNumber,
      customerNumber: workOrders.customerNumber,
      customerName: customers.name,
      description: workOrderItems.description,
      trainingVacation: trainingVacations.name,
    })
    .from(assignments)
    .innerJoin(technicians, eq(technicians.bpNo, assignments.technicianBpNo))
    .leftJoin(workOrderItems, eq(workOrderItems.id, assignments.workOrderItemId))
    .leftJoin(workOrders, eq(workOrders.id, workOrderItems.workOrderId))
    .leftJoin(customers, eq(customers.number, workOrders.customerNumber))
    .leftJoin(trainingVacations, eq(trainingVacations.id, assignments.trainingVacationId))
    .where(inArray(assignments.id, changes.map((c) => c.assignmentId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const subjects: Record<PlanChangeKind, string> = { PLAN_SAVED: 'Planned', PLAN_UPDATED: 'Plan changed', PLAN_DELETED: 'Plan deleted' };
  const events = changes.flatMap(({ assignmentId, kind }): ActivityEventInput[] => {
    const r = byId.get(assignmentId);
    if (!r) return [];
    return [
      {
        technicianBpNo: r.technicianBpNo,
        teamId: r.teamId,
        actorUserId: by.actorUserId,
        occurredAt: by.at,
        eventType: kind,
        subject: subjects[kind],
        description: [r.orderNumber, r.customerName, r.serialNumber, r.description ?? r.trainingVacation].filter(Boolean).join(' · ') || null,
        schedulerId: r.id,
        draftId: r.draftId,
        customerName: r.customerName,
        customerNumber: r.customerNumber,
        serialNumber: r.serialNumber,
        workOrderNo: r.orderNumber,
        status: r.status,
        plannedStart: r.startDate,
        plannedEnd: r.endDate,
        hasDraft: r.draftId !== null,
      },
    ];
  });
  await recordActivity(tx, events);
}
