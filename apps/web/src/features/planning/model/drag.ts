import { MINUTE_MS, MINUTES_PER_DAY, pixelsToWindowMinutes } from '@fsp/domain';

/**
 * Drag and keyboard moves on the timeline: pixels to minutes, snapped to the time step: 10 minutes
 * in the Day view (spec part 1 §5, §9), 5 in the Working hours view, 15 and 30 in the range views
 * (stepFor in view.ts). Pure, so the grid's pointer handlers
 * stay thin and this stays tested.
 */

/** The planning time step in minutes (the Day view's). */
export const TIME_STEP_MINUTES = 10;
/** The finer step of the zoomed views, where a 10-minute jump is a visible leap. */
export const ZOOMED_STEP_MINUTES = 5;
const DAY_MS = MINUTES_PER_DAY * MINUTE_MS;

export interface TimeRange {
  startDate: number;
  endDate: number;
}

/**
 * Minutes a horizontal pointer movement stands for on a timeline cell `cellWidthPx` wide: the view
 * window (the day unless given) spans 85 % of the cell (spec §9 geometry). Not snapped.
 */
export function pixelsToMinutes(deltaPx: number, cellWidthPx: number, windowMinutes: number = MINUTES_PER_DAY): number {
  return pixelsToWindowMinutes(deltaPx, cellWidthPx, windowMinutes);
}

/** The nearest instant on the `step`-minute grid that starts at local midnight `dayStart`. */
export function snapToStep(ms: number, dayStart: number, step: number = TIME_STEP_MINUTES): number {
  const stepMs = step * MINUTE_MS;
  return dayStart + Math.round((ms - dayStart) / stepMs) * stepMs;
}

/**
 * A whole block moved by `deltaMinutes`: the new start snaps to the step's grid and the length
 * stays. At least one step of the block stays on the shown days (`days` from `dayStart`: one but in
 * the range views), so it can never be dropped out of sight. Null when the snapped result is where
 * the block already is.
 */
export function moveRange(range: TimeRange, deltaMinutes: number, dayStart: number, step: number = TIME_STEP_MINUTES, days = 1): TimeRange | null {
  const stepMs = step * MINUTE_MS;
  const length = range.endDate - range.startDate;
  if (!(length > 0)) return null;
  let start = snapToStep(range.startDate + deltaMinutes * MINUTE_MS, dayStart, step);
  const earliest = dayStart - length + stepMs;
  const latest = dayStart + days * DAY_MS - stepMs;
  start = Math.min(Math.max(start, Math.ceil((earliest - dayStart) / stepMs) * stepMs + dayStart), latest);
  if (start === range.startDate) return null;
  return { startDate: start, endDate: start + length };
}

/**
 * The block's end dragged by `deltaMinutes` (the right edge): snaps to the grid, stays at least one
 * step after the start and no later than the end of the shown days (unless it already was).
 * Null when nothing changes.
 */
export function resizeRange(range: TimeRange, deltaMinutes: number, dayStart: number, step: number = TIME_STEP_MINUTES, days = 1): TimeRange | null {
  const stepMs = step * MINUTE_MS;
  const minEnd = Math.ceil((range.startDate + stepMs - dayStart) / stepMs) * stepMs + dayStart;
  const maxEnd = Math.max(dayStart + days * DAY_MS, range.endDate);
  const end = Math.min(Math.max(snapToStep(range.endDate + deltaMinutes * MINUTE_MS, dayStart, step), minEnd), maxEnd);
  if (end === range.endDate) return null;
  return { startDate: range.startDate, endDate: end };
}

/** Pointer travel (px) below which a press is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 4;
