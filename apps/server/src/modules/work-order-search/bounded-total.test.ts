import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { workOrderSearchResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, unique } from '../../../test/factories';
import { createAssignment, createWorkOrder } from '../../../test/planning-factories';
import { workOrders } from '../../db/schema';

/** docs/decisions/0027-bounded-search-totals.md: totals are exact up to SEARCH_TOTAL_BOUND, here 5. */
const BOUND = 5;

let t: TestApp;
let myOrg: string;
let techBpNo: string;
let dispatcher: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ config: { SEARCH_TOTAL_BOUND: BOUND } });
  myOrg = (await createOrganization(t.db)).orgunit;
  const team = await createTeam(t.db, { orgunit: myOrg });
  techBpNo = (await createTechnician(t.db, { teamId: team.id, orgunit: myOrg })).bpNo;
  dispatcher = (await t.signIn(['DISPATCHER'], [team.id])).headers;
});
afterAll(async () => t?.close());

async function page(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/work-order-search', headers: dispatcher, payload });
  expect(res.statusCode, res.body).toBe(200);
  const body = workOrderSearchResponse.parse(res.json());
  return { total: body.totalRowCount, lowerBound: body.totalRowCountIsLowerBound, rows: body.workOrders.map((w) => w.orderNumber), cache: res.headers['x-total-cache'] };
}

describe('POST /api/work-order-search: bounded totals', () => {
  it('answers the exact total up to the bound, and the bound with totalRowCountIsLowerBound above it', async () => {
    const marker = unique('B');
    const { customerNumber } = (await createWorkOrder(t.db, { orgunit: myOrg })).order;
    const orders: string[] = [];
    for (let i = 0; i < BOUND; i++) orders.push((await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker, customerNumber })).order.orderNumber);
    const newestFirst = () => [...orders].sort((a, b) => Number(b) - Number(a));

    // Exactly the bound: still exact.
    expect(await page({ modelNo: marker, limit: 25 })).toEqual({ total: BOUND, lowerBound: false, rows: newestFirst(), cache: 'miss' });

    // One more: the count stops at the bound + 1, so the answer is "more than 5".
    const sixth = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker, customerNumber });
    orders.push(sixth.order.orderNumber);
    expect(await page({ modelNo: marker, limit: 25 })).toEqual({ total: BOUND, lowerBound: true, rows: newestFirst(), cache: 'miss' });
    // The bounded total is cached like an exact one, flag and all.
    expect(await page({ modelNo: marker, limit: 25 })).toMatchObject({ total: BOUND, lowerBound: true, cache: 'hit' });
    // A page past the bound is still read, from the cached bounded total too: rows exist there (past an exact
    // total the page would be answered empty without a query).
    for (let i = 0; i < 21; i++) orders.push((await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker, customerNumber })).order.orderNumber);
    expect(await page({ modelNo: marker, limit: 25 })).toMatchObject({ total: BOUND, lowerBound: true, rows: newestFirst().slice(0, 25), cache: 'miss' });
    expect(await page({ modelNo: marker, limit: 25, index: 1 })).toEqual({ total: BOUND, lowerBound: true, rows: newestFirst().slice(25), cache: 'hit' });
    expect((await page({ modelNo: marker, limit: 25, index: 2 })).rows).toEqual([]);
    for (const orderNumber of orders.splice(BOUND + 1)) await t.db.update(workOrders).set({ deletedAt: new Date() }).where(eq(workOrders.orderNumber, orderNumber));

    // Back to the bound: exact again (the write moved the data version).
    await t.db.update(workOrders).set({ deletedAt: new Date() }).where(eq(workOrders.id, sixth.order.id));
    orders.pop();
    expect(await page({ modelNo: marker, limit: 25 })).toEqual({ total: BOUND, lowerBound: false, rows: newestFirst(), cache: 'miss' });
  });

  it('bounds the other filters too (organizations and live assignments): exact below, the bound above', async () => {
    const marker = unique('A');
    const assigned: string[] = [];
    for (let i = 0; i < BOUND + 2; i++) {
      const wo = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker });
      if (i < 3) {
        await createAssignment(t.db, { technicianBpNo: techBpNo, workOrderItemId: wo.items[0].id, start: `2026-05-0${i + 1}T06:00:00Z`, end: `2026-05-0${i + 1}T07:00:00Z` });
        assigned.push(wo.order.orderNumber);
      }
    }
    expect(await page({ modelNo: marker, organizations: [myOrg], onlyAssigned: true })).toMatchObject({ total: 3, lowerBound: false });
    // One page holds every row of the filter, more than the total says: the total is a lower bound.
    expect(await page({ modelNo: marker, organizations: [myOrg] })).toMatchObject({ total: BOUND, lowerBound: true, rows: expect.any(Array) });
    expect((await page({ modelNo: marker, organizations: [myOrg] })).rows).toHaveLength(BOUND + 2);
    // Every organization of the scope, no other criteria: the broadest filter (other tests' orders count too).
    expect(await page({})).toMatchObject({ total: BOUND, lowerBound: true });
  });
});

describe('OpenAPI description of the bounded totals', () => {
  it('describes totalRowCountIsLowerBound in both searches\' answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, { post: { description: string; responses: Record<string, unknown> } }> };
    for (const path of ['/api/work-order-search', '/api/history-search']) {
      const { description, responses } = doc.paths[path].post;
      expect(description, path).toContain('SEARCH_TOTAL_BOUND');
      expect(JSON.stringify(responses['200']), path).toContain('"totalRowCountIsLowerBound":{"type":"boolean","description":"true: more than totalRowCount rows match');
    }
  });
});
