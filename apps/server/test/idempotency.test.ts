import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { SAVE_ERRORS, type SchedulePayload } from '@fsp/domain';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { assignments, idempotencyKeys } from '../src/db/schema';
import { IDEMPOTENCY_MESSAGES } from '../src/plugins/idempotency';
import { createTestApp, type TestApp } from './harness';
import { createTeam, createTechnician } from './factories';
import { createWorkOrder } from './planning-factories';

/**
 * Issue 11 §6: a save that committed while the client lost the connection was reported as an overlap
 * when retried. With an Idempotency-Key the retry gets the first answer, from the database, on any instance.
 */
let t: TestApp;
let headers: Record<string, string>;
let userId: number;
let bpNo: string;
let itemId: number;
let hour = 0;

beforeAll(async () => {
  t = await createTestApp();
  const team = await createTeam(t.db);
  bpNo = (await createTechnician(t.db, { teamId: team.id, orgunit: team.orgunit })).bpNo;
  itemId = (await createWorkOrder(t.db, { orgunit: team.orgunit, simType: 'ZCH' })).items[0].id;
  const signedIn = await t.signIn(['DISPATCHER'], [team.id]);
  headers = { ...signedIn.headers, 'x-timezone-offset': '0' };
  userId = signedIn.user.id;
});
afterAll(async () => t?.close());

/** A new one-item save in an hour of its own. */
function newSave(): { schedules: SchedulePayload[]; deletedSchedulers: [] } {
  const start = Date.UTC(2026, 4, 4, 0) + hour++ * 3_600_000;
  return { schedules: [{ key: 'k', technicianId: bpNo, workOrderItemId: itemId, startDate: start, endDate: start + 1_800_000 }], deletedSchedulers: [] };
}
const save = (payload: object, key?: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/save-schedules', headers: key ? { ...headers, 'idempotency-key': key } : headers, payload });
const liveItems = () => t.db.select().from(assignments).where(and(eq(assignments.technicianBpNo, bpNo), isNull(assignments.deletedAt)));

describe('Idempotency-Key on save-schedules', () => {
  it('answers a retry with the first answer instead of an overlap, and saves once', async () => {
    const body = newSave();
    const first = await save(body, 'save-1');
    expect(first.json()).toEqual({ k: 'OK' });
    const before = (await liveItems()).length;
    const retry = await save(body, 'save-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual({ k: 'OK' });
    expect((await liveItems()).length).toBe(before);
    // The same retry without the key is what users saw: an overlap with their own save.
    expect((await save(body)).json()).toEqual({ k: SAVE_ERRORS.overlap });
  });

  it('replays on another server instance (the answer is in the database)', async () => {
    const body = newSave();
    expect((await save(body, 'save-2')).json()).toEqual({ k: 'OK' });
    const other = await buildApp({ database: { db: t.db } as unknown as Database, config: t.config, clock: t.clock, logger: false });
    try {
      const retry = await save(body, 'save-2', other);
      expect(retry.json()).toEqual({ k: 'OK' });
      expect(retry.headers['idempotent-replayed']).toBe('true');
    } finally {
      await other.close();
    }
  });

  it('runs concurrent duplicates once: the second waits for the first and gets its answer', async () => {
    const body = newSave();
    const [a, b] = await Promise.all([save(body, 'save-3'), save(body, 'save-3')]);
    expect(a.json()).toEqual({ k: 'OK' });
    expect(b.json()).toEqual({ k: 'OK' });
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    expect((await save(newSave(), 'save-4')).json()).toEqual({ k: 'OK' });
    const before = (await liveItems()).length;
    const reused = await save(newSave(), 'save-4');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(IDEMPOTENCY_MESSAGES.reused);
    expect((await liveItems()).length).toBe(before);
  });

  it('keeps no answer of a refused request: its retry runs', async () => {
    const body = newSave();
    const broken = { ...body, schedules: [body.schedules[0], body.schedules[0]] };
    expect((await save(broken, 'save-5')).statusCode).toBe(400);
    expect(await t.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, 'save-5')))).toEqual([]);
    expect((await save(body, 'save-5')).json()).toEqual({ k: 'OK' });
  });

  it('refuses a malformed key with a 400 naming the header', async () => {
    const res = await save(newSave(), 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('idempotency-key');
  });

  it('forgets keys after 24 hours', async () => {
    const body = newSave();
    expect((await save(body, 'save-6')).json()).toEqual({ k: 'OK' });
    // A day later (moved in the table: the session itself would have expired by then).
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(t.clock.now().getTime() - 24 * 3_600_000 - 1000) })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, 'save-6')));
    // Any keyed request of the user clears their expired keys; the old key then runs again (an overlap now).
    await save(newSave(), 'save-7');
    expect((await save(body, 'save-6')).json()).toEqual({ k: SAVE_ERRORS.overlap });
  });
});
