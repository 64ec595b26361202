import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { SAVE_ERRORS, notAssignmentError, type SchedulePayload } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician } from '../../../test/factories';
import { createAssignment, createDraft, createTrainingVacation, createWorkOrder } from '../../../test/planning-factories';
import {
  assignmentStatusHistory,
  assignments,
  configurationSettings,
  draftStatusHistory,
  drafts,
  teamWorkingHours,
  technicians,
  workAreas,
} from '../../db/schema';

/** Now, for the clock: 2 March 2026, 12:00 in Istanbul. Requests say they are in Istanbul (UTC+3). */
const NOW = new Date('2026-03-02T09:00:00Z');
const IST = { 'x-timezone-offset': '180' };
const at = (iso: string) => new Date(iso).getTime();

let t: TestApp;
let mine: { orgunit: string; teamId: number };
let theirs: { orgunit: string; teamId: number };
let dispatcher: Record<string, string>;
let dispatcherName: string;
let dispatcherId: number;
let workOrderItemId: number;
/** Organizations and teams for the planning rules (all in the dispatcher's scope). */
let fns: { orgunit: string; teamId: number };
let jobRule: { orgunit: string; teamId: number };
let areaRule: { orgunit: string; teamId: number };
let longHours: { orgunit: string; teamId: number };
let noHours: { orgunit: string; teamId: number };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const myOrg = await createOrganization(t.db, { countryCode: 'TR' });
  const theirOrg = await createOrganization(t.db, { countryCode: 'TR' });
  mine = { orgunit: myOrg.orgunit, teamId: (await createTeam(t.db, { orgunit: myOrg.orgunit })).id };
  theirs = { orgunit: theirOrg.orgunit, teamId: (await createTeam(t.db, { orgunit: theirOrg.orgunit })).id };
  const orgWithTeam = async (overrides: Parameters<typeof createOrganization>[1] = {}) => {
    const org = await createOrganization(t.db, { countryCode: 'TR', ...overrides });
    return { orgunit: org.orgunit, teamId: (await createTeam(t.db, { orgunit: org.orgunit })).id };
  };
  fns = await orgWithTeam({ forceNormalShiftEnabled: true });
  jobRule = await orgWithTeam();
  areaRule = await orgWithTeam();
  noHours = await orgWithTeam({ workHourStartTime: null, workHourEndTime: null });
  longHours = { orgunit: myOrg.orgunit, teamId: (await createTeam(t.db, { orgunit: myOrg.orgunit })).id };
  await t.db.insert(teamWorkingHours).values({ teamId: longHours.teamId, startTime: '07:00', endTime: '19:00' });
  // The demo's settings (seed/reference-data.ts), with this file's organizations for the organization rules.
  await t.db.insert(configurationSettings).values([
    { countryCode: '*', key: 'NON_CHARGEABLE', value: 'ZNC' },
    { countryCode: '*', key: 'CHARGEABLE', value: 'ZCH' },
    { countryCode: '*', key: 'ALLOWED', value: 'ZAL' },
    { countryCode: '*', key: 'WORK_AREA_ENABLED_ORGANIZATIONS', value: 'TR10,RU10' },
    { countryCode: 'TR', key: 'WORK_AREA_ENABLED_ORGANIZATIONS', value: `TR10,${areaRule.orgunit}` },
    { countryCode: 'TR', key: 'JOB_TYPE_RULE_ORGANIZATIONS', value: `TR10,${jobRule.orgunit}` },
  ]);
  const signedIn = await t.signIn(['DISPATCHER'], [mine.teamId, fns.teamId, jobRule.teamId, areaRule.teamId, noHours.teamId, longHours.teamId]);
  dispatcher = { ...signedIn.headers, ...IST };
  dispatcherName = `${signedIn.user.firstname} ${signedIn.user.lastname}`;
  dispatcherId = signedIn.user.id;
  // Non Chargeable: every item the tests plan on it must lie within working hours (08:00-17:00 Istanbul).
  workOrderItemId = (await createWorkOrder(t.db, { orgunit: myOrg.orgunit, simType: 'ZNC' }, { items: 1 })).items[0].id;
});
afterAll(async () => t?.close());

const newTechnician = (overrides: Partial<typeof technicians.$inferInsert> = {}) => createTechnician(t.db, { teamId: mine.teamId, orgunit: mine.orgunit, ...overrides });

let keySeq = 0;
function change(technicianId: string, start: string, end: string, extra: Partial<SchedulePayload> = {}): SchedulePayload {
  keySeq += 1;
  return { key: `k${keySeq}`, technicianId, startDate: at(start), endDate: at(end), workOrderItemId, ...extra };
}

async function save(schedules: SchedulePayload[], deletedSchedulers: { id: number; key: string }[] = [], headers = dispatcher) {
  return t.app.inject({ method: 'POST', url: '/api/save-schedules', headers, payload: { schedules, deletedSchedulers } });
}

async function saveOk(schedules: SchedulePayload[], deletedSchedulers: { id: number; key: string }[] = []) {
  const res = await save(schedules, deletedSchedulers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, string>;
}

const liveItemsOf = (bpNo: string) =>
  t.db.select().from(assignments).where(and(eq(assignments.technicianBpNo, bpNo), isNull(assignments.deletedAt))).orderBy(asc(assignments.startDate));
const historyOf = (id: number) => t.db.select().from(assignmentStatusHistory).where(eq(assignmentStatusHistory.assignmentId, id)).orderBy(asc(assignmentStatusHistory.id));

describe('POST /api/save-schedules', () => {
  it('saves a new work item as INFORMED_SAVED with seconds zeroed and writes who, when and what to its history', async () => {
    const tech = await newTechnician();
    const result = await saveOk([change(tech.bpNo, '2026-03-03T05:00:42.123Z', '2026-03-03T07:00:59.999Z', { key: 'new-1', assignedBayNo: 'B2' })]);
    expect(result).toEqual({ 'new-1': 'OK' });
    const [row] = await liveItemsOf(tech.bpNo);
    expect(row).toMatchObject({ workingStatus: 'INFORMED_SAVED', assignedBayNo: 'B2', createdByUserId: dispatcherId, startDate: new Date('2026-03-03T05:00:00Z'), endDate: new Date('2026-03-03T07:00:00Z') });
    const history = await historyOf(row.id);
    expect(history).toEqual([
      expect.objectContaining({ status: 'INFORMED_SAVED', detail: 'Planned 03.03.2026 08:00–10:00', postedByUserId: dispatcherId, postedByName: dispatcherName, postedAt: NOW }),
    ]);
  });

  it('saves a training/vacation item as OFFDAY', async () => {
    const tech = await newTechnician();
    const leave = await createTrainingVacation(t.db);
    const item = change(tech.bpNo, '2026-03-04T05:00:00Z', '2026-03-06T14:00:00Z', { workOrderItemId: null, trainingVacationId: leave.id });
    expect(await saveOk([item])).toEqual({ [item.key]: 'OK' });
    const [row] = await liveItemsOf(tech.bpNo);
    expect(row).toMatchObject({ workingStatus: 'OFFDAY', trainingVacationId: leave.id, workOrderItemId: null });
    expect((await historyOf(row.id))[0].detail).toBe('Planned 04.03.2026 08:00 – 06.03.2026 17:00');
  });

  it('saves the good items of a batch and answers the others with their reason', async () => {
    const tech = await newTechnician();
    await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-05T05:00:00Z', end: '2026-03-05T07:00:00Z' });
    const overlapping = change(tech.bpNo, '2026-03-05T06:00:00Z', '2026-03-05T08:00:00Z');
    const backwards = change(tech.bpNo, '2026-03-05T12:00:00Z', '2026-03-05T11:00:00Z');
    // Equal once seconds are dropped: empty after truncation.
    const zeroLength = change(tech.bpNo, '2026-03-05T13:00:10Z', '2026-03-05T13:00:50Z');
    const good = change(tech.bpNo, '2026-03-05T07:00:00Z', '2026-03-05T09:00:00Z');
    const result = await saveOk([overlapping, backwards, zeroLength, good]);
    expect(result).toEqual({
      [overlapping.key]: SAVE_ERRORS.overlap,
      [backwards.key]: SAVE_ERRORS.endBeforeStart,
      [zeroLength.key]: SAVE_ERRORS.endBeforeStart,
      [good.key]: 'OK',
    });
    expect(SAVE_ERRORS.overlap).toBe('There is already work at the selected time');
    const rows = await liveItemsOf(tech.bpNo);
    expect(rows.map((r) => r.startDate.toISOString())).toEqual(['2026-03-05T05:00:00.000Z', '2026-03-05T07:00:00.000Z']);
  });

  it('refuses unknown or inactive technicians, missing or double subjects, and unknown items', async () => {
    const tech = await newTechnician();
    const inactive = await newTechnician({ active: false });
    const leave = await createTrainingVacation(t.db);
    const retired = await createTrainingVacation(t.db, { active: false });
    const deletedOrder = await createWorkOrder(t.db, { orgunit: mine.orgunit, deletedAt: new Date() });
    const items = [
      change('NO-SUCH-TECH', '2026-03-06T05:00:00Z', '2026-03-06T06:00:00Z'),
      change(inactive.bpNo, '2026-03-06T05:00:00Z', '2026-03-06T06:00:00Z'),
      change(tech.bpNo, '2026-03-06T05:00:00Z', '2026-03-06T06:00:00Z', { workOrderItemId: null }),
      change(tech.bpNo, '2026-03-06T05:00:00Z', '2026-03-06T06:00:00Z', { trainingVacationId: leave.id }),
      change(tech.bpNo, '2026-03-06T05:00:00Z', '2026-03-06T06:00:00Z', { workOrderItemId: 2_000_000_000 }),
      change(tech.bpNo, '2026-03-06T05:00:00Z', '2026-03-06T06:00:00Z', { workOrderItemId: deletedOrder.items[0].id }),
      change(tech.bpNo, '2026-03-06T05:00:00Z', '2026-03-06T06:00:00Z', { workOrderItemId: null, trainingVacationId: retired.id }),
      change(tech.bpNo, '2026-03-06T05:00:00Z', '2026-03-06T06:00:00Z', { workAreaId: 2_000_000_000 }),
    ];
    expect(Object.values(await saveOk(items))).toEqual([
      SAVE_ERRORS.unknownTechnician,
      SAVE_ERRORS.inactiveTechnician,
      SAVE_ERRORS.itemRequired,
      SAVE_ERRORS.itemRequired,
      SAVE_ERRORS.unknownItem,
      SAVE_ERRORS.unknownItem,
      SAVE_ERRORS.unknownTrainingVacation,
      SAVE_ERRORS.unknownReference,
    ]);
    expect(await liveItemsOf(tech.bpNo)).toEqual([]);
  });

  it("refuses to plan, move or delete another team's technician's items", async () => {
    const foreign = await createTechnician(t.db, { teamId: theirs.teamId, orgunit: theirs.orgunit });
    const stored = await createAssignment(t.db, { technicianBpNo: foreign.bpNo, start: '2026-03-07T05:00:00Z', end: '2026-03-07T06:00:00Z' });
    const own = await newTechnician();
    const create = change(foreign.bpNo, '2026-03-07T08:00:00Z', '2026-03-07T09:00:00Z');
    // Moving a foreign item onto one's own technician is refused too: the stored item is out of scope.
    const steal = change(own.bpNo, '2026-03-07T05:00:00Z', '2026-03-07T06:00:00Z', { id: stored.id });
    const result = await saveOk([create, steal]);
    expect(result).toEqual({ [create.key]: SAVE_ERRORS.notAuthorized, [steal.key]: SAVE_ERRORS.notAuthorized });
    const del = await saveOk([], [{ id: stored.id, key: 'del' }]);
    expect(del).toEqual({ del: SAVE_ERRORS.notAuthorized });
    expect((await liveItemsOf(foreign.bpNo)).map((r) => r.id)).toEqual([stored.id]);
    expect(await historyOf(stored.id)).toHaveLength(1);
  });

  it('moves an item keeping its status and records the move', async () => {
    const tech = await newTechnician();
    const other = await newTechnician();
    const stored = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId, start: '2026-03-08T05:00:00Z', end: '2026-03-08T07:00:00Z', workingStatus: 'ACCEPT' });
    const move = change(other.bpNo, '2026-03-08T06:00:00Z', '2026-03-08T08:30:00Z', { id: stored.id });
    expect(await saveOk([move])).toEqual({ [move.key]: 'OK' });
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, stored.id));
    expect(row).toMatchObject({ technicianBpNo: other.bpNo, workingStatus: 'ACCEPT', startDate: new Date('2026-03-08T06:00:00Z'), updatedByUserId: dispatcherId });
    const history = await historyOf(stored.id);
    expect(history.at(-1)).toMatchObject({
      status: 'ACCEPT',
      detail: `Moved from 08.03.2026 08:00–10:00 to 08.03.2026 09:00–11:30; Reassigned from ${tech.fullName} to ${other.fullName}`,
      postedByName: dispatcherName,
    });
  });

  it('refuses to change items in a read-only status and to delete HOLD items', async () => {
    const tech = await newTechnician();
    const done = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-09T05:00:00Z', end: '2026-03-09T06:00:00Z', workingStatus: 'JOBDONE' });
    const closed = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-09T07:00:00Z', end: '2026-03-09T08:00:00Z', workingStatus: 'JOBCLOSED' });
    const hold = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId, start: '2026-03-09T09:00:00Z', end: '2026-03-09T10:00:00Z', workingStatus: 'HOLD' });
    const moveDone = change(tech.bpNo, '2026-03-09T05:10:00Z', '2026-03-09T06:00:00Z', { id: done.id });
    const moveHold = change(tech.bpNo, '2026-03-09T09:10:00Z', '2026-03-09T10:00:00Z', { id: hold.id });
    // HOLD may still be moved (only the history drawer locks it), but not deleted.
    const result = await saveOk([moveDone, moveHold], [{ id: closed.id, key: 'del-closed' }]);
    expect(result).toEqual({ [moveDone.key]: SAVE_ERRORS.readOnly, [moveHold.key]: 'OK', 'del-closed': SAVE_ERRORS.readOnly });
    expect(await saveOk([], [{ id: hold.id, key: 'del-hold' }])).toEqual({ 'del-hold': SAVE_ERRORS.readOnly });
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.id)).toEqual([done.id, closed.id, hold.id]);
  });

  it('deletes softly, leaves a history row, and frees the slot for a new item in the same save', async () => {
    const tech = await newTechnician();
    const stored = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-10T05:00:00Z', end: '2026-03-10T07:00:00Z' });
    // Listed before the delete on purpose: deletes run first.
    const replacement = change(tech.bpNo, '2026-03-10T05:00:00Z', '2026-03-10T07:00:00Z');
    expect(await saveOk([replacement], [{ id: stored.id, key: 'del' }])).toEqual({ [replacement.key]: 'OK', del: 'OK' });
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, stored.id));
    expect(row.deletedAt).toEqual(NOW);
    expect((await historyOf(stored.id)).at(-1)).toMatchObject({ status: 'INFORMED_SAVED', detail: 'Deleted (was 10.03.2026 08:00–10:00)', postedByUserId: dispatcherId });
    expect(await saveOk([], [{ id: stored.id, key: 'again' }])).toEqual({ again: SAVE_ERRORS.notFound });
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.startDate.toISOString())).toEqual(['2026-03-10T05:00:00.000Z']);
  });

  it('lets moves that free each other succeed whatever their order', async () => {
    const tech = await newTechnician();
    const first = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-11T05:00:00Z', end: '2026-03-11T06:00:00Z' });
    const second = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-11T06:00:00Z', end: '2026-03-11T07:00:00Z' });
    // first moves into second's slot, second moves later: listed in the order that collides.
    const a = change(tech.bpNo, '2026-03-11T06:00:00Z', '2026-03-11T07:00:00Z', { id: first.id });
    const b = change(tech.bpNo, '2026-03-11T08:00:00Z', '2026-03-11T09:00:00Z', { id: second.id });
    expect(await saveOk([a, b])).toEqual({ [a.key]: 'OK', [b.key]: 'OK' });
  });

  it('marks a SAVED draft ASSIGNED with the new item, and refuses a draft that is no longer open', async () => {
    const tech = await newTechnician();
    const draft = await createDraft(t.db, { technicianBpNo: tech.bpNo });
    const item = change(tech.bpNo, '2026-03-12T05:00:00Z', '2026-03-12T06:00:00Z', { draftId: draft.id });
    expect(await saveOk([item])).toEqual({ [item.key]: 'OK' });
    const [row] = await liveItemsOf(tech.bpNo);
    const [stored] = await t.db.select().from(drafts).where(eq(drafts.id, draft.id));
    expect(stored).toMatchObject({ status: 'ASSIGNED', schedulerId: row.id, dispatcherUserId: dispatcherId });
    expect(row.draftId).toBe(draft.id);
    const draftHistory = await t.db.select().from(draftStatusHistory).where(eq(draftStatusHistory.draftId, draft.id)).orderBy(asc(draftStatusHistory.id));
    expect(draftHistory.at(-1)).toMatchObject({ status: 'ASSIGNED', postedByName: dispatcherName });

    const cancelled = await createDraft(t.db, { technicianBpNo: tech.bpNo, status: 'CANCELLED' });
    const again = change(tech.bpNo, '2026-03-12T07:00:00Z', '2026-03-12T08:00:00Z', { draftId: cancelled.id });
    const reuse = change(tech.bpNo, '2026-03-12T09:00:00Z', '2026-03-12T10:00:00Z', { draftId: draft.id });
    expect(await saveOk([again, reuse])).toEqual({ [again.key]: SAVE_ERRORS.draftNotOpen, [reuse.key]: SAVE_ERRORS.draftNotOpen });
    // The item of a refused draft is rolled back with it.
    expect(await liveItemsOf(tech.bpNo)).toHaveLength(1);
  });

  it('opens the draft again (SAVED, with a history line) when the assignment made from it is deleted', async () => {
    const tech = await newTechnician();
    const draft = await createDraft(t.db, { technicianBpNo: tech.bpNo });
    const item = change(tech.bpNo, '2026-03-14T05:00:00Z', '2026-03-14T06:00:00Z', { draftId: draft.id });
    expect(await saveOk([item])).toEqual({ [item.key]: 'OK' });
    const [row] = await liveItemsOf(tech.bpNo);
    expect(await saveOk([], [{ id: row.id, key: 'gone' }])).toEqual({ gone: 'OK' });
    const [stored] = await t.db.select().from(drafts).where(eq(drafts.id, draft.id));
    expect(stored).toMatchObject({ status: 'SAVED', schedulerId: null });
    const draftHistory = await t.db.select().from(draftStatusHistory).where(eq(draftStatusHistory.draftId, draft.id)).orderBy(asc(draftStatusHistory.id));
    expect(draftHistory.at(-1)).toMatchObject({ status: 'SAVED', postedByName: dispatcherName });
    expect(draftHistory.at(-1)!.detail).toContain('Assignment deleted');
    // Open again, it can be planned anew.
    const again = change(tech.bpNo, '2026-03-14T07:00:00Z', '2026-03-14T08:00:00Z', { draftId: draft.id });
    expect(await saveOk([again])).toEqual({ [again.key]: 'OK' });
  });

  it('lets exactly one of two dispatchers saving overlapping items at once win', async () => {
    const tech = await newTechnician();
    const { headers: other } = await t.signIn(['DISPATCHER'], [mine.teamId]);
    const [a, b] = await Promise.all([
      save([change(tech.bpNo, '2026-03-13T05:00:00Z', '2026-03-13T07:00:00Z', { key: 'a' })]),
      save([change(tech.bpNo, '2026-03-13T06:00:00Z', '2026-03-13T08:00:00Z', { key: 'b' })], [], { ...other, ...IST }),
    ]);
    const outcomes = [a.json().a, b.json().b];
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(1);
    expect(outcomes.filter((o) => o === SAVE_ERRORS.overlap)).toHaveLength(1);
    expect(await liveItemsOf(tech.bpNo)).toHaveLength(1);
  });

  it('saves many new items together, each with its own history row', async () => {
    const first = await newTechnician();
    const second = await newTechnician();
    const items = [
      change(first.bpNo, '2026-03-16T05:00:00Z', '2026-03-16T06:00:00Z'),
      change(first.bpNo, '2026-03-16T06:00:00Z', '2026-03-16T07:30:00Z'),
      change(second.bpNo, '2026-03-16T05:00:00Z', '2026-03-16T09:00:00Z'),
    ];
    expect(Object.values(await saveOk(items))).toEqual(['OK', 'OK', 'OK']);
    const rows = [...(await liveItemsOf(first.bpNo)), ...(await liveItemsOf(second.bpNo))];
    const details = await Promise.all(rows.map(async (r) => (await historyOf(r.id)).map((h) => h.detail)));
    expect(details).toEqual([['Planned 16.03.2026 08:00–09:00'], ['Planned 16.03.2026 09:00–10:30'], ['Planned 16.03.2026 08:00–12:00']]);
  });

  it('keeps the fitting items of two concurrent batches and lets only one of an overlapping pair win', async () => {
    const tech = await newTechnician();
    const { headers: other } = await t.signIn(['DISPATCHER'], [mine.teamId]);
    const [a, b] = await Promise.all([
      save([
        change(tech.bpNo, '2026-03-17T05:00:00Z', '2026-03-17T06:00:00Z', { key: 'a-free' }),
        change(tech.bpNo, '2026-03-17T08:00:00Z', '2026-03-17T10:00:00Z', { key: 'a-clash' }),
      ]),
      save(
        [
          change(tech.bpNo, '2026-03-17T12:00:00Z', '2026-03-17T13:00:00Z', { key: 'b-free' }),
          change(tech.bpNo, '2026-03-17T09:00:00Z', '2026-03-17T11:00:00Z', { key: 'b-clash' }),
        ],
        [],
        { ...other, ...IST },
      ),
    ]);
    const outcome = { ...a.json(), ...b.json() };
    expect(outcome['a-free']).toBe('OK');
    expect(outcome['b-free']).toBe('OK');
    expect([outcome['a-clash'], outcome['b-clash']].sort()).toEqual(['OK', SAVE_ERRORS.overlap].sort());
    expect(await liveItemsOf(tech.bpNo)).toHaveLength(3);
  });

  it('answers malformed requests with a 400 and changes nothing', async () => {
    const tech = await newTechnician();
    const good = change(tech.bpNo, '2026-03-14T05:00:00Z', '2026-03-14T06:00:00Z', { key: 'dup' });
    const dupKey = await save([good, change(tech.bpNo, '2026-03-14T07:00:00Z', '2026-03-14T08:00:00Z', { key: 'dup' })]);
    expect(dupKey.statusCode).toBe(400);
    expect(dupKey.json().message).toContain('Duplicate key "dup"');
    const stored = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-14T09:00:00Z', end: '2026-03-14T10:00:00Z' });
    const both = await save([change(tech.bpNo, '2026-03-14T09:00:00Z', '2026-03-14T10:30:00Z', { id: stored.id })], [{ id: stored.id, key: 'x' }]);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain(`Item ${stored.id}`);
    const noDates = await t.app.inject({ method: 'POST', url: '/api/save-schedules', headers: dispatcher, payload: { schedules: [{ key: 'k', technicianId: tech.bpNo }], deletedSchedulers: [] } });
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json().message).toMatch(/schedules\.0\.startDate/);
    const tooLong = await save([change(tech.bpNo, '2026-03-14T05:00:00Z', '2026-03-14T06:00:00Z', { assignedBayNo: 'x'.repeat(256) })]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('This field can be a maximum of 255 characters.');
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.id)).toEqual([stored.id]);
  });

  it('admits DISPATCHER only: OBSERVER and CI users are refused', async () => {
    const tech = await newTechnician();
    for (const role of ['OBSERVER', 'CI_BOARD_USER'] as const) {
      const { headers } = await t.signIn([role], [mine.teamId]);
      const res = await save([change(tech.bpNo, '2026-03-15T05:00:00Z', '2026-03-15T06:00:00Z')], [], headers);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe('Sorry, you are not authorized to do this operation');
    }
    expect(await liveItemsOf(tech.bpNo)).toEqual([]);
  });
});

describe('POST /api/save-schedules: planning rules (spec part 1 §4, §5)', () => {
  const orderItem = async (orgunit: string, order: Parameters<typeof createWorkOrder>[1] = {}, jobCode = '020') =>
    (await createWorkOrder(t.db, { orgunit, ...order }, { items: 1, itemOverrides: { jobCode } })).items[0].id;
  const techIn = (org: { orgunit: string; teamId: number }) => createTechnician(t.db, { orgunit: org.orgunit, teamId: org.teamId });

  it('refuses Non Chargeable and Allowed work outside working hours and lets Chargeable and unclassified work through', async () => {
    const tech = await newTechnician();
    const allowed = await orderItem(mine.orgunit, { simType: 'ZAL' });
    const chargeable = await orderItem(mine.orgunit, { simType: 'ZCH' });
    const unclassified = await orderItem(mine.orgunit, { simType: 'ZXX' });
    // 16:00-18:00 Istanbul: past the organization's 17:00.
    const late = ['2026-03-18T13:00:00Z', '2026-03-18T15:00:00Z'] as const;
    const items = [
      change(tech.bpNo, ...late),
      change(tech.bpNo, ...late, { workOrderItemId: allowed }),
      change(tech.bpNo, '2026-03-18T04:50:00Z', '2026-03-18T06:00:00Z', { workOrderItemId: allowed }),
      change(tech.bpNo, ...late, { workOrderItemId: chargeable }),
      change(tech.bpNo, '2026-03-18T17:00:00Z', '2026-03-18T19:00:00Z', { workOrderItemId: unclassified }),
      // Inside 08:00-17:00 with both edges on the boundary.
      change(tech.bpNo, '2026-03-19T05:00:00Z', '2026-03-19T14:00:00Z'),
    ];
    expect(Object.values(await saveOk(items))).toEqual([
      SAVE_ERRORS.outsideWorkingHours,
      SAVE_ERRORS.outsideWorkingHours,
      SAVE_ERRORS.outsideWorkingHours,
      'OK',
      'OK',
      'OK',
    ]);
    expect(await liveItemsOf(tech.bpNo)).toHaveLength(3);
  });

  it("reads working hours from the technician's team, then the organization, then 08:00-17:00, in the technician's zone", async () => {
    const onLongTeam = await techIn(longHours);
    const withoutHours = await techIn(noHours);
    const mineTech = await newTechnician();
    const evening = ['2026-03-20T15:00:00Z', '2026-03-20T16:00:00Z'] as const; // 18:00-19:00 Istanbul
    const early = ['2026-03-20T04:00:00Z', '2026-03-20T05:00:00Z'] as const; // 07:00-08:00 Istanbul
    const noHoursItem = await orderItem(noHours.orgunit, { simType: 'ZNC' });
    const items = [
      change(onLongTeam.bpNo, ...evening),
      change(onLongTeam.bpNo, ...early),
      change(withoutHours.bpNo, ...early, { workOrderItemId: noHoursItem }),
      change(withoutHours.bpNo, '2026-03-20T05:00:00Z', '2026-03-20T14:00:00Z', { workOrderItemId: noHoursItem }),
    ];
    expect(Object.values(await saveOk(items))).toEqual(['OK', 'OK', SAVE_ERRORS.outsideWorkingHours, 'OK']);
    // A browser in UTC does not move the technician's day: 07:00-08:00 UTC is 10:00-11:00 in Istanbul.
    const utcBrowser = change(mineTech.bpNo, '2026-03-20T07:00:00Z', '2026-03-20T08:00:00Z');
    const lateInIstanbul = change(mineTech.bpNo, '2026-03-20T14:30:00Z', '2026-03-20T15:30:00Z');
    const res = await save([utcBrowser, lateInIstanbul], [], { ...dispatcher, 'x-timezone-offset': '0' });
    expect(res.json()).toEqual({ [utcBrowser.key]: 'OK', [lateInIstanbul.key]: SAVE_ERRORS.outsideWorkingHours });
  });

  it('lets force normal shift plan outside working hours only where the organization allows it', async () => {
    const allowedTech = await techIn(fns);
    const otherTech = await newTechnician();
    const fnsItem = await orderItem(fns.orgunit, { simType: 'ZNC' });
    const late = ['2026-03-21T15:00:00Z', '2026-03-21T17:00:00Z'] as const;
    const items = [
      change(allowedTech.bpNo, ...late, { workOrderItemId: fnsItem, forceNormalShift: true, key: 'fns-ok' }),
      change(allowedTech.bpNo, '2026-03-22T15:00:00Z', '2026-03-22T17:00:00Z', { workOrderItemId: fnsItem, key: 'fns-off' }),
      change(otherTech.bpNo, ...late, { forceNormalShift: true, key: 'not-valid' }),
      // Not valid even inside working hours: the flag itself is refused.
      change(otherTech.bpNo, '2026-03-22T06:00:00Z', '2026-03-22T07:00:00Z', { forceNormalShift: true, key: 'not-valid-inside' }),
    ];
    expect(await saveOk(items)).toEqual({
      'fns-ok': 'OK',
      'fns-off': SAVE_ERRORS.outsideWorkingHours,
      'not-valid': SAVE_ERRORS.forceNormalShiftNotValid,
      'not-valid-inside': SAVE_ERRORS.forceNormalShiftNotValid,
    });
    expect(SAVE_ERRORS.forceNormalShiftNotValid).toBe('force normal shift not valid');
    const [row] = await liveItemsOf(allowedTech.bpNo);
    expect(row.forceNormalShift).toBe(true);
  });

  it('refuses a move out of working hours and keeps the stored item', async () => {
    const tech = await newTechnician();
    const stored = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId, start: '2026-03-23T12:00:00Z', end: '2026-03-23T13:00:00Z' });
    const move = change(tech.bpNo, '2026-03-23T13:30:00Z', '2026-03-23T14:30:00Z', { id: stored.id });
    expect(await saveOk([move])).toEqual({ [move.key]: SAVE_ERRORS.outsideWorkingHours });
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, stored.id));
    expect(row.startDate).toEqual(new Date('2026-03-23T12:00:00Z'));
    expect(await historyOf(stored.id)).toHaveLength(1);
  });

  it('assigns a training or vacation only within its allowance, answering notAssignment with the type text', async () => {
    const tech = await newTechnician();
    const course = await createTrainingVacation(t.db, { type: 'TRAINING', name: 'Hydraulics course', laborTypeText: 'Training', allowedFrom: '2026-03-24', allowedTo: '2026-03-27', maxDaysPerAssignment: 2 });
    const unnamed = await createTrainingVacation(t.db, { name: 'Annual leave', laborTypeText: null, allowedTo: '2026-03-24' });
    const tv = (start: string, end: string, id: number) => change(tech.bpNo, start, end, { workOrderItemId: null, trainingVacationId: id });
    const items = [
      tv('2026-03-23T05:00:00Z', '2026-03-23T14:00:00Z', course.id),
      tv('2026-03-27T05:00:00Z', '2026-03-28T14:00:00Z', course.id),
      tv('2026-03-24T05:00:00Z', '2026-03-26T14:00:00Z', course.id),
      tv('2026-03-24T05:00:00Z', '2026-03-25T14:00:00Z', course.id),
      tv('2026-03-26T05:00:00Z', '2026-03-26T14:00:00Z', unnamed.id),
      // 21:00 UTC on the 26th is already the 27th in Istanbul: inside the window, and until midnight it is one day.
      tv('2026-03-26T21:00:00Z', '2026-03-27T21:00:00Z', course.id),
    ];
    expect(Object.values(await saveOk(items))).toEqual([
      'notAssignment: Training',
      'notAssignment: Training',
      'notAssignment: Training',
      'OK',
      'notAssignment: Annual leave',
      'OK',
    ]);
    expect(notAssignmentError('Training')).toBe('notAssignment: Training');
  });

  it('requires an offered job type in the organizations with the job-type rule', async () => {
    const tech = await techIn(jobRule);
    const disassembly = await orderItem(jobRule.orgunit, {}, '010');
    const expertise = await orderItem(jobRule.orgunit, {}, '043');
    const other = await orderItem(jobRule.orgunit, {}, '020');
    const slot = (day: number) => [`2026-03-${day}T05:00:00Z`, `2026-03-${day}T06:00:00Z`] as const;
    const items = [
      change(tech.bpNo, ...slot(24), { workOrderItemId: disassembly }),
      change(tech.bpNo, ...slot(24), { workOrderItemId: disassembly, schedulerJobType: 'ENTRY_EXPERTISE' }),
      change(tech.bpNo, ...slot(24), { workOrderItemId: disassembly, schedulerJobType: 'ASSEMBLE' }),
      change(tech.bpNo, ...slot(25), { workOrderItemId: expertise }),
      change(tech.bpNo, ...slot(25), { workOrderItemId: expertise, schedulerJobType: 'EXIT_EXPERTISE' }),
      change(tech.bpNo, ...slot(26), { workOrderItemId: other }),
    ];
    expect(Object.values(await saveOk(items))).toEqual([
      SAVE_ERRORS.jobTypeRequired,
      SAVE_ERRORS.jobTypeNotAllowed,
      'OK',
      SAVE_ERRORS.jobTypeRequired,
      'OK',
      'OK',
    ]);
    // Elsewhere the field is not shown: no job type is needed, and none may be sent.
    const elsewhere = await newTechnician();
    const plain = await orderItem(mine.orgunit, {}, '010');
    const outside = [change(elsewhere.bpNo, ...slot(24), { workOrderItemId: plain }), change(elsewhere.bpNo, ...slot(25), { workOrderItemId: plain, schedulerJobType: 'ASSEMBLE' })];
    expect(Object.values(await saveOk(outside))).toEqual(['OK', SAVE_ERRORS.jobTypeNotAllowed]);
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.schedulerJobType)).toEqual(['ASSEMBLE', 'EXIT_EXPERTISE', null]);
  });

  it('requires a work area in the organizations of WORK_AREA_ENABLED_ORGANIZATIONS', async () => {
    const tech = await techIn(areaRule);
    const item = await orderItem(areaRule.orgunit);
    const [area] = await t.db.insert(workAreas).values({ orgunit: areaRule.orgunit, areaName: 'Bay 1' }).returning();
    const without = change(tech.bpNo, '2026-03-24T05:00:00Z', '2026-03-24T06:00:00Z', { workOrderItemId: item });
    const withArea = change(tech.bpNo, '2026-03-24T06:00:00Z', '2026-03-24T07:00:00Z', { workOrderItemId: item, workAreaId: area.areaId });
    expect(await saveOk([without, withArea])).toEqual({ [without.key]: SAVE_ERRORS.workAreaRequired, [withArea.key]: 'OK' });
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.workAreaId)).toEqual([area.areaId]);
    // Other organizations need none (the existing tests plan without one).
  });

  it('requires a reason for change to update an item of a ZBP or ZBO work order, and stores it', async () => {
    const tech = await newTechnician();
    const zbp = await orderItem(mine.orgunit, { simChannel: 'ZBP' });
    const zbo = await orderItem(mine.orgunit, { simChannel: 'ZBO' });
    const zbs = await orderItem(mine.orgunit, { simChannel: 'ZBS' });
    const hour = (h: number) => String(h).padStart(2, '0');
    const stored = await Promise.all(
      [zbp, zbo, zbs].map((id, i) => createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: id, start: `2026-03-25T${hour(5 + 2 * i)}:00:00Z`, end: `2026-03-25T${hour(6 + 2 * i)}:00:00Z` })),
    );
    const move = (i: number, extra: Partial<SchedulePayload> = {}) =>
      change(tech.bpNo, `2026-03-25T${hour(5 + 2 * i)}:10:00Z`, `2026-03-25T${hour(6 + 2 * i)}:10:00Z`, { id: stored[i].id, workOrderItemId: stored[i].workOrderItemId, ...extra });
    const refused = [move(0), move(1, { planRejectReasonSourceType: '  ' })];
    const plain = move(2);
    expect(Object.values(await saveOk([...refused, plain]))).toEqual([SAVE_ERRORS.reasonRequired, SAVE_ERRORS.reasonRequired, 'OK']);
    const withReason = [move(0, { planRejectReasonSourceType: 'CUSTOMER_REQUEST' }), move(1, { planRejectReasonSourceType: 'PLANNER_REQUEST' })];
    expect(Object.values(await saveOk(withReason))).toEqual(['OK', 'OK']);
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.planRejectReasonSourceType)).toEqual(['CUSTOMER_REQUEST', 'PLANNER_REQUEST', null]);
    // A new item on such an order needs no reason.
    const create = change(tech.bpNo, '2026-03-26T05:00:00Z', '2026-03-26T06:00:00Z', { workOrderItemId: zbp });
    expect(await saveOk([create])).toEqual({ [create.key]: 'OK' });
  });

  it('keeps the reason for change typed with the source in the history of the update; over 255 characters is a 400 that changes nothing', async () => {
    const tech = await newTechnician();
    const zbp = await orderItem(mine.orgunit, { simChannel: 'ZBP' });
    const stored = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: zbp, start: '2026-03-27T05:00:00Z', end: '2026-03-27T06:00:00Z' });
    const move = (extra: Partial<SchedulePayload>) =>
      change(tech.bpNo, '2026-03-27T07:00:00Z', '2026-03-27T08:00:00Z', { id: stored.id, workOrderItemId: zbp, planRejectReasonSourceType: 'CUSTOMER_REQUEST', ...extra });
    const historyDetails = async () => (await historyOf(stored.id)).map((h) => h.detail);
    const before = await historyDetails();

    const tooLong = await save([move({ planChangeReason: 'x'.repeat(256) })]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('This field can be a maximum of 255 characters.');
    expect(await historyDetails()).toEqual(before);
    const [unmoved] = await liveItemsOf(tech.bpNo);
    expect(unmoved.startDate.toISOString()).toBe('2026-03-27T05:00:00.000Z');
    expect(unmoved.planRejectReasonSourceType).toBeNull();

    const reason = 'The customer can only receive us after 10:00. '.padEnd(255, '.');
    expect(Object.values(await saveOk([move({ planChangeReason: reason })]))).toEqual(['OK']);
    const detail = (await historyDetails()).at(-1)!;
    expect(detail).toBe(`Moved from 27.03.2026 08:00–09:00 to 27.03.2026 10:00–11:00\nReason for change (customer demand): ${reason.trim()}`);

    const res = await t.app.inject({ method: 'GET', url: `/api/schedules/${stored.id}`, headers: dispatcher });
    expect(res.statusCode, res.body).toBe(200);
    const entries = (res.json() as { schedulerStatus: { detail: string | null; postedBy: string | null }[] }).schedulerStatus;
    expect(entries.filter((entry) => entry.detail?.includes('Reason for change'))).toEqual([expect.objectContaining({ detail, postedBy: dispatcherName })]);
  });

  it('answers each broken rule for its own item and still saves the good ones of the batch', async () => {
    const tech = await newTechnician();
    const areaTech = await techIn(areaRule);
    const course = await createTrainingVacation(t.db, { laborTypeText: 'Leave', maxDaysPerAssignment: 1 });
    const items = [
      change(tech.bpNo, '2026-03-27T15:00:00Z', '2026-03-27T16:00:00Z', { key: 'late' }),
      change(tech.bpNo, '2026-03-27T05:00:00Z', '2026-03-27T06:00:00Z', { key: 'good-1' }),
      change(tech.bpNo, '2026-03-28T05:00:00Z', '2026-03-29T14:00:00Z', { key: 'too-long', workOrderItemId: null, trainingVacationId: course.id }),
      change(tech.bpNo, '2026-03-27T06:00:00Z', '2026-03-27T07:00:00Z', { key: 'fns', forceNormalShift: true }),
      change(areaTech.bpNo, '2026-03-27T05:00:00Z', '2026-03-27T06:00:00Z', { key: 'no-area', workOrderItemId: await orderItem(areaRule.orgunit) }),
      change(tech.bpNo, '2026-03-27T07:00:00Z', '2026-03-27T08:00:00Z', { key: 'good-2' }),
    ];
    expect(await saveOk(items)).toEqual({
      late: SAVE_ERRORS.outsideWorkingHours,
      'good-1': 'OK',
      'too-long': 'notAssignment: Leave',
      fns: SAVE_ERRORS.forceNormalShiftNotValid,
      'no-area': SAVE_ERRORS.workAreaRequired,
      'good-2': 'OK',
    });
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.startDate.toISOString())).toEqual(['2026-03-27T05:00:00.000Z', '2026-03-27T07:00:00.000Z']);
  });
});

describe('DELETE /api/deactivateTechnician/:bpNo', () => {
  const deactivate = (bpNo: string, headers = dispatcher) => t.app.inject({ method: 'DELETE', url: `/api/deactivateTechnician/${encodeURIComponent(bpNo)}`, headers });

  it('deactivates a flagged technician and withdraws its items that have not started, with history', async () => {
    const tech = await newTechnician({ shouldBeDeleted: true });
    const past = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-01T05:00:00Z', end: '2026-03-01T06:00:00Z' });
    const running = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-02T08:00:00Z', end: '2026-03-02T10:00:00Z' });
    const future = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-03T05:00:00Z', end: '2026-03-03T06:00:00Z' });
    const accepted = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-04T05:00:00Z', end: '2026-03-04T06:00:00Z', workingStatus: 'ACCEPT' });

    const res = await deactivate(tech.bpNo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'deleted successfully' });
    const [stored] = await t.db.select().from(technicians).where(eq(technicians.bpNo, tech.bpNo));
    expect(stored.active).toBe(false);
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.id)).toEqual([past.id, running.id, accepted.id]);
    const [withdrawn] = await t.db.select().from(assignments).where(eq(assignments.id, future.id));
    expect(withdrawn.deletedAt).toEqual(NOW);
    expect((await historyOf(future.id)).at(-1)).toMatchObject({ detail: 'Deleted: technician deactivated (was 03.03.2026 08:00–09:00)', postedByName: dispatcherName });
    // The technician leaves the grid.
    const grid = await t.app.inject({ method: 'POST', url: '/api/technicians-with-schedules', headers: dispatcher, payload: { teams: [{ id: mine.teamId }], searchDate: '2026-03-02' } });
    expect(grid.json().technicians.map((x: { bpNo: string }) => x.bpNo)).not.toContain(tech.bpNo);
  });

  it('refuses a technician HR has not flagged with a 400 and changes nothing', async () => {
    const tech = await newTechnician();
    const future = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-03T05:00:00Z', end: '2026-03-03T06:00:00Z' });
    const res = await deactivate(tech.bpNo);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/flagged for deletion/);
    const [stored] = await t.db.select().from(technicians).where(eq(technicians.bpNo, tech.bpNo));
    expect(stored.active).toBe(true);
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.id)).toEqual([future.id]);
  });

  it("answers 404 for an unknown technician or another team's, and 403 to OBSERVER", async () => {
    const foreign = await createTechnician(t.db, { teamId: theirs.teamId, orgunit: theirs.orgunit, shouldBeDeleted: true });
    expect((await deactivate('NO-SUCH-TECH')).statusCode).toBe(404);
    expect((await deactivate(foreign.bpNo)).statusCode).toBe(404);
    const own = await newTechnician({ shouldBeDeleted: true });
    const { headers } = await t.signIn(['OBSERVER'], [mine.teamId]);
    expect((await deactivate(own.bpNo, headers)).statusCode).toBe(403);
    const [stored] = await t.db.select().from(technicians).where(eq(technicians.bpNo, foreign.bpNo));
    expect(stored.active).toBe(true);
  });
});
