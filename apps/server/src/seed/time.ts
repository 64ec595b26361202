/** Day arithmetic for the demo data. Days are whole numbers (days since 1970-01-01), times minutes of a local day. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export function dayNumber(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== isoDate) throw new Error(`Not a valid date: ${isoDate}`);
  return ms / DAY_MS;
}

export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

export function isWeekend(day: number): boolean {
  const d = weekday(day);
  return d === 0 || d === 6;
}

/** '08:00' or '08:00:00' -> minutes after midnight. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, Map<number, number>>();

/** The zone's UTC offset in minutes on that day (taken at local noon; none of the demo zones has DST). */
export function zoneOffsetMinutes(timeZone: string, day: number): number {
  let perDay = offsetCache.get(timeZone);
  if (!perDay) {
    perDay = new Map();
    offsetCache.set(timeZone, perDay);
  }
  const cached = perDay.get(day);
  if (cached !== undefined) return cached;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formatters.set(timeZone, format);
  }
  const instant = new Date(day * DAY_MS + 12 * HOUR_MS);
  const parts = format.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  const offset = Math.round((local - instant.getTime()) / MINUTE_MS);
  perDay.set(day, offset);
  return offset;
}

/** The instant of a local wall-clock time (minutes after local midnight, may exceed 1440) on a day. Always whole minutes. */
export function localInstant(day: number, minuteOfDay: number, timeZone: string): Date {
  return new Date(day * DAY_MS + (minuteOfDay - zoneOffsetMinutes(timeZone, day)) * MINUTE_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + Math.round(minutes) * MINUTE_MS);
}

/** The first day (day number) of the month `delta` months from the month containing `day`. */
export function monthStart(day: number, delta: number): number {
  const d = new Date(day * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + delta, 1) / DAY_MS;
}
