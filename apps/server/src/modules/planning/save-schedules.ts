import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  SAVE_ERRORS,
  checkAllowance,
  checkForceNormalShift,
  checkJobType,
  checkWorkingHours,
  classifyJobType,
  forceNormalShiftValid,
  isDeletableStatus,
  isReadOnlyStatus,
  notAssignmentError,
  reasonForChangeRequired,
  resolveWorkingHours,
  truncateToMinute,
  workAreaRequired,
  type RuleConfig,
  type SaveSchedulesRequest,
  type SaveSchedulesResponse,
  type SchedulePayload,
  type WorkingStatus,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import {
  assignmentStatusHistory,
  assignments,
  countries,
  draftStatusHistory,
  drafts,
  organizations,
  teamWorkingHours,
  technicians,
  trainingVacations,
  workOrderItems,
  workOrders,
} from '../../db/schema';
import { SQLSTATE, sqlStateOf } from '../../db/errors';
import type { Clock } from '../../clock';
import type { AuthenticatedUser, DataScope } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { createSessionService } from '../session/service';
import { formatRange, offsetAt, type LocalZone } from './planning-day';

export interface SaveContext {
  user: AuthenticatedUser;
  scope: DataScope;
  timezoneOffsetMinutes: number | null;
  log: FastifyBaseLogger;
}

/** How history rows name who made a change. */
export function fullNameOf(user: Pick<AuthenticatedUser, 'firstname' | 'lastname' | 'username'>): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.username;
}

/** How the update's history row names the source of a plan change (spec part 1 §4: planner demand or customer demand). */
const PLAN_CHANGE_SOURCE_NAMES: Readonly<Record<string, string>> = { PLANNER_REQUEST: 'planner demand', CUSTOMER_REQUEST: 'customer demand' };

/** The update's history detail with the reason for change the user gave, if any, on a line of its own. */
function withReasonForChange(detail: string, p: Pick<SchedulePayload, 'planRejectReasonSourceType' | 'planChangeReason'>): string {
  const reason = p.planChangeReason?.trim();
  if (!reason) return detail;
  const source = p.planRejectReasonSourceType?.trim();
  const sourceName = source ? ` (${PLAN_CHANGE_SOURCE_NAMES[source] ?? source})` : '';
  return `${detail}\nReason for change${sourceName}: ${reason}`;
}

/** A per-item refusal: the item's key gets this text, the transaction of that item rolls back. */
class ItemError extends Error {}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface TechnicianInfo {
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
}

type Task =
  | { kind: 'create'; key: string; payload: SchedulePayload }
  | { kind: 'update'; key: string; payload: SchedulePayload & { id: number } }
  | { kind: 'delete'; key: string; id: number };

const OK = 'OK';
/** Rows per insert statement (PostgreSQL allows 65,535 parameters; an item has 16 columns). */
const INSERT_BATCH = 1000;

/**
 * POST /api/save-schedules. Each change runs in its own transaction, so one refused change never
 * rolls back the others. Overlaps are decided by the assignments_no_overlap constraint (23P01), never
 * by a read-then-write check, so two dispatchers saving at once cannot both win.
 */
export function createScheduleSaver(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const session = createSessionService({ db, clock });

  /** Duplicate keys or an item changed twice make the answer ambiguous: the whole request is a 400. */
  function assertWellFormed(body: SaveSchedulesRequest) {
    const keys = new Set<string>();
    for (const key of [...body.schedules.map((s) => s.key), ...body.deletedSchedulers.map((d) => d.key)]) {
      if (keys.has(key)) throw badRequest(`Duplicate key "${key}": every change needs its own key.`);
      keys.add(key);
    }
    const ids = new Set<number>();
    for (const id of [...body.schedules.flatMap((s) => (s.id ? [s.id] : [])), ...body.deletedSchedulers.map((d) => d.id)]) {
      if (ids.has(id)) throw badRequest(`Item ${id} appears more than once (updated and deleted, or twice) in one save.`);
      ids.add(id);
    }
  }

  async function loadTechnicians(bpNos: string[]): Promise<Map<string, TechnicianInfo>> {
    if (bpNos.length === 0) return new Map();
    const rows = await db
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
      })
      .from(technicians)
      .innerJoin(organizations, eq(organizations.orgunit, technicians.orgunit))
      .innerJoin(countries, eq(countries.code, organizations.countryCode))
      .where(inArray(technicians.bpNo, bpNos));
    return new Map(rows.map((r) => [r.bpNo, r]));
  }

  async function loadSubjects(payloads: SchedulePayload[]) {
    const itemIds = [...new Set(payloads.flatMap((p) => (p.workOrderItemId ? [p.workOrderItemId] : [])))];
    const tvIds = [...new Set(payloads.flatMap((p) => (p.trainingVacationId ? [p.trainingVacationId] : [])))];
    const [items, tvs] = await Promise.all([
      itemIds.length
        ? db
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
            .where(inArray(workOrderItems.id, itemIds))
        : [],
      tvIds.length
        ? db
            .select({
              id: trainingVacations.id,
              active: trainingVacations.active,
              name: trainingVacations.name,
              type: trainingVacations.type,
              laborTypeText: trainingVacations.laborTypeText,
              allowedFrom: trainingVacations.allowedFrom,
              allowedTo: trainingVacations.allowedTo,
              maxDaysPerAssignment: trainingVacations.maxDaysPerAssignment,
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

  /** Working hours of the technicians' teams (team id -> entries); the rules fall back to the organization's. */
  async function loadTeamHours(teamIds: number[]) {
    const byTeam = new Map<number, { startTime: string; endTime: string }[]>();
    if (teamIds.length === 0) return byTeam;
    const rows = await db
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

  /** Session configuration (the '*' defaults merged with the country's settings) per country. */
  async function loadConfigs(countryCodes: string[]): Promise<Map<string, RuleConfig>> {
    const configs = await Promise.all(countryCodes.map(async (code) => [code, await session.configFor(code)] as const));
    return new Map(configs);
  }

  return async function saveSchedules(body: SaveSchedulesRequest, ctx: SaveContext): Promise<SaveSchedulesResponse> {
    assertWellFormed(body);
    const { user, scope } = ctx;
    const postedByName = fullNameOf(user);
    const inScope = (teamId: number | null) => scope.allTeams || (teamId !== null && scope.teamIds.includes(teamId));
    const zoneFor = (tech: { timeZone: string } | undefined): LocalZone =>
      ctx.timezoneOffsetMinutes !== null ? { offsetMinutes: ctx.timezoneOffsetMinutes } : tech ? { timeZone: tech.timeZone } : { offsetMinutes: 0 };

    // Reference data for every change in a few queries; the rows a change touches are re-read under lock in its own transaction.
    const [techs, subjects] = await Promise.all([loadTechnicians([...new Set(body.schedules.map((s) => s.technicianId))]), loadSubjects(body.schedules)]);
    const [teamHours, configs] = await Promise.all([
      loadTeamHours([...new Set([...techs.values()].flatMap((tech) => (tech.teamId !== null ? [tech.teamId] : [])))]),
      loadConfigs([...new Set([...techs.values()].map((tech) => tech.countryCode))]),
    ]);

    /**
     * The rules a new or changed item must meet before the database is asked (spec part 1 §4, §5); null when
     * it passes. Working hours and allowances are read in the technician's country zone, whatever the browser's.
     */
    function refusal(p: SchedulePayload, isUpdate: boolean): string | null {
      const tech = techs.get(p.technicianId);
      if (!tech) return SAVE_ERRORS.unknownTechnician;
      if (!tech.active) return SAVE_ERRORS.inactiveTechnician;
      if (!inScope(tech.teamId)) return SAVE_ERRORS.notAuthorized;
      if (!p.workOrderItemId === !p.trainingVacationId) return SAVE_ERRORS.itemRequired;
      const item = p.workOrderItemId ? subjects.liveItems.get(p.workOrderItemId) : undefined;
      const trainingVacation = p.trainingVacationId ? subjects.activeTrainingVacations.get(p.trainingVacationId) : undefined;
      if (p.workOrderItemId && !item) return SAVE_ERRORS.unknownItem;
      if (p.trainingVacationId && !trainingVacation) return SAVE_ERRORS.unknownTrainingVacation;
      if (truncateToMinute(p.endDate) <= truncateToMinute(p.startDate)) return SAVE_ERRORS.endBeforeStart;

      const config = configs.get(tech.countryCode) ?? {};
      const offsetMinutes = offsetAt({ timeZone: tech.timeZone }, p.startDate);
      if (checkForceNormalShift(p.forceNormalShift, [tech])) return SAVE_ERRORS.forceNormalShiftNotValid;
      if (item) {
        const hours = resolveWorkingHours({
          organization: { workHourStartTime: tech.workHourStartTime, workHourEndTime: tech.workHourEndTime },
          team: { workingHours: tech.teamId !== null ? teamHours.get(tech.teamId) : null },
        });
        const outside = checkWorkingHours({
          start: p.startDate,
          end: p.endDate,
          hours,
          tzOffsetMinutes: offsetMinutes,
          jobTypeClass: classifyJobType(item.simType, config),
          forceNormalShift: p.forceNormalShift,
          forceNormalShiftAllowed: forceNormalShiftValid([tech]),
        });
        if (outside) return SAVE_ERRORS.outsideWorkingHours;
        const jobType = checkJobType({ orgunit: tech.orgunit, jobCode: item.jobCode, schedulerJobType: p.schedulerJobType, config });
        if (jobType === 'jobTypeRequired') return SAVE_ERRORS.jobTypeRequired;
        if (jobType === 'jobTypeNotAllowed') return SAVE_ERRORS.jobTypeNotAllowed;
        if (workAreaRequired(tech.orgunit, config) && !p.workAreaId) return SAVE_ERRORS.workAreaRequired;
        if (isUpdate && reasonForChangeRequired(item.simChannel) && !p.planRejectReasonSourceType?.trim()) return SAVE_ERRORS.reasonRequired;
      }
      if (trainingVacation && checkAllowance({ trainingVacation, start: p.startDate, end: p.endDate, tzOffsetMinutes: offsetMinutes })) {
        return notAssignmentError(trainingVacation.laborTypeText || trainingVacation.name);
      }
      return null;
    }

    /** Columns a create or update writes from the payload (times with seconds zeroed). */
    function plannedColumns(p: SchedulePayload) {
      return {
        technicianBpNo: p.technicianId,
        workOrderItemId: p.workOrderItemId ?? null,
        trainingVacationId: p.trainingVacationId ?? null,
        startDate: new Date(truncateToMinute(p.startDate)),
        endDate: new Date(truncateToMinute(p.endDate)),
        schedulerJobType: p.schedulerJobType ?? null,
        forceNormalShift: p.forceNormalShift ?? false,
        assignedBayNo: p.assignedBayNo ?? null,
        plInfo: p.plInfo ?? false,
        planRejectReasonSourceType: p.planRejectReasonSourceType ?? null,
        workAreaId: p.workAreaId ?? null,
        latitude: p.latitude ?? null,
        longitude: p.longitude ?? null,
      };
    }

    /** The stored item, locked for the rest of the transaction, with what decides whether it may change. */
    async function lockExisting(tx: Tx, id: number) {
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
      if (!row || row.deletedAt) throw new ItemError(SAVE_ERRORS.notFound);
      if (!inScope(row.teamId)) throw new ItemError(SAVE_ERRORS.notAuthorized);
      return row;
    }

    /** The rows a new item writes: the item (INFORMED_SAVED, or OFFDAY for training/vacation) and its first history row. */
    function newItemRows(p: SchedulePayload, now: Date) {
      const tech = techs.get(p.technicianId)!;
      const columns = plannedColumns(p);
      const status: WorkingStatus = p.trainingVacationId ? 'OFFDAY' : 'INFORMED_SAVED';
      const range = formatRange(columns.startDate.getTime(), columns.endDate.getTime(), zoneFor(tech));
      return {
        tech,
        range,
        item: { ...columns, workingStatus: status, draftId: p.draftId ?? null, createdByUserId: user.id, updatedByUserId: user.id, createdAt: now, updatedAt: now },
        history: { status, detail: `Planned ${range}`, postedAt: now, postedByUserId: user.id, postedByName, startDate: columns.startDate, endDate: columns.endDate },
      };
    }

    async function create(p: SchedulePayload, now: Date) {
      const { tech, range, item, history } = newItemRows(p, now);
      if (!p.draftId) {
        // One statement (atomic on its own, one round trip): the item and its history row.
        await db.execute(sql`
          with inserted as (${db.insert(assignments).values(item).returning({ id: assignments.id }).getSQL()})
          insert into assignment_status_history (assignment_id, status, detail, posted_at, posted_by_user_id, posted_by_name, start_date, end_date)
          select id, ${history.status}::text, ${history.detail}::text, ${now.toISOString()}::timestamptz, ${user.id}::int, ${postedByName}::text,
            ${history.startDate.toISOString()}::timestamptz, ${history.endDate.toISOString()}::timestamptz
          from inserted`);
        return;
      }
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(assignments).values(item).returning({ id: assignments.id });
        await tx.insert(assignmentStatusHistory).values({ assignmentId: row.id, ...history });
        const assigned = await tx
          .update(drafts)
          .set({ status: 'ASSIGNED', schedulerId: row.id, dispatcherUserId: user.id, updatedAt: now })
          .where(and(eq(drafts.id, p.draftId!), eq(drafts.status, 'SAVED')))
          .returning({ id: drafts.id });
        if (assigned.length === 0) throw new ItemError(SAVE_ERRORS.draftNotOpen);
        await tx.insert(draftStatusHistory).values({ draftId: p.draftId!, status: 'ASSIGNED', detail: `Assigned to ${tech.fullName}, ${range}`, postedAt: now, postedByName });
      });
    }

    /**
     * Fast path for the usual save (many new items that all fit): every valid new item without a draft in
     * one transaction with batched inserts. If the database refuses any of them, nothing of the batch is
     * kept and each item is then saved in its own transaction, so the outcome per item is the same.
     */
    async function createTogether(payloads: SchedulePayload[], now: Date): Promise<boolean> {
      const rows = payloads.map((p) => newItemRows(p, now));
      try {
        await db.transaction(async (tx) => {
          for (let i = 0; i < rows.length; i += INSERT_BATCH) {
            const chunk = rows.slice(i, i + INSERT_BATCH);
            const inserted = await tx
              .insert(assignments)
              .values(chunk.map((r) => r.item))
              .returning({ id: assignments.id, technicianBpNo: assignments.technicianBpNo, startDate: assignments.startDate });
            // Matched by technician and start, unique among one technician's live items.
            const idOf = new Map(inserted.map((r) => [`${r.technicianBpNo}|${r.startDate.getTime()}`, r.id]));
            await tx
              .insert(assignmentStatusHistory)
              .values(chunk.map((r) => ({ assignmentId: idOf.get(`${r.item.technicianBpNo}|${r.item.startDate.getTime()}`)!, ...r.history })));
          }
        });
        return true;
      } catch (error) {
        ctx.log.debug({ err: error }, 'batched save refused; saving item by item');
        return false;
      }
    }

    async function update(p: SchedulePayload & { id: number }, now: Date) {
      const tech = techs.get(p.technicianId)!;
      const columns = plannedColumns(p);
      await db.transaction(async (tx) => {
        const old = await lockExisting(tx, p.id);
        if (isReadOnlyStatus(old.workingStatus) || old.shouldBeDeleted || old.itemDeletedAt || old.orderDeletedAt) throw new ItemError(SAVE_ERRORS.readOnly);
        await tx.update(assignments).set({ ...columns, updatedByUserId: user.id, updatedAt: now }).where(eq(assignments.id, p.id));
        const zone = zoneFor(tech);
        const changes: string[] = [];
        const oldRange = formatRange(old.startDate.getTime(), old.endDate.getTime(), zone);
        const newRange = formatRange(columns.startDate.getTime(), columns.endDate.getTime(), zone);
        if (oldRange !== newRange) changes.push(`Moved from ${oldRange} to ${newRange}`);
        if (old.technicianBpNo !== p.technicianId) changes.push(`Reassigned from ${old.technicianName} to ${tech.fullName}`);
        await tx.insert(assignmentStatusHistory).values({
          assignmentId: p.id,
          status: old.workingStatus,
          detail: withReasonForChange(changes.length ? changes.join('; ') : `Updated (${newRange})`, p),
          postedAt: now,
          postedByUserId: user.id,
          postedByName,
          startDate: columns.startDate,
          endDate: columns.endDate,
        });
      });
    }

    async function remove(id: number, now: Date) {
      await db.transaction(async (tx) => {
        const old = await lockExisting(tx, id);
        if (!isDeletableStatus(old.workingStatus)) throw new ItemError(SAVE_ERRORS.readOnly);
        await tx.update(assignments).set({ deletedAt: now, updatedByUserId: user.id, updatedAt: now }).where(eq(assignments.id, id));
        const oldRange = formatRange(old.startDate.getTime(), old.endDate.getTime(), zoneFor(old));
        await tx.insert(assignmentStatusHistory).values({
          assignmentId: id,
          status: old.workingStatus,
          detail: `Deleted (was ${oldRange})`,
          postedAt: now,
          postedByUserId: user.id,
          postedByName,
          startDate: old.startDate,
          endDate: old.endDate,
        });
        // The technician's request is still unplanned once its assignment is gone: the draft opens again
        // (SAVED) so a dispatcher can plan it anew, instead of staying ASSIGNED to a deleted item.
        const reopened = await tx
          .update(drafts)
          .set({ status: 'SAVED', schedulerId: null, updatedAt: now })
          .where(and(eq(drafts.schedulerId, id), eq(drafts.status, 'ASSIGNED')))
          .returning({ id: drafts.id });
        for (const draft of reopened) {
          await tx.insert(draftStatusHistory).values({ draftId: draft.id, status: 'SAVED', detail: `Assignment deleted (was ${oldRange}, ${old.technicianName})`, postedAt: now, postedByName });
        }
      });
    }

    async function run(task: Task): Promise<string> {
      if (task.kind !== 'delete') {
        const refused = refusal(task.payload, task.kind === 'update');
        if (refused) return refused;
      }
      const now = clock.now();
      try {
        if (task.kind === 'create') await create(task.payload, now);
        else if (task.kind === 'update') await update(task.payload, now);
        else await remove(task.id, now);
        return OK;
      } catch (error) {
        if (error instanceof ItemError) return error.message;
        const state = sqlStateOf(error);
        if (state === SQLSTATE.exclusionViolation) return SAVE_ERRORS.overlap;
        if (state === SQLSTATE.foreignKeyViolation) return SAVE_ERRORS.unknownReference;
        ctx.log.error({ err: error, key: task.key }, 'saving a schedule item failed');
        return SAVE_ERRORS.unexpected;
      }
    }

    // Deletes free slots first, then moves, then new items: a change into a slot another change
    // of the same save empties then succeeds whatever order the client listed them in.
    const tasks: Task[] = [
      ...body.deletedSchedulers.map((d): Task => ({ kind: 'delete', key: d.key, id: d.id })),
      ...body.schedules.filter((s) => s.id).map((s): Task => ({ kind: 'update', key: s.key, payload: { ...s, id: s.id! } })),
      ...body.schedules.filter((s) => !s.id).map((s): Task => ({ kind: 'create', key: s.key, payload: s })),
    ];
    const outcome = new Map<string, string>();
    for (const task of tasks.filter((t) => t.kind !== 'create')) outcome.set(task.key, await run(task));
    const batchable = tasks.filter((t): t is Extract<Task, { kind: 'create' }> => t.kind === 'create' && !t.payload.draftId && refusal(t.payload, false) === null);
    if (batchable.length > 1 && (await createTogether(batchable.map((t) => t.payload), clock.now()))) {
      for (const task of batchable) outcome.set(task.key, OK);
    }
    for (const task of tasks.filter((t) => !outcome.has(t.key))) outcome.set(task.key, await run(task));
    // One more try for overlaps when something else in this save succeeded: a move may have freed the slot later in the list.
    const overlapped = tasks.filter((t) => outcome.get(t.key) === SAVE_ERRORS.overlap);
    if (overlapped.length > 0 && [...outcome.values()].some((v) => v === OK)) {
      for (const task of overlapped) outcome.set(task.key, await run(task));
    }

    const response: SaveSchedulesResponse = {};
    for (const key of [...body.schedules.map((s) => s.key), ...body.deletedSchedulers.map((d) => d.key)]) response[key] = outcome.get(key)!;
    return response;
  };
}
