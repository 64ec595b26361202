import { and, desc, eq, gte, ilike, inArray, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import type { HistoryExportRequest, HistoryRow, WorkingStatus } from '@fsp/domain';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { assignments, customers, technicians, trainingVacations, workOrderItems, workOrders } from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { teamScopeFilter } from '../../plugins/scope';
import { sameOrderNumber } from '../../db/order-number';
import { containsPattern, foldIs } from '../../db/text-match';
import type { RowChanges } from '../../search/row-changes';

const epochMs = (column: AnyPgColumn) => sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);

const rowColumns = {
  id: assignments.id,
  bpNo: technicians.bpNo,
  fullName: technicians.fullName,
  orderNumber: workOrders.orderNumber,
  customer: customers.name,
  description: sql<string | null>`coalesce(${workOrders.description}, ${trainingVacations.description})`,
  modelNumber: workOrders.modelNumber,
  serialNumber: workOrders.serialNumber,
  jobCode: workOrderItems.jobCode,
  jobCodeTxt: workOrderItems.jobCodeTxt,
  startDate: epochMs(assignments.startDate),
  endDate: epochMs(assignments.endDate),
  orderWekingStatus: assignments.workingStatus,
  forceNormalShift: assignments.forceNormalShift,
  trainingVacation: trainingVacations.name,
  deleted: sql<boolean>`${assignments.deletedAt} is not null`,
};

interface RawRow {
  id: number;
  bpNo: string;
  fullName: string;
  orderNumber: string | null;
  customer: string | null;
  description: string | null;
  modelNumber: string | null;
  serialNumber: string | null;
  jobCode: string | null;
  jobCodeTxt: string | null;
  startDate: number;
  endDate: number;
  orderWekingStatus: string;
  forceNormalShift: boolean;
  trainingVacation: string | null;
  deleted: boolean;
}

/**
 * A page's rows with the planning data version their snapshot saw (on every row, read in the same statement):
 * a cached result whose label is still that version is confirmed without another round trip. Null: no rows.
 */
export interface PageRead {
  rows: HistoryRow[];
  version: bigint | null;
}

const rowColumnsWithVersion = { ...rowColumns, dataVersion: sql<string>`(select last_value::text from planning_data_version)` };

function pageRead(rows: (RawRow & { dataVersion: string })[]): PageRead {
  return { rows: rows.map(({ dataVersion: _, ...row }) => toHistoryRow(row)), version: rows.length ? BigInt(rows[0].dataVersion) : null };
}

function toHistoryRow({ bpNo, fullName, ...rest }: RawRow): HistoryRow {
  return { ...rest, orderWekingStatus: rest.orderWekingStatus as WorkingStatus, technician: { bpNo, fullName } };
}

/** The joins every history query needs (work order, customer and training/vacation are optional sides). */
function withJoins<T extends PgSelect>(qb: T) {
  return qb
    .innerJoin(technicians, eq(technicians.bpNo, assignments.technicianBpNo))
    .leftJoin(workOrderItems, eq(workOrderItems.id, assignments.workOrderItemId))
    .leftJoin(workOrders, eq(workOrders.id, workOrderItems.workOrderId))
    .leftJoin(customers, eq(customers.number, workOrders.customerNumber))
    .leftJoin(trainingVacations, eq(trainingVacations.id, assignments.trainingVacationId));
}

/** A row of a filter's result: what a cached result keeps to tell whether a change concerns it. */
export type Match = {
  id: number;
  workOrderId: number | null;
  bpNo: string;
};

/** The planning history's period as instants: [from, to). */
export interface Period {
  from: Date;
  to: Date;
}

export function createHistoryRepo(db: Db) {
  function where(filter: HistoryExportRequest, scope: DataScope, period: Period): SQL | undefined {
    return and(
      gte(assignments.startDate, period.from),
      lt(assignments.startDate, period.to),
      teamScopeFilter(technicians.teamId, scope),
      filter.teams.length ? inArray(technicians.teamId, filter.teams) : undefined,
      filter.organizations.length ? inArray(technicians.orgunit, filter.organizations) : undefined,
      filter.technicians.length ? inArray(assignments.technicianBpNo, filter.technicians) : undefined,
      filter.customers.length ? inArray(workOrders.customerNumber, filter.customers) : undefined,
      filter.orderWekingStatus.length ? inArray(assignments.workingStatus, filter.orderWekingStatus) : undefined,
      filter.forceNormalShift === true || filter.forceNormalShift === false ? eq(assignments.forceNormalShift, filter.forceNormalShift) : undefined,
      filter.workOrderNo ? sameOrderNumber(workOrders.orderNumber, filter.workOrderNo) : undefined,
      // Serial and model numbers are Latin: a Turkish keyboard's 'ı' or 'İ' means their I (ILIKE folds only the case).
      filter.seriNo ? ilike(workOrders.serialNumber, containsPattern(foldIs(filter.seriNo))) : undefined,
      filter.modelNo ? ilike(workOrders.modelNumber, containsPattern(foldIs(filter.modelNo))) : undefined,
    );
  }

  return {
    /**
     * One page, latest start first. A deferred join: the ids of
     * the page are found first (PostgreSQL drops the joins the filter does not use), and only those rows
     * are joined to their details, so a deep page does not build the detail rows it skips.
     */
    async page(filter: HistoryExportRequest, scope: DataScope, period: Period, page: { index: number; limit: number }): Promise<PageRead> {
      const pageIds = withJoins(db.select({ id: assignments.id }).from(assignments).$dynamic())
        .where(where(filter, scope, period))
        .orderBy(desc(assignments.startDate), desc(assignments.id))
        .limit(page.limit)
        .offset(page.index * page.limit);
      return pageRead(
        await withJoins(db.select(rowColumnsWithVersion).from(assignments).$dynamic())
          .where(inArray(assignments.id, pageIds))
          .orderBy(desc(assignments.startDate), desc(assignments.id)),
      );
    },

    /**
     * The rows of every page, latest start first, up to `bound` + 1 (more means: more than the bound match,
     * docs/decisions/0027-bounded-search-totals.md). The matches are found without an order (a materialized
     * step, so PostgreSQL plans them as a count would and stops at bound + 1) and only then sorted: with the
     * order inside, a sparse filter walked a year of the start-date index looking for a first page.
     */
    async matches(filter: HistoryExportRequest, scope: DataScope, period: Period, bound: number): Promise<Match[]> {
      const found = withJoins(
        db.select({ id: assignments.id, startDate: assignments.startDate, workOrderId: workOrderItems.workOrderId, bpNo: assignments.technicianBpNo }).from(assignments).$dynamic(),
      )
        .where(where(filter, scope, period))
        .limit(bound + 1);
      const { rows } = await db.execute<Match>(sql`
        with found as materialized (${found})
        select id, work_order_id as "workOrderId", technician_bp_no as "bpNo" from found order by start_date desc, id desc`);
      return rows;
    },

    /** The rows of these ids, in the order given (a page of a cached result). */
    async rowsByIds(ids: number[]): Promise<PageRead> {
      if (!ids.length) return { rows: [], version: null };
      return pageRead(
        await withJoins(db.select(rowColumnsWithVersion).from(assignments).$dynamic())
          .where(inArray(assignments.id, ids))
          .orderBy(desc(assignments.startDate), desc(assignments.id)),
      );
    },

    /**
     * Whether one of the changed assignments, or an assignment of a changed work order or technician, matches
     * the filter now: one probe per kind, each starting from its ids' index.
     */
    async anyChangedMatches(filter: HistoryExportRequest, scope: DataScope, period: Period, changes: RowChanges): Promise<boolean> {
      const probes = [
        changes.assignmentIds.length ? inArray(assignments.id, changes.assignmentIds) : undefined,
        changes.workOrderIds.length ? inArray(workOrderItems.workOrderId, changes.workOrderIds) : undefined,
        changes.technicianBpNos.length ? inArray(assignments.technicianBpNo, changes.technicianBpNos) : undefined,
      ];
      for (const changed of probes) {
        if (!changed) continue;
        const rows = await withJoins(db.select({ id: assignments.id }).from(assignments).$dynamic())
          .where(and(where(filter, scope, period), changed))
          .limit(1);
        if (rows.length) return true;
      }
      return false;
    },

    /**
     * The next batch after a (startDate, id) position in the screen's order (latest start first, then the
     * higher id): keyset pagination, so a large export never loads more than one batch and never rescans skipped rows.
     */
    async batchAfter(filter: HistoryExportRequest, scope: DataScope, period: Period, after: { startDate: number; id: number } | null, size: number) {
      // The position is the period's new upper end, so the start-date index begins there, and the rows of its
      // instant already written are left out with a NOT that keeps the planner's row estimate right (an OR or a
      // row comparison makes it expect ~2,000 rows in a whole month and sort them all).
      const position = after && new Date(after.startDate);
      const rows = await withJoins(db.select(rowColumns).from(assignments).$dynamic())
        .where(
          and(
            where(filter, scope, period),
            position ? lte(assignments.startDate, position) : undefined,
            position ? not(and(eq(assignments.startDate, position), gte(assignments.id, after.id))!) : undefined,
          ),
        )
        .orderBy(desc(assignments.startDate), desc(assignments.id))
        .limit(size);
      return (rows as RawRow[]).map(toHistoryRow);
    },
  };
}

