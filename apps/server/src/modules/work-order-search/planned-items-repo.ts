import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { assignments, teams, technicians, workOrderItems, workOrders } from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { inScope } from '../../plugins/scope';

type Runner = Db | Tx;

export type PlannedItemRow = Awaited<ReturnType<ReturnType<typeof createPlannedItemsRepo>['plannedItemsOfOrder']>>[number];

export function createPlannedItemsRepo() {
  return {
    /**
     * The planned items (live and deleted) of one work order whose technician is in the caller's scope (the shared
     * assignment rule), newest start first; at most `limit` rows.
     */
    async plannedItemsOfOrder(runner: Runner, workOrderId: number, scope: DataScope, limit: number) {
      return runner
        .select({
          id: assignments.id,
          workOrderItemId: workOrderItems.id,
          elementNumber: workOrderItems.elementNumber,
          technicianBpNo: technicians.bpNo,
          technicianName: technicians.fullName,
          teamId: teams.id,
          teamName: teams.name,
          startDate: assignments.startDate,
          endDate: assignments.endDate,
          workingStatus: assignments.workingStatus,
          deletedAt: assignments.deletedAt,
          shouldBeDeleted: assignments.shouldBeDeleted,
          itemDeletedAt: workOrderItems.deletedAt,
          orderDeletedAt: workOrders.deletedAt,
        })
        .from(assignments)
        .innerJoin(workOrderItems, eq(workOrderItems.id, assignments.workOrderItemId))
        .innerJoin(workOrders, eq(workOrders.id, workOrderItems.workOrderId))
        .innerJoin(technicians, eq(technicians.bpNo, assignments.technicianBpNo))
        .leftJoin(teams, eq(teams.id, technicians.teamId))
        .where(and(eq(workOrderItems.workOrderId, workOrderId), inScope.assignment(scope)))
        .orderBy(desc(assignments.startDate), desc(assignments.id))
        .limit(limit);
    },
  };
}
