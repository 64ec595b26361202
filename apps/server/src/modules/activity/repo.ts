import { and, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { workOrderNumberKey, type TechnicianActivityItem, type TechnicianActivitySearchRequest } from '@fsp/domain';
import type { Db } from '../../db/client';
import { orderNumberKey } from '../../db/order-number';
import { activityEvents, organizations, sosSamples, teams, technicians } from '../../db/schema';
import { containsPattern, foldIs, iFolded } from '../../db/text-match';
import type { DataScope } from '../../plugins/auth';
import { preparedTeamScopeFilter, teamScopeShape, type ScopeShape } from '../../plugins/scope';
import { prepareOnce } from '../../db/prepared';

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

/** A page with the `current` row of the activity data version (v, horizon) read in the same statement. */
export interface RowsWithVersion {
  rows: TechnicianActivityItem[];
  versionRow: { v: string; horizon: string } | null;
}

/** Rows one "what is new" answer carries at most: the screen shows a page, never thousands at once. */
export const NEW_ROWS_LIMIT = 500;

const epochMs = (column: AnyPgColumn) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;
const numberOrNull = (column: AnyPgColumn) => sql<number | null>`${column}::float8`;


/** Which optional parts a filter has: everything that changes a statement's text, never a value. */
interface Shape {
  scope: ScopeShape;
  techBpNo: boolean;
  customer: boolean;
  customerNumber: boolean;
  status: boolean;
  serialNumber: boolean;
  workOrderNo: boolean;
  /** lastUpdateTime without a cursor (the cursor wins). */
  newerThan: boolean;
}

type Mode = 'page' | 'since' | 'count';

function shapeOf(filter: TechnicianActivitySearchRequest, scope: DataScope): Shape {
  return {
    scope: teamScopeShape(scope),
    techBpNo: Boolean(filter.techBpNo),
    customer: Boolean(filter.customer),
    customerNumber: Boolean(filter.customerNumber),
    status: Boolean(filter.status),
    serialNumber: Boolean(filter.serialNumber),
    workOrderNo: Boolean(filter.workOrderNo),
    newerThan: Boolean(filter.lastUpdateTime && !filter.cursor),
  };
}

/** The values of a statement's placeholders (unused ones are ignored). */
function valuesOf(filter: TechnicianActivitySearchRequest, scope: DataScope, period: Period) {
  return {
    teamIds: scope.teamIds,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    techBpNo: filter.techBpNo,
    customer: filter.customer ? containsPattern(foldIs(filter.customer)) : null,
    customerNumber: filter.customerNumber,
    status: filter.status,
    // Serial numbers are Latin: a Turkish keyboard's 'ı' or 'İ' means their I (ILIKE folds only the case).
    serialNumber: filter.serialNumber ? containsPattern(foldIs(filter.serialNumber)) : null,
    workOrderNo: filter.workOrderNo ? workOrderNumberKey(filter.workOrderNo) : null,
    newerThan: filter.lastUpdateTime ? new Date(filter.lastUpdateTime).toISOString() : null,
    cursor: filter.cursor,
  };
}

const p = (name: string) => sql.placeholder(name);

function where(shape: Shape): SQL | undefined {
  return and(
    preparedTeamScopeFilter(activityEvents.teamId, shape.scope, p('teamIds')),
    gte(activityEvents.occurredAt, p('from')),
    lt(activityEvents.occurredAt, p('to')),
    shape.techBpNo ? eq(activityEvents.technicianBpNo, p('techBpNo')) : undefined,
    shape.customer ? sql`${iFolded(activityEvents.customerName)} like ${p('customer')}` : undefined,
    shape.customerNumber ? eq(activityEvents.customerNumber, p('customerNumber')) : undefined,
    shape.status ? eq(activityEvents.status, p('status')) : undefined,
    shape.serialNumber ? sql`${activityEvents.serialNumber} ilike ${p('serialNumber')}` : undefined,
    // The typed number's key (valuesOf) against the stored one's: leading zeros and spaces ignored on both sides
    // (docs/decisions/0035). A placeholder, not sameOrderNumber's literal: the statement is prepared once per shape.
    shape.workOrderNo ? sql`${orderNumberKey(activityEvents.workOrderNo)} = ${p('workOrderNo')}` : undefined,
    shape.newerThan ? gt(activityEvents.occurredAt, p('newerThan')) : undefined,
  );
}

export function createActivityRepo(db: Db) {
  /**
   * The rows of the filter's window [offset, offset + limit) with their technician, team, organization and
   * sample; newest first. The window is taken from the feed's index first and only its rows are joined
   * (a deferred join): joining every row of a broad filter before the limit cost 10 ms for 2,000 rows. The
   * organization and team names are scalar subqueries: five joined tables took PostgreSQL 1.3 ms to plan
   * (more than the query runs), three take 0.6 ms.
   */
  function rowsStatement(shape: Shape, since: boolean) {
    const window = db
      .select({ id: activityEvents.id })
      .from(activityEvents)
      .where(and(where(shape), since ? sql`${activityEvents.txId} >= ${p('cursor')}::xid8` : undefined))
      // NULLS LAST as the indexes are built (the columns are never null): PostgreSQL's default for DESC is
      // NULLS FIRST, and an order that differs from the index's is a sort of every matching row.
      .orderBy(sql`${activityEvents.occurredAt} desc nulls last`, sql`${activityEvents.id} desc nulls last`)
      .limit(p('limit'))
      .offset(p('offset'))
      .as('feed_window');
    return prepareOnce(
      db
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
          technicianOrgunitDisplayName: sql<string | null>`(select ${organizations.displayName} from ${organizations} where ${organizations.orgunit} = ${technicians.orgunit})`,
          technicianTeamName: sql<string | null>`(select ${teams.name} from ${teams} where ${teams.id} = ${activityEvents.teamId})`,
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
          // The activity data version and feed position of this statement's snapshot (service.ts).
          feedVersion: sql<string>`(select last_value::text from activity_data_version)`,
          feedHorizon: sql<string>`${FEED_HORIZON}`,
        })
        .from(window)
        .innerJoin(activityEvents, eq(activityEvents.id, window.id))
        .innerJoin(technicians, eq(technicians.bpNo, activityEvents.technicianBpNo))
        .leftJoin(sosSamples, eq(sosSamples.id, activityEvents.sampleId))
        .orderBy(desc(activityEvents.occurredAt), desc(activityEvents.id)),
    );
  }

  const countStatement = (shape: Shape) =>
    prepareOnce(db.select({ total: sql<number>`count(*)::int` }).from(activityEvents).where(where(shape)));

  // One statement per shape and mode, built on first use (at most 3 × 3 × 2^7 of them, in practice a handful).
  const statements = new Map<string, ReturnType<typeof rowsStatement> | ReturnType<typeof countStatement>>();
  function statementFor<M extends Mode>(mode: M, shape: Shape): M extends 'count' ? ReturnType<typeof countStatement> : ReturnType<typeof rowsStatement> {
    const key = `${mode}:${JSON.stringify(shape)}`;
    let statement = statements.get(key);
    if (!statement) {
      statement = mode === 'count' ? countStatement(shape) : rowsStatement(shape, mode === 'since');
      statements.set(key, statement);
    }
    return statement as never;
  }

  /** The rows, and the activity data version and feed position read with them (null without rows). */
  async function rows(mode: 'page' | 'since', filter: TechnicianActivitySearchRequest, scope: DataScope, period: Period, limit: number, offset: number): Promise<RowsWithVersion> {
    const found = await statementFor(mode, shapeOf(filter, scope)).execute({ ...valuesOf(filter, scope, period), limit, offset });
    const first = found[0];
    return {
      rows: found.map(
        ({ feedVersion: _v, feedHorizon: _h, ...row }): TechnicianActivityItem => ({
          ...row,
          occurredAt: Math.round(row.occurredAt),
          sampledDate: row.sampledDate === null ? null : Math.round(row.sampledDate),
        }),
      ),
      versionRow: first ? { v: first.feedVersion, horizon: first.feedHorizon } : null,
    };
  }

  return {
    async page(filter: TechnicianActivitySearchRequest, scope: DataScope, period: Period): Promise<RowsWithVersion> {
      return rows('page', filter, scope, period, filter.limit, filter.index * filter.limit);
    },

    /** Rows written by transactions at or after the cursor (a horizon handed out before), newest first. */
    async recordedSince(filter: TechnicianActivitySearchRequest & { cursor: string }, scope: DataScope, period: Period): Promise<RowsWithVersion> {
      return rows('since', filter, scope, period, NEW_ROWS_LIMIT, 0);
    },

    async count(filter: TechnicianActivitySearchRequest, scope: DataScope, period: Period): Promise<number> {
      const [row] = await statementFor('count', shapeOf(filter, scope)).execute(valuesOf(filter, scope, period));
      return row.total;
    },
  };
}
