import { isFlaggedForDeletion, WORK_ORDER_PLANNED_ITEMS_LIMIT, type WorkingStatus, type WorkOrderPlannedItem, type WorkOrderPlannedItemsResponse } from '@fsp/domain';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { workOrderInScope } from '../../plugins/scope';
import { orderDrawerRefusals } from '../order-details';
import { createPlannedItemsRepo, type PlannedItemRow } from './planned-items-repo';

function toPlannedItem(row: PlannedItemRow): WorkOrderPlannedItem {
  return {
    id: row.id,
    workOrderItemId: row.workOrderItemId,
    elementNumber: row.elementNumber,
    technician: { bpNo: row.technicianBpNo, fullName: row.technicianName },
    team: row.teamId !== null && row.teamName !== null ? { id: row.teamId, name: row.teamName } : null,
    startDate: row.startDate.getTime(),
    endDate: row.endDate.getTime(),
    orderWekingStatus: row.workingStatus as WorkingStatus,
    deleted: row.deletedAt !== null,
    shouldBeDeleted: isFlaggedForDeletion({ shouldBeDeleted: row.shouldBeDeleted, itemDeleted: row.itemDeletedAt !== null, orderDeleted: row.orderDeletedAt !== null }),
  };
}

export function createPlannedItemsService(deps: { db: Db; limit?: number }) {
  const repo = createPlannedItemsRepo();
  const limit = deps.limit ?? WORK_ORDER_PLANNED_ITEMS_LIMIT;
  return {
    /**
     * The order's planned items in the caller's scope. An order outside the scope is answered as the order drawer's
     * other reads by order number answer it (notes, samples): 404, like an unknown one. The order and its items are
     * read in one snapshot, so an item is never listed for an order the check did not see.
     */
    async plannedItems(orderNumber: string, ctx: RequestContext): Promise<WorkOrderPlannedItemsResponse> {
      return deps.db.transaction(
        async (tx) => {
          const order = await workOrderInScope(tx, ctx.scope, orderNumber);
          if (!order) throw notFound(orderDrawerRefusals(ctx).workOrderNotFound);
          const rows = await repo.plannedItemsOfOrder(tx, order.id, ctx.scope, limit + 1);
          return { orderNumber: order.orderNumber, plannedItems: rows.slice(0, limit).map(toPlannedItem), truncated: rows.length > limit };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
