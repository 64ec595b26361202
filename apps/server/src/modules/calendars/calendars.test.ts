import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CALENDAR_ERRORS, expandWorkingHours, planSeriesEdit, sameNameIgnoringCase, type Calendar, type CalendarEntry, type Role } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, ensureCountry } from '../../../test/factories';
import { calendarEntries, calendars, teams, users } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;
let dispatcher: Record<string, string>;
let observer: Record<string, string>;
let myTeam: number;
let mySecondTeam: number;
let ruTeam: number;

const IST = 180;
const week = (startDate: string, endDate: string) =>
  expandWorkingHours({ startDate, startTime: '09:00', endTime: '18:00', recurrence: { weekdays: [1, 2, 3, 4, 5], everyWeeks: 1, endDate }, excludeHolidays: false }, new Set(), IST).map((e) => ({
    ...e,
    seriesId: 'series-a',
  }));

async function call(url: string, payload: unknown, headers = dispatcher) {
  return t.app.inject({ method: 'POST', url, headers, payload: payload as object });
}
async function create(name: string, country = 'TR', entries: unknown[] = [], headers = dispatcher): Promise<Calendar> {
  const res = await call('/api/change-calendar', { name, country, calendarEntries: entries }, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().statusCode, res.body).toBe(0);
  return res.json().calendar;
}
async function list(headers = dispatcher): Promise<Calendar[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/authorizedCalendars', headers })).json().calendars;
}

let org: { orgunit: string; displayName: string };
beforeAll(async () => {
  t = await createTestApp();
  await ensureCountry(t.db, 'RU');
  org = await createOrganization(t.db, { countryCode: 'TR' });
  myTeam = (await createTeam(t.db, { orgunit: org.orgunit })).id;
  mySecondTeam = (await createTeam(t.db, { orgunit: org.orgunit })).id;
  ruTeam = (await createTeam(t.db, { orgunit: (await createOrganization(t.db, { countryCode: 'RU' })).orgunit })).id;
  admin = (await t.signIn(['ADMIN'])).headers;
  dispatcher = (await t.signIn(['DISPATCHER'], [myTeam, mySecondTeam])).headers;
  observer = (await t.signIn(['OBSERVER'], [myTeam])).headers;
});
afterAll(async () => t?.close());

describe('GET /api/authorizedCalendars', () => {
  it('answers the list in the spec\'s response name: an object whose one field is calendars', async () => {
    const created = await create('Response name');
    const body = (await t.app.inject({ method: 'GET', url: '/api/authorizedCalendars', headers: dispatcher })).json();
    expect(Object.keys(body)).toEqual(['calendars']);
    expect(body.calendars.map((c: Calendar) => c.id)).toContain(created.id);
  });

  it('lists calendars in Turkish alphabetical order (Ç after C, İ after I, Ö after O, Ş after S), not by code point', async () => {
    const names = ['Ömer', 'Osman', 'İsmail', 'Irmak', 'Çelik', 'Cem', 'Şahin', 'Sude'].map((name) => `${name} vardiyası`);
    const ids = new Set<number>();
    for (const name of names) ids.add((await create(name)).id);
    expect((await list()).filter((c) => ids.has(c.id)).map((c) => c.name)).toEqual(
      ['Cem', 'Çelik', 'Irmak', 'İsmail', 'Osman', 'Ömer', 'Sude', 'Şahin'].map((name) => `${name} vardiyası`),
    );
  });
});

describe('POST /api/change-calendar', () => {
  it('creates a calendar with a weekly series and lists it with its entries', async () => {
    const created = await create('İstanbul vardiya', 'TR', week('2026-12-28', '2027-01-08'));
    expect(created).toMatchObject({ name: 'İstanbul vardiya', country: 'TR', timeZone: 'Europe/Istanbul', relatedTeams: [] });
    expect(created.calendarEntries).toHaveLength(10);
    expect((await list()).find((c) => c.id === created.id)?.calendarEntries).toHaveLength(10);
  });

  it('applies only the listed entries on update, so two saves of one calendar keep each other\'s entries', async () => {
    const cal = await create('Concurrent', 'TR', week('2026-11-23', '2026-11-27'));
    const [first, second] = cal.calendarEntries;
    const moveFirst = { ...first, startDate: first.startDate + 3600_000 };
    const dropSecond = { ...second, deleted: true };
    const answers = await Promise.all([
      call('/api/change-calendar', { id: cal.id, name: cal.name, country: 'TR', calendarEntries: [moveFirst] }),
      call('/api/change-calendar', { id: cal.id, name: cal.name, country: 'TR', calendarEntries: [dropSecond] }),
    ]);
    expect(answers.map((a) => a.json().statusCode)).toEqual([0, 0]);
    const stored = (await list()).find((c) => c.id === cal.id)!.calendarEntries;
    expect(stored.find((e) => e.id === first.id)).toMatchObject({ startDate: moveFirst.startDate, deleted: false });
    expect(stored.find((e) => e.id === second.id)).toMatchObject({ deleted: true });
    expect(stored).toHaveLength(5);
  });

  describe('a save made from a stale calendar', () => {
    /** What the web sends: each change of a stored entry with the entry as the dialog read it. */
    const withPrevious = (plan: ReturnType<typeof planSeriesEdit>, read: readonly CalendarEntry[]) =>
      plan.map((c) => {
        const seen = read.find((e) => e.id === c.id);
        return seen ? { ...c, previous: { startDate: seen.startDate, endDate: seen.endDate, deleted: seen.deleted } } : c;
      });
    const save = (cal: Calendar, calendarEntries: unknown[], headers = dispatcher) => call('/api/change-calendar', { id: cal.id, name: cal.name, country: 'TR', calendarEntries }, headers);
    const entriesOf = async (id: number) => (await list()).find((c) => c.id === id)!.calendarEntries;

    it('refuses a series saved with "all records" after a colleague removed some of it: nothing comes back, nothing changes', async () => {
      const cal = await create('Stale series', 'TR', week('2026-11-23', '2026-11-27'));
      const loadedByB = cal.calendarEntries;
      // A removes Tuesday and Wednesday of the series.
      const removedByA = withPrevious(loadedByB.slice(1, 3).map((e) => ({ ...e, deleted: true })), loadedByB);
      expect((await save(cal, removedByA, admin)).json().statusCode).toBe(0);
      const afterA = await entriesOf(cal.id);
      // B, still on the calendar as loaded, moves the whole series to 10:00-19:00 with "all records".
      const form = { startDate: '2026-11-23', startTime: '10:00', endTime: '19:00', recurrence: { weekdays: [1, 2, 3, 4, 5] as const, everyWeeks: 1, endDate: '2026-11-27' }, excludeHolidays: false };
      const plan = planSeriesEdit({ series: loadedByB, chosen: loadedByB[0], scope: 'ALL', form: { ...form, recurrence: { ...form.recurrence, weekdays: [...form.recurrence.weekdays] } }, holidays: new Set(), tzOffsetMinutes: IST });
      expect(plan.filter((c) => removedByA.some((r) => r.id === c.id && !c.deleted))).toHaveLength(2);
      const answer = await save(cal, withPrevious(plan, loadedByB));
      expect(answer.json()).toEqual({ statusCode: 2, message: CALENDAR_ERRORS.changedMeanwhile, calendar: null });
      expect(await entriesOf(cal.id)).toEqual(afterA);
      // Made again from the calendar as it is now, the same edit saves and keeps A's removals.
      const fresh = await entriesOf(cal.id);
      const again = planSeriesEdit({ series: fresh, chosen: fresh[0], scope: 'ALL', form: { ...form, recurrence: { ...form.recurrence, weekdays: [...form.recurrence.weekdays] } }, holidays: new Set(), tzOffsetMinutes: IST });
      expect((await save(cal, withPrevious(again, fresh))).json().statusCode).toBe(0);
      expect((await entriesOf(cal.id)).filter((e) => !e.deleted)).toHaveLength(3);
    });

    it("refuses overwriting an entry a colleague moved, and lets a removal of an entry already removed through", async () => {
      const cal = await create('Stale entry', 'TR', week('2026-11-23', '2026-11-24'));
      const [first, second] = cal.calendarEntries;
      const moved = { ...first, startDate: first.startDate + 3600_000 };
      expect((await save(cal, withPrevious([moved], cal.calendarEntries), admin)).json().statusCode).toBe(0);
      expect((await save(cal, withPrevious([{ ...second, deleted: true }], cal.calendarEntries), admin)).json().statusCode).toBe(0);
      const before = await entriesOf(cal.id);
      const mine = { ...first, endDate: first.endDate - 3600_000 };
      expect((await save(cal, withPrevious([mine], cal.calendarEntries))).json()).toMatchObject({ statusCode: 2, message: CALENDAR_ERRORS.changedMeanwhile });
      expect(await entriesOf(cal.id)).toEqual(before);
      expect((await save(cal, withPrevious([{ ...second, deleted: true }], cal.calendarEntries))).json().statusCode).toBe(0);
      // Without previous (an older client) a save is applied as before.
      expect((await save(cal, [mine])).json().statusCode).toBe(0);
    });
  });

  it('refuses coinciding working hours with statusCode 2 and changes nothing', async () => {
    const cal = await create('Overlap', 'TR', week('2026-11-23', '2026-11-24'));
    const clash = { startDate: cal.calendarEntries[0].startDate + 3600_000, endDate: cal.calendarEntries[0].endDate + 3600_000, seriesId: 'other' };
    const res = await call('/api/change-calendar', { id: cal.id, name: 'Renamed', country: 'TR', calendarEntries: [clash] });
    expect(res.json()).toMatchObject({ statusCode: 2, message: CALENDAR_ERRORS.overlap, calendar: null });
    const after = (await list()).find((c) => c.id === cal.id)!;
    expect(after.name).toBe('Overlap');
    expect(after.calendarEntries).toHaveLength(2);
  });

  it('refuses a second calendar of one name in a country (Turkish case rules, Ё as Е) with statusCode 2; another country may use it', async () => {
    const first = await create('İzmir Yaz');
    const ru = await create('Ёлка');
    for (const name of ['izmir yaz', ' İZMİR YAZ ']) {
      expect((await call('/api/change-calendar', { name, country: 'TR' })).json()).toEqual({ statusCode: 2, message: 'A calendar of this name already exists for this country.', calendar: null });
    }
    expect((await call('/api/change-calendar', { name: 'ЕЛКА', country: 'TR' })).json().statusCode).toBe(2);
    expect((await call('/api/change-calendar', { id: ru.id, name: 'İzmir yaz', country: 'TR' })).json().statusCode).toBe(2);
    expect((await list()).filter((c) => sameNameIgnoringCase(c.name, 'İzmir Yaz')).map((c) => c.id)).toEqual([first.id]);
    // Its own name in other letters, 'IZMIR YAZ' (dotless: another name in Turkish) and the name in another country are free.
    expect((await call('/api/change-calendar', { id: first.id, name: 'İZMİR YAZ', country: 'TR' })).json().statusCode).toBe(0);
    await create('IZMIR YAZ');
    await create('İzmir Yaz', 'RU', [], admin);
  });

  it('keeps a pair of one name stored before the rule editable: only a new name is checked', async () => {
    const [a, b] = await t.db.insert(calendars).values([{ name: 'Twin', countryCode: 'TR' }, { name: 'TWIN', countryCode: 'TR' }]).returning();
    const res = await call('/api/change-calendar', { id: b.id, name: b.name, country: 'TR', calendarEntries: week('2026-12-07', '2026-12-08') });
    expect(res.json().statusCode, res.body).toBe(0);
    expect((await call('/api/change-calendar', { id: a.id, name: 'twin', country: 'TR' })).json().statusCode).toBe(0);
  });

  it('lets a whole series shift in place', async () => {
    const cal = await create('Shift', 'TR', week('2026-11-23', '2026-11-27'));
    const shifted = cal.calendarEntries.map((e) => ({ ...e, startDate: e.startDate + 8 * 3600_000, endDate: e.endDate + 8 * 3600_000 }));
    expect((await call('/api/change-calendar', { id: cal.id, name: cal.name, country: 'TR', calendarEntries: shifted })).json().statusCode).toBe(0);
  });

  it('validates with 400 and a clear message', async () => {
    const cases: [unknown, string][] = [
      [{ name: '', country: 'TR' }, CALENDAR_ERRORS.nameRequired],
      [{ country: 'TR' }, CALENDAR_ERRORS.nameRequired],
      [{ deleted: true }, '"id"'],
      [{ name: 'x'.repeat(256), country: 'TR' }, CALENDAR_ERRORS.nameTooLong],
      [{ name: 'No country', country: '' }, CALENDAR_ERRORS.countryRequired],
      [{ name: 'Backwards', country: 'TR', calendarEntries: [{ startDate: Date.UTC(2026, 10, 2, 10), endDate: Date.UTC(2026, 10, 2, 9), seriesId: 's' }] }, CALENDAR_ERRORS.endNotAfterStart],
      [{ name: 'Far', country: 'TR', calendarEntries: [{ startDate: Date.UTC(2300, 0, 1), endDate: Date.UTC(2300, 0, 2), seriesId: 's' }] }, 'startDate'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('/api/change-calendar', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('refuses working hours longer than a day (the month grid shows them on their first day only, yet they block every day they cover)', async () => {
    const start = Date.UTC(2026, 10, 2, 6);
    const entry = (hours: number) => ({ startDate: start, endDate: start + hours * 3_600_000, seriesId: 's' });
    const res = await call('/api/change-calendar', { name: 'Two days', country: 'TR', calendarEntries: [entry(48)] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details[0]).toEqual({ path: 'calendarEntries.0.endDate', message: CALENDAR_ERRORS.longerThanADay });
    const turkish = await t.signIn(['DISPATCHER'], [myTeam]);
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, turkish.user.id));
    const inTurkish = await call('/api/change-calendar', { name: 'Two days', country: 'TR', calendarEntries: [entry(48)] }, turkish.headers);
    expect(inTurkish.json().message).toBe('Alan "calendarEntries.0.endDate": Çalışma saatleri en fazla bir gün sürebilir');
    // The longest the form makes: 23:50 wall-clock (the end rolled to the next day), one hour longer across a clock change.
    const longest = await create('Night shift over a clock change', 'TR', [entry(24 + 50 / 60)]);
    expect(longest.calendarEntries).toHaveLength(1);
    // One stored before the rule can still be removed.
    const [stored] = (await t.db.insert(calendarEntries).values({ calendarId: longest.id, startDate: new Date(start + 7 * 86_400_000), endDate: new Date(start + 9 * 86_400_000), seriesId: 'old' }).returning()) as { id: number }[];
    const removal = await call('/api/change-calendar', { id: longest.id, name: longest.name, country: 'TR', calendarEntries: [{ ...entry(48), id: stored.id, deleted: true }] });
    expect(removal.json().statusCode, removal.body).toBe(0);
  });

  it('refuses a country outside the caller\'s organizations and an unknown entry id', async () => {
    expect((await call('/api/change-calendar', { name: 'Moscow', country: 'RU' })).json()).toMatchObject({ statusCode: 3, message: CALENDAR_ERRORS.unknownCountry });
    const cal = await create('Entry ids');
    const res = await call('/api/change-calendar', { id: cal.id, name: 'Entry ids', country: 'TR', calendarEntries: [{ id: 2_000_000_000, startDate: Date.UTC(2026, 0, 1, 9), endDate: Date.UTC(2026, 0, 1, 10), seriesId: 's' }] });
    expect(res.json()).toMatchObject({ statusCode: 1, message: CALENDAR_ERRORS.unknownEntry });
  });

  it('forbids every change to an observer', async () => {
    const res = await call('/api/change-calendar', { name: 'Observer', country: 'TR' }, observer);
    expect(res.statusCode).toBe(403);
    expect((await list(observer)).some((c) => c.name === 'Observer')).toBe(false);
  });
});

describe('POST /api/change-calendar-team and delete', () => {
  it('assigns a calendar to teams, lists them as related teams and serves the entries for the teams', async () => {
    const cal = await create('Team calendar', 'TR', week('2026-11-23', '2026-11-27'));
    const res = await call('/api/change-calendar-team', { changes: [{ teamId: myTeam, calendarId: cal.id }, { teamId: mySecondTeam, calendarId: cal.id }] });
    expect(res.json()).toEqual({ statusCode: 0, message: 'Saved successfully.' });
    const related = (await list()).find((c) => c.id === cal.id)!.relatedTeams;
    expect(related.map((r) => r.id).sort()).toEqual([myTeam, mySecondTeam].sort());
    // Each team names its organization: teams of one name in two organizations are told apart.
    expect(related.map((r) => r.organization)).toEqual([{ orgunit: org.orgunit, displayName: org.displayName }, { orgunit: org.orgunit, displayName: org.displayName }]);
    const entries = (await call('/api/calendarEntriesForTeams', { teams: [{ id: myTeam }, { id: ruTeam }] })).json();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ teamId: myTeam, calendarId: cal.id, calendarName: 'Team calendar' });
    expect(entries[0].calendarEntries).toHaveLength(5);
  });

  it("lets a dispatcher assign a calendar to every team of their organizations, as team management lists them, and names those teams as the calendar's", async () => {
    const colleagues = (await createTeam(t.db, { orgunit: org.orgunit })).id;
    const managed = (await t.app.inject({ method: 'GET', url: '/api/authorizedTeams', headers: dispatcher })).json().teams;
    expect(managed.map((team: { id: number }) => team.id)).toContain(colleagues);
    const cal = await create('Organization-wide');
    const res = await call('/api/change-calendar-team', { changes: [{ teamId: colleagues, calendarId: cal.id }] });
    expect(res.json()).toEqual({ statusCode: 0, message: 'Saved successfully.' });
    expect(await t.db.select({ calendarId: teams.calendarId }).from(teams).where(eq(teams.id, colleagues))).toEqual([{ calendarId: cal.id }]);
    // And the calendar list names it among the teams using the calendar: deleting it would change that team's hours.
    expect((await list()).find((c) => c.id === cal.id)!.relatedTeams.map((r) => r.id)).toEqual([colleagues]);
  });

  it('lists related teams in Turkish alphabetical order (Ç after C, İ after I, Ö after O, Ş after S)', async () => {
    const cal = await create('Alphabet calendar', 'TR', [], admin);
    const ids: number[] = [];
    for (const name of ['Ömer', 'Osman', 'İsmail', 'Irmak', 'Çelik', 'Cem', 'Şahin', 'Sude']) ids.push((await createTeam(t.db, { orgunit: org.orgunit, name })).id);
    expect((await call('/api/change-calendar-team', { changes: ids.map((teamId) => ({ teamId, calendarId: cal.id })) }, admin)).json().statusCode).toBe(0);
    const related = (await list(admin)).find((c) => c.id === cal.id)!.relatedTeams;
    expect(related.map((r) => r.name)).toEqual(['Cem', 'Çelik', 'Irmak', 'İsmail', 'Osman', 'Ömer', 'Sude', 'Şahin']);
  });

  it("refuses a calendar of another country, a foreign team, and changes none of the batch", async () => {
    const ru = await create('Moscow standard', 'RU', [], admin);
    const trCal = await create('Batch', 'TR');
    const before = await t.db.select({ calendarId: teams.calendarId }).from(teams).where(eq(teams.id, myTeam));
    const otherCountry = await call('/api/change-calendar-team', { changes: [{ teamId: mySecondTeam, calendarId: trCal.id }, { teamId: myTeam, calendarId: ru.id }] }, admin);
    expect(otherCountry.json()).toMatchObject({ statusCode: 3, message: CALENDAR_ERRORS.otherCountry });
    const foreign = await call('/api/change-calendar-team', { changes: [{ teamId: myTeam, calendarId: trCal.id }, { teamId: ruTeam, calendarId: null }] });
    expect(foreign.json()).toMatchObject({ statusCode: 1, message: CALENDAR_ERRORS.unknownTeam });
    expect(await t.db.select({ calendarId: teams.calendarId }).from(teams).where(eq(teams.id, myTeam))).toEqual(before);
  });

  it("refuses a team named twice with a 400 naming it, in the caller's language, and changes none of the batch", async () => {
    const first = await create('Twice A');
    const second = await create('Twice B');
    const stored = () => t.db.select({ id: teams.id, calendarId: teams.calendarId }).from(teams).orderBy(teams.id);
    const before = await stored();
    const twice = { changes: [{ teamId: myTeam, calendarId: first.id }, { teamId: mySecondTeam, calendarId: first.id }, { teamId: myTeam, calendarId: second.id }] };
    const res = await call('/api/change-calendar-team', twice);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `Invalid body field "changes": team ${myTeam} appears more than once`,
      details: [{ path: 'changes', message: `team ${myTeam} appears more than once` }],
    });
    const russian = await t.signIn(['DISPATCHER'], [myTeam, mySecondTeam]);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, russian.user.id));
    expect((await call('/api/change-calendar-team', twice, russian.headers)).json().message).toBe(`Поле «changes»: Бригада ${myTeam} указана более одного раза`);
    expect(await stored()).toEqual(before);
  });

  it('keeps the country of a calendar that teams use; an unused one may change country', async () => {
    const used = await create('In use', 'TR');
    expect((await call('/api/change-calendar-team', { changes: [{ teamId: mySecondTeam, calendarId: used.id }] }, admin)).json().statusCode).toBe(0);
    const moved = await call('/api/change-calendar', { id: used.id, name: used.name, country: 'RU', calendarEntries: [] }, admin);
    expect(moved.json()).toMatchObject({ statusCode: 3, message: CALENDAR_ERRORS.otherCountry, calendar: null });
    expect((await list(admin)).find((c) => c.id === used.id)!.country).toBe('TR');
    const unused = await create('Not in use', 'TR', [], admin);
    const free = await call('/api/change-calendar', { id: unused.id, name: unused.name, country: 'RU', calendarEntries: [] }, admin);
    expect(free.json()).toMatchObject({ statusCode: 0, calendar: { country: 'RU' } });
  });

  it('queues concurrent changes of the same teams without deadlock or loss', async () => {
    const a = await create('Race A');
    const b = await create('Race B');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('/api/change-calendar-team', { changes: i % 2 ? [{ teamId: myTeam, calendarId: a.id }, { teamId: mySecondTeam, calendarId: a.id }] : [{ teamId: mySecondTeam, calendarId: b.id }, { teamId: myTeam, calendarId: b.id }] }),
      ),
    );
    expect(answers.map((r) => r.json().statusCode)).toEqual([0, 0, 0, 0, 0, 0]);
    const rows = await t.db.select({ calendarId: teams.calendarId }).from(teams).where(eq(teams.id, myTeam));
    const second = await t.db.select({ calendarId: teams.calendarId }).from(teams).where(eq(teams.id, mySecondTeam));
    // Each request is all-or-nothing, so both teams end on the calendar of the same (last) request.
    expect(rows[0].calendarId).toBe(second[0].calendarId);
  });

  it('deletes a calendar irreversibly; its teams revert to their own hours', async () => {
    const cal = await create('To delete', 'TR', week('2026-11-23', '2026-11-24'));
    await call('/api/change-calendar-team', { changes: [{ teamId: myTeam, calendarId: cal.id }] });
    const res = await call('/api/change-calendar', { id: cal.id, deleted: true });
    expect(res.json()).toMatchObject({ statusCode: 0, calendar: null });
    expect((await list()).some((c) => c.id === cal.id)).toBe(false);
    expect((await t.db.select({ calendarId: teams.calendarId }).from(teams).where(eq(teams.id, myTeam)))[0].calendarId).toBeNull();
    expect(await t.db.select().from(calendarEntries).where(eq(calendarEntries.calendarId, cal.id))).toEqual([]);
    expect((await call('/api/change-calendar', { id: cal.id, deleted: true })).json()).toMatchObject({ statusCode: 1, message: CALENDAR_ERRORS.unknownCalendar });
  });

  it('hides calendars of other countries from a dispatcher and answers their ids like unknown ones', async () => {
    const ru = await create('Secret RU', 'RU', [], admin);
    expect((await list()).some((c) => c.id === ru.id)).toBe(false);
    expect((await list(admin)).some((c) => c.id === ru.id)).toBe(true);
    const theirs = await call('/api/change-calendar', { id: ru.id, deleted: true });
    const none = await call('/api/change-calendar', { id: 2_000_000_000, deleted: true });
    expect(theirs.json()).toEqual(none.json());
  });
});

describe("statusCode refusals in the caller's language", () => {
  const WORDS = {
    tr: {
      unknownCountry: 'Bu ülke için takvim tutamazsınız.',
      unknownCalendar: 'Takvim bulunamadı; silinmiş olabilir.',
      unknownEntry: 'Bu çalışma saatlerini bu arada başka biri değiştirdi. Takvimi yenileyip tekrar deneyin.',
      changedMeanwhile: 'Bu çalışma saatlerini siz açtıktan sonra başka biri değiştirdi; hiçbir şey kaydedilmedi. Değişikliği görmek için takvimi yenileyin.',
      overlap: 'Bu çalışma saatleri takvimdeki başka çalışma saatleriyle çakışıyor.',
      unknownTeam: 'Ekip bulunamadı.',
      otherCountry: 'Bir ekip yalnızca organizasyonunun ülkesine ait takvimi kullanabilir.',
      nameTaken: 'Bu ülke için bu adda bir takvim zaten var.',
    },
    ru: {
      unknownCountry: 'Вы не можете вести календари для этой страны.',
      unknownCalendar: 'Календарь не найден; возможно, он удалён.',
      unknownEntry: 'Кто-то другой уже изменил эти рабочие часы. Обновите календарь и повторите.',
      changedMeanwhile: 'После того как вы открыли эти рабочие часы, их изменил кто-то другой; ничего не сохранено. Обновите календарь, чтобы увидеть это изменение.',
      overlap: 'Эти рабочие часы пересекаются с другими часами календаря.',
      unknownTeam: 'Бригада не найдена.',
      otherCountry: 'Бригада может использовать только календарь страны своей организации.',
      nameTaken: 'Календарь с таким названием для этой страны уже есть.',
    },
  } as const;

  async function speaker(roles: Role[], language: string, teamIds: number[] = []) {
    const signed = await t.signIn(roles, teamIds);
    await t.db.update(users).set({ cultureName: language }).where(eq(users.id, signed.user.id));
    return signed.headers;
  }

  it.each(Object.entries(WORDS))('words every refusal of change-calendar and change-calendar-team in %s, statusCodes unchanged', async (language, words) => {
    const mine = await speaker(['DISPATCHER'], language, [myTeam, mySecondTeam]);
    const all = await speaker(['ADMIN'], language);
    const answer = async (url: string, payload: unknown, headers: Record<string, string>) => (await call(url, payload, headers)).json();
    const entry = { startDate: Date.UTC(2026, 0, 1, 9), endDate: Date.UTC(2026, 0, 1, 10), seriesId: 's' };

    expect(await answer('/api/change-calendar', { name: 'Moscow', country: 'RU' }, mine)).toEqual({ statusCode: 3, message: words.unknownCountry, calendar: null });
    expect(await answer('/api/change-calendar', { name: 'New', country: 'TR', calendarEntries: [{ ...entry, id: 5 }] }, mine)).toEqual({ statusCode: 1, message: words.unknownEntry, calendar: null });
    const cal = await create(`Worded ${language}`, 'TR', week('2026-11-23', '2026-11-24'), mine);
    const update = (change: object) => ({ id: cal.id, name: cal.name, country: 'TR', calendarEntries: [], ...change });
    expect(await answer('/api/change-calendar', update({ calendarEntries: [{ ...entry, id: 2_000_000_000 }] }), mine)).toEqual({ statusCode: 1, message: words.unknownEntry, calendar: null });
    const clash = { startDate: cal.calendarEntries[0].startDate + 3600_000, endDate: cal.calendarEntries[0].endDate + 3600_000, seriesId: 'other' };
    expect(await answer('/api/change-calendar', update({ calendarEntries: [clash] }), mine)).toEqual({ statusCode: 2, message: words.overlap, calendar: null });
    const [loaded] = cal.calendarEntries;
    const stale = { ...loaded, startDate: loaded.startDate + 3600_000, previous: { startDate: loaded.startDate - 3600_000, endDate: loaded.endDate, deleted: false } };
    expect(await answer('/api/change-calendar', update({ calendarEntries: [stale] }), mine)).toEqual({ statusCode: 2, message: words.changedMeanwhile, calendar: null });
    expect(await answer('/api/change-calendar', { name: cal.name.toUpperCase(), country: 'TR' }, mine)).toEqual({ statusCode: 2, message: words.nameTaken, calendar: null });
    expect(await answer('/api/change-calendar', update({ id: 2_000_000_000 }), mine)).toEqual({ statusCode: 1, message: words.unknownCalendar, calendar: null });
    expect(await answer('/api/change-calendar', { id: 2_000_000_000, deleted: true }, mine)).toEqual({ statusCode: 1, message: words.unknownCalendar, calendar: null });

    expect(await answer('/api/change-calendar-team', { changes: [{ teamId: ruTeam, calendarId: null }] }, mine)).toMatchObject({ statusCode: 1, message: words.unknownTeam });
    expect(await answer('/api/change-calendar-team', { changes: [{ teamId: myTeam, calendarId: 2_000_000_000 }] }, mine)).toMatchObject({ statusCode: 1, message: words.unknownCalendar });
    const ru = await create(`Worded RU ${language}`, 'RU', [], all);
    expect(await answer('/api/change-calendar-team', { changes: [{ teamId: myTeam, calendarId: ru.id }] }, all)).toMatchObject({ statusCode: 3, message: words.otherCountry });
    expect((await answer('/api/change-calendar-team', { changes: [{ teamId: mySecondTeam, calendarId: cal.id }] }, all)).statusCode).toBe(0);
    expect(await answer('/api/change-calendar', update({ country: 'RU' }), all)).toEqual({ statusCode: 3, message: words.otherCountry, calendar: null });
  });
});
