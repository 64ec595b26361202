import { MINUTE_MS, truncateToMinute } from './overlap';
import { MINUTES_PER_DAY, type WorkingWindow } from './working-hours';

/** Planned against working time of one technician on one shown day (issue 18 item 14). */
export interface Utilisation {
  plannedMinutes: number;
  workingMinutes: number;
  /** planned / working (1 = 100 %, may exceed 1); null without working hours on the day. */
  ratio: number | null;
}

type Span = [number, number];

/** Total length of the union of spans: overlapping or touching spans count once. */
function unionLength(spans: Span[]): number {
  const sorted = spans.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let [curStart, curEnd] = [-Infinity, -Infinity];
  for (const [start, end] of sorted) {
    if (start > curEnd) {
      if (curEnd > curStart) total += curEnd - curStart;
      [curStart, curEnd] = [start, end];
    } else {
      curEnd = Math.max(curEnd, end);
    }
  }
  if (curEnd > curStart) total += curEnd - curStart;
  return total;
}

/**
 * Planned minutes of the items (every scheduler: work orders, training and leave) inside the day
 * that begins at dayStart, clipped to it, overlaps counted once; working minutes of the windows
 * drawn as the day's working-hour band (minutes of that day, an end past 1440 wraps to the morning).
 */
export function dayUtilisation(
  items: readonly { startDate: number; endDate: number }[],
  dayStart: number,
  windows: readonly WorkingWindow[],
): Utilisation {
  const planned = unionLength(
    items.map(({ startDate, endDate }) => [
      Math.max((truncateToMinute(startDate) - dayStart) / MINUTE_MS, 0),
      Math.min((truncateToMinute(endDate) - dayStart) / MINUTE_MS, MINUTES_PER_DAY),
    ]),
  );
  const working = unionLength(
    windows.flatMap(({ startMinute, endMinute }): Span[] => {
      const own: Span = [Math.max(startMinute, 0), Math.min(endMinute, MINUTES_PER_DAY)];
      return endMinute > MINUTES_PER_DAY ? [own, [0, Math.min(endMinute - MINUTES_PER_DAY, MINUTES_PER_DAY)]] : [own];
    }),
  );
  return { plannedMinutes: planned, workingMinutes: working, ratio: working > 0 ? planned / working : null };
}

/** Sum of several rows' utilisation (a team's total); the ratio again null without working time. */
export function sumUtilisation(parts: readonly Utilisation[]): Utilisation {
  const plannedMinutes = parts.reduce((sum, p) => sum + p.plannedMinutes, 0);
  const workingMinutes = parts.reduce((sum, p) => sum + p.workingMinutes, 0);
  return { plannedMinutes, workingMinutes, ratio: workingMinutes > 0 ? plannedMinutes / workingMinutes : null };
}

/** More planned than worked: above 100 %, or any planned time where there are no working hours. */
export function isOverPlanned(u: Utilisation): boolean {
  return u.ratio === null ? u.plannedMinutes > 0 : u.ratio > 1;
}
