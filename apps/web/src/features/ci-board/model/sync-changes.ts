/**
 * What the board's sync (POST /api/ciBoard/sync, docs/ci-board.md "Sync") has told of changes made by others since
 * the list was loaded. The server may name an id twice (its look-back margin), and names the user's own saves too:
 * each id counts once, and the user's own save is not announced as a change by others.
 */
export interface SyncChanges {
  changed: ReadonlySet<number>;
  /** The user's own saves: how many more answers may still name them because of that save. */
  own: ReadonlyMap<number, number>;
}

/**
 * Answers that may name a save: the one asked while it was made, and the next one, whose look-back margin reaches
 * back past it.
 */
const OWN_SAVE_ANSWERS = 2;

export const NO_SYNC_CHANGES: SyncChanges = { changed: new Set(), own: new Map() };

/** The user saved suggestion `id` (the list reloads by itself after a save). */
export function savedByMe(state: SyncChanges, id: number): SyncChanges {
  return { ...state, own: new Map(state.own).set(id, OWN_SAVE_ANSWERS) };
}

/** One sync answer's ids taken in. */
export function takeSyncAnswer(state: SyncChanges, ids: readonly number[]): SyncChanges {
  const changed = new Set(state.changed);
  for (const id of ids) if (!state.own.has(id)) changed.add(id);
  const own = new Map([...state.own].map(([id, left]) => [id, left - 1] as const).filter(([, left]) => left > 0));
  return { changed, own };
}

/** The list was reloaded: what it shows is current. */
export const listReloaded = (state: SyncChanges): SyncChanges => ({ ...state, changed: new Set() });
