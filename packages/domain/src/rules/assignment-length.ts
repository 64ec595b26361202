import { MINUTE_MS } from './overlap';
import { PLANNING_TIME_STEP_MINUTES } from './free-slot';

/** A new assignment's length when nothing better is known: the form's 08:00–10:00 default (spec part 1 §5). */
export const DEFAULT_ASSIGNMENT_LENGTH_MS = 2 * 60 * MINUTE_MS;
/** A standard time longer than a day is not a length to plan in one block. */
const LONGEST_MS = 24 * 60 * MINUTE_MS;

/**
 * The length a work order dropped on the timeline gets (issue 18 item 12): its standard hours, rounded up
 * to the planning time step and kept within one step and a day; the form's two hours when it has none.
 */
export function assignmentLengthMs(standardHours: number | null | undefined): number {
  if (typeof standardHours !== 'number' || !Number.isFinite(standardHours) || standardHours <= 0) return DEFAULT_ASSIGNMENT_LENGTH_MS;
  const step = PLANNING_TIME_STEP_MINUTES * MINUTE_MS;
  const rounded = Math.ceil((standardHours * 60 * MINUTE_MS) / step - 1e-9) * step;
  return Math.min(Math.max(rounded, step), LONGEST_MS);
}
