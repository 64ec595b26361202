import { z } from 'zod';
import {
  SAVE_ERRORS,
  scheduler as schedulerSchema,
  type PlanningTechnician,
  type SchedulePayload,
  type SaveSchedulesRequest,
  type Scheduler,
} from '../contracts/planning';
import { findOverlaps, truncateToMinute } from './overlap';

/**
 * The planning grid's pending changes (spec part 1 §4 "Pending changes"): edits held as a list
 * that the user saves or discards as a whole, kept in browser storage across reloads.
 *
 * The state is the list of changes only, in the order they were made (the Changes tab's rows).
 * What the grid shows is derived: {@link applyPendingChanges} lays the changes over the
 * technicians the server returned. Everything here is pure and plain JSON, so the reducer can be
 * used with React's useReducer and the state written to localStorage as it is.
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
    if (['id', 'key', 'localId', 'dirty', 'prevChange', 'warning'].includes(field)) continue;
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
  for (const field of ['key', 'localId', 'dirty', 'prevChange', 'warning']) delete copy[field];
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
 * A patch that changes nothing leaves the state as it is (a drag dropped where it started).
 * Deleted changes cannot be edited.
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
    };
    return [...state, change];
  }
  const current = state[index];
  if (current.dirty === 'deleted' || current.dirty === 'updated-deleted') return state;
  if (!patchChangesSomething(current, patch)) return state;
  let next = withPatch(current, patch);
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

/** The Changes tab's red badge: one per row. */
export function changeCount(changes: PendingChanges): number {
  return changes.length;
}

function belongsTo(technicianId: string, technician: PlanningTechnician): boolean {
  return technicianId === technician.id || technicianId === technician.bpNo;
}

function withRowTechnician(item: GridItem, technician: PlanningTechnician): GridItem {
  if (item.technician.bpNo === technician.bpNo && item.technician.fullName !== '') return item;
  return { ...item, technician: { bpNo: technician.bpNo, fullName: technician.fullName } };
}

function storedGridItem(item: Scheduler, technician: PlanningTechnician): GridItem {
  const key = storedKey(item.id);
  return withRowTechnician({ ...item, key, localId: key, prevChange: [], warning: false }, technician);
}

function changeGridItem(change: PendingItem, technician: PlanningTechnician): GridItem {
  return withRowTechnician({ ...change, warning: change.warning === true }, technician);
}

/**
 * The technicians with their schedulers as the grid must show them: stored items without a change
 * as they are; updated items at their new position (also on another technician); added items on
 * their technician; deleted and updated-deleted items removed. Each item that overlaps another of
 * the same technician (half-open, minute precision) gets warning = true, and so does the
 * technician (spec: "Overlapping assignments for one technician raise a warning flag"); the
 * technician's own warning flag from the server is kept. Changes for technicians that are not in
 * the list (another team, not loaded) are not shown. Stored items keep the server's order, an
 * updated one in its old place when it stays on the same technician; items moved in and added
 * items follow, in the order of the change list.
 */
export function applyPendingChanges(technicians: readonly PlanningTechnician[], changes: PendingChanges): GridTechnician[] {
  const changeById = new Map<number, PendingItem>();
  for (const change of changes) {
    if (change.id !== null && change.dirty !== 'added' && !changeById.has(change.id)) changeById.set(change.id, change);
  }
  const placed = new Set<string>();
  return technicians.map((technician) => {
    const items: GridItem[] = [];
    for (const stored of technician.schedulers) {
      const change = changeById.get(stored.id);
      if (change === undefined) {
        items.push(storedGridItem(stored, technician));
      } else if (change.dirty === 'updated' && belongsTo(change.technicianId, technician) && !placed.has(change.key)) {
        placed.add(change.key);
        items.push(changeGridItem(change, technician));
      }
    }
    for (const change of changes) {
      if (change.dirty !== 'added' && change.dirty !== 'updated') continue;
      if (placed.has(change.key) || !belongsTo(change.technicianId, technician)) continue;
      if (change.dirty === 'updated' && changeById.get(change.id as number) !== change) continue;
      placed.add(change.key);
      items.push(changeGridItem(change, technician));
    }
    const overlapping = new Set(
      findOverlaps(items.map((item, index) => ({ id: index, start: item.startDate, end: item.endDate }))),
    );
    const schedulers = items.map((item, index) => (overlapping.has(index) ? { ...item, warning: true } : item));
    const { schedulers: _stored, ...rest } = technician;
    return { ...rest, warning: technician.warning || overlapping.size > 0, schedulers };
  });
}

/** The status text that marks a technician as no longer active. */
export const INACTIVE_TECHNICIAN_STATUS_TEXT = SAVE_ERRORS.inactiveTechnician;

/**
 * Spec: "A technician whose status text is 'Teknisyen aktif değildir.' is marked passive on
 * discard." Given the changes being discarded (one row, or all of them) and the status text per
 * technician (bpNo / technicianId → text, e.g. from the failed save's message for that
 * technician's item), the bpNos to mark passive: every technician a discarded change touches (its
 * current technician and those of its earlier positions) whose text is that one (surrounding
 * spaces ignored). In order of first appearance, without repeats.
 */
export function passiveTechniciansOnDiscard(
  discarded: PendingChanges,
  statusTextByTechnician: Readonly<Record<string, string | null | undefined>> | ReadonlyMap<string, string | null | undefined>,
): string[] {
  const textOf = (id: string): string | null | undefined =>
    statusTextByTechnician instanceof Map
      ? statusTextByTechnician.get(id)
      : Object.prototype.hasOwnProperty.call(statusTextByTechnician, id)
        ? (statusTextByTechnician as Readonly<Record<string, string | null | undefined>>)[id]
        : undefined;
  const result: string[] = [];
  for (const change of discarded) {
    const ids = [change.technicianId, change.technician?.bpNo, ...change.prevChange.map((p) => p.technicianId)];
    for (const id of ids) {
      if (typeof id !== 'string' || id === '' || result.includes(id)) continue;
      if (textOf(id)?.trim() === INACTIVE_TECHNICIAN_STATUS_TEXT) result.push(id);
    }
  }
  return result;
}

/** One change as the save call carries it: dates with seconds zeroed (spec part 1 §3 "Schedule payload on save"). */
export function toSchedulePayload(change: PendingItem): SchedulePayload {
  return {
    id: change.dirty === 'added' ? null : change.id,
    startDate: truncateToMinute(change.startDate),
    endDate: truncateToMinute(change.endDate),
    technicianId: change.technicianId,
    workOrderItemId: change.workOrderItem?.id ?? null,
    trainingVacationId: change.trainingVacation?.id ?? null,
    latitude: change.latitude,
    longitude: change.longitude,
    key: change.key,
    schedulerJobType: change.schedulerJobType,
    forceNormalShift: change.forceNormalShift,
    assignedBayNo: change.assignedBayNo,
    plInfo: change.plInfo,
    planRejectReasonSourceType: change.planRejectReasonSourceType,
    ...(change.planChangeReason ? { planChangeReason: change.planChangeReason } : {}),
    workAreaId: change.workAreaId,
    draftId: change.draftId,
  };
}

/**
 * The POST api/save-schedules body: added and updated changes go to schedules; deleted and
 * updated-deleted changes of stored items go to deletedSchedulers as {id, key}.
 */
export function toSavePayload(changes: PendingChanges): SaveSchedulesRequest {
  const schedules: SchedulePayload[] = [];
  const deletedSchedulers: SaveSchedulesRequest['deletedSchedulers'] = [];
  for (const change of changes) {
    if (change.dirty === 'added' || change.dirty === 'updated') {
      schedules.push(toSchedulePayload(change));
    } else if (change.id !== null) {
      deletedSchedulers.push({ id: change.id, key: change.key });
    }
  }
  return { schedules, deletedSchedulers };
}

// ---------------------------------------------------------------------------------------------
// Browser storage

/** Bump when the stored shape changes; other versions are dropped on parse. */
export const PENDING_CHANGES_STORAGE_VERSION = 1;

export interface StoredPendingChanges {
  version: typeof PENDING_CHANGES_STORAGE_VERSION;
  /** Epoch ms the caller passed when writing, or null. */
  savedAt: number | null;
  changes: PendingItem[];
}

const previousPositionSchema = z.object({
  startDate: z.number().int(),
  endDate: z.number().int(),
  technicianId: z.string().min(1),
  technicianFullName: z.string().optional(),
});

const pendingItemSchema = schedulerSchema.omit({ id: true }).extend({
  id: z.number().int().min(1).nullable(),
  key: z.string().min(1).max(100),
  localId: z.string().min(1),
  dirty: z.enum(PENDING_DIRTY_MARKERS),
  prevChange: z.array(previousPositionSchema),
  warning: z.boolean().optional(),
  planChangeReason: z.string().max(255).nullish(),
});

/** Whether a parsed change is consistent with what the reducer can produce. */
function isConsistent(change: PendingItem): boolean {
  if (change.dirty === 'added') return change.id === null;
  if (change.id === null || change.key !== storedKey(change.id)) return false;
  if (change.dirty === 'updated' || change.dirty === 'updated-deleted') return change.prevChange.length >= 1;
  return true;
}

/** Plain JSON of the list, versioned, for localStorage. savedAt is the caller's clock (epoch ms). */
export function serializePendingChanges(changes: PendingChanges, savedAt: number | null = null): string {
  const stored: StoredPendingChanges = { version: PENDING_CHANGES_STORAGE_VERSION, savedAt, changes: [...changes] };
  return JSON.stringify(stored);
}

export interface ParsePendingChangesOptions {
  /** The caller's clock (epoch ms); with maxAgeMs, a snapshot older than that (or without savedAt) is dropped whole. */
  now?: number;
  maxAgeMs?: number;
}

/**
 * Reads what {@link serializePendingChanges} wrote (a string, or the already parsed value). Never
 * throws: anything that is not JSON, has another version, or is too old gives []; each change
 * that fails validation or is inconsistent (an added change with an id, a stored change whose key
 * is not `s-${id}`, an updated one without history) is dropped alone, as is a repeated key or id.
 */
export function parsePendingChanges(raw: unknown, options: ParsePendingChangesOptions = {}): PendingItem[] {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  if (record.version !== PENDING_CHANGES_STORAGE_VERSION || !Array.isArray(record.changes)) return [];
  const savedAt = typeof record.savedAt === 'number' && Number.isFinite(record.savedAt) ? record.savedAt : null;
  if (options.now !== undefined && options.maxAgeMs !== undefined) {
    if (savedAt === null || options.now - savedAt > options.maxAgeMs) return [];
  }
  const keys = new Set<string>();
  const ids = new Set<number>();
  const result: PendingItem[] = [];
  for (const candidate of record.changes) {
    const parsed = pendingItemSchema.safeParse(candidate);
    if (!parsed.success) continue;
    const change: PendingItem = parsed.data;
    if (!isConsistent(change) || keys.has(change.key) || (change.id !== null && ids.has(change.id))) continue;
    keys.add(change.key);
    if (change.id !== null) ids.add(change.id);
    result.push(change);
  }
  return result;
}
