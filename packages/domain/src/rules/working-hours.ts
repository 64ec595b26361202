import { MINUTE_MS, truncateToMinute } from './overlap';

export const MINUTES_PER_DAY = 1440;

/** Used when neither the team nor the organization gives working hours. */
export const DEFAULT_WORK_START_TIME = '08:00';
export const DEFAULT_WORK_END_TIME = '17:00';

/**
 * One working window in minutes after local midnight, start inclusive, end exclusive.
 * endMinute is always greater than startMinute; an overnight window (22:00-06:00)
 * has an endMinute above 1440 (here 1800).
 */
export interface WorkingWindow {
  startMinute: number;
  endMinute: number;
}

/** The parts of a technician that decide working hours (see Technician in spec part 1 §3). */
export interface WorkingHoursSource {
  organization?: { workHourStartTime?: string | null; workHourEndTime?: string | null } | null;
  team?: {
    /** The team's calendar entries on the day in question (calendarHoursOn); null or absent when the team has no calendar. */
    calendarHours?: readonly { startTime?: string | null; endTime?: string | null }[] | null;
    workingHours?: readonly { startTime?: string | null; endTime?: string | null }[] | null;
  } | null;
}

/**
 * Minutes after midnight for 'HH:mm' or 'HH:mm:ss' (seconds and fractions ignored, like every
 * other time here); '24:00' is accepted as an end of day. Returns null for anything else.
 */
export function parseTimeOfDay(text: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec((text ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (minutes > 59 || seconds > 59) return null;
  if (hours === 24 && minutes === 0 && seconds === 0) return MINUTES_PER_DAY;
  if (hours > 23) return null;
  return hours * 60 + minutes;
}

/** 'HH:mm' for a minute of the day; minutes past midnight of the next day wrap (1800 -> '06:00'). */
export function formatMinuteOfDay(minute: number): string {
  const wrapped = ((Math.floor(minute) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(wrapped / 60);
  const minutes = wrapped % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * A window from two time texts. An end earlier than the start rolls to the next day, as calendar
 * entries do; equal times (no length) and unreadable times give null.
 */
export function toWorkingWindow(
  startTime: string | null | undefined,
  endTime: string | null | undefined,
): WorkingWindow | null {
  const startMinute = parseTimeOfDay(startTime);
  const endMinute = parseTimeOfDay(endTime);
  if (startMinute === null || endMinute === null) return null;
  if (startMinute === MINUTES_PER_DAY || startMinute === endMinute) return null;
  return {
    startMinute,
    endMinute: endMinute < startMinute ? endMinute + MINUTES_PER_DAY : endMinute,
  };
}

/**
 * A calendar's working windows on one local day: every live entry starting on that day, as minutes
 * after that day's midnight (an entry running past midnight ends above 1440).
 */
export function calendarWindowsOn(
  entries: readonly { startDate: number; endDate: number }[],
  day: string,
  tzOffsetMinutes: number,
): WorkingWindow[] {
  const midnight = Date.parse(`${day}T00:00:00Z`) - tzOffsetMinutes * MINUTE_MS;
  const nextMidnight = midnight + MINUTES_PER_DAY * MINUTE_MS;
  return entries
    .filter((e) => e.startDate >= midnight && e.startDate < nextMidnight && e.endDate > e.startDate)
    .map((e) => ({ startMinute: Math.floor((e.startDate - midnight) / MINUTE_MS), endMinute: Math.floor((e.endDate - midnight) / MINUTE_MS) }))
    .sort((a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute);
}

/**
 * The same as 'HH:mm' texts, the shape team working hours travel in (an end past midnight wraps and rolls
 * back when read; a block ending exactly at midnight ends at '24:00'; a block over 24 hours is cut to one day).
 */
export function calendarHoursOn(entries: readonly { startDate: number; endDate: number }[], day: string, tzOffsetMinutes: number): { startTime: string; endTime: string }[] {
  return calendarWindowsOn(entries, day, tzOffsetMinutes).map((w) => {
    const end = Math.min(w.endMinute, w.startMinute + MINUTES_PER_DAY - 1);
    return { startTime: formatMinuteOfDay(w.startMinute), endTime: end === MINUTES_PER_DAY ? '24:00' : formatMinuteOfDay(end) };
  });
}

const sortWindows = (windows: WorkingWindow[]) => windows.sort((a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute);

/** Where a technician's working hours come from, in the order resolveWorkingHours tries them. */
export const WORKING_HOURS_SOURCES = ['calendar', 'team', 'organization', 'default'] as const;
export type WorkingHoursSourceKind = (typeof WORKING_HOURS_SOURCES)[number];

/**
 * Working windows for a technician on one day, earliest first, and where they come from (issue 13 "Calendars are
 * the team's working hours"): the team's calendar entries on that day when the team has a calendar (none: a day
 * off), else the team's working-hour list when it has a readable entry, else the organization's start and end,
 * else 08:00-17:00.
 */
export function explainWorkingHours(technician: WorkingHoursSource): { source: WorkingHoursSourceKind; windows: WorkingWindow[] } {
  const calendarHours = technician.team?.calendarHours;
  if (calendarHours) return { source: 'calendar', windows: sortWindows(calendarHours.map((h) => toWorkingWindow(h.startTime, h.endTime)).filter((w): w is WorkingWindow => w !== null)) };
  const teamWindows = (technician.team?.workingHours ?? [])
    .map((entry) => toWorkingWindow(entry.startTime, entry.endTime))
    .filter((window): window is WorkingWindow => window !== null);
  if (teamWindows.length > 0) return { source: 'team', windows: sortWindows(teamWindows) };

  const organization = technician.organization;
  const orgStart = organization?.workHourStartTime?.trim();
  const orgEnd = organization?.workHourEndTime?.trim();
  if (orgStart || orgEnd) {
    // A single missing field falls back on its own (07:00 + missing end -> 07:00-17:00).
    const orgWindow = toWorkingWindow(orgStart || DEFAULT_WORK_START_TIME, orgEnd || DEFAULT_WORK_END_TIME);
    if (orgWindow) return { source: 'organization', windows: [orgWindow] };
  }

  return { source: 'default', windows: [toWorkingWindow(DEFAULT_WORK_START_TIME, DEFAULT_WORK_END_TIME) as WorkingWindow] };
}

/** The windows of explainWorkingHours: what the grid, drag and drop, the drawer and the save check go by. */
export function resolveWorkingHours(technician: WorkingHoursSource): WorkingWindow[] {
  return explainWorkingHours(technician).windows;
}

/**
 * Minute of the local day (0-1439) for an epoch ms instant.
 * tzOffsetMinutes is the local offset east of UTC (Istanbul +180), i.e. -Date#getTimezoneOffset().
 * A fixed offset is enough: none of the served countries (TR, RU, KZ, AZ, KG) observes daylight saving.
 */
export function localMinuteOfDay(ms: number, tzOffsetMinutes: number): number {
  const localMinutes = Math.floor(truncateToMinute(ms) / MINUTE_MS) + tzOffsetMinutes;
  return ((localMinutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

function startFallsInWindow(window: WorkingWindow, minuteOfDay: number): boolean {
  // The second candidate catches the after-midnight part of an overnight window.
  return [minuteOfDay, minuteOfDay + MINUTES_PER_DAY].some(
    (minute) => window.startMinute <= minute && minute < window.endMinute,
  );
}

function endFallsInWindow(window: WorkingWindow, minuteOfDay: number): boolean {
  return [minuteOfDay, minuteOfDay + MINUTES_PER_DAY].some(
    (minute) => window.startMinute < minute && minute <= window.endMinute,
  );
}

/**
 * Whether an assignment [start, end) (epoch ms, truncated to the minute) is within working hours.
 *
 * Rule: the start must fall inside a working window on the start's day and the end inside a
 * working window on the end's day; the same windows apply to every day. What lies between is not
 * checked, so a Monday 08:00 - Friday 17:00 leave or a job spanning a lunch break passes, as a
 * dispatcher entering one block for them would expect. An empty or inverted range is never within.
 */
export function isWithinWorkingHours(
  start: number,
  end: number,
  hours: readonly WorkingWindow[],
  tzOffsetMinutes: number,
): boolean {
  const startMs = truncateToMinute(start);
  const endMs = truncateToMinute(end);
  if (endMs <= startMs) return false;
  const startMinute = localMinuteOfDay(startMs, tzOffsetMinutes);
  const endMinute = localMinuteOfDay(endMs, tzOffsetMinutes);
  return (
    hours.some((window) => startFallsInWindow(window, startMinute)) &&
    hours.some((window) => endFallsInWindow(window, endMinute))
  );
}
