import { use, useEffect, useReducer, useRef, useState } from 'react';
import { pendingChangesReducer, type PendingChanges, type PendingItem } from '@fsp/domain';
import { isStoredFor, storedChangesWrite } from '../model/stored-changes';
import { registerUnauthenticatedSaver } from '../../../lib/api-client';
import { LOCAL_KEYS, local } from '../../../lib/storage-keys';
import { useSession } from '../../session';

const NOTHING_STORED: PendingItem[] = [];
let reading: { raw: string; owner: string; changes: Promise<PendingItem[]> } | null = null;

/**
 * What is stored for this user, read back through zod in a chunk of its own (issue 19: zod is not part of the
 * grid's first load). One promise per stored text, so the board's render that suspends on it gets the same
 * promise back when it renders again.
 */
function readStored(raw: string, owner: string): Promise<PendingItem[]> {
  if (reading?.raw !== raw || reading.owner !== owner) {
    reading = { raw, owner, changes: import('../model/read-stored-changes').then((m) => m.readStoredChanges(raw, owner)) };
  }
  return reading.changes;
}

/**
 * The grid's pending changes (spec part 1 §4): the shared reducer, restored from localStorage on
 * load and written back on every change, and flushed once more by the 401 flow before it redirects
 * to the login page, so a reload or an expired session loses nothing. With nothing stored for the user
 * the board starts at once; with something stored it waits (the screen's spinner) for the reader's chunk.
 */
export function usePendingChanges() {
  const owner = useSession().info?.username ?? '';
  const [stored] = useState(() => {
    const raw = local.get(LOCAL_KEYS.planningPendingChanges);
    return isStoredFor(raw, owner) ? readStored(raw, owner) : NOTHING_STORED;
  });
  const restored = Array.isArray(stored) ? stored : use(stored);
  const [changes, dispatch] = useReducer(pendingChangesReducer, restored);
  const latest = useRef(changes);
  const ownerRef = useRef(owner);
  const first = useRef(true);

  useEffect(() => {
    latest.current = changes;
    // The session's user disappears with an invalid token; the changes stay theirs.
    if (owner !== '') ownerRef.current = owner;
    // The first render only restored what is stored: writing it back would just refresh savedAt.
    if (first.current) {
      first.current = false;
      return;
    }
    write(changes, owner);
  }, [changes, owner]);

  useEffect(() => registerUnauthenticatedSaver(() => write(latest.current, ownerRef.current)), []);

  return { changes, dispatch };
}

function write(changes: PendingChanges, owner: string) {
  const next = storedChangesWrite(changes, owner, Date.now(), local.get(LOCAL_KEYS.planningPendingChanges));
  if (next.kind === 'remove') local.remove(LOCAL_KEYS.planningPendingChanges);
  else if (next.kind === 'set') local.set(LOCAL_KEYS.planningPendingChanges, next.value);
}
