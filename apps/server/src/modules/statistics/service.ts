import { addDays, daysBetween, ymdFromEpoch, type Language, type StatisticsRequest } from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { DataScope } from '../../plugins/auth';
import { admits } from '../../plugins/scope';
import { fieldRefused } from '../../plugins/errors';
import { unknownInScope } from '../../texts';
import { dispatcherResults, groupsOf, technicianResults } from './aggregate';
import { createStatisticsRepo, type Orgunits } from './repo';

/** Days the snapshot job keeps written behind today: longer than the longest range a request may ask. */
export const SNAPSHOT_HORIZON_DAYS = 400;
/** Days written in one transaction. */
const CHUNK_DAYS = 31;

/**
 * A day is final once it has ended in every time zone (the last one, UTC-12, ends it at 12:00 UTC the
 * next day): from then on it is read from its snapshot; before, it is computed on every request.
 * The last final day is the UTC day of (now - 12 h), minus one; days compare as 'YYYY-MM-DD' strings.
 */
export function lastFinalDay(now: Date): string {
  return addDays(ymdFromEpoch(now.getTime() - 12 * 3_600_000, 0), -1);
}

/** The days of [from, to] (a year at most), without parsing a date per day. */
function daysOf(from: string, to: string): string[] {
  const first = Date.parse(`${from}T00:00:00Z`);
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

export function createStatisticsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const repo = createStatisticsRepo();

  /** Writes the final days of [from, to] that have no snapshot yet, a month per transaction. */
  async function ensureSnapshots(from: string, to: string): Promise<number> {
    const lastFinal = lastFinalDay(clock.now());
    const written = await repo.snapshotDays(db, from, to);
    const missing = daysOf(from, to).filter((d) => d <= lastFinal && !written.has(d));
    for (let i = 0; i < missing.length; i += CHUNK_DAYS) {
      const chunk = missing.slice(i, i + CHUNK_DAYS);
      const first = chunk[0];
      const last = chunk[chunk.length - 1];
      await db.transaction(async (tx) => {
        const [technicians, dispatchers] = [await repo.computeTechnicians(tx, first, last, null), await repo.computeDispatchers(tx, first, last, null)];
        const wanted = new Set(chunk);
        await repo.writeSnapshot(
          tx,
          chunk,
          technicians.filter((r) => wanted.has(r.day)),
          dispatchers.filter((r) => wanted.has(r.day)),
        );
      });
    }
    return missing.length;
  }

  /** The organizations asked for, each known and in the caller's scope (an out-of-scope one is answered as unknown); none = the whole scope. */
  async function selection(requested: readonly string[], scope: DataScope, language: Language) {
    const countries = await repo.organizationCountries(db);
    const refused = requested.find((o) => !countries.has(o) || !admits.organization(scope, o));
    if (refused !== undefined) {
      throw fieldRefused(language, 'organizations', unknownInScope(language, 'organization', refused));
    }
    const orgunits: Orgunits = requested.length ? [...new Set(requested)] : scope.allTeams ? null : scope.orgunits;
    const groups = groupsOf(orgunits ?? countries.keys(), countries);
    return { orgunits, countries, groups };
  }

  async function plan(request: StatisticsRequest, scope: DataScope, timezoneOffsetMinutes: number | null, language: Language) {
    const selected = await selection(request.organizations, scope, language);
    const now = clock.now();
    const today = ymdFromEpoch(now.getTime(), timezoneOffsetMinutes ?? 0);
    const end = request.endDate < today ? request.endDate : today;
    const days = request.startDate <= end ? daysOf(request.startDate, end) : [];
    const lastFinal = lastFinalDay(now);
    const finalDays = days.filter((d) => d <= lastFinal);
    const liveDays = days.filter((d) => d > lastFinal);
    if (finalDays.length) await ensureSnapshots(finalDays[0], finalDays[finalDays.length - 1]);
    // Today and any day not yet final are computed from the data in one go, with today for todayResult.
    const liveFrom = liveDays[0] ?? today;
    return { ...selected, today, days, finalDays, liveFrom: liveFrom < today ? liveFrom : today };
  }

  return {
    ensureSnapshots,

    async technicianCount(request: StatisticsRequest, scope: DataScope, timezoneOffsetMinutes: number | null, language: Language) {
      const p = await plan(request, scope, timezoneOffsetMinutes, language);
      const stored = p.finalDays.length ? await repo.readTechnicians(db, p.finalDays[0], p.finalDays[p.finalDays.length - 1], p.orgunits) : [];
      const live = await repo.computeTechnicians(db, p.liveFrom, p.today, p.orgunits);
      const finalSet = new Set(p.finalDays);
      const rows = [...stored, ...live.filter((r) => !finalSet.has(r.day))];
      return {
        searchResults: technicianResults(p.days, rows, p.countries, p.groups),
        todayResult: technicianResults([p.today], live, p.countries, p.groups)[0],
      };
    },

    async dispatcherCount(request: StatisticsRequest, scope: DataScope, timezoneOffsetMinutes: number | null, language: Language) {
      const p = await plan(request, scope, timezoneOffsetMinutes, language);
      const stored = p.finalDays.length ? await repo.readDispatchers(db, p.finalDays[0], p.finalDays[p.finalDays.length - 1], p.orgunits) : [];
      const live = await repo.computeDispatchers(db, p.liveFrom, p.today, p.orgunits);
      const finalSet = new Set(p.finalDays);
      const rows = [...stored, ...live.filter((r) => !finalSet.has(r.day))];
      return {
        searchResults: dispatcherResults(p.days, rows, p.countries, p.groups),
        todayResult: dispatcherResults([p.today], live, p.countries, p.groups)[0],
      };
    },
  };
}
export type StatisticsService = ReturnType<typeof createStatisticsService>;
