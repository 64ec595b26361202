import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SAVE_ERRORS, type SchedulePrevious } from '@fsp/domain';
import { createAssignment } from '../../../test/planning-factories';
import { at, change, historyOf, newTechnician, save, saveOk, setUpSaveTests, t, workOrderItemId } from '../../../test/save-fixture';
import { assignments } from '../../db/schema';

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
