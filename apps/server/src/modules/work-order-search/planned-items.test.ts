import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workOrderPlannedItemsResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician } from '../../../test/factories';
import { createAssignment, createWorkOrder } from '../../../test/planning-factories';
import { users, workOrders } from '../../db/schema';
import { createPlannedItemsService } from './planned-items-service';

let t: TestApp;
let myOrg: string;
let theirOrg: string;
let myTeam: { id: number; name: string };
let otherTeam: { id: number; name: string };
let mine: { bpNo: string; fullName: string };
let notMine: { bpNo: string; fullName: string };
let dispatcher: Awaited<ReturnType<TestApp['signIn']>>;

beforeAll(async () => {
  t = await createTestApp();
  myOrg = (await createOrganization(t.db)).orgunit;
  theirOrg = (await createOrganization(t.db)).orgunit;
  myTeam = await createTeam(t.db, { orgunit: myOrg });
  // A team of the same organization that is not the dispatcher's: the order is in scope, its technicians are not.
  otherTeam = await createTeam(t.db, { orgunit: myOrg });
  mine = await createTechnician(t.db, { teamId: myTeam.id, orgunit: myOrg });
  notMine = await createTechnician(t.db, { teamId: otherTeam.id, orgunit: myOrg });
  dispatcher = await t.signIn(['DISPATCHER'], [myTeam.id]);
});
afterAll(async () => t?.close());

const get = (orderNumber: string, headers = dispatcher.headers) => t.app.inject({ method: 'GET', url: `/api/work-orders/${orderNumber}/planned-items`, headers });

async function ok(orderNumber: string, headers = dispatcher.headers) {
  const res = await get(orderNumber, headers);
  expect(res.statusCode, res.body).toBe(200);
  return workOrderPlannedItemsResponse.parse(res.json());
}

describe('GET /api/work-orders/{orderNumber}/planned-items', () => {
  it("lists the order's planned items of technicians in scope, newest first, live and deleted, with what the drawer shows", async () => {
    const { order, items } = await createWorkOrder(t.db, { orgunit: myOrg }, { items: 2 });
    const first = await createAssignment(t.db, { technicianBpNo: mine.bpNo, workOrderItemId: items[0].id, start: '2026-03-02T06:00:00Z', end: '2026-03-02T08:00:00Z' });
    const removed = await createAssignment(t.db, {
      technicianBpNo: mine.bpNo,
      workOrderItemId: items[1].id,
      start: '2026-03-03T06:00:00Z',
      end: '2026-03-03T07:00:00Z',
      workingStatus: 'INPROCESS',
      deletedAt: new Date(),
    });
    const foreign = await createAssignment(t.db, { technicianBpNo: notMine.bpNo, workOrderItemId: items[0].id, start: '2026-03-04T06:00:00Z', end: '2026-03-04T07:00:00Z' });
    // Another order's item of the same technician is not listed.
    await createAssignment(t.db, { technicianBpNo: mine.bpNo, start: '2026-03-05T06:00:00Z', end: '2026-03-05T07:00:00Z' });

    const expected = (a: typeof first, item: (typeof items)[number], tech: typeof mine, team: typeof myTeam) => ({
      id: a.id,
      workOrderItemId: item.id,
      elementNumber: item.elementNumber,
      technician: { bpNo: tech.bpNo, fullName: tech.fullName },
      team: { id: team.id, name: team.name },
      startDate: a.startDate.getTime(),
      endDate: a.endDate.getTime(),
      orderWekingStatus: a.workingStatus,
      deleted: a.deletedAt !== null,
      shouldBeDeleted: false,
    });
    expect(await ok(order.orderNumber)).toEqual({
      orderNumber: order.orderNumber,
      plannedItems: [expected(removed, items[1], mine, myTeam), expected(first, items[0], mine, myTeam)],
      truncated: false,
    });
    expect((await ok(order.orderNumber)).plannedItems.map((p) => [p.orderWekingStatus, p.deleted])).toEqual([
      ['INPROCESS', true],
      ['INFORMED_SAVED', false],
    ]);
    // OBSERVER of the team reads the same; an all-teams user sees the other team's item too.
    const observer = await t.signIn(['OBSERVER'], [myTeam.id]);
    expect((await ok(order.orderNumber, observer.headers)).plannedItems.map((p) => p.id)).toEqual([removed.id, first.id]);
    const powerUser = await t.signIn(['DISPATCHER', 'POWER_USER']);
    expect((await ok(order.orderNumber, powerUser.headers)).plannedItems).toEqual([
      expected(foreign, items[0], notMine, otherTeam),
      expected(removed, items[1], mine, myTeam),
      expected(first, items[0], mine, myTeam),
    ]);
  });

  it('answers an order without planned items in scope with an empty list, and flags items of an order deleted upstream', async () => {
    const { order, items } = await createWorkOrder(t.db, { orgunit: myOrg });
    expect(await ok(order.orderNumber)).toEqual({ orderNumber: order.orderNumber, plannedItems: [], truncated: false });
    await createAssignment(t.db, { technicianBpNo: notMine.bpNo, workOrderItemId: items[0].id, start: '2026-03-06T06:00:00Z', end: '2026-03-06T07:00:00Z' });
    expect((await ok(order.orderNumber)).plannedItems).toEqual([]);

    const planned = await createAssignment(t.db, { technicianBpNo: mine.bpNo, workOrderItemId: items[0].id, start: '2026-03-07T06:00:00Z', end: '2026-03-07T07:00:00Z' });
    await t.db.update(workOrders).set({ deletedAt: new Date() }).where(eq(workOrders.id, order.id));
    expect((await ok(order.orderNumber)).plannedItems.map((p) => [p.id, p.shouldBeDeleted, p.deleted])).toEqual([[planned.id, true, false]]);
  });

  it("answers an order of another organization exactly like an unknown one, and as the order's notes do, in the caller's language", async () => {
    const { order, items } = await createWorkOrder(t.db, { orgunit: theirOrg });
    const theirTeam = await createTeam(t.db, { orgunit: theirOrg });
    const theirTech = await createTechnician(t.db, { teamId: theirTeam.id, orgunit: theirOrg });
    await createAssignment(t.db, { technicianBpNo: theirTech.bpNo, workOrderItemId: items[0].id, start: '2026-03-02T06:00:00Z', end: '2026-03-02T07:00:00Z' });
    const unknown = '999999999999';
    const russian = await t.signIn(['DISPATCHER'], [myTeam.id]);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, russian.user.id));

    for (const headers of [dispatcher.headers, russian.headers]) {
      const foreign = await get(order.orderNumber, headers);
      const missing = await get(unknown, headers);
      const notes = await t.app.inject({ method: 'GET', url: `/api/assignmentnote/workorder/${order.orderNumber}`, headers });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect({ statusCode: foreign.statusCode, message: foreign.json().message }).toEqual({ statusCode: notes.statusCode, message: notes.json().message });
      expect(foreign.body).not.toContain(theirTech.fullName);
    }
    expect((await get(order.orderNumber)).json().message).toBe('The work order was not found.');
    expect((await get(order.orderNumber, russian.headers)).json().message).toBe('Заказ-наряд не найден.');
  });

  it('finds the order by its number written with leading zeros (docs/decisions/0035)', async () => {
    const key = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
    const { items } = await createWorkOrder(t.db, { orgunit: myOrg, orderNumber: key });
    const planned = await createAssignment(t.db, { technicianBpNo: mine.bpNo, workOrderItemId: items[0].id, start: '2026-03-06T06:00:00Z', end: '2026-03-06T07:00:00Z' });
    const found = await ok(`000${key}`);
    expect(found.orderNumber).toBe(key);
    expect(found.plannedItems.map((p) => p.id)).toEqual([planned.id]);
  });

  it('refuses an order number that is not one with a 400 naming the field, and callers without a search role with a 403', async () => {
    for (const bad of ['abc', '1234567890123', '12a4', '%20']) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain('orderNumber');
    }
    const { order } = await createWorkOrder(t.db, { orgunit: myOrg });
    const admin = await t.signIn(['ADMIN'], [myTeam.id]);
    expect((await get(order.orderNumber, admin.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/work-orders/${order.orderNumber}/planned-items` })).statusCode).toBe(401);
  });

  it('lists at most the limit, the newest, and says there are more', async () => {
    const { order, items } = await createWorkOrder(t.db, { orgunit: myOrg });
    const planned = [];
    for (let day = 10; day < 13; day++) {
      planned.push(await createAssignment(t.db, { technicianBpNo: mine.bpNo, workOrderItemId: items[0].id, start: `2026-03-${day}T06:00:00Z`, end: `2026-03-${day}T07:00:00Z` }));
    }
    const ctx = { user: dispatcher.user as never, scope: { allTeams: false, teamIds: [myTeam.id], orgunits: [myOrg] }, timezoneOffsetMinutes: null };
    const answer = await createPlannedItemsService({ db: t.db, limit: 2 }).plannedItems(order.orderNumber, ctx);
    expect(answer.plannedItems.map((p) => p.id)).toEqual([planned[2].id, planned[1].id]);
    expect(answer.truncated).toBe(true);
    expect((await createPlannedItemsService({ db: t.db, limit: 3 }).plannedItems(order.orderNumber, ctx)).truncated).toBe(false);
  });
});
