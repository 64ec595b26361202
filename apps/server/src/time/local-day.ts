import { eq } from 'drizzle-orm';
import { MINUTE_MS, addDays, zoneOffsetMinutes } from '@fsp/domain';
import type { Db } from '../db/client';
import { countries } from '../db/schema';
import type { RequestContext } from '../plugins/auth';

// Local calendar days and the caller's zone, shared by every feature that filters or prints by day: features
// import them from here rather than from one another.

/** A calendar day as the instants [start, end) in epoch ms. */
export interface DayBounds {
  ymd: string;
  start: number;
  end: number;
}

/**
 * How the server turns an instant into a local calendar day: the browser's fixed offset
 * (X-Timezone-Offset) when it sent one, otherwise an IANA zone (the country's `time_zone`).
 */
export type LocalZone = { offsetMinutes: number } | { timeZone: string };

/** The zone's offset at an instant; an unknown zone name in the countries table counts as UTC rather than failing the request. */
export function offsetAt(zone: LocalZone, at: number): number {
  return 'offsetMinutes' in zone ? zone.offsetMinutes : (zoneOffsetMinutes(zone.timeZone, at) ?? 0);
}

/** Epoch ms of local midnight starting the date in the zone (zone offsets may change, so re-checked once). */
function localMidnight(ymd: string, zone: LocalZone): number {
  const [year, month, day] = ymd.split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const utcMidnight = date.getTime();
  const first = utcMidnight - offsetAt(zone, utcMidnight) * MINUTE_MS;
  return utcMidnight - offsetAt(zone, first) * MINUTE_MS;
}

export function dayBounds(ymd: string, zone: LocalZone): DayBounds {
  return { ymd, start: localMidnight(ymd, zone), end: localMidnight(addDays(ymd, 1), zone) };
}

/** The browser's offset when it sent one, else the given zone (a country's, already read), else UTC. */
export function callerZoneOr(ctx: Pick<RequestContext, 'timezoneOffsetMinutes'>, timeZone: string | null | undefined): LocalZone {
  if (ctx.timezoneOffsetMinutes !== null) return { offsetMinutes: ctx.timezoneOffsetMinutes };
  return timeZone ? { timeZone } : { offsetMinutes: 0 };
}

/** The caller's zone: the browser's offset, else the zone of the caller's country (read only then), else UTC. */
export async function callerZone(db: Db, ctx: Pick<RequestContext, 'timezoneOffsetMinutes'> & { user: { countryCode: string } }): Promise<LocalZone> {
  if (ctx.timezoneOffsetMinutes !== null) return callerZoneOr(ctx, null);
  const [country] = await db.select({ timeZone: countries.timeZone }).from(countries).where(eq(countries.code, ctx.user.countryCode));
  return callerZoneOr(ctx, country?.timeZone);
}
