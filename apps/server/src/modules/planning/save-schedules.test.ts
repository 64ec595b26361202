import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { SAVE_ERRORS, workAreaNotOfOrganizationError } from '@fsp/domain';
import { createTechnician } from '../../../test/factories';
import { createAssignment, createDraft, createTrainingVacation, createWorkOrder } from '../../../test/planning-factories';
import { IST, NOW, change, dispatcher, dispatcherId, dispatcherName, historyOf, liveItemsOf, mine, newTechnician, save, saveOk, setUpSaveTests, t, theirs, workOrderItemId } from '../../../test/save-fixture';
import { assignments, draftStatusHistory, drafts, users, workAreas } from '../../db/schema';

setUpSaveTests();

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
      workAreaNotOfOrganizationError(mine.orgunit),
    ]);
    expect(await liveItemsOf(tech.bpNo)).toEqual([]);
  });

  it("answers another organization's technician, item, draft or work area exactly like an unknown one, and changes nothing", async () => {
    const foreign = await createTechnician(t.db, { teamId: theirs.teamId, orgunit: theirs.orgunit });
    const stored = await createAssignment(t.db, { technicianBpNo: foreign.bpNo, start: '2026-03-07T05:00:00Z', end: '2026-03-07T06:00:00Z' });
    const foreignItem = (await createWorkOrder(t.db, { orgunit: theirs.orgunit, simType: 'ZCH' })).items[0];
    const foreignDraft = await createDraft(t.db, { technicianBpNo: foreign.bpNo });
    const [foreignArea] = await t.db.insert(workAreas).values({ orgunit: theirs.orgunit, areaName: 'Their bay' }).returning();
    const own = await newTechnician();
    const slot = ['2026-03-07T08:00:00Z', '2026-03-07T09:00:00Z'] as const;
    const pairs = [
      [change(foreign.bpNo, ...slot), change('NO-SUCH-TECH', ...slot)],
      [change(own.bpNo, ...slot, { workOrderItemId: foreignItem.id }), change(own.bpNo, ...slot, { workOrderItemId: 2_000_000_000 })],
      [change(own.bpNo, ...slot, { draftId: foreignDraft.id }), change(own.bpNo, ...slot, { draftId: 2_000_000_000 })],
      [change(own.bpNo, ...slot, { workAreaId: foreignArea.areaId }), change(own.bpNo, ...slot, { workAreaId: 2_000_000_000 })],
      // Moving a foreign item onto one's own technician: the stored item reads as gone.
      [change(own.bpNo, '2026-03-07T05:00:00Z', '2026-03-07T06:00:00Z', { id: stored.id }), change(own.bpNo, ...slot, { id: 2_000_000_000 })],
    ];
    for (const [foreignChange, unknownChange] of pairs) {
      const result = await saveOk([foreignChange, unknownChange]);
      expect(result[foreignChange.key], JSON.stringify(foreignChange)).toBe(result[unknownChange.key]);
      expect(result[foreignChange.key]).not.toBe('OK');
    }
    const del = await saveOk([], [{ id: stored.id, key: 'foreign' }, { id: 2_000_000_000, key: 'unknown' }]);
    expect(del).toEqual({ foreign: SAVE_ERRORS.notFound, unknown: SAVE_ERRORS.notFound });
    expect((await liveItemsOf(foreign.bpNo)).map((r) => r.id)).toEqual([stored.id]);
    expect(await liveItemsOf(own.bpNo)).toEqual([]);
    expect(await historyOf(stored.id)).toHaveLength(1);
    const [draftAfter] = await t.db.select().from(drafts).where(eq(drafts.id, foreignDraft.id));
    expect(draftAfter).toMatchObject({ status: 'SAVED', schedulerId: null, dispatcherUserId: null });
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
    // Deleting it again (a colleague's board, or a lost answer) is done already: OK, and no second history row.
    expect(await saveOk([], [{ id: stored.id, key: 'again' }])).toEqual({ again: 'OK' });
    expect(await historyOf(stored.id)).toHaveLength(2);
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
    expect(dupKey.json().message).toBe('Duplicate key "dup": every change needs its own key.');
    const stored = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-14T09:00:00Z', end: '2026-03-14T10:00:00Z' });
    const both = await save([change(tech.bpNo, '2026-03-14T09:00:00Z', '2026-03-14T10:30:00Z', { id: stored.id })], [{ id: stored.id, key: 'x' }]);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(`Item ${stored.id} appears more than once (updated and deleted, or twice) in one save.`);
    const noDates = await t.app.inject({ method: 'POST', url: '/api/save-schedules', headers: dispatcher, payload: { schedules: [{ key: 'k', technicianId: tech.bpNo }], deletedSchedulers: [] } });
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json().message).toMatch(/schedules\.0\.startDate/);
    const tooLong = await save([change(tech.bpNo, '2026-03-14T05:00:00Z', '2026-03-14T06:00:00Z', { assignedBayNo: 'x'.repeat(256) })]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('This field can be a maximum of 255 characters.');
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.id)).toEqual([stored.id]);
  });

  it.each([
    ['tr', '"dup" anahtarı birden fazla kez kullanıldı: her değişikliğin kendi anahtarı olmalıdır.', (id: number) => `${id} numaralı kayıt tek bir kaydetmede birden fazla kez geçiyor (hem güncellenmiş hem silinmiş ya da iki kez).`],
    ['ru', 'Ключ «dup» повторяется: у каждого изменения должен быть свой ключ.', (id: number) => `Запись ${id} встречается в одном сохранении больше одного раза (изменена и удалена или дважды).`],
  ])("words the malformed-request refusals in the caller's language (%s)", async (language, duplicateKey, itemTwice) => {
    const caller = await t.signIn(['DISPATCHER'], [mine.teamId]);
    await t.db.update(users).set({ cultureName: language }).where(eq(users.id, caller.user.id));
    const headers = { ...caller.headers, ...IST };
    const tech = await newTechnician();
    const dupKey = await save([change(tech.bpNo, '2026-03-14T05:00:00Z', '2026-03-14T06:00:00Z', { key: 'dup' }), change(tech.bpNo, '2026-03-14T07:00:00Z', '2026-03-14T08:00:00Z', { key: 'dup' })], [], headers);
    expect([dupKey.statusCode, dupKey.json().message]).toEqual([400, duplicateKey]);
    const stored = await createAssignment(t.db, { technicianBpNo: tech.bpNo, start: '2026-03-14T09:00:00Z', end: '2026-03-14T10:00:00Z' });
    const both = await save([change(tech.bpNo, '2026-03-14T09:00:00Z', '2026-03-14T10:30:00Z', { id: stored.id })], [{ id: stored.id, key: 'x' }], headers);
    expect([both.statusCode, both.json().message]).toEqual([400, itemTwice(stored.id)]);
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
