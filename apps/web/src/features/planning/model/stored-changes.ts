import { parsePendingChanges, serializePendingChanges, type PendingChanges, type PendingItem } from '@fsp/domain';

/**
 * The stored pending changes carry their owner's username next to the shared format
 * (parsePendingChanges ignores the extra field), so another user signing in on the same browser
 * does not inherit someone else's unsaved plan.
 */
export function serializeStoredChanges(changes: PendingChanges, owner: string, savedAt: number): string {
  return JSON.stringify({ ...(JSON.parse(serializePendingChanges(changes, savedAt)) as object), owner });
}

export function readStoredChanges(raw: string | null, owner: string): PendingItem[] {
  if (raw === null) return [];
  try {
    const record = JSON.parse(raw) as { owner?: unknown } | null;
    if (record?.owner !== owner) return [];
  } catch {
    return [];
  }
  return parsePendingChanges(raw);
}
