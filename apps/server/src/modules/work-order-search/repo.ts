import { and, eq, exists, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { WorkOrderSearchRequest, WorkOrderSearchRow } from '@fsp/domain';
import type { Db } from '../../db/client';
import { assignments, customers, workOrderItems, workOrders } from '../../db/schema';
import { orderNumbersNewestFirst, sameOrderNumber } from '../../db/order-number';
import { containsPattern, foldIs } from '../../db/text-match';
import { boundedCount } from '../../search/totals-cache';

/** Orgunits the search may look at: null = any (all-teams users without a selection). */
export type OrgunitScope = readonly string[] | null;

export function createWorkOrderSearchRepo(db: Db) {
  function where(filter: WorkOrderSearchRequest, orgunits: OrgunitScope): SQL | undefined {
    const liveAssignment = db
      .select({ one: sql`1` })
      .from(assignments)
      .innerJoin(workOrderItems, eq(workOrderItems.id, assignments.workOrderItemId))
      .where(and(eq(workOrderItems.workOrderId, workOrders.id), isNull(assignments.deletedAt)));
    return and(
      isNull(workOrders.deletedAt),
      orgunits === null ? undefined : inArray(workOrders.orgunit, [...orgunits]),
      filter.customers.length ? inArray(workOrders.customerNumber, filter.customers) : undefined,
      filter.workOrderNo ? sameOrderNumber(workOrders.orderNumber, filter.workOrderNo) : undefined,
      // Serial and model numbers are Latin: a Turkish keyboard's 'ı' or 'İ' means their I (ILIKE folds only the case).
      filter.seriNo ? ilike(workOrders.serialNumber, containsPattern(foldIs(filter.seriNo))) : undefined,
      filter.modelNo ? ilike(workOrders.modelNumber, containsPattern(foldIs(filter.modelNo))) : undefined,
      filter.onlyMDA ? eq(workOrders.isMda, true) : undefined,
      filter.onlyAssigned ? exists(liveAssignment) : undefined,
    );
  }

  return {
    /**
     * One page, sorted by order number as a number, newest first. A deferred join: the page's ids come from
     * work_orders alone (for one organization an index-only scan of
     * work_orders_live_orgunit_order_number_sort_index), then only those rows are read with their customer.
     */
    async page(filter: WorkOrderSearchRequest, orgunits: OrgunitScope): Promise<WorkOrderSearchRow[]> {
      const pageIds = db
        .select({ id: workOrders.id })
        .from(workOrders)
        .where(where(filter, orgunits))
        .orderBy(...orderNumbersNewestFirst(workOrders.orderNumber))
        .limit(filter.limit)
        .offset(filter.index * filter.limit);
      return db
        .select({
          id: workOrders.id,
          orderNumber: workOrders.orderNumber,
          code: workOrders.code,
          status: workOrders.status,
          statusTxt: workOrders.statusTxt,
          customer: customers.name,
          customerNumber: workOrders.customerNumber,
          modelNumber: workOrders.modelNumber,
          serialNumber: workOrders.serialNumber,
          description: workOrders.description,
        })
        .from(workOrders)
        .innerJoin(customers, eq(customers.number, workOrders.customerNumber))
        .where(inArray(workOrders.id, pageIds))
        .orderBy(...orderNumbersNewestFirst(workOrders.orderNumber));
    },

    /**
     * The number of rows of every page, counted up to `bound` + 1 (docs/decisions/0027-bounded-search-totals.md):
     * the first bound + 1 matches in any order, so a broad filter stops early.
     */
    async count(filter: WorkOrderSearchRequest, orgunits: OrgunitScope, bound: number): Promise<number> {
      const matches = db.select({ one: sql`1` }).from(workOrders).where(where(filter, orgunits));
      const { rows } = await db.execute<{ total: number }>(boundedCount(matches, bound));
      return rows[0].total;
    },
  };
}
