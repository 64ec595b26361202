/**
 * Resolved sessions (user, the roles the session acts with, data scope) by token hash, for a few seconds, in process
 * (docs/decisions/0021-session-cache.md). Entries are dropped the moment a change is announced on the
 * `fsp_session` channel (database triggers, every instance), and served only while this instance listens. What a
 * session acts as through the CI login comes from its token's row, written once: every instance resolves it alike.
 */
import { randomUUID } from 'node:crypto';

export interface SessionCacheOptions {
  /** How long an entry may be served at most (a bound for notifications lost with a connection); 0 = no cache. */
  ttlMs: number;
  maxEntries: number;
}

interface Entry<S> {
  session: S;
  userId: number;
  /** Token expiry, epoch ms (the app clock's time). */
  expiresAt: number;
  /** performance.now() after which the entry is not served. */
  staleAt: number;
}

export interface SessionCache<S> {
  /** The session of a token, or null when absent, past its TTL, past the token's expiry, or not listening. */
  get(tokenHash: string, nowMs: number): S | null;
  /** Read before loading a session; `set` keeps the load only if no change was announced meanwhile. */
  version(): number;
  set(tokenHash: string, entry: { session: S; userId: number; expiresAt: number }, loadedAtVersion: number): void;
  /** A change announced: '' = everyone, else comma-separated user ids. */
  invalidate(payload: string): void;
  /** Serve and keep entries only while changes can be heard. Either way everything cached so far is dropped. */
  setListening(listening: boolean): void;
  readonly size: number;
}

export function createSessionCache<S>(options: SessionCacheOptions): SessionCache<S> {
  const entries = new Map<string, Entry<S>>();
  let version = 0;
  let listening = false;

  const clear = () => {
    version++;
    entries.clear();
  };

  return {
    get(tokenHash, nowMs) {
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (!listening || nowMs >= entry.expiresAt || performance.now() >= entry.staleAt) {
        entries.delete(tokenHash);
        return null;
      }
      return entry.session;
    },
    version: () => version,
    set(tokenHash, entry, loadedAtVersion) {
      // A change announced while the session was loading may not be in what was loaded.
      if (!listening || options.ttlMs <= 0 || loadedAtVersion !== version) return;
      entries.delete(tokenHash);
      // Insertion order is age order: the oldest entry goes first.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(tokenHash, { ...entry, staleAt: performance.now() + options.ttlMs });
    },
    invalidate(payload) {
      if (payload === '') return clear();
      version++;
      const ids = new Set(payload.split(',').map(Number));
      for (const [hash, entry] of entries) if (ids.has(entry.userId)) entries.delete(hash);
    },
    setListening(value) {
      listening = value;
      clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** A barrier not heard within this long lets the answer go anyway (the listening connection may be down). */
const BARRIER_TIMEOUT_MS = 2_000;
const BARRIER_PREFIX = 'barrier:';

/** Barriers on the session channel: a payload of their own that is not an invalidation. */
export function createBarriers() {
  const prefix = `${BARRIER_PREFIX}${randomUUID()}:`;
  const waiting = new Map<string, () => void>();
  let sequence = 0;
  return {
    /** True when `payload` is a barrier (of any instance), not a change. */
    heard(payload: string): boolean {
      if (!payload.startsWith(BARRIER_PREFIX)) return false;
      waiting.get(payload)?.();
      return true;
    },
    /** Sends a barrier and waits until it comes back (or the timeout). */
    async pass(send: (payload: string) => Promise<void>): Promise<void> {
      const payload = `${prefix}${++sequence}`;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<void>((resolve) => {
        waiting.set(payload, resolve);
        timer = setTimeout(resolve, BARRIER_TIMEOUT_MS);
      });
      try {
        await send(payload);
        await back;
      } finally {
        clearTimeout(timer);
        waiting.delete(payload);
      }
    },
  };
}
