import { and, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TechnicianActivityItem, TechnicianActivitySearchRequest } from '@fsp/domain';
import type { Db } from '../../db/client';
import { activityEvents, organizations, sosSamples, teams, technicians } from '../../db/schema';
import { containsPattern } from '../../db/text-match';
import type { DataScope } from '../../plugins/auth';
import { teamScopeFilter } from '../../plugins/scope';

/** The local days of the filter as instants: [from, to). */
export interface Period {
  from: Date;
  to: Date;
}

/**
 * The feed position to hand out, read BEFORE the rows: every transaction older than the oldest one still
 * running (the snapshot's xmin) has ended, so all its events are visible to the read that follows.
 */
export const FEED_HORIZON = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

/** Rows one "what is new" answer carries at most: the screen shows a page, never thousands at once. */
export const NEW_ROWS_LIMIT = 500;

const epochMs = (column: AnyPgColumn) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;
const numberOrNull = (column: AnyPgColumn) => sql<number | null>`${column}::float8`;

/** Folds the Turkish dotted and dotless i's together, so 'ISIK', 'ışık' and 'Işık' match each other. */
const fold = (text: string) => text.replace(/[İIı]/g, 'i').toLowerCase();
const foldedColumn = (column: AnyPgColumn) => sql`lower(translate(${column}, 'İIı', 'iii'))`;

export function createActivityRepo(db: Db) {
  function where(filter: TechnicianActivitySearchRequest, scope: DataScope, period: Period): SQL | undefined {
    return and(
      teamScopeFilter(activityEvents.teamId, scope),
      gte(activityEvents.occurredAt, period.from),
      lt(activityEvents.occurredAt, period.to),
      filter.techBpNo ? eq(activityEvents.technicianBpNo, filter.techBpNo) : undefined,
      filter.customer ? sql`${foldedColumn(activityEvents.customerName)} like ${containsPattern(fold(filter.customer))}` : undefined,
      filter.customerNumber ? eq(activityEvents.customerNumber, filter.customerNumber) : undefined,
      filter.status ? eq(activityEvents.status, filter.status) : undefined,
      filter.serialNumber ? sql`${activityEvents.serialNumber} ilike ${containsPattern(filter.serialNumber)}` : undefined,
      filter.workOrderNo ? eq(activityEvents.workOrderNo, filter.workOrderNo) : undefined,
      filter.lastUpdateTime && !filter.cursor ? gt(activityEvents.occurredAt, new Date(filter.lastUpdateTime)) : undefined,
    );
  }

  /**
   * The rows of the filter's window [offset, offset + limit) with their technician, team, organization and
   * sample; newest first. The window is taken from the feed's index first and only its rows are joined
   * (a deferred join): joining every row of a broad filter before the limit cost 10 ms for 2,000 rows.
   */
  async function rows(condition: SQL | undefined, limit: number, offset = 0) {
    const window = db
      .select({ id: activityEvents.id })
      .from(activityEvents)
      .where(condition)
      // NULLS LAST as the indexes are built (the columns are never null): PostgreSQL's default for DESC is
      // NULLS FIRST, and an order that differs from the index's is a sort of every matching row.
      .orderBy(sql`${activityEvents.occurredAt} desc nulls last`, sql`${activityEvents.id} desc nulls last`)
      .limit(limit)
      .offset(offset)
      .as('feed_window');
    const found = await db
      .select({
        id: activityEvents.id,
        eventType: activityEvents.eventType,
        subject: activityEvents.subject,
        description: activityEvents.description,
        occurredAt: epochMs(activityEvents.occurredAt),
        status: activityEvents.status,
        hasDraft: activityEvents.hasDraft,
        hasSims: activityEvents.hasSims,
        hasWorkingHoursUpdate: activityEvents.hasWorkingHoursUpdate,
        draftId: activityEvents.draftId,
        ciSuggestionId: activityEvents.ciSuggestionId,
        workOrderNo: activityEvents.workOrderNo,
        customerNumber: activityEvents.customerNumber,
        technicianFullName: technicians.fullName,
        technicianOrgunitDisplayName: organizations.displayName,
        technicianTeamName: teams.name,
        technicianBpNo: activityEvents.technicianBpNo,
        sampleJobSite: sosSamples.sampleJobSite,
        shopJobNo: sosSamples.shopJobNo,
        serialNumber: sql<string | null>`coalesce(${activityEvents.serialNumber}, ${sosSamples.serialNumber})`,
        equipComp: sosSamples.equipComp,
        meterRdg: numberOrNull(sosSamples.meterRdg),
        sampleNumber: sosSamples.sampleNumber,
        fluidChanged: sosSamples.fluidChanged,
        fluidBrand: sosSamples.fluidBrand,
        meterOnFluid: numberOrNull(sosSamples.meterOnFluid),
        isMda: sosSamples.isMda,
        loginNote: sosSamples.loginNote,
        sampledDate: sql<number | null>`${epochMs(sosSamples.sampledDate)}`,
        schedulerId: activityEvents.schedulerId,
        customer: activityEvents.customerName,
      })
      .from(window)
      .innerJoin(activityEvents, eq(activityEvents.id, window.id))
      .innerJoin(technicians, eq(technicians.bpNo, activityEvents.technicianBpNo))
      .leftJoin(organizations, eq(organizations.orgunit, technicians.orgunit))
      .leftJoin(teams, eq(teams.id, activityEvents.teamId))
      .leftJoin(sosSamples, eq(sosSamples.id, activityEvents.sampleId))
      .orderBy(desc(activityEvents.occurredAt), desc(activityEvents.id));
    return found.map(
      (row): TechnicianActivityItem => ({
        ...row,
        occurredAt: Math.round(row.occurredAt),
        sampledDate: row.sampledDate === null ? null : Math.round(row.sampledDate),
      }),
    );
  }

  return {
    async page(filter: TechnicianActivitySearchRequest, scope: DataScope, period: Period): Promise<TechnicianActivityItem[]> {
      return rows(where(filter, scope, period), filter.limit, filter.index * filter.limit);
    },

    /** Rows written by transactions at or after the cursor (a horizon handed out before), newest first. */
    async recordedSince(filter: TechnicianActivitySearchRequest, scope: DataScope, period: Period, cursor: string): Promise<TechnicianActivityItem[]> {
      return rows(and(where(filter, scope, period), sql`${activityEvents.txId} >= ${cursor}::xid8`), NEW_ROWS_LIMIT);
    },

    async count(filter: TechnicianActivitySearchRequest, scope: DataScope, period: Period): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(activityEvents).where(where(filter, scope, period));
      return row.total;
    },
  };
}
