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

/**
 * Left position in percent for a minute of the view window (the whole day unless a zoomed view
 * passes its length); minutes outside the window clamp to its ends. The window always spans the
 * same 85 % after the 7.5 % offset, so the Day view's numbers are the spec's.
 */
export function minuteToPercent(minuteOfWindow: number, windowMinutes: number = MINUTES_PER_DAY): number {
  const minute = Math.min(Math.max(minuteOfWindow, 0), windowMinutes);
  return Math.min(TIMELINE_OFFSET_PERCENT + (minute * TIMELINE_WIDTH_PERCENT) / windowMinutes, TIMELINE_MAX_PERCENT);
}

/**
 * Minutes a horizontal pointer movement stands for on a timeline cell `cellWidthPx` wide whose
 * 85 % span shows `windowMinutes`. Not snapped; 0 for an unusable width.
 */
export function pixelsToWindowMinutes(deltaPx: number, cellWidthPx: number, windowMinutes: number = MINUTES_PER_DAY): number {
  if (!(cellWidthPx > 0) || !(windowMinutes > 0) || !Number.isFinite(deltaPx)) return 0;
  return (deltaPx / ((cellWidthPx * TIMELINE_WIDTH_PERCENT) / 100)) * windowMinutes;
}

/** The part of the day a zoomed view shows, in minutes from local midnight of the shown day. */
export interface ViewWindowMinutes {
  startMinute: number;
  endMinute: number;
}

/** The working-hours view when no shown technician has working hours on the day. */
export const WORKING_HOURS_FALLBACK: ViewWindowMinutes = { startMinute: 6 * 60, endMinute: 20 * 60 };

/**
 * The working-hours view's window: from the earliest working-band start to the latest end (minutes
 * of the day on the viewer's axis; an overnight end counts as midnight), widened to whole hours
 * and then by an hour on each side, never past the day. The day's items (minutes from the same
 * midnight, running past either end of the day if they span it) that start or end outside it widen
 * it further to the whole hours around them, cut at the day's ends, so no item a dispatcher planned
 * or moved outside the working hours is hidden at the window's edge. An item covering the whole
 * window (a day's leave, a week's training) is seen across it and widens nothing: one such item
 * would otherwise turn the view into the Day view for every row.
 */
export function workingHoursWindow(bands: readonly ViewWindowMinutes[], items: readonly ViewWindowMinutes[] = []): ViewWindowMinutes {
  const hours = bandsWindow(bands);
  let { startMinute, endMinute } = hours;
  // A loop, not Math.min(...): a board of a thousand technicians holds more items than a call takes arguments.
  for (const item of items) {
    // As placementOnDay: an item that ends at 00:00 belongs to the day before, one that starts at 24:00 to the next.
    if (item.endMinute < item.startMinute || item.endMinute <= 0 || item.startMinute >= MINUTES_PER_DAY) continue;
    if (item.startMinute <= hours.startMinute && item.endMinute >= hours.endMinute) continue;
    startMinute = Math.min(startMinute, Math.floor(Math.max(0, item.startMinute) / 60) * 60);
    endMinute = Math.max(endMinute, Math.ceil(Math.min(MINUTES_PER_DAY, item.endMinute) / 60) * 60);
  }
  return { startMinute, endMinute };
}

function bandsWindow(bands: readonly ViewWindowMinutes[]): ViewWindowMinutes {
  if (bands.length === 0) return WORKING_HOURS_FALLBACK;
  const first = Math.min(...bands.map((band) => band.startMinute));
  const last = Math.max(...bands.map((band) => Math.min(band.endMinute, MINUTES_PER_DAY)));
  const startMinute = Math.max(0, Math.floor(first / 60) * 60 - 60);
  const endMinute = Math.min(MINUTES_PER_DAY, Math.ceil(last / 60) * 60 + 60);
  return endMinute > startMinute ? { startMinute, endMinute } : WORKING_HOURS_FALLBACK;
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
 * Position of a job block [start, end) (epoch ms) on the view window that begins at windowStart
 * (epoch ms; local midnight in the Day view) and lasts windowMinutes, clipped to that window. Null
 * when the job does not touch the window or end < start; in the Day view those show as
 * previous-date / next-date markers instead. Days are taken as 24 hours long, as no served country
 * observes daylight saving. The flags say the job goes on past the window's start or end.
 */
export function blockGeometry(start: number, end: number, windowStart: number, windowMinutes: number = MINUTES_PER_DAY): BlockGeometry | null {
  const startMs = truncateToMinute(start);
  const endMs = truncateToMinute(end);
  const windowEnd = windowStart + windowMinutes * MINUTE_MS;
  if (endMs < startMs || endMs <= windowStart || startMs >= windowEnd) return null;
  const clippedStart = Math.max(startMs, windowStart);
  const clippedEnd = Math.min(endMs, windowEnd);
  const leftPercent = minuteToPercent((clippedStart - windowStart) / MINUTE_MS, windowMinutes);
  const rightPercent = minuteToPercent((clippedEnd - windowStart) / MINUTE_MS, windowMinutes);
  return {
    leftPercent,
    widthPercent: rightPercent - leftPercent,
    startsBeforeDay: startMs < windowStart,
    endsAfterDay: endMs > windowEnd,
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
