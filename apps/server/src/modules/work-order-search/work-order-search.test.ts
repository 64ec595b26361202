import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WORK_ORDER_NO_MESSAGES, workOrderSearchResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, unique } from '../../../test/factories';
import { createAssignment, createCustomer, createWorkOrder } from '../../../test/planning-factories';
import { assignments, workOrders } from '../../db/schema';

let t: TestApp;
let myOrg: string;
let myOtherOrg: string;
let theirOrg: string;
let dispatcher: Record<string, string>;
let observer: Record<string, string>;
let techBpNo: string;

/** A unique order number within MAX_INT (the exact-number search only accepts those). */
const smallOrderNumber = () => String(1_000_000_000 + Math.floor(Math.random() * 1_000_000_000));

beforeAll(async () => {
  t = await createTestApp();
  myOrg = (await createOrganization(t.db)).orgunit;
  myOtherOrg = (await createOrganization(t.db)).orgunit;
  theirOrg = (await createOrganization(t.db)).orgunit;
  const team = await createTeam(t.db, { orgunit: myOrg });
  const team2 = await createTeam(t.db, { orgunit: myOtherOrg });
  techBpNo = (await createTechnician(t.db, { teamId: team.id, orgunit: myOrg })).bpNo;
  dispatcher = (await t.signIn(['DISPATCHER'], [team.id, team2.id])).headers;
  observer = (await t.signIn(['OBSERVER'], [team.id])).headers;
});
afterAll(async () => t?.close());

async function search(payload: Record<string, unknown>, headers = dispatcher) {
  return t.app.inject({ method: 'POST', url: '/api/work-order-search', headers, payload });
}

async function ok(payload: Record<string, unknown>, headers = dispatcher) {
  const res = await search(payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return workOrderSearchResponse.parse(res.json());
}

describe('POST /api/work-order-search', () => {
  it('returns the row fields, matches serial and model numbers as case-insensitive contains and never shows other organizations', async () => {
    const marker = unique('Z').toUpperCase();
    const customer = await createCustomer(t.db);
    const { order } = await createWorkOrder(t.db, {
      orgunit: myOrg,
      customerNumber: customer.number,
      serialNumber: `AB-${marker}-01`,
      modelNumber: `MODEL-${marker}`,
      code: 'ZS01',
      status: 'E0002',
      statusTxt: 'Open',
    });
    await createWorkOrder(t.db, { orgunit: theirOrg, serialNumber: `AB-${marker}-02`, modelNumber: `MODEL-${marker}` });
    await createWorkOrder(t.db, { orgunit: myOrg, serialNumber: `AB-${marker}-03`, deletedAt: new Date() });

    const bySerial = await ok({ seriNo: marker.toLowerCase() });
    expect(bySerial).toEqual({
      workOrders: [
        {
          id: order.id,
          orderNumber: order.orderNumber,
          code: 'ZS01',
          status: 'E0002',
          statusTxt: 'Open',
          customer: customer.name,
          customerNumber: customer.number,
          modelNumber: `MODEL-${marker}`,
          serialNumber: `AB-${marker}-01`,
          description: order.description,
        },
      ],
      totalRowCount: 1,
      totalRowCountIsLowerBound: false,
    });
    expect((await ok({ modelNo: `model-${marker}` })).workOrders.map((w) => w.id)).toEqual([order.id]);
    // Asking for the other organization explicitly changes nothing: it is outside the scope.
    expect((await ok({ organizations: [theirOrg], modelNo: marker })).totalRowCount).toBe(0);
    // Pattern characters are literal.
    expect((await ok({ seriNo: '%' })).totalRowCount).toBe(0);
    // OBSERVER reads (its scope has myOrg too).
    expect((await ok({ seriNo: marker }, observer)).totalRowCount).toBe(1);
  });

  it("finds a serial or model number with an I typed as a Turkish keyboard writes it ('ı', 'İ')", async () => {
    const marker = unique('T').toUpperCase().replace(/I/g, 'X');
    const { order } = await createWorkOrder(t.db, { orgunit: myOrg, serialNumber: `KI${marker}`, modelNumber: `D6R II ${marker}` });
    for (const typed of [`kı${marker}`, `Kİ${marker}`, `ki${marker}`]) expect((await ok({ seriNo: typed })).workOrders.map((w) => w.id), typed).toEqual([order.id]);
    for (const typed of [`d6r ıı ${marker}`, `D6R İİ ${marker}`]) expect((await ok({ modelNo: typed })).workOrders.map((w) => w.id), typed).toEqual([order.id]);
  });

  it('filters by organization, customer, MDA, live assignment and exact work order number', async () => {
    const marker = unique('M');
    const customer = await createCustomer(t.db);
    const plain = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker, orderNumber: smallOrderNumber() });
    const mda = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker, isMda: true, customerNumber: customer.number });
    const other = await createWorkOrder(t.db, { orgunit: myOtherOrg, modelNumber: marker });
    const assigned = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker });
    await createAssignment(t.db, { technicianBpNo: techBpNo, workOrderItemId: assigned.items[0].id, start: '2026-03-02T06:00:00Z', end: '2026-03-02T07:00:00Z' });
    const onceAssigned = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker });
    await createAssignment(t.db, {
      technicianBpNo: techBpNo,
      workOrderItemId: onceAssigned.items[0].id,
      start: '2026-03-03T06:00:00Z',
      end: '2026-03-03T07:00:00Z',
      deletedAt: new Date(),
    });

    const ids = async (payload: Record<string, unknown>) => (await ok({ modelNo: marker, ...payload })).workOrders.map((w) => w.id).sort();
    const sorted = (...orders: { order: { id: number } }[]) => orders.map((o) => o.order.id).sort();
    expect(await ids({})).toEqual(sorted(plain, mda, other, assigned, onceAssigned));
    expect(await ids({ organizations: [myOtherOrg] })).toEqual(sorted(other));
    expect(await ids({ customers: [customer.number] })).toEqual(sorted(mda));
    expect(await ids({ onlyMDA: true })).toEqual(sorted(mda));
    expect(await ids({ onlyMDA: false })).toEqual(sorted(plain, mda, other, assigned, onceAssigned));
    expect(await ids({ onlyAssigned: true })).toEqual(sorted(assigned));
    expect(await ids({ workOrderNo: plain.order.orderNumber })).toEqual(sorted(plain));
    expect(await ids({ workOrderNo: Number(plain.order.orderNumber) })).toEqual(sorted(plain));
    expect(await ids({ workOrderNo: null })).toHaveLength(5);
  });

  it('matches a work order number typed or stored with leading zeros and surrounding spaces (SAP exports pad to 12 digits)', async () => {
    const marker = unique('Z');
    const plainNumber = smallOrderNumber();
    const paddedNumber = smallOrderNumber();
    const plain = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker, orderNumber: plainNumber });
    const padded = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker, orderNumber: `00${paddedNumber}` });
    const found = async (workOrderNo: string) => (await ok({ workOrderNo })).workOrders.map((w) => w.id);
    for (const typed of [plainNumber, `00${plainNumber}`, ` ${plainNumber} `, ` 0${plainNumber}`]) expect(await found(typed), typed).toEqual([plain.order.id]);
    for (const typed of [paddedNumber, `00${paddedNumber}`, ` ${paddedNumber} `]) expect(await found(typed), typed).toEqual([padded.order.id]);
    // The row answers the order number as stored.
    expect((await ok({ workOrderNo: paddedNumber })).workOrders[0].orderNumber).toBe(`00${paddedNumber}`);
  });

  it('sorts by order number as a number, newest first: 999 before 1000 would be text order', async () => {
    const marker = unique('N');
    const nineDigits = String(900_000_000 + Math.floor(Math.random() * 99_999_999));
    const tenDigits = smallOrderNumber();
    const paddedNine = String(500_000_000 + Math.floor(Math.random() * 99_999_999));
    for (const orderNumber of [nineDigits, tenDigits, `00${paddedNine}`]) await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker, orderNumber });
    expect((await ok({ modelNo: marker })).workOrders.map((w) => w.orderNumber)).toEqual([tenDigits, nineDigits, `00${paddedNine}`]);
  });

  it('pages in SQL: sorted by order number descending, with the total of all pages', async () => {
    const marker = unique('P');
    const base = 1_500_000_000 + Math.floor(Math.random() * 400_000_000);
    for (let i = 0; i < 30; i++) await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker, orderNumber: String(base + i) });
    const first = await ok({ modelNo: marker, index: 0, limit: 25 });
    expect(first.totalRowCount).toBe(30);
    expect(first.workOrders.map((w) => w.orderNumber)).toEqual(Array.from({ length: 25 }, (_, i) => String(base + 29 - i)));
    const second = await ok({ modelNo: marker, index: 1, limit: 25 });
    expect(second).toMatchObject({ totalRowCount: 30 });
    expect(second.workOrders.map((w) => w.orderNumber)).toEqual(Array.from({ length: 5 }, (_, i) => String(base + 4 - i)));
    expect((await ok({ modelNo: marker, index: 2, limit: 25 })).workOrders).toEqual([]);
  });

  it('counts a filter once while nothing changes, and never answers a total that a change made wrong', async () => {
    const marker = unique('C');
    const first = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker });
    await createWorkOrder(t.db, { orgunit: myOtherOrg, modelNumber: marker });
    const totalOf = async (payload: Record<string, unknown>, headers = dispatcher) => {
      const res = await search({ modelNo: marker, ...payload }, headers);
      expect(res.statusCode, res.body).toBe(200);
      return { total: workOrderSearchResponse.parse(res.json()).totalRowCount, cache: res.headers['x-total-cache'] };
    };

    expect(await totalOf({})).toEqual({ total: 2, cache: 'miss' });
    expect(await totalOf({})).toEqual({ total: 2, cache: 'hit' });
    // The page is not part of the key; the scope is (the observer sees only myOrg).
    expect(await totalOf({ index: 1, limit: 50 })).toEqual({ total: 2, cache: 'hit' });
    expect(await totalOf({}, observer)).toEqual({ total: 1, cache: 'miss' });

    // A new order, a changed order, a live and then a deleted assignment: each changes the next total.
    await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker });
    expect(await totalOf({})).toEqual({ total: 3, cache: 'miss' });
    await t.db.update(workOrders).set({ modelNumber: 'something else' }).where(eq(workOrders.id, first.order.id));
    expect(await totalOf({})).toEqual({ total: 2, cache: 'miss' });
    expect(await totalOf({ onlyAssigned: true })).toEqual({ total: 0, cache: 'miss' });
    const assigned = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker });
    const assignment = await createAssignment(t.db, { technicianBpNo: techBpNo, workOrderItemId: assigned.items[0].id, start: '2026-03-09T06:00:00Z', end: '2026-03-09T07:00:00Z' });
    expect(await totalOf({ onlyAssigned: true })).toEqual({ total: 1, cache: 'miss' });
    expect(await totalOf({ onlyAssigned: true })).toEqual({ total: 1, cache: 'hit' });
    await t.db.update(assignments).set({ deletedAt: new Date() }).where(eq(assignments.id, assignment.id));
    expect(await totalOf({ onlyAssigned: true })).toEqual({ total: 0, cache: 'miss' });
  });

  it.runIf(process.env.TEST_DATABASE_URL)('never caches a total counted while a writer that changed the data is still running (PostgreSQL)', async () => {
    const marker = unique('W');
    const order = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: marker });
    const totalOf = async () => {
      const res = await search({ modelNo: marker });
      return { total: workOrderSearchResponse.parse(res.json()).totalRowCount, cache: res.headers['x-total-cache'] };
    };
    expect(await totalOf()).toEqual({ total: 1, cache: 'miss' });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const hasUpdated = new Promise<void>((resolve) => (updated = resolve));
    const writer = t.db.transaction(async (tx) => {
      await tx.update(workOrders).set({ deletedAt: new Date() }).where(eq(workOrders.id, order.order.id));
      updated();
      await released;
    });
    await hasUpdated;
    // Not committed yet: still 1, counted but not cached.
    expect(await totalOf()).toEqual({ total: 1, cache: 'bypass' });
    release();
    await writer;
    expect(await totalOf()).toEqual({ total: 0, cache: 'miss' });
    expect(await totalOf()).toEqual({ total: 0, cache: 'hit' });
  });

  it('refuses invalid filters with a clear 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ workOrderNo: '' }, WORK_ORDER_NO_MESSAGES.required],
      [{ workOrderNo: '  ' }, WORK_ORDER_NO_MESSAGES.required],
      [{ workOrderNo: '12ab' }, WORK_ORDER_NO_MESSAGES.numeric],
      [{ workOrderNo: '1234567890123' }, WORK_ORDER_NO_MESSAGES.tooLong],
      [{ workOrderNo: '2147483648' }, WORK_ORDER_NO_MESSAGES.tooLarge],
      [{ limit: 30 }, 'limit must be one of 25, 50, 100, 250'],
      [{ index: -1 }, 'index'],
      [{ seriNo: 'x'.repeat(31) }, 'Serial number can be a maximum of 30 characters.'],
    ];
    for (const [payload, message] of cases) {
      const res = await search(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('gives a dispatcher without teams an empty page, and other roles 403', async () => {
    const lonely = (await t.signIn(['DISPATCHER'])).headers;
    expect(await ok({}, lonely)).toEqual({ workOrders: [], totalRowCount: 0, totalRowCountIsLowerBound: false });
    const admin = (await t.signIn(['ADMIN'])).headers;
    expect((await search({}, admin)).statusCode).toBe(403);
  });
});
