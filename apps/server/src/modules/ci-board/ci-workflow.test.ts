import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician } from '../../../test/factories';
import { datum, multipart, seedCiLocalisations } from '../../../test/ci-factories';
import { activityEvents, ciSuggestionTechnicians, outboxMessages, users } from '../../db/schema';
import { CI_EXPORT_HEADERS, CI_EXPORT_TEXTS } from './export-texts';

/** Issue 14: the committee workflow on the server, the author's e-mail, export and sync. */
let t: TestApp;
let org: string;
const as = {} as Record<'author' | 'other' | 'committee' | 'dispatcher' | 'observer', { headers: Record<string, string>; id: number }>;

async function saveAs(headers: Record<string, string>, body: unknown) {
  const form = multipart([{ name: 'ciBoardDatum', value: JSON.stringify(body) }]);
  return t.app.inject({ method: 'POST', url: '/api/ciBoard/update', headers: { ...headers, ...form.headers }, payload: form.payload });
}
const save = (who: keyof typeof as, body: unknown) => saveAs(as[who].headers, body);
const detail = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/ciBoard/${id}`, headers: as.committee.headers })).json();
const historyCount = async () => (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ci_status_history`)).rows[0].n;

/** The suggestion as its form would send it back, with changes. */
async function edited(id: number, over: Record<string, unknown>) {
  const d = (await detail(id)).ciBoardData;
  return datum(org, {
    id, committeeNote: d.committeeNote, userNote: d.employeeNote, status: d.statusName, gradingType: d.gradingType, wasteType: d.wasteType, isgType: d.isgType,
    department: d.department, problem: d.problem, proposal: d.proposal, bestPractice: d.bestPractice, isGraded: d.isGraded, dueDate: d.dueDate, ...over,
  });
}

let id: number;
let teamId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedCiLocalisations(t.db);
  org = (await createOrganization(t.db)).orgunit;
  const team = await createTeam(t.db, { orgunit: org });
  teamId = team.id;
  const roles: Record<keyof typeof as, Role[]> = { author: ['CI_BOARD_USER'], other: ['CI_BOARD_USER'], committee: ['CI_COMMITTEE'], dispatcher: ['DISPATCHER'], observer: ['OBSERVER', 'CI_BOARD_USER'] };
  for (const key of Object.keys(roles) as (keyof typeof as)[]) {
    const s = await t.signIn(roles[key], [team.id]);
    as[key] = { headers: s.headers, id: s.user.id };
  }
  await t.db.update(users).set({ email: 'author@example.com', cultureName: 'tr' }).where(eq(users.id, as.author.id));
  id = (await save('author', datum(org))).json().id;
});
afterAll(async () => t?.close());

describe('committee workflow', () => {
  it('lets the author edit their waiting suggestion, and nobody else its content', async () => {
    expect((await save('author', await edited(id, { problem: 'Parts are carried three times.' }))).statusCode).toBe(200);
    const other = await save('other', await edited(id, { problem: 'Hijacked' }));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toContain('only your own suggestion');
    expect((await save('committee', await edited(id, { problem: 'Committee rewrite' }))).statusCode).toBe(403);
    expect((await detail(id)).ciBoardData.problem).toBe('Parts are carried three times.');
  });

  it("refuses review fields from anyone but the committee, in the caller's language", async () => {
    const expected = { author: 'Durumu, dereceyi, termini, komite notunu, en iyi uygulamayı ve derecelendirmeyi yalnızca komite değiştirebilir.', dispatcher: 'Only the committee' };
    for (const who of ['author', 'dispatcher'] as const) {
      const res = await save(who, await edited(id, { status: 'APPROVED', dueDate: '20270101' }));
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toContain(expected[who]);
    }
    expect((await save('observer', await edited(id, {}))).statusCode).toBe(403);
  });

  it('refuses the forbidden transitions and missing notes or dates, changing nothing', async () => {
    const before = await historyCount();
    const refused: [Record<string, unknown>, string][] = [
      [{ status: 'LIVE', dueDate: '20270101', gradingType: 'A' }, 'not allowed'],
      [{ status: 'APPROVED' }, 'due date is required'],
      [{ status: 'REJECTED' }, 'committee note is required'],
      [{ status: 'APPROVED', dueDate: '20270101', gradingType: 'A' }, 'Grading can only be set when the status is LIVE'],
      [{ status: 'APPROVED', dueDate: '20270101', bestPractice: true }, 'Best practice can only be set'],
      [{ status: 'APPROVED', dueDate: '2027-01-01' }, 'dueDate must be YYYYMMDD'],
      [{ gradingType: 'Z' }, 'Grading is not a known code'],
      [{ status: 'APPROVED', dueDate: '20200101' }, 'The due date cannot be in the past.'],
    ];
    for (const [over, message] of refused) {
      const res = await save('committee', await edited(id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await historyCount()).toBe(before);
    expect((await detail(id)).ciBoardData.statusName).toBe('WAITING_APPROVAL');
  });

  it('tells a Russian colleague and a Russian committee member why, in Russian', async () => {
    const before = await historyCount();
    const [colleague, member] = [await t.signIn(['CI_BOARD_USER'], [teamId]), await t.signIn(['CI_COMMITTEE'], [teamId])];
    await t.db.update(users).set({ cultureName: 'ru' }).where(inArray(users.id, [colleague.user.id, member.user.id]));
    const own = await saveAs(colleague.headers, await edited(id, { problem: 'Hijacked' }));
    expect([own.statusCode, own.json().message]).toEqual([403, 'Изменять можно только своё предложение и только пока оно ожидает одобрения.']);
    const refused: [Record<string, unknown>, string][] = [
      [{ status: 'REJECTED' }, 'Чтобы отклонить предложение, нужно примечание комитета.'],
      [{ status: 'APPROVED', dueDate: '20270101', gradingType: 'A', isGraded: true }, 'Оценку можно указать только в статусе «Внедрено». Отметку «Оценено» можно поставить только в статусе «Внедрено».'],
      [{ gradingType: 'Z' }, 'Оценка: неизвестный код.'],
    ];
    for (const [over, message] of refused) {
      const res = await saveAs(member.headers, await edited(id, over));
      expect([res.statusCode, res.json().message], JSON.stringify(over)).toEqual([400, message]);
    }
    expect(await historyCount()).toBe(before);
  });

  it('approves with a due date, then goes live graded with best practice; both steps in the history; the author is told', async () => {
    const technician = await createTechnician(t.db, { teamId, orgunit: org });
    await t.db.insert(ciSuggestionTechnicians).values({ suggestionId: id, technicianBpNo: technician.bpNo });
    expect((await save('committee', await edited(id, { status: 'APPROVED', dueDate: '20270115', committeeNote: 'Good idea' }))).statusCode).toBe(200);
    const live = await save('committee', await edited(id, { status: 'LIVE', gradingType: 'A', isGraded: true, bestPractice: true }));
    expect(live.statusCode, live.body).toBe(200);
    const d = await detail(id);
    expect(d.ciBoardData).toMatchObject({ statusName: 'LIVE', gradingType: 'A', isGraded: true, bestPractice: true, dueDate: '20270115', gradedBy: expect.stringContaining('Test') });
    expect(d.ciStatusChangeHistory.map((h: { previousStatus: string; status: string; gradingType: string | null }) => [h.previousStatus, h.status, h.gradingType])).toEqual([
      [null, 'WAITING_APPROVAL', null],
      ['WAITING_APPROVAL', 'APPROVED', null],
      ['APPROVED', 'LIVE', 'A'],
    ]);
    // A grading change alone is recorded too.
    await save('committee', await edited(id, { gradingType: 'B' }));
    expect((await detail(id)).ciStatusChangeHistory.at(-1)).toMatchObject({ previousStatus: 'LIVE', status: 'LIVE', previousGradingType: 'A', gradingType: 'B' });
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'author@example.com'));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Onaylandı'), expect.stringContaining('Hayata geçti')]);
    // The technician the suggestion concerns sees each status change (not the grading change) in the activity feed.
    const events = await t.db.select().from(activityEvents).where(eq(activityEvents.ciSuggestionId, id)).orderBy(activityEvents.id);
    expect(events.map((e) => [e.eventType, e.status, e.technicianBpNo, e.teamId, e.actorUserId])).toEqual([
      ['CI_STATUS_CHANGE', 'APPROVED', technician.bpNo, teamId, as.committee.id],
      ['CI_STATUS_CHANGE', 'LIVE', technician.bpNo, teamId, as.committee.id],
    ]);
  });

  it('keeps a due date saved earlier that has since passed: the suggestion can still be saved', async () => {
    const { dueDate, committeeNote } = (await detail(id)).ciBoardData;
    await t.db.execute(sql`update ci_suggestions set due_date = '2020-01-01' where id = ${id}`);
    const res = await save('committee', await edited(id, { committeeNote: 'Still running' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(id)).ciBoardData).toMatchObject({ dueDate: '20200101', committeeNote: 'Still running' });
    // Back as it was for the export below.
    await t.db.execute(sql`update ci_suggestions set due_date = ${`${dueDate.slice(0, 4)}-${dueDate.slice(4, 6)}-${dueDate.slice(6)}`} where id = ${id}`);
    expect((await save('committee', await edited(id, { committeeNote }))).statusCode).toBe(200);
  });

  it('no longer lets the author edit once reviewed', async () => {
    const res = await save('author', await edited(id, { problem: 'Late change' }));
    expect(res.statusCode).toBe(403);
  });

  it('refuses a decision on a version someone else saved meanwhile (two committee members at once), storing nothing', async () => {
    const fresh = (await save('author', datum(org, { problem: 'Two members decide this one.' }))).json().id as number;
    const opened = (await detail(fresh)).ciBoardData.updatedDate as number;
    const [first, second] = [await t.signIn(['CI_COMMITTEE'], [teamId]), await t.signIn(['CI_COMMITTEE'], [teamId])];
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, second.user.id));
    const ifMatch = (headers: Record<string, string>) => ({ ...headers, 'if-match': `"${opened}"` });
    const approved = await saveAs(ifMatch(first.headers), await edited(fresh, { status: 'APPROVED', dueDate: '20270115' }));
    expect(approved.statusCode, approved.body).toBe(200);
    const [historyBefore, mailsBefore] = [await historyCount(), (await t.db.select().from(outboxMessages)).length];
    // The same millisecond as the first save (the test clock stands still): still a newer version.
    const rejected = await saveAs(ifMatch(second.headers), await edited(fresh, { status: 'REJECTED', dueDate: null, committeeNote: 'No budget' }));
    expect([rejected.statusCode, rejected.json().message]).toEqual([412, 'Bu öneri siz açtıktan sonra başka biri tarafından kaydedildi. Formu kontrol edip yeniden kaydedin.']);
    expect((await detail(fresh)).ciBoardData).toMatchObject({ statusName: 'APPROVED', dueDate: '20270115', committeeNote: null });
    expect([await historyCount(), (await t.db.select().from(outboxMessages)).length]).toEqual([historyBefore, mailsBefore]);
    // Opened again, the second member decides on what is saved.
    const reopened = { ...second.headers, 'if-match': String((await detail(fresh)).ciBoardData.updatedDate) };
    expect((await saveAs(reopened, await edited(fresh, { status: 'REJECTED', dueDate: null, committeeNote: 'No budget' }))).statusCode).toBe(200);
    expect((await saveAs({ ...second.headers, 'if-match': 'yesterday' }, await edited(fresh, {}))).statusCode).toBe(400);
  });

  it('answers an unknown or foreign suggestion id like a missing one', async () => {
    const res = await save('committee', await edited(id, { id: 2_000_000_000 }));
    expect(res.statusCode).toBe(404);
  });
});

describe('export and sync', () => {
  it('refuses the export to a user whose only role is CI_BOARD_USER, in their language', async () => {
    const turkish = await t.app.inject({ method: 'POST', url: '/api/ciBoard/export', headers: as.author.headers, payload: {} });
    expect([turkish.statusCode, turkish.json().message]).toEqual([403, "Excel'e aktarma sizin için kullanılamıyor."]);
    const english = await t.app.inject({ method: 'POST', url: '/api/ciBoard/export', headers: as.other.headers, payload: {} });
    expect([english.statusCode, english.json().message]).toEqual([403, 'Excel export is not available to you.']);
  });

  it('streams the filtered suggestions as an .xlsx named after the dates', async () => {
    await save('other', datum(org, { wasteType: null, isgType: 'NEAR_MISS', problem: 'Slippery floor' }));
    const res = await t.app.inject({ method: 'POST', url: '/api/ciBoard/export', headers: as.committee.headers, payload: { createdDateStart: '20200101', createdDateEnd: '20991231', status: 'LIVE' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="report_20200101-20991231.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(sheet.name).toBe('CI board');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...CI_EXPORT_HEADERS]);
    expect(sheet.getRow(1).getCell(11).value).toBe('Problem');
    const row = sheet.getRow(2);
    expect([5, 8, 9, 10, 14, 16].map((column) => row.getCell(column).value)).toEqual(['Live', 'Service', 'Waste', 'Transport', 'Yes', 'Yes']);
    expect(row.getCell(11).value).toBe('Parts are carried three times.');
  });

  it("writes the sheet, headers and worded values in the reader's language, typed texts as typed", async () => {
    const turkish = await t.signIn(['CI_COMMITTEE'], [teamId]);
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, turkish.user.id));
    const res = await t.app.inject({ method: 'POST', url: '/api/ciBoard/export', headers: turkish.headers, payload: { createdDateStart: '20200101', createdDateEnd: '20991231', status: 'LIVE' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="report_20200101-20991231.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('İyileştirme panosu');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(CI_EXPORT_TEXTS.tr.headers);
    expect(sheet.getRow(1).getCell(5).value).toBe('Durum');
    const row = sheet.getRow(2);
    expect([5, 8, 9, 10, 14, 16].map((column) => row.getCell(column).value)).toEqual(['Hayata geçti', 'Servis', 'İsraf', 'Taşıma', 'Evet', 'Evet']);
    expect([row.getCell(11).value, row.getCell(17).value]).toEqual(['Parts are carried three times.', 'Good idea']);
  });

  it('sync reports what changed since the last look', async () => {
    const first = (await t.app.inject({ method: 'POST', url: '/api/ciBoard/sync', headers: as.committee.headers, payload: {} })).json();
    expect(first.changedIds).toEqual([]);
    const since = Date.now() - 60 * 60_000;
    const res = (await t.app.inject({ method: 'POST', url: '/api/ciBoard/sync', headers: as.committee.headers, payload: { since, countryCode: 'TR' } })).json();
    expect(res.changedIds).toContain(id);
    const later = (await t.app.inject({ method: 'POST', url: '/api/ciBoard/sync', headers: as.committee.headers, payload: { since: Date.now() + 3_600_000 } })).json();
    expect(later.changedCount).toBe(0);
  });
});
