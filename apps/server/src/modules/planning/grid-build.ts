import { calendarHoursOn, findOverlaps, MINUTE_MS, ymdFromEpoch } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerZoneOr, offsetAt, type DayBounds, type LocalZone } from '../../time/local-day';
import type { PlanningRepo, TechnicianDay, TechnicianRow } from './repo';
import { planningDay } from './planning-day';
import { groupBy } from './planning-rows';
import { createGridSerializer } from './grid-json';
import { JsonWriter } from './json-writer';
import { QueryTime, timedQueries } from './query-time';

const [ANSWER_OPEN, ANSWER_CLOSE] = ['{"technicians":[', ']}'];

/** The answer `{"technicians":[...]}` for the rows given, and where each technician's JSON lies in it. */
export interface BuiltGrid {
  body: Buffer;
  spans: [from: number, to: number][];
}

/**
 * The planning grid's answer for technician rows (in the rows' order), each with organization, team
 * and the items touching the searched day plus the nearest one before and after it: set-based queries in
 * four rounds, whatever the number of technicians; a technician's answer depends only on its own rows,
 * its team's and its organization's, so any subset of teams can be built on its own (grid pieces).
 */
export function createGridBuilder(untimedRepo: PlanningRepo) {
  /**
   * What teams with a calendar work on the searched day (issue 13: calendars are the team's working hours), as
   * wall-clock times of the team's country: the zone the grid draws working hours from and the save check reads
   * entries in. The day is the country's day holding the noon of the caller's day (the grid's own choice).
   */
  async function teamCalendarHours<T extends { calendarId: number | null }>(
    repo: PlanningRepo,
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
    /** Where the build's queries add their running time (the answer's Server-Timing). */
    queryTime = new QueryTime(),
  ): Promise<BuiltGrid> {
    if (techRows.length === 0) return { body: Buffer.from(`${ANSWER_OPEN}${ANSWER_CLOSE}`), spans: [] };
    const repo = timedQueries(untimedRepo, queryTime);
    const shownTeamIds = [...new Set(techRows.map((t) => t.teamId))];
    const [teamRows, hourRows, orgRows] = await Promise.all([
      repo.teamsByIds(shownTeamIds),
      repo.workingHoursOfTeams(shownTeamIds),
      repo.organizationsOf([...new Set(techRows.map((t) => t.orgunit))], shownTeamIds),
    ]);
    const organizationByOrgunit = new Map(orgRows.map((org) => [org.orgunit, { org, timeZone: org.timeZone }]));
    const hoursByTeam = groupBy(hourRows, (h) => h.teamId);
    const calendarHoursOf = await teamCalendarHours(
      repo,
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
    // About 2 kB per item and 0.6 kB per technician on the bench's data: the buffer rarely grows.
    const w = new JsonWriter(rows.length * 2048 + techRows.length * 1024);
    const writeTechnician = createGridSerializer(
      {
        historyById: groupBy(history, (h) => h.assignmentId),
        filesById: groupBy(files, (f) => f.assignmentId),
        amountsById: groupBy(amounts, (a) => a.assignmentId),
      },
      w,
    );
    const rowsByTech = groupBy(rows, (r) => r.technicianBpNo);
    const spans: BuiltGrid['spans'] = [];
    w.ascii(ANSWER_OPEN);
    techRows.forEach((t, i) => {
      if (i) w.ascii(',');
      const schedulers = (rowsByTech.get(t.bpNo) ?? []).sort((a, b) => a.startDate - b.startDate || a.id - b.id);
      const overlapping = schedulers.length > 1 && findOverlaps(schedulers.map((s) => ({ id: s.id, start: s.startDate, end: s.endDate }))).length > 0;
      const from = w.length;
      writeTechnician({ row: t, organization: organizationByOrgunit.get(t.orgunit)!.org, team: teamById.get(t.teamId)!, schedulers, warning: t.warning || overlapping });
      spans.push([from, w.length]);
    });
    w.ascii(ANSWER_CLOSE);
    return { body: w.bytes(), spans };
  };
}
