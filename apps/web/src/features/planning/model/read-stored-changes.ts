import { parsePendingChanges, type PendingItem } from '@fsp/domain';
import { isStoredFor } from './stored-changes';

/**
 * The stored pending changes of this user, validated change by change (parsePendingChanges, zod): a chunk of
 * its own, fetched when the board starts with something stored for the user (use-pending-changes.ts).
 */
export function readStoredChanges(raw: string | null, owner: string): PendingItem[] {
  return isStoredFor(raw, owner) ? parsePendingChanges(raw) : [];
}
