import { addDays, ymdFromEpoch } from './date-presets';
import { isWeekend, localTimeToEpoch, type TzOffset } from './repetitive-tasks';
import { zoneOffsetMinutes } from './time-zones';
import { parseTimeOfDay } from './working-hours';

/**
 * When notification e-mails are due, in a country's own time zone (its IANA name, e.g. Europe/Istanbul):
 * the daily planning e-mail at a local time of day, the team notifications for today and tomorrow.
 */

/** The zone as the date rules take it; an unknown zone name counts as UTC. */
export const zoneOf = (timeZone: string): TzOffset => (epochMs: number) => zoneOffsetMinutes(timeZone, epochMs) ?? 0;

/** The local calendar date ('YYYY-MM-DD') of an instant in the zone. */
export function localDateOf(epochMs: number, timeZone: string): string {
  return ymdFromEpoch(epochMs, zoneOffsetMinutes(timeZone, epochMs) ?? 0);
}

/** [start, end) of a local calendar day in epoch ms (23 or 25 hours long on a daylight-saving change). */
export function localDayBounds(ymd: string, timeZone: string): { start: number; end: number } {
  const zone = zoneOf(timeZone);
  return { start: localTimeToEpoch(ymd, 0, zone), end: localTimeToEpoch(addDays(ymd, 1), 0, zone) };
}

/**
 * The daily run of a country that is due at `now`: today's local date once the local time of day
 * ('HH:mm', an unreadable setting counts as the default) has come, else null.
 */
export function dueDailyRun(now: number, timeZone: string, timeOfDay: string | null | undefined, defaultTime: string): { runDate: string; dueAt: number } | null {
  const minute = parseTimeOfDay(timeOfDay) ?? parseTimeOfDay(defaultTime) ?? 0;
  const runDate = localDateOf(now, timeZone);
  const dueAt = localTimeToEpoch(runDate, minute, zoneOf(timeZone));
  return now >= dueAt ? { runDate, dueAt } : null;
}

/** The first day after `ymd` that is neither a Saturday, a Sunday nor one of the holidays ('YYYY-MM-DD'). */
export function nextWorkingDay(ymd: string, holidays: ReadonlySet<string>): string {
  let day = addDays(ymd, 1);
  // A country never has a month of holidays; the bound only guards against a bad calendar.
  for (let i = 0; i < 31 && (isWeekend(day) || holidays.has(day)); i++) day = addDays(day, 1);
  return day;
}

/** True when [start, end) touches today or tomorrow, local to the zone at `now`. */
export function touchesTodayOrTomorrow(start: number, end: number, now: number, timeZone: string): boolean {
  const today = localDateOf(now, timeZone);
  const from = localDayBounds(today, timeZone).start;
  const to = localDayBounds(addDays(today, 1), timeZone).end;
  return start < to && end > from;
}
