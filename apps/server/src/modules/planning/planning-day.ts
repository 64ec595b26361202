import { MINUTE_MS, addDays, isValidYmd, parseYmdCompact, ymdFromEpoch, zoneOffsetMinutes } from '@fsp/domain';

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

/** The zone's offset at an instant; an unknown zone name in the countries table counts as UTC rather than failing the grid. */
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

/** The calendar date a searchDate names: 'YYYY-MM-DD', 'YYYYMMDD', or the local date of an epoch-ms instant. */
export function searchDateYmd(searchDate: number | string, zone: LocalZone): string | null {
  if (typeof searchDate === 'number') {
    if (!Number.isFinite(searchDate) || Math.abs(searchDate) > 8.64e15) return null;
    return ymdFromEpoch(searchDate, offsetAt(zone, searchDate));
  }
  if (isValidYmd(searchDate)) return searchDate;
  return parseYmdCompact(searchDate);
}

/** The local day of a searchDate, or null for an impossible date (2026-02-30). */
export function planningDay(searchDate: number | string, zone: LocalZone): DayBounds | null {
  const ymd = searchDateYmd(searchDate, zone);
  return ymd ? dayBounds(ymd, zone) : null;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** 'dd.MM.yyyy' and 'HH:mm' of an instant in the zone. */
function localParts(ms: number, zone: LocalZone): { date: string; time: string } {
  const local = new Date(ms + offsetAt(zone, ms) * MINUTE_MS);
  return {
    date: `${pad(local.getUTCDate())}.${pad(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/** '22.11.2026 08:00–10:00', or '22.11.2026 22:00 – 23.11.2026 06:00' across midnight; for history texts. */
export function formatRange(start: number, end: number, zone: LocalZone): string {
  const from = localParts(start, zone);
  const to = localParts(end, zone);
  return from.date === to.date ? `${from.date} ${from.time}–${to.time}` : `${from.date} ${from.time} – ${to.date} ${to.time}`;
}

