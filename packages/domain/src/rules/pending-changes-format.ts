import type { PendingChanges, PendingItem } from './pending-changes';

// The pending changes in browser storage (spec part 1 §4), the writing half: versioned JSON. Reading it back
// (parsePendingChanges, change by change through zod) is in pending-changes-storage.ts, which re-exports these.

/** Bump when the stored shape changes; other versions are dropped on parse. */
export const PENDING_CHANGES_STORAGE_VERSION = 1;

export interface StoredPendingChanges {
  version: typeof PENDING_CHANGES_STORAGE_VERSION;
  /** Epoch ms the caller passed when writing, or null. */
  savedAt: number | null;
  changes: PendingItem[];
}

/** Plain JSON of the list, versioned, for localStorage. savedAt is the caller's clock (epoch ms). */
export function serializePendingChanges(changes: PendingChanges, savedAt: number | null = null): string {
  const stored: StoredPendingChanges = { version: PENDING_CHANGES_STORAGE_VERSION, savedAt, changes: [...changes] };
  return JSON.stringify(stored);
}
