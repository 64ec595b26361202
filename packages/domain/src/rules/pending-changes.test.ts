import { describe, expect, it } from 'vitest';
import { at, scheduler, newItem, technician, run, deepFreeze, stored5, stored6, stored7 } from '../testing/pending-changes-fixtures';
import type { Scheduler } from '../contracts/planning';
import { keyOf, pendingChangesReducer, storedKey, type NewPendingItem, type PendingAction, type PendingChanges } from './pending-changes';
import { applyPendingChanges } from './pending-changes-grid';
import { toSavePayload, toSchedulePayload } from './pending-changes-payload';
import { parsePendingChanges, serializePendingChanges } from './pending-changes-storage';

describe('keys', () => {
  it('stored items are keyed s-<id>', () => {
    expect(storedKey(5)).toBe('s-5');
    expect(keyOf({ id: 5 })).toBe('s-5');
  });

  it('an explicit key wins; no key and no id gives null', () => {
    expect(keyOf({ id: 5, key: 'n-1' })).toBe('n-1');
    expect(keyOf({ id: null })).toBeNull();
    expect(keyOf({ id: null, key: '' })).toBeNull();
  });
});

describe('pendingChangesReducer: add', () => {
  it('adds a new item as INFORMED_UNSAVED with dirty added and no id', () => {
    const state = run([{ type: 'add', item: newItem('n-1', 'T1', 9, 10) }]);
    expect(state).toHaveLength(1);
    expect(state[0]).toMatchObject({ id: null, key: 'n-1', localId: 'n-1', dirty: 'added', orderWekingStatus: 'INFORMED_UNSAVED', prevChange: [] });
  });

  it('keeps a caller-supplied localId', () => {
    const state = run([{ type: 'add', item: newItem('n-1', 'T1', 9, 10, { localId: 'local-abc' }) }]);
    expect(state[0].localId).toBe('local-abc');
  });

  it('ignores an id smuggled into a new item', () => {
    const item = { ...newItem('n-1', 'T1', 9, 10), id: 99 } as NewPendingItem;
    expect(run([{ type: 'add', item }])[0].id).toBeNull();
  });

  it('ignores a duplicate or empty key', () => {
    const first = run([{ type: 'add', item: newItem('n-1', 'T1', 9, 10) }]);
    expect(pendingChangesReducer(first, { type: 'add', item: newItem('n-1', 'T2', 11, 12) })).toBe(first);
    expect(pendingChangesReducer(first, { type: 'add', item: newItem('', 'T2', 11, 12) })).toBe(first);
  });

  it('keeps the order the changes were made in', () => {
    const state = run([
      { type: 'add', item: newItem('n-1', 'T1', 9, 10) },
      { type: 'update', item: stored5, patch: { startDate: at(10) } },
      { type: 'add', item: newItem('n-2', 'T1', 16, 17) },
    ]);
    expect(state.map((c) => c.key)).toEqual(['n-1', 's-5', 'n-2']);
  });
});

describe('pendingChangesReducer: update', () => {
  it('turns a stored item into an updated change that remembers its stored position', () => {
    const state = run([{ type: 'update', item: stored5, patch: { startDate: at(10), endDate: at(12) } }]);
    expect(state[0]).toMatchObject({
      id: 5,
      key: 's-5',
      localId: 's-5',
      dirty: 'updated',
      startDate: at(10),
      endDate: at(12),
      orderWekingStatus: 'INFORMED_SAVED',
    });
    expect(state[0].prevChange).toEqual([{ startDate: at(9), endDate: at(11), technicianId: 'T1', technicianFullName: 'Name T1' }]);
  });

  it('does nothing when the patch changes nothing (a drag dropped where it started)', () => {
    const empty: PendingChanges = [];
    expect(pendingChangesReducer(empty, { type: 'update', item: stored5, patch: { startDate: at(9), endDate: at(11) } })).toBe(empty);
    expect(pendingChangesReducer(empty, { type: 'update', item: stored5, patch: {} })).toBe(empty);
  });

  it('edits an added change in place, which stays added without history', () => {
    const added = run([{ type: 'add', item: newItem('n-1', 'T1', 9, 10) }]);
    const state = pendingChangesReducer(added, { type: 'update', item: added[0], patch: { startDate: at(14), endDate: at(15), technicianId: 'T2' } });
    expect(state).toHaveLength(1);
    expect(state[0]).toMatchObject({ dirty: 'added', startDate: at(14), endDate: at(15), technicianId: 'T2', prevChange: [] });
  });

  it('pushes one step per move, earliest first', () => {
    const state = run([
      { type: 'update', item: stored5, patch: { startDate: at(10), endDate: at(12) } },
      { type: 'update', item: stored5, patch: { startDate: at(12), endDate: at(14) } },
      { type: 'update', item: stored5, patch: { startDate: at(15), endDate: at(16) } },
    ]);
    expect(state).toHaveLength(1);
    expect(state[0].dirty).toBe('updated');
    expect(state[0].prevChange.map((p) => [p.startDate, p.endDate])).toEqual([
      [at(9), at(11)],
      [at(10), at(12)],
      [at(12), at(14)],
    ]);
    expect([state[0].startDate, state[0].endDate]).toEqual([at(15), at(16)]);
  });

  it('does not push a step for an edit that leaves the position as it is', () => {
    const state = run([
      { type: 'update', item: stored5, patch: { startDate: at(10) } },
      { type: 'update', item: stored5, patch: { forceNormalShift: true, schedulerJobType: 'ASSEMBLE' } },
    ]);
    expect(state[0].prevChange).toHaveLength(1);
    expect(state[0]).toMatchObject({ forceNormalShift: true, schedulerJobType: 'ASSEMBLE' });
  });

  it('an edit of a stored item that is not a move still records the stored position', () => {
    const state = run([{ type: 'update', item: stored5, patch: { planRejectReasonSourceType: 'CUSTOMER_REQUEST' } }]);
    expect(state[0]).toMatchObject({ dirty: 'updated', startDate: at(9), endDate: at(11) });
    expect(state[0].prevChange).toHaveLength(1);
  });

  it('uses the pending change, not a stale stored copy passed in', () => {
    const state = run([
      { type: 'update', item: stored5, patch: { startDate: at(10), endDate: at(12) } },
      { type: 'update', item: stored5, patch: { endDate: at(13) } },
    ]);
    expect(state[0]).toMatchObject({ startDate: at(10), endDate: at(13) });
    expect(state[0].prevChange.map((p) => p.endDate)).toEqual([at(11), at(12)]);
  });

  it('accepts a grid item (with key and warning) as the reference', () => {
    const [grid] = applyPendingChanges([technician('T1', [stored5])], [])[0].schedulers;
    const state = run([{ type: 'update', item: { ...grid, warning: true }, patch: { startDate: at(8) } }]);
    expect(state[0]).toMatchObject({ key: 's-5', dirty: 'updated', startDate: at(8) });
    expect(state[0].warning).toBeUndefined();
  });

  it('reassigning with the technician object keeps its name; with only an id it keeps the bpNo consistent', () => {
    const withObject = run([{ type: 'update', item: stored5, patch: { technicianId: 'T2', technician: { bpNo: 'T2', fullName: 'Ayşe' } } }]);
    expect(withObject[0].technician).toEqual({ bpNo: 'T2', fullName: 'Ayşe' });
    const withId = run([{ type: 'update', item: stored5, patch: { technicianId: 'T2' } }]);
    expect(withId[0].technician).toEqual({ bpNo: 'T2', fullName: '' });
  });

  it('cannot patch the id, key or dirty marker', () => {
    const patch = { startDate: at(10), id: 77, key: 'x', dirty: 'added', prevChange: [] } as unknown as Partial<Scheduler>;
    const state = run([{ type: 'update', item: stored5, patch }]);
    expect(state[0]).toMatchObject({ id: 5, key: 's-5', dirty: 'updated' });
    expect(state[0].prevChange).toHaveLength(1);
  });

  it('ignores updates of deleted and updated-deleted changes, and of unknown unsaved items', () => {
    const deleted = run([{ type: 'delete', item: stored5 }]);
    expect(pendingChangesReducer(deleted, { type: 'update', item: stored5, patch: { startDate: at(10) } })).toBe(deleted);
    const updatedDeleted = run([
      { type: 'update', item: stored5, patch: { startDate: at(10) } },
      { type: 'delete', item: stored5 },
    ]);
    expect(pendingChangesReducer(updatedDeleted, { type: 'update', item: stored5, patch: { startDate: at(12) } })).toBe(updatedDeleted);
    const unknown = { ...stored5, id: null, key: 'n-404' };
    expect(pendingChangesReducer([], { type: 'update', item: unknown, patch: { startDate: at(12) } })).toEqual([]);
  });

  it('moves to another technician and back with another edit kept, keeping both steps', () => {
    const state = run([
      { type: 'update', item: stored5, patch: { technicianId: 'T2', technician: { bpNo: 'T2', fullName: 'Name T2' }, plInfo: true } },
      { type: 'update', item: stored5, patch: { technicianId: 'T1', technician: { bpNo: 'T1', fullName: 'Name T1' } } },
    ]);
    expect(state[0]).toMatchObject({ dirty: 'updated', technicianId: 'T1', plInfo: true });
    expect(state[0].prevChange.map((p) => p.technicianId)).toEqual(['T1', 'T2']);
  });

  it('drops the change when moves and edits bring the item back to where it was loaded', () => {
    const awayAndBack = run([
      { type: 'update', item: stored5, patch: { startDate: at(10), endDate: at(12) } },
      { type: 'update', item: stored5, patch: { technicianId: 'T2' } },
      { type: 'update', item: stored5, patch: { startDate: at(9), endDate: at(11), technicianId: 'T1', planRejectReasonSourceType: 'CUSTOMER_REQUEST', planChangeReason: 'asked' } },
    ]);
    expect(awayAndBack).toEqual([]);
    const editedAndUndone = run([
      { type: 'add', item: newItem('n-1', 'T1', 14, 15) },
      { type: 'update', item: stored5, patch: { schedulerJobType: 'ASSEMBLE', forceNormalShift: true } },
      { type: 'update', item: stored5, patch: { schedulerJobType: null, forceNormalShift: false } },
    ]);
    expect(editedAndUndone.map((c) => c.key)).toEqual(['n-1']);
    // Moved away and back with a new site set meanwhile: the site is a change of its own, kept.
    const sited = run([
      { type: 'update', item: stored5, patch: { startDate: at(10), endDate: at(12), latitude: 41, longitude: 29 } },
      { type: 'update', item: stored5, patch: { startDate: at(9), endDate: at(11) } },
    ]);
    expect(sited).toMatchObject([{ dirty: 'updated', latitude: 41, longitude: 29 }]);
  });

  it('remembers the planned fields of the stored item as loaded, through later edits', () => {
    const state = run([
      { type: 'update', item: { ...stored5, assignedBayNo: 'B1' }, patch: { startDate: at(10), endDate: at(12) } },
      { type: 'update', item: stored5, patch: { assignedBayNo: 'B2', plInfo: true } },
    ]);
    expect(state[0].loaded).toMatchObject({ startDate: at(9), endDate: at(11), technicianId: 'T1', schedulerJobType: null, forceNormalShift: false, assignedBayNo: 'B1', plInfo: false, workAreaId: null });
  });
});

describe('the save payload of a change', () => {
  it('sends what the user loaded as previous for an update, and nothing of it for new or deleted items', () => {
    const state = run([
      { type: 'update', item: { ...stored5, schedulerJobType: 'ASSEMBLE' }, patch: { startDate: at(10), endDate: at(12), technicianId: 'T2' } },
      { type: 'add', item: newItem('n-1', 'T1', 14, 15) },
      { type: 'delete', item: stored6 },
    ]);
    const { schedules, deletedSchedulers } = toSavePayload(state);
    expect(schedules[0]).toMatchObject({ id: 5, startDate: at(10), technicianId: 'T2' });
    expect(schedules[0].previous).toEqual({
      startDate: at(9),
      endDate: at(11),
      technicianId: 'T1',
      schedulerJobType: 'ASSEMBLE',
      forceNormalShift: false,
      assignedBayNo: null,
      plInfo: false,
      workAreaId: null,
      latitude: null,
      longitude: null,
      planRejectReasonSourceType: null,
    });
    expect(schedules[1].previous).toBeUndefined();
    expect(deletedSchedulers).toEqual([{ id: 6, key: 's-6' }]);
  });

  it("sends the item's site and reason source as loaded, not as the change sets them", () => {
    const loadedItem = { ...stored5, latitude: 40.5, longitude: 29.25, planRejectReasonSourceType: 'PLANNER_REQUEST' };
    const [change] = run([{ type: 'update', item: loadedItem, patch: { startDate: at(10), endDate: at(12), latitude: 41, longitude: 28, planRejectReasonSourceType: 'CUSTOMER_REQUEST' } }]);
    const payload = toSchedulePayload(change);
    expect(payload).toMatchObject({ latitude: 41, longitude: 28, planRejectReasonSourceType: 'CUSTOMER_REQUEST' });
    expect(payload.previous).toMatchObject({ latitude: 40.5, longitude: 29.25, planRejectReasonSourceType: 'PLANNER_REQUEST' });
    expect(parsePendingChanges(serializePendingChanges([change]))[0].loaded).toMatchObject({ planRejectReasonSourceType: 'PLANNER_REQUEST' });
  });

  it('keeps what the user loaded across a reload of the page (browser storage)', () => {
    const state = run([{ type: 'update', item: { ...stored5, plInfo: true }, patch: { startDate: at(10), endDate: at(12) } }]);
    expect(parsePendingChanges(serializePendingChanges(state))[0].loaded).toEqual(state[0].loaded);
  });

  it('sends the loaded position for a change kept by an older version, without the loaded fields', () => {
    const [change] = run([{ type: 'update', item: stored5, patch: { startDate: at(10), endDate: at(12) } }]);
    const { loaded: _older, ...olderChange } = change;
    expect(toSchedulePayload(olderChange).previous).toEqual({ startDate: at(9), endDate: at(11), technicianId: 'T1' });
  });
});

describe('pendingChangesReducer: delete', () => {
  it('drops an added change', () => {
    const added = run([{ type: 'add', item: newItem('n-1', 'T1', 9, 10) }]);
    expect(pendingChangesReducer(added, { type: 'delete', item: added[0] })).toEqual([]);
    // A stale copy found by key works too.
    expect(pendingChangesReducer(added, { type: 'delete', item: { ...stored5, id: null, key: 'n-1' } })).toEqual([]);
  });

  it('marks an updated change updated-deleted and keeps its history', () => {
    const state = run([
      { type: 'update', item: stored5, patch: { startDate: at(10) } },
      { type: 'delete', item: stored5 },
    ]);
    expect(state[0]).toMatchObject({ dirty: 'updated-deleted', startDate: at(10) });
    expect(state[0].prevChange).toHaveLength(1);
  });

  it('adds a deleted change for a stored item', () => {
    const state = run([{ type: 'delete', item: stored5 }]);
    expect(state[0]).toMatchObject({ id: 5, key: 's-5', dirty: 'deleted', prevChange: [], startDate: at(9) });
  });

  it('deleting twice changes nothing the second time', () => {
    const once = run([{ type: 'delete', item: stored5 }]);
    expect(pendingChangesReducer(once, { type: 'delete', item: stored5 })).toBe(once);
    const updatedDeleted = run([{ type: 'update', item: stored5, patch: { startDate: at(10) } }, { type: 'delete', item: stored5 }]);
    expect(pendingChangesReducer(updatedDeleted, { type: 'delete', item: stored5 })).toBe(updatedDeleted);
  });

  it('ignores an unsaved item it does not know', () => {
    const state: PendingChanges = [];
    expect(pendingChangesReducer(state, { type: 'delete', item: { ...stored5, id: null } })).toBe(state);
  });
});

describe('pendingChangesReducer: discardOne', () => {
  it('removes an added change', () => {
    const state = run([{ type: 'add', item: newItem('n-1', 'T1', 9, 10) }, { type: 'discardOne', key: 'n-1' }]);
    expect(state).toEqual([]);
  });

  it('removes a deleted change (the stored item shows again)', () => {
    const state = run([{ type: 'delete', item: stored5 }, { type: 'discardOne', key: 's-5' }]);
    expect(state).toEqual([]);
    expect(applyPendingChanges([technician('T1', [stored5])], state)[0].schedulers.map((s) => s.id)).toEqual([5]);
  });

  it('removes an updated change with a single step', () => {
    const state = run([{ type: 'update', item: stored5, patch: { startDate: at(10) } }, { type: 'discardOne', key: 's-5' }]);
    expect(state).toEqual([]);
  });

  it('after several moves and an edit: reverts to the earliest dates and drops the latest step, until one step remains', () => {
    const moved = run([
      { type: 'update', item: stored5, patch: { startDate: at(10), endDate: at(12), plInfo: true } },
      { type: 'update', item: stored5, patch: { startDate: at(12), endDate: at(14) } },
      { type: 'update', item: stored5, patch: { startDate: at(15), endDate: at(16) } },
    ]);
    const once = pendingChangesReducer(moved, { type: 'discardOne', key: 's-5' });
    expect(once[0]).toMatchObject({ dirty: 'updated', startDate: at(9), endDate: at(11), technicianId: 'T1', plInfo: true });
    expect(once[0].prevChange.map((p) => p.startDate)).toEqual([at(9), at(10)]);
    const twice = pendingChangesReducer(once, { type: 'discardOne', key: 's-5' });
    expect(twice[0]).toMatchObject({ startDate: at(9), endDate: at(11) });
    expect(twice[0].prevChange.map((p) => p.startDate)).toEqual([at(9)]);
    expect(pendingChangesReducer(twice, { type: 'discardOne', key: 's-5' })).toEqual([]);
  });

  it('drops the change when a discard after several moves brings it back to the item as loaded, as update does', () => {
    const moves: PendingAction[] = [
      { type: 'update', item: stored5, patch: { startDate: at(10), endDate: at(12) } },
      { type: 'update', item: stored5, patch: { technicianId: 'T2', technician: { bpNo: 'T2', fullName: 'Name T2' } } },
      { type: 'update', item: stored5, patch: { startDate: at(15), endDate: at(16) } },
    ];
    expect(run([...moves, { type: 'discardOne', key: 's-5' }])).toEqual([]);
    // The reason source goes with the change: it does not keep a change that is otherwise back as loaded.
    const withReason = run([...moves, { type: 'update', item: stored5, patch: { planRejectReasonSourceType: 'CUSTOMER_REQUEST' } }, { type: 'discardOne', key: 's-5' }]);
    expect(withReason).toEqual([]);
    // A new site is a change of its own: the discard keeps it at the stored position.
    const sited = run([...moves, { type: 'update', item: stored5, patch: { latitude: 41, longitude: 29 } }, { type: 'discardOne', key: 's-5' }]);
    expect(sited).toMatchObject([{ dirty: 'updated', startDate: at(9), technicianId: 'T1', latitude: 41, longitude: 29 }]);
  });

  it('a discard after moving to another technician and back puts it on the stored technician with its name', () => {
    const state = run([
      { type: 'update', item: stored5, patch: { technicianId: 'T2', technician: { bpNo: 'T2', fullName: 'Name T2' }, startDate: at(10), forceNormalShift: true } },
      { type: 'update', item: stored5, patch: { technicianId: 'T3', technician: { bpNo: 'T3', fullName: 'Name T3' } } },
      { type: 'discardOne', key: 's-5' },
    ]);
    expect(state[0]).toMatchObject({ technicianId: 'T1', technician: { bpNo: 'T1', fullName: 'Name T1' }, startDate: at(9) });
  });

  it('removes an updated-deleted change (back at the stored position, no marker left)', () => {
    const state = run([
      { type: 'update', item: stored5, patch: { startDate: at(10) } },
      { type: 'update', item: stored5, patch: { startDate: at(10, 30) } },
      { type: 'delete', item: stored5 },
      { type: 'discardOne', key: 's-5' },
    ]);
    expect(state).toEqual([]);
  });

  it('only touches the row it names', () => {
    const state = run([
      { type: 'add', item: newItem('n-1', 'T1', 16, 17) },
      { type: 'delete', item: stored6 },
      { type: 'discardOne', key: 'n-1' },
    ]);
    expect(state.map((c) => c.key)).toEqual(['s-6']);
  });

  it('ignores an unknown key', () => {
    const state = run([{ type: 'delete', item: stored5 }]);
    expect(pendingChangesReducer(state, { type: 'discardOne', key: 'nope' })).toBe(state);
  });
});

describe('pendingChangesReducer: discardAll, markSaved, load', () => {
  const three = run([
    { type: 'add', item: newItem('n-1', 'T1', 16, 17) },
    { type: 'update', item: stored5, patch: { startDate: at(10) } },
    { type: 'delete', item: stored7 },
  ]);

  it('discardAll empties the list', () => {
    expect(pendingChangesReducer(three, { type: 'discardAll' })).toEqual([]);
    const empty: PendingChanges = [];
    expect(pendingChangesReducer(empty, { type: 'discardAll' })).toBe(empty);
  });

  it('markSaved removes the keys that came back OK and flags the failed ones', () => {
    const state = pendingChangesReducer(three, { type: 'markSaved', keys: ['n-1', 's-7'], failedKeys: ['s-5'] });
    expect(state.map((c) => c.key)).toEqual(['s-5']);
    expect(state[0].warning).toBe(true);
    expect(pendingChangesReducer(three, { type: 'markSaved', keys: [] })).toBe(three);
  });

  it('load replaces the list', () => {
    expect(pendingChangesReducer([], { type: 'load', changes: three })).toEqual(three);
  });

  it('returns the same state for an unknown action', () => {
    expect(pendingChangesReducer(three, { type: 'nope' } as unknown as PendingAction)).toBe(three);
  });

  it('never mutates the state or the items passed in', () => {
    const frozenStored = deepFreeze(scheduler(8, 'T1', 9, 10));
    const frozen = deepFreeze(run([{ type: 'update', item: stored5, patch: { startDate: at(10) } }, { type: 'add', item: newItem('n-1', 'T1', 16, 17) }]));
    expect(() =>
      run(
        [
          { type: 'update', item: stored5, patch: { startDate: at(12) } },
          { type: 'update', item: frozenStored, patch: { startDate: at(12) } },
          { type: 'delete', item: stored5 },
          { type: 'discardOne', key: 's-5' },
          { type: 'delete', item: { ...stored5, id: null, key: 'n-1' } },
          { type: 'markSaved', keys: ['s-8'], failedKeys: ['s-5'] },
        ],
        frozen,
      ),
    ).not.toThrow();
  });
});
