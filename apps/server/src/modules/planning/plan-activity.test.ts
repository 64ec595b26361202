import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { SchedulePayload } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician } from '../../../test/factories';
import { createCustomer, createWorkOrder } from '../../../test/planning-factories';
import { activityEvents, assignments } from '../../db/schema';

/** Issue 15 "Real sources": every planning save, move and deletion writes an activity event with the change. */
const IST = { 'x-timezone-offset': '180' };
let t: TestApp;
let dispatcher: Record<string, string>;
let dispatcherId: number;
let teamId: number;
let bpNo: string;
let itemIds: number[];
let orderNumber: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-01T12:00:00Z'));
  const org = await createOrganization(t.db, { countryCode: 'TR' });
  teamId = (await createTeam(t.db, { orgunit: org.orgunit })).id;
  bpNo = (await createTechnician(t.db, { teamId, orgunit: org.orgunit })).bpNo;
  const customer = await createCustomer(t.db, { name: 'Anadolu Madencilik' });
  const { order, items } = await createWorkOrder(t.db, { orgunit: org.orgunit, customerNumber: customer.number, serialNumber: 'CAT-777-01' }, { items: 3 });
  orderNumber = order.orderNumber;
  itemIds = items.map((i) => i.id);
  const signedIn = await t.signIn(['DISPATCHER'], [teamId]);
  dispatcher = { ...signedIn.headers, ...IST };
  dispatcherId = signedIn.user.id;
});
afterAll(async () => t?.close());

const change = (key: string, start: string, end: string, extra: Partial<SchedulePayload> = {}): SchedulePayload => ({
  key,
  technicianId: bpNo,
  startDate: Date.parse(start),
  endDate: Date.parse(end),
  workOrderItemId: itemIds[0],
  ...extra,
});

async function save(schedules: SchedulePayload[], deletedSchedulers: { id: number; key: string }[] = []) {
  const res = await t.app.inject({ method: 'POST', url: '/api/save-schedules', headers: dispatcher, payload: { schedules, deletedSchedulers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, string>;
}

const eventsOf = (schedulerId: number) => t.db.select().from(activityEvents).where(eq(activityEvents.schedulerId, schedulerId)).orderBy(asc(activityEvents.id));

describe('activity of planning saves', () => {
  it('records a save, a batch, a move and a deletion with the order, the window and the actor; a refused change records nothing', async () => {
    expect(await save([change('a', '2026-03-02T06:00:00Z', '2026-03-02T08:00:00Z')])).toEqual({ a: 'OK' });
    const [item] = await t.db.select().from(assignments).where(eq(assignments.technicianBpNo, bpNo));
    expect(await eventsOf(item.id)).toEqual([
      expect.objectContaining({
        eventType: 'PLAN_SAVED',
        technicianBpNo: bpNo,
        teamId,
        actorUserId: dispatcherId,
        status: 'INFORMED_SAVED',
        workOrderNo: orderNumber,
        customerName: 'Anadolu Madencilik',
        serialNumber: 'CAT-777-01',
        plannedStart: new Date('2026-03-02T06:00:00Z'),
        plannedEnd: new Date('2026-03-02T08:00:00Z'),
      }),
    ]);

    // The batched path (several new items at once) records each.
    expect(
      await save([
        change('b1', '2026-03-03T06:00:00Z', '2026-03-03T07:00:00Z', { workOrderItemId: itemIds[1] }),
        change('b2', '2026-03-03T08:00:00Z', '2026-03-03T09:00:00Z', { workOrderItemId: itemIds[2] }),
      ]),
    ).toEqual({ b1: 'OK', b2: 'OK' });
    const batch = await t.db.select().from(activityEvents).where(eq(activityEvents.technicianBpNo, bpNo));
    expect(batch.filter((e) => e.eventType === 'PLAN_SAVED')).toHaveLength(3);

    // An overlap is refused: no event.
    expect(await save([change('c', '2026-03-02T07:00:00Z', '2026-03-02T09:00:00Z', { workOrderItemId: itemIds[1] })])).not.toEqual({ c: 'OK' });
    expect(await t.db.select().from(activityEvents).where(eq(activityEvents.technicianBpNo, bpNo))).toHaveLength(3);

    expect(await save([change('m', '2026-03-02T09:00:00Z', '2026-03-02T11:00:00Z', { id: item.id })])).toEqual({ m: 'OK' });
    expect(await save([], [{ id: item.id, key: 'd' }])).toEqual({ d: 'OK' });
    const events = await eventsOf(item.id);
    expect(events.map((e) => e.eventType)).toEqual(['PLAN_SAVED', 'PLAN_UPDATED', 'PLAN_DELETED']);
    expect(events[1].plannedStart).toEqual(new Date('2026-03-02T09:00:00Z'));
    // The deletion reports the window that was freed.
    expect(events[2].plannedEnd).toEqual(new Date('2026-03-02T11:00:00Z'));

    // And the activity page finds them.
    const res = await t.app.inject({ method: 'POST', url: '/api/technician-activities-search', headers: dispatcher, payload: { startDate: '20260301', endDate: '20260301', techBpNo: bpNo } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalRowCount).toBe(5);
  });
});
