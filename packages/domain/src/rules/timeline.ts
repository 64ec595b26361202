import { WORKING_STATUSES, type WorkingStatus } from '../codes';
import { MINUTE_MS, truncateToMinute } from './overlap';
import { MINUTES_PER_DAY } from './working-hours';

/**
 * Planning-grid geometry (spec part 1 §9): the 24-hour timeline spans 85 % of the row after a
 * 7.5 % offset, so a minute maps to 7.5 + minute * 85 / 1440 percent (about 3.54 % per hour),
 * capped at 92.5. The exact ratio is used, not 3.54, so 24:00 lands exactly on 92.5.
 */
export const TIMELINE_OFFSET_PERCENT = 7.5;
export const TIMELINE_WIDTH_PERCENT = 85;
export const TIMELINE_MAX_PERCENT = TIMELINE_OFFSET_PERCENT + TIMELINE_WIDTH_PERCENT;
export const TIMELINE_PERCENT_PER_HOUR = (TIMELINE_WIDTH_PERCENT / MINUTES_PER_DAY) * 60;

/** The 00:00 label is hidden when working hours start at or before this percent. */
export const EDGE_LABEL_START_THRESHOLD_PERCENT = 12;
/** The 23:59 label is hidden when working hours end at or after this percent. */
export const EDGE_LABEL_END_THRESHOLD_PERCENT = 88;

const DAY_MS = MINUTES_PER_DAY * MINUTE_MS;

/** Left position in percent for a minute of the day; out-of-day minutes clamp to the ends. */
export function minuteToPercent(minuteOfDay: number): number {
  const minute = Math.min(Math.max(minuteOfDay, 0), MINUTES_PER_DAY);
  return Math.min(TIMELINE_OFFSET_PERCENT + (minute * TIMELINE_WIDTH_PERCENT) / MINUTES_PER_DAY, TIMELINE_MAX_PERCENT);
}

export interface BlockGeometry {
  leftPercent: number;
  widthPercent: number;
  /** The job began on an earlier day and is cut at 00:00. */
  startsBeforeDay: boolean;
  /** The job goes on into a later day and is cut at 24:00. */
  endsAfterDay: boolean;
}

/**
 * Position of a job block [start, end) (epoch ms) on the day that begins at dayStart (epoch ms of
 * local midnight), clipped to that day. Null when the job does not touch the day or end < start;
 * those show as previous-date / next-date markers instead. Days are taken as 24 hours long, as no
 * served country observes daylight saving.
 */
export function blockGeometry(start: number, end: number, dayStart: number): BlockGeometry | null {
  const startMs = truncateToMinute(start);
  const endMs = truncateToMinute(end);
  const dayEnd = dayStart + DAY_MS;
  if (endMs < startMs || endMs <= dayStart || startMs >= dayEnd) return null;
  const clippedStart = Math.max(startMs, dayStart);
  const clippedEnd = Math.min(endMs, dayEnd);
  const leftPercent = minuteToPercent((clippedStart - dayStart) / MINUTE_MS);
  const rightPercent = minuteToPercent((clippedEnd - dayStart) / MINUTE_MS);
  return {
    leftPercent,
    widthPercent: rightPercent - leftPercent,
    startsBeforeDay: startMs < dayStart,
    endsAfterDay: endMs > dayEnd,
  };
}

/** Where a job sits relative to the shown day: wholly before it, touching it, or wholly after it. */
export function placementOnDay(start: number, end: number, dayStart: number): 'previousDay' | 'thisDay' | 'nextDay' {
  if (truncateToMinute(start) >= dayStart + DAY_MS) return 'nextDay';
  if (truncateToMinute(end) <= dayStart) return 'previousDay';
  return 'thisDay';
}

/**
 * Which edge labels to hide so they do not collide with the working-hour labels.
 * Read per side (the spec lists both labels in one sentence): an early start hides 00:00,
 * a late end hides 23:59.
 */
export function hideEdgeLabels(
  workStartPercent: number,
  workEndPercent: number,
): { hideStartOfDayLabel: boolean; hideEndOfDayLabel: boolean } {
  return {
    hideStartOfDayLabel: workStartPercent <= EDGE_LABEL_START_THRESHOLD_PERCENT,
    hideEndOfDayLabel: workEndPercent >= EDGE_LABEL_END_THRESHOLD_PERCENT,
  };
}

/** Working status codes (orderWekingStatus), spec part 1 §4. */


export function isWorkingStatus(value: unknown): value is WorkingStatus {
  return typeof value === 'string' && (WORKING_STATUSES as readonly string[]).includes(value);
}

/** Statuses whose assignment drawer is read-only (no delete, no update, times locked). */
export const READ_ONLY_STATUSES: readonly WorkingStatus[] = ['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED'];
/** The history drawer also locks HOLD. */
export const HISTORY_READ_ONLY_STATUSES: readonly WorkingStatus[] = [...READ_ONLY_STATUSES, 'HOLD'];
/** The timeline popover hides Delete for these (same set as the history drawer). */
export const NON_DELETABLE_STATUSES: readonly WorkingStatus[] = HISTORY_READ_ONLY_STATUSES;

export function isReadOnlyStatus(
  status: string | null | undefined,
  drawer: 'assignment' | 'history' = 'assignment',
): boolean {
  const statuses = drawer === 'history' ? HISTORY_READ_ONLY_STATUSES : READ_ONLY_STATUSES;
  return isWorkingStatus(status) && statuses.includes(status);
}

export function isDeletableStatus(status: string | null | undefined): boolean {
  return !(isWorkingStatus(status) && NON_DELETABLE_STATUSES.includes(status));
}

/** Red for REJECT and for any block with a warning or error. */
export const WARNING_COLOR = '#e53935';
/** Statuses without a colour of their own are black. */
export const DEFAULT_STATUS_COLOR = '#000000';

/** Timeline block colours by working status (spec part 1 §4 "Timeline colours"). */
export const WORKING_STATUS_COLORS: Readonly<Partial<Record<WorkingStatus, string>>> = {
  INFORMED_SAVED: '#4fc3f7', // light blue
  INFORMED_UNSAVED: '#616161', // dark grey
  ATHOME: '#616161', // dark grey
  ACCEPT: '#43a047', // green
  ENROUTE: '#b39ddb', // light purple
  ONSITE: '#d81b9c', // magenta
  INPROCESS: '#8d6e63', // brown-grey
  JOBDONE: '#8b0000', // dark red
  BACKHOME: '#9e9e9e', // grey
  HOLD: '#fdd835', // yellow
  REJECT: WARNING_COLOR, // red
  JOBCLOSED: '#1b5e20', // dark green
  OFFDAY: '#40e0d0', // turquoise
};

/** CSS colour of a timeline block; a warning or error overrides the status colour with red. */
export function colorFor(status: string | null | undefined, hasWarningOrError: boolean): string {
  if (hasWarningOrError) return WARNING_COLOR;
  return (isWorkingStatus(status) ? WORKING_STATUS_COLORS[status] : undefined) ?? DEFAULT_STATUS_COLOR;
}
