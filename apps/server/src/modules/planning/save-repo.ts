import { and, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { SchedulePayload, WorkingStatus } from '@fsp/domain';
import type { Db, Tx } from '../../db/client';
import {
  calendarEntries,
  teams,
  assignmentStatusHistory,
  assignments,
  countries,
  draftStatusHistory,
  drafts,
  organizations,
  teamWorkingHours,
  technicians,
  trainingVacations,
  workAreas,
  workOrderItems,
  workOrders,
} from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { inScope } from '../../plugins/scope';
import { recordPlanActivity } from './plan-activity';

/**
 * The planning save's repository: the reference data a save checks against, the plan locks and row
 * locks, and the writes of a change (item, history row, draft, activity event). Writes take the
 * transaction of their change; the caller decides where a transaction starts and ends.
 */
type Runner = Db | Tx;

/**
 * First key of the planning's advisory locks (pg_advisory_xact_lock(int, int)); the second is the
 * technician's hashtext. Other features' advisory locks use other first keys.
 */
const TECHNICIAN_PLAN_LOCK = 1_347_174_734;

/**
 * Serialises every change of these technicians' plans for the rest of the transaction, across server
 * instances: transaction-level advisory locks, taken in one fixed order (by key) so two saves that
 * share technicians wait for each other instead of deadlocking. Call it first in the transaction,
 * before any row is locked or inserted (docs/decisions/0010-planning-locks-and-retries.md).
 */
export async function lockTechnicianPlans(tx: Tx, bpNos: Iterable<string>) {
  const keys = [...new Set(bpNos)];
  if (keys.length === 0) return;
  // The subquery is sorted and kept apart (offset 0), so the locks are taken in key order.
  await tx.execute(sql`
    select pg_advisory_xact_lock(${TECHNICIAN_PLAN_LOCK}::int, k)
    from (select distinct hashtext(b) as k from unnest(${sql.param(keys)}::text[]) as b order by k offset 0) as ordered`);
}

export interface TechnicianInfo {
  bpNo: string;
  fullName: string;
  active: boolean;
  teamId: number | null;
  timeZone: string;
  orgunit: string;
  countryCode: string;
  forceNormalShiftEnabled: boolean;
  workHourStartTime: string | null;
  workHourEndTime: string | null;
  /** The calendar of the technician's team: its entries are the working hours when set. */
  calendarId: number | null;
}

/** The technicians in the caller's scope among these (one outside it is simply absent, like an unknown one). */
export async function loadTechnicians(runner: Runner, bpNos: string[], scope: DataScope): Promise<Map<string, TechnicianInfo>> {
  if (bpNos.length === 0) return new Map();
  const rows = await runner
    .select({
      bpNo: technicians.bpNo,
      fullName: technicians.fullName,
      active: technicians.active,
      teamId: technicians.teamId,
      timeZone: countries.timeZone,
      orgunit: organizations.orgunit,
      countryCode: organizations.countryCode,
      forceNormalShiftEnabled: organizations.forceNormalShiftEnabled,
      workHourStartTime: organizations.workHourStartTime,
      workHourEndTime: organizations.workHourEndTime,
      calendarId: teams.calendarId,
    })
    .from(technicians)
    .innerJoin(organizations, eq(organizations.orgunit, technicians.orgunit))
    .leftJoin(teams, eq(teams.id, technicians.teamId))
    .innerJoin(countries, eq(countries.code, organizations.countryCode))
    .where(and(inArray(technicians.bpNo, bpNos), inScope.technician(scope)));
  return new Map(rows.map((r) => [r.bpNo, r]));
}

/** The live work-order items in the caller's scope and the active training/vacation kinds the payloads name. */
export async function loadSubjects(runner: Runner, payloads: SchedulePayload[], scope: DataScope) {
  const itemIds = [...new Set(payloads.flatMap((p) => (p.workOrderItemId ? [p.workOrderItemId] : [])))];
  const tvIds = [...new Set(payloads.flatMap((p) => (p.trainingVacationId ? [p.trainingVacationId] : [])))];
  const [items, tvs] = await Promise.all([
    itemIds.length
      ? runner
          .select({
            id: workOrderItems.id,
            jobCode: workOrderItems.jobCode,
            simType: workOrders.simType,
            simChannel: workOrders.simChannel,
            itemDeletedAt: workOrderItems.deletedAt,
            orderDeletedAt: workOrders.deletedAt,
          })
          .from(workOrderItems)
          .innerJoin(workOrders, eq(workOrders.id, workOrderItems.workOrderId))
          .where(and(inArray(workOrderItems.id, itemIds), inScope.workOrder(scope)))
      : [],
    tvIds.length
      ? runner
          .select({
            id: trainingVacations.id,
            active: trainingVacations.active,
            name: trainingVacations.name,
            type: trainingVacations.type,
            laborTypeText: trainingVacations.laborTypeText,
            allowedFrom: trainingVacations.allowedFrom,
            allowedTo: trainingVacations.allowedTo,
            maxDaysPerAssignment: trainingVacations.maxDaysPerAssignment,
            countryCode: trainingVacations.countryCode,
          })
          .from(trainingVacations)
          .where(inArray(trainingVacations.id, tvIds))
      : [],
  ]);
  return {
    liveItems: new Map(items.filter((i) => !i.itemDeletedAt && !i.orderDeletedAt).map((i) => [i.id, i])),
    activeTrainingVacations: new Map(tvs.filter((t) => t.active).map((t) => [t.id, t])),
  };
}

/** Organization of each named work area that exists in the caller's scope (area id -> orgunit). */
export async function loadWorkAreas(runner: Runner, ids: number[], scope: DataScope): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await runner
    .select({ id: workAreas.areaId, orgunit: workAreas.orgunit })
    .from(workAreas)
    .where(and(inArray(workAreas.areaId, unique), inScope.workArea(scope)));
  return new Map(rows.map((r) => [r.id, r.orgunit]));
}

/** Working hours of the technicians' teams (team id -> entries); the rules fall back to the organization's. */
export async function loadTeamHours(runner: Runner, teamIds: number[]) {
  const byTeam = new Map<number, { startTime: string; endTime: string }[]>();
  if (teamIds.length === 0) return byTeam;
  const rows = await runner
    .select({ teamId: teamWorkingHours.teamId, startTime: teamWorkingHours.startTime, endTime: teamWorkingHours.endTime })
    .from(teamWorkingHours)
    .where(inArray(teamWorkingHours.teamId, teamIds));
  for (const row of rows) {
    let entries = byTeam.get(row.teamId);
    if (!entries) byTeam.set(row.teamId, (entries = []));
    entries.push(row);
  }
  return byTeam;
}

/** The technician an item belongs to now (no lock: only to know which plan lock to take), or null. */
async function technicianOfItem(tx: Tx, id: number): Promise<string | null> {
  const [row] = await tx.select({ bpNo: assignments.technicianBpNo }).from(assignments).where(eq(assignments.id, id));
  return row?.bpNo ?? null;
}

/**
 * The stored item (null when unknown), locked for the rest of the transaction after the plan locks of its
 * technician and of `alsoLock` (a move's new technician). `moved`: it went to another technician between
 * the unlocked read and the row lock, so the plan lock held is the wrong one and the change must start again.
 */
export async function lockStoredItem(tx: Tx, id: number, alsoLock: readonly string[] = []) {
  const bpNo = await technicianOfItem(tx, id);
  await lockTechnicianPlans(tx, [...(bpNo ? [bpNo] : []), ...alsoLock]);
  const row = await lockItem(tx, id);
  return { row, moved: row !== null && row.technicianBpNo !== bpNo };
}

/** The stored item, locked for the rest of the transaction, with what decides whether it may change. */
async function lockItem(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: assignments.id,
      technicianBpNo: assignments.technicianBpNo,
      technicianName: technicians.fullName,
      teamId: technicians.teamId,
      timeZone: countries.timeZone,
      workingStatus: assignments.workingStatus,
      startDate: assignments.startDate,
      endDate: assignments.endDate,
      schedulerJobType: assignments.schedulerJobType,
      forceNormalShift: assignments.forceNormalShift,
      assignedBayNo: assignments.assignedBayNo,
      plInfo: assignments.plInfo,
      workAreaId: assignments.workAreaId,
      latitude: assignments.latitude,
      longitude: assignments.longitude,
      planRejectReasonSourceType: assignments.planRejectReasonSourceType,
      deletedAt: assignments.deletedAt,
      shouldBeDeleted: assignments.shouldBeDeleted,
      itemDeletedAt: workOrderItems.deletedAt,
      orderDeletedAt: workOrders.deletedAt,
    })
    .from(assignments)
    .innerJoin(technicians, eq(technicians.bpNo, assignments.technicianBpNo))
    .innerJoin(organizations, eq(organizations.orgunit, technicians.orgunit))
    .innerJoin(countries, eq(countries.code, organizations.countryCode))
    .leftJoin(workOrderItems, eq(workOrderItems.id, assignments.workOrderItemId))
    .leftJoin(workOrders, eq(workOrders.id, workOrderItems.workOrderId))
    .where(eq(assignments.id, id))
    .for('update', { of: assignments });
  return row ?? null;
}

/** An open (SAVED) draft in the caller's scope, locked; null for one that is unknown, foreign, assigned or cancelled. */
export async function lockOpenDraft(tx: Tx, id: number, scope: DataScope) {
  const [row] = await tx
    .select({ id: drafts.id })
    .from(drafts)
    .where(and(eq(drafts.id, id), eq(drafts.status, 'SAVED'), inScope.draft(scope)))
    .for('update');
  return row ?? null;
}

/** Live entries of the calendars starting in [from, to) (epoch ms). */
export async function calendarEntriesBetween(runner: Runner, calendarIds: readonly number[], from: number, to: number) {
  if (calendarIds.length === 0) return [];
  const rows = await runner
    .select({ calendarId: calendarEntries.calendarId, startDate: calendarEntries.startDate, endDate: calendarEntries.endDate })
    .from(calendarEntries)
    .where(and(inArray(calendarEntries.calendarId, [...calendarIds]), eq(calendarEntries.deleted, false), gte(calendarEntries.startDate, new Date(from)), lt(calendarEntries.startDate, new Date(to))));
  return rows.map((r) => ({ calendarId: r.calendarId, startDate: r.startDate.getTime(), endDate: r.endDate.getTime() }));
}

/** Who makes a change and when: written as the item's updated-by, the history row's poster and the activity's actor. */
export interface ChangeAuthor {
  userId: number;
  name: string;
  at: Date;
}

/** An item's planned columns as a create or an update writes them. */
export type PlannedColumns = Pick<
  typeof assignments.$inferInsert,
  | 'technicianBpNo'
  | 'workOrderItemId'
  | 'trainingVacationId'
  | 'startDate'
  | 'endDate'
  | 'schedulerJobType'
  | 'forceNormalShift'
  | 'assignedBayNo'
  | 'plInfo'
  | 'planRejectReasonSourceType'
  | 'workAreaId'
  | 'latitude'
  | 'longitude'
>;

/** One history row of an item, without who and when (the author's). */
export interface HistoryEntry {
  status: string;
  detail: string;
  startDate: Date;
  endDate: Date;
}

/** A new item: its columns, first status and draft, and its first history row. */
export interface NewItem {
  columns: PlannedColumns & { startDate: Date; endDate: Date };
  workingStatus: WorkingStatus;
  draftId: number | null;
  history: HistoryEntry;
}

const itemValues = (item: NewItem, by: ChangeAuthor) => ({
  ...item.columns,
  workingStatus: item.workingStatus,
  draftId: item.draftId,
  createdByUserId: by.userId,
  updatedByUserId: by.userId,
  createdAt: by.at,
  updatedAt: by.at,
});

const historyValues = (assignmentId: number, entry: HistoryEntry, by: ChangeAuthor) => ({
  assignmentId,
  ...entry,
  postedAt: by.at,
  postedByUserId: by.userId,
  postedByName: by.name,
});

const activityBy = (by: ChangeAuthor) => ({ actorUserId: by.userId, at: by.at });

/** Rows per insert statement (PostgreSQL allows 65,535 parameters; an item has 16 columns). */
const INSERT_BATCH = 1000;

/** Inserts a new item and its first history row in one statement, records the activity event; the new id. */
export async function insertItem(tx: Tx, item: NewItem, by: ChangeAuthor): Promise<number> {
  const { history } = item;
  const { rows } = await tx.execute<{ id: number }>(sql`
    with inserted as (${tx.insert(assignments).values(itemValues(item, by)).returning({ id: assignments.id }).getSQL()})
    insert into assignment_status_history (assignment_id, status, detail, posted_at, posted_by_user_id, posted_by_name, start_date, end_date)
    select id, ${history.status}::text, ${history.detail}::text, ${by.at.toISOString()}::timestamptz, ${by.userId}::int, ${by.name}::text,
      ${history.startDate.toISOString()}::timestamptz, ${history.endDate.toISOString()}::timestamptz
    from inserted
    returning assignment_id as id`);
  const id = Number(rows[0]!.id);
  await recordPlanActivity(tx, [{ assignmentId: id, kind: 'PLAN_SAVED' }], activityBy(by));
  return id;
}

/** Inserts many new items with their history rows and activity events, a batch of rows per statement. */
export async function insertItems(tx: Tx, items: readonly NewItem[], by: ChangeAuthor): Promise<void> {
  for (let i = 0; i < items.length; i += INSERT_BATCH) {
    const chunk = items.slice(i, i + INSERT_BATCH);
    const inserted = await tx
      .insert(assignments)
      .values(chunk.map((item) => itemValues(item, by)))
      .returning({ id: assignments.id, technicianBpNo: assignments.technicianBpNo, startDate: assignments.startDate });
    // Matched by technician and start, unique among one technician's live items.
    const idOf = new Map(inserted.map((r) => [`${r.technicianBpNo}|${r.startDate.getTime()}`, r.id]));
    await tx
      .insert(assignmentStatusHistory)
      .values(chunk.map((item) => historyValues(idOf.get(`${item.columns.technicianBpNo}|${item.columns.startDate.getTime()}`)!, item.history, by)));
    await recordPlanActivity(tx, inserted.map((r) => ({ assignmentId: r.id, kind: 'PLAN_SAVED' })), activityBy(by));
  }
}

/** Marks an open (SAVED) draft ASSIGNED to the item, with a draft history row; false when the draft is no longer open. */
export async function assignDraft(tx: Tx, draftId: number, assignmentId: number, detail: string, by: ChangeAuthor): Promise<boolean> {
  const assigned = await tx
    .update(drafts)
    .set({ status: 'ASSIGNED', schedulerId: assignmentId, dispatcherUserId: by.userId, updatedAt: by.at })
    .where(and(eq(drafts.id, draftId), eq(drafts.status, 'SAVED')))
    .returning({ id: drafts.id });
  if (assigned.length === 0) return false;
  await tx.insert(draftStatusHistory).values({ draftId, status: 'ASSIGNED', detail, postedAt: by.at, postedByName: by.name });
  return true;
}

/** Writes an item's new planned columns, its history row and the activity event. */
export async function updateItem(tx: Tx, id: number, columns: PlannedColumns, history: HistoryEntry, by: ChangeAuthor): Promise<void> {
  await tx.update(assignments).set({ ...columns, updatedByUserId: by.userId, updatedAt: by.at }).where(eq(assignments.id, id));
  await tx.insert(assignmentStatusHistory).values(historyValues(id, history, by));
  await recordPlanActivity(tx, [{ assignmentId: id, kind: 'PLAN_UPDATED' }], activityBy(by));
}

/** Deletes an item softly, with its history row and the activity event. */
export async function deleteItem(tx: Tx, id: number, history: HistoryEntry, by: ChangeAuthor): Promise<void> {
  await tx.update(assignments).set({ deletedAt: by.at, updatedByUserId: by.userId, updatedAt: by.at }).where(eq(assignments.id, id));
  await tx.insert(assignmentStatusHistory).values(historyValues(id, history, by));
  await recordPlanActivity(tx, [{ assignmentId: id, kind: 'PLAN_DELETED' }], activityBy(by));
}

/** Opens again (SAVED, with a draft history row) the drafts ASSIGNED to this item. */
export async function reopenDraftsOf(tx: Tx, assignmentId: number, detail: string, by: ChangeAuthor): Promise<void> {
  const reopened = await tx
    .update(drafts)
    .set({ status: 'SAVED', schedulerId: null, updatedAt: by.at })
    .where(and(eq(drafts.schedulerId, assignmentId), eq(drafts.status, 'ASSIGNED')))
    .returning({ id: drafts.id });
  for (const draft of reopened) {
    await tx.insert(draftStatusHistory).values({ draftId: draft.id, status: 'SAVED', detail, postedAt: by.at, postedByName: by.name });
  }
}

/** Sets the technician inactive. */
export async function deactivateTechnician(tx: Tx, bpNo: string): Promise<void> {
  await tx.update(technicians).set({ active: false }).where(eq(technicians.bpNo, bpNo));
}

/** Deletes softly the technician's live items in these statuses that start after `by.at`; the deleted ones. */
export async function withdrawItemsStartingLater(tx: Tx, bpNo: string, statuses: readonly WorkingStatus[], by: ChangeAuthor) {
  return tx
    .update(assignments)
    .set({ deletedAt: by.at, updatedAt: by.at, updatedByUserId: by.userId })
    .where(and(eq(assignments.technicianBpNo, bpNo), isNull(assignments.deletedAt), gt(assignments.startDate, by.at), inArray(assignments.workingStatus, [...statuses])))
    .returning({ id: assignments.id, status: assignments.workingStatus, startDate: assignments.startDate, endDate: assignments.endDate });
}

/** History rows of several items, in one statement. */
export async function insertHistory(tx: Tx, entries: readonly (HistoryEntry & { assignmentId: number })[], by: ChangeAuthor): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(assignmentStatusHistory).values(entries.map(({ assignmentId, ...entry }) => historyValues(assignmentId, entry, by)));
}
