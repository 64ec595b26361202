import { gzipSync } from 'node:zlib';
import {
  WORKING_STATUS_DISPLAY_NAMES,
  addDays,
  calendarHoursOn,
  findOverlaps,
  MINUTE_MS,
  ymdFromEpoch,
  sortByPlanTo,
  type PlanningTechnician,
  type Scheduler,
  type TrainingVacation,
  type WorkOrder,
  type WorkingStatus,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { DataScope, RequestContext } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/errors';
import { admits } from '../../plugins/scope';
import { retryTransient } from '../../db/retry';
import { callerZone, callerZoneOr, dayBounds, offsetAt, type DayBounds, type LocalZone } from '../../time/local-day';
import { fullNameOf } from './history-text';
import { deactivateTechnician, insertHistory, lockTechnicianPlans, withdrawItemsStartingLater } from './save-repo';
import { createPlanningRepo, type ItemRow, type TechnicianDay, type WorkOrderRow } from './repo';
import { formatRange, planningDay, searchDateYmd } from './planning-day';
import { createScheduleSaver } from './save-schedules';
import { createGridCache } from './grid-cache';

/** The work-order tab shows orders whose plan window touches [day - 30 days, day + 90 days] (docs/api-conventions.md, Planning). */
export const WORK_ORDER_WINDOW_DAYS_BEFORE = 30;
export const WORK_ORDER_WINDOW_DAYS_AFTER = 90;

/** Statuses of items that have not started yet: deactivating a technician withdraws its future ones. */
export const NOT_STARTED_STATUSES: readonly WorkingStatus[] = ['INFORMED_SAVED', 'INFORMED_UNSAVED', 'OFFDAY'];

export const DEACTIVATED_MESSAGE = 'deleted successfully';
export const NOT_FLAGGED_MESSAGE =
  'Only a technician flagged for deletion (removed by HR) can be deactivated; this technician is not flagged.';

type WorkOrderBase = Omit<WorkOrder, 'workOrderItems' | 'assigned'>;

function toWorkOrderBase(r: WorkOrderRow): WorkOrderBase {
  return {
    id: r.woId,
    orderNumber: r.woOrderNumber,
    customer: r.woCustomer,
    customerNumber: r.woCustomerNumber,
    description: r.woDescription,
    serialNumber: r.woSerialNumber,
    modelNumber: r.woModelNumber,
    latitude: r.woLatitude,
    longitude: r.woLongitude,
    code: r.woCode,
    codeTxt: r.woCodeTxt,
    simStage: r.woSimStage,
    simStageTxt: r.woSimStageTxt,
    simType: r.woSimType,
    simChannel: r.woSimChannel,
    status: r.woStatus,
    statusTxt: r.woStatusTxt,
    planFrom: r.woPlanFrom,
    planTo: r.woPlanTo,
    segmentCode: r.woSegmentCode,
    jobCode: r.woJobCode,
    jobCodeTxt: r.woJobCodeTxt,
    componentCode: r.woComponentCode,
    componentCodeTxt: r.woComponentCodeTxt,
    standardHour: r.woStandardHour,
    plannedRate: r.woPlannedRate,
    parts: { orderQuantity: r.woPartsOrderQuantity, orderPay: r.woPartsOrderPay },
    organization: {
      countryCode: r.woOrgCountryCode,
      displayName: r.woOrgDisplayName,
      orgunit: r.woOrgunit,
      forceNormalShiftEnabled: r.woOrgForceNormalShiftEnabled,
    },
    deleted: r.woDeleted,
    crmStatus: r.woCrmStatus,
  };
}

function toItem(r: Omit<ItemRow, 'itemDeleted'>): WorkOrder['workOrderItems'][number] {
  return {
    id: r.itemId,
    segmentCode: r.itemSegmentCode,
    componentCode: r.itemComponentCode,
    componentCodeTxt: r.itemComponentCodeTxt,
    standardHour: r.itemStandardHour,
    jobCode: r.itemJobCode,
    jobCodeTxt: r.itemJobCodeTxt,
    plannedRate: r.itemPlannedRate,
    elementNumber: r.itemElementNumber,
    description: r.itemDescription,
    processQtyNo: r.itemProcessQtyNo,
    processQtyUnit: r.itemProcessQtyUnit,
  };
}

export function toTrainingVacation(r: {
  id: number;
  name: string;
  description: string | null;
  type: string;
  laborType: string | null;
  laborTypeText: string | null;
  countryCode: string | null;
  allowedFrom: string | null;
  allowedTo: string | null;
}): TrainingVacation {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    type: r.type as TrainingVacation['type'],
    laborType: r.laborType,
    laborTypeText: r.laborTypeText,
    countryCode: r.countryCode,
    allowedFrom: r.allowedFrom,
    allowedTo: r.allowedTo,
    searchValue: [r.name, r.description, r.laborTypeText].filter(Boolean).join(' ').toLocaleLowerCase('tr'),
  };
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The grid answer serialized, and whether it came from the response cache ('bypass': built, not cacheable). */
export interface GridJson {
  body: Buffer;
  /** The same bytes gzip-compressed (browsers always accept it; 5–10× smaller on the wire), when at hand. */
  gzip: Buffer | null;
  cache: 'hit' | 'miss' | 'bypass';
}

export function createPlanningService(deps: { db: Db; clock: Clock; gridCacheMaxBytes?: number }) {
  const { db, clock } = deps;
  const repo = createPlanningRepo(db);
  const gridCache = createGridCache(db, deps.gridCacheMaxBytes ?? 0);
  const saveSchedules = createScheduleSaver(deps);

  /** The requested teams that are in the caller's scope, unique and sorted (the scope is applied before anything else). */
  function effectiveTeamIds(teams: { id: number }[], scope: DataScope): number[] {
    const requested = [...new Set(teams.map((t) => t.id))];
    return requested.filter((id) => admits.team(scope, id)).sort((a, b) => a - b);
  }

  /**
   * What teams with a calendar work on the searched day (issue 13: calendars are the team's working hours), as
   * wall-clock times of the team's country: the zone the grid draws working hours from and the save check reads
   * entries in. The day is the country's day holding the noon of the caller's day (the grid's own choice).
   */
  async function teamCalendarHours<T extends { calendarId: number | null }>(
    teamRows: T[],
    zonesOfTeam: (t: T) => { caller: LocalZone; country: LocalZone },
    searchDate: number | string,
  ) {
    const days = new Map(
      teamRows
        .filter((t) => t.calendarId !== null)
        .map((t) => {
          const { caller, country } = zonesOfTeam(t);
          const noon = planningDay(searchDate, caller)!.start + 12 * 60 * MINUTE_MS;
          const offset = offsetAt(country, noon);
          const ymd = ymdFromEpoch(noon, offset);
          const start = Date.parse(`${ymd}T00:00:00Z`) - offset * MINUTE_MS;
          return [t, { ymd, offset, start, end: start + 24 * 60 * MINUTE_MS }] as const;
        }),
    );
    const bounds = [...days.values()];
    const entries = bounds.length
      ? await repo.calendarEntriesBetween([...new Set([...days.keys()].map((t) => t.calendarId!))], Math.min(...bounds.map((b) => b.start)), Math.max(...bounds.map((b) => b.end)))
      : [];
    const byCalendar = groupBy(entries, (e) => e.calendarId);
    return (t: T) => {
      const d = days.get(t);
      return d ? calendarHoursOn(byCalendar.get(t.calendarId!) ?? [], d.ymd, d.offset) : null;
    };
  }

  const service = {
    saveSchedules,
    gridCache,

    /**
     * The planning grid's answer, serialized, through the response cache (grid-cache.ts): keyed by the
     * effective teams (after the data scope, so callers with the same effective teams share an entry and
     * nobody gets teams outside their scope), the day and the data version.
     */
    async techniciansWithSchedulesJson(input: { teams: { id: number }[]; searchDate: number | string }, ctx: RequestContext): Promise<GridJson> {
      const teamIds = effectiveTeamIds(input.teams, ctx.scope);
      const build = async () => Buffer.from(JSON.stringify(await service.techniciansWithSchedules({ teams: teamIds.map((id) => ({ id })), searchDate: input.searchDate }, ctx)));
      if (teamIds.length === 0 || (deps.gridCacheMaxBytes ?? 0) <= 0) return { body: await build(), gzip: null, cache: 'bypass' };
      // The day: with the browser's offset its bounds; else each technician's country zone decides, so the searchDate itself.
      const day =
        ctx.timezoneOffsetMinutes !== null
          ? (({ start, end }) => `o${ctx.timezoneOffsetMinutes}:${start}:${end}`)(planningDay(input.searchDate, { offsetMinutes: ctx.timezoneOffsetMinutes })!)
          : `s:${typeof input.searchDate}:${input.searchDate}`;
      const key = `${teamIds.join(',')}|${day}`;
      const cached = gridCache.get(key, await gridCache.currentVersion());
      if (cached) return { ...cached, cache: 'hit' };
      // Read BEFORE building: see grid-cache.ts for why this version can never label a stale answer.
      const version = await gridCache.settledVersion();
      const body = await build();
      if (version === null) return { body, gzip: null, cache: 'bypass' };
      // Compressed once per entry (a miss pays it); every later hit sends the small copy.
      const gzip = gzipSync(body, { level: 6 });
      gridCache.set(key, version, { body, gzip });
      return { body, gzip, cache: 'miss' };
    },

    /**
     * The planning grid: active technicians of the requested teams that are in the caller's scope
     * (others are ignored), each with the items touching the searched day and the nearest item
     * before and after it. Seven set-based queries in four rounds, whatever the number of technicians.
     */
    async techniciansWithSchedules(input: { teams: { id: number }[]; searchDate: number | string }, ctx: RequestContext): Promise<{ technicians: PlanningTechnician[] }> {
      const teamIds = effectiveTeamIds(input.teams, ctx.scope);
      const techRows = await repo.techniciansOfTeams(teamIds);
      if (techRows.length === 0) return { technicians: [] };
      const shownTeamIds = [...new Set(techRows.map((t) => t.teamId))];
      const [teamRows, hourRows, orgRows] = await Promise.all([
        repo.teamsByIds(shownTeamIds),
        repo.workingHoursOfTeams(shownTeamIds),
        repo.organizationsOf([...new Set(techRows.map((t) => t.orgunit))], shownTeamIds),
      ]);
      const organizationByOrgunit = new Map(orgRows.map((org) => [org.orgunit, { org, timeZone: org.timeZone }]));
      const hoursByTeam = groupBy(hourRows, (h) => h.teamId);
      const calendarHoursOf = await teamCalendarHours(
        teamRows,
        (t) => {
          const timeZone = organizationByOrgunit.get(t.orgunit)!.timeZone;
          const caller = callerZoneOr(ctx, timeZone);
          // A country without a known zone: the caller's, as the grid's technicianOffsetAt falls back.
          return { caller, country: timeZone ? { timeZone } : caller };
        },
        input.searchDate,
      );
      const teamById = new Map(
        teamRows.map((t) => [
          t.id,
          {
            id: t.id,
            name: t.name,
            workingHours: (hoursByTeam.get(t.id) ?? []).map((h) => ({ startTime: h.startTime, endTime: h.endTime })),
            calendarHours: calendarHoursOf(t),
            organization: organizationByOrgunit.get(t.orgunit)!.org,
          },
        ]),
      );

      // Each technician's day: the browser's zone when sent, else its country's zone (computed once per zone).
      const daysByZone = new Map<string, DayBounds>();
      const days: TechnicianDay[] = techRows.map((t) => {
        const zone = callerZoneOr(ctx, organizationByOrgunit.get(t.orgunit)!.timeZone);
        const key = 'offsetMinutes' in zone ? `offset:${zone.offsetMinutes}` : zone.timeZone;
        let day = daysByZone.get(key);
        if (!day) {
          day = planningDay(input.searchDate, zone)!;
          daysByZone.set(key, day);
        }
        return { bpNo: t.bpNo, start: day.start, end: day.end };
      });

      const rows = await repo.schedulersAround(days);
      const ids = rows.map((r) => r.id);
      const [history, files, amounts] = await Promise.all([repo.statusHistoryOf(ids), repo.attachmentsOf(ids), repo.workAmountsOf(ids)]);
      const historyById = groupBy(history, (h) => h.assignmentId);
      const filesById = groupBy(files, (f) => f.assignmentId);
      const amountsById = groupBy(amounts, (a) => a.assignmentId);
      const techByBpNo = new Map(techRows.map((t) => [t.bpNo, t]));
      // Shared sub-objects (same order, kind or technician) are built once: less to allocate and collect.
      const orders = new Map<number, WorkOrderBase>();
      const kinds = new Map<number, TrainingVacation>();
      const technicianRefs = new Map<string, Scheduler['technician']>();

      const schedulersByTech = new Map<string, Scheduler[]>();
      for (const r of rows) {
        const tech = techByBpNo.get(r.technicianBpNo)!;
        let workOrderItem: Scheduler['workOrderItem'] = null;
        let trainingVacation: TrainingVacation | null = null;
        let orderType: Scheduler['orderType'] = 'workorder';
        if (r.itemId !== null && r.woId !== null) {
          let order = orders.get(r.woId);
          if (!order) {
            order = toWorkOrderBase(r as WorkOrderRow);
            orders.set(r.woId, order);
          }
          workOrderItem = { ...toItem(r as ItemRow), workOrder: order };
        } else if (r.tvId !== null) {
          trainingVacation = kinds.get(r.tvId) ?? null;
          if (!trainingVacation) {
            trainingVacation = toTrainingVacation({
              id: r.tvId,
              name: r.tvName!,
              description: r.tvDescription,
              type: r.tvType!,
              laborType: r.tvLaborType,
              laborTypeText: r.tvLaborTypeText,
              countryCode: r.tvCountryCode,
              allowedFrom: r.tvAllowedFrom,
              allowedTo: r.tvAllowedTo,
            });
            kinds.set(r.tvId, trainingVacation);
          }
          orderType = trainingVacation.type === 'TRAINING' ? 'training' : 'vacation';
        }
        let technicianRef = technicianRefs.get(tech.bpNo);
        if (!technicianRef) {
          technicianRef = { bpNo: tech.bpNo, fullName: tech.fullName };
          technicianRefs.set(tech.bpNo, technicianRef);
        }
        const scheduler: Scheduler = {
          id: r.id,
          startDate: r.startDate,
          endDate: r.endDate,
          technicianId: tech.bpNo,
          technician: technicianRef,
          workOrderItem,
          trainingVacation,
          orderWekingStatus: r.workingStatus as WorkingStatus,
          workOrderStatus: r.woStatus,
          schedulerStatus: (historyById.get(r.id) ?? []).map((h) => ({
            displayName: WORKING_STATUS_DISPLAY_NAMES[h.status as WorkingStatus] ?? h.status,
            status: h.status,
            postDate: h.postDate,
            detail: h.detail,
            postedBy: h.postedBy,
          })),
          schedulerJobType: r.schedulerJobType as Scheduler['schedulerJobType'],
          jobType: workOrderItem ? r.itemJobCode : (trainingVacation?.type ?? null),
          forceNormalShift: r.forceNormalShift,
          assignedBayNo: r.assignedBayNo,
          orderType,
          plInfo: r.plInfo,
          planRejectReasonSourceType: r.planRejectReasonSourceType,
          latitude: r.latitude,
          longitude: r.longitude,
          workAmount: (amountsById.get(r.id) ?? []).map((a) => ({ workingHourType: a.workingHourType as Scheduler['workAmount'][number]['workingHourType'], amount: Number(a.amount) })),
          attachmentList: (filesById.get(r.id) ?? []).map((f) => ({ id: f.id, fileName: f.fileName, extension: f.extension, createdFullname: f.createdFullname, createdAt: f.createdAt })),
          sos: r.sos,
          shouldBeDeleted: r.shouldBeDeleted || r.woDeleted === true || r.itemDeleted === true,
          draftId: r.draftId,
          workAreaId: r.workAreaId,
        };
        const list = schedulersByTech.get(tech.bpNo);
        if (list) list.push(scheduler);
        else schedulersByTech.set(tech.bpNo, [scheduler]);
      }

      const result = techRows.map((t): PlanningTechnician => {
        const schedulers = (schedulersByTech.get(t.bpNo) ?? []).sort((a, b) => a.startDate - b.startDate || a.id - b.id);
        const overlapping = schedulers.length > 1 && findOverlaps(schedulers.map((s) => ({ id: s.id, start: s.startDate, end: s.endDate }))).length > 0;
        return {
          id: t.bpNo,
          bpNo: t.bpNo,
          fullName: t.fullName,
          organization: organizationByOrgunit.get(t.orgunit)!.org,
          team: teamById.get(t.teamId)!,
          schedulers,
          warning: t.warning || overlapping,
          shouldBeDeletedTechnician: t.shouldBeDeleted,
        };
      });
      return { technicians: result };
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
      const tech = await repo.technicianInScope(bpNo, ctx.scope);
      if (!tech) throw notFound('Technician not found.');
      if (!tech.shouldBeDeleted) throw badRequest(NOT_FLAGGED_MESSAGE);
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
