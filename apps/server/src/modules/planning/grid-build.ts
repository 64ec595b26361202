import {
  WORKING_STATUS_DISPLAY_NAMES,
  calendarHoursOn,
  findOverlaps,
  MINUTE_MS,
  ymdFromEpoch,
  type PlanningTechnician,
  type Scheduler,
  type TrainingVacation,
  type WorkingStatus,
} from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerZoneOr, offsetAt, type DayBounds, type LocalZone } from '../../time/local-day';
import type { ItemRow, PlanningRepo, TechnicianDay, TechnicianRow, WorkOrderRow } from './repo';
import { planningDay } from './planning-day';
import { groupBy, toItem, toTrainingVacation, toWorkOrderBase, type WorkOrderBase } from './planning-rows';

/**
 * The planning grid's technicians built from their rows (in the rows' order), each with organization, team
 * and the items touching the searched day plus the nearest one before and after it: set-based queries in
 * four rounds, whatever the number of technicians; a technician's answer depends only on its own rows,
 * its team's and its organization's, so any subset of teams can be built on its own (grid pieces).
 */
export function createGridBuilder(repo: PlanningRepo) {
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

  return async function buildTechnicians(
    techRows: readonly TechnicianRow[],
    searchDate: number | string,
    ctx: Pick<RequestContext, 'timezoneOffsetMinutes'>,
  ): Promise<PlanningTechnician[]> {
    if (techRows.length === 0) return [];
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
      searchDate,
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
        day = planningDay(searchDate, zone)!;
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

    return techRows.map((t): PlanningTechnician => {
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
  };
}
