import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The planning grid's cache (docs/decisions/0026-grid-pieces.md, 0006-planning-grid-cache.md): per-(team, day)
 * pieces and assembled answers, in memory, least recently used first out once the total size passes the budget.
 *
 * Every entry carries the tag of the data versions it was built at (migration 0020_planning_team_versions):
 * a piece the team's and the "all teams" version, an answer those of all its teams. Correctness:
 * - every statement changing what a piece shows appends a newer version for the teams it touched (or bumps
 *   the "all teams" one) while holding a shared advisory lock until its transaction ends;
 * - entries are stored only under versions read with `settled`, BEFORE building: that read answers only while
 *   no writer that bumped is still running, so every change counted in them is committed or rolled back,
 *   and later changes bump past them;
 * - an entry is served only while the current versions still equal its tag.
 */
export interface GridCache {
  /**
   * [all teams version, then each team's version in the order given]; with `settled`, null while a writer for
   * all teams is in flight (build, answer, store nothing), and null in the place of each team a writer still in
   * flight touched (its piece is built and not stored; migration 0023).
   */
  versions(teamIds: readonly number[], settled: boolean): Promise<(string | null)[] | null>;
  piece(key: string, tag: string): GridPiece | undefined;
  setPiece(key: string, tag: string, piece: GridPiece): void;
  answer(key: string, tag: string): CachedAnswer | undefined;
  setAnswer(key: string, tag: string, answer: CachedAnswer): void;
  /** Swaps in a smaller gzip of the same body for the answer still cached at `tag` (none: nothing). */
  compactAnswer(key: string, tag: string, gzip: Buffer): void;
  readonly stats: GridCacheStats;
}

export interface GridCacheStats {
  /** Answers served whole from the cache, and those assembled (from cached or new pieces). */
  hits: number;
  misses: number;
  /** Pieces taken from the cache for an assembled answer, and pieces built. */
  piecesReused: number;
  piecesBuilt: number;
  bytes: number;
  entries: number;
}

/** One technician of a piece: its JSON and the same bytes as a raw deflate segment (see grid-read.ts). */
export interface GridFragment {
  json: Buffer;
  deflated: Buffer;
}

/** One team's technicians on one day, by bpNo. */
export interface GridPiece {
  technicians: Map<string, GridFragment>;
}

export interface CachedAnswer {
  body: Buffer;
  gzip: Buffer;
}

const sizeOfPiece = (piece: GridPiece) => {
  let size = 0;
  for (const f of piece.technicians.values()) size += f.json.length + f.deflated.length;
  return size;
};
const sizeOfAnswer = (answer: CachedAnswer) => answer.body.length + answer.gzip.length;

export function createGridCache(db: Db, maxBytes: number): GridCache {
  // Map iteration order is insertion order: re-inserting on a hit makes the first key the least recently used.
  // Pieces and answers share the map and the budget ("p:" and "a:" keys); one entry per key, the newest.
  const entries = new Map<string, { tag: string; value: GridPiece | CachedAnswer; size: number }>();
  const stats: GridCacheStats = { hits: 0, misses: 0, piecesReused: 0, piecesBuilt: 0, bytes: 0, entries: 0 };

  function get(key: string, tag: string) {
    const entry = entries.get(key);
    if (entry === undefined || entry.tag !== tag) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  function set(key: string, tag: string, value: GridPiece | CachedAnswer, size: number) {
    if (maxBytes <= 0 || size > maxBytes) return;
    const existing = entries.get(key);
    if (existing) {
      entries.delete(key);
      stats.bytes -= existing.size;
    }
    for (const [k, entry] of entries) {
      if (stats.bytes <= maxBytes - size) break;
      entries.delete(k);
      stats.bytes -= entry.size;
    }
    entries.set(key, { tag, value, size });
    stats.bytes += size;
    stats.entries = entries.size;
  }

  return {
    stats,
    async versions(teamIds, settled) {
      const result = await db.execute<{ v: (string | null)[] | null }>(sql`select planning_grid_versions(${sql.param([...teamIds])}::int[], ${settled})::text[] as v`);
      return result.rows[0]?.v ?? null;
    },
    piece: (key, tag) => get(`p:${key}`, tag) as GridPiece | undefined,
    setPiece: (key, tag, piece) => set(`p:${key}`, tag, piece, sizeOfPiece(piece)),
    answer: (key, tag) => get(`a:${key}`, tag) as CachedAnswer | undefined,
    setAnswer: (key, tag, answer) => set(`a:${key}`, tag, answer, sizeOfAnswer(answer)),
    compactAnswer(key, tag, gzip) {
      const entry = entries.get(`a:${key}`);
      if (entry?.tag !== tag) return;
      const value = { body: (entry.value as CachedAnswer).body, gzip };
      stats.bytes += sizeOfAnswer(value) - entry.size;
      Object.assign(entry, { value, size: sizeOfAnswer(value) });
    },
  };
}
