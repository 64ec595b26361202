import { formatMinuteOfDay, localMinuteOfDay, ymdFromEpoch, zoneOffsetMinutes } from '@fsp/domain';
import { timezoneOffsetMinutes } from '../../lib/browser-time-zone';
import { browserHasLocale } from '../../lib/locale-data';

const DAY_MS = 86_400_000;

/**
 * A calendar's entries are wall-clock times in its country's zone: the planning grid and the server's save
 * check read them there, so the month grid shows and the working-hours form takes them there too, whatever
 * the browser's zone. The browser's zone stands in when the country's zone is unknown.
 */
export function calendarOffsetAt(timeZone: string | null, at: number): number {
  return (timeZone ? zoneOffsetMinutes(timeZone, at) : null) ?? timezoneOffsetMinutes(new Date(at));
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in the calendar's zone. */
export function calendarDayOf(ms: number, timeZone: string | null): string {
  return ymdFromEpoch(ms, calendarOffsetAt(timeZone, ms));
}

/** An entry as the month grid and the preview show it: 'start - end' in the calendar's zone. */
export function entryTimesText(entry: { startDate: number; endDate: number }, timeZone: string | null): string {
  const time = (ms: number) => formatMinuteOfDay(localMinuteOfDay(ms, calendarOffsetAt(timeZone, ms)));
  return `${time(entry.startDate)} - ${time(entry.endDate)}`;
}

/**
 * How many days after its start day an entry ends in the calendar's zone: 1 for a night shift (22:00 - 06:00), which
 * its times alone would show as a day's hours, or for hours up to midnight (18:00 - 00:00), as the form says of both.
 */
export function entryLaterDays(entry: { startDate: number; endDate: number }, timeZone: string | null): number {
  return Math.round((Date.parse(calendarDayOf(entry.endDate, timeZone)) - Date.parse(calendarDayOf(entry.startDate, timeZone))) / DAY_MS);
}

/** The mark after the times of an entry that ends on a later day: '(+1)'. */
export const laterDaysMark = (laterDays: number) => `(+${laterDays})`;

/**
 * The zone's name in the language ('Türkiye Standard Time (GMT+3)') when its offset at the instant differs from the
 * browser's, so a reader elsewhere knows the times are not theirs ('GMT+3' alone where the browser has no names in the
 * language); null when they read the same.
 */
export function zoneNameIfOther(timeZone: string | null, at: number, locale: string, browserOffset = timezoneOffsetMinutes(new Date(at))): string | null {
  const offset = timeZone ? zoneOffsetMinutes(timeZone, at) : null;
  if (offset === null || offset === browserOffset) return null;
  const part = (timeZoneName: 'long' | 'shortOffset') =>
    new Intl.DateTimeFormat(locale, { timeZone: timeZone!, timeZoneName }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  // Without the browser's data for the language the long name would be English: the offset alone is neutral.
  const long = browserHasLocale(locale) ? part('long') : undefined;
  const short = part('shortOffset');
  return long && short && long !== short ? `${long} (${short})` : (short ?? timeZone);
}
