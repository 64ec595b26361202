import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noRowChanged, rowChangesBetween, type RowChanges } from '../../search/row-changes';

/**
 * History search results cached per filter and scope (docs/decisions/0029-history-results-revalidated.md).
 * A result of at most `bound` rows keeps its rows' ids in order (so a page is read by id, never by scanning the
 * filter again) with their work orders and technicians; a broader one only its bounded total. Each is labelled
 * with the settled planning data version it was read at (0003_planning_data_version). When the version moved,
 * the change log (0024_planning_row_changes) says what changed since: a result none of whose rows changed, and
 * which none of the changed rows now joins, still holds and is relabelled; anything else is read again.
 */
export interface HistoryResult {
  total: number;
  totalIsLowerBound: boolean;
  /** The matching rows, latest start first; null for a total above the bound. */
  matched: { ids: number[]; idSet: Set<number>; workOrderIds: Set<number>; bpNos: Set<string> } | null;
}

interface Entry extends HistoryResult {
  version: bigint;
  bytes: number;
}

/** Memory budget per server instance; a result of 1,000 rows takes ~120 kB (ids and three sets). */
export const HISTORY_RESULTS_MAX_BYTES = 16 * 1024 * 1024;

/** The version the data has now, and the settled one (null while a writer that bumped it is running). */
const CURRENT = sql`select last_value::text as v from planning_data_version`;
const SETTLED = sql`select planning_data_version_settled()::text as v`;

export function createHistoryResultCache(db: Db, maxBytes = HISTORY_RESULTS_MAX_BYTES) {
  // Map iteration order is insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  async function version(query: typeof CURRENT): Promise<bigint | null> {
    const { rows } = await db.execute<{ v: string | null }>(query);
    const v = rows[0]?.v;
    return v === null || v === undefined ? null : BigInt(v);
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** Whether `changes` leave the entry as it is; `joinsNow` asks the database whether a changed row matches now. */
  async function unaffected(entry: Entry, changes: RowChanges, joinsNow: (changes: RowChanges) => Promise<boolean>): Promise<boolean> {
    if (noRowChanged(changes)) return true;
    // A broad total cannot tell whether a changed row was one of its rows.
    if (changes.everyRow || !entry.matched) return false;
    const { idSet, workOrderIds, bpNos } = entry.matched;
    if (
      changes.assignmentIds.some((id) => idSet.has(id)) ||
      changes.workOrderIds.some((id) => workOrderIds.has(id)) ||
      changes.technicianBpNos.some((bpNo) => bpNos.has(bpNo))
    ) {
      return false;
    }
    return !(await joinsNow(changes));
  }

  return {
    /** The settled version to label a result read next (null: a writer is running, do not store it). */
    settled: () => version(SETTLED),

    /** The cached result of `key`, not yet confirmed: read its page, then `confirm` it. */
    peek: (key: string): HistoryResult | undefined => entries.get(key),

    /**
     * Whether the result `peek` gave still holds; `seen` is the version the page's snapshot saw (null: read it
     * now). When the version had moved and no change since concerns the result, it is relabelled.
     */
    async confirm(key: string, result: HistoryResult, seen: bigint | null, joinsNow: (changes: RowChanges) => Promise<boolean>): Promise<boolean> {
      const entry = entries.get(key);
      if (!entry || entry !== result) return false;
      const current = seen ?? (await version(CURRENT));
      if (current !== entry.version) {
        const settled = await version(SETTLED);
        if (settled === null) return false;
        const changes = settled > entry.version ? await rowChangesBetween(db, entry.version, settled) : null;
        if (!changes || !(await unaffected(entry, changes, joinsNow))) {
          if (entries.get(key) === entry) remove(key);
          return false;
        }
        if (entry.version < settled) entry.version = settled;
      }
      entries.delete(key);
      entries.set(key, entry);
      return true;
    },

    /** Keeps `result`, read after `settled` was taken. */
    store(key: string, settled: bigint, result: HistoryResult) {
      const existing = entries.get(key);
      if (existing && existing.version > settled) return;
      const size = key.length * 2 + 128 + (result.matched ? result.matched.ids.length * 120 : 0);
      if (size > maxBytes) return;
      remove(key);
      for (const k of entries.keys()) {
        if (bytes + size <= maxBytes) break;
        remove(k);
      }
      entries.set(key, { ...result, version: settled, bytes: size });
      bytes += size;
    },
  };
}
