import { serializePendingChanges, type PendingChanges } from '@fsp/domain';

/**
 * The stored pending changes carry their owner's username next to the shared format
 * (parsePendingChanges ignores the extra field), so another user signing in on the same browser
 * does not inherit someone else's unsaved plan.
 */
export function serializeStoredChanges(changes: PendingChanges, owner: string, savedAt: number): string {
  return JSON.stringify({ ...(JSON.parse(serializePendingChanges(changes, savedAt)) as object), owner });
}

/**
 * Whether the stored entry is this user's (the cheap check the board makes at start): only then is it read
 * back, through zod (read-stored-changes.ts, a chunk of its own: issue 19).
 */
export function isStoredFor(raw: string | null, owner: string): raw is string {
  if (raw === null) return false;
  try {
    return (JSON.parse(raw) as { owner?: unknown } | null)?.owner === owner;
  } catch {
    return false;
  }
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
