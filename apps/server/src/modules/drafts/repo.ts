import { and, asc, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DraftWorkOrdersRequest } from '@fsp/domain';
import type { Db } from '../../db/client';
import { assignments, customers, draftStatusHistory, drafts, technicians, users, workOrderItems, workOrders } from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { inScope, teamScopeFilter } from '../../plugins/scope';
import { containsPattern, foldIs } from '../../db/text-match';
import { recordActivity } from '../activity';

const epochMs = (column: AnyPgColumn) => sql<number | null>`floor(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);
const planningCustomers = alias(customers, 'planning_customers');

export interface Period {
  from: Date;
  to: Date;
}

export function createDraftsRepo(db: Db) {
  function where(filter: DraftWorkOrdersRequest, scope: DataScope, period: Period): SQL | undefined {
    return and(
      gte(drafts.createdAt, period.from),
      lt(drafts.createdAt, period.to),
      teamScopeFilter(technicians.teamId, scope),
      filter.organizations.length ? inArray(technicians.orgunit, filter.organizations) : undefined,
      filter.teams.length ? inArray(technicians.teamId, filter.teams) : undefined,
      filter.technicians.length ? inArray(drafts.technicianBpNo, filter.technicians) : undefined,
      filter.status.length ? inArray(drafts.status, filter.status) : undefined,
      // Serial numbers are Latin: a Turkish keyboard's 'ı' or 'İ' means their I (ILIKE folds only the case).
      filter.seriNo ? ilike(drafts.serialNumber, containsPattern(foldIs(filter.seriNo))) : undefined,
    );
  }

  return {
    async page(filter: DraftWorkOrdersRequest, scope: DataScope, period: Period) {
      const condition = where(filter, scope, period);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: drafts.id,
            status: drafts.status,
            schedulerId: drafts.schedulerId,
            bpNo: technicians.bpNo,
            fullName: technicians.fullName,
            customer: sql<string | null>`coalesce(${drafts.customerName}, ${customers.name})`,
            customerNumber: drafts.customerNumber,
            serialNumber: drafts.serialNumber,
            description: drafts.description,
            createdDate: epochMs(drafts.createdAt),
            updatedDate: epochMs(drafts.updatedAt),
            dispatcherFullName: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
            planningStartDate: epochMs(assignments.startDate),
            planningEndDate: epochMs(assignments.endDate),
            planningCustomer: planningCustomers.name,
            planningWorkOrderDescription: workOrders.description,
            planningOrderNumber: workOrders.orderNumber,
            planningSerialNumber: workOrders.serialNumber,
            planningCode: workOrders.code,
            planningComponentCode: workOrderItems.componentCode,
            planningComponentCodeTxt: workOrderItems.componentCodeTxt,
            planningJobCode: workOrderItems.jobCode,
            planningJobCodeTxt: workOrderItems.jobCodeTxt,
          })
          .from(drafts)
          .innerJoin(technicians, eq(technicians.bpNo, drafts.technicianBpNo))
          .leftJoin(customers, eq(customers.number, drafts.customerNumber))
          .leftJoin(users, eq(users.id, drafts.dispatcherUserId))
          .leftJoin(assignments, and(eq(assignments.id, drafts.schedulerId), eq(drafts.status, 'ASSIGNED')))
          .leftJoin(workOrderItems, eq(workOrderItems.id, assignments.workOrderItemId))
          .leftJoin(workOrders, eq(workOrders.id, workOrderItems.workOrderId))
          .leftJoin(planningCustomers, eq(planningCustomers.number, workOrders.customerNumber))
          .where(condition)
          .orderBy(desc(drafts.createdAt), desc(drafts.id))
          .limit(filter.limit)
          .offset(filter.index * filter.limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(drafts)
          .innerJoin(technicians, eq(technicians.bpNo, drafts.technicianBpNo))
          .where(condition),
      ]);
      return { rows, total: count.total };
    },

    async histories(draftIds: number[]) {
      if (!draftIds.length) return [];
      return db
        .select({
          draftId: draftStatusHistory.draftId,
          status: draftStatusHistory.status,
          detail: draftStatusHistory.detail,
          postDate: epochMs(draftStatusHistory.postedAt),
          postedBy: draftStatusHistory.postedByName,
        })
        .from(draftStatusHistory)
        .where(inArray(draftStatusHistory.draftId, draftIds))
        .orderBy(asc(draftStatusHistory.postedAt), asc(draftStatusHistory.id));
    },

    /** The draft if its technician is in the caller's scope. */
    async findInScope(id: number, scope: DataScope) {
      const [row] = await db
        .select({ id: drafts.id, status: drafts.status })
        .from(drafts)
        .where(and(eq(drafts.id, id), inScope.draft(scope)));
      return row ?? null;
    },

    /** SAVED → CANCELLED with a history row, in one transaction; false when the draft was no longer SAVED. */
    async cancel(id: number, values: { now: Date; userId: number; postedByName: string }) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(drafts)
          .set({ status: 'CANCELLED', updatedAt: values.now, dispatcherUserId: values.userId })
          .where(and(eq(drafts.id, id), eq(drafts.status, 'SAVED')))
          .returning({
            id: drafts.id,
            technicianBpNo: drafts.technicianBpNo,
            customerName: drafts.customerName,
            customerNumber: drafts.customerNumber,
            serialNumber: drafts.serialNumber,
            description: drafts.description,
          });
        if (!updated.length) return false;
        // No detail: the screen shows a detail as written, to readers of every language, and who cancelled is postedByName.
        await tx.insert(draftStatusHistory).values({ draftId: id, status: 'CANCELLED', detail: null, postedAt: values.now, postedByName: values.postedByName });
        const [draft] = updated;
        const [technician] = await tx.select({ teamId: technicians.teamId }).from(technicians).where(eq(technicians.bpNo, draft.technicianBpNo));
        await recordActivity(tx, [
          {
            technicianBpNo: draft.technicianBpNo,
            teamId: technician?.teamId ?? null,
            actorUserId: values.userId,
            eventType: 'DRAFT_CANCELLED',
            subject: 'Draft cancelled',
            description: draft.description,
            occurredAt: values.now,
            draftId: id,
            customerName: draft.customerName,
            customerNumber: draft.customerNumber,
            serialNumber: draft.serialNumber,
            status: 'CANCELLED',
            hasDraft: true,
          },
        ]);
        return true;
      });
    },
  };
}
