import { MINUTE_MS } from './overlap';

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      formatter = null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Minutes east of UTC of an IANA zone (a country's `timeZone`, e.g. Asia/Almaty +300) at an instant;
 * null for a zone name the runtime does not know, so the caller decides the fallback.
 */
export function zoneOffsetMinutes(timeZone: string, at: number): number | null {
  // formatToParts costs microseconds and a grid asks it per team for the same instant: remember each zone's
  // offset per whole minute (zone transitions fall on whole minutes since 1900), in a bounded map.
  const key = `${timeZone}|${Math.floor(at / MINUTE_MS)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const offset = computeOffset(timeZone, at);
  if (offsets.size >= MAX_REMEMBERED_OFFSETS) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

const MAX_REMEMBERED_OFFSETS = 10_000;
const offsets = new Map<string, number | null>();

function computeOffset(timeZone: string, at: number): number | null {
  const formatter = formatterFor(timeZone);
  if (!formatter) return null;
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(at))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / MINUTE_MS);
}
