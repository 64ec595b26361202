import { describe, expect, it } from 'vitest';
import { at, scheduler, newItem, technician, run, deepFreeze, stored5, stored6, stored7 } from '../testing/pending-changes-fixtures';
import { pendingChangesReducer } from './pending-changes';
import { applyPendingChanges, INACTIVE_TECHNICIAN_STATUS_TEXT, passiveTechniciansOnDiscard } from './pending-changes-grid';
import { toSavePayload } from './pending-changes-payload';
import { parsePendingChanges, PENDING_CHANGES_STORAGE_VERSION, serializePendingChanges } from './pending-changes-storage';

describe('applyPendingChanges', () => {
  const technicians = () => [technician('T1', [stored5, stored6]), technician('T2', [stored7])];

  it('shows stored items as they are, keyed s-<id>, without warnings', () => {
    const grid = applyPendingChanges(technicians(), []);
    expect(grid[0].schedulers.map((s) => [s.key, s.dirty, s.warning])).toEqual([
      ['s-5', undefined, false],
      ['s-6', undefined, false],
    ]);
    expect(grid.map((t) => t.warning)).toEqual([false, false]);
  });

  it('keeps the server warning flag of a technician', () => {
    expect(applyPendingChanges([technician('T1', [], true)], [])[0].warning).toBe(true);
  });

  it('adds new items to their technician', () => {
    const changes = run([{ type: 'add', item: newItem('n-1', 'T2', 16, 17) }]);
    const grid = applyPendingChanges(technicians(), changes);
    expect(grid[1].schedulers.map((s) => s.key)).toEqual(['s-7', 'n-1']);
    expect(grid[1].schedulers[1]).toMatchObject({ dirty: 'added', orderWekingStatus: 'INFORMED_UNSAVED' });
  });

  it('shows an updated item in its old place with its new dates', () => {
    const changes = run([{ type: 'update', item: stored5, patch: { startDate: at(7), endDate: at(8) } }]);
    const grid = applyPendingChanges(technicians(), changes);
    expect(grid[0].schedulers.map((s) => [s.key, s.startDate])).toEqual([
      ['s-5', at(7)],
      ['s-6', at(13)],
    ]);
    expect(grid[0].schedulers[0].dirty).toBe('updated');
  });

  it('moves an item to another technician, with that technician name', () => {
    const changes = run([{ type: 'update', item: stored5, patch: { technicianId: 'T2' } }]);
    const grid = applyPendingChanges(technicians(), changes);
    expect(grid[0].schedulers.map((s) => s.key)).toEqual(['s-6']);
    expect(grid[1].schedulers.map((s) => s.key)).toEqual(['s-7', 's-5']);
    expect(grid[1].schedulers[1].technician).toEqual({ bpNo: 'T2', fullName: 'Name T2' });
  });

  it('moving to another technician and back shows the item once, on the first technician', () => {
    const changes = run([
      { type: 'update', item: stored5, patch: { technicianId: 'T2' } },
      { type: 'update', item: stored5, patch: { technicianId: 'T1' } },
    ]);
    const grid = applyPendingChanges(technicians(), changes);
    expect(grid[0].schedulers.map((s) => s.key)).toEqual(['s-5', 's-6']);
    expect(grid[1].schedulers.map((s) => s.key)).toEqual(['s-7']);
  });

  it('works whichever order the source and target technicians come in', () => {
    const changes = run([{ type: 'update', item: stored7, patch: { technicianId: 'T1', startDate: at(16), endDate: at(17) } }]);
    const grid = applyPendingChanges(technicians(), changes);
    expect(grid[0].schedulers.map((s) => s.key)).toEqual(['s-5', 's-6', 's-7']);
    expect(grid[1].schedulers).toEqual([]);
  });

  it('hides an item moved to a technician that is not loaded', () => {
    const changes = run([{ type: 'update', item: stored5, patch: { technicianId: 'T9' } }]);
    const grid = applyPendingChanges(technicians(), changes);
    expect(grid.flatMap((t) => t.schedulers.map((s) => s.key))).toEqual(['s-6', 's-7']);
  });

  it('shows an updated item whose stored copy is not in the loaded list on its technician', () => {
    const elsewhere = scheduler(40, 'T5', 9, 10);
    const changes = run([{ type: 'update', item: elsewhere, patch: { technicianId: 'T2', startDate: at(18), endDate: at(19) } }]);
    const grid = applyPendingChanges(technicians(), changes);
    expect(grid[1].schedulers.map((s) => s.key)).toEqual(['s-7', 's-40']);
  });

  it('removes deleted and updated-deleted items', () => {
    const changes = run([
      { type: 'delete', item: stored5 },
      { type: 'update', item: stored7, patch: { startDate: at(8) } },
      { type: 'delete', item: stored7 },
    ]);
    const grid = applyPendingChanges(technicians(), changes);
    expect(grid[0].schedulers.map((s) => s.key)).toEqual(['s-6']);
    expect(grid[1].schedulers).toEqual([]);
  });

  it('flags overlapping items and their technician', () => {
    const changes = run([{ type: 'add', item: newItem('n-1', 'T1', 10, 12) }]);
    const grid = applyPendingChanges(technicians(), changes);
    expect(grid[0].schedulers.map((s) => [s.key, s.warning])).toEqual([
      ['s-5', true],
      ['s-6', false],
      ['n-1', true],
    ]);
    expect(grid[0].warning).toBe(true);
    expect(grid[1].warning).toBe(false);
  });

  it('does not flag touching items (half-open) nor a seconds-only overlap (minute precision)', () => {
    const touching = run([{ type: 'add', item: newItem('n-1', 'T1', 11, 13) }]);
    expect(applyPendingChanges(technicians(), touching)[0].warning).toBe(false);
    const seconds = run([{ type: 'add', item: { ...newItem('n-2', 'T1', 0, 0), startDate: at(8), endDate: at(9, 0, 45) } }]);
    expect(applyPendingChanges(technicians(), seconds)[0].warning).toBe(false);
  });

  it('does not count items of other technicians or items moved away', () => {
    const changes = run([{ type: 'update', item: stored5, patch: { technicianId: 'T2', startDate: at(13), endDate: at(14) } }]);
    const grid = applyPendingChanges(technicians(), changes);
    expect(grid[0].warning).toBe(false);
    expect(grid[1].warning).toBe(false);
  });

  it('a move onto another item flags both, and moving away again clears it', () => {
    const onto = run([{ type: 'update', item: stored6, patch: { startDate: at(10), endDate: at(12) } }]);
    expect(applyPendingChanges(technicians(), onto)[0].warning).toBe(true);
    const away = pendingChangesReducer(onto, { type: 'update', item: stored6, patch: { startDate: at(14), endDate: at(15) } });
    expect(applyPendingChanges(technicians(), away)[0].warning).toBe(false);
  });

  it('carries a warning set on a change', () => {
    const changes = pendingChangesReducer(run([{ type: 'add', item: newItem('n-1', 'T1', 16, 17) }]), { type: 'markSaved', keys: [], failedKeys: ['n-1'] });
    const grid = applyPendingChanges(technicians(), changes);
    expect(grid[0].schedulers[2].warning).toBe(true);
    expect(grid[0].warning).toBe(false);
  });

  it('matches a technician by id or bpNo and does not mutate its input', () => {
    const input = deepFreeze([{ ...technician('T1', [stored5]), id: 'tech-uuid' }]);
    const changes = run([{ type: 'add', item: newItem('n-1', 'T1', 16, 17) }]);
    expect(applyPendingChanges(input, changes)[0].schedulers.map((s) => s.key)).toEqual(['s-5', 'n-1']);
  });
});

describe('passiveTechniciansOnDiscard', () => {
  const changes = run([
    { type: 'update', item: stored5, patch: { technicianId: 'T2' } },
    { type: 'delete', item: stored7 },
    { type: 'add', item: newItem('n-1', 'T3', 16, 17) },
  ]);

  it('returns the technicians of discarded changes whose status text says they are not active', () => {
    expect(passiveTechniciansOnDiscard(changes, { T3: INACTIVE_TECHNICIAN_STATUS_TEXT, T2: 'OK' })).toEqual(['T3']);
  });

  it('includes the technician an item came from, once, and ignores surrounding spaces', () => {
    const texts = { T1: ` ${INACTIVE_TECHNICIAN_STATUS_TEXT} `, T2: INACTIVE_TECHNICIAN_STATUS_TEXT };
    expect(passiveTechniciansOnDiscard([...changes, ...changes], texts)).toEqual(['T2', 'T1']);
  });

  it('accepts a Map and returns nothing for other texts or no changes', () => {
    expect(passiveTechniciansOnDiscard(changes, new Map([['T3', INACTIVE_TECHNICIAN_STATUS_TEXT]]))).toEqual(['T3']);
    expect(passiveTechniciansOnDiscard(changes, { T3: 'teknisyen aktif değildir' })).toEqual([]);
    expect(passiveTechniciansOnDiscard([], { T3: INACTIVE_TECHNICIAN_STATUS_TEXT })).toEqual([]);
  });

  it('is not fooled by inherited keys', () => {
    expect(passiveTechniciansOnDiscard(run([{ type: 'add', item: newItem('n-1', 'toString', 1, 2) }]), {})).toEqual([]);
  });
});

describe('toSavePayload', () => {
  it('sends added and updated items as schedules with seconds zeroed', () => {
    const changes = run([
      { type: 'add', item: { ...newItem('n-1', 'T1', 0, 0, { draftId: 3, schedulerJobType: 'ASSEMBLE' }), startDate: at(9, 10, 42), endDate: at(10, 0, 59) } },
      { type: 'update', item: stored5, patch: { startDate: at(12, 0, 30), endDate: at(13, 0, 1) } },
    ]);
    const payload = toSavePayload(changes);
    expect(payload.deletedSchedulers).toEqual([]);
    expect(payload.schedules).toEqual([
      expect.objectContaining({ id: null, key: 'n-1', startDate: at(9, 10), endDate: at(10), technicianId: 'T1', workOrderItemId: 501, trainingVacationId: null, draftId: 3, schedulerJobType: 'ASSEMBLE' }),
      expect.objectContaining({ id: 5, key: 's-5', startDate: at(12), endDate: at(13) }),
    ]);
  });

  it('sends a training/vacation id', () => {
    const trainingVacation = {
      id: 12,
      name: 'Annual leave',
      description: null,
      type: 'VACATION' as const,
      laborType: null,
      laborTypeText: null,
      countryCode: 'TR',
      allowedFrom: null,
      allowedTo: null,
      searchValue: 'annual leave',
    };
    const changes = run([{ type: 'add', item: newItem('n-1', 'T1', 9, 10, { workOrderItem: null, trainingVacation, orderType: 'vacation' }) }]);
    expect(toSavePayload(changes).schedules[0]).toMatchObject({ workOrderItemId: null, trainingVacationId: 12 });
  });

  it('sends deleted and updated-deleted items as deletedSchedulers {id, key}', () => {
    const changes = run([
      { type: 'delete', item: stored5 },
      { type: 'update', item: stored7, patch: { startDate: at(8) } },
      { type: 'delete', item: stored7 },
    ]);
    expect(toSavePayload(changes)).toEqual({ schedules: [], deletedSchedulers: [{ id: 5, key: 's-5' }, { id: 7, key: 's-7' }] });
  });

  it('sends nothing for no changes', () => {
    expect(toSavePayload([])).toEqual({ schedules: [], deletedSchedulers: [] });
  });

  it('sends the reason for change with its source, keeps it across a later move, and leaves it out when there is none', () => {
    const reason = { planRejectReasonSourceType: 'CUSTOMER_REQUEST', planChangeReason: 'Customer asked for the afternoon' };
    const changes = run([
      { type: 'update', item: stored5, patch: { startDate: at(12), endDate: at(13), ...reason } },
      { type: 'update', item: stored5, patch: { startDate: at(14), endDate: at(15) } },
      { type: 'update', item: stored7, patch: { startDate: at(8) } },
    ]);
    const [withReason, without] = toSavePayload(changes).schedules;
    expect(withReason).toMatchObject({ id: 5, startDate: at(14), ...reason });
    expect(without).not.toHaveProperty('planChangeReason');
    expect(parsePendingChanges(serializePendingChanges(changes))[0].planChangeReason).toBe(reason.planChangeReason);
  });
});

describe('serializePendingChanges / parsePendingChanges', () => {
  const changes = run([
    { type: 'add', item: newItem('n-1', 'T1', 16, 17) },
    { type: 'update', item: stored5, patch: { startDate: at(10) } },
    { type: 'update', item: stored5, patch: { technicianId: 'T2' } },
    { type: 'delete', item: stored7 },
    { type: 'update', item: stored6, patch: { endDate: at(16) } },
    { type: 'delete', item: stored6 },
  ]);

  it('round-trips the list as plain versioned JSON', () => {
    const text = serializePendingChanges(changes, 1_000);
    expect(JSON.parse(text)).toMatchObject({ version: PENDING_CHANGES_STORAGE_VERSION, savedAt: 1_000 });
    expect(parsePendingChanges(text)).toEqual(changes);
  });

  it('round-trips a warning flag and an empty list', () => {
    const flagged = pendingChangesReducer(changes, { type: 'markSaved', keys: [], failedKeys: ['n-1'] });
    expect(parsePendingChanges(serializePendingChanges(flagged))[0].warning).toBe(true);
    expect(parsePendingChanges(serializePendingChanges([]))).toEqual([]);
  });

  it('accepts the already parsed value', () => {
    expect(parsePendingChanges(JSON.parse(serializePendingChanges(changes)))).toEqual(changes);
  });

  it('gives [] for garbage instead of throwing', () => {
    for (const raw of [undefined, null, '', 'not json', '{', 'null', '42', '"text"', '[]', '{}', 42, [], { version: 1 }, { version: 1, changes: {} }]) {
      expect(parsePendingChanges(raw)).toEqual([]);
    }
  });

  it('drops another version whole', () => {
    const text = serializePendingChanges(changes).replace(`"version":${PENDING_CHANGES_STORAGE_VERSION}`, '"version":999');
    expect(parsePendingChanges(text)).toEqual([]);
  });

  it('drops a stale snapshot when asked to', () => {
    const text = serializePendingChanges(changes, 1_000);
    expect(parsePendingChanges(text, { now: 1_500, maxAgeMs: 1_000 })).toHaveLength(changes.length);
    expect(parsePendingChanges(text, { now: 5_000, maxAgeMs: 1_000 })).toEqual([]);
    expect(parsePendingChanges(serializePendingChanges(changes), { now: 5_000, maxAgeMs: 1_000 })).toEqual([]);
  });

  it('drops each malformed change alone and keeps the rest', () => {
    const stored = JSON.parse(serializePendingChanges(changes));
    stored.changes[0].dirty = 'moved';
    stored.changes[1].startDate = 'yesterday';
    stored.changes.push(null, 'x', { key: 'n-9' });
    const parsed = parsePendingChanges(JSON.stringify(stored));
    expect(parsed.map((c) => c.key)).toEqual(['s-7', 's-6']);
  });

  it('drops inconsistent changes: added with an id, stored with another key, updated without history, repeated keys or ids', () => {
    const stored = JSON.parse(serializePendingChanges(changes));
    stored.changes[0].id = 12;
    stored.changes[1].prevChange = [];
    stored.changes[2].key = 'other';
    stored.changes.push({ ...stored.changes[3] });
    stored.changes.push({ ...stored.changes[3], key: 'n-5', dirty: 'added', id: null });
    const parsed = parsePendingChanges(JSON.stringify(stored));
    expect(parsed.map((c) => c.key)).toEqual(['s-6', 'n-5']);
  });

  it('drops fields it does not know', () => {
    const stored = JSON.parse(serializePendingChanges(changes));
    stored.changes[0].evil = '<script>';
    expect(parsePendingChanges(JSON.stringify(stored))[0]).not.toHaveProperty('evil');
  });

  it('restored changes keep working with the reducer', () => {
    const restored = pendingChangesReducer([], { type: 'load', changes: parsePendingChanges(serializePendingChanges(changes)) });
    // Its two moves reverted, s-5 is back as loaded (kept in storage), so the change goes.
    const discarded = pendingChangesReducer(restored, { type: 'discardOne', key: 's-5' });
    expect(discarded.map((c) => c.key)).toEqual(['n-1', 's-7', 's-6']);
  });
});
