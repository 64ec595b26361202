import { constants, crc32, deflateRawSync, gzip } from 'node:zlib';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../plugins/auth';
import type { PlanningRepo, TechnicianRow } from './repo';
import { planningDay } from './planning-day';
import { createGridBuilder } from './grid-build';
import { createGridCache, type CachedAnswer, type GridFragment, type GridPiece } from './grid-cache';
import { QueryTime } from './query-time';

/**
 * The grid answer serialized and how it was made: 'hit' (whole answer cached), 'miss' / 'partial' (assembled
 * now and cached; 'partial' when some teams' pieces came from the cache), 'bypass' (built, nothing cached).
 */
export interface GridJson {
  body: Buffer;
  /** The same bytes gzip-compressed (browsers always accept it; 5–10× smaller on the wire), when at hand. */
  gzip: Buffer | null;
  cache: 'hit' | 'miss' | 'partial' | 'bypass';
  /** Teams whose piece was built for this answer. */
  built: number;
  /** How long the queries behind this answer ran (query-time.ts): the technicians' and those of the pieces built; 0 for a hit. */
  queryMs: number;
}

/*
 * The gzip answer is assembled from per-technician raw deflate segments, each compressed once when its piece is
 * built: a segment ended by a sync flush (not final, byte-aligned, no reference outside itself) can be followed
 * by any other, so header + segments + a final empty block + CRC-32 and length of the body is one valid gzip
 * member, and an assembled answer costs a copy and a CRC instead of compressing megabytes on the event loop.
 * Segments cannot refer to the repeated organizations, teams and orders of other technicians (about 4.5 times
 * the size of a whole gzip), so a cached answer's gzip is redone whole in the thread pool and swapped in.
 */
const deflated = (bytes: Buffer) => deflateRawSync(bytes, { level: 1, finishFlush: constants.Z_SYNC_FLUSH });
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([3, 0]);
const [OPEN, COMMA, CLOSE] = ['{"technicians":[', ',', ']}'].map((s) => Buffer.from(s));
const [OPEN_Z, COMMA_Z, CLOSE_Z] = [OPEN, COMMA, CLOSE].map(deflated);

/** The answer `{"technicians":[...]}` with the fragments in order, plain and gzip, exactly JSON.stringify's bytes. */
export function assembleAnswer(fragments: readonly GridFragment[]): CachedAnswer {
  const plain: Buffer[] = [OPEN];
  const packed: Buffer[] = [GZIP_HEADER, OPEN_Z];
  fragments.forEach((f, i) => {
    if (i > 0) {
      plain.push(COMMA);
      packed.push(COMMA_Z);
    }
    plain.push(f.json);
    packed.push(f.deflated);
  });
  plain.push(CLOSE);
  const body = Buffer.concat(plain);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(body), 0);
  trailer.writeUInt32LE(body.length % 2 ** 32, 4);
  packed.push(CLOSE_Z, FINAL_EMPTY_BLOCK, trailer);
  return { body, gzip: Buffer.concat(packed) };
}

type Ctx = Pick<RequestContext, 'timezoneOffsetMinutes'>;

/** What to do with one team's piece: reuse the one cached at `tag` (null: build it), and store a new one. */
interface TeamPlan {
  tag: string | null;
  store: boolean;
}

/** Each team's piece tag from the versions [all teams, team...]; a team without a version (a writer touching it is running) gets null. */
const tagsOf = (versions: readonly (string | null)[], teamCount: number) =>
  Array.from({ length: teamCount }, (_, i) => (versions[i + 1] === null || versions[0] === null ? null : `${versions[0]}:${versions[i + 1]}`));

/**
 * The planning grid read through the cache (docs/decisions/0026-grid-pieces.md). An answer for a set of teams is
 * assembled from one piece per team (its technicians on the day): pieces still at their team's version are
 * reused, the stale ones are built together in one set of queries. Concurrent readers at the same settled
 * versions share one build of a piece and of an answer.
 */
export function createGridReader(deps: { db: Db; repo: PlanningRepo; maxBytes: number }) {
  const { repo, maxBytes } = deps;
  const cache = createGridCache(deps.db, maxBytes);
  const buildTechnicians = createGridBuilder(repo);
  const pieceFlights = new Map<string, Promise<GridPiece>>();
  const answerFlights = new Map<string, Promise<GridJson>>();

  /** Pieces of `teamIds` from their technicians' rows: one build for all of them. */
  async function buildPieces(teamIds: readonly number[], rows: readonly TechnicianRow[], searchDate: number | string, ctx: Ctx, queryTime: QueryTime) {
    const pieces = new Map<number, GridPiece>(teamIds.map((id) => [id, { technicians: new Map() }]));
    // Built in the rows' order, one technician per row.
    const { body, spans } = await buildTechnicians(rows, searchDate, ctx, queryTime);
    spans.forEach(([from, to], i) => {
      // A copy: a view would keep the whole build alive for as long as any one piece stays cached.
      const json = Buffer.from(body.subarray(from, to));
      pieces.get(rows[i]!.teamId)!.technicians.set(rows[i]!.bpNo, { json, deflated: deflated(json) });
    });
    cache.stats.piecesBuilt += teamIds.length;
    return pieces;
  }

  /**
   * The answer for `teamIds` in the order of the technicians' rows (read now). Per team: `tag`, reuse its piece
   * cached at that tag (null: build it); `store`, the tag is settled, a new piece is cached and shared.
   * Null when a cached piece and the rows disagree on who is in a team (a change landed since the versions
   * were read): the caller builds everything anew.
   */
  async function assemble(teamIds: readonly number[], day: string, plan: readonly TeamPlan[] | null, searchDate: number | string, ctx: Ctx) {
    const queryTime = new QueryTime();
    const rows = await queryTime.measure(() => repo.techniciansOfTeams(teamIds));
    const reused = new Map<number, GridPiece | Promise<GridPiece>>();
    const stale: number[] = [];
    const keyOf = (i: number) => `${teamIds[i]}|${day}`;
    const reusable = (i: number) => {
      const { tag, store } = plan![i]!;
      if (tag === null) return undefined;
      return cache.piece(keyOf(i), tag) ?? (store ? pieceFlights.get(`${keyOf(i)}@${tag}`) : undefined);
    };
    teamIds.forEach((id, i) => {
      const ready = plan ? reusable(i) : undefined;
      if (ready) reused.set(id, ready);
      else stale.push(id);
    });
    cache.stats.piecesReused += reused.size;
    let built: Promise<Map<number, GridPiece>> | undefined;
    if (stale.length) {
      const wanted = new Set(stale);
      built = buildPieces(stale, rows.filter((r) => wanted.has(r.teamId)), searchDate, ctx, queryTime);
      for (const id of stale) {
        const i = teamIds.indexOf(id);
        const { tag, store } = plan?.[i] ?? { tag: null, store: false };
        if (!store || tag === null) continue;
        const key = keyOf(i);
        const flight = `${key}@${tag}`;
        const piece = built.then((all) => all.get(id)!);
        pieceFlights.set(flight, piece);
        // Stored as soon as built; a failed build is the builder's to report (awaited below).
        void piece
          .then((p) => cache.setPiece(key, tag, p), () => undefined)
          .finally(() => pieceFlights.get(flight) === piece && pieceFlights.delete(flight));
      }
    }
    const byTeam = new Map<number, GridPiece>(built ? await built : []);
    for (const [id, piece] of reused) byTeam.set(id, await piece);
    let pieceTechnicians = 0;
    for (const piece of byTeam.values()) pieceTechnicians += piece.technicians.size;
    const fragments: GridFragment[] = [];
    for (const r of rows) {
      const fragment = byTeam.get(r.teamId)?.technicians.get(r.bpNo);
      if (!fragment) return null;
      fragments.push(fragment);
    }
    if (fragments.length !== pieceTechnicians) return null;
    return { answer: assembleAnswer(fragments), built: stale.length, queryMs: queryTime.ms };
  }

  return {
    cache,

    /**
     * `teamIds`: the effective teams (after the data scope), unique and sorted; callers with the same ones share
     * entries and nobody gets a team outside their scope.
     */
    async read(teamIds: readonly number[], searchDate: number | string, ctx: Ctx): Promise<GridJson> {
      if (teamIds.length === 0 || maxBytes <= 0) {
        const queryTime = new QueryTime();
        const rows = await queryTime.measure(() => repo.techniciansOfTeams(teamIds));
        const { body } = await buildTechnicians(rows, searchDate, ctx, queryTime);
        return { body, gzip: null, cache: 'bypass', built: teamIds.length, queryMs: queryTime.ms };
      }
      // The day: with the browser's offset its bounds; else each technician's country zone decides, so the searchDate itself.
      const day =
        ctx.timezoneOffsetMinutes !== null
          ? (({ start, end }) => `o${ctx.timezoneOffsetMinutes}:${start}:${end}`)(planningDay(searchDate, { offsetMinutes: ctx.timezoneOffsetMinutes })!)
          : `s:${typeof searchDate}:${searchDate}`;
      const key = `${teamIds.join(',')}|${day}`;
      const current = (await cache.versions(teamIds, false)) as string[];
      const cached = cache.answer(key, current.join(':'));
      if (cached) {
        cache.stats.hits++;
        return { ...cached, cache: 'hit', built: 0, queryMs: 0 };
      }
      cache.stats.misses++;
      // Read BEFORE building (grid-cache.ts): only these versions may label what is built next.
      const settled = await cache.versions(teamIds, true);
      const fresh = async () => (await assemble(teamIds, day, null, searchDate, ctx))!;
      const currentTags = tagsOf(current, teamIds.length);
      if (!settled || settled.includes(null)) {
        // Writers in flight: pieces at the current versions are still right; the pieces of teams no running
        // writer touched are stored (settled), the others and the answer are not.
        const settledTags = settled ? tagsOf(settled, teamIds.length) : [];
        const plan = currentTags.map((tag, i) => (settledTags[i] ? { tag: settledTags[i], store: true } : { tag, store: false }));
        const made = (await assemble(teamIds, day, plan, searchDate, ctx)) ?? (await fresh());
        return { ...made.answer, cache: 'bypass', built: made.built, queryMs: made.queryMs };
      }
      const tag = settled.join(':');
      const flight = `${key}@${tag}`;
      let answer = answerFlights.get(flight);
      if (!answer) {
        answer = (async (): Promise<GridJson> => {
          const made = await assemble(teamIds, day, tagsOf(settled, teamIds.length).map((tag) => ({ tag, store: true })), searchDate, ctx);
          if (!made) {
            const rebuilt = await fresh();
            return { ...rebuilt.answer, cache: 'bypass', built: rebuilt.built, queryMs: rebuilt.queryMs };
          }
          cache.setAnswer(key, tag, made.answer);
          gzip(made.answer.body, { level: 6 }, (error, compact) => {
            if (!error) cache.compactAnswer(key, tag, compact);
          });
          return { ...made.answer, cache: made.built === teamIds.length ? 'miss' : 'partial', built: made.built, queryMs: made.queryMs };
        })();
        answerFlights.set(flight, answer);
        const settle = () => answerFlights.get(flight) === answer && answerFlights.delete(flight);
        void answer.then(settle, settle);
      }
      return answer;
    },
  };
}
