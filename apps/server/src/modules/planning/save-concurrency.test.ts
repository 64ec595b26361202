import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SAVE_ERRORS, type SchedulePayload } from '@fsp/domain';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { basicClientHeader } from '../../../test/harness';
import { createTechnician, createTeam, createUser } from '../../../test/factories';
import { createWorkOrder } from '../../../test/planning-factories';
import { assignments } from '../../db/schema';
import { sqlStateOf } from '../../db/errors';
import type { Tx } from '../../db/client';
import { lockTechnicianPlans } from './save-repo';

/**
 * Two server instances on one PostgreSQL database, a burst of overlapping saves for one technician
 * (issue 11 §2: deadlocks reached users as "An unexpected error occurred." and took minutes). Runs in
 * the PostgreSQL pass of .ci/run; the embedded database has one connection and cannot race.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const BURST = 100;
const MINUTE = 60_000;
const DAY = Date.parse('2026-06-01T00:00:00Z');

let testDb: TestDatabase;
let second: Database;
const apps: FastifyInstance[] = [];
const bases: string[] = [];
let headers: Record<string, string>;
/** Another user of the same instances, reading while the burst runs. */
let otherUser: Record<string, string>;
let bpNo: string;
let itemId: number;

async function token(app: FastifyInstance, username: string, password: string) {
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
  const config = testConfig();
  const res = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: basicClientHeader(config), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: config.OAUTH_CLIENT_ID, grant_type: 'authorization_code', code: login.json().code }).toString(),
  });
  return `Bearer ${res.json().access_token}`;
}

beforeAll(async () => {
  if (!onPostgres) return;
  testDb = await createTestDatabase();
  second = await openDatabase({ databaseUrl: testDb.url! });
  for (const database of [testDb.database, second]) {
    const app = await buildApp({ database, config: testConfig({ WEB_DIST_DIR: '/nonexistent' }), logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    apps.push(app);
    bases.push(`http://127.0.0.1:${address.port}`);
  }
  const db = testDb.database.db;
  const team = await createTeam(db);
  bpNo = (await createTechnician(db, { teamId: team.id, orgunit: team.orgunit })).bpNo;
  // Chargeable work: allowed at any hour, so only the overlap decides.
  itemId = (await createWorkOrder(db, { orgunit: team.orgunit, simType: 'ZCH' })).items[0].id;
  const user = await createUser(db, { roles: ['DISPATCHER'], teamIds: [team.id] });
  headers = { authorization: await token(apps[0], user.username, user.password), 'content-type': 'application/json', 'x-timezone-offset': '0' };
  const other = await createUser(db, { roles: ['OBSERVER'], teamIds: [team.id] });
  otherUser = { authorization: await token(apps[0], other.username, other.password) };
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.close();
  await testDb?.dispose();
});

function item(key: string, start: number, minutes: number): SchedulePayload {
  return { key, technicianId: bpNo, workOrderItemId: itemId, startDate: start, endDate: start + minutes * MINUTE };
}

/** Fires every body at once, alternating between the two instances; answers in order and the time the round took. */
async function burst(bodies: { schedules: SchedulePayload[]; deletedSchedulers: [] }[]) {
  const started = Date.now();
  const answers = await Promise.all(
    bodies.map(async (body, i) => {
      const res = await fetch(`${bases[i % 2]}/api/save-schedules`, { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Record<string, string> };
    }),
  );
  return { answers, ms: Date.now() - started };
}

/** Pairs of live items of the technician that overlap: the constraint must have kept this at zero. */
async function overlappingPairs() {
  const result = await testDb.database.db.execute<{ n: number }>(sql`
    select count(*)::int as n from assignments a join assignments b
      on a.technician_bp_no = b.technician_bp_no and a.id < b.id
     and a.deleted_at is null and b.deleted_at is null
     and tstzrange(a.start_date, a.end_date) && tstzrange(b.start_date, b.end_date)`);
  return result.rows[0].n;
}

describe.skipIf(!onPostgres)('concurrent saves on two instances of one PostgreSQL database', () => {
  it(`lets exactly one of ${BURST} overlapping one-item saves win and tells every other the slot is taken, within seconds`, async () => {
    // Every window overlaps every other: starts within one hour, each 90 minutes long.
    const bodies = Array.from({ length: BURST }, (_, i) => ({ schedules: [item('only', DAY + 8 * 60 * MINUTE + (i % 60) * MINUTE, 90)], deletedSchedulers: [] as [] }));
    const running = burst(bodies);
    // Meanwhile another user's read and /health still get their answers on both instances.
    await new Promise((r) => setTimeout(r, 100));
    const readStarted = Date.now();
    const reads = await Promise.all(bases.flatMap((base) => [fetch(`${base}/api/user-info`, { headers: otherUser }), fetch(`${base}/health`)]));
    const readMs = Date.now() - readStarted;
    const { answers, ms } = await running;
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(readMs).toBeLessThan(ms);
    expect(answers.map((a) => a.status)).toEqual(Array(BURST).fill(200));
    const outcomes = answers.map((a) => a.body.only);
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'OK')).toEqual(Array(BURST - 1).fill(SAVE_ERRORS.overlap));
    expect(ms).toBeLessThan(10_000);
    expect(await overlappingPairs()).toBe(0);
  });

  it(`lets exactly one of ${BURST} overlapping two-item saves win both items, every other gets the overlap text for both`, async () => {
    const dayTwo = DAY + 24 * 60 * MINUTE;
    const bodies = Array.from({ length: BURST }, (_, i) => {
      const start = dayTwo + 8 * 60 * MINUTE + (i % 30) * MINUTE;
      const pair = [item('first', start, 60), item('second', start + 60 * MINUTE, 60)];
      // Half list them the other way round: crossing inserts are what deadlocked.
      return { schedules: i % 2 ? pair.reverse() : pair, deletedSchedulers: [] as [] };
    });
    const { answers, ms } = await burst(bodies);
    expect(answers.map((a) => a.status)).toEqual(Array(BURST).fill(200));
    const winners = answers.filter((a) => a.body.first === 'OK' || a.body.second === 'OK');
    expect(winners.map((a) => a.body)).toEqual([{ first: 'OK', second: 'OK' }]);
    const losers = answers.filter((a) => !winners.includes(a));
    expect(losers.map((a) => a.body)).toEqual(Array(BURST - 1).fill({ first: SAVE_ERRORS.overlap, second: SAVE_ERRORS.overlap }));
    expect(ms).toBeLessThan(10_000);
    expect(await overlappingPairs()).toBe(0);
  });

  it('takes the plan lock first, so two transactions inserting crossing overlaps queue instead of deadlocking', async () => {
    const dayThree = DAY + 2 * 24 * 60 * MINUTE;
    const insert = (tx: Tx, startHour: number, day: number) =>
      tx.insert(assignments).values({ technicianBpNo: bpNo, workOrderItemId: itemId, startDate: new Date(day + startHour * 60 * MINUTE), endDate: new Date(day + (startHour + 1) * 60 * MINUTE) });
    /** A inserts 10:00 then 11:00, B 11:00 then 10:00, each second insert after the other's first. */
    async function crossing(withLock: boolean, day: number) {
      let aInserted!: () => void;
      let bInserted!: () => void;
      const aFirst = new Promise<void>((r) => (aInserted = r));
      const bFirst = new Promise<void>((r) => (bInserted = r));
      const a = testDb.database.db.transaction(async (tx) => {
        if (withLock) await lockTechnicianPlans(tx, [bpNo]);
        await insert(tx, 10, day);
        aInserted();
        if (!withLock) await bFirst;
        await insert(tx, 11, day);
      });
      const b = second.db.transaction(async (tx) => {
        await aFirst;
        if (withLock) await lockTechnicianPlans(tx, [bpNo]);
        await insert(tx, 11, day);
        bInserted();
        await insert(tx, 10, day);
      });
      const settled = await Promise.allSettled([a, b]);
      return settled.map((s) => (s.status === 'fulfilled' ? 'committed' : sqlStateOf(s.reason)));
    }
    // Without the lock PostgreSQL finds the cycle and aborts one of them: the deadlock users saw.
    expect((await crossing(false, dayThree)).sort()).toEqual(['40P01', 'committed']);
    // With it B waits for A's commit, then meets A's items: an overlap, answered as such.
    expect(await crossing(true, dayThree + 24 * 60 * MINUTE)).toEqual(['committed', '23P01']);
  });

  it('answers /health on its own connection while every pooled connection is busy', async () => {
    const tiny = await openDatabase({ databaseUrl: testDb.url!, pool: { max: 2, connectTimeoutMs: 500 } });
    const app = await buildApp({ database: tiny, config: testConfig({ WEB_DIST_DIR: '/nonexistent' }), logger: false });
    try {
      // Drizzle queries run once awaited: Promise.all starts both.
      const sleepers = Promise.all([tiny.db.execute(sql`select pg_sleep(3)`), tiny.db.execute(sql`select pg_sleep(3)`)]);
      await new Promise((r) => setTimeout(r, 200));
      const started = Date.now();
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_500);
      // Another request waits for a pooled connection only up to the connect timeout, then hears "busy".
      const busy = await app.inject({ method: 'POST', url: '/api/save-schedules', headers, payload: { schedules: [], deletedSchedulers: [] } });
      expect(busy.statusCode, busy.body).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      await sleepers;
    } finally {
      await app.close();
      await tiny.close();
    }
  });
});
