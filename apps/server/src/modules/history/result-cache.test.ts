import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { historySearchResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, unique } from '../../../test/factories';
import { createAssignment, createCustomer, createWorkOrder } from '../../../test/planning-factories';
import { assignmentStatusHistory, assignments, customers, technicians, workOrders } from '../../db/schema';
import { pruneRowChanges } from '../../search/row-changes';

/**
 * docs/decisions/0029-history-results-revalidated.md: a cached history result survives the changes that do
 * not concern it, and no read after a change that does answers what the change made wrong.
 */
const IST = { 'x-timezone-offset': '180' };

let t: TestApp;
let orgunit: string;
let myTeam: number;
let theirTeam: number;
let dispatcher: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  orgunit = (await createOrganization(t.db)).orgunit;
  myTeam = (await createTeam(t.db, { orgunit })).id;
  theirTeam = (await createTeam(t.db, { orgunit })).id;
  dispatcher = { ...(await t.signIn(['DISPATCHER'], [myTeam])).headers, ...IST };
});
afterAll(async () => t?.close());

async function search(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/history-search', headers: dispatcher, payload });
  expect(res.statusCode, res.body).toBe(200);
  const body = historySearchResponse.parse(res.json());
  return { body, total: body.totalRowCount, ids: body.histories.map((h) => h.id), cache: res.headers['x-total-cache'] };
}

/** A sparse filter over a year: a model number only this test's work orders carry. */
async function sparseWorld() {
  const tech = await createTechnician(t.db, { teamId: myTeam, orgunit });
  const model = unique('RC');
  const customer = await createCustomer(t.db);
  const matching = await createWorkOrder(t.db, { orgunit, customerNumber: customer.number, modelNumber: `${model}-A` });
  const other = await createWorkOrder(t.db, { orgunit, modelNumber: unique('OTHER') });
  const hit = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: matching.items[0].id, start: '2026-03-02T06:00:00Z', end: '2026-03-02T07:00:00Z' });
  const notHit = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: other.items[0].id, start: '2026-03-03T06:00:00Z', end: '2026-03-03T07:00:00Z' });
  const filter = { start: '2026-01-01', end: '2026-12-31', modelNo: model.toLowerCase() };
  return { tech, customer, matching, other, hit, notHit, filter, model };
}

describe('history results kept across changes that do not concern them', () => {
  it('keeps a result through unrelated changes and reads it again after each kind of change that concerns it', async () => {
    const w = await sparseWorld();
    expect(await search(w.filter)).toMatchObject({ total: 1, ids: [w.hit.id], cache: 'miss' });
    expect(await search(w.filter)).toMatchObject({ total: 1, ids: [w.hit.id], cache: 'hit' });

    // Unrelated: another work order, a status-history row, a technician's position, another technician's item.
    await t.db.update(workOrders).set({ description: 'refreshed upstream' }).where(eq(workOrders.id, w.other.order.id));
    await t.db.insert(assignmentStatusHistory).values({ assignmentId: w.notHit.id, status: 'ACCEPT', postedByName: 'Mobile app' });
    await t.db.update(technicians).set({ lastLatitude: 41, lastLongitude: 29, lastSeenAt: new Date() }).where(eq(technicians.bpNo, w.tech.bpNo));
    const elsewhere = await createTechnician(t.db, { teamId: theirTeam, orgunit });
    await createAssignment(t.db, { technicianBpNo: elsewhere.bpNo, workOrderItemId: w.matching.items[0].id, start: '2026-03-04T06:00:00Z', end: '2026-03-04T07:00:00Z' });
    expect(await search(w.filter)).toMatchObject({ total: 1, ids: [w.hit.id], cache: 'hit' });

    // A matched row's status: read again, the new status shown.
    await t.db.update(assignments).set({ workingStatus: 'JOBDONE' }).where(eq(assignments.id, w.hit.id));
    const afterStatus = await search(w.filter);
    expect(afterStatus).toMatchObject({ total: 1, cache: 'miss' });
    expect(afterStatus.body.histories[0].orderWekingStatus).toBe('JOBDONE');

    // A new matching item (a save).
    const saved = await createAssignment(t.db, { technicianBpNo: w.tech.bpNo, workOrderItemId: w.matching.items[0].id, start: '2026-05-02T06:00:00Z', end: '2026-05-02T07:00:00Z' });
    expect(await search(w.filter)).toMatchObject({ total: 2, ids: [saved.id, w.hit.id], cache: 'miss' });

    // A work order that did not match now does.
    await t.db.update(workOrders).set({ modelNumber: `${w.model}-B` }).where(eq(workOrders.id, w.other.order.id));
    expect(await search(w.filter)).toMatchObject({ total: 3, ids: [saved.id, w.notHit.id, w.hit.id], cache: 'miss' });

    // The technician renamed, then moved to a team out of the caller's scope, then back.
    await t.db.update(technicians).set({ fullName: 'Renamed Technician' }).where(eq(technicians.bpNo, w.tech.bpNo));
    const renamed = await search(w.filter);
    expect(renamed.cache).toBe('miss');
    expect(renamed.body.histories.map((h) => h.technician.fullName)).toEqual(['Renamed Technician', 'Renamed Technician', 'Renamed Technician']);
    await t.db.update(technicians).set({ teamId: theirTeam }).where(eq(technicians.bpNo, w.tech.bpNo));
    expect(await search(w.filter)).toMatchObject({ total: 0, ids: [], cache: 'miss' });
    await t.db.update(technicians).set({ teamId: myTeam }).where(eq(technicians.bpNo, w.tech.bpNo));
    expect(await search(w.filter)).toMatchObject({ total: 3, cache: 'miss' });

    // A customer's name is shown on every row: every result is read again.
    await t.db.update(customers).set({ name: 'Renamed Customer' }).where(eq(customers.number, w.customer.number));
    const renamedCustomer = await search(w.filter);
    expect(renamedCustomer.cache).toBe('miss');
    expect(renamedCustomer.body.histories.find((h) => h.id === w.hit.id)?.customer).toBe('Renamed Customer');

    // A deletion keeps the row in the history, marked deleted.
    await t.db.update(assignments).set({ deletedAt: new Date() }).where(eq(assignments.id, saved.id));
    const afterDeletion = await search(w.filter);
    expect(afterDeletion).toMatchObject({ total: 3, cache: 'miss' });
    expect(afterDeletion.body.histories.find((h) => h.id === saved.id)?.deleted).toBe(true);
    expect(await search(w.filter)).toMatchObject({ total: 3, cache: 'hit' });
  });

  it('pages a cached result by its ids and reads past its end as empty', async () => {
    const w = await sparseWorld();
    const more = [];
    for (let day = 10; day < 21; day++) {
      more.push(await createAssignment(t.db, { technicianBpNo: w.tech.bpNo, workOrderItemId: w.matching.items[0].id, start: `2026-04-${day}T06:00:00Z`, end: `2026-04-${day}T07:00:00Z` }));
    }
    const latestFirst = [...more.map((a) => a.id).reverse(), w.hit.id];
    expect(await search({ ...w.filter, limit: 10 })).toMatchObject({ total: 12, ids: latestFirst.slice(0, 10), cache: 'miss' });
    expect(await search({ ...w.filter, limit: 10, index: 1 })).toMatchObject({ total: 12, ids: latestFirst.slice(10), cache: 'hit' });
    expect(await search({ ...w.filter, limit: 10, index: 2 })).toMatchObject({ total: 12, ids: [], cache: 'hit' });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('serves a result past a writer still running without relabelling it, so its change counts once committed (PostgreSQL)', async () => {
    const w = await sparseWorld();
    expect(await search(w.filter)).toMatchObject({ total: 1, cache: 'miss' });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const hasWritten = new Promise<void>((resolve) => (written = resolve));
    let planned = 0;
    const writer = t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(assignments)
        .values({ technicianBpNo: w.tech.bpNo, workOrderItemId: w.matching.items[0].id, startDate: new Date('2026-06-01T06:00:00Z'), endDate: new Date('2026-06-01T07:00:00Z') })
        .returning({ id: assignments.id });
      planned = row.id;
      written();
      await released;
    });
    await hasWritten;
    // The version moved, but nothing that concerns the result has committed: still the truth.
    await t.db.update(workOrders).set({ description: 'refreshed upstream' }).where(eq(workOrders.id, w.other.order.id));
    expect(await search(w.filter)).toMatchObject({ total: 1, ids: [w.hit.id], cache: 'hit' });
    release();
    await writer;
    // Had the result been relabelled past the running writer's version, its new row would be skipped here.
    expect(await search(w.filter)).toMatchObject({ total: 2, ids: [planned, w.hit.id], cache: 'miss' });
  });

  it('reads a result again once the change log no longer reaches back to it', async () => {
    const w = await sparseWorld();
    expect(await search(w.filter)).toMatchObject({ total: 1, cache: 'miss' });
    await t.db.update(workOrders).set({ description: 'refreshed upstream' }).where(eq(workOrders.id, w.other.order.id));
    await pruneRowChanges(t.db, 0);
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from planning_row_changes`);
    expect(rows[0].n).toBe(0);
    expect(await search(w.filter)).toMatchObject({ total: 1, ids: [w.hit.id], cache: 'miss' });
    expect(await search(w.filter)).toMatchObject({ total: 1, cache: 'hit' });
  });
});
