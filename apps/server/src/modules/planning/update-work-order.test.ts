import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UPDATE_WORK_ORDER_OK, updateWorkOrderResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician } from '../../../test/factories';
import { createAssignment, createWorkOrder } from '../../../test/planning-factories';
import { users } from '../../db/schema';
import { ownStoreUpstream, unknownWorkOrderMessage } from './work-order-upstream';

let t: TestApp;
let mine: { orgunit: string; teamId: number };
let theirs: { orgunit: string };

beforeAll(async () => {
  t = await createTestApp();
  const myOrg = await createOrganization(t.db, { countryCode: 'TR' });
  const myTeam = await createTeam(t.db, { orgunit: myOrg.orgunit });
  const theirOrg = await createOrganization(t.db, { countryCode: 'RU' });
  mine = { orgunit: myOrg.orgunit, teamId: myTeam.id };
  theirs = { orgunit: theirOrg.orgunit };
});
afterAll(async () => t?.close());

const refresh = (headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/update-work-order', headers, payload: payload as object });

describe('POST /api/update-work-order', () => {
  it("answers 'all set' with the order, its live items and who is planned on it", async () => {
    const { order, items } = await createWorkOrder(t.db, { orgunit: mine.orgunit, serialNumber: 'SN-REFRESH-1' }, { items: 2 });
    const tech = await createTechnician(t.db, { orgunit: mine.orgunit, teamId: mine.teamId });
    await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: items[0].id, start: '2026-03-02T06:00:00Z', end: '2026-03-02T08:00:00Z' });
    const { headers } = await t.signIn(['DISPATCHER'], [mine.teamId]);
    // The spec's clients send the number as text; a number is taken too.
    for (const orderNumber of [order.orderNumber, Number(order.orderNumber)]) {
      const res = await refresh(headers, { orderNumber });
      expect(res.statusCode, res.body).toBe(200);
      const body = updateWorkOrderResponse.parse(res.json());
      expect(body.message).toBe(UPDATE_WORK_ORDER_OK);
      expect(body.errorList).toEqual([]);
      expect(body.workOrder?.orderNumber).toBe(order.orderNumber);
      expect(body.workOrder?.serialNumber).toBe('SN-REFRESH-1');
      expect(body.workOrder?.workOrderItems.map((i) => i.id).sort()).toEqual(items.map((i) => i.id).sort());
      expect(body.workOrder?.assigned.map((a) => a.bpNo)).toEqual([tech.bpNo]);
    }
  });

  it('answers an errorList for an unknown order, an order deleted upstream and one outside the caller scope', async () => {
    const { headers } = await t.signIn(['DISPATCHER'], [mine.teamId]);
    const deleted = (await createWorkOrder(t.db, { orgunit: mine.orgunit, deletedAt: new Date() })).order;
    const foreign = (await createWorkOrder(t.db, { orgunit: theirs.orgunit })).order;
    for (const orderNumber of ['999999999999', deleted.orderNumber, foreign.orderNumber]) {
      const res = await refresh(headers, { orderNumber });
      expect(res.statusCode, res.body).toBe(200);
      const body = updateWorkOrderResponse.parse(res.json());
      expect(body.workOrder).toBeNull();
      expect(body.errorList).toEqual([unknownWorkOrderMessage(orderNumber)]);
      expect(body.message).toBe(unknownWorkOrderMessage(orderNumber));
    }
  });

  it("words an unknown order in the caller's language", async () => {
    const { headers, user } = await t.signIn(['DISPATCHER'], [mine.teamId]);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, user.id));
    const body = updateWorkOrderResponse.parse((await refresh(headers, { orderNumber: '999999999998' })).json());
    expect(body.errorList).toEqual(['Заказ-наряд 999999999998 не найден в системе заказ-нарядов.']);
    expect(body.message).toBe(body.errorList[0]);
  });

  it('refuses observers and other roles (403) and anonymous callers (401)', async () => {
    const { order } = await createWorkOrder(t.db, { orgunit: mine.orgunit });
    for (const role of ['OBSERVER', 'CI_COMMITTEE', 'POWER_USER'] as const) {
      const { headers } = await t.signIn([role], [mine.teamId]);
      const res = await refresh(headers, { orderNumber: order.orderNumber });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Sorry, you are not authorized to do this operation');
    }
    expect((await refresh({}, { orderNumber: order.orderNumber })).statusCode).toBe(401);
  });

  it('answers 400 with a clear message for a missing, non-numeric, fractional, negative or too long number', async () => {
    const { headers } = await t.signIn(['DISPATCHER'], [mine.teamId]);
    const cases: [unknown, string][] = [
      [{}, 'orderNumber'],
      [{ orderNumber: '' }, 'Work Order No is required!'],
      [{ orderNumber: '12AB' }, 'digits only'],
      [{ orderNumber: '1234567890123' }, 'at most 12 digits'],
      [{ orderNumber: 12.5 }, 'orderNumber'],
      [{ orderNumber: -5 }, 'orderNumber'],
    ];
    for (const [payload, text] of cases) {
      const res = await refresh(headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(text);
    }
  });

  it('the embedded own-store connector knows live orders only', async () => {
    const upstream = ownStoreUpstream(t.db);
    const { order } = await createWorkOrder(t.db, { orgunit: mine.orgunit });
    const deleted = (await createWorkOrder(t.db, { orgunit: mine.orgunit, deletedAt: new Date() })).order;
    expect(await upstream.refresh(order.orderNumber)).toEqual({ ok: true });
    expect(await upstream.refresh(deleted.orderNumber)).toEqual({ ok: false, errorList: [unknownWorkOrderMessage(deleted.orderNumber)] });
  });
});
