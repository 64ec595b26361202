import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, createUser } from '../../../test/factories';
import { createAssignment } from '../../../test/planning-factories';
import { adminChanges, assignments, calendars, dispatcherTeams, sections, teams, teamWorkingHours, technicians, users } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;
let dispatcher: Record<string, string>;
let observer: Record<string, string>;
let mineOrg: string;
let theirOrg: string;
let sectionId: number;
let myTeamId: number;

beforeAll(async () => {
  t = await createTestApp();
  mineOrg = (await createOrganization(t.db, { countryCode: 'TR' })).orgunit;
  theirOrg = (await createOrganization(t.db, { countryCode: 'RU' })).orgunit;
  [{ id: sectionId }] = await t.db.insert(sections).values({ name: 'Field service' }).returning();
  myTeamId = (await createTeam(t.db, { orgunit: mineOrg, name: 'İzmir Saha', sectionId })).id;
  admin = (await t.signIn(['ADMIN'])).headers;
  dispatcher = (await t.signIn(['DISPATCHER'], [myTeamId])).headers;
  observer = (await t.signIn(['OBSERVER'], [myTeamId])).headers;
});
afterAll(async () => t?.close());

const post = (url: string, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('teams', () => {
  it('creates a team in the caller’s organization, lists it and records who did it', async () => {
    const res = await post('/api/create-team', dispatcher, { name: '  Ankara Atölye ', orgUnit: mineOrg, sectionId });
    expect(res.json()).toMatchObject({ statusCode: 0 });
    const id = res.json().teamId as number;
    const list = (await get('/api/authorizedTeams', dispatcher)).json().teams;
    expect(list.find((x: { id: number }) => x.id === id)).toEqual({
      id,
      name: 'Ankara Atölye',
      organization: expect.objectContaining({ orgunit: mineOrg }),
      sectionId,
      sectionName: 'Field service',
      calendarName: null,
      appliedHours: { source: 'organization', hours: [{ startTime: '08:00', endTime: '17:00' }] },
    });
    const [audit] = await t.db.select().from(adminChanges).where(eq(adminChanges.subjectId, String(id)));
    expect(audit).toMatchObject({ subject: 'team', action: 'create', before: null, after: expect.objectContaining({ name: 'Ankara Atölye' }) });
  });

  it('names the hours each team works to: its calendar, its own list, its organization\'s or 08:00-17:00', async () => {
    const [calendar] = await t.db.insert(calendars).values({ name: 'Türkiye standard', countryCode: 'TR' }).returning();
    const withCalendar = await createTeam(t.db, { orgunit: mineOrg, sectionId, calendarId: calendar.id });
    // A calendar comes first, even before the team's own list.
    await t.db.insert(teamWorkingHours).values({ teamId: withCalendar.id, startTime: '06:00', endTime: '14:00' });
    const ownHours = await createTeam(t.db, { orgunit: mineOrg, sectionId });
    await t.db.insert(teamWorkingHours).values([
      { teamId: ownHours.id, startTime: '13:00', endTime: '17:00' },
      { teamId: ownHours.id, startTime: '07:30', endTime: '12:00' },
    ]);
    const lateOrg = await createOrganization(t.db, { countryCode: 'TR', workHourStartTime: '09:30', workHourEndTime: '18:30' });
    const orgHours = await createTeam(t.db, { orgunit: lateOrg.orgunit, sectionId });
    const bareOrg = await createOrganization(t.db, { countryCode: 'TR', workHourStartTime: null, workHourEndTime: null });
    const standard = await createTeam(t.db, { orgunit: bareOrg.orgunit, sectionId });

    const list = (await get('/api/authorizedTeams', admin)).json().teams as { id: number; calendarName: string | null; appliedHours: unknown; organization: object }[];
    const of = (id: number) => list.find((x) => x.id === id)!;
    expect(of(withCalendar.id)).toMatchObject({ calendarName: 'Türkiye standard', appliedHours: { source: 'calendar', hours: [] } });
    expect(of(ownHours.id).appliedHours).toEqual({ source: 'team', hours: [{ startTime: '07:30', endTime: '12:00' }, { startTime: '13:00', endTime: '17:00' }] });
    expect(of(orgHours.id).appliedHours).toEqual({ source: 'organization', hours: [{ startTime: '09:30', endTime: '18:30' }] });
    expect(of(standard.id).appliedHours).toEqual({ source: 'default', hours: [{ startTime: '08:00', endTime: '17:00' }] });
    // The organization stays as the spec has it: what decided the hours is not repeated there.
    expect(of(orgHours.id).organization).toEqual({ orgunit: lateOrg.orgunit, displayName: lateOrg.displayName, countryCode: 'TR' });
  });

  it('refuses a name already used in the organization, with Turkish case rules, and changes nothing', async () => {
    const before = await t.db.select().from(teams);
    const res = await post('/api/create-team', admin, { name: 'İZMİR SAHA', orgUnit: mineOrg, sectionId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 1, message: 'A team named "İZMİR SAHA" already exists in this organization.' });
    expect(await t.db.select().from(teams)).toEqual(before);
    // Another organization may use it.
    expect((await post('/api/create-team', admin, { name: 'İzmir Saha', orgUnit: theirOrg, sectionId })).json().statusCode).toBe(0);
  });

  it('takes a Russian name written with or without the dots of Ё as one name', async () => {
    expect((await post('/api/create-team', admin, { name: 'Ёлка', orgUnit: theirOrg, sectionId })).json().statusCode).toBe(0);
    expect((await post('/api/create-team', admin, { name: 'елка', orgUnit: theirOrg, sectionId })).json()).toEqual({ statusCode: 1, message: 'A team named "елка" already exists in this organization.' });
  });

  it('words the refusal of a taken name in the caller\'s language', async () => {
    const turkish = await t.signIn(['ADMIN']);
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, turkish.user.id));
    const res = await post('/api/create-team', turkish.headers, { name: 'izmir saha', orgUnit: mineOrg, sectionId });
    expect(res.json()).toEqual({ statusCode: 1, message: 'Bu organizasyonda "izmir saha" adında bir ekip zaten var.' });
  });

  it.each([
    [{ name: '', orgUnit: 'X', sectionId: 1 }, 'Bu alan boş bırakılamaz'],
    [{ name: 'x'.repeat(256), orgUnit: 'X', sectionId: 1 }, 'Bu alan maksimum 255 karakter olabilir.'],
    [{ name: 'A', sectionId: 1 }, 'orgUnit is required'],
    [{ name: 'A', orgUnit: 'X', sectionId: 0 }, 'unknown section'],
  ])('refuses %j with a 400', async (body, message) => {
    const res = await post('/api/create-team', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers an organization or team outside the dispatcher’s scope exactly like an unknown one', async () => {
    const foreign = await post('/api/create-team', dispatcher, { name: 'Sneaky', orgUnit: theirOrg, sectionId });
    const unknown = await post('/api/create-team', dispatcher, { name: 'Sneaky', orgUnit: 'NOSUCH', sectionId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.replaceAll(theirOrg, '<id>')).toBe(unknown.body.replaceAll('NOSUCH', '<id>'));
    const theirTeam = await createTeam(t.db, { orgunit: theirOrg });
    const del = await post('/api/delete-team', dispatcher, { teamId: theirTeam.id });
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe(`Invalid body field "teamId": unknown team ${theirTeam.id}`);
    expect(await t.db.select().from(teams).where(eq(teams.id, theirTeam.id))).toHaveLength(1);
    // In the caller's language.
    const turkish = await t.signIn(['DISPATCHER'], [myTeamId]);
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, turkish.user.id));
    expect((await post('/api/delete-team', turkish.headers, { teamId: theirTeam.id })).json().message).toBe(`Alan "teamId": Bilinmeyen ekip ${theirTeam.id}`);
    const moved = await post('/api/update-team', turkish.headers, { teamId: myTeamId, name: 'İzmir Saha', orgUnit: theirOrg, sectionId });
    expect(moved.json()).toMatchObject({ message: 'Alan "orgUnit": Bir ekibin organizasyonu değiştirilemez', details: [{ path: 'orgUnit', message: 'Bir ekibin organizasyonu değiştirilemez' }] });
  });

  it('renames a team but never moves it to another organization', async () => {
    const team = await createTeam(t.db, { orgunit: mineOrg, name: 'Old name', sectionId });
    const moved = await post('/api/update-team', admin, { teamId: team.id, name: 'New name', orgUnit: theirOrg, sectionId });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toContain('the organization of a team cannot change');
    expect((await post('/api/update-team', admin, { teamId: team.id, name: 'New name', orgUnit: mineOrg, sectionId })).json().statusCode).toBe(0);
    const [row] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row.name).toBe('New name');
    // Keeping its own name (any case) is not a conflict.
    expect((await post('/api/update-team', admin, { teamId: team.id, name: 'NEW NAME', orgUnit: mineOrg, sectionId })).json().statusCode).toBe(0);
  });

  it('deletes a team: its technicians become unassigned and keep their assignments', async () => {
    const team = await createTeam(t.db, { orgunit: mineOrg, sectionId });
    const tech = await createTechnician(t.db, { orgunit: mineOrg, teamId: team.id });
    const assignment = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2030-01-01T06:00:00Z', end: '2030-01-01T08:00:00Z' });
    const res = await post('/api/delete-team', admin, { teamId: team.id });
    expect(res.json().statusCode).toBe(0);
    expect((await t.db.select().from(technicians).where(eq(technicians.bpNo, tech.bpNo)))[0].teamId).toBeNull();
    expect(await t.db.select().from(assignments).where(eq(assignments.id, assignment.id))).toHaveLength(1);
    const listed = (await get('/api/technicians-include-noteam', admin)).json().technicians.find((x: { bpNo: string }) => x.bpNo === tech.bpNo);
    expect(listed).toMatchObject({ team: null, schedulers: [{ id: assignment.id }] });
    const [audit] = await t.db.select().from(adminChanges).where(eq(adminChanges.subjectId, String(team.id)));
    expect(audit.before).toMatchObject({ technicians: [tech.bpNo] });
  });

  it('lists teams and technicians in Turkish alphabetical order (Ç after C, İ after I, Ö after O, Ş after S), not by code point', async () => {
    const org = await createOrganization(t.db, { countryCode: 'TR' });
    for (const name of ['Ömer', 'Osman', 'İsmail', 'Irmak', 'Çelik', 'Cem', 'Şahin', 'Sude']) {
      const team = await createTeam(t.db, { orgunit: org.orgunit, name, sectionId });
      await createTechnician(t.db, { orgunit: org.orgunit, teamId: team.id, fullName: `${name} Usta` });
    }
    const expected = ['Cem', 'Çelik', 'Irmak', 'İsmail', 'Osman', 'Ömer', 'Sude', 'Şahin'];
    const teamList = (await get('/api/authorizedTeams', admin)).json().teams as { name: string; organization: { orgunit: string } }[];
    expect(teamList.filter((x) => x.organization.orgunit === org.orgunit).map((x) => x.name)).toEqual(expected);
    const techs = (await get('/api/technicians-include-noteam', admin)).json().technicians as { fullName: string; organization: { orgunit: string } }[];
    expect(techs.filter((x) => x.organization.orgunit === org.orgunit).map((x) => x.fullName)).toEqual(expected.map((name) => `${name} Usta`));
  });

  it('lets an observer read and refuses every change', async () => {
    expect((await get('/api/authorizedTeams', observer)).statusCode).toBe(200);
    expect((await post('/api/delete-team', observer, { teamId: myTeamId })).statusCode).toBe(403);
  });
});

describe('technicians and dispatchers of a team', () => {
  it('assigns two technicians and takes one out again', async () => {
    const team = await createTeam(t.db, { orgunit: mineOrg, sectionId });
    const a = await createTechnician(t.db, { orgunit: mineOrg, teamId: myTeamId });
    const b = await createTechnician(t.db, { orgunit: mineOrg, teamId: null });
    const res = await post('/api/change-technician-team', dispatcher, { changes: [{ bpNo: a.bpNo, teamId: team.id }, { bpNo: b.bpNo, teamId: team.id }] });
    expect(res.json().statusCode).toBe(0);
    const techs = (await get('/api/technicians-include-noteam', dispatcher)).json().technicians as { bpNo: string; team: { id: number } | null; organization: { workHourStartTime: string } }[];
    expect(techs.filter((x) => x.team?.id === team.id).map((x) => x.bpNo).sort()).toEqual([a.bpNo, b.bpNo].sort());
    expect(techs[0].organization.workHourStartTime).toMatch(/^\d\d:\d\d$/);
    await post('/api/change-technician-team', dispatcher, { changes: [{ bpNo: a.bpNo, teamId: null }] });
    expect((await t.db.select().from(technicians).where(eq(technicians.bpNo, a.bpNo)))[0].teamId).toBeNull();
  });

  it('refuses a team of another organization and a technician outside the scope', async () => {
    const tech = await createTechnician(t.db, { orgunit: mineOrg, teamId: myTeamId });
    const theirTeam = await createTeam(t.db, { orgunit: theirOrg });
    const cross = await post('/api/change-technician-team', admin, { changes: [{ bpNo: tech.bpNo, teamId: theirTeam.id }] });
    expect(cross.statusCode).toBe(400);
    expect(cross.json().message).toContain('belongs to another organization');
    const theirTech = await createTechnician(t.db, { orgunit: theirOrg, teamId: theirTeam.id });
    const foreign = await post('/api/change-technician-team', dispatcher, { changes: [{ bpNo: theirTech.bpNo, teamId: null }] });
    expect(foreign.json().message).toBe(`Invalid body field "changes.bpNo": unknown technician ${theirTech.bpNo}`);
    expect((await t.db.select().from(technicians).where(eq(technicians.bpNo, theirTech.bpNo)))[0].teamId).toBe(theirTeam.id);
  });

  it('refuses a whole save that would undo a colleague\'s move (fromTeamId), naming the technician in the caller\'s language', async () => {
    const x = await createTeam(t.db, { orgunit: mineOrg, sectionId, name: 'Team X' });
    const y = await createTeam(t.db, { orgunit: mineOrg, sectionId, name: 'Team Y' });
    const moved = await createTechnician(t.db, { orgunit: mineOrg, teamId: x.id, fullName: 'Ayşe Kaya' });
    const other = await createTechnician(t.db, { orgunit: mineOrg, teamId: null });
    // A's tree of X was read; B moves the technician to Y meanwhile.
    expect((await post('/api/change-technician-team', admin, { changes: [{ bpNo: moved.bpNo, teamId: y.id, fromTeamId: x.id }] })).json().statusCode).toBe(0);
    const teamOf = async (bpNo: string) => (await t.db.select().from(technicians).where(eq(technicians.bpNo, bpNo)))[0].teamId;
    const audits = () => t.db.select().from(adminChanges).where(eq(adminChanges.subject, 'technician-team'));
    const auditsBefore = (await audits()).length;

    const stale = { changes: [{ bpNo: other.bpNo, teamId: x.id, fromTeamId: null }, { bpNo: moved.bpNo, teamId: null, fromTeamId: x.id }] };
    const res = await post('/api/change-technician-team', dispatcher, stale);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      statusCode: 1,
      message: `Technician Ayşe Kaya (${moved.bpNo}) has meanwhile been moved to team "Team Y" by someone else. Nothing was saved: check the current teams and save again.`,
    });
    expect([await teamOf(moved.bpNo), await teamOf(other.bpNo)]).toEqual([y.id, null]);
    expect((await audits()).length).toBe(auditsBefore);

    const russian = await t.signIn(['ADMIN']);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, russian.user.id));
    await t.db.update(technicians).set({ teamId: null }).where(eq(technicians.bpNo, moved.bpNo));
    const checking = await post('/api/change-technician-team', russian.headers, { changes: [{ bpNo: moved.bpNo, teamId: x.id, fromTeamId: y.id }] });
    expect(checking.json().message).toBe(`Техник Ayşe Kaya (${moved.bpNo}) тем временем выведен из бригады другим пользователем. Ничего не сохранено: проверьте текущие бригады и сохраните снова.`);
    expect(await teamOf(moved.bpNo)).toBeNull();
  });

  it('saves when the technicians are where the tree showed them, or already where asked, and takes an old client\'s change without fromTeamId', async () => {
    const x = await createTeam(t.db, { orgunit: mineOrg, sectionId });
    const y = await createTeam(t.db, { orgunit: mineOrg, sectionId });
    const a = await createTechnician(t.db, { orgunit: mineOrg, teamId: x.id });
    const b = await createTechnician(t.db, { orgunit: mineOrg, teamId: null });
    const c = await createTechnician(t.db, { orgunit: mineOrg, teamId: y.id });
    const teamOf = async (bpNo: string) => (await t.db.select().from(technicians).where(eq(technicians.bpNo, bpNo)))[0].teamId;
    // c was seen unassigned but a colleague already put it in y: the same move, nothing to refuse.
    const fresh = await post('/api/change-technician-team', dispatcher, {
      changes: [{ bpNo: a.bpNo, teamId: null, fromTeamId: x.id }, { bpNo: b.bpNo, teamId: y.id, fromTeamId: null }, { bpNo: c.bpNo, teamId: y.id, fromTeamId: null }],
    });
    expect(fresh.json()).toEqual({ statusCode: 0, message: 'Saved.' });
    expect([await teamOf(a.bpNo), await teamOf(b.bpNo), await teamOf(c.bpNo)]).toEqual([null, y.id, y.id]);
    const old = await post('/api/change-technician-team', dispatcher, { changes: [{ bpNo: b.bpNo, teamId: x.id }] });
    expect(old.json().statusCode).toBe(0);
    expect(await teamOf(b.bpNo)).toBe(x.id);
    const bad = await post('/api/change-technician-team', dispatcher, { changes: [{ bpNo: b.bpNo, teamId: null, fromTeamId: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('changes.0.fromTeamId');
  });

  it('takes adding a dispatcher already in the team and removing one no longer in it as done (a colleague\'s same change)', async () => {
    const colleague = await createUser(t.db, { roles: ['DISPATCHER'], teamIds: [myTeamId] });
    const team = await createTeam(t.db, { orgunit: mineOrg, sectionId });
    const res = await post('/api/change-dispatcher-team', dispatcher, { added: [{ teamId: myTeamId, dispatcherId: colleague.id }], removed: [{ teamId: team.id, dispatcherId: colleague.id }] });
    expect(res.json()).toEqual({ statusCode: 0, message: 'Saved.' });
    expect((await t.db.select().from(dispatcherTeams).where(eq(dispatcherTeams.userId, colleague.id))).map((l) => l.teamId)).toEqual([myTeamId]);
    expect(await t.db.select().from(adminChanges).where(and(eq(adminChanges.subject, 'dispatcher-team'), eq(adminChanges.subjectId, String(colleague.id))))).toEqual([]);
  });

  it('adds and removes a dispatcher of a team', async () => {
    const colleague = await createUser(t.db, { roles: ['DISPATCHER'], teamIds: [myTeamId] });
    const team = await createTeam(t.db, { orgunit: mineOrg, sectionId });
    const added = await post('/api/change-dispatcher-team', dispatcher, { added: [{ teamId: team.id, dispatcherId: colleague.id }], removed: [] });
    expect(added.json().statusCode).toBe(0);
    const listed = (await get('/api/dispatchers', dispatcher)).json().find((d: { id: number }) => d.id === colleague.id);
    expect(listed).toEqual({ id: colleague.id, name: 'Test', surname: colleague.lastname, teams: [myTeamId, team.id].sort((x, y) => x - y) });
    await post('/api/change-dispatcher-team', dispatcher, { added: [], removed: [{ teamId: myTeamId, dispatcherId: colleague.id }] });
    expect((await t.db.select().from(dispatcherTeams).where(eq(dispatcherTeams.userId, colleague.id))).map((l) => l.teamId)).toEqual([team.id]);
    const empty = await post('/api/change-dispatcher-team', dispatcher, { added: [], removed: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a dispatcher and team pair named twice, naming it in the caller\'s language, and changes nothing', async () => {
    const colleague = await createUser(t.db, { roles: ['DISPATCHER'], teamIds: [myTeamId] });
    const team = await createTeam(t.db, { orgunit: mineOrg, sectionId });
    const links = () => t.db.select().from(dispatcherTeams).where(eq(dispatcherTeams.userId, colleague.id));
    const before = await links();
    const pair = { teamId: team.id, dispatcherId: colleague.id };
    const both = await post('/api/change-dispatcher-team', dispatcher, { added: [pair], removed: [{ teamId: myTeamId, dispatcherId: colleague.id }, pair] });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      message: `Invalid body field "removed": dispatcher ${colleague.id} with team ${team.id} appears more than once`,
      details: [{ path: 'removed', message: `dispatcher ${colleague.id} with team ${team.id} appears more than once` }],
    });
    const turkish = await t.signIn(['DISPATCHER'], [myTeamId]);
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, turkish.user.id));
    const twiceAdded = await post('/api/change-dispatcher-team', turkish.headers, { added: [pair, pair], removed: [] });
    expect(twiceAdded.json().message).toBe(`Alan "added": ${colleague.id} numaralı dispeçer ile ${team.id} numaralı ekip eşleşmesi birden fazla kez geçiyor`);
    expect(await links()).toEqual(before);
    expect(await t.db.select().from(adminChanges).where(and(eq(adminChanges.subject, 'dispatcher-team'), eq(adminChanges.subjectId, String(colleague.id))))).toEqual([]);
  });

  it('does not show or accept dispatchers who serve only other organizations', async () => {
    const theirTeam = await createTeam(t.db, { orgunit: theirOrg });
    const stranger = await createUser(t.db, { roles: ['DISPATCHER'], teamIds: [theirTeam.id] });
    expect((await get('/api/dispatchers', dispatcher)).json().map((d: { id: number }) => d.id)).not.toContain(stranger.id);
    const res = await post('/api/change-dispatcher-team', dispatcher, { added: [{ teamId: myTeamId, dispatcherId: stranger.id }], removed: [] });
    expect(res.json().message).toBe(`Invalid body field "dispatcherId": unknown dispatcher ${stranger.id}`);
  });
});

describe('organizations and sections', () => {
  it('answers one organization of the scope and 404 for another', async () => {
    expect((await get(`/api/activeOrganizations/${mineOrg}`, dispatcher)).json().orgunit).toBe(mineOrg);
    expect((await get(`/api/activeOrganizations/${theirOrg}`, dispatcher)).statusCode).toBe(404);
    expect((await get('/api/activeOrganizations', dispatcher)).json().map((o: { orgunit: string }) => o.orgunit)).toEqual([mineOrg]);
    expect((await get('/api/sections', observer)).json().sections).toContainEqual({ id: sectionId, name: 'Field service' });
  });

  it('lists organizations, sections and dispatchers in Turkish alphabetical order (Ç after C, İ after I, Ö after O, Ş after S)', async () => {
    const names = ['Ömer', 'Osman', 'İsmail', 'Irmak', 'Çelik', 'Cem', 'Şahin', 'Sude'];
    const expected = ['Cem', 'Çelik', 'Irmak', 'İsmail', 'Osman', 'Ömer', 'Sude', 'Şahin'];
    const orgunits = new Set<string>();
    const people = new Set<number>();
    for (const name of names) {
      const org = await createOrganization(t.db, { countryCode: 'TR', displayName: `${name} Servis` });
      orgunits.add(org.orgunit);
      await t.db.insert(sections).values({ name: `${name} bölümü` });
      const person = await createUser(t.db, { roles: ['DISPATCHER'], teamIds: [(await createTeam(t.db, { orgunit: org.orgunit, sectionId })).id] });
      await t.db.update(users).set({ firstname: name, lastname: 'Kaya' }).where(eq(users.id, person.id));
      people.add(person.id);
    }
    const orgs = (await get('/api/activeOrganizations', admin)).json() as { orgunit: string; displayName: string }[];
    expect(orgs.filter((o) => orgunits.has(o.orgunit)).map((o) => o.displayName)).toEqual(expected.map((name) => `${name} Servis`));
    const sectionNames = ((await get('/api/sections', admin)).json().sections as { name: string }[]).map((s) => s.name);
    expect(sectionNames.filter((name) => name.endsWith(' bölümü'))).toEqual(expected.map((name) => `${name} bölümü`));
    const dispatchers = (await get('/api/dispatchers', admin)).json() as { id: number; name: string }[];
    expect(dispatchers.filter((d) => people.has(d.id)).map((d) => d.name)).toEqual(expected);
  });
});

describe('response names (docs/api-conventions.md): each list is the one field the spec names', () => {
  it.each([
    ['/api/authorizedTeams', 'teams'],
    ['/api/sections', 'sections'],
    ['/api/technicians-include-noteam', 'technicians'],
  ])('GET %s answers {%s: [...]}', async (url, field) => {
    const body = (await get(url, dispatcher)).json();
    expect(Object.keys(body)).toEqual([field]);
    expect(body[field].length).toBeGreaterThan(0);
  });

  it('shows a team change in the next {teams} answer (the list is served from the reference cache)', async () => {
    const first = (await get('/api/authorizedTeams', dispatcher)).json().teams as { id: number; name: string }[];
    expect((await get('/api/authorizedTeams', dispatcher)).json().teams).toEqual(first);
    await post('/api/update-team', dispatcher, { teamId: myTeamId, name: 'İzmir Saha 2', orgUnit: mineOrg, sectionId });
    const after = (await get('/api/authorizedTeams', dispatcher)).json().teams as { id: number; name: string }[];
    expect(after.find((x) => x.id === myTeamId)?.name).toBe('İzmir Saha 2');
    await post('/api/update-team', dispatcher, { teamId: myTeamId, name: 'İzmir Saha', orgUnit: mineOrg, sectionId });
  });
});
