import { MINUTE_MS, rangesOverlap, truncateToMinute, type TimeRange } from './overlap';
import type { WorkingWindow } from './working-hours';

/** Spec part 1 §5, §9: planning times step in 10 minutes. */
export const PLANNING_TIME_STEP_MINUTES = 10;

/** What a new assignment's proposed slot must avoid and fit (issue 18 item 6). */
export interface FreeSlotInput {
  /** The planning day, 'YYYY-MM-DD', in the technician's zone. */
  day: string;
  /** The technician's offset east of UTC on that day. */
  tzOffsetMinutes: number;
  /** The technician's working windows (resolveWorkingHours), minutes after local midnight. */
  hours: readonly WorkingWindow[];
  /** The technician's planned items (stored and pending). */
  busy: readonly TimeRange[];
  /** Length of the proposed slot. */
  lengthMs: number;
  /** Starts are tried on this grid from local midnight (the form's 10-minute time step). */
  stepMinutes: number;
}

/**
 * The earliest [start, end) of the given length inside one of the working windows of the day that
 * overlaps none of the busy ranges, its start on the time-step grid; null when the day has none
 * (the caller keeps its own default then).
 */
export function firstFreeSlot(input: FreeSlotInput): TimeRange | null {
  const { lengthMs, stepMinutes } = input;
  if (!(lengthMs > 0) || !(stepMinutes > 0)) return null;
  const midnight = Date.parse(`${input.day}T00:00:00Z`) - input.tzOffsetMinutes * MINUTE_MS;
  if (!Number.isFinite(midnight)) return null;
  const step = stepMinutes * MINUTE_MS;
  const onGrid = (ms: number) => midnight + Math.ceil((ms - midnight) / step) * step;
  const windows = [...input.hours].sort((a, b) => a.startMinute - b.startMinute);
  for (const window of windows) {
    const windowEnd = midnight + window.endMinute * MINUTE_MS;
    let start = onGrid(midnight + window.startMinute * MINUTE_MS);
    while (start + lengthMs <= windowEnd) {
      const slot = { start, end: start + lengthMs };
      const clashes = input.busy.filter((range) => rangesOverlap(slot, range));
      if (clashes.length === 0) return slot;
      // Jump past the latest clashing item instead of walking step by step through it.
      start = onGrid(Math.max(...clashes.map((range) => truncateToMinute(range.end))));
    }
  }
  return null;
}
