import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { DRAFT_MESSAGES, cancelDraftResponse, draftWorkOrdersResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, unique } from '../../../test/factories';
import { createAssignment, createCustomer, createWorkOrder } from '../../../test/planning-factories';
import { createDraftWorkOrder } from '../../../test/draft-factories';
import { activityEvents, draftStatusHistory, drafts, users } from '../../db/schema';

const IST = { 'x-timezone-offset': '180' };
const at = (iso: string) => new Date(iso);

let t: TestApp;
let myOrg: string;
let myTeam: number;
let myTeam2: number;
let theirTeam: number;
let dispatcher: Record<string, string>;
let observer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  myOrg = (await createOrganization(t.db)).orgunit;
  myTeam = (await createTeam(t.db, { orgunit: myOrg })).id;
  myTeam2 = (await createTeam(t.db)).id;
  theirTeam = (await createTeam(t.db)).id;
  dispatcher = { ...(await t.signIn(['DISPATCHER'], [myTeam, myTeam2])).headers, ...IST };
  observer = { ...(await t.signIn(['OBSERVER'], [myTeam, myTeam2])).headers, ...IST };
});
afterAll(async () => t?.close());

async function technicianOf(teamId: number) {
  const team = await t.db.query.teams.findFirst({ where: (x, { eq: e }) => e(x.id, teamId) });
  return createTechnician(t.db, { teamId, orgunit: team!.orgunit });
}
async function list(payload: Record<string, unknown>, headers = dispatcher) {
  return t.app.inject({ method: 'POST', url: '/api/draft/work-orders', headers, payload });
}
async function ok(payload: Record<string, unknown>, headers = dispatcher) {
  const res = await list(payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return draftWorkOrdersResponse.parse(res.json());
}

describe('POST /api/draft/work-orders', () => {
  it('returns the drafts of the local days with status history and planning info, newest first, never of other teams', async () => {
    const tech = await technicianOf(myTeam);
    const other = await technicianOf(theirTeam);
    const customer = await createCustomer(t.db);
    const wo = await createWorkOrder(t.db, { orgunit: myOrg, customerNumber: customer.number, code: 'ZS02' }, { itemOverrides: { jobCode: '043', jobCodeTxt: 'Exit', componentCode: 'C1', componentCodeTxt: 'Engine' } });
    const job = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: wo.items[0].id, start: '2026-08-02T06:00:00Z', end: '2026-08-02T08:00:00Z' });
    const saved = await createDraftWorkOrder(t.db, { technicianBpNo: tech.bpNo, createdAt: at('2026-08-01T05:00:00Z') });
    // 2026-07-31T21:30Z is 2026-08-01 in UTC+3.
    const assigned = await createDraftWorkOrder(t.db, { technicianBpNo: tech.bpNo, createdAt: at('2026-07-31T21:30:00Z'), status: 'ASSIGNED', schedulerId: job.id, history: ['SAVED', 'ASSIGNED'] });
    await createDraftWorkOrder(t.db, { technicianBpNo: tech.bpNo, createdAt: at('2026-07-31T20:30:00Z') });
    await createDraftWorkOrder(t.db, { technicianBpNo: other.bpNo, createdAt: at('2026-08-01T05:00:00Z') });

    const body = await ok({ start: '2026-08-01', end: '2026-08-01', technicians: [tech.bpNo, other.bpNo] });
    expect(body.totalRowCount).toBe(2);
    expect(body.workOrders.map((d) => d.id)).toEqual([saved.id, assigned.id]);
    expect(body.workOrders[0]).toMatchObject({ status: 'SAVED', statusTxt: 'Saved', schedulerId: null, planningOrderNumber: null, technician: { bpNo: tech.bpNo, fullName: tech.fullName } });
    expect(body.workOrders[1]).toMatchObject({
      status: 'ASSIGNED',
      schedulerId: job.id,
      customer: assigned.customerName,
      serialNumber: assigned.serialNumber,
      firstStatusDate: at('2026-07-31T21:30:00Z').getTime(),
      lastStatusDate: at('2026-07-31T22:30:00Z').getTime(),
      planningStartDate: at('2026-08-02T06:00:00Z').getTime(),
      planningEndDate: at('2026-08-02T08:00:00Z').getTime(),
      planningCustomer: customer.name,
      planningWorkOrderDescription: wo.order.description,
      planningOrderNumber: wo.order.orderNumber,
      planningSerialNumber: wo.order.serialNumber,
      planningCode: 'ZS02',
      planningComponentCode: 'C1',
      planningComponentCodeTxt: 'Engine',
      planningJobCode: '043',
      planningJobCodeTxt: 'Exit',
    });
    expect(body.workOrders[1].schedulerStatus.map((s) => [s.status, s.displayName])).toEqual([['SAVED', 'Saved'], ['ASSIGNED', 'Assigned']]);
    expect((await ok({ start: '2026-08-01', end: '2026-08-01', teams: [theirTeam] })).totalRowCount).toBe(0);
    expect((await ok({ start: '2026-08-01', end: '2026-08-01', technicians: [tech.bpNo] }, observer)).totalRowCount).toBe(2);
  });

  it('filters by organization, team, technician, status and serial number, and pages with the total', async () => {
    const tech = await technicianOf(myTeam);
    const tech2 = await technicianOf(myTeam2);
    const marker = unique('D');
    const a = await createDraftWorkOrder(t.db, { technicianBpNo: tech.bpNo, createdAt: at('2026-09-01T06:00:00Z'), serialNumber: `XI-${marker}` });
    const b = await createDraftWorkOrder(t.db, { technicianBpNo: tech.bpNo, createdAt: at('2026-09-01T07:00:00Z'), status: 'CANCELLED' });
    const c = await createDraftWorkOrder(t.db, { technicianBpNo: tech2.bpNo, createdAt: at('2026-09-01T08:00:00Z') });
    const base = { start: '2026-09-01', end: '2026-09-01' };
    const ids = async (payload: Record<string, unknown>) => (await ok({ ...base, ...payload })).workOrders.map((d) => d.id).sort();
    expect(await ids({ technicians: [tech.bpNo, tech2.bpNo] })).toEqual([a.id, b.id, c.id].sort());
    expect(await ids({ organizations: [myOrg], technicians: [tech.bpNo, tech2.bpNo] })).toEqual([a.id, b.id].sort());
    expect(await ids({ teams: [myTeam2], technicians: [tech.bpNo, tech2.bpNo] })).toEqual([c.id]);
    expect(await ids({ technicians: [tech.bpNo], status: ['CANCELLED'] })).toEqual([b.id]);
    expect(await ids({ technicians: [tech.bpNo], status: ['SAVED', 'ASSIGNED'] })).toEqual([a.id]);
    expect(await ids({ technicians: [tech.bpNo, tech2.bpNo], seriNo: marker.toLowerCase() })).toEqual([a.id]);
    // An I typed on a Turkish keyboard ('ı', 'İ') finds the I of a serial number, as in the history and work-order searches.
    expect(await ids({ technicians: [tech.bpNo, tech2.bpNo], seriNo: `xı-${marker}` })).toEqual([a.id]);
    expect(await ids({ technicians: [tech.bpNo, tech2.bpNo], seriNo: `Xİ-${marker}` })).toEqual([a.id]);

    for (let i = 0; i < 27; i++) await createDraftWorkOrder(t.db, { technicianBpNo: tech.bpNo, createdAt: at('2026-09-05T06:00:00Z') });
    const page2 = await ok({ start: '2026-09-05', end: '2026-09-05', technicians: [tech.bpNo], index: 1, limit: 25 });
    expect(page2.totalRowCount).toBe(27);
    expect(page2.workOrders).toHaveLength(2);
  });

  it('refuses invalid filters with a clear 400', async () => {
    const valid = { start: '2026-09-01', end: '2026-09-01', teams: [myTeam] };
    const cases: [Record<string, unknown>, string][] = [
      [{ start: '2026-09-01', end: '2026-09-01' }, DRAFT_MESSAGES.selectionRequired],
      [{ ...valid, start: undefined }, 'Start date is required'],
      [{ ...valid, end: '2026/09/01' }, 'End date must be YYYY-MM-DD'],
      [{ ...valid, start: '2026-09-02' }, DRAFT_MESSAGES.endBeforeStart],
      [{ ...valid, seriNo: 'x'.repeat(31) }, 'Serial number can be a maximum of 30 characters.'],
      [{ ...valid, status: ['OPEN'] }, 'status'],
      [{ ...valid, limit: 10 }, 'limit must be one of 25, 50, 100, 250'],
    ];
    for (const [payload, message] of cases) {
      const res = await list(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("words its refusals in the caller's language (the screen shows them as they come)", async () => {
    const russian = await t.signIn(['DISPATCHER'], [myTeam]);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, russian.user.id));
    const headers = { ...russian.headers, ...IST };
    const noSelection = { start: '2026-09-01', end: '2026-09-01' };
    expect((await list(noSelection, headers)).json().message).toBe('Выберите хотя бы одну организацию, бригаду или техника.');
    expect((await list({ start: '2026-09-02', end: '2026-09-01', teams: [myTeam] }, headers)).json().message).toBe('Дата окончания не может быть раньше даты начала');
    // Everyone else still reads English.
    expect((await list(noSelection)).json().message).toBe(DRAFT_MESSAGES.selectionRequired);
  });
});

describe('POST /api/draft/cancel', () => {
  const cancel = (id: number, headers = dispatcher) => t.app.inject({ method: 'POST', url: '/api/draft/cancel', headers, payload: { id } });
  const historyOf = (id: number) => t.db.select().from(draftStatusHistory).where(eq(draftStatusHistory.draftId, id)).orderBy(asc(draftStatusHistory.id));
  const statusOf = async (id: number) => (await t.db.select({ status: drafts.status }).from(drafts).where(eq(drafts.id, id)))[0].status;

  it('cancels a SAVED draft and records who did it', async () => {
    const tech = await technicianOf(myTeam);
    const draft = await createDraftWorkOrder(t.db, { technicianBpNo: tech.bpNo, createdAt: at('2026-09-10T06:00:00Z') });
    const res = await cancel(draft.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(cancelDraftResponse.parse(res.json())).toEqual({ id: draft.id, status: 'CANCELLED', message: DRAFT_MESSAGES.cancelled });
    expect(await statusOf(draft.id)).toBe('CANCELLED');
    expect((await historyOf(draft.id)).at(-1)).toMatchObject({ status: 'CANCELLED', postedByName: expect.stringContaining('Test') });
    // The list names who cancelled, without an English sentence the history tab would show to every reader as it is.
    const [listed] = (await ok({ start: '2026-09-10', end: '2026-09-10', technicians: [tech.bpNo] })).workOrders;
    expect(listed.schedulerStatus.at(-1)).toMatchObject({ status: 'CANCELLED', detail: null, postedBy: expect.stringContaining('Test') });
    // The activity feed hears of it, in the technician's team.
    const events = await t.db.select().from(activityEvents).where(eq(activityEvents.draftId, draft.id));
    expect(events).toEqual([expect.objectContaining({ eventType: 'DRAFT_CANCELLED', teamId: myTeam, technicianBpNo: tech.bpNo, status: 'CANCELLED', hasDraft: true })]);
  });

  it('refuses ASSIGNED and CANCELLED drafts (409), unknown or out-of-scope ones (404) and OBSERVER (403), changing nothing', async () => {
    const tech = await technicianOf(myTeam);
    const other = await technicianOf(theirTeam);
    const job = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-09-11T06:00:00Z', end: '2026-09-11T07:00:00Z' });
    const assigned = await createDraftWorkOrder(t.db, { technicianBpNo: tech.bpNo, createdAt: at('2026-09-10T06:00:00Z'), status: 'ASSIGNED', schedulerId: job.id });
    const cancelled = await createDraftWorkOrder(t.db, { technicianBpNo: tech.bpNo, createdAt: at('2026-09-10T06:00:00Z'), status: 'CANCELLED' });
    const theirs = await createDraftWorkOrder(t.db, { technicianBpNo: other.bpNo, createdAt: at('2026-09-10T06:00:00Z') });
    const mine = await createDraftWorkOrder(t.db, { technicianBpNo: tech.bpNo, createdAt: at('2026-09-10T06:00:00Z') });
    for (const d of [assigned, cancelled]) {
      const res = await cancel(d.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(DRAFT_MESSAGES.notCancellable);
      expect(await historyOf(d.id)).toHaveLength(1);
      expect(await t.db.select().from(activityEvents).where(eq(activityEvents.draftId, d.id))).toEqual([]);
    }
    const outside = await cancel(theirs.id);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe(DRAFT_MESSAGES.notFound);
    expect(await statusOf(theirs.id)).toBe('SAVED');
    expect((await cancel(2_000_000_000)).statusCode).toBe(404);
    expect((await cancel(mine.id, observer)).statusCode).toBe(403);
    expect(await statusOf(mine.id)).toBe('SAVED');
  });

  it("words the refusal of a draft another dispatcher already cancelled in the caller's language", async () => {
    const tech = await technicianOf(myTeam);
    const cancelled = await createDraftWorkOrder(t.db, { technicianBpNo: tech.bpNo, createdAt: at('2026-09-10T06:00:00Z'), status: 'CANCELLED' });
    const turkish = await t.signIn(['DISPATCHER'], [myTeam]);
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, turkish.user.id));
    const res = await cancel(cancelled.id, { ...turkish.headers, ...IST });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Yalnızca Kaydedildi durumundaki taslak iş emri iptal edilebilir; bu taslak zaten atandı veya iptal edildi.');
    expect((await cancel(2_000_000_000, turkish.headers)).json().message).toBe('Taslak iş emri bulunamadı.');
  });
});
