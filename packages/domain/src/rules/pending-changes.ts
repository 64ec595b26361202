import type { PlanningTechnician, Scheduler } from '../contracts/planning';

/**
 * The planning grid's pending changes (spec part 1 §4 "Pending changes"): edits held as a list
 * that the user saves or discards as a whole, kept in browser storage across reloads.
 *
 * The state is the list of changes only, in the order they were made (the Changes tab's rows).
 * What the grid shows is derived: {@link applyPendingChanges} lays the changes over the
 * technicians the server returned. Everything here is pure and plain JSON, so the reducer can be
 * used with React's useReducer and the state written to localStorage as it is.
 *
 * This file holds the change types and the reducer; pending-changes-grid.ts lays them over the grid,
 * pending-changes-payload.ts makes the save call's body, pending-changes-storage.ts keeps them in browser storage.
 */

/** The dirty marker of an assignment (spec part 1 §3). */
export const PENDING_DIRTY_MARKERS = ['added', 'updated', 'deleted', 'updated-deleted'] as const;
export type PendingDirty = (typeof PENDING_DIRTY_MARKERS)[number];

/** One earlier position of a moved or resized item. */
export interface PreviousPosition {
  startDate: number;
  endDate: number;
  technicianId: string;
  /** The technician's name at that position, so that a revert can show it again (optional, display only). */
  technicianFullName?: string;
}

/** The planned fields of a stored item as the user loaded it: the save's `previous` (decision 0036). */
export type ComparedFields = Pick<Scheduler, 'startDate' | 'endDate' | 'technicianId' | 'schedulerJobType' | 'forceNormalShift' | 'assignedBayNo' | 'plInfo' | 'workAreaId'> &
  Partial<Pick<Scheduler, 'latitude' | 'longitude' | 'planRejectReasonSourceType'>>;
/**
 * What the user loaded of a stored item: the compared fields, and the rest a change can send (the order item, the
 * training, the draft). A change is dropped when it is back to all of it but the reason source: that belongs to a
 * change, and goes with it (a stored change without the site or the reason source is from an older version).
 */
export type LoadedFields = ComparedFields & Partial<Pick<Scheduler, 'draftId'>> & { workOrderItemId?: number | null; trainingVacationId?: number | null };

/** A scheduler item's fields as the grid holds them: the contract's Scheduler, with id null while unsaved. */
export type PlanningItemFields = Omit<Scheduler, 'id'> & { id: number | null };

/** One pending change: a scheduler item with its dirty marker (spec part 1 §3 "Assignment"). */
export interface PendingItem extends PlanningItemFields {
  /** Stable client key: `s-${id}` for a stored item ({@link storedKey}), the caller's unique key for a new one. The save response is keyed by it. */
  key: string;
  /** Client-side id (React keys, drawer identity); equals key unless the caller supplied another one for a new item. */
  localId: string;
  dirty: PendingDirty;
  /** Earlier positions, earliest first: prevChange[0] is where a stored item was when it was first changed. */
  prevChange: PreviousPosition[];
  /** Set by the caller (e.g. after a failed save); shown red. The overlap warning is derived, not stored. */
  warning?: boolean;
  /** The reason for change typed with planRejectReasonSourceType; sent as the payload's planChangeReason. */
  planChangeReason?: string | null;
  /** A stored item's planned fields when it was first changed (absent from changes stored by an older version). */
  loaded?: LoadedFields;
}

/** An item as the grid shows it: a stored item without a change, or a pending change. */
export interface GridItem extends PlanningItemFields {
  key: string;
  localId: string;
  /** Absent for a stored item without a pending change. */
  dirty?: PendingDirty;
  prevChange: PreviousPosition[];
  /** It overlaps another item of the same technician, or its change carries a warning. */
  warning: boolean;
}

export interface GridTechnician extends Omit<PlanningTechnician, 'schedulers'> {
  schedulers: GridItem[];
}

export type PendingChanges = readonly PendingItem[];

/** Fields a move, resize, reassignment or drawer edit may change (and the reason for change of the edit). */
export type PendingPatch = Partial<Omit<PlanningItemFields, 'id'>> & { planChangeReason?: string | null };

/** A new item as the drawer or wizard builds it; id and status are set by the reducer. */
export type NewPendingItem = Omit<PlanningItemFields, 'id' | 'orderWekingStatus'> & {
  key: string;
  localId?: string;
};

/** Anything that identifies an item: a stored Scheduler (by id), or a grid item / change (by key). */
export type PlanningItemRef = PlanningItemFields & {
  key?: string;
  localId?: string;
  dirty?: PendingDirty;
  prevChange?: PreviousPosition[];
  warning?: boolean;
};

export type PendingAction =
  | { type: 'add'; item: NewPendingItem }
  | { type: 'update'; item: PlanningItemRef; patch: PendingPatch }
  | { type: 'delete'; item: PlanningItemRef }
  | { type: 'discardOne'; key: string }
  | { type: 'discardAll' }
  /** Removes the changes whose key came back 'OK'; failedKeys (optional) get warning = true. */
  | { type: 'markSaved'; keys: readonly string[]; failedKeys?: readonly string[] }
  /** Replaces the list, e.g. with what {@link parsePendingChanges} restored. */
  | { type: 'load'; changes: PendingChanges };

/** The key of a stored item. */
export function storedKey(id: number): string {
  return `s-${id}`;
}

/** The key an item is known by: its own key, else the stored key of its id; null when it has neither. */
export function keyOf(item: { key?: string; id: number | null }): string | null {
  if (typeof item.key === 'string' && item.key !== '') return item.key;
  return item.id === null || item.id === undefined ? null : storedKey(item.id);
}

function positionOf(item: PlanningItemFields): PreviousPosition {
  const position: PreviousPosition = { startDate: item.startDate, endDate: item.endDate, technicianId: item.technicianId };
  if (item.technician?.bpNo === item.technicianId && item.technician.fullName) position.technicianFullName = item.technician.fullName;
  return position;
}

function loadedOf(item: PlanningItemFields): LoadedFields {
  const { startDate, endDate, technicianId, schedulerJobType, forceNormalShift, assignedBayNo, plInfo, workAreaId, latitude, longitude, planRejectReasonSourceType, draftId } = item;
  const workOrderItemId = item.workOrderItem?.id ?? null;
  const trainingVacationId = item.trainingVacation?.id ?? null;
  return { startDate, endDate, technicianId, schedulerJobType, forceNormalShift, assignedBayNo, plInfo, workAreaId, latitude, longitude, planRejectReasonSourceType, draftId, workOrderItemId, trainingVacationId };
}

/** Whether an 'updated' change is back to the item as loaded, the reason source aside (it goes with the change). */
function backAsLoaded(item: PendingItem): boolean {
  if (item.dirty !== 'updated' || !item.loaded) return false;
  const { planRejectReasonSourceType: _nowSource, ...now } = loadedOf(item);
  const { planRejectReasonSourceType: _loadedSource, ...loaded } = item.loaded;
  return jsonEqual(now, loaded);
}

function samePosition(a: PreviousPosition, b: PreviousPosition): boolean {
  return a.startDate === b.startDate && a.endDate === b.endDate && a.technicianId === b.technicianId;
}

/** Structural equality of plain JSON values (the fields of a scheduler item). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, index) => jsonEqual(value, b[index]));
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const aKeys = Object.keys(aRecord).filter((k) => aRecord[k] !== undefined);
  const bKeys = Object.keys(bRecord).filter((k) => bRecord[k] !== undefined);
  return aKeys.length === bKeys.length && aKeys.every((k) => jsonEqual(aRecord[k], bRecord[k]));
}

/** Only the patch's own, defined fields; id and the change bookkeeping can never be patched. */
function cleanPatch(patch: PendingPatch): PendingPatch {
  const result: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (['id', 'key', 'localId', 'dirty', 'prevChange', 'warning', 'loaded'].includes(field)) continue;
    result[field] = value;
  }
  return result as PendingPatch;
}

function patchChangesSomething(item: PlanningItemFields, patch: PendingPatch): boolean {
  const record = item as unknown as Record<string, unknown>;
  return Object.entries(patch).some(([field, value]) => !jsonEqual(record[field], value));
}

/**
 * A reassignment given only technicianId keeps `technician` consistent with it (bpNo, empty name);
 * applyPendingChanges fills the name in from the row the item lands on. Pass `technician` too to
 * have the name in the change itself.
 */
function withPatch<T extends PlanningItemFields>(item: T, patch: PendingPatch): T {
  const next = { ...item, ...patch };
  if (patch.technicianId !== undefined && patch.technician === undefined && next.technician.bpNo !== patch.technicianId) {
    next.technician = { bpNo: patch.technicianId, fullName: '' };
  }
  return next;
}

/** The scheduler fields of any item shape, without the grid's bookkeeping. */
function schedulerFieldsOf(item: PlanningItemRef): PlanningItemFields {
  const copy: Record<string, unknown> = { ...item };
  for (const field of ['key', 'localId', 'dirty', 'prevChange', 'warning', 'loaded']) delete copy[field];
  return copy as unknown as PlanningItemFields;
}

function add(state: PendingChanges, item: NewPendingItem): PendingChanges {
  if (typeof item.key !== 'string' || item.key === '' || state.some((c) => c.key === item.key)) return state;
  const fields = schedulerFieldsOf({ ...item, id: null, orderWekingStatus: 'INFORMED_UNSAVED' });
  const change: PendingItem = {
    ...fields,
    id: null,
    orderWekingStatus: 'INFORMED_UNSAVED',
    key: item.key,
    localId: item.localId ?? item.key,
    dirty: 'added',
    prevChange: [],
  };
  return [...state, change];
}

/**
 * Move, resize, reassign or edit. A stored item becomes an 'updated' change whose prevChange holds
 * its stored position. An 'added' change is edited in place and stays 'added' (it has no stored
 * position to go back to). An 'updated' change pushes its current position as one more step, but
 * only when the position (start, end, technician) actually changes: a step is one earlier position.
 * A patch that changes nothing leaves the state as it is (a drag dropped where it started); one that brings an
 * 'updated' change back to the item as loaded drops the change. Deleted changes cannot be edited.
 */
function update(state: PendingChanges, ref: PlanningItemRef, rawPatch: PendingPatch): PendingChanges {
  const key = keyOf(ref);
  if (key === null) return state;
  const patch = cleanPatch(rawPatch);
  const index = state.findIndex((c) => c.key === key);
  if (index === -1) {
    if (ref.id === null || ref.id === undefined) return state;
    const stored = schedulerFieldsOf(ref);
    if (!patchChangesSomething(stored, patch)) return state;
    const change: PendingItem = {
      ...withPatch(stored, patch),
      id: ref.id,
      key: storedKey(ref.id),
      localId: storedKey(ref.id),
      dirty: 'updated',
      prevChange: [positionOf(stored)],
      loaded: loadedOf(stored),
    };
    return [...state, change];
  }
  const current = state[index];
  if (current.dirty === 'deleted' || current.dirty === 'updated-deleted') return state;
  if (!patchChangesSomething(current, patch)) return state;
  let next = withPatch(current, patch);
  // Back where it was loaded (moved away and back): no change left, and saving one would re-ask a reason for nothing.
  if (backAsLoaded(next)) return state.filter((_, i) => i !== index);
  if (current.dirty === 'updated' && !samePosition(positionOf(current), positionOf(next))) {
    next = { ...next, prevChange: [...current.prevChange, positionOf(current)] };
  }
  return state.map((c, i) => (i === index ? next : c));
}

/**
 * Spec: "Deleting an added change drops it. Deleting an updated change marks it updated-deleted.
 * Deleting a stored item adds a deleted change." Deleting something already deleted does nothing.
 */
function remove(state: PendingChanges, ref: PlanningItemRef): PendingChanges {
  const key = keyOf(ref);
  if (key === null) return state;
  const current = state.find((c) => c.key === key);
  if (current === undefined) {
    if (ref.id === null || ref.id === undefined) return state;
    const change: PendingItem = {
      ...schedulerFieldsOf(ref),
      id: ref.id,
      key: storedKey(ref.id),
      localId: storedKey(ref.id),
      dirty: 'deleted',
      prevChange: [],
    };
    return [...state, change];
  }
  switch (current.dirty) {
    case 'added':
      return state.filter((c) => c !== current);
    case 'updated':
      return state.map((c) => (c === current ? { ...c, dirty: 'updated-deleted' as const } : c));
    default:
      return state;
  }
}

/**
 * Discarding one row of the Changes tab. Spec: "an added change is removed; a deleted one is
 * restored and the item put back; an updated one reverts to the earliest previous dates and drops
 * one step of its history (removed when only one step remains); an updated-deleted one reverts to
 * the earliest previous dates and clears the marker."
 *
 * - added: removed. deleted: removed, so the stored item shows again (the grid derives from the
 *   server's list, which still has it).
 * - updated, read literally: the dates (and technician) go back to prevChange[0], the earliest
 *   previous position, i.e. where the stored item was before its first change. One step of
 *   history is dropped: the latest one (pop), because dropping the first would lose the stored
 *   position that prevChange[0] must keep and the next discard would then move the item to a
 *   position it only passed through. With one step left the change is removed altogether (the
 *   item is back at its stored position). So with N steps, every discard shows the stored
 *   position and the row goes away after N discards; fields other than the position (job type,
 *   force normal shift...) stay edited until the change is removed, since prevChange only
 *   records positions.
 *   (Not the "undo one step" reading - back to the latest previous position - because the spec
 *   says "earliest"; switching would be: revert to prevChange.at(-1) instead of prevChange[0].)
 * - updated-deleted: reverting to the earliest previous dates puts the item at its stored
 *   position, and clearing the marker leaves an item without a dirty marker, i.e. the stored item
 *   itself, which is not a change. So the change is removed (not turned back into 'updated':
 *   that would claim an update that, at the stored position, no longer exists).
 * - an updated change that the revert brings back to the item as loaded (only moves were made) is removed
 *   too, as update does (decision 0036): its save would change nothing and could be refused as changed meanwhile.
 */
function discardOne(state: PendingChanges, key: string): PendingChanges {
  const index = state.findIndex((c) => c.key === key);
  if (index === -1) return state;
  const current = state[index];
  if (current.dirty === 'updated' && current.prevChange.length > 1) {
    const earliest = current.prevChange[0];
    const reverted: PendingItem = {
      ...current,
      startDate: earliest.startDate,
      endDate: earliest.endDate,
      technicianId: earliest.technicianId,
      technician:
        current.technician.bpNo === earliest.technicianId
          ? current.technician
          : { bpNo: earliest.technicianId, fullName: earliest.technicianFullName ?? '' },
      prevChange: current.prevChange.slice(0, -1),
    };
    // Back at the stored position with nothing else edited: no change left, as when update brings it back.
    if (backAsLoaded(reverted)) return state.filter((_, i) => i !== index);
    return state.map((c, i) => (i === index ? reverted : c));
  }
  return state.filter((_, i) => i !== index);
}

function markSaved(state: PendingChanges, keys: readonly string[], failedKeys: readonly string[] = []): PendingChanges {
  const saved = new Set(keys);
  const failed = new Set(failedKeys);
  if (saved.size === 0 && failed.size === 0) return state;
  return state
    .filter((c) => !saved.has(c.key))
    .map((c) => (failed.has(c.key) && c.warning !== true ? { ...c, warning: true } : c));
}

/** The pending-changes reducer (React useReducer compatible). Unknown or no-op actions return the same state. */
export function pendingChangesReducer(state: PendingChanges, action: PendingAction): PendingChanges {
  switch (action.type) {
    case 'add':
      return add(state, action.item);
    case 'update':
      return update(state, action.item, action.patch);
    case 'delete':
      return remove(state, action.item);
    case 'discardOne':
      return discardOne(state, action.key);
    case 'discardAll':
      return state.length === 0 ? state : [];
    case 'markSaved':
      return markSaved(state, action.keys, action.failedKeys);
    case 'load':
      return [...action.changes];
    default:
      return state;
  }
}
