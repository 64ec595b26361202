import { MINUTE_MS, truncateToMinute } from './overlap';
import { dayUtilisation, sumUtilisation, type Utilisation } from './utilisation';
import { MINUTES_PER_DAY, type WorkingWindow } from './working-hours';
import type { ViewWindowMinutes } from './timeline';

/**
 * The planning board's range views (issue 18 item 13, docs/decisions/0022 "Views"): several whole days
 * side by side on one axis. The window starts at local midnight of the first shown day and is measured
 * in minutes from there, so minute 1440 is midnight of the second day; the same `minuteToPercent` and
 * `blockGeometry` (85 % after the 7.5 % offset) draw it, and a job that runs past midnight is one block.
 * Days are taken as 24 hours long, as everywhere on the board (no served country observes daylight saving).
 */

const DAY_MS = MINUTES_PER_DAY * MINUTE_MS;

/** The window of `days` whole days: minute 0 is midnight of the first day. */
export function rangeWindow(days: number): ViewWindowMinutes {
  return { startMinute: 0, endMinute: Math.max(1, Math.floor(days)) * MINUTES_PER_DAY };
}

/** Epoch ms of local midnight of each shown day. */
export function rangeDayStarts(firstDayStart: number, days: number): number[] {
  return Array.from({ length: Math.max(1, Math.floor(days)) }, (_, index) => firstDayStart + index * DAY_MS);
}

/** Where a job sits relative to the shown days: wholly before them, touching them, or wholly after them. */
export function placementInRange(start: number, end: number, firstDayStart: number, days: number): 'before' | 'inRange' | 'after' {
  if (truncateToMinute(start) >= firstDayStart + days * DAY_MS) return 'after';
  if (truncateToMinute(end) <= firstDayStart) return 'before';
  return 'inRange';
}

/** One mark of the range axis: a day's start (labelled with its date) or an hour inside a day. */
export interface RangeAxisTick {
  /** Minutes from the first day's midnight. */
  minute: number;
  /** Index of the day the tick belongs to (0 = the first shown day). */
  day: number;
  /** Hour of that day (0 for a day's start). */
  hour: number;
  kind: 'day' | 'hour';
}

/** Hours between labelled ticks the axis may use, finest first: they divide the day evenly. */
export const RANGE_HOUR_STEPS = [1, 2, 3, 4, 6, 12] as const;

/**
 * Hours between the axis's hour labels: the finest step of RANGE_HOUR_STEPS whose labels stay at least
 * `minLabelPx` apart on an axis span `spanPx` wide showing `days` days; null when not even one label in
 * the middle of a day fits (then only the days are labelled).
 */
export function rangeHourStep(days: number, spanPx: number, minLabelPx: number): number | null {
  if (!(days > 0) || !(spanPx > 0)) return null;
  const pxPerHour = spanPx / (days * 24);
  return RANGE_HOUR_STEPS.find((step) => step * pxPerHour >= minLabelPx) ?? null;
}

/** The axis of `days` days: each day's start, then hours every `hourStep` inside the day (none when null). */
export function rangeAxisTicks(days: number, hourStep: number | null): RangeAxisTick[] {
  const ticks: RangeAxisTick[] = [];
  for (let day = 0; day < days; day++) {
    ticks.push({ minute: day * MINUTES_PER_DAY, day, hour: 0, kind: 'day' });
    if (hourStep === null || !(hourStep > 0)) continue;
    for (let hour = hourStep; hour < 24; hour += hourStep) ticks.push({ minute: day * MINUTES_PER_DAY + hour * 60, day, hour, kind: 'hour' });
  }
  return ticks;
}

/**
 * The working-hour bands of the shown days on the range axis: each day's windows (minutes of that day on
 * the viewer's axis, as the Day view draws them) moved by the day's offset. An overnight end runs on into
 * the next day rather than wrapping; only the first day's after-midnight part (the shift of the day before,
 * which is not shown) is drawn at the start, as the Day view does. Clipped to the range; touching or
 * overlapping bands stay separate (they are drawn, not counted).
 */
export function rangeBands(windowsPerDay: readonly (readonly WorkingWindow[])[]): ViewWindowMinutes[] {
  const total = windowsPerDay.length * MINUTES_PER_DAY;
  const bands: ViewWindowMinutes[] = [];
  const push = (startMinute: number, endMinute: number) => {
    const start = Math.max(0, startMinute);
    const end = Math.min(total, endMinute);
    if (end > start) bands.push({ startMinute: start, endMinute: end });
  };
  windowsPerDay.forEach((windows, day) => {
    const offset = day * MINUTES_PER_DAY;
    for (const window of windows) {
      push(offset + window.startMinute, offset + window.endMinute);
      if (day === 0 && window.endMinute > MINUTES_PER_DAY) push(0, window.endMinute - MINUTES_PER_DAY);
    }
  });
  return bands.sort((a, b) => a.startMinute - b.startMinute);
}

/**
 * Planned against working time over the shown days: each day counted as the Day view counts it (items
 * clipped to the day, overlaps once; that day's working windows) and the days summed.
 */
export function rangeUtilisation(
  items: readonly { startDate: number; endDate: number }[],
  firstDayStart: number,
  windowsPerDay: readonly (readonly WorkingWindow[])[],
): Utilisation {
  return sumUtilisation(windowsPerDay.map((windows, day) => dayUtilisation(items, firstDayStart + day * DAY_MS, windows)));
}
