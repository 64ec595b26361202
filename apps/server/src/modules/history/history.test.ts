import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { HISTORY_EXPORT_HEADERS, HISTORY_MESSAGES, WORK_ORDER_NO_MESSAGES, historyExportRequest, historySearchResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, unique } from '../../../test/factories';
import { createAssignment, createCustomer, createTrainingVacation, createWorkOrder } from '../../../test/planning-factories';
import { assignments, localisations, users, workOrders } from '../../db/schema';
import type { AuthenticatedUser } from '../../plugins/auth';
import { HISTORY_EXPORT_TEXTS } from './export-texts';
import { createHistoryService } from './service';

/** Days are taken in UTC+3 here: 2026-04-10 is [2026-04-09T21:00Z, 2026-04-10T21:00Z). */
const IST = { 'x-timezone-offset': '180' };
const at = (iso: string) => new Date(iso).getTime();

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

async function search(payload: Record<string, unknown>, headers = dispatcher) {
  return t.app.inject({ method: 'POST', url: '/api/history-search', headers, payload });
}
async function ok(payload: Record<string, unknown>, headers = dispatcher) {
  const res = await search(payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return historySearchResponse.parse(res.json());
}

/** A technician of the team with a fresh (unique) period for its items. */
async function technicianOf(teamId: number) {
  const team = await t.db.query.teams.findFirst({ where: (x, { eq }) => eq(x.id, teamId) });
  return createTechnician(t.db, { teamId, orgunit: team!.orgunit });
}

describe('POST /api/history-search', () => {
  it("returns the items starting within the local days, live and deleted, latest first, only of the caller's teams", async () => {
    const tech = await technicianOf(myTeam);
    const other = await technicianOf(theirTeam);
    const customer = await createCustomer(t.db);
    const wo = await createWorkOrder(t.db, { orgunit: myOrg, customerNumber: customer.number, modelNumber: 'M-1', serialNumber: 'S-1' }, { itemOverrides: { jobCode: '035', jobCodeTxt: 'Expertise' } });
    const leave = await createTrainingVacation(t.db, { name: unique('Annual leave ') });
    // 2026-04-09T21:30Z is already 2026-04-10 in UTC+3.
    const first = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: wo.items[0].id, start: '2026-04-09T21:30:00Z', end: '2026-04-09T23:00:00Z', forceNormalShift: true, workingStatus: 'ACCEPT' });
    const deleted = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-04-10T08:00:00Z', end: '2026-04-10T09:00:00Z', deletedAt: new Date() });
    const vacation = await createAssignment(t.db, { technicianBpNo: tech.bpNo, trainingVacationId: leave.id, start: '2026-04-11T05:00:00Z', end: '2026-04-11T14:00:00Z', workingStatus: 'OFFDAY' });
    // Outside the period: before local midnight of the 10th and from the 12th (local) on.
    await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-04-09T20:50:00Z', end: '2026-04-09T21:10:00Z' });
    await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-04-11T21:00:00Z', end: '2026-04-11T22:00:00Z' });
    await createAssignment(t.db, { technicianBpNo: other.bpNo, start: '2026-04-10T08:00:00Z', end: '2026-04-10T09:00:00Z' });

    const body = await ok({ start: '2026-04-10', end: '2026-04-11', technicians: [tech.bpNo, other.bpNo] });
    expect(body.totalRowCount).toBe(3);
    expect(body.histories.map((h) => h.id)).toEqual([vacation.id, deleted.id, first.id]);
    expect(body.histories[2]).toEqual({
      id: first.id,
      technician: { bpNo: tech.bpNo, fullName: tech.fullName },
      orderNumber: wo.order.orderNumber,
      customer: customer.name,
      description: wo.order.description,
      modelNumber: 'M-1',
      serialNumber: 'S-1',
      jobCode: '035',
      jobCodeTxt: 'Expertise',
      startDate: at('2026-04-09T21:30:00Z'),
      endDate: at('2026-04-09T23:00:00Z'),
      orderWekingStatus: 'ACCEPT',
      forceNormalShift: true,
      trainingVacation: null,
      deleted: false,
    });
    expect(body.histories[1].deleted).toBe(true);
    expect(body.histories[0]).toMatchObject({ trainingVacation: leave.name, orderNumber: null, orderWekingStatus: 'OFFDAY' });
    // OBSERVER reads the same.
    expect((await ok({ start: '2026-04-10', end: '2026-04-11', technicians: [tech.bpNo] }, observer)).totalRowCount).toBe(3);
    // Asking for the other team explicitly still shows nothing of it.
    expect((await ok({ start: '2026-04-10', end: '2026-04-11', teams: [theirTeam] })).totalRowCount).toBe(0);
  });

  it('filters by team, organization, customer, status, force normal shift, serial, model and work order number', async () => {
    const tech = await technicianOf(myTeam);
    const tech2 = await technicianOf(myTeam2);
    const customer = await createCustomer(t.db);
    const marker = unique('H');
    const orderNumber = String(1_000_000_000 + Math.floor(Math.random() * 1_000_000_000));
    const wo = await createWorkOrder(t.db, { orgunit: myOrg, customerNumber: customer.number, serialNumber: `SERI-${marker}`, modelNumber: `MOD-${marker}`, orderNumber });
    const a = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: wo.items[0].id, start: '2026-05-04T06:00:00Z', end: '2026-05-04T07:00:00Z', workingStatus: 'JOBDONE' });
    const b = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-05-04T08:00:00Z', end: '2026-05-04T09:00:00Z', forceNormalShift: true });
    const c = await createAssignment(t.db, { technicianBpNo: tech2.bpNo, start: '2026-05-04T08:00:00Z', end: '2026-05-04T09:00:00Z' });
    const base = { start: '2026-05-04', end: '2026-05-04', technicians: [tech.bpNo, tech2.bpNo] };
    const ids = async (payload: Record<string, unknown>) => (await ok({ ...base, ...payload })).histories.map((h) => h.id).sort();

    expect(await ids({})).toEqual([a.id, b.id, c.id].sort());
    expect(await ids({ teams: [myTeam2] })).toEqual([c.id]);
    expect(await ids({ organizations: [myOrg] })).toEqual([a.id, b.id].sort());
    expect(await ids({ customers: [customer.number] })).toEqual([a.id]);
    expect(await ids({ orderWekingStatus: ['JOBDONE'] })).toEqual([a.id]);
    expect(await ids({ orderWekingStatus: ['INFORMED_SAVED', 'ACCEPT'] })).toEqual([b.id, c.id].sort());
    expect(await ids({ forceNormalShift: true })).toEqual([b.id]);
    expect(await ids({ forceNormalShift: false })).toEqual([a.id, c.id].sort());
    expect(await ids({ seriNo: marker.toLowerCase() })).toEqual([a.id]);
    expect(await ids({ modelNo: `mod-${marker}` })).toEqual([a.id]);
    // An I typed on a Turkish keyboard ('ı', 'İ') finds the I of a serial number.
    expect(await ids({ seriNo: `serı-${marker}` })).toEqual([a.id]);
    expect(await ids({ seriNo: `SERİ-${marker}` })).toEqual([a.id]);
    expect(await ids({ workOrderNo: orderNumber })).toEqual([a.id]);
    // Without a technician filter: the team's items of the day.
    expect((await ok({ start: '2026-05-04', end: '2026-05-04', teams: [myTeam2] })).histories.map((h) => h.id)).toContain(c.id);
  });

  it('matches a work order number typed or stored with leading zeros and surrounding spaces (SAP exports pad to 12 digits)', async () => {
    const tech = await technicianOf(myTeam);
    const number = String(1_000_000_000 + Math.floor(Math.random() * 1_000_000_000));
    const stored = await createWorkOrder(t.db, { orgunit: myOrg, orderNumber: `00${number}` });
    const a = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: stored.items[0].id, start: '2026-05-05T06:00:00Z', end: '2026-05-05T07:00:00Z' });
    for (const typed of [number, `00${number}`, ` ${number} `, `0${number}`]) {
      expect((await ok({ start: '2026-05-05', end: '2026-05-05', technicians: [tech.bpNo], workOrderNo: typed })).histories.map((h) => h.id), typed).toEqual([a.id]);
    }
  });

  it('pages in SQL with the total of all pages', async () => {
    const tech = await technicianOf(myTeam);
    for (let i = 0; i < 12; i++) {
      await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: at('2026-06-01T06:00:00Z') + i * 3_600_000, end: at('2026-06-01T06:30:00Z') + i * 3_600_000 });
    }
    const base = { start: '2026-06-01', end: '2026-06-01', technicians: [tech.bpNo] };
    const first = await ok({ ...base, limit: 10 });
    expect(first.totalRowCount).toBe(12);
    expect(first.histories).toHaveLength(10);
    const second = await ok({ ...base, limit: 10, index: 1 });
    expect(second).toMatchObject({ totalRowCount: 12 });
    expect(second.histories.map((h) => h.startDate)).toEqual([at('2026-06-01T07:00:00Z'), at('2026-06-01T06:00:00Z')]);
    expect((await ok(base)).histories).toHaveLength(12);
  });

  it('counts a filter once while nothing changes, and never answers a total that a change made wrong', async () => {
    const tech = await technicianOf(myTeam);
    const model = unique('HM');
    const wo = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: model });
    const planned = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: wo.items[0].id, start: '2026-07-01T06:00:00Z', end: '2026-07-01T07:00:00Z' });
    await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-07-02T06:00:00Z', end: '2026-07-02T07:00:00Z' });
    const base = { start: '2026-07-01', end: '2026-07-02', technicians: [tech.bpNo] };
    const totalOf = async (payload: Record<string, unknown>, headers = dispatcher) => {
      const res = await search({ ...base, ...payload }, headers);
      expect(res.statusCode, res.body).toBe(200);
      return { total: historySearchResponse.parse(res.json()).totalRowCount, cache: res.headers['x-total-cache'] };
    };

    expect(await totalOf({})).toEqual({ total: 2, cache: 'miss' });
    expect(await totalOf({ index: 1, limit: 10 })).toEqual({ total: 2, cache: 'hit' });
    // The same days in another zone are another period, so another count.
    expect(await totalOf({}, { ...dispatcher, 'x-timezone-offset': '-600' })).toMatchObject({ cache: 'miss' });
    expect(await totalOf({ modelNo: model })).toEqual({ total: 1, cache: 'miss' });

    // A new item, a moved item, a changed work order: each changes the next total.
    await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-07-02T09:00:00Z', end: '2026-07-02T10:00:00Z' });
    expect(await totalOf({})).toEqual({ total: 3, cache: 'miss' });
    await t.db.update(assignments).set({ startDate: new Date('2026-07-05T06:00:00Z'), endDate: new Date('2026-07-05T07:00:00Z') }).where(eq(assignments.id, planned.id));
    expect(await totalOf({})).toEqual({ total: 2, cache: 'miss' });
    expect(await totalOf({ start: '2026-07-01', end: '2026-07-05', modelNo: model })).toEqual({ total: 1, cache: 'miss' });
    await t.db.update(workOrders).set({ modelNumber: 'renamed' }).where(eq(workOrders.id, wo.order.id));
    expect(await totalOf({ start: '2026-07-01', end: '2026-07-05', modelNo: model })).toEqual({ total: 0, cache: 'miss' });
    expect(await totalOf({ start: '2026-07-01', end: '2026-07-05', modelNo: model })).toEqual({ total: 0, cache: 'hit' });

    // A page past a cached total is empty; once rows are added it is read again.
    const pastTheEnd = { index: 1, limit: 10 };
    expect((await ok({ ...base, ...pastTheEnd })).histories).toEqual([]);
    for (let i = 0; i < 10; i++) {
      await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: at('2026-07-01T10:00:00Z') + i * 3_600_000, end: at('2026-07-01T10:30:00Z') + i * 3_600_000 });
    }
    const refilled = await ok({ ...base, ...pastTheEnd });
    expect([refilled.totalRowCount, refilled.histories.length]).toEqual([12, 2]);
  });

  it('refuses invalid filters with a clear 400', async () => {
    const valid = { start: '2026-05-04', end: '2026-05-04' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, organizations: [myOrg], teams: [myTeam] }, HISTORY_MESSAGES.organizationAndTeam],
      [{ end: '2026-05-04' }, 'Start date is required'],
      [{ start: '2026-05-04' }, 'End date is required'],
      [{ ...valid, start: '04.05.2026' }, 'Start date must be YYYY-MM-DD'],
      [{ ...valid, start: '2026-02-30' }, 'Invalid body field "start": Start date must be a real day'],
      [{ start: '2026-05-05', end: '2026-05-04' }, HISTORY_MESSAGES.endBeforeStart],
      [{ ...valid, limit: 25 * 10 }, 'limit must be one of 10, 25, 50, 100'],
      [{ ...valid, orderWekingStatus: ['NOPE'] }, 'orderWekingStatus'],
      [{ ...valid, workOrderNo: 'abc' }, WORK_ORDER_NO_MESSAGES.numeric],
    ];
    for (const [payload, message] of cases) {
      const res = await search(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("words its refusals in the caller's language (the screen shows them as they come)", async () => {
    const turkish = await t.signIn(['DISPATCHER'], [myTeam]);
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, turkish.user.id));
    const both = { start: '2026-05-04', end: '2026-05-04', organizations: [myOrg], teams: [myTeam] };
    expect((await search(both, { ...turkish.headers, ...IST })).json().message).toBe('Organizasyon ve ekip birlikte seçilemez');
    expect((await search({ start: '2026-05-05', end: '2026-05-04' }, { ...turkish.headers, ...IST })).json().message).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz');
    // Everyone else still reads English.
    expect((await search(both)).json().message).toBe(HISTORY_MESSAGES.organizationAndTeam);
  });
});

describe('POST /api/history/export', () => {
  async function exportOf(payload: Record<string, unknown>, headers = dispatcher) {
    return t.app.inject({ method: 'POST', url: '/api/history/export', headers, payload });
  }

  it('streams an .xlsx with English headers and one row per item, read in several batches', async () => {
    const tech = await technicianOf(myTeam);
    const leave = await createTrainingVacation(t.db);
    const rows = 45;
    await t.db.insert(assignments).values(
      Array.from({ length: rows }, (_, i) => ({
        technicianBpNo: tech.bpNo,
        trainingVacationId: leave.id,
        workingStatus: 'OFFDAY',
        // Same start for pairs: the keyset must tie-break on id.
        startDate: new Date(at('2026-07-01T05:00:00Z') + Math.floor(i / 2) * 3_600_000),
        endDate: new Date(at('2026-07-01T05:30:00Z') + Math.floor(i / 2) * 3_600_000),
        deletedAt: i % 2 ? null : new Date(),
      })),
    );
    const res = await exportOf({ start: '2026-07-01', end: '2026-07-03', technicians: [tech.bpNo] }, observer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report_2026-07-01-2026-07-03.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...HISTORY_EXPORT_HEADERS]);
    expect(sheet.actualRowCount).toBe(rows + 1);
    // Status names, not codes.
    expect([sheet.getRow(2).getCell(10).value, sheet.getRow(3).getCell(10).value]).toEqual(['Training/leave (deleted)', 'Training/leave']);
    const firstRow = sheet.getRow(2).values as unknown[];
    expect(firstRow[1]).toBe(`${tech.fullName} (${tech.bpNo})`);
    expect(firstRow[2]).toBe(leave.name);
    // Local wall-clock time (UTC+3) of the first item: the latest, as the screen lists them.
    expect((firstRow[8] as Date).toISOString()).toBe('2026-07-02T06:00:00.000Z');
    // Every row in the screen's order (latest start first, then the higher id), deleted or not.
    const screen = await ok({ start: '2026-07-01', end: '2026-07-03', technicians: [tech.bpNo], index: 0, limit: 100 }, observer);
    const exported = Array.from({ length: rows }, (_, i) => sheet.getRow(i + 2));
    expect(exported.map((row) => [(row.getCell(8).value as Date).getTime() - 180 * 60_000, String(row.getCell(10).value).endsWith('(deleted)')])).toEqual(
      screen.histories.map((h) => [h.startDate, h.deleted]),
    );
    // Shown with the time, not as a bare date or a serial number.
    expect([sheet.getRow(2).getCell(8).numFmt, sheet.getRow(rows + 1).getCell(9).numFmt]).toEqual(['yyyy-mm-dd hh:mm', 'yyyy-mm-dd hh:mm']);

    // The same export read in batches of 10 (keyset over equal start times) gives the same rows in the same order.
    const small = createHistoryService({ db: t.db, exportBatchSize: 10 });
    const user = { countryCode: 'TR' } as AuthenticatedUser;
    const { stream } = await small.export(
      historyExportRequest.parse({ start: '2026-07-01', end: '2026-07-03', technicians: [tech.bpNo] }),
      { user, scope: { allTeams: false, teamIds: [myTeam], orgunits: [myOrg] }, timezoneOffsetMinutes: 180 },
      t.app.log,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const batched = new ExcelJS.Workbook();
    await batched.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const values = (wb: ExcelJS.Workbook) => wb.worksheets[0].getSheetValues().map((r) => JSON.stringify(r));
    expect(values(batched)).toEqual(values(workbook));
  });

  it("writes headers, status names and job names in the reader's language", async () => {
    const tech = await technicianOf(myTeam);
    await t.db.insert(localisations).values([
      { mapName: 'jobCode', code: '035', language: 'en', label: 'Entry expertise' },
      { mapName: 'jobCode', code: '035', language: 'tr', label: 'Giriş ekspertizi' },
    ]);
    const customer = await createCustomer(t.db);
    const wo = await createWorkOrder(t.db, { orgunit: myOrg, customerNumber: customer.number }, { itemOverrides: { jobCode: '035', jobCodeTxt: 'Entry expertise' } });
    await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: wo.items[0].id, start: '2026-08-04T06:00:00Z', end: '2026-08-04T08:00:00Z', workingStatus: 'JOBDONE' });
    const turkish = await t.signIn(['DISPATCHER'], [myTeam]);
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, turkish.user.id));
    const res = await exportOf({ start: '2026-08-04', end: '2026-08-04', technicians: [tech.bpNo] }, { ...turkish.headers, ...IST });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Planlama geçmişi');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HISTORY_EXPORT_TEXTS.tr.headers);
    expect([sheet.getRow(2).getCell(7).value, sheet.getRow(2).getCell(10).value]).toEqual(['035 - Giriş ekspertizi', 'İş bitti']);
  });

  it("names and describes a training/vacation kind stored in another country's language in the reader's", async () => {
    const tech = await technicianOf(myTeam);
    const stored = unique('Yıllık İzin ');
    const storedDescription = unique('Yıllık ücretli izin ');
    await t.db.insert(localisations).values([
      { mapName: 'trainingVacation', code: stored, language: 'en', label: 'Annual leave' },
      { mapName: 'trainingVacation', code: stored, language: 'ru', label: 'Ежегодный отпуск' },
      { mapName: 'trainingVacationDescription', code: storedDescription, language: 'en', label: 'Annual paid leave' },
      { mapName: 'trainingVacationDescription', code: storedDescription, language: 'ru', label: 'Ежегодный оплачиваемый отпуск' },
    ]);
    const leave = await createTrainingVacation(t.db, { name: stored, description: storedDescription });
    await createAssignment(t.db, { technicianBpNo: tech.bpNo, trainingVacationId: leave.id, start: '2026-08-05T05:00:00Z', end: '2026-08-05T14:00:00Z', workingStatus: 'OFFDAY' });
    const russian = await t.signIn(['DISPATCHER'], [myTeam]);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, russian.user.id));
    const res = await exportOf({ start: '2026-08-05', end: '2026-08-05', technicians: [tech.bpNo] }, { ...russian.headers, ...IST });
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const row = workbook.worksheets[0].getRow(2);
    expect([row.getCell(2).value, row.getCell(4).value]).toEqual(['Ежегодный отпуск', 'Ежегодный оплачиваемый отпуск']);
  });

  it('refuses an invalid filter with a 400 before any file starts', async () => {
    const res = await exportOf({ start: '2026-07-01', end: '2026-07-03', organizations: [myOrg], teams: [myTeam] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(HISTORY_MESSAGES.organizationAndTeam);
  });

  it('refuses users whose only role is CI_BOARD_USER with a 403 in their language; searching stays open to them', async () => {
    const ciUser = await t.signIn(['CI_BOARD_USER'], [myTeam]);
    const filter = { start: '2026-07-01', end: '2026-07-03' };
    const refused = await exportOf(filter, { ...ciUser.headers, ...IST });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Excel export is not available to you.']);
    const russian = await t.signIn(['CI_BOARD_USER'], [myTeam]);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, russian.user.id));
    expect((await exportOf(filter, { ...russian.headers, ...IST })).json().message).toBe('Экспорт в Excel вам недоступен.');
    const page = await search({ ...filter, index: 0, limit: 10 }, { ...ciUser.headers, ...IST });
    expect(page.statusCode, page.body).toBe(200);
    // A second role lifts the rule.
    expect((await exportOf(filter, { ...(await t.signIn(['CI_BOARD_USER', 'CI_COMMITTEE'], [myTeam])).headers, ...IST })).statusCode).toBe(200);
  });
});
