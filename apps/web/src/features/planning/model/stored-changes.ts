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

function storedOwner(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const owner = (JSON.parse(raw) as { owner?: unknown } | null)?.owner;
    return typeof owner === 'string' && owner !== '' ? owner : null;
  } catch {
    return null;
  }
}

/**
 * What to do with the stored entry (`current`) after a change. Without an owner (the token went invalid
 * and the session is gone) nothing is written: the 401 flow stored the changes under the real owner just
 * before, and an entry without one would be restored for nobody. Without changes the entry is removed,
 * unless it holds another user's changes (they signed in here before and will be back). A user's own
 * changes replace what is stored (docs/decisions/0022-planning-board-daily-use.md).
 */
export function storedChangesWrite(
  changes: PendingChanges,
  owner: string,
  savedAt: number,
  current: string | null,
): { kind: 'skip' } | { kind: 'remove' } | { kind: 'set'; value: string } {
  if (owner === '') return { kind: 'skip' };
  if (changes.length > 0) return { kind: 'set', value: serializeStoredChanges(changes, owner, savedAt) };
  const other = storedOwner(current);
  return other !== null && other !== owner ? { kind: 'skip' } : { kind: 'remove' };
}
