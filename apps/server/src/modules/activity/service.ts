import { sql } from 'drizzle-orm';
import { addDays, workOrderNumberKey, type TechnicianActivitySearchRequest, type TechnicianActivitySearchResponse } from '@fsp/domain';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { asSet, createTotalsCache, dataVersion, type TotalSource } from '../../search/totals-cache';
import { callerZone, dayBounds, type LocalZone } from '../../time/local-day';
import { answerTextsFor } from './answer-texts';
import { FEED_HORIZON, createActivityRepo, type Period } from './repo';

/**
 * The activity totals are labelled with the activity data version (migration 0018): only activity_events bumps
 * it. The same round trip reads the feed's position for the answer's cursor (FEED_HORIZON in the repo); a page
 * with rows carries both itself, so a cached total costs no other query.
 */
const ACTIVITY_DATA_VERSION = dataVersion('activity', sql`${FEED_HORIZON} as horizon`);

/** Everything the count depends on: the effective scope, the period's instants and the filter, never the page, cursor or lastUpdateTime. */
function totalKey(filter: TechnicianActivitySearchRequest, scope: RequestContext['scope'], period: Period): string {
  const { techBpNo, customer, customerNumber, status, serialNumber, workOrderNo } = filter;
  // A number typed with or without its leading zeros is one entry: they match the same rows.
  const orderKey = workOrderNo ? workOrderNumberKey(workOrderNo) : null;
  return JSON.stringify([scope.allTeams ? 'all' : asSet(scope.teamIds), period.from.getTime(), period.to.getTime(), techBpNo, customer, customerNumber, status, serialNumber, orderKey]);
}

export function createActivityService(deps: { db: Db }) {
  const { db } = deps;
  const repo = createActivityRepo(db);
  const totals = createTotalsCache(db, ACTIVITY_DATA_VERSION);

  function periodOf(filter: { startDate: string; endDate: string }, zone: LocalZone, ctx: RequestContext): Period {
    if (filter.endDate < filter.startDate) throw badRequest(answerTextsFor(ctx).endBeforeStart);
    return { from: new Date(dayBounds(filter.startDate, zone).start), to: new Date(dayBounds(addDays(filter.endDate, 1), zone).start) };
  }

  return {
    /**
     * One page (or, with a cursor, the rows recorded since it) and the filter's exact total, counted once per
     * filter, scope and activity data version (docs/decisions/0008-search-totals-cache.md). The cursor handed
     * back is read before the rows, so the next "what is new" call misses nothing committed later.
     */
    async search(filter: TechnicianActivitySearchRequest, ctx: RequestContext): Promise<{ answer: TechnicianActivitySearchResponse; totalSource: TotalSource }> {
      const period = periodOf(filter, await callerZone(db, ctx), ctx);
      const { cursor: since } = filter;
      const read = () => (since ? repo.recordedSince({ ...filter, cursor: since }, ctx.scope, period) : repo.page(filter, ctx.scope, period));
      const { rows, total, source, versionRow } = await totals.page(totalKey(filter, ctx.scope, period), since ? 0 : filter.index * filter.limit, {
        // "What is new" is mostly empty, and an empty page carries no version: it reads the version first.
        pageWithVersion: since ? undefined : read,
        page: async () => (await read()).rows,
        count: () => repo.count({ ...filter, cursor: undefined, lastUpdateTime: undefined }, ctx.scope, period),
      });
      // Read with the version, before the rows: the next "what is new" call misses nothing committed later.
      const cursor = versionRow.horizon;
      if (!cursor) throw new Error('the activity data version query answered no feed position');
      return { answer: { technicianActivityItems: rows, totalRowCount: total, cursor }, totalSource: source };
    },
  };
}
