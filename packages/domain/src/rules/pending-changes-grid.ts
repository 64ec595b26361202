import type { PlanningTechnician, Scheduler } from '../contracts/planning';
import { SAVE_ERRORS } from '../contracts/save-errors';
import { findOverlaps } from './overlap';
import { storedKey, type GridItem, type GridTechnician, type PendingChanges, type PendingItem } from './pending-changes';

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
