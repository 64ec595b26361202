import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SAVE_ERRORS, type SchedulePrevious } from '@fsp/domain';
import { createAssignment } from '../../../test/planning-factories';
import { IST, at, change, dispatcherId, historyOf, mine, newTechnician, save, saveOk, setUpSaveTests, t, theirs, workOrderItemId } from '../../../test/save-fixture';
import { createTechnician } from '../../../test/factories';
import { activityEvents, assignments } from '../../db/schema';

setUpSaveTests();

const rowOf = async (id: number) => (await t.db.select().from(assignments).where(eq(assignments.id, id)))[0];

/** Two dispatchers load the same item at 08:00–09:00 (Istanbul) on 10 March; A moves it first. */
async function loadedByBoth() {
  const tech = await newTechnician();
  const stored = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId, start: '2026-03-10T05:00:00Z', end: '2026-03-10T06:00:00Z' });
  const previous = { startDate: at('2026-03-10T05:00:00Z'), endDate: at('2026-03-10T06:00:00Z'), technicianId: tech.bpNo, schedulerJobType: null, forceNormalShift: false, assignedBayNo: null, plInfo: false, workAreaId: null };
  const movedByA = change(tech.bpNo, '2026-03-10T07:00:00Z', '2026-03-10T08:00:00Z', { id: stored.id, previous });
  expect(await saveOk([movedByA])).toEqual({ [movedByA.key]: 'OK' });
  return { tech, stored, previous };
}

describe('POST /api/save-schedules: a colleague saved the item meanwhile (decision 0036)', () => {
  it("refuses a move made from a stale board and keeps the colleague's move, while the rest of the batch is saved", async () => {
    const { tech, stored, previous } = await loadedByBoth();
    const other = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId, start: '2026-03-10T09:00:00Z', end: '2026-03-10T10:00:00Z' });
    const movedByB = change(tech.bpNo, '2026-03-10T11:00:00Z', '2026-03-10T12:00:00Z', { id: stored.id, previous });
    const untouched = change(tech.bpNo, '2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z', {
      id: other.id,
      previous: { startDate: at('2026-03-10T09:00:00Z'), endDate: at('2026-03-10T10:00:00Z'), technicianId: tech.bpNo },
    });
    expect(await saveOk([movedByB, untouched])).toEqual({ [movedByB.key]: SAVE_ERRORS.changedMeanwhile, [untouched.key]: 'OK' });
    expect(await rowOf(stored.id)).toMatchObject({ startDate: new Date('2026-03-10T07:00:00Z'), endDate: new Date('2026-03-10T08:00:00Z') });
    // The factory's row and A's move: nothing of B's change was written.
    expect((await historyOf(stored.id)).map((h) => h.detail)).toHaveLength(2);
    expect(await rowOf(other.id)).toMatchObject({ startDate: new Date('2026-03-10T12:00:00Z') });
  });

  it('saves a move whose previous matches the stored item, seconds aside', async () => {
    const { tech, stored } = await loadedByBoth();
    const fresh = { startDate: at('2026-03-10T07:00:30Z'), endDate: at('2026-03-10T08:00:00Z'), technicianId: tech.bpNo, plInfo: false };
    const movedAgain = change(tech.bpNo, '2026-03-10T10:00:00Z', '2026-03-10T11:00:00Z', { id: stored.id, previous: fresh });
    expect(await saveOk([movedAgain])).toEqual({ [movedAgain.key]: 'OK' });
    expect(await rowOf(stored.id)).toMatchObject({ startDate: new Date('2026-03-10T10:00:00Z') });
  });

  it("refuses a change when a colleague changed a drawer field, but not when the technician changed the working status", async () => {
    const tech = await newTechnician();
    const stored = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId, start: '2026-03-11T05:00:00Z', end: '2026-03-11T06:00:00Z' });
    const previous = { startDate: at('2026-03-11T05:00:00Z'), endDate: at('2026-03-11T06:00:00Z'), technicianId: tech.bpNo, schedulerJobType: null, plInfo: false };
    await t.db.update(assignments).set({ workingStatus: 'ACCEPT' }).where(eq(assignments.id, stored.id));
    const afterStatus = change(tech.bpNo, '2026-03-11T06:00:00Z', '2026-03-11T07:00:00Z', { id: stored.id, previous });
    expect(await saveOk([afterStatus])).toEqual({ [afterStatus.key]: 'OK' });

    const moved = { ...previous, startDate: at('2026-03-11T06:00:00Z'), endDate: at('2026-03-11T07:00:00Z') };
    await t.db.update(assignments).set({ schedulerJobType: 'ASSEMBLE' }).where(eq(assignments.id, stored.id));
    const afterJobType = change(tech.bpNo, '2026-03-11T08:00:00Z', '2026-03-11T09:00:00Z', { id: stored.id, previous: moved });
    expect(await saveOk([afterJobType])).toEqual({ [afterJobType.key]: SAVE_ERRORS.changedMeanwhile });
    expect(await rowOf(stored.id)).toMatchObject({ startDate: new Date('2026-03-11T06:00:00Z'), schedulerJobType: 'ASSEMBLE', workingStatus: 'ACCEPT' });
  });

  it("refuses a change when a colleague set the item's site or reason source meanwhile, null being a value", async () => {
    const tech = await newTechnician();
    const stored = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId, start: '2026-03-12T05:00:00Z', end: '2026-03-12T06:00:00Z' });
    const loaded: SchedulePrevious = { startDate: at('2026-03-12T05:00:00Z'), endDate: at('2026-03-12T06:00:00Z'), technicianId: tech.bpNo, latitude: null, longitude: null, planRejectReasonSourceType: null };
    const moveFrom = (previous: SchedulePrevious) => change(tech.bpNo, '2026-03-12T07:00:00Z', '2026-03-12T08:00:00Z', { id: stored.id, previous });
    await t.db.update(assignments).set({ latitude: 41.01, longitude: 28.97 }).where(eq(assignments.id, stored.id));
    const afterSite = moveFrom(loaded);
    expect(await saveOk([afterSite])).toEqual({ [afterSite.key]: SAVE_ERRORS.changedMeanwhile });
    await t.db.update(assignments).set({ latitude: null, longitude: null, planRejectReasonSourceType: 'CUSTOMER_REQUEST' }).where(eq(assignments.id, stored.id));
    const afterReason = moveFrom(loaded);
    expect(await saveOk([afterReason])).toEqual({ [afterReason.key]: SAVE_ERRORS.changedMeanwhile });
    expect(await rowOf(stored.id)).toMatchObject({ startDate: new Date('2026-03-12T05:00:00Z'), latitude: null, planRejectReasonSourceType: 'CUSTOMER_REQUEST' });

    const current = moveFrom({ ...loaded, planRejectReasonSourceType: 'CUSTOMER_REQUEST' });
    expect(await saveOk([current])).toEqual({ [current.key]: 'OK' });
    expect(await rowOf(stored.id)).toMatchObject({ startDate: new Date('2026-03-12T07:00:00Z') });
  });

  it('lets an older client without previous save as before, overwriting the move', async () => {
    const { tech, stored } = await loadedByBoth();
    const oldClient = change(tech.bpNo, '2026-03-10T11:00:00Z', '2026-03-10T12:00:00Z', { id: stored.id });
    expect(await saveOk([oldClient])).toEqual({ [oldClient.key]: 'OK' });
    expect(await rowOf(stored.id)).toMatchObject({ startDate: new Date('2026-03-10T11:00:00Z') });
  });

  it('deletes an item a colleague moved meanwhile: the user wants it gone', async () => {
    const { stored } = await loadedByBoth();
    expect(await saveOk([], [{ id: stored.id, key: 'gone' }])).toEqual({ gone: 'OK' });
    expect((await rowOf(stored.id)).deletedAt).not.toBeNull();
  });

  it('refuses a malformed previous with a 400 and saves nothing', async () => {
    const { tech, stored } = await loadedByBoth();
    const res = await save([change(tech.bpNo, '2026-03-10T11:00:00Z', '2026-03-10T12:00:00Z', { id: stored.id, previous: { schedulerJobType: 'PAINT' } as never })]);
    expect(res.statusCode).toBe(400);
    expect(await rowOf(stored.id)).toMatchObject({ startDate: new Date('2026-03-10T07:00:00Z') });
  });
});

describe('POST /api/save-schedules: a colleague deleted the item meanwhile', () => {
  const deletionsOf = (id: number) => t.db.select().from(activityEvents).where(and(eq(activityEvents.schedulerId, id), eq(activityEvents.eventType, 'PLAN_DELETED')));

  it('answers OK to the second of two deletes of one item and writes nothing twice; a foreign deleted item stays unknown', async () => {
    const { tech, stored } = await loadedByBoth();
    const other = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId, start: '2026-03-10T09:00:00Z', end: '2026-03-10T10:00:00Z' });
    const colleague = await t.signIn(['DISPATCHER'], [mine.teamId]);
    expect(await saveOk([], [{ id: stored.id, key: 'first' }])).toEqual({ first: 'OK' });
    const historyAfterFirst = await historyOf(stored.id);

    const moveOther = change(tech.bpNo, '2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z', { id: other.id });
    const second = await save([moveOther], [{ id: stored.id, key: 'second' }], { ...colleague.headers, ...IST });
    expect(second.json()).toEqual({ [moveOther.key]: 'OK', second: 'OK' });
    expect(await historyOf(stored.id)).toEqual(historyAfterFirst);
    expect(await deletionsOf(stored.id)).toHaveLength(1);
    expect(await rowOf(stored.id)).toMatchObject({ updatedByUserId: dispatcherId });

    const foreign = await createTechnician(t.db, { teamId: theirs.teamId, orgunit: theirs.orgunit });
    const foreignItem = await createAssignment(t.db, { technicianBpNo: foreign.bpNo, workOrderItemId, start: '2026-03-10T05:00:00Z', end: '2026-03-10T06:00:00Z', deletedAt: new Date('2026-03-01T09:00:00Z') });
    expect(await saveOk([], [{ id: foreignItem.id, key: 'foreign' }])).toEqual({ foreign: SAVE_ERRORS.notFound });
  });

  it('refuses an update of an item deleted after it was loaded as changed meanwhile, so the board drops it', async () => {
    const { tech, stored } = await loadedByBoth();
    expect(await saveOk([], [{ id: stored.id, key: 'deletedByA' }])).toEqual({ deletedByA: 'OK' });
    const historyAfterDelete = await historyOf(stored.id);
    const loaded = { startDate: at('2026-03-10T07:00:00Z'), endDate: at('2026-03-10T08:00:00Z'), technicianId: tech.bpNo };
    const movedByB = change(tech.bpNo, '2026-03-10T11:00:00Z', '2026-03-10T12:00:00Z', { id: stored.id, previous: loaded });
    const oldClient = change(tech.bpNo, '2026-03-10T11:00:00Z', '2026-03-10T12:00:00Z', { id: stored.id });
    expect(await saveOk([movedByB])).toEqual({ [movedByB.key]: SAVE_ERRORS.changedMeanwhile });
    // A client that says nothing of what it loaded is told the item is gone, as before.
    expect(await saveOk([oldClient])).toEqual({ [oldClient.key]: SAVE_ERRORS.notFound });
    expect(await historyOf(stored.id)).toEqual(historyAfterDelete);
    expect(await rowOf(stored.id)).toMatchObject({ startDate: new Date('2026-03-10T07:00:00Z'), deletedAt: expect.any(Date) });
  });
});
