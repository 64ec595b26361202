/**
 * Reference lists every screen reads at start (all active teams and organizations), kept in process until the
 * database announces a change to their tables (docs/decisions/0021-session-cache.md, "Reference lists"). They
 * ride on the session cache's channel, listening and barriers: a payload of their own (`REFERENCE_CHANGED`).
 * Callers filter a list by the caller's scope in memory (`admits` in plugins/scope.ts) and may cache the filtered
 * list too (a key per scope). Kept values are deeply frozen: the response serializer writes a frozen answer once.
 */
export const REFERENCE_CHANGED = 'reference';

export interface ReferenceCache {
  /** The list of `key`: cached, or loaded (and kept only when no change was announced while it loaded). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The items of list `key` (all of them loaded by `loadAll`) that `keep` admits, kept per scope (`scopeKey`). */
  scoped<T>(key: string, scopeKey: string, loadAll: () => Promise<T[]>, keep: (item: T) => boolean): Promise<T[]>;
  /** A change announced on one of the lists' tables: everything is dropped (such changes are rare). */
  invalidate(): void;
  /** Serve and keep lists only while changes can be heard. Either way everything cached so far is dropped. */
  setListening(listening: boolean): void;
}

/** Lists kept at most (one per key: the whole lists and one filtered list per distinct scope), oldest out first. */
const MAX_ENTRIES = 1_000;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export function createReferenceCache(options: { ttlMs: number }): ReferenceCache {
  const entries = new Map<string, { value: unknown; staleAt: number }>();
  let version = 0;
  let listening = false;
  const clear = () => {
    version++;
    entries.clear();
  };
  async function get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = entries.get(key);
    if (entry && listening && performance.now() < entry.staleAt) return entry.value as T;
    const loadedAt = version;
    const value = await load();
    // A change announced while the list was loading may not be in what was loaded.
    if (!listening || options.ttlMs <= 0 || loadedAt !== version) return value;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, { value: deepFreeze(value), staleAt: performance.now() + options.ttlMs });
    return value;
  }
  return {
    get,
    scoped: (key, scopeKey, loadAll, keep) => get(`${key}:${scopeKey}`, async () => (await get(key, loadAll)).filter(keep)),
    invalidate: clear,
    setListening(value) {
      listening = value;
      clear();
    },
  };
}

/**
 * `{ [field]: list }`, the object answer the spec's one-word response names (docs/api-conventions.md "Response
 * names"). For a kept (frozen) list it is one frozen object per list, so the serializer still writes it once.
 */
export function namedAnswer<F extends string>(field: F) {
  const answers = new WeakMap<object, unknown>();
  return <T>(list: T[]): { [K in F]: T[] } => {
    if (!Object.isFrozen(list)) return { [field]: list } as { [K in F]: T[] };
    let answer = answers.get(list);
    if (answer === undefined) answers.set(list, (answer = Object.freeze({ [field]: list })));
    return answer as { [K in F]: T[] };
  };
}
