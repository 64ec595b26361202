import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { SAMPLE_EXPORT_HEADERS, SAMPLE_MESSAGES, sampleSearchResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, unique } from '../../../test/factories';
import { eq } from 'drizzle-orm';
import { localisations, sosSamples, technicians, users } from '../../db/schema';
import { SAMPLE_EXPORT_TEXTS } from './export-texts';
import { UNKNOWN_TEAM } from './answer-texts';

let t: TestApp;
let dispatcher: Record<string, string>;
let teamA: number;
let teamB: number;
let theirTeam: number;
let techA: string;
let prefix: string;

const DAY = '2026-03-02';

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db);
  teamA = (await createTeam(t.db, { orgunit: org.orgunit })).id;
  teamB = (await createTeam(t.db, { orgunit: org.orgunit })).id;
  theirTeam = (await createTeam(t.db, { orgunit: (await createOrganization(t.db)).orgunit })).id;
  techA = (await createTechnician(t.db, { teamId: teamA, orgunit: org.orgunit, fullName: 'Ali Veli' })).bpNo;
  const techB = (await createTechnician(t.db, { teamId: teamB, orgunit: org.orgunit })).bpNo;
  const theirTech = (await createTechnician(t.db, { teamId: theirTeam })).bpNo;
  prefix = unique('').slice(0, 6).toUpperCase();
  const sample = (n: number, bpNo: string, at: string, extra: Partial<typeof sosSamples.$inferInsert> = {}) => ({
    sampleNumber: `${prefix}${String(n).padStart(4, '0')}`,
    technicianBpNo: bpNo,
    sampledDate: new Date(at),
    serialNumber: `CAT${n}X`,
    dealerBranch: 'Istanbul Tuzla',
    shopJobNo: `SJ-${n}`,
    equipComp: 'ENGINE',
    meterRdg: '1500.5',
    ...extra,
  });
  await t.db.insert(sosSamples).values([
    sample(1, techA, '2026-03-02T06:00:00Z', { fluidChanged: true, fluidBrand: 'Cat DEO', fluidWeight: '15W-40', customerName: 'Anadolu Madencilik', isMda: true, loginNote: 'Silikon yüksek; filtreyi değiştirin.' }),
    sample(2, techA, '2026-03-02T09:00:00Z', { fluidChanged: false }),
    sample(3, techB, '2026-03-02T10:00:00Z', { dealerBranch: 'Ankara' }),
    sample(4, techA, '2026-03-04T10:00:00Z'),
    sample(5, theirTech, '2026-03-02T10:00:00Z'),
  ]);
  dispatcher = { ...(await t.signIn(['DISPATCHER'], [teamA, teamB])).headers, 'x-timezone-offset': '180' };
});
afterAll(async () => t?.close());

async function search(payload: Record<string, unknown>, headers = dispatcher) {
  return t.app.inject({ method: 'POST', url: '/api/sample-search', headers, payload });
}
async function ok(payload: Record<string, unknown>) {
  const res = await search({ startSampleNumber: `${prefix}0000`, endSampleNumber: `${prefix}9999`, ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return sampleSearchResponse.parse(res.json());
}
const numbers = (answer: { sampleItems: { sampleNumber: string }[] }) => answer.sampleItems.map((s) => s.sampleNumber.slice(prefix.length));

describe('POST /api/sample-search', () => {
  it("finds the samples of the caller's technicians in the local days, latest first, with every field", async () => {
    const all = await ok({ startDate: '20260302', endDate: '20260302' });
    expect(numbers(all)).toEqual(['0003', '0002', '0001']);
    expect(all.totalRowCount).toBe(3);
    expect(all.sampleItems[2]).toMatchObject({
      technicianBpNo: techA,
      technicianFullName: 'Ali Veli',
      sampledDate: Date.parse('2026-03-02T06:00:00Z'),
      fluidChanged: true,
      fluidBrand: 'Cat DEO',
      customer: 'Anadolu Madencilik',
      isMda: true,
      meterRdg: 1500.5,
      equipComp: 'ENGINE',
    });
    expect(numbers(await ok({ startDate: DAY, endDate: '2026-03-04' }))).toEqual(['0004', '0003', '0002', '0001']);
  });

  it('narrows by team, technician, sample-number range, dealer branch, shop job and serial number, and pages', async () => {
    expect(numbers(await ok({ startDate: DAY, endDate: DAY, teams: [teamB] }))).toEqual(['0003']);
    expect(numbers(await ok({ startDate: DAY, endDate: DAY, bpNo: techA }))).toEqual(['0002', '0001']);
    expect(numbers(await ok({ startDate: DAY, endDate: DAY, startSampleNumber: `${prefix}0002`, endSampleNumber: `${prefix}0003` }))).toEqual(['0003', '0002']);
    expect(numbers(await ok({ startDate: DAY, endDate: DAY, dealerBranch: 'ankara' }))).toEqual(['0003']);
    expect(numbers(await ok({ startDate: DAY, endDate: DAY, shopJobNo: 'SJ-2' }))).toEqual(['0002']);
    expect(numbers(await ok({ startDate: DAY, endDate: DAY, serialNumber: 'cat1x' }))).toEqual(['0001']);
    // An I typed on a Turkish keyboard ('ı', 'İ') finds the I of a code, as in the history and work-order searches.
    expect(numbers(await ok({ startDate: DAY, endDate: DAY, dealerBranch: 'ıstanbul' }))).toEqual(['0002', '0001']);
    expect(numbers(await ok({ startDate: DAY, endDate: DAY, dealerBranch: 'İSTANBUL' }))).toEqual(['0002', '0001']);
    const second = await ok({ startDate: DAY, endDate: DAY, limit: 10, index: 1 });
    expect(second).toEqual({ sampleItems: [], totalRowCount: 3 });
  });

  it('compares a range of numbers by value: 9..12 holds 10, 11, 12 and 0011, not 100 nor a number with letters', async () => {
    const day = '20260320';
    const numbered = ['8', '9', '10', '0011', '11', '12', '100', '10A', ' 12 '];
    await t.db.insert(sosSamples).values(numbered.map((sampleNumber, i) => ({ sampleNumber, technicianBpNo: techA, sampledDate: new Date(Date.UTC(2026, 2, 20, 6, i)) })));
    const range = async (startSampleNumber: string | undefined, endSampleNumber: string | undefined) => {
      const res = await search({ startDate: day, endDate: day, startSampleNumber, endSampleNumber });
      expect(res.statusCode, res.body).toBe(200);
      return sampleSearchResponse.parse(res.json()).sampleItems.map((s) => s.sampleNumber).reverse();
    };
    expect(await range('9', '12')).toEqual(['9', '10', '0011', '11', '12', ' 12 ']);
    expect(await range('010', undefined)).toEqual(['10', '0011', '11', '12', '100', ' 12 ']);
    expect(await range(undefined, '9')).toEqual(['8', '9']);
    // A bound with letters compares the texts, as before: '10A' sorts between '10' and '11'.
    expect(await range('10A', '11')).toEqual(['11', '10A']);
    // The order of the bounds follows the same comparison: 9..10 is a range, 10..9 is reversed.
    const reversed = await search({ startDate: day, endDate: day, startSampleNumber: '10', endSampleNumber: '9' });
    expect([reversed.statusCode, reversed.json().message]).toEqual([400, SAMPLE_MESSAGES.sampleRange]);
  });

  it.each([
    [{ endDate: DAY }, 'startDate'],
    [{ startDate: DAY, endDate: '2026-03-01' }, 'end date must not be before'],
    [{ startDate: DAY, endDate: DAY, startSampleNumber: 'x'.repeat(17) }, 'startSampleNumber'],
    [{ startDate: DAY, endDate: DAY, endSampleNumber: 'x'.repeat(17) }, 'endSampleNumber'],
    [{ startDate: DAY, endDate: DAY, startSampleNumber: 'B', endSampleNumber: 'A' }, 'last sample number'],
    [{ startDate: DAY, endDate: DAY, serialNumber: 'x'.repeat(31) }, 'serialNumber'],
    [{ startDate: DAY, endDate: DAY, limit: 7 }, 'limit'],
  ])('refuses %j with a 400 naming %s', async (payload, named) => {
    const res = await search(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(named);
  });

  it('counts a filter once, until a sample is recorded or a technician changes team (X-Total-Cache)', async () => {
    const filter = { startSampleNumber: `${prefix}0000`, endSampleNumber: `${prefix}9999`, startDate: '20260310', endDate: '20260310', teams: [teamA] };
    const total = async (expected: string) => {
      const res = await search(filter);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-total-cache']).toBe(expected);
      return sampleSearchResponse.parse(res.json()).totalRowCount;
    };
    await t.db.insert(sosSamples).values({ sampleNumber: `${prefix}0100`, technicianBpNo: techA, sampledDate: new Date('2026-03-10T08:00:00Z') });
    expect(await total('miss')).toBe(1);
    expect(await total('hit')).toBe(1);
    await t.db.insert(sosSamples).values({ sampleNumber: `${prefix}0101`, technicianBpNo: techA, sampledDate: new Date('2026-03-10T09:00:00Z') });
    expect(await total('miss')).toBe(2);
    expect(await total('hit')).toBe(2);
    // Samples follow their technician's team of now: a move to team B leaves team A's filter empty.
    await t.db.update(technicians).set({ teamId: teamB }).where(eq(technicians.bpNo, techA));
    try {
      expect(await total('miss')).toBe(0);
    } finally {
      await t.db.update(technicians).set({ teamId: teamA }).where(eq(technicians.bpNo, techA));
    }
  });

  it('refuses a team outside the scope exactly like an unknown team', async () => {
    const foreign = await search({ startDate: DAY, endDate: DAY, teams: [theirTeam] });
    const unknown = await search({ startDate: DAY, endDate: DAY, teams: [2_000_000_000] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(UNKNOWN_TEAM);
    expect(unknown.json()).toEqual(foreign.json());
  });

  it.each([
    ['tr', 'teams: ekiplerden biri bilinmiyor ya da sizin ekiplerinizden değil.'],
    ['ru', 'teams: одна из бригад неизвестна или не относится к вашим.'],
  ])("words the unknown-team refusal in the caller's language (%s)", async (language, message) => {
    const reader = await t.signIn(['DISPATCHER'], [teamA]);
    await t.db.update(users).set({ cultureName: language }).where(eq(users.id, reader.user.id));
    const res = await search({ startDate: DAY, endDate: DAY, teams: [theirTeam] }, { ...reader.headers, 'x-timezone-offset': '180' });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it("words the sample-number range and date refusals in the caller's language (the screen shows them as they come)", async () => {
    const russian = await t.signIn(['DISPATCHER'], [teamA]);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, russian.user.id));
    const headers = { ...russian.headers, 'x-timezone-offset': '180' };
    const reversed = { startDate: DAY, endDate: DAY, startSampleNumber: `${prefix}0005`, endSampleNumber: `${prefix}0001` };
    const range = await search(reversed, headers);
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toBe('Последний номер пробы не может быть меньше первого.');
    expect((await search({ startDate: '20260302', endDate: '20260301' }, headers)).json().message).toBe('Дата окончания не может быть раньше даты начала');
    // Everyone else still reads English.
    expect((await search(reversed)).json().message).toBe(SAMPLE_MESSAGES.sampleRange);
  });
});

describe('POST /api/sample-search/export', () => {
  const FLUID_CHANGED = SAMPLE_EXPORT_HEADERS.indexOf('Fluid changed') + 1;
  const exportOf = (payload: Record<string, unknown>, headers = dispatcher) => t.app.inject({ method: 'POST', url: '/api/sample-search/export', headers, payload });

  it('streams the filtered samples as .xlsx, latest first', async () => {
    const res = await exportOf({ startDate: '20260302', endDate: '20260304', startSampleNumber: `${prefix}0000`, endSampleNumber: `${prefix}9999` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="samples_2026-03-02-2026-03-04.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Samples');
    expect(sheet.getRow(1).values).toEqual([undefined, ...SAMPLE_EXPORT_HEADERS]);
    const numbersInFile = sheet.getSheetValues().slice(2).map((row) => String((row as unknown[])[1]).slice(prefix.length));
    expect(numbersInFile).toEqual(['0004', '0003', '0002', '0001']);
    expect([sheet.getRow(4).getCell(FLUID_CHANGED).value, sheet.getRow(5).getCell(FLUID_CHANGED).value]).toEqual(['No', 'Yes']);
    // What the sample drawer shows and the table has no room for: the fluid grade, MDA and the lab's note.
    const cellsUnder = (header: string, row: number) => {
      const column = (sheet.getRow(1).values as unknown[]).indexOf(header);
      expect(column, header).toBeGreaterThan(0);
      return sheet.getRow(row).getCell(column).value;
    };
    expect([cellsUnder('Fluid grade', 5), cellsUnder('MDA', 5), cellsUnder('Lab note', 5)]).toEqual(['15W-40', 'Yes', 'Silikon yüksek; filtreyi değiştirin.']);
    expect([cellsUnder('Fluid grade', 4), cellsUnder('MDA', 4), cellsUnder('Lab note', 4)]).toEqual([null, 'No', null]);
  });

  // English wrote 'yes'/'no' while Turkish wrote 'Evet'/'Hayır': every language now writes the app's own Yes/No
  // (common.yes/no, as the sample drawer shows them), capitalised, in the fluid-changed and MDA columns alike.
  it.each([
    ['en', 'Yes', 'No'],
    ['tr', 'Evet', 'Hayır'],
    ['ru', 'Да', 'Нет'],
    ['az', 'Bəli', 'Xeyr'],
    ['ge', 'დიახ', 'არა'],
  ] as const)("writes a %s reader's yes/no capitalised, as the screen's Yes/No", async (language, yes, no) => {
    const reader = await t.signIn(['DISPATCHER'], [teamA, teamB]);
    await t.db.update(users).set({ cultureName: language }).where(eq(users.id, reader.user.id));
    const res = await exportOf({ startDate: '20260302', endDate: '20260304', startSampleNumber: `${prefix}0000`, endSampleNumber: `${prefix}9999` }, { ...reader.headers, 'x-timezone-offset': '180' });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const MDA = SAMPLE_EXPORT_HEADERS.indexOf('MDA') + 1;
    // Rows 2..5: samples 4 (fluid change unknown), 3 (unknown), 2 (not changed), 1 (changed, MDA).
    const column = (index: number) => [2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(index).value);
    expect(column(FLUID_CHANGED)).toEqual([null, null, no, yes]);
    expect(column(MDA)).toEqual([no, no, no, yes]);
    // Georgian has no capitals in everyday writing (toLocaleUpperCase would give Mtavruli): its words as they are.
    const capitalised = (word: string) => (language === 'ge' ? word : word.charAt(0).toLocaleUpperCase(language) + word.slice(1));
    expect([yes, no].map(capitalised)).toEqual([yes, no]);
    expect([SAMPLE_EXPORT_TEXTS[language].yes, SAMPLE_EXPORT_TEXTS[language].no]).toEqual([yes, no]);
  });

  it.each([
    ['tr', 'Numuneler', 'Numune no', 'Hayır', 'Evet', 'Motor', ['Yağ sınıfı', 'MDA', 'Laboratuvar notu']],
    ['ru', 'Пробы', 'Номер пробы', 'Нет', 'Да', 'Двигатель', ['Класс масла', 'MDA', 'Примечание лаборатории']],
  ] as const)("writes a %s reader's sheet, headers, yes/no and the lab's compartment in their language", async (language, sheetName, firstHeader, no, yes, engine, drawerOnly) => {
    await t.db
      .insert(localisations)
      .values([
        { mapName: 'sampleCompartment', code: 'ENGINE', language: 'en', label: 'Engine' },
        { mapName: 'sampleCompartment', code: 'ENGINE', language: 'tr', label: 'Motor' },
        { mapName: 'sampleCompartment', code: 'ENGINE', language: 'ru', label: 'Двигатель' },
      ])
      .onConflictDoNothing();
    const reader = await t.signIn(['DISPATCHER'], [teamA, teamB]);
    await t.db.update(users).set({ cultureName: language }).where(eq(users.id, reader.user.id));
    const res = await exportOf({ startDate: '20260302', endDate: '20260304', startSampleNumber: `${prefix}0000`, endSampleNumber: `${prefix}9999` }, { ...reader.headers, 'x-timezone-offset': '180' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="samples_2026-03-02-2026-03-04.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe(sheetName);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(SAMPLE_EXPORT_TEXTS[language].headers);
    expect(headers[0]).toBe(firstHeader);
    // The drawer's titles for the fluid grade, MDA and the lab's note, with the row's values below them.
    const drawerColumns = drawerOnly.map((header) => headers.indexOf(header) + 1);
    expect(drawerColumns.map((column) => sheet.getRow(5).getCell(column).value)).toEqual(['15W-40', yes, 'Silikon yüksek; filtreyi değiştirin.']);
    expect(headers.filter((header, i) => (sheet.getColumn(i + 1).width ?? 0) <= String(header).length)).toEqual([]);
    expect([sheet.getRow(4).getCell(FLUID_CHANGED).value, sheet.getRow(5).getCell(FLUID_CHANGED).value]).toEqual([no, yes]);
    // The brand is the CRM's word, as on the screen; the compartment code is named from its map.
    expect([sheet.getRow(5).getCell(SAMPLE_EXPORT_HEADERS.indexOf('Fluid brand') + 1).value, sheet.getRow(5).getCell(SAMPLE_EXPORT_HEADERS.indexOf('Component') + 1).value]).toEqual(['Cat DEO', engine]);
  });

  it('refuses bad filters with a 400 and users whose only role is CI_BOARD_USER with a 403', async () => {
    expect((await exportOf({ startDate: '20260302', endDate: '20260301' })).statusCode).toBe(400);
    const ciUser = (await t.signIn(['CI_BOARD_USER'], [teamA])).headers;
    const refused = await exportOf({ startDate: '20260302', endDate: '20260302' }, ciUser);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Excel export is not available to you.');
    // Searching stays open to them.
    expect((await search({ startDate: '20260302', endDate: '20260302' }, ciUser)).statusCode).toBe(200);
  });
});
