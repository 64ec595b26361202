import { MINUTE_MS, isValidYmd, parseYmdCompact, ymdFromEpoch } from '@fsp/domain';
import { dayBounds, offsetAt, type DayBounds, type LocalZone } from '../../time/local-day';

// The planning board's own day rules: how a searchDate names a day and how history texts print a range.

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
