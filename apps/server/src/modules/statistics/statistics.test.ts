import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, createUser } from '../../../test/factories';
import { createAssignment } from '../../../test/planning-factories';
import { accessTokens, activityEvents, assignmentStatusHistory, statisticsSnapshotDays, technicianDailyStatistics, technicians, users } from '../../db/schema';
import { createStatisticsService, lastFinalDay } from './service';

/**
 * A known small data set on 2026-03-09..11 (Europe/Istanbul days): organization A (TR) with t1, t2 and
 * t3 (joined on the 11th), organization B (RU) with t4; dispatcher d1 serves both, d2 serves A.
 */
let t: TestApp;
let admin: Record<string, string>;
let dispatcherOfA: Record<string, string>;
let orgA: string;
let orgB: string;
let t2: string;
let teamOfA: number;
const D = '2026-03-10';

beforeAll(async () => {
  t = await createTestApp();
  orgA = (await createOrganization(t.db, { countryCode: 'TR' })).orgunit;
  orgB = (await createOrganization(t.db, { countryCode: 'RU' })).orgunit;
  const teamA = await createTeam(t.db, { orgunit: orgA });
  teamOfA = teamA.id;
  const teamB = await createTeam(t.db, { orgunit: orgB });
  const long = new Date('2026-01-01T00:00:00Z');
  const tech = async (teamId: number, orgunit: string, createdAt = long) => (await createTechnician(t.db, { teamId, orgunit, createdAt })).bpNo;
  const t1 = await tech(teamA.id, orgA);
  t2 = await tech(teamA.id, orgA);
  await tech(teamA.id, orgA, new Date('2026-03-11T12:00:00Z'));
  const t4 = await tech(teamB.id, orgB);
  const d1 = await createUser(t.db, { roles: ['DISPATCHER'], teamIds: [teamA.id, teamB.id] });
  const d2 = await createUser(t.db, { roles: ['DISPATCHER'], teamIds: [teamA.id] });
  await createUser(t.db, { roles: ['OBSERVER'], teamIds: [teamA.id] });
  await t.db.update(users).set({ createdAt: long });

  const a1 = await createAssignment(t.db, { technicianBpNo: t1, start: `${D}T06:00:00Z`, end: `${D}T08:00:00Z` });
  const a2 = await createAssignment(t.db, { technicianBpNo: t2, start: `${D}T09:00:00Z`, end: `${D}T11:00:00Z` });
  // The factory's "planned" rows would count as field reports of today: move them out of the way.
  await t.db.delete(assignmentStatusHistory).where(inArray(assignmentStatusHistory.assignmentId, [a1.id, a2.id]));
  await t.db.insert(assignmentStatusHistory).values([
    { assignmentId: a1.id, status: 'ACCEPT', postedAt: new Date(`${D}T07:00:00Z`), postedByName: 't1' },
    { assignmentId: a2.id, status: 'INFORMED_SAVED', postedAt: new Date(`${D}T08:00:00Z`), postedByUserId: d1.id, postedByName: 'd1' },
  ]);
  await t.db.insert(activityEvents).values({ technicianBpNo: t4, eventType: 'STATUS_CHANGE', subject: 'x', occurredAt: new Date(`${D}T10:00:00Z`) });
  await t.db.insert(accessTokens).values({ tokenHash: 'stats-test-d2', userId: d2.id, clientId: 'web', expiresAt: new Date(`${D}T20:00:00Z`), createdAt: new Date(`${D}T05:00:00Z`) });

  admin = (await t.signIn(['ADMIN'])).headers;
  dispatcherOfA = (await t.signIn(['DISPATCHER'], [teamA.id])).headers;
});
afterAll(async () => t?.close());

const ask = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const range = (organizations: string[]) => ({ startDate: '20260309', endDate: '20260311', organizations });

describe('technician-count', () => {
  it('counts total, active and planned technicians per day and country group', async () => {
    const res = await ask('/api/technician-count', admin, range([orgA, orgB]));
    expect(res.statusCode).toBe(200);
    expect(res.json().searchResults).toEqual([
      { date: '20260309', total: 3, active: 0, totalPlanned: 0, byCountry: { TR: { total: 2, active: 0 }, RU: { total: 1, active: 0 } } },
      { date: '20260310', total: 3, active: 2, totalPlanned: 2, byCountry: { TR: { total: 2, active: 1 }, RU: { total: 1, active: 1 } } },
      { date: '20260311', total: 4, active: 0, totalPlanned: 0, byCountry: { TR: { total: 3, active: 0 }, RU: { total: 1, active: 0 } } },
    ]);
    expect(res.json().todayResult).toMatchObject({ total: 4, byCountry: { TR: { total: 3 }, RU: { total: 1 } } });
  });

  it('keeps past days as they were after a technician moves to another organization', async () => {
    await ask('/api/technician-count', admin, range([orgA]));
    expect((await t.db.select().from(statisticsSnapshotDays).where(eq(statisticsSnapshotDays.day, D))).length).toBe(1);
    await t.db.update(technicians).set({ orgunit: orgB }).where(eq(technicians.bpNo, t2));
    const res = (await ask('/api/technician-count', admin, range([orgA]))).json();
    expect(res.searchResults[1]).toEqual({ date: '20260310', total: 2, active: 1, totalPlanned: 2, byCountry: { TR: { total: 2, active: 1 } } });
    expect(res.todayResult.total).toBe(2);
    await t.db.update(technicians).set({ orgunit: orgA }).where(eq(technicians.bpNo, t2));
  });

  it("limits a dispatcher to their own organizations", async () => {
    const res = (await ask('/api/technician-count', dispatcherOfA, range([]))).json();
    expect(res.searchResults[1]).toMatchObject({ total: 2, byCountry: { TR: { total: 2, active: 1 } } });
    expect(res.searchResults[1].byCountry).not.toHaveProperty('RU');
  });

  it('answers an organization outside the scope exactly like an unknown one', async () => {
    const foreign = await ask('/api/technician-count', dispatcherOfA, range([orgB]));
    const unknown = await ask('/api/technician-count', dispatcherOfA, range(['NOSUCH']));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`Invalid body field "organizations": unknown organization ${orgB}`);
    expect(foreign.body.replaceAll(orgB, '<id>')).toBe(unknown.body.replaceAll('NOSUCH', '<id>'));
    // In the caller's language, the contract's own rules too.
    const russian = await t.signIn(['DISPATCHER'], [teamOfA]);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, russian.user.id));
    expect((await ask('/api/technician-count', russian.headers, range([orgB]))).json().message).toBe(`Поле «organizations»: Неизвестная организация ${orgB}`);
    const backwards = await ask('/api/dispatcher-count', russian.headers, { startDate: '20260311', endDate: '20260309', organizations: [] });
    expect(backwards.json().message).toBe('Поле «endDate»: Дата окончания не может быть раньше даты начала');
  });

  it.each([
    [{ startDate: '20260311', endDate: '20260309' }, 'endDate must not be before startDate'],
    [{ startDate: '2026-03-09', endDate: '20260311' }, 'startDate must be YYYYMMDD'],
    [{ startDate: '20260230', endDate: '20260311' }, 'startDate must be a real day'],
    [{ startDate: '22000101', endDate: '22000102' }, 'startDate must be a real day between 1970-01-01 and 2199-12-31'],
    [{ startDate: '20250101', endDate: '20260311' }, 'the range must not be longer than 367 days'],
    [{ endDate: '20260311' }, 'startDate is required'],
  ])('refuses %j with a clear 400', async (body, message) => {
    const res = await ask('/api/technician-count', admin, { organizations: [], ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('dispatcher-count', () => {
  it('counts each dispatcher once, active when they signed in or saved, planning when they saved', async () => {
    const res = await ask('/api/dispatcher-count', admin, range([orgA, orgB]));
    expect(res.statusCode).toBe(200);
    expect(res.json().searchResults.slice(0, 2)).toEqual([
      { date: '20260309', total: 2, active: 0, totalPlanning: 0, byCountry: { TR: { total: 2, active: 0 }, RU: { total: 1, active: 0 } } },
      { date: '20260310', total: 2, active: 2, totalPlanning: 1, byCountry: { TR: { total: 2, active: 2 }, RU: { total: 1, active: 1 } } },
    ]);
  });

  it('answers an observer too (a read), and nothing after today', async () => {
    const observer = (await t.signIn(['OBSERVER'])).headers;
    const res = await ask('/api/dispatcher-count', observer, { startDate: '20260309', endDate: '20270301', organizations: [] });
    expect(res.statusCode).toBe(200);
    const today = new Date(t.clock.now()).toISOString().slice(0, 10).replaceAll('-', '');
    expect(res.json().searchResults.at(-1).date).toBe(today);
    expect(res.json().todayResult.date).toBe(today);
    const written = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from statistics_snapshot_days where day >= current_date`);
    expect(written.rows[0].n).toBe(0);
  });
});

describe('daily snapshot', () => {
  it('writes each finished day once when two instances fill the same days together, and never today', async () => {
    const a = createStatisticsService({ db: t.db, clock: t.clock });
    const b = createStatisticsService({ db: t.db, clock: t.clock });
    await Promise.all([a.ensureSnapshots('2026-02-01', '2026-02-20'), b.ensureSnapshots('2026-02-10', '2026-02-28')]);
    const rows = await t.db.execute<{ day: string; n: number }>(
      sql`select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as n from ${technicianDailyStatistics} where day between '2026-02-01' and '2026-02-28' group by day`,
    );
    const orgs = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from organizations`)).rows[0].n;
    expect(rows.rows).toHaveLength(28);
    expect(rows.rows.every((r) => r.n === orgs)).toBe(true);
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    expect(await a.ensureSnapshots(today, today)).toBe(0);
  });
});

describe('final days', () => {
  it('makes a day final at 12:00 UTC of the next day, when it has ended in every zone (UTC-12 included)', () => {
    expect(lastFinalDay(new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-28');
    expect(lastFinalDay(new Date('2026-11-29T11:59:59.999Z'))).toBe('2026-11-27');
    expect(lastFinalDay(new Date('2026-03-01T11:59:59.999Z'))).toBe('2026-02-27');
  });
});
