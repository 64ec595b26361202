import { useEffect, useReducer, useRef } from 'react';
import { pendingChangesReducer, type PendingChanges } from '@fsp/domain';
import { readStoredChanges, storedChangesWrite } from '../model/stored-changes';
import { registerUnauthenticatedSaver } from '../../../lib/api-client';
import { LOCAL_KEYS, local } from '../../../lib/storage-keys';
import { useSession } from '../../session';

/**
 * The grid's pending changes (spec part 1 §4): the shared reducer, restored from localStorage on
 * load and written back on every change, and flushed once more by the 401 flow before it redirects
 * to the login page, so a reload or an expired session loses nothing.
 */
export function usePendingChanges() {
  const owner = useSession().info?.username ?? '';
  const [changes, dispatch] = useReducer(pendingChangesReducer, undefined, () => readStoredChanges(local.get(LOCAL_KEYS.planningPendingChanges), owner));
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
