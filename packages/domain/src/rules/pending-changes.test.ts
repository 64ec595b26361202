import { schedulerFixture } from '../testing/scheduler-fixture';
import { describe, expect, it } from 'vitest';
import type { PlanningTechnician, Scheduler } from '../contracts/planning';
import {
  applyPendingChanges,
  changeCount,
  INACTIVE_TECHNICIAN_STATUS_TEXT,
  keyOf,
  parsePendingChanges,
  passiveTechniciansOnDiscard,
  pendingChangesReducer,
  PENDING_CHANGES_STORAGE_VERSION,
  serializePendingChanges,
  storedKey,
  toSavePayload,
  type NewPendingItem,
  type PendingAction,
  type PendingChanges,
} from './pending-changes';

const DAY = Date.parse('2026-03-10T00:00:00Z');
const at = (hour: number, minute = 0, second = 0) => DAY + ((hour * 60 + minute) * 60 + second) * 1000;

const workOrderItem = (id = 501): NonNullable<Scheduler['workOrderItem']> => ({
  id,
  segmentCode: '01',
  componentCode: 'C1',
  componentCodeTxt: 'Engine',
  standardHour: 2,
  jobCode: '010',
  jobCodeTxt: 'Repair',
  plannedRate: null,
  elementNumber: null,
  description: 'Oil leak',
  processQtyNo: null,
  processQtyUnit: null,
  workOrder: {
    id: 900,
    orderNumber: '400000123',
    customer: 'ACME',
    customerNumber: 'C-1',
    description: 'Oil leak',
    serialNumber: 'SN1',
    modelNumber: 'M1',
    latitude: null,
    longitude: null,
    code: null,
    codeTxt: null,
    simStage: '0020',
    simStageTxt: null,
    simType: null,
    simChannel: null,
    status: null,
    statusTxt: null,
    planFrom: null,
    planTo: null,
    segmentCode: null,
    jobCode: null,
    jobCodeTxt: null,
    componentCode: null,
    componentCodeTxt: null,
    standardHour: null,
    plannedRate: null,
    parts: { orderQuantity: null, orderPay: null },
    organization: { countryCode: 'TR', displayName: 'Istanbul', orgunit: 'O1', forceNormalShiftEnabled: false },
    deleted: false,
    crmStatus: null,
  },
});

function scheduler(id: number, technicianId: string, from: number, to: number, extra: Partial<Scheduler> = {}): Scheduler {
  return schedulerFixture({
    id,
    technicianId,
    technician: { bpNo: technicianId, fullName: `Name ${technicianId}` },
    startDate: at(from),
    endDate: at(to),
    workOrderItem: workOrderItem(),
    ...extra,
  });
}

function newItem(key: string, technicianId: string, from: number, to: number, extra: Partial<NewPendingItem> = {}): NewPendingItem {
  const { id: _id, orderWekingStatus: _status, ...fields } = scheduler(0, technicianId, from, to);
  return { ...fields, key, ...extra };
}

function technician(bpNo: string, schedulers: Scheduler[], warning = false): PlanningTechnician {
  const organization = {
    orgunit: 'O1',
    displayName: 'Istanbul',
    countryCode: 'TR',
    workHourStartTime: '08:00',
    workHourEndTime: '17:00',
    forceNormalShiftEnabled: false,
    timeZone: 'Europe/Istanbul',
  };
  return {
    id: bpNo,
    bpNo,
    fullName: `Name ${bpNo}`,
    organization,
    team: { id: 1, name: 'Team 1', workingHours: [], organization },
    schedulers,
    warning,
    shouldBeDeletedTechnician: false,
  };
}

const run = (actions: PendingAction[], initial: PendingChanges = []): PendingChanges =>
  actions.reduce<PendingChanges>((state, action) => pendingChangesReducer(state, action), initial);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const stored5 = scheduler(5, 'T1', 9, 11);
const stored6 = scheduler(6, 'T1', 13, 15);
const stored7 = scheduler(7, 'T2', 9, 10);

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

  it('moves to another technician and back, keeping both steps', () => {
    const state = run([
      { type: 'update', item: stored5, patch: { technicianId: 'T2', technician: { bpNo: 'T2', fullName: 'Name T2' } } },
      { type: 'update', item: stored5, patch: { technicianId: 'T1', technician: { bpNo: 'T1', fullName: 'Name T1' } } },
    ]);
    expect(state[0]).toMatchObject({ dirty: 'updated', technicianId: 'T1' });
    expect(state[0].prevChange.map((p) => p.technicianId)).toEqual(['T1', 'T2']);
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

  it('after several moves: reverts to the earliest dates and drops the latest step, until one step remains', () => {
    const moved = run([
      { type: 'update', item: stored5, patch: { startDate: at(10), endDate: at(12) } },
      { type: 'update', item: stored5, patch: { startDate: at(12), endDate: at(14) } },
      { type: 'update', item: stored5, patch: { startDate: at(15), endDate: at(16) } },
    ]);
    const once = pendingChangesReducer(moved, { type: 'discardOne', key: 's-5' });
    expect(once[0]).toMatchObject({ dirty: 'updated', startDate: at(9), endDate: at(11), technicianId: 'T1' });
    expect(once[0].prevChange.map((p) => p.startDate)).toEqual([at(9), at(10)]);
    const twice = pendingChangesReducer(once, { type: 'discardOne', key: 's-5' });
    expect(twice[0]).toMatchObject({ startDate: at(9), endDate: at(11) });
    expect(twice[0].prevChange.map((p) => p.startDate)).toEqual([at(9)]);
    expect(pendingChangesReducer(twice, { type: 'discardOne', key: 's-5' })).toEqual([]);
  });

  it('a discard after moving to another technician and back puts it on the stored technician with its name', () => {
    const state = run([
      { type: 'update', item: stored5, patch: { technicianId: 'T2', technician: { bpNo: 'T2', fullName: 'Name T2' }, startDate: at(10) } },
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

describe('changeCount', () => {
  it('counts the rows', () => {
    expect(changeCount([])).toBe(0);
    expect(changeCount(run([{ type: 'delete', item: stored5 }, { type: 'add', item: newItem('n-1', 'T1', 16, 17) }]))).toBe(2);
  });
});

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
    const discarded = pendingChangesReducer(restored, { type: 'discardOne', key: 's-5' });
    expect(discarded.find((c) => c.key === 's-5')).toMatchObject({ startDate: at(9), technicianId: 'T1' });
  });
});
