import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { techniciansWithSchedulesResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization } from '../../../test/factories';
import { createPlannedTeam } from '../../../test/planning-factories';

/** The searched day 2026-03-02 in Istanbul (UTC+3). */
const DAY = '2026-03-02';
const IST = { 'x-timezone-offset': '180' };
const at = (iso: string) => new Date(iso).getTime();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A team with one technician and one work-order item planned on the day, and a dispatcher of that team. */
async function plannedTeam() {
  const org = await createOrganization(t.db, { countryCode: 'TR' });
  const { team, tech, wo, item } = await createPlannedTeam(t.db, org.orgunit);
  const dispatcher = { ...(await t.signIn(['DISPATCHER'], [team.id])).headers, ...IST };
  return { org, team, tech, wo, item, dispatcher };
}

async function grid(headers: Record<string, string>, teams: number[]) {
  const res = await t.app.inject({ method: 'POST', url: '/api/technicians-with-schedules', headers, payload: { teams: teams.map((id) => ({ id })), searchDate: DAY } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return { cache: res.headers['x-cache'], body: res.body, technicians: techniciansWithSchedulesResponse.parse(res.json()).technicians };
}

describe('planning grid response cache', () => {
  it('sends the cached answer gzip-compressed to a client that accepts it, the same JSON once unpacked', async () => {
    const { team, dispatcher } = await plannedTeam();
    const plain = await grid(dispatcher, [team.id]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/technicians-with-schedules',
      headers: { ...dispatcher, 'accept-encoding': 'gzip, deflate, br' },
      payload: { teams: [{ id: team.id }], searchDate: DAY },
    });
    expect(res.headers['x-cache']).toBe('hit');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('tells in Server-Timing how long the grid queries ran for this answer and how long the server took', async () => {
    const { team, dispatcher } = await plannedTeam();
    const timing = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/technicians-with-schedules', headers: dispatcher, payload: { teams: [{ id: team.id }], searchDate: DAY } });
      const match = /^db;dur=(\d+\.\d);desc="grid queries", app;dur=(\d+\.\d)$/.exec(String(res.headers['server-timing']));
      expect(match, String(res.headers['server-timing'])).not.toBeNull();
      return { cache: res.headers['x-cache'], db: Number(match![1]), app: Number(match![2]) };
    };
    const built = await timing();
    expect(built.cache).toBe('miss');
    // Built: the technicians', the rows' and the details' queries ran, inside the server's own time.
    expect(built.db).toBeGreaterThan(0);
    expect(built.app).toBeGreaterThanOrEqual(built.db);
    // A hit runs none of the grid's queries (only the cache's version check, which is not counted).
    const hit = await timing();
    expect(hit.cache).toBe('hit');
    expect(hit.db).toBe(0);
  });

  it('serves a second identical read from the cache, byte for byte', async () => {
    const { team, tech, item, dispatcher } = await plannedTeam();
    const first = await grid(dispatcher, [team.id]);
    expect(first.cache).toBe('miss');
    expect(first.technicians.map((x) => x.bpNo)).toEqual([tech.bpNo]);
    expect(first.technicians[0].schedulers.map((s) => s.id)).toEqual([item.id]);
    const second = await grid(dispatcher, [team.id]);
    expect(second.cache).toBe('hit');
    expect(second.body).toBe(first.body);
    // The same teams asked in another order and twice are the same entry.
    expect((await grid(dispatcher, [team.id, team.id])).cache).toBe('hit');
  });

  it('a save through /api/save-schedules makes the next read a miss with the new item', async () => {
    const { team, tech, wo, dispatcher } = await plannedTeam();
    await grid(dispatcher, [team.id]);
    expect((await grid(dispatcher, [team.id])).cache).toBe('hit');
    const key = 'new-1';
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/save-schedules',
      headers: dispatcher,
      payload: { schedules: [{ key, technicianId: tech.bpNo, startDate: at('2026-03-02T08:00:00Z'), endDate: at('2026-03-02T09:00:00Z'), workOrderItemId: wo.items[0].id }], deletedSchedulers: [] },
    });
    expect(saved.json()).toEqual({ [key]: 'OK' });
    const after = await grid(dispatcher, [team.id]);
    expect(after.cache).toBe('miss');
    expect(after.technicians[0].schedulers.map((s) => s.startDate)).toEqual([at('2026-03-02T05:00:00Z'), at('2026-03-02T08:00:00Z')]);
    expect((await grid(dispatcher, [team.id])).cache).toBe('hit');
  });

  it('a direct SQL update of a work order makes the next read a miss with the new data', async () => {
    const { team, wo, dispatcher } = await plannedTeam();
    await grid(dispatcher, [team.id]);
    await t.db.execute(sql`update work_orders set description = 'Changed upstream' where id = ${wo.order.id}`);
    const after = await grid(dispatcher, [team.id]);
    expect(after.cache).toBe('miss');
    expect(after.technicians[0].schedulers[0].workOrderItem?.workOrder.description).toBe('Changed upstream');
  });

  it('a technician change makes the next read a miss with the new data', async () => {
    const { team, tech, dispatcher } = await plannedTeam();
    await grid(dispatcher, [team.id]);
    await t.db.execute(sql`update technicians set full_name = 'Renamed Technician', warning = true where bp_no = ${tech.bpNo}`);
    const after = await grid(dispatcher, [team.id]);
    expect(after.cache).toBe('miss');
    expect(after.technicians[0]).toMatchObject({ fullName: 'Renamed Technician', warning: true });
  });

  it('callers with different scopes never share an entry; callers with the same effective teams do', async () => {
    const a = await plannedTeam();
    const b = await plannedTeam();
    const onlyA = a.dispatcher;
    const both = { ...(await t.signIn(['DISPATCHER'], [a.team.id, b.team.id])).headers, ...IST };
    const alsoOnlyA = { ...(await t.signIn(['DISPATCHER'], [a.team.id])).headers, ...IST };

    const fromBoth = await grid(both, [a.team.id, b.team.id]);
    expect(fromBoth.cache).toBe('miss');
    expect(fromBoth.technicians.map((x) => x.bpNo).sort()).toEqual([a.tech.bpNo, b.tech.bpNo].sort());

    // Same request, narrower scope: its own entry, without team B (assembled from team A's cached piece).
    const fromA = await grid(onlyA, [a.team.id, b.team.id]);
    expect(fromA.cache).toBe('partial');
    expect(fromA.technicians.map((x) => x.bpNo)).toEqual([a.tech.bpNo]);
    expect(fromA.body).not.toContain(b.tech.bpNo);

    // Another user whose effective teams are the same ([A]) shares A's entry, never the wider one.
    const fromAlsoA = await grid(alsoOnlyA, [a.team.id, b.team.id]);
    expect(fromAlsoA.cache).toBe('hit');
    expect(fromAlsoA.body).toBe(fromA.body);
    expect((await grid(both, [a.team.id, b.team.id])).body).toBe(fromBoth.body);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('never caches an answer built while a writer that bumped a version is still running (PostgreSQL)', async () => {
    const { team, tech, wo, dispatcher } = await plannedTeam();
    await grid(dispatcher, [team.id]);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const hasUpdated = new Promise<void>((resolve) => (updated = resolve));
    const writer = t.db.transaction(async (tx) => {
      await tx.execute(sql`update work_orders set description = 'Committed later' where id = ${wo.order.id}`);
      updated();
      await released;
    });
    await hasUpdated;
    // Nothing committed yet: the cached answer is still the truth.
    expect((await grid(dispatcher, [team.id])).cache).toBe('hit');
    // A committed change makes a miss; the writer still in flight forbids caching what is built now.
    await t.db.execute(sql`update technicians set warning = true where bp_no = ${tech.bpNo}`);
    const during = await grid(dispatcher, [team.id]);
    expect(during.cache).toBe('bypass');
    expect(during.technicians[0].warning).toBe(true);
    expect(during.technicians[0].schedulers[0].workOrderItem?.workOrder.description).not.toBe('Committed later');
    release();
    await writer;
    const after = await grid(dispatcher, [team.id]);
    expect(after.cache).toBe('miss');
    expect(after.technicians[0].schedulers[0].workOrderItem?.workOrder.description).toBe('Committed later');
    expect((await grid(dispatcher, [team.id])).cache).toBe('hit');
  });
});
