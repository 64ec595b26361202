import { applyPendingChanges, type GridTechnician, type PendingChanges, type PendingItem, type PlanningTechnician } from '@fsp/domain';

/**
 * applyPendingChanges with structural sharing per technician, so that the grid's memoised rows
 * re-render only where something changed: a technician keeps the very same GridTechnician object
 * while its server object (kept stable by TanStack Query's structural sharing) and the pending
 * changes that touch it (kept stable by the reducer, which copies only the changed entry) are the
 * same as last time.
 *
 * The changes that touch a technician are those of its stored items (moved away, deleted or
 * updated) and those whose technicianId is that technician (moved in, added). Laying exactly those
 * over the technician alone gives what applyPendingChanges gives for the whole list, since a
 * technician's row depends on nothing else.
 */
export type GridApplier = (technicians: readonly PlanningTechnician[], changes: PendingChanges) => GridTechnician[];

interface CacheEntry {
  source: PlanningTechnician;
  changes: readonly PendingItem[];
  result: GridTechnician;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** Groups the changes by the technicians they touch, in change-list order. */
export function changesByTechnician(technicians: readonly PlanningTechnician[], changes: PendingChanges): Map<string, PendingItem[]> {
  const ownerOfStored = new Map<number, string>();
  const technicianByRef = new Map<string, string>();
  for (const technician of technicians) {
    technicianByRef.set(technician.id, technician.id);
    technicianByRef.set(technician.bpNo, technician.id);
    for (const item of technician.schedulers) ownerOfStored.set(item.id, technician.id);
  }
  const result = new Map<string, PendingItem[]>();
  const push = (technicianId: string, change: PendingItem) => {
    const list = result.get(technicianId);
    if (list === undefined) result.set(technicianId, [change]);
    else if (list[list.length - 1] !== change) list.push(change);
  };
  for (const change of changes) {
    const owner = change.id === null ? undefined : ownerOfStored.get(change.id);
    const target = technicianByRef.get(change.technicianId);
    if (owner !== undefined) push(owner, change);
    if (target !== undefined) push(target, change);
  }
  return result;
}

export function createGridApplier(): GridApplier {
  let cache = new Map<string, CacheEntry>();
  return (technicians, changes) => {
    const byTechnician = changesByTechnician(technicians, changes);
    const next = new Map<string, CacheEntry>();
    const rows = technicians.map((technician) => {
      const relevant = byTechnician.get(technician.id) ?? [];
      const cached = cache.get(technician.id);
      const entry =
        cached && cached.source === technician && sameItems(cached.changes, relevant)
          ? cached
          : { source: technician, changes: relevant, result: applyPendingChanges([technician], relevant)[0] };
      next.set(technician.id, entry);
      return entry.result;
    });
    cache = next;
    return rows;
  };
}
