export const MINUTE_MS = 60_000;

/** A time range in epoch milliseconds, read as [start, end). */
export interface TimeRange {
  start: number;
  end: number;
}

export interface IdentifiedTimeRange<Id> extends TimeRange {
  id: Id;
}

/**
 * Drops seconds and milliseconds. Works on UTC epoch ms, which equals truncating local time
 * because every zone the product serves has a whole-minute offset.
 */
export function truncateToMinute(ms: number): number {
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

/**
 * Minute-precision, half-open overlap: [09:00, 10:00) and [10:00, 11:00) do not overlap.
 * A range that is empty after truncation (end <= start) overlaps nothing; the form's
 * "end after start" rule reports those instead.
 */
export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  const aStart = truncateToMinute(a.start);
  const aEnd = truncateToMinute(a.end);
  const bStart = truncateToMinute(b.start);
  const bEnd = truncateToMinute(b.end);
  if (aEnd <= aStart || bEnd <= bStart) return false;
  return aStart < bEnd && bStart < aEnd;
}

/**
 * Ids of the items (one technician's schedule) that overlap at least one other item,
 * in input order. Pairwise on purpose: a technician's list is short and this stays obviously right.
 */
export function findOverlaps<Id>(items: readonly IdentifiedTimeRange<Id>[]): Id[] {
  const overlapping = new Array<boolean>(items.length).fill(false);
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (rangesOverlap(items[i], items[j])) {
        overlapping[i] = true;
        overlapping[j] = true;
      }
    }
  }
  return items.filter((_, index) => overlapping[index]).map((item) => item.id);
}
