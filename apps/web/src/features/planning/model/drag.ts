import { MINUTE_MS, MINUTES_PER_DAY, TIMELINE_WIDTH_PERCENT } from '@fsp/domain';

/**
 * Drag and keyboard moves on the timeline: pixels to minutes, snapped to the 10-minute time step
 * (spec part 1 §5, §9). Pure, so the grid's pointer handlers stay thin and this stays tested.
 */

/** The planning time step in minutes. */
export const TIME_STEP_MINUTES = 10;
const STEP_MS = TIME_STEP_MINUTES * MINUTE_MS;
const DAY_MS = MINUTES_PER_DAY * MINUTE_MS;

export interface TimeRange {
  startDate: number;
  endDate: number;
}

/**
 * Minutes a horizontal pointer movement stands for on a timeline cell `cellWidthPx` wide: the day
 * spans 85 % of the cell (spec §9 geometry). Not snapped; 0 for an unusable width.
 */
export function pixelsToMinutes(deltaPx: number, cellWidthPx: number): number {
  if (!(cellWidthPx > 0) || !Number.isFinite(deltaPx)) return 0;
  return (deltaPx / ((cellWidthPx * TIMELINE_WIDTH_PERCENT) / 100)) * MINUTES_PER_DAY;
}

/** The nearest instant on the 10-minute grid that starts at local midnight `dayStart`. */
export function snapToStep(ms: number, dayStart: number): number {
  return dayStart + Math.round((ms - dayStart) / STEP_MS) * STEP_MS;
}

/**
 * A whole block moved by `deltaMinutes`: the new start snaps to the 10-minute grid and the length
 * stays. At least one step of the block stays on the shown day, so it can never be dropped out of
 * sight. Null when the snapped result is where the block already is.
 */
export function moveRange(range: TimeRange, deltaMinutes: number, dayStart: number): TimeRange | null {
  const length = range.endDate - range.startDate;
  if (!(length > 0)) return null;
  let start = snapToStep(range.startDate + deltaMinutes * MINUTE_MS, dayStart);
  const earliest = dayStart - length + STEP_MS;
  const latest = dayStart + DAY_MS - STEP_MS;
  start = Math.min(Math.max(start, Math.ceil((earliest - dayStart) / STEP_MS) * STEP_MS + dayStart), latest);
  if (start === range.startDate) return null;
  return { startDate: start, endDate: start + length };
}

/**
 * The block's end dragged by `deltaMinutes` (the right edge): snaps to the grid, stays at least one
 * step after the start and no later than the end of the shown day (unless it already was).
 * Null when nothing changes.
 */
export function resizeRange(range: TimeRange, deltaMinutes: number, dayStart: number): TimeRange | null {
  const minEnd = Math.ceil((range.startDate + STEP_MS - dayStart) / STEP_MS) * STEP_MS + dayStart;
  const maxEnd = Math.max(dayStart + DAY_MS, range.endDate);
  const end = Math.min(Math.max(snapToStep(range.endDate + deltaMinutes * MINUTE_MS, dayStart), minEnd), maxEnd);
  if (end === range.endDate) return null;
  return { startDate: range.startDate, endDate: end };
}

/** Pointer travel (px) below which a press is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 4;
