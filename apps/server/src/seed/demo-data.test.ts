import { sql } from 'drizzle-orm';
import { contactRulesFromConfig, validateContactPhone } from '@fsp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { WORKING_STATUSES } from '../db/codes';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { insertRows } from './bulk';
import { seedDemoData, type SeedSummary } from './demo-data';
import { LANG_OF, type CountryCode, type Lang } from './names';
import { HISTORY_DETAILS } from './texts';
import { JOBS } from './catalog';
import { jobNameIn } from './master-data-texts';

const TODAY = '2026-03-11'; // a Wednesday
const WEEKEND_TODAY = '2026-03-14'; // a Saturday
/** Noon in Istanbul: the seeding moment of a day that is not the current one. */
const SEEDED_AT = new Date('2026-03-11T09:00:00Z');
/** Columns that hold plans or deadlines: they may lie after the seeding moment. */
const PLANNED_COLUMNS = new Set([
  'assignments.start_date',
  'assignments.end_date',
  'assignment_status_history.start_date',
  'assignment_status_history.end_date',
  'calendar_entries.start_date',
  'calendar_entries.end_date',
  'ci_suggestions.due_date',
  'holidays.date',
  'parts.delivery_date',
  'survey_requests.expires_at',
  'training_vacations.allowed_to',
  'vehicles.deactivation_date',
  'work_orders.plan_from',
  'work_orders.plan_to',
]);

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** Assignments of the demo dispatcher's teams on a day (in the teams' own zone), per team. */
async function dispatcherTeamsOnDay(db: Db, day: string) {
  return rows<{ team: string; technicians: number; planned: number }>(
    db,
    sql`select t.name || ' (' || t.orgunit || ')' as team,
               count(distinct tech.bp_no)::int as technicians,
               count(distinct a.technician_bp_no) filter (where (a.start_date at time zone c.time_zone)::date = ${day}::date)::int as planned
        from users u
        join dispatcher_teams dt on dt.user_id = u.id
        join teams t on t.id = dt.team_id
        join organizations o on o.orgunit = t.orgunit
        join countries c on c.code = o.country_code
        left join technicians tech on tech.team_id = t.id
        left join assignments a on a.technician_bp_no = tech.bp_no and a.deleted_at is null
        where u.username = 'dispatcher'
        group by t.id, t.name, t.orgunit
        order by t.id`,
  );
}

describe('demo data at scale 1', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let summary: SeedSummary;
  /** The wall clock around the first seeding: columns the database fills with now() lie within it. */
  let clock: { from: Date; to: Date };

  beforeAll(async () => {
    first = await createTestDatabase();
    const started = performance.now();
    clock = { from: new Date(), to: new Date() };
    summary = await seedDemoData(first.database.db, { scale: 1, today: TODAY });
    clock.to = new Date();
    console.info(`demo data (scale 1, ${first.database.kind}) seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    second = await createTestDatabase();
    await seedDemoData(second.database.db, { scale: 1, today: TODAY });
  });

  afterAll(async () => {
    await first?.dispose();
    await second?.dispose();
  });

  it('loads the volumes the demo promises', async () => {
    expect(summary.workOrders).toBe(20_000);
    expect(summary.technicians).toBeGreaterThanOrEqual(250);
    expect(summary.technicians).toBeLessThanOrEqual(450);
    expect(summary.customers).toBeGreaterThanOrEqual(2_000);
    expect(summary.assignments).toBeGreaterThan(8_000);
    expect(summary.drafts).toBeGreaterThanOrEqual(200);
    expect(summary.sosSamples).toBeGreaterThanOrEqual(2_000);
    expect(summary.ciSuggestions).toBeGreaterThanOrEqual(100);
    const [counted] = await rows<{ workOrders: number; assignments: number }>(
      first.database.db,
      sql`select (select count(*) from work_orders)::int as "workOrders", (select count(*) from assignments)::int as "assignments"`,
    );
    expect(counted).toEqual({ workOrders: summary.workOrders, assignments: summary.assignments });
  });

  it('is deterministic: the same day gives the same work orders and assignment times', async () => {
    const workOrderSample = sql`select order_number, serial_number, customer_number from work_orders where id % 997 = 1 order by id`;
    const assignmentSample = sql`select technician_bp_no, extract(epoch from start_date)::bigint as start, extract(epoch from end_date)::bigint as "end", working_status
                                 from assignments where id % 211 = 1 order by id`;
    const fingerprint = sql`select md5(string_agg(order_number, ',' order by id)) as orders,
                                   (select md5(string_agg(technician_bp_no || ':' || extract(epoch from start_date) || '-' || extract(epoch from end_date), ',' order by id)) from assignments) as assignments
                            from work_orders`;
    const a = first.database.db;
    const b = second.database.db;
    const sampleA = await rows<Record<string, unknown>>(a, assignmentSample);
    expect(sampleA.length).toBeGreaterThan(30);
    expect(await rows(b, assignmentSample)).toEqual(sampleA);
    expect(await rows(b, workOrderSample)).toEqual(await rows(a, workOrderSample));
    expect(await rows(b, fingerprint)).toEqual(await rows(a, fingerprint));
  });

  it('uses every working status', async () => {
    const found = await rows<{ status: string }>(first.database.db, sql`select distinct working_status as status from assignments`);
    expect(found.map((r) => r.status).sort()).toEqual([...WORKING_STATUSES].sort());
  });

  it("fills the demo dispatcher's teams: 8-15 technicians each, planned today", async () => {
    const teams = await dispatcherTeamsOnDay(first.database.db, TODAY);
    expect(teams).toHaveLength(6);
    for (const team of teams) {
      expect(team.technicians, team.team).toBeGreaterThanOrEqual(8);
      expect(team.technicians, team.team).toBeLessThanOrEqual(15);
      expect(team.planned, team.team).toBeGreaterThan(0);
    }
  });

  it("gives each team the section its name says and names calendars in their country's language", async () => {
    const pairs = await rows<{ team: string; section: string }>(
      first.database.db,
      sql`select distinct t.name as team, s.name as section from teams t join sections s on s.id = t.section_id order by 1`,
    );
    const sectionOf = new Map(pairs.map((p) => [p.team, p.section]));
    expect(sectionOf.get('Atölye')).toBe('Workshop');
    expect(sectionOf.get('Saha Servis 1')).toBe('Field Service');
    expect(sectionOf.get('Мастерская')).toBe('Workshop');
    // One section per team name, whatever the service centre.
    expect(new Set(pairs.map((p) => p.team)).size).toBe(pairs.length);

    const calendarNames = await rows<{ name: string }>(first.database.db, sql`select name from calendars order by name`);
    expect(calendarNames.map((c) => c.name)).toContain('Россия — стандартный');
    expect(calendarNames.map((c) => c.name)).toContain('Türkiye — standart');
    for (const { name } of calendarNames) expect(name).not.toMatch(/standard$/);
  });

  it("writes the status history details as the technician's mobile app would: in the language of the technician's country", async () => {
    const details = await rows<{ country: CountryCode; detail: string }>(
      first.database.db,
      sql`select distinct o.country_code as country, h.detail
          from assignment_status_history h
          join assignments a on a.id = h.assignment_id
          join technicians t on t.bp_no = a.technician_bp_no
          join organizations o on o.orgunit = t.orgunit
          where h.detail is not null`,
    );
    const texts = (lang: Lang) => new Set(Object.values(HISTORY_DETAILS[lang]));
    const known = new Set(Object.values(HISTORY_DETAILS).flatMap((byStatus) => Object.values(byStatus)));
    const written = details.filter((d) => known.has(d.detail));
    expect(new Set(written.map((d) => d.country))).toEqual(new Set(details.map((d) => d.country)));
    // Some texts are the same in Turkish and Azerbaijani ('İş tamamlandı'): a text of the country's language passes.
    expect(written.filter((d) => !texts(LANG_OF[d.country]).has(d.detail))).toEqual([]);
  });

  it("writes the items' descriptions in the language of the order's country, not in English", async () => {
    const items = await rows<{ country: CountryCode; description: string }>(
      first.database.db,
      sql`select distinct o.country_code as country, i.description
          from work_order_items i
          join work_orders w on w.id = i.work_order_id
          join organizations o on o.orgunit = w.orgunit`,
    );
    expect(new Set(items.map((i) => i.country)).size).toBeGreaterThan(2);
    const english = Object.values(JOBS).map((job) => `${job.text} - `);
    expect(items.filter((i) => english.some((prefix) => i.description.startsWith(prefix)))).toEqual([]);
    const turkishJobs = Object.keys(JOBS).map((code) => `${jobNameIn(code, 'tr')} - `);
    const turkish = items.filter((i) => i.country === 'TR');
    expect(turkish.length).toBeGreaterThan(0);
    expect(turkish.filter((i) => !turkishJobs.some((prefix) => i.description.startsWith(prefix)))).toEqual([]);
  });

  it('never overlaps two live assignments of one technician', async () => {
    const [result] = await rows<{ overlapping: number }>(
      first.database.db,
      sql`select count(*)::int as overlapping
          from assignments a
          join assignments b on b.technician_bp_no = a.technician_bp_no and b.id > a.id
           and tstzrange(a.start_date, a.end_date, '[)') && tstzrange(b.start_date, b.end_date, '[)')
          where a.deleted_at is null and b.deleted_at is null`,
    );
    expect(result.overlapping).toBe(0);
  });

  it('records nothing after the seeding moment (no activity "in 6 hours"); only plans and deadlines lie ahead', async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      first.database.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')
          order by 1, 2`,
    );
    expect(columns.length).toBeGreaterThan(30);
    const future: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      if (PLANNED_COLUMNS.has(`${table}.${column}`)) continue;
      const [found] = await rows<{ n: number; latest: string | null }>(
        first.database.db,
        sql`select count(*)::int as n, max(${sql.identifier(column)})::text as latest from ${sql.identifier(table)}
            where ${sql.identifier(column)} > ${SEEDED_AT.toISOString()}::timestamptz
              and not (${sql.identifier(column)} between ${clock.from.toISOString()}::timestamptz and ${clock.to.toISOString()}::timestamptz)`,
      );
      if (found.n > 0) future.push(`${table}.${column}: ${found.n} rows, latest ${found.latest}`);
    }
    expect(future).toEqual([]);
    // Today's jobs are still under way at noon: the feed has events of today, none after noon.
    const [today] = await rows<{ n: number }>(first.database.db, sql`select count(*)::int as n from activity_events where occurred_at >= ${SEEDED_AT.toISOString()}::timestamptz - interval '6 hours'`);
    expect(today.n).toBeGreaterThan(0);
  });

  it('keeps the links and rules the screens rely on', async () => {
    const [checks] = await rows<Record<string, number>>(
      first.database.db,
      sql`select
            (select count(*) from drafts d left join assignments a on a.id = d.scheduler_id where d.status = 'ASSIGNED' and (a.draft_id is distinct from d.id))::int as "brokenDraftLinks",
            (select count(*) from (select assignment_id, count(*) n from assignment_status_history group by 1) h where n not between 1 and 6)::int as "historyOutOfRange",
            (select count(*) from assignments a where not exists (select 1 from assignment_status_history h where h.assignment_id = a.id))::int as "withoutHistory",
            (select count(*) from assignments where extract(second from start_date) <> 0 or extract(second from end_date) <> 0)::int as "notWholeMinutes",
            (select count(*) from assignments where sos and not exists (select 1 from sos_samples s where s.assignment_id = assignments.id))::int as "sosWithoutSamples",
            (select count(*) from work_orders w where deleted_at is not null and exists (select 1 from work_order_items i join assignments a on a.work_order_item_id = i.id where i.work_order_id = w.id and a.should_be_deleted))::int as "deletedStillPlanned",
            (select count(*) from survey_requests where public_code !~ '^[A-Za-z0-9_-]{32}$')::int as "badPublicCodes",
            (select count(*) from work_orders where length(order_number) > 12 or order_number !~ '^[0-9]+$' or order_number::bigint > 2147483647)::int as "unsearchableOrderNumbers"`,
    );
    expect(checks).toEqual({
      brokenDraftLinks: 0,
      historyOutOfRange: 0,
      withoutHistory: 0,
      notWholeMinutes: 0,
      sosWithoutSamples: 0,
      deletedStillPlanned: expect.any(Number),
      badPublicCodes: 0,
      unsearchableOrderNumbers: 0,
    });
    expect(checks.deletedStillPlanned).toBeGreaterThan(0);
  });

  it("gives the customers of the dispatcher's finished jobs 1-3 active contact persons with phones the contact form accepts", async () => {
    const db = first.database.db;
    const jobs = await rows<{ active: number }>(
      db,
      sql`select (select count(*) from contact_persons cp where cp.customer_number = w.customer_number and cp.active)::int as active
          from users u
          join dispatcher_teams dt on dt.user_id = u.id
          join technicians tech on tech.team_id = dt.team_id
          join assignments a on a.technician_bp_no = tech.bp_no and a.deleted_at is null
          join work_order_items i on i.id = a.work_order_item_id
          join work_orders w on w.id = i.work_order_id
          where u.username = 'dispatcher' and a.working_status in ('JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED', 'SEND_FORM')`,
    );
    expect(jobs.length).toBeGreaterThan(100);
    expect(jobs.filter((j) => j.active >= 1 && j.active <= 3).length).toBe(jobs.length);

    const settings = await rows<{ countryCode: string; key: string; value: string }>(db, sql`select country_code as "countryCode", key, value from configuration_settings`);
    // The country's rows over the '*' defaults, as the session service reads them.
    const ruleOf = (country: string) =>
      contactRulesFromConfig(Object.fromEntries([...settings.filter((r) => r.countryCode === '*'), ...settings.filter((r) => r.countryCode === country)].map((r) => [r.key, r.value])));
    const phones = await rows<{ country: string; telephone: string }>(
      db,
      sql`select distinct o.country_code as country, p.telephone
          from contact_person_phones p
          join contact_persons cp on cp.rep_id = p.rep_id
          join work_orders w on w.customer_number = cp.customer_number
          join organizations o on o.orgunit = w.orgunit`,
    );
    expect(new Set(phones.map((p) => p.country)).size).toBe(5);
    expect(phones.filter((p) => validateContactPhone(p.telephone, ruleOf(p.country)) !== null)).toEqual([]);
  });

  it('continues the id sequences after the seeded rows', async () => {
    const db = first.database.db;
    for (const [table, column] of [
      ['work_orders', 'id'],
      ['assignments', 'id'],
      ['drafts', 'id'],
      ['contact_persons', 'rep_id'],
    ]) {
      const [row] = await rows<{ next: number; max: number }>(
        db,
        sql`select (select max(${sql.identifier(column)}) from ${sql.identifier(table)})::int as max, nextval(pg_get_serial_sequence(${table}, ${column}))::int as next`,
      );
      expect(row.next, table).toBe(row.max + 1);
    }
  });

  it('bulk inserts quote text safely', async () => {
    const name = `O'Brien "Quarry" \\ Ltd; drop table customers; --`;
    await first.database.db.transaction((tx) => insertRows(tx, customers, [{ number: 'TEST-QUOTE', name }]));
    const [row] = await rows<{ name: string }>(first.database.db, sql`select name from customers where number = 'TEST-QUOTE'`);
    expect(row.name).toBe(name);
  });
});

describe('demo data on a small scale and a weekend day', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedDemoData(testDb.database.db, { scale: 0.1, today: WEEKEND_TODAY });
  });

  afterAll(async () => {
    await testDb?.dispose();
  });

  it('still shows every working status and plans today for the dispatcher', async () => {
    const found = await rows<{ status: string }>(testDb.database.db, sql`select distinct working_status as status from assignments`);
    expect(found.map((r) => r.status).sort()).toEqual([...WORKING_STATUSES].sort());
    const teams = await dispatcherTeamsOnDay(testDb.database.db, WEEKEND_TODAY);
    expect(teams).toHaveLength(6);
    for (const team of teams) expect(team.planned, team.team).toBeGreaterThan(0);
  });
});
