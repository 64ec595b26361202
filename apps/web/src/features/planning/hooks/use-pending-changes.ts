import { use, useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pendingChangesReducer, type PendingChanges, type PendingItem } from '@fsp/domain';
import { isStoredFor, storedChangesWrite } from '../model/stored-changes';
import { followOtherTabs } from '../model/other-tab-sync';
import { PLANNING_QUERY_KEY } from '../../../api/planning';
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
 * Boards in other tabs of the browser share the list (model/other-tab-sync.ts).
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
  // The list is what is stored: the first render's, restored, or one taken from another tab (written back, it would
  // just refresh savedAt, and the tabs would echo each other's writes).
  const asStored = useRef(true);
  const queryClient = useQueryClient();

  useEffect(() => {
    latest.current = changes;
    // The session's user disappears with an invalid token; the changes stay theirs.
    if (owner !== '') ownerRef.current = owner;
    if (asStored.current) {
      asStored.current = false;
      return;
    }
    write(changes, owner);
  }, [changes, owner]);

  useEffect(() => registerUnauthenticatedSaver(() => write(latest.current, ownerRef.current)), []);

  useEffect(
    () =>
      followOtherTabs(() => ownerRef.current, readStored, (next) => {
        // Fewer changes: the other tab saved or discarded some, and the grid reads the server's items again.
        if (next.length < latest.current.length) void queryClient.invalidateQueries({ queryKey: PLANNING_QUERY_KEY });
        asStored.current = true;
        dispatch({ type: 'load', changes: next });
      }),
    [queryClient],
  );

  return { changes, dispatch };
}

function write(changes: PendingChanges, owner: string) {
  const next = storedChangesWrite(changes, owner, Date.now(), local.get(LOCAL_KEYS.planningPendingChanges));
  if (next.kind === 'remove') local.remove(LOCAL_KEYS.planningPendingChanges);
  else if (next.kind === 'set') local.set(LOCAL_KEYS.planningPendingChanges, next.value);
}
