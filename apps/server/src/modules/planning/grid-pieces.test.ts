import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { techniciansWithSchedulesResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician } from '../../../test/factories';
import { createPlannedTeam } from '../../../test/planning-factories';
import { calendarEntries, calendars, teamWorkingHours } from '../../db/schema';
import { createPlanningRepo } from './repo';
import { createGridReader } from './grid-read';
import { pruneTeamVersions } from './grid-jobs';

/**
 * Decision 0026: the grid answer is assembled from one piece per team. For each kind of change, a read after
 * it shows it (never stale), and only the pieces of the teams it touched are built again (X-Cache-Built).
 */
const DAY = '2026-03-02';
const IST = { 'x-timezone-offset': '180' };
const at = (iso: string) => new Date(iso).getTime();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Two teams of one organization, a technician with an item on the day in each, a dispatcher of both. */
async function twoTeams() {
  const org = await createOrganization(t.db, { countryCode: 'TR' });
  const a = await createPlannedTeam(t.db, org.orgunit);
  const b = await createPlannedTeam(t.db, org.orgunit);
  const signedIn = await t.signIn(['DISPATCHER'], [a.team.id, b.team.id]);
  const headers = { ...signedIn.headers, ...IST };
  const read = async (teams = [a.team.id, b.team.id], as = headers) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/technicians-with-schedules', headers: as, payload: { teams: teams.map((id) => ({ id })), searchDate: DAY } });
    expect(res.statusCode, res.body).toBe(200);
    const technicians = techniciansWithSchedulesResponse.parse(res.json()).technicians;
    return { cache: res.headers['x-cache'], built: Number(res.headers['x-cache-built']), body: res.body, technicians, of: (bpNo: string) => technicians.find((x) => x.bpNo === bpNo) };
  };
  // Both pieces and the answer cached.
  expect(await read()).toMatchObject({ cache: 'miss', built: 2 });
  expect(await read()).toMatchObject({ cache: 'hit', built: 0 });
  return { org, a, b, headers, read };
}

const save = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/save-schedules', headers, payload });

describe('planning grid from per-team pieces', () => {
  it('a save rebuilds only its team and shows the new item', async () => {
    const { a, b, headers, read } = await twoTeams();
    const res = await save(headers, { schedules: [{ key: 'n', technicianId: a.tech.bpNo, startDate: at('2026-03-02T08:00:00Z'), endDate: at('2026-03-02T09:00:00Z'), workOrderItemId: a.wo.items[0].id }], deletedSchedulers: [] });
    expect(res.json()).toEqual({ n: 'OK' });
    const after = await read();
    expect(after).toMatchObject({ cache: 'partial', built: 1 });
    expect(after.of(a.tech.bpNo)!.schedulers.map((s) => s.startDate)).toEqual([at('2026-03-02T05:00:00Z'), at('2026-03-02T08:00:00Z')]);
    expect(after.of(b.tech.bpNo)!.schedulers.map((s) => s.id)).toEqual([b.item.id]);
    expect(await read()).toMatchObject({ cache: 'hit', body: after.body });
    // Team B alone: its piece was never rebuilt, so its own answer is assembled from the cache.
    expect(await read([b.team.id])).toMatchObject({ cache: 'partial', built: 0 });
  });

  it('a deletion rebuilds only its team and the item is gone', async () => {
    const { a, b, headers, read } = await twoTeams();
    expect((await save(headers, { schedules: [], deletedSchedulers: [{ id: a.item.id, key: 'd' }] })).json()).toEqual({ d: 'OK' });
    const after = await read();
    expect(after).toMatchObject({ cache: 'partial', built: 1 });
    expect(after.of(a.tech.bpNo)!.schedulers).toEqual([]);
    expect(after.of(b.tech.bpNo)!.schedulers).toHaveLength(1);
  });

  it('a status change from the field (history row and status), a work amount and an attachment each rebuild only their team', async () => {
    const { a, b, read } = await twoTeams();
    await t.db.execute(sql`update assignments set working_status = 'ACCEPT' where id = ${a.item.id}`);
    let after = await read();
    expect(after).toMatchObject({ cache: 'partial', built: 1 });
    expect(after.of(a.tech.bpNo)!.schedulers[0]!.orderWekingStatus).toBe('ACCEPT');

    // Each of these tables alone: without its team trigger the read would be a stale hit.
    await t.db.execute(sql`insert into assignment_status_history (assignment_id, status, posted_by_name) values (${b.item.id}, 'ACCEPT', 'Field')`);
    after = await read();
    expect(after).toMatchObject({ cache: 'partial', built: 1 });
    expect(after.of(b.tech.bpNo)!.schedulers[0]!.schedulerStatus.map((s) => s.postedBy)).toContain('Field');

    await t.db.execute(sql`insert into assignment_work_amounts (assignment_id, working_hour_type, amount) values (${a.item.id}, 'OVERTIME', 2)`);
    after = await read();
    expect(after).toMatchObject({ cache: 'partial', built: 1 });
    expect(after.of(a.tech.bpNo)!.schedulers[0]!.workAmount).toEqual([{ workingHourType: 'OVERTIME', amount: 2 }]);

    await t.db.execute(sql`insert into attachments (assignment_id, file_name, mime_type, size_bytes, blob_key, sha256, created_by_name)
      values (${b.item.id}, 'photo', 'image/jpeg', 1, ${`k-${b.item.id}`}, 'x', 'Field')`);
    after = await read();
    expect(after).toMatchObject({ cache: 'partial', built: 1 });
    expect(after.of(b.tech.bpNo)!.schedulers[0]!.attachmentList.map((f) => f.fileName)).toEqual(['photo']);
  });

  it('a team move rebuilds both teams; a position update rebuilds nothing', async () => {
    const { a, b, read } = await twoTeams();
    await t.db.execute(sql`update technicians set last_latitude = 41, last_seen_at = now() where bp_no = ${a.tech.bpNo}`);
    expect(await read()).toMatchObject({ cache: 'hit' });

    await t.db.execute(sql`update technicians set team_id = ${b.team.id} where bp_no = ${a.tech.bpNo}`);
    const after = await read();
    expect(after).toMatchObject({ cache: 'miss', built: 2 });
    expect(after.of(a.tech.bpNo)!.team!.id).toBe(b.team.id);
    expect((await read([a.team.id])).technicians).toEqual([]);
    expect((await read([b.team.id])).technicians.map((x) => x.bpNo).sort()).toEqual([a.tech.bpNo, b.tech.bpNo].sort());
  });

  it('a calendar entry and working hours change only the teams that use them', async () => {
    const { a, b, read } = await twoTeams();
    const [calendar] = await t.db.insert(calendars).values({ name: 'Shift', countryCode: 'TR' }).returning();
    expect(await read()).toMatchObject({ cache: 'hit' });
    await t.db.execute(sql`update teams set calendar_id = ${calendar!.id} where id = ${a.team.id}`);
    let after = await read();
    expect(after).toMatchObject({ cache: 'partial', built: 1 });
    expect(after.of(a.tech.bpNo)!.team!.calendarHours).toEqual([]);

    await t.db.insert(calendarEntries).values({ calendarId: calendar!.id, seriesId: 's', startDate: new Date('2026-03-02T06:00:00Z'), endDate: new Date('2026-03-02T14:00:00Z') });
    after = await read();
    expect(after).toMatchObject({ cache: 'partial', built: 1 });
    expect(after.of(a.tech.bpNo)!.team!.calendarHours).toEqual([{ startTime: '09:00', endTime: '17:00' }]);

    await t.db.execute(sql`update calendar_entries set end_date = '2026-03-02T12:00:00Z' where calendar_id = ${calendar!.id}`);
    expect((await read()).of(a.tech.bpNo)!.team!.calendarHours).toEqual([{ startTime: '09:00', endTime: '15:00' }]);

    await t.db.insert(teamWorkingHours).values({ teamId: b.team.id, startTime: '06:00', endTime: '15:00' });
    after = await read();
    expect(after).toMatchObject({ cache: 'partial', built: 1 });
    expect(after.of(b.tech.bpNo)!.team!.workingHours).toEqual([{ startTime: '06:00:00', endTime: '15:00:00' }]);
  });

  it('a work order change rebuilds the teams planned on it; an organization change rebuilds every team', async () => {
    const { org, a, b, read } = await twoTeams();
    await t.db.execute(sql`update work_orders set description = 'Changed upstream' where id = ${a.wo.order.id}`);
    let after = await read();
    expect(after).toMatchObject({ cache: 'partial', built: 1 });
    expect(after.of(a.tech.bpNo)!.schedulers[0]!.workOrderItem!.workOrder.description).toBe('Changed upstream');

    await t.db.execute(sql`update work_order_items set description = 'Item changed' where id = ${b.wo.items[0].id}`);
    after = await read();
    expect(after).toMatchObject({ cache: 'partial', built: 1 });
    expect(after.of(b.tech.bpNo)!.schedulers[0]!.workOrderItem!.description).toBe('Item changed');

    await t.db.execute(sql`update organizations set display_name = 'Renamed' where orgunit = ${org.orgunit}`);
    after = await read();
    expect(after).toMatchObject({ cache: 'miss', built: 2 });
    expect(after.technicians.map((x) => x.organization.displayName)).toEqual(['Renamed', 'Renamed']);
  });

  it('after a logout the old token reads nothing; other sessions keep their cached answer', async () => {
    const { a, b, headers, read } = await twoTeams();
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/technicians-with-schedules', headers, payload: { teams: [{ id: a.team.id }], searchDate: DAY } });
    expect(res.statusCode).toBe(401);
    const other = { ...(await t.signIn(['DISPATCHER'], [a.team.id, b.team.id])).headers, ...IST };
    expect(await read(undefined, other)).toMatchObject({ cache: 'hit' });
  });

  it('the gzip answer assembled from pieces unpacks to the same bytes, in the order of the whole query', async () => {
    const { a, b, read, headers } = await twoTeams();
    // Names that interleave the two teams' technicians.
    const org = (await t.db.execute<{ orgunit: string }>(sql`select orgunit from teams where id = ${a.team.id}`)).rows[0]!.orgunit;
    for (const [team, name] of [[a.team.id, 'Ayla'], [b.team.id, 'Bora'], [a.team.id, 'Cem']] as const) await createTechnician(t.db, { teamId: team, orgunit: org, fullName: name });
    const gzipped = () => t.app.inject({ method: 'POST', url: '/api/technicians-with-schedules', headers: { ...headers, 'accept-encoding': 'gzip' }, payload: { teams: [{ id: a.team.id }, { id: b.team.id }], searchDate: DAY } });
    // The answer built now carries the assembled gzip (a later hit may already carry the whole one).
    const res = await gzipped();
    expect(res.headers['x-cache']).toBe('miss');
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await read();
    const names = plain.technicians.map((x) => x.fullName);
    expect(names).toEqual([...names].sort());
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.body).toBe(JSON.stringify({ technicians: JSON.parse(plain.body).technicians }));
    // The whole gzip redone in the background replaces the assembled one: smaller, the same bytes unpacked.
    await expect.poll(async () => (await gzipped()).rawPayload.length).toBeLessThan(res.rawPayload.length);
    expect(gunzipSync((await gzipped()).rawPayload).toString('utf8')).toBe(plain.body);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('a writer still running on one team keeps only that team\'s piece from being stored (PostgreSQL)', async () => {
    const { a, b, read } = await twoTeams();
    await t.db.execute(sql`update technicians set warning = true where bp_no in (${a.tech.bpNo}, ${b.tech.bpNo})`);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const hasUpdated = new Promise<void>((resolve) => (updated = resolve));
    const writer = t.db.transaction(async (tx) => {
      await tx.execute(sql`update technicians set full_name = full_name || ' (later)' where bp_no = ${a.tech.bpNo}`);
      updated();
      await released;
    });
    await hasUpdated;
    const during = await read();
    expect(during).toMatchObject({ cache: 'bypass', built: 2 });
    expect(during.of(b.tech.bpNo)!.warning).toBe(true);
    expect(during.of(a.tech.bpNo)!.fullName).not.toContain('(later)');
    // Team B's piece was stored: B's own answer is assembled without building anything.
    expect(await read([b.team.id])).toMatchObject({ cache: 'partial', built: 0 });
    release();
    await writer;
    const after = await read();
    expect(after).toMatchObject({ cache: 'partial', built: 1 });
    expect(after.of(a.tech.bpNo)!.fullName).toContain('(later)');
    expect(await read()).toMatchObject({ cache: 'hit', body: after.body });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('a statement touching more than 64 teams keeps every piece from being stored while it runs (PostgreSQL)', async () => {
    const { org, a, b, read } = await twoTeams();
    for (let i = 0; i < 65; i++) await createTeam(t.db, { orgunit: org.orgunit });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const hasUpdated = new Promise<void>((resolve) => (updated = resolve));
    const writer = t.db.transaction(async (tx) => {
      await tx.execute(sql`update teams set name = name || ' (renamed)' where orgunit = ${org.orgunit} and id not in (${a.team.id}, ${b.team.id})`);
      updated();
      await released;
    });
    await hasUpdated;
    await t.db.execute(sql`update technicians set warning = true where bp_no = ${b.tech.bpNo}`);
    // Team B is not among the 65, but the writer holds the lock for all teams: nothing is stored.
    expect(await read([b.team.id])).toMatchObject({ cache: 'bypass', built: 1 });
    expect(await read([b.team.id])).toMatchObject({ cache: 'bypass', built: 1 });
    release();
    await writer;
    expect(await read([b.team.id])).toMatchObject({ cache: 'miss', built: 1 });
  });

  it('concurrent readers at the same versions share one build of a piece', async () => {
    const { a, b } = await twoTeams();
    const reader = createGridReader({ db: t.db, repo: createPlanningRepo(t.db), maxBytes: 64 * 1024 * 1024 });
    const ctx = { timezoneOffsetMinutes: 180 };
    const teams = [a.team.id, b.team.id].sort((x, y) => x - y);
    const reads = await Promise.all([...Array.from({ length: 9 }, () => reader.read(teams, DAY, ctx)), reader.read([a.team.id], DAY, ctx)]);
    // No writer runs: readers queue for the settled check instead of failing on each other (migration 0022).
    expect(reads.map((r) => r.cache).filter((c) => c === 'bypass')).toEqual([]);
    expect(reader.cache.stats.piecesBuilt).toBe(2);
    for (const r of reads.slice(1, 9)) expect(r.body.equals(reads[0]!.body)).toBe(true);
  });

  it('pruning the version log keeps every team\'s version and the cached answers', async () => {
    const { a, headers, read } = await twoTeams();
    await save(headers, { schedules: [{ key: 'p', technicianId: a.tech.bpNo, startDate: at('2026-03-02T10:00:00Z'), endDate: at('2026-03-02T11:00:00Z'), workOrderItemId: a.wo.items[0].id }], deletedSchedulers: [] });
    const cached = await read();
    const versions = async () => (await t.db.execute(sql`select team_id, max(version)::text as v, count(*)::int as n from planning_team_versions group by team_id order by team_id`)).rows;
    const before = await versions();
    await pruneTeamVersions(t.db);
    const after = await versions();
    expect(after.map((r) => [r.team_id, r.v])).toEqual(before.map((r) => [r.team_id, r.v]));
    expect(after.every((r) => r.n === 1)).toBe(true);
    expect(await read()).toMatchObject({ cache: 'hit', body: cached.body });
  });
});
