import { and, asc, between, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dispatcherDailyStatistics, organizations, statisticsSnapshotDays, technicianDailyStatistics } from '../../db/schema';

/** Technicians of one organization on one day ('YYYY-MM-DD'). */
export type TechnicianDayRow = {
  day: string;
  orgunit: string;
  total: number;
  active: number;
  planned: number;
};
/** One dispatcher serving one organization on one day. */
export type DispatcherDayRow = {
  day: string;
  userId: number;
  orgunit: string;
  active: boolean;
  planning: boolean;
};

type Runner = Db | Tx;
/** null: every organization. */
export type Orgunits = readonly string[] | null;

const orgFilter = (orgunits: Orgunits): SQL => (orgunits === null ? sql`true` : orgunits.length ? inArray(organizations.orgunit, [...orgunits]) : sql`false`);

/**
 * The days of [from, to], the organizations asked (with their country's zone), and the window of instants
 * that covers those days in any zone (a day either side). The days come from an integer series: PostgreSQL
 * estimates its exact length, where a series of dates is always guessed at 1,000 rows and every join after
 * it is planned for a thousand days.
 */
const frame = (from: string, to: string, orgunits: Orgunits) => sql`
  days as (select ${from}::date + i as day from generate_series(0, ${to}::date - ${from}::date) i),
  orgs as (
    select ${organizations.orgunit} as orgunit, c.time_zone
    from ${organizations} join countries c on c.code = ${organizations.countryCode}
    where ${orgFilter(orgunits)}),
  win as (select (${from}::date - 1)::timestamptz as from_ts, (${to}::date + 2)::timestamptz as to_ts)`;

export function createStatisticsRepo() {
  return {
    /**
     * Computed from the data as it is now (docs/statistics.md): a technician counts for the organization
     * they belong to, is active with a report from the field that day (a status they posted or an activity
     * event without a dispatcher) and planned with a live assignment overlapping the day.
     */
    async computeTechnicians(runner: Runner, from: string, to: string, orgunits: Orgunits): Promise<TechnicianDayRow[]> {
      const result = await runner.execute<TechnicianDayRow>(sql`
        with ${frame(from, to, orgunits)},
        techs as (
          select t.bp_no, t.orgunit, t.created_at, g.time_zone
          from technicians t join orgs g on g.orgunit = t.orgunit
          where t.active),
        field as (
          select a.technician_bp_no as bp_no, h.posted_at as at
          from assignment_status_history h join assignments a on a.id = h.assignment_id, win
          where h.posted_by_user_id is null and h.posted_at >= win.from_ts and h.posted_at < win.to_ts
          union all
          select e.technician_bp_no, e.occurred_at
          from activity_events e, win
          where e.actor_user_id is null and e.occurred_at >= win.from_ts and e.occurred_at < win.to_ts),
        active_days as (
          select distinct f.bp_no, (f.at at time zone t.time_zone)::date as day
          from field f join techs t on t.bp_no = f.bp_no),
        planned_days as (
          select distinct a.technician_bp_no as bp_no, d.day
          from assignments a join techs t on t.bp_no = a.technician_bp_no, win, days d
          where a.deleted_at is null and a.start_date < win.to_ts and a.end_date > win.from_ts
            and d.day between (a.start_date at time zone t.time_zone)::date and ((a.end_date - interval '1 microsecond') at time zone t.time_zone)::date)
        select to_char(d.day, 'YYYY-MM-DD') as day, g.orgunit,
          count(t.bp_no)::int as total, count(ad.bp_no)::int as active, count(pd.bp_no)::int as planned
        from days d cross join orgs g
        left join techs t on t.orgunit = g.orgunit and t.created_at < (d.day + 1)::timestamp at time zone g.time_zone
        left join active_days ad on ad.bp_no = t.bp_no and ad.day = d.day
        left join planned_days pd on pd.bp_no = t.bp_no and pd.day = d.day
        group by d.day, g.orgunit`);
      return result.rows;
    },

    /**
     * A dispatcher (DISPATCHER role, active account) serves the organizations of their teams; active when
     * they signed in or saved a change that day, planning when they saved an assignment change that day.
     */
    async computeDispatchers(runner: Runner, from: string, to: string, orgunits: Orgunits): Promise<DispatcherDayRow[]> {
      const result = await runner.execute<DispatcherDayRow>(sql`
        with ${frame(from, to, orgunits)},
        m as (
          select distinct dt.user_id, g.orgunit, g.time_zone, u.created_at
          from dispatcher_teams dt
          join teams tm on tm.id = dt.team_id
          join orgs g on g.orgunit = tm.orgunit
          join users u on u.id = dt.user_id and u.active
          join user_roles r on r.user_id = dt.user_id and r.role = 'DISPATCHER'),
        zones as (select distinct user_id, time_zone from m),
        saved as (
          select distinct z.user_id, z.time_zone, (h.posted_at at time zone z.time_zone)::date as day
          from assignment_status_history h join zones z on z.user_id = h.posted_by_user_id, win
          where h.posted_at >= win.from_ts and h.posted_at < win.to_ts),
        signed_in as (
          select distinct z.user_id, z.time_zone, (k.created_at at time zone z.time_zone)::date as day
          from access_tokens k join zones z on z.user_id = k.user_id, win
          where k.created_at >= win.from_ts and k.created_at < win.to_ts)
        select to_char(d.day, 'YYYY-MM-DD') as day, m.user_id as "userId", m.orgunit,
          (s.user_id is not null or i.user_id is not null) as active, s.user_id is not null as planning
        from days d
        join m on m.created_at < (d.day + 1)::timestamp at time zone m.time_zone
        left join saved s on s.user_id = m.user_id and s.time_zone = m.time_zone and s.day = d.day
        left join signed_in i on i.user_id = m.user_id and i.time_zone = m.time_zone and i.day = d.day`);
      return result.rows;
    },

    /** The days of [from, to] already written. */
    async snapshotDays(runner: Runner, from: string, to: string): Promise<Set<string>> {
      const rows = await runner
        .select({ day: statisticsSnapshotDays.day })
        .from(statisticsSnapshotDays)
        .where(between(statisticsSnapshotDays.day, from, to));
      return new Set(rows.map((r) => r.day));
    },

    /** Writes the days' rows and marks the days written; a day another instance wrote first is left as it was. */
    async writeSnapshot(tx: Tx, days: readonly string[], technicians: TechnicianDayRow[], dispatchers: DispatcherDayRow[]) {
      if (days.length === 0) return;
      const claimed = await tx
        .insert(statisticsSnapshotDays)
        .values(days.map((day) => ({ day })))
        .onConflictDoNothing()
        .returning({ day: statisticsSnapshotDays.day });
      const mine = new Set(claimed.map((r) => r.day));
      const techRows = technicians.filter((r) => mine.has(r.day));
      const dispatcherRows = dispatchers.filter((r) => mine.has(r.day));
      for (let i = 0; i < techRows.length; i += 2000) await tx.insert(technicianDailyStatistics).values(techRows.slice(i, i + 2000));
      for (let i = 0; i < dispatcherRows.length; i += 2000) await tx.insert(dispatcherDailyStatistics).values(dispatcherRows.slice(i, i + 2000));
    },

    async readTechnicians(runner: Runner, from: string, to: string, orgunits: Orgunits): Promise<TechnicianDayRow[]> {
      return runner
        .select({
          day: technicianDailyStatistics.day,
          orgunit: technicianDailyStatistics.orgunit,
          total: technicianDailyStatistics.total,
          active: technicianDailyStatistics.active,
          planned: technicianDailyStatistics.planned,
        })
        .from(technicianDailyStatistics)
        .where(and(between(technicianDailyStatistics.day, from, to), orgunits === null ? undefined : inArray(technicianDailyStatistics.orgunit, [...orgunits, ''])));
    },

    async readDispatchers(runner: Runner, from: string, to: string, orgunits: Orgunits): Promise<DispatcherDayRow[]> {
      return runner
        .select({
          day: dispatcherDailyStatistics.day,
          userId: dispatcherDailyStatistics.userId,
          orgunit: dispatcherDailyStatistics.orgunit,
          active: dispatcherDailyStatistics.active,
          planning: dispatcherDailyStatistics.planning,
        })
        .from(dispatcherDailyStatistics)
        .where(and(between(dispatcherDailyStatistics.day, from, to), orgunits === null ? undefined : inArray(dispatcherDailyStatistics.orgunit, [...orgunits, ''])));
    },

    /** orgunit → country code of every organization (active or not: history may name a closed one). */
    async organizationCountries(runner: Runner): Promise<Map<string, string>> {
      const rows = await runner.select({ orgunit: organizations.orgunit, countryCode: organizations.countryCode }).from(organizations).orderBy(asc(organizations.orgunit));
      return new Map(rows.map((r) => [r.orgunit, r.countryCode]));
    },
  };
}
export type StatisticsRepo = ReturnType<typeof createStatisticsRepo>;
