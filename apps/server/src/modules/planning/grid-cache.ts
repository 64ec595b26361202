import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The planning grid's response cache (docs/decisions/0006-planning-grid-cache.md): serialized answers
 * keyed by what determines them (the effective teams after the data scope, the day, the data version),
 * in memory, least recently used first out once the total size passes the budget.
 *
 * Correctness rests on the database's data version (migration 0003_planning_data_version):
 * - every statement changing a table the grid reads bumps the sequence planning_data_version while
 *   holding a shared advisory lock until its transaction ends;
 * - on a miss the answer is cached under `settledVersion()`, read BEFORE the answer is built: it is
 *   returned only while no writer that bumped is still running, so every change counted in it is
 *   committed (visible to the queries that follow) or rolled back; later changes bump past it;
 * - an entry is served only while `currentVersion()` still equals its version.
 * A null settled version (a writer in flight at that moment) means: build, answer, do not cache.
 */
export interface GridCache {
  /** The current data version (one cheap read; no lock). */
  currentVersion(): Promise<string>;
  /** The data version if no writer is in flight, else null (see above). */
  settledVersion(): Promise<string | null>;
  /** The answer for `key` built at exactly `version` (plain and gzip-compressed), if cached. */
  get(key: string, version: string): CachedAnswer | undefined;
  /** Caches an answer; entries of older versions can never be served again and are dropped. */
  set(key: string, version: string, answer: CachedAnswer): void;
  readonly stats: { hits: number; misses: number; bytes: number; entries: number };
}

export interface CachedAnswer {
  body: Buffer;
  gzip: Buffer;
}

const sizeOf = (answer: CachedAnswer) => answer.body.length + answer.gzip.length;

export function createGridCache(db: Db, maxBytes: number): GridCache {
  // Map iteration order is insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, { version: bigint; answer: CachedAnswer }>();
  const stats = { hits: 0, misses: 0, bytes: 0, entries: 0 };

  function evictTo(limit: number) {
    for (const [key, entry] of entries) {
      if (stats.bytes <= limit) break;
      entries.delete(key);
      stats.bytes -= sizeOf(entry.answer);
    }
    stats.entries = entries.size;
  }

  return {
    stats,
    async currentVersion() {
      const result = await db.execute<{ v: string }>(sql`select last_value::text as v from planning_data_version`);
      return result.rows[0]!.v;
    },
    async settledVersion() {
      const result = await db.execute<{ v: string | null }>(sql`select planning_data_version_settled()::text as v`);
      return result.rows[0]?.v ?? null;
    },
    get(key, version) {
      const entry = entries.get(key);
      if (entry === undefined || entry.version !== BigInt(version)) {
        stats.misses++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      stats.hits++;
      return entry.answer;
    },
    set(key, version, answer) {
      const size = sizeOf(answer);
      if (maxBytes <= 0 || size > maxBytes) return;
      const v = BigInt(version);
      const existing = entries.get(key);
      if (existing && existing.version > v) return;
      for (const [k, entry] of entries) {
        if (entry.version < v || k === key) {
          entries.delete(k);
          stats.bytes -= sizeOf(entry.answer);
        }
      }
      evictTo(maxBytes - size);
      entries.set(key, { version: v, answer });
      stats.bytes += size;
      stats.entries = entries.size;
    },
  };
}
