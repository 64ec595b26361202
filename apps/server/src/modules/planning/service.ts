import { WORK_ORDER_WINDOW_DAYS_AFTER, WORK_ORDER_WINDOW_DAYS_BEFORE, addDays, sortByPlanTo, type TrainingVacation, type WorkOrder, type WorkingStatus } from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { DataScope, RequestContext } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/errors';
import { admits } from '../../plugins/scope';
import { retryTransient } from '../../db/retry';
import { callerZone, callerZoneOr, dayBounds } from '../../time/local-day';
import { fullNameOf } from './history-text';
import { deactivateTechnician, insertHistory, lockTechnicianPlans, withdrawItemsStartingLater } from './save-repo';
import { answerTextsFor } from './answer-texts';
import { createPlanningRepo } from './repo';
import { formatRange, searchDateYmd } from './planning-day';
import { createScheduleSaver } from './save-schedules';
import { createGridReader, type GridJson } from './grid-read';
import { groupBy, toItem, toTrainingVacation, toWorkOrderBase } from './planning-rows';

/** Statuses of items that have not started yet: deactivating a technician withdraws its future ones. */
export const NOT_STARTED_STATUSES: readonly WorkingStatus[] = ['INFORMED_SAVED', 'INFORMED_UNSAVED', 'OFFDAY'];

export const DEACTIVATED_MESSAGE = 'deleted successfully';

export function createPlanningService(deps: { db: Db; clock: Clock; gridCacheMaxBytes?: number }) {
  const { db, clock } = deps;
  const repo = createPlanningRepo(db);
  const grid = createGridReader({ db, repo, maxBytes: deps.gridCacheMaxBytes ?? 0 });
  const saveSchedules = createScheduleSaver(deps);

  /** The requested teams that are in the caller's scope, unique and sorted (the scope is applied before anything else). */
  function effectiveTeamIds(teams: { id: number }[], scope: DataScope): number[] {
    const requested = [...new Set(teams.map((t) => t.id))];
    return requested.filter((id) => admits.team(scope, id)).sort((a, b) => a - b);
  }

  const service = {
    saveSchedules,
    gridCache: grid.cache,

    /**
     * The planning grid's answer, serialized, through the grid cache (grid-read.ts): active technicians of the
     * requested teams that are in the caller's scope (others are ignored), each with the items touching the
     * searched day and the nearest item before and after it.
     */
    async techniciansWithSchedulesJson(input: { teams: { id: number }[]; searchDate: number | string }, ctx: RequestContext): Promise<GridJson> {
      return grid.read(effectiveTeamIds(input.teams, ctx.scope), input.searchDate, ctx);
    },

    /**
     * The work-order tab: live orders of the requested organizations in the caller's scope whose plan
     * window touches [day - 30, day + 90] (or that have no plan dates), with live items and who is
     * planned on them, sorted by planTo (missing last). Every SIM stage; the client filters.
     */
    async planningWorkOrders(input: { organizations: { orgunit: string }[]; searchDate: number | string }, ctx: RequestContext): Promise<{ workOrders: WorkOrder[] }> {
      const requested = [...new Set(input.organizations.map((o) => o.orgunit))];
      const orgunits = requested.filter((o) => admits.organization(ctx.scope, o));
      if (orgunits.length === 0) return { workOrders: [] };
      const zone = await callerZone(db, ctx);
      const ymd = searchDateYmd(input.searchDate, zone)!;
      const from = dayBounds(addDays(ymd, -WORK_ORDER_WINDOW_DAYS_BEFORE), zone).start;
      const to = dayBounds(addDays(ymd, WORK_ORDER_WINDOW_DAYS_AFTER), zone).end;

      const rows = await repo.openWorkOrders(orgunits, from, to);
      const ids = rows.map((r) => r.woId);
      const [items, assigned] = await Promise.all([repo.liveItemsOf(ids), repo.assignedOn(ids)]);
      const itemsByOrder = groupBy(items, (i) => i.itemWorkOrderId);
      const assignedByOrder = groupBy(assigned, (a) => a.workOrderId);
      const workOrders = rows.map(
        (r): WorkOrder => ({
          ...toWorkOrderBase(r),
          workOrderItems: (itemsByOrder.get(r.woId) ?? []).map(toItem),
          assigned: (assignedByOrder.get(r.woId) ?? []).map(({ bpNo, fullName, startDate, endDate }) => ({ bpNo, fullName, startDate, endDate })),
        }),
      );
      return { workOrders: sortByPlanTo(workOrders, clock.now().getTime()) };
    },

    /**
     * One live work order by number as the work-order tab lists it (live items, who is planned on it);
     * null when it does not exist, was deleted upstream, or belongs to an organization outside the caller's scope.
     */
    async workOrderByNumber(orderNumber: string, ctx: RequestContext): Promise<WorkOrder | null> {
      const row = await repo.liveWorkOrderByNumber(orderNumber);
      if (!row) return null;
      if (!admits.organization(ctx.scope, row.woOrgunit)) return null;
      const [items, assigned] = await Promise.all([repo.liveItemsOf([row.woId]), repo.assignedOn([row.woId])]);
      return {
        ...toWorkOrderBase(row),
        workOrderItems: items.map(toItem),
        assigned: assigned.map(({ bpNo, fullName, startDate, endDate }) => ({ bpNo, fullName, startDate, endDate })),
      };
    },

    /** An order is refreshed from the CRM only when it is ours to see, or not in our store yet (the CRM may know it). */
    async mayRefreshWorkOrder(orderNumber: string, ctx: RequestContext): Promise<boolean> {
      const orgunit = await repo.orgunitOfWorkOrder(orderNumber);
      return orgunit === null || admits.organization(ctx.scope, orgunit);
    },

    /**
     * Active training/vacation kinds of the given countries or, when none are given, of the countries
     * of the caller's organizations (the caller's own country when it has none), plus those offered everywhere.
     */
    async trainingVacations(input: { countryCodes?: string[] }, ctx: RequestContext): Promise<{ trainingVacations: TrainingVacation[] }> {
      let countryCodes: string[] | null;
      if (input.countryCodes) countryCodes = input.countryCodes.map((c) => c.toUpperCase());
      else if (ctx.scope.allTeams) countryCodes = null;
      else {
        countryCodes = await repo.countriesOfOrganizations(ctx.scope.orgunits);
        if (countryCodes.length === 0) countryCodes = [ctx.user.countryCode];
      }
      const rows = await repo.activeTrainingVacations(countryCodes);
      return { trainingVacations: rows.map(toTrainingVacation) };
    },

    /**
     * Deactivates a technician HR removed (flagged shouldBeDeleted): active = false, and its items that
     * have not started (start after now, not yet picked up) are soft-deleted with a history row each.
     */
    async deactivateTechnician(bpNo: string, ctx: RequestContext): Promise<{ message: string }> {
      const m = answerTextsFor(ctx);
      const tech = await repo.technicianInScope(bpNo, ctx.scope);
      if (!tech) throw notFound(m.technicianNotFound);
      if (!tech.shouldBeDeleted) throw badRequest(m.notFlagged);
      const by = { userId: ctx.user.id, name: fullNameOf(ctx.user), at: clock.now() };
      const zone = callerZoneOr(ctx, tech.timeZone);
      await retryTransient(() =>
        db.transaction(async (tx) => {
          await lockTechnicianPlans(tx, [bpNo]);
          await deactivateTechnician(tx, bpNo);
          const withdrawn = await withdrawItemsStartingLater(tx, bpNo, NOT_STARTED_STATUSES, by);
          await insertHistory(
            tx,
            withdrawn.map((a) => ({
              assignmentId: a.id,
              status: a.status,
              detail: `Deleted: technician deactivated (was ${formatRange(a.startDate.getTime(), a.endDate.getTime(), zone)})`,
              startDate: a.startDate,
              endDate: a.endDate,
            })),
            by,
          );
        }),
      );
      return { message: DEACTIVATED_MESSAGE };
    },

    /** The work areas of a service centre; one outside the caller's scope answers like an unknown one: none. */
    async workAreas(orgunit: string, scope: DataScope): Promise<{ areas: { areaId: number; areaName: string }[] }> {
      if (!admits.organization(scope, orgunit)) return { areas: [] };
      return { areas: await repo.workAreasOf(orgunit) };
    },
  };
  return service;
}

export type PlanningService = ReturnType<typeof createPlanningService>;
