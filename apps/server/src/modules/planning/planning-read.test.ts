import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  planningWorkOrdersResponse,
  techniciansWithSchedulesResponse,
  trainingVacationsResponse,
  type PlanningTechnician,
  type WorkOrder,
} from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician } from '../../../test/factories';
import { createAssignment, createTrainingVacation, createWorkOrder } from '../../../test/planning-factories';
import { assignmentStatusHistory, assignmentWorkAmounts, attachments, teamWorkingHours, workOrderItems, workOrders } from '../../db/schema';

/** The searched day 2026-03-02 in Istanbul (UTC+3) is [2026-03-01T21:00Z, 2026-03-02T21:00Z). */
const DAY = '2026-03-02';
const IST = { 'x-timezone-offset': '180' };
const at = (iso: string) => new Date(iso).getTime();

let t: TestApp;
let mine: { orgunit: string; teamId: number };
let theirs: { orgunit: string; teamId: number };
let dispatcher: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const myOrg = await createOrganization(t.db, { countryCode: 'TR', workHourStartTime: '07:30', workHourEndTime: '16:30' });
  const myTeam = await createTeam(t.db, { orgunit: myOrg.orgunit });
  await t.db.insert(teamWorkingHours).values({ teamId: myTeam.id, startTime: '08:00', endTime: '18:00' });
  const theirOrg = await createOrganization(t.db, { countryCode: 'RU' });
  const theirTeam = await createTeam(t.db, { orgunit: theirOrg.orgunit });
  mine = { orgunit: myOrg.orgunit, teamId: myTeam.id };
  theirs = { orgunit: theirOrg.orgunit, teamId: theirTeam.id };
  dispatcher = { ...(await t.signIn(['DISPATCHER'], [mine.teamId])).headers, ...IST };
});
afterAll(async () => t?.close());

async function grid(headers: Record<string, string>, teams: number[], searchDate: string | number = DAY) {
  return t.app.inject({ method: 'POST', url: '/api/technicians-with-schedules', headers, payload: { teams: teams.map((id) => ({ id })), searchDate } });
}

async function technicianOnGrid(bpNo: string, headers = dispatcher, searchDate: string | number = DAY): Promise<PlanningTechnician> {
  const res = await grid(headers, [mine.teamId], searchDate);
  expect(res.statusCode, res.body).toBe(200);
  const body = techniciansWithSchedulesResponse.parse(res.json());
  const tech = body.technicians.find((x) => x.bpNo === bpNo);
  expect(tech, `${bpNo} on the grid`).toBeDefined();
  return tech!;
}

describe('POST /api/technicians-with-schedules', () => {
  it("returns each technician with organization, team, working hours and the day's items plus the nearest neighbours", async () => {
    const tech = await createTechnician(t.db, { teamId: mine.teamId, orgunit: mine.orgunit });
    const wo = await createWorkOrder(t.db, { orgunit: mine.orgunit, crmStatus: 'OPEN' });
    const twoDaysBefore = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-02-27T06:00:00Z', end: '2026-02-27T08:00:00Z' });
    const before = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-02-28T06:00:00Z', end: '2026-02-28T08:00:00Z' });
    const onDay = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: wo.items[0].id, start: '2026-03-02T05:00:00Z', end: '2026-03-02T07:00:00Z', workingStatus: 'ACCEPT' });
    // Starts the evening before (local) and runs into the day: it touches the day.
    const overnight = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-01T19:00:00Z', end: '2026-03-01T22:00:00Z' });
    const deletedOnDay = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-02T08:00:00Z', end: '2026-03-02T09:00:00Z', deletedAt: new Date() });
    const after = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-04T06:00:00Z', end: '2026-03-04T08:00:00Z' });
    const later = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-05T06:00:00Z', end: '2026-03-05T08:00:00Z' });

    const row = await technicianOnGrid(tech.bpNo);
    expect(row.schedulers.map((s) => s.id)).toEqual([before.id, overnight.id, onDay.id, after.id]);
    for (const hidden of [twoDaysBefore, deletedOnDay, later]) expect(row.schedulers.map((s) => s.id)).not.toContain(hidden.id);
    expect(row.organization).toMatchObject({ orgunit: mine.orgunit, countryCode: 'TR', workHourStartTime: '07:30:00' });
    expect(row.team).toMatchObject({ id: mine.teamId, workingHours: [{ startTime: '08:00:00', endTime: '18:00:00' }], organization: { orgunit: mine.orgunit } });
    expect(row).toMatchObject({ id: tech.bpNo, fullName: tech.fullName, warning: false, shouldBeDeletedTechnician: false });

    const job = row.schedulers.find((s) => s.id === onDay.id)!;
    expect(job).toMatchObject({
      startDate: at('2026-03-02T05:00:00Z'),
      endDate: at('2026-03-02T07:00:00Z'),
      technicianId: tech.bpNo,
      technician: { bpNo: tech.bpNo, fullName: tech.fullName },
      orderWekingStatus: 'ACCEPT',
      orderType: 'workorder',
      workOrderStatus: 'E0002',
      jobType: '010',
      shouldBeDeleted: false,
      trainingVacation: null,
    });
    expect(job.workOrderItem).toMatchObject({ id: wo.items[0].id, elementNumber: '0010', workOrder: { id: wo.order.id, orderNumber: wo.order.orderNumber, crmStatus: 'OPEN', deleted: false } });
    expect(job.schedulerStatus).toEqual([expect.objectContaining({ status: 'ACCEPT', displayName: 'Accepted', detail: 'Planned by a factory', postedBy: 'Factory' })]);
  });

  it('lists the status history oldest first and carries attachments, work amounts and training/vacation items', async () => {
    const tech = await createTechnician(t.db, { teamId: mine.teamId, orgunit: mine.orgunit });
    const job = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-02T05:00:00Z', end: '2026-03-02T07:00:00Z', workingStatus: 'ONSITE' });
    await t.db.insert(assignmentStatusHistory).values([
      { assignmentId: job.id, status: 'ONSITE', detail: 'Arrived', postedByName: 'Mobile', postedAt: new Date('2026-03-02T05:10:00Z') },
      { assignmentId: job.id, status: 'ACCEPT', detail: 'Accepted', postedByName: 'Mobile', postedAt: new Date('2026-03-02T04:00:00Z') },
    ]);
    await t.db.insert(attachments).values({ assignmentId: job.id, fileName: 'photo', extension: 'jpg', mimeType: 'image/jpeg', sizeBytes: 10, blobKey: `k-${job.id}`, sha256: 'x', createdByName: 'Mobile' });
    await t.db.insert(assignmentWorkAmounts).values({ assignmentId: job.id, workingHourType: 'NORMAL_WORK', amount: '1.5' });
    const training = await createTrainingVacation(t.db, { type: 'TRAINING', name: 'Hydraulics course' });
    const course = await createAssignment(t.db, { technicianBpNo: tech.bpNo, trainingVacationId: training.id, start: '2026-03-02T10:00:00Z', end: '2026-03-02T14:00:00Z', workingStatus: 'OFFDAY' });

    const row = await technicianOnGrid(tech.bpNo);
    const stored = row.schedulers.find((s) => s.id === job.id)!;
    const postDates = stored.schedulerStatus.map((h) => h.postDate);
    expect(postDates).toEqual([...postDates].sort((a, b) => a - b));
    const details = stored.schedulerStatus.map((h) => h.detail);
    expect(details.indexOf('Accepted')).toBeLessThan(details.indexOf('Arrived'));
    expect(stored.schedulerStatus.find((h) => h.detail === 'Arrived')).toMatchObject({ status: 'ONSITE', displayName: 'On site', postedBy: 'Mobile' });
    expect(stored.attachmentList).toEqual([expect.objectContaining({ fileName: 'photo', extension: 'jpg', createdFullname: 'Mobile' })]);
    expect(stored.workAmount).toEqual([{ workingHourType: 'NORMAL_WORK', amount: 1.5 }]);
    const offday = row.schedulers.find((s) => s.id === course.id)!;
    expect(offday).toMatchObject({ orderType: 'training', orderWekingStatus: 'OFFDAY', workOrderItem: null, jobType: 'TRAINING', trainingVacation: { id: training.id, name: 'Hydraulics course' } });
  });

  it('carries what the deleted-work-order and deleted-technician dialogs show', async () => {
    const tech = await createTechnician(t.db, { teamId: mine.teamId, orgunit: mine.orgunit, shouldBeDeleted: true, warning: true });
    const wo = await createWorkOrder(t.db, { orgunit: mine.orgunit, crmStatus: 'DELETED', status: 'E0009', description: 'Engine overhaul', segmentCode: 'SEG7' }, { itemOverrides: { segmentCode: 'S1' } });
    await t.db.update(workOrders).set({ deletedAt: new Date() }).where(eq(workOrders.id, wo.order.id));
    const job = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: wo.items[0].id, start: '2026-03-02T05:00:00Z', end: '2026-03-02T07:00:00Z' });
    const flagged = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-02T08:00:00Z', end: '2026-03-02T09:00:00Z', shouldBeDeleted: true });
    const other = await createWorkOrder(t.db, { orgunit: mine.orgunit });
    await t.db.update(workOrderItems).set({ deletedAt: new Date() }).where(eq(workOrderItems.id, other.items[0].id));
    const itemGone = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: other.items[0].id, start: '2026-03-02T10:00:00Z', end: '2026-03-02T11:00:00Z' });

    const row = await technicianOnGrid(tech.bpNo);
    expect(row.shouldBeDeletedTechnician).toBe(true);
    expect(row.warning).toBe(true);
    const deleted = row.schedulers.find((s) => s.id === job.id)!;
    expect(deleted.shouldBeDeleted).toBe(true);
    // Deleted item row: item, description, customer, full name, work-order status, start/end, CRM status, segment code, deleted technician.
    expect(deleted.workOrderItem).toMatchObject({ elementNumber: '0010', segmentCode: 'S1', workOrder: { description: 'Engine overhaul', customer: expect.any(String), status: 'E0009', crmStatus: 'DELETED', segmentCode: 'SEG7', deleted: true } });
    expect(deleted.technician.fullName).toBe(tech.fullName);
    expect(row.schedulers.find((s) => s.id === flagged.id)!.shouldBeDeleted).toBe(true);
    expect(row.schedulers.find((s) => s.id === itemGone.id)!.shouldBeDeleted).toBe(true);
  });

  it("takes the day from X-Timezone-Offset, else from the technician's country zone", async () => {
    const tech = await createTechnician(t.db, { teamId: mine.teamId, orgunit: mine.orgunit });
    // 01:00-02:00 on 2 March in Istanbul, still 1 March in UTC.
    const early = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-01T22:00:00Z', end: '2026-03-01T23:00:00Z' });
    const { 'x-timezone-offset': _offset, ...noZone } = dispatcher;
    void _offset;
    const inUtc = await technicianOnGrid(tech.bpNo, { ...noZone, 'x-timezone-offset': '0' });
    expect(inUtc.schedulers).toEqual([expect.objectContaining({ id: early.id })]);
    expect(inUtc.schedulers[0].startDate).toBeLessThan(at('2026-03-02T00:00:00Z'));
    // Without the header the country (TR, Europe/Istanbul) decides: the item is on the day, not a marker.
    const byCountry = await technicianOnGrid(tech.bpNo, noZone);
    expect(byCountry.schedulers.map((s) => s.id)).toEqual([early.id]);
    // An epoch-ms searchDate names the local day of that instant: 2026-03-02T00:30 Istanbul.
    const byInstant = await technicianOnGrid(tech.bpNo, dispatcher, at('2026-03-01T21:30:00Z'));
    expect(byInstant.schedulers.map((s) => s.id)).toEqual([early.id]);
  });

  it("ignores requested teams outside the caller's scope and inactive technicians", async () => {
    const foreign = await createTechnician(t.db, { teamId: theirs.teamId, orgunit: theirs.orgunit });
    const inactive = await createTechnician(t.db, { teamId: mine.teamId, orgunit: mine.orgunit, active: false });
    const res = await grid(dispatcher, [mine.teamId, theirs.teamId]);
    expect(res.statusCode).toBe(200);
    const bpNos = res.json().technicians.map((x: { bpNo: string }) => x.bpNo);
    expect(bpNos).not.toContain(foreign.bpNo);
    expect(bpNos).not.toContain(inactive.bpNo);
    expect(bpNos.length).toBeGreaterThan(0);
    const onlyTheirs = await grid(dispatcher, [theirs.teamId]);
    expect(onlyTheirs.json()).toEqual({ technicians: [] });
  });

  it('orders the technicians by name with Turkish collation (Ç after C, İ after I, Ö after O), not by code point', async () => {
    const team = await createTeam(t.db, { orgunit: mine.orgunit });
    const names = ['Yasin Tunç', 'Ömer Kocabaş', 'Osman Güven', 'Oğuzhan Kaplan', 'İsmail Çakır', 'Irmak Su', 'Sinan Çelik', 'Sinan Yıldırım', 'Cem Şen', 'Cem Sarı'];
    for (const fullName of names) await createTechnician(t.db, { teamId: team.id, orgunit: mine.orgunit, fullName });
    const headers = { ...(await t.signIn(['DISPATCHER'], [team.id])).headers, ...IST };
    const res = await grid(headers, [team.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().technicians.map((x: { fullName: string }) => x.fullName)).toEqual([
      'Cem Sarı', 'Cem Şen', 'Irmak Su', 'İsmail Çakır', 'Oğuzhan Kaplan', 'Osman Güven', 'Ömer Kocabaş', 'Sinan Çelik', 'Sinan Yıldırım', 'Yasin Tunç',
    ]);
  });

  it('lets OBSERVER and CI users read, and refuses roles outside the planning screen', async () => {
    const tech = await createTechnician(t.db, { teamId: mine.teamId, orgunit: mine.orgunit });
    for (const role of ['OBSERVER', 'CI_BOARD_USER', 'CI_COMMITTEE'] as const) {
      const { headers } = await t.signIn([role], [mine.teamId]);
      const res = await grid({ ...headers, ...IST }, [mine.teamId]);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().technicians.map((x: { bpNo: string }) => x.bpNo)).toContain(tech.bpNo);
    }
    const { headers: admin } = await t.signIn(['POWER_USER']);
    expect((await grid(admin, [mine.teamId])).statusCode).toBe(403);
  });

  it('answers bad input with a 400 naming the problem', async () => {
    const noTeam = await grid(dispatcher, []);
    expect(noTeam.statusCode).toBe(400);
    expect(noTeam.json().message).toContain('Please pick a team');
    const impossible = await grid(dispatcher, [mine.teamId], '2026-02-30');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toContain('searchDate');
    const garbage = await grid(dispatcher, [mine.teamId], 'tomorrow');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toContain('searchDate');
    const missing = await t.app.inject({ method: 'POST', url: '/api/technicians-with-schedules', headers: dispatcher, payload: { teams: [{ id: mine.teamId }] } });
    expect(missing.statusCode).toBe(400);
  });
});

describe('POST /api/work-orders', () => {
  async function workOrdersOf(orgunits: string[], headers = dispatcher) {
    const res = await t.app.inject({ method: 'POST', url: '/api/work-orders', headers, payload: { organizations: orgunits.map((orgunit) => ({ orgunit })), searchDate: DAY } });
    expect(res.statusCode, res.body).toBe(200);
    return planningWorkOrdersResponse.parse(res.json()).workOrders;
  }

  it('lists live orders planned within [day - 30, day + 90] or without plan dates, with live items and who is assigned, sorted by planTo', async () => {
    const org = mine.orgunit;
    const late = await createWorkOrder(t.db, { orgunit: org, planFrom: new Date('2026-03-10T06:00:00Z'), planTo: new Date('2026-05-20T06:00:00Z'), crmStatus: 'OPEN' }, { items: 2 });
    const soon = await createWorkOrder(t.db, { orgunit: org, planFrom: new Date('2026-01-01T06:00:00Z'), planTo: new Date('2026-03-03T06:00:00Z') });
    const undated = await createWorkOrder(t.db, { orgunit: org, simStage: '0160' });
    const tooOld = await createWorkOrder(t.db, { orgunit: org, planTo: new Date('2026-01-20T06:00:00Z') });
    const tooFar = await createWorkOrder(t.db, { orgunit: org, planFrom: new Date('2026-06-10T06:00:00Z') });
    const deleted = await createWorkOrder(t.db, { orgunit: org, deletedAt: new Date() });
    const foreign = await createWorkOrder(t.db, { orgunit: theirs.orgunit });
    await t.db.update(workOrderItems).set({ deletedAt: new Date() }).where(eq(workOrderItems.id, late.items[1].id));
    const tech = await createTechnician(t.db, { teamId: mine.teamId, orgunit: org });
    await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: late.items[0].id, start: '2026-03-10T06:00:00Z', end: '2026-03-10T08:00:00Z' });
    await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: late.items[0].id, start: '2026-03-11T06:00:00Z', end: '2026-03-11T08:00:00Z', deletedAt: new Date() });

    const orders = await workOrdersOf([org, theirs.orgunit]);
    const ids = orders.map((o) => o.id);
    for (const o of [tooOld, tooFar, deleted, foreign]) expect(ids).not.toContain(o.order.id);
    const mineInOrder = ids.filter((id) => [soon.order.id, late.order.id, undated.order.id].includes(id));
    expect(mineInOrder).toEqual([soon.order.id, late.order.id, undated.order.id]);
    const lateOrder = orders.find((o) => o.id === late.order.id) as WorkOrder;
    expect(lateOrder.workOrderItems.map((i) => i.id)).toEqual([late.items[0].id]);
    expect(lateOrder.assigned).toEqual([{ bpNo: tech.bpNo, fullName: tech.fullName, startDate: at('2026-03-10T06:00:00Z'), endDate: at('2026-03-10T08:00:00Z') }]);
    expect(lateOrder).toMatchObject({ crmStatus: 'OPEN', deleted: false, organization: { orgunit: org, countryCode: 'TR' }, planTo: at('2026-05-20T06:00:00Z') });
    expect(orders.find((o) => o.id === undated.order.id)!.simStage).toBe('0160');
  });

  it('refuses an empty organization list with a 400 and lets OBSERVER read', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/work-orders', headers: dispatcher, payload: { organizations: [], searchDate: DAY } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('organizations');
    const { headers } = await t.signIn(['OBSERVER'], [mine.teamId]);
    const wo = await createWorkOrder(t.db, { orgunit: mine.orgunit });
    expect((await workOrdersOf([mine.orgunit], headers)).map((o) => o.id)).toContain(wo.order.id);
  });
});

describe('POST /api/training-vacations', () => {
  it("returns the active kinds of the caller's countries and those offered everywhere, or of the countries asked for", async () => {
    const tr = await createTrainingVacation(t.db, { countryCode: 'TR', name: 'Yıllık İzin', laborTypeText: 'Leave' });
    const ru = await createTrainingVacation(t.db, { countryCode: 'RU', type: 'TRAINING' });
    const everywhere = await createTrainingVacation(t.db, { countryCode: null });
    const inactive = await createTrainingVacation(t.db, { countryCode: 'TR', active: false });

    const res = await t.app.inject({ method: 'POST', url: '/api/training-vacations', headers: dispatcher });
    expect(res.statusCode, res.body).toBe(200);
    const ids = trainingVacationsResponse.parse(res.json()).trainingVacations.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([tr.id, everywhere.id]));
    expect(ids).not.toContain(ru.id);
    expect(ids).not.toContain(inactive.id);
    const item = res.json().trainingVacations.find((x: { id: number }) => x.id === tr.id);
    expect(item.searchValue).toContain('yıllık izin');

    const asked = await t.app.inject({ method: 'POST', url: '/api/training-vacations', headers: dispatcher, payload: { countryCodes: ['RU'] } });
    const askedIds = asked.json().trainingVacations.map((x: { id: number }) => x.id);
    expect(askedIds).toEqual(expect.arrayContaining([ru.id, everywhere.id]));
    expect(askedIds).not.toContain(tr.id);
  });

  it('refuses a malformed country code with a 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/training-vacations', headers: dispatcher, payload: { countryCodes: ['TUR'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('countryCodes');
  });
});
