import type { PendingItem } from '@fsp/domain';
import { LOCAL_KEYS } from '../../../lib/storage-keys';
import { isStoredFor } from './stored-changes';

/**
 * What another tab's write of the stored changes (a `storage` event; `key` null when the storage was cleared) means
 * for this tab of `owner`: the stored text to take, null when the list is gone (saved, discarded, signed out),
 * undefined when it is none of this tab's business (another key, another user's entry). Both tabs keep one list, as
 * the browser keeps one entry, so a change made in one tab is not dropped from the entry by the other tab's next
 * write (and lost on the first tab's reload).
 */
export function otherTabWrite(key: string | null, newValue: string | null, owner: string): string | null | undefined {
  if (key === null || key === LOCAL_KEYS.planningPendingChanges) return newValue === null || isStoredFor(newValue, owner) ? newValue : undefined;
}

/** Gives `take` the list other tabs write (the stored text read back by `read`) until the returned function is called. */
export function followOtherTabs(owner: () => string, read: (raw: string, owner: string) => Promise<PendingItem[]>, take: (changes: PendingItem[]) => void): () => void {
  const onStorage = async (event: StorageEvent) => {
    const raw = otherTabWrite(event.key, event.newValue, owner());
    if (raw !== undefined) take(raw === null ? [] : await read(raw, owner()));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
