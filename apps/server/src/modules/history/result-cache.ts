import type { Db } from '../../db/client';
import { noRowChanged, rowChangesBetween, type RowChanges } from '../../search/row-changes';
import { PLANNING_DATA_VERSION, readDataVersion, type TotalSource } from '../../search/totals-cache';
import type { Match } from './repo';

/**
 * History search results cached per filter and scope (docs/decisions/0029-history-results-revalidated.md).
 * A result of at most `bound` rows keeps its rows' ids in order (so a page is read by id, never by scanning the
 * filter again); a broader one its bounded total and the bound + 1 rows found; both with those rows' work orders
 * and technicians. Each is labelled with the settled planning data version it was read at
 * (0003_planning_data_version). When the version moved, the change log (0024_planning_row_changes) says what
 * changed since: a result none of whose rows changed still holds and is relabelled, if it is within the bound
 * only when none of the changed rows joins it now either (a broader one stays broader); anything else is read again.
 */
export interface HistoryResult {
  total: number;
  totalIsLowerBound: boolean;
  /** Every matching row's id, latest start first, when the total is within the bound: pages are read by id. */
  orderedIds: number[] | null;
  /**
   * The rows found (all of them, or the first bound + 1 of a broader result) with their work orders and
   * technicians: a change to none of them cannot take a row out of the result.
   */
  found: { ids: Set<number>; workOrderIds: Set<number>; bpNos: Set<string> };
}

/** The result of the rows a filter matched, up to bound + 1 of them. */
export function historyResult(matches: Match[], bound: number): HistoryResult {
  const broad = matches.length > bound;
  return {
    total: broad ? bound : matches.length,
    totalIsLowerBound: broad,
    orderedIds: broad ? null : matches.map((m) => m.id),
    found: {
      ids: new Set(matches.map((m) => m.id)),
      workOrderIds: new Set(matches.flatMap((m) => (m.workOrderId === null ? [] : [m.workOrderId]))),
      bpNos: new Set(matches.map((m) => m.bpNo)),
    },
  };
}

/** Whether one of the changed rows matches the result's filter now. */
type JoinsNow = (changes: RowChanges) => Promise<boolean>;

interface Entry extends HistoryResult {
  version: bigint;
  bytes: number;
}

/** Memory budget per server instance; a result of 1,000 rows takes ~120 kB (ids and three sets). */
export const HISTORY_RESULTS_MAX_BYTES = 16 * 1024 * 1024;

/** The version the data has now, and the settled one (null while a writer that bumped it is running). */
const { current: CURRENT, settled: SETTLED } = PLANNING_DATA_VERSION;

export function createHistoryResultCache(db: Db, maxBytes = HISTORY_RESULTS_MAX_BYTES) {
  // Map iteration order is insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const version = (query: typeof CURRENT) => readDataVersion(db, query);

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** Whether `changes` leave the entry as it is; `joinsNow` asks the database whether a changed row matches now. */
  async function unaffected(entry: Entry, changes: RowChanges, joinsNow: JoinsNow): Promise<boolean> {
    if (noRowChanged(changes)) return true;
    if (changes.everyRow) return false;
    const { ids, workOrderIds, bpNos } = entry.found;
    if (
      changes.assignmentIds.some((id) => ids.has(id)) ||
      changes.workOrderIds.some((id) => workOrderIds.has(id)) ||
      changes.technicianBpNos.some((bpNo) => bpNos.has(bpNo))
    ) {
      return false;
    }
    // A broader result still has its bound + 1 rows found, so still more than the bound; its pages are read by the filter.
    if (entry.totalIsLowerBound) return true;
    return !(await joinsNow(changes));
  }

  /** Whether the entry still holds; relabelled when it does and the version it was checked to is settled. */
  async function check(key: string, entry: Entry, seen: bigint | null, joinsNow: JoinsNow): Promise<'holds' | 'gone' | 'replaced'> {
    if (entries.get(key) !== entry) return 'replaced';
    const current = seen ?? (await version(CURRENT));
    if (current !== null && current > entry.version) {
      // With a writer still running the settled version is unknown: what has committed up to the current one
      // decides this read, but the entry keeps its label (the running writer's change is checked next time).
      const settled = await version(SETTLED);
      const upTo = settled ?? current;
      const changes = await rowChangesBetween(db, entry.version, upTo);
      if (!changes || !(await unaffected(entry, changes, joinsNow))) {
        if (entries.get(key) === entry) remove(key);
        return 'gone';
      }
      if (settled !== null && entry.version < settled) entry.version = settled;
    }
    entries.delete(key);
    entries.set(key, entry);
    return 'holds';
  }

  function store(key: string, settled: bigint, result: HistoryResult) {
    const existing = entries.get(key);
    if (existing && existing.version > settled) return;
    const size = key.length * 2 + 128 + result.found.ids.size * 120;
    if (size > maxBytes) return;
    remove(key);
    for (const k of entries.keys()) {
      if (bytes + size <= maxBytes) break;
      remove(k);
    }
    entries.set(key, { ...result, version: settled, bytes: size });
    bytes += size;
  }

  /** Reads in progress per key: readers arriving while one runs, with nothing changed since it began, share it. */
  const flights = new Map<string, { settled: Promise<bigint | null>; done: Promise<HistoryResult> }>();

  function fly(key: string, load: () => Promise<HistoryResult>) {
    // Labelled with the version settled BEFORE reading: every change counted in it is visible to the read.
    const settled = version(SETTLED);
    const done = settled.then(async (v) => {
      const result = await load();
      if (v !== null) store(key, v, result);
      return result;
    });
    const flight = { settled, done };
    flights.set(key, flight);
    void done.finally(() => flights.get(key) === flight && flights.delete(key)).catch(() => undefined);
    return flight;
  }

  return {
    /**
     * The result of `key` and the page `readPage` reads of it. A cached result is served while no change since
     * it was read concerns it (its page is read first and carries the version its snapshot saw: one round trip
     * when nothing changed). Otherwise `load` reads it, once for the readers asking at the same moment.
     */
    async get<Page>(
      key: string,
      ops: { readPage: (result: HistoryResult) => Promise<{ rows: Page; version: bigint | null }>; joinsNow: JoinsNow; load: () => Promise<HistoryResult> },
    ): Promise<{ result: HistoryResult; rows: Page; source: TotalSource }> {
      for (let attempt = 0; attempt < 2; attempt++) {
        const entry = entries.get(key);
        if (!entry) break;
        const page = await ops.readPage(entry);
        const verdict = await check(key, entry, page.version, ops.joinsNow);
        if (verdict === 'holds') return { result: entry, rows: page.rows, source: 'hit' };
        if (verdict === 'gone') break;
      }
      let flight = flights.get(key);
      if (flight) {
        const [current, settled] = await Promise.all([version(CURRENT), flight.settled]);
        if (settled === null || current !== settled) flight = undefined;
      }
      flight ??= fly(key, ops.load);
      const result = await flight.done;
      const page = await ops.readPage(result);
      return { result, rows: page.rows, source: (await flight.settled) === null ? 'bypass' : 'miss' };
    },
  };
}
