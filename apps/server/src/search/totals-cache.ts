import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Totals (`totalRowCount`) of the searches, cached in memory (docs/decisions/0008-search-totals-cache.md):
 * exact, or bounded where the caller gives a bound (docs/decisions/0027-bounded-search-totals.md). Paging
 * through one result, or repeating a search, counts its rows once; the pages themselves are read from the
 * database, except one that starts at or after a cached exact total (it is empty).
 *
 * A total is labelled with the database's data version of the planning grid cache (migration
 * 0003_planning_data_version, docs/decisions/0006-planning-grid-cache.md): every statement changing a
 * table either search reads bumps it. On a miss the version is read with `planning_data_version_settled()`
 * BEFORE counting, so every change counted in it is committed or rolled back and visible to the count;
 * a total is served only while the current version still equals its label. A writer in flight (settled
 * version null) means: count, answer, do not cache. No TTL is needed and a total is never stale.
 *
 * The key must hold everything the count depends on: the caller's effective scope after the data scope
 * and the normalized filter, never the page.
 */
export type TotalSource = 'hit' | 'miss' | 'bypass';

export interface TotalsCache {
  /**
   * One page and the exact total of its filter (`key`). On a hit only the page is read, and not even
   * that when the page starts at or after the total (it is empty); on a miss both are read together.
   */
  page<T>(
    key: string,
    offset: number,
    read: {
      page: () => Promise<T[]>;
      count: () => Promise<number>;
      bound?: number;
      /** The page's size: given, a miss reads the page first and a short page gives the total without a count. */
      limit?: number;
      /**
       * The page read in one statement with the version's `current` columns (on each of its rows), so a hit costs
       * one round trip. `versionRow` is null when no row carried them (an empty page): the cache then reads as
       * without it, the version first and the page again, since a version read after the page cannot label it.
       */
      pageWithVersion?: () => Promise<{ rows: T[]; versionRow: Record<string, string | null> | null }>;
    },
  ): Promise<{ rows: T[]; total: number; totalIsLowerBound: boolean; source: TotalSource; versionRow: Record<string, string | null> }>;
}

/**
 * The count of a bounded total (docs/decisions/0027-bounded-search-totals.md): at most N + 1 of `rows`.
 * With `read.bound` = N, `page()` expects `count()` to count so, and answers the exact total when it is
 * ≤ N, otherwise N with `totalIsLowerBound` (more than N rows match). The bound is part of the cached
 * entry's key, and a page at or after a bounded total is still read (rows exist there).
 */
export function boundedCount(rows: SQLWrapper, bound: number): SQL {
  return sql`select count(*)::int as total from (${rows} limit ${bound + 1}) as bounded`;
}

/** Memory budget per server instance: a few hundred bytes per entry, so tens of thousands of filters. */
export const TOTALS_CACHE_MAX_BYTES = 8 * 1024 * 1024;

/** Keys are JS strings (2 bytes a character) plus the Map entry and the label. */
const sizeOf = (key: string) => key.length * 2 + 96;

/**
 * The data version a cache's totals are labelled with: a sequence every counted table bumps and its
 * `_settled()` function (the pattern of migration 0003). The searches use the planning version; the CI
 * board its own (migration 0015), so CI saves do not empty the planning caches and the reverse.
 * `current` answers the version as `v` and may answer more columns, read before the page in the same round
 * trip; `page()` hands its row back as `versionRow`.
 */
export interface DataVersion {
  current: ReturnType<typeof sql>;
  settled: ReturnType<typeof sql>;
}

/** The migrations' versions: a sequence `<name>_data_version` and its function `<name>_data_version_settled()`. */
export type DataVersionName = 'planning' | 'ci' | 'activity' | 'sample';

/** The queries of one version; `alsoRead` adds columns to the `current` read (e.g. `sql\`… as horizon\``). */
export function dataVersion(name: DataVersionName, alsoRead?: ReturnType<typeof sql>): DataVersion {
  const sequence = sql.raw(`${name}_data_version`);
  return {
    current: alsoRead ? sql`select last_value::text as v, ${alsoRead} from ${sequence}` : sql`select last_value::text as v from ${sequence}`,
    settled: sql`select ${sql.raw(`${name}_data_version_settled`)}()::text as v`,
  };
}

export const PLANNING_DATA_VERSION = dataVersion('planning');

/** A version query's row (`current` or `settled`) and its `v` as a number; null while a writer is running (settled). */
async function readDataVersionRow(db: Db, query: ReturnType<typeof sql>): Promise<{ row: Record<string, string | null>; version: bigint | null }> {
  const { rows } = await db.execute<Record<string, string | null>>(query);
  const row = rows[0] ?? {};
  const v = row.v;
  return { row, version: v === null || v === undefined ? null : BigInt(v) };
}

/** The version a `DataVersion` query answers (see readDataVersionRow). */
export async function readDataVersion(db: Db, query: ReturnType<typeof sql>): Promise<bigint | null> {
  return (await readDataVersionRow(db, query)).version;
}

export function createTotalsCache(db: Db, dataVersion: DataVersion = PLANNING_DATA_VERSION): TotalsCache {
  // Map iteration order is insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, { version: bigint; total: number }>();
  let bytes = 0;

  const versionRow = (query: ReturnType<typeof sql>) => readDataVersionRow(db, query);
  const version = (query: ReturnType<typeof sql>) => readDataVersion(db, query);

  function remove(key: string) {
    if (entries.delete(key)) bytes -= sizeOf(key);
  }

  function store(key: string, v: bigint, total: number) {
    const size = sizeOf(key);
    if (size > TOTALS_CACHE_MAX_BYTES) return;
    const existing = entries.get(key);
    if (existing && existing.version > v) return;
    // Totals of older versions can never be served again.
    for (const [k, entry] of entries) if (entry.version < v || k === key) remove(k);
    for (const k of entries.keys()) {
      if (bytes + size <= TOTALS_CACHE_MAX_BYTES) break;
      remove(k);
    }
    entries.set(key, { version: v, total });
    bytes += size;
  }

  /** The total of `key` if cached at `current` (the data version just read). */
  function cachedAt(key: string, current: string | null | undefined): number | undefined {
    const entry = entries.get(key);
    if (!entry || current === null || current === undefined || entry.version !== BigInt(current)) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry.total;
  }

  // Counts in progress per key and the settled version each was read after.
  const counting = new Map<string, { settled: bigint; total: Promise<number> }>();

  /**
   * One count for the readers that read the same settled version: none of them can have seen a change the count
   * does not hold (a change after that version would have moved it), and after a write ten readers recounting the
   * same total at once queued behind each other (work-order search p99 2.1 s).
   */
  function countOnce(key: string, settled: bigint | null, count: () => Promise<number>): Promise<number> {
    if (settled === null) return count();
    const running = counting.get(key);
    if (running && running.settled === settled) return running.total;
    const flight = { settled, total: count() };
    counting.set(key, flight);
    void flight.total.finally(() => counting.get(key) === flight && counting.delete(key)).catch(() => undefined);
    return flight.total;
  }

  /** Counts, labelled with the settled version read BEFORE counting (see above: never stale). */
  async function counted(key: string, count: () => Promise<number>): Promise<{ total: number; source: TotalSource }> {
    const settled = await version(dataVersion.settled);
    const total = await countOnce(key, settled, count);
    if (settled === null) return { total, source: 'bypass' };
    store(key, settled, total);
    return { total, source: 'miss' };
  }

  return {
    async page(key, offset, read) {
      const { bound } = read;
      // A total counted with another bound (or none) means something else: the bound is in the key.
      const entryKey = bound === undefined ? key : `${key}\u0000bound:${bound}`;
      const answer = (counted: number) =>
        bound !== undefined && counted > bound ? { total: bound, totalIsLowerBound: true } : { total: counted, totalIsLowerBound: false };
      let row: Record<string, string | null> | undefined;
      if (read.pageWithVersion) {
        const withVersion = await read.pageWithVersion();
        if (withVersion.versionRow) {
          row = withVersion.versionRow;
          const total = cachedAt(entryKey, row.v);
          if (total !== undefined) return { rows: withVersion.rows, ...answer(total), source: 'hit', versionRow: row };
        }
      }
      // The version read before what follows: it labels nothing, a miss below counts under the settled one.
      row ??= (await versionRow(dataVersion.current)).row;
      const total = cachedAt(entryKey, row.v);
      if (total !== undefined) {
        const exact = answer(total);
        return { rows: !exact.totalIsLowerBound && offset >= total ? [] : await read.page(), ...exact, source: 'hit', versionRow: row };
      }
      if (read.limit === undefined) {
        const [rows, fresh] = await Promise.all([read.page(), counted(entryKey, read.count)]);
        return { rows, ...answer(fresh.total), source: fresh.source, versionRow: row };
      }
      // A page shorter than its size ends the result: offset + its rows is the exact total (unless it is an
      // empty page past the start: the result ends somewhere before it). The settled version is read before
      // the page, so the page's snapshot holds every change counted in it, as for a count.
      const settled = await version(dataVersion.settled);
      const rows = await read.page();
      const ends = rows.length < read.limit && (rows.length > 0 || offset === 0);
      const fresh = ends ? offset + rows.length : await countOnce(entryKey, settled, read.count);
      if (settled === null) return { rows, ...answer(fresh), source: 'bypass', versionRow: row };
      store(entryKey, settled, fresh);
      return { rows, ...answer(fresh), source: 'miss', versionRow: row };
    },
  };
}

/** A list whose order and repeats do not matter, in one form (for a key made with JSON.stringify). */
export const asSet = (values: readonly (string | number)[]) => [...new Set(values.map(String))].sort();
