import { eq } from 'drizzle-orm';
import { ACTIVITY_MESSAGES, addDays, type TechnicianActivitySearchRequest, type TechnicianActivitySearchResponse } from '@fsp/domain';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema';
import type { RequestContext } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { dayBounds, type LocalZone } from '../planning/planning-day';
import { createActivityRepo, type Period } from './repo';

export function createActivityService(deps: { db: Db }) {
  const { db } = deps;
  const repo = createActivityRepo(db);

  /** The browser's zone (X-Timezone-Offset), else the caller's country zone. */
  async function zoneOf(ctx: RequestContext): Promise<LocalZone> {
    if (ctx.timezoneOffsetMinutes !== null) return { offsetMinutes: ctx.timezoneOffsetMinutes };
    const [country] = await db.select({ timeZone: countries.timeZone }).from(countries).where(eq(countries.code, ctx.user.countryCode));
    return country ? { timeZone: country.timeZone } : { offsetMinutes: 0 };
  }

  function periodOf(filter: { startDate: string; endDate: string }, zone: LocalZone): Period {
    if (filter.endDate < filter.startDate) throw badRequest(ACTIVITY_MESSAGES.endBeforeStart);
    return { from: new Date(dayBounds(filter.startDate, zone).start), to: new Date(dayBounds(addDays(filter.endDate, 1), zone).start) };
  }

  return {
    /**
     * One page (or, with a cursor, the rows recorded since it) and the filter's exact total. The cursor
     * handed back is read before the rows, so the next "what is new" call misses nothing committed later.
     */
    async search(filter: TechnicianActivitySearchRequest, ctx: RequestContext): Promise<TechnicianActivitySearchResponse> {
      const period = periodOf(filter, await zoneOf(ctx));
      const cursor = await repo.horizon();
      const [items, total] = await Promise.all([
        filter.cursor ? repo.recordedSince(filter, ctx.scope, period, filter.cursor) : repo.page(filter, ctx.scope, period),
        repo.count({ ...filter, cursor: undefined, lastUpdateTime: undefined }, ctx.scope, period),
      ]);
      return { technicianActivityItems: items, totalRowCount: total, cursor };
    },
  };
}
