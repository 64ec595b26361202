import { MINUTE_MS } from './overlap';

/**
 * Calendar-date arithmetic on 'YYYY-MM-DD' strings. Everything runs on UTC day numbers,
 * so no local time zone or daylight-saving shift can move a date.
 */

export interface DateRange {
  start: string;
  end: string;
}

/** A range whose bounds may be open ('all'). */
export interface OptionalDateRange {
  start: string | null;
  end: string | null;
}

const DAY_MS = 86_400_000;
const YMD_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const YMD_COMPACT_PATTERN = /^(\d{4})(\d{2})(\d{2})$/;

function utcDayNumber(year: number, month: number, day: number): number {
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / DAY_MS);
}

function fromDayNumber(dayNumber: number): string {
  const date = new Date(dayNumber * DAY_MS);
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`Date out of range: day ${dayNumber}`);
  return [
    String(year).padStart(4, '0'),
    String(date.getUTCMonth() + 1).padStart(2, '0'),
    String(date.getUTCDate()).padStart(2, '0'),
  ].join('-');
}

function parseParts(pattern: RegExp, text: string): { year: number; month: number; day: number } | null {
  const match = pattern.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function toDayNumber(ymd: string): number {
  const parts = parseParts(YMD_PATTERN, ymd);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: '${ymd}'`);
  return utcDayNumber(parts.year, parts.month, parts.day);
}

function daysInMonth(year: number, month: number): number {
  return utcDayNumber(year, month + 1, 1) - utcDayNumber(year, month, 1);
}

/** True for a real calendar date written 'YYYY-MM-DD' ('2025-02-29' is false). */
export function isValidYmd(text: string): boolean {
  return parseParts(YMD_PATTERN, text) !== null;
}

/** Adds (or with a negative count subtracts) whole days. Throws RangeError on an invalid date. */
export function addDays(ymd: string, days: number): string {
  return fromDayNumber(toDayNumber(ymd) + Math.trunc(days));
}

/** Adds calendar months, clamping to the month's last day (2024-03-31 minus 1 month -> 2024-02-29). */
export function addMonths(ymd: string, months: number): string {
  toDayNumber(ymd);
  const [year, month, day] = ymd.split('-').map(Number);
  const monthIndex = year * 12 + (month - 1) + Math.trunc(months);
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  if (targetYear < 0 || targetYear > 9999) throw new RangeError(`Date out of range: ${ymd} + ${months} months`);
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return fromDayNumber(utcDayNumber(targetYear, targetMonth, targetDay));
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** Monday of the date's week (weeks start on Monday). */
export function startOfWeek(ymd: string): string {
  const dayNumber = toDayNumber(ymd);
  // Day 0 (1970-01-01) was a Thursday; this yields 0 for Monday ... 6 for Sunday.
  const daysSinceMonday = (((dayNumber + 3) % 7) + 7) % 7;
  return fromDayNumber(dayNumber - daysSinceMonday);
}

/** Sunday of the date's week. */
export function endOfWeek(ymd: string): string {
  return addDays(startOfWeek(ymd), 6);
}

export function startOfMonth(ymd: string): string {
  toDayNumber(ymd);
  return `${ymd.slice(0, 8)}01`;
}

export function endOfMonth(ymd: string): string {
  return addDays(addMonths(startOfMonth(ymd), 1), -1);
}

/** '20261122' -> '2026-11-22'; null when the text is not a real compact date. */
export function parseYmdCompact(text: string | null | undefined): string | null {
  const parts = parseParts(YMD_COMPACT_PATTERN, (text ?? '').trim());
  if (!parts) return null;
  return fromDayNumber(utcDayNumber(parts.year, parts.month, parts.day));
}

/**
 * The local calendar date of an instant. tzOffsetMinutes is the offset east of UTC
 * (Istanbul +180), i.e. -Date#getTimezoneOffset(). Callers get "today" from this with their clock.
 */
export function ymdFromEpoch(ms: number, tzOffsetMinutes: number): string {
  return fromDayNumber(Math.floor((ms + tzOffsetMinutes * MINUTE_MS) / DAY_MS));
}

/** Presets of the planning filter drawer (spec part 1 §2). */
export const PLANNING_DATE_PRESETS = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'last3Days',
  'last7Days',
  'last15Days',
  'last1Month',
  'last3Months',
  'all',
] as const;
export type PlanningDatePreset = (typeof PLANNING_DATE_PRESETS)[number];

/** Quick ranges of the draft, statistics and activity filters: 0, 1, 3, 7, 15, 30 days back. */
export const QUICK_DATE_RANGES = ['today', 'yesterday', 'last3Days', 'last7Days', 'last15Days', 'last1Month'] as const;
export type QuickDateRange = (typeof QUICK_DATE_RANGES)[number];

export const QUICK_DATE_RANGE_DAYS_BACK: Readonly<Record<QuickDateRange, number>> = {
  today: 0,
  yesterday: 1,
  last3Days: 3,
  last7Days: 7,
  last15Days: 15,
  last1Month: 30,
};

/**
 * Range of a quick-range button, both ends inclusive. 'Yesterday' is yesterday alone; every
 * other range runs from N days back up to and including today.
 */
export function quickDateRange(range: QuickDateRange, today: string): DateRange {
  const start = addDays(today, -QUICK_DATE_RANGE_DAYS_BACK[range]);
  return { start, end: range === 'yesterday' ? start : today };
}

/**
 * Range of a planning-filter preset, both ends inclusive.
 * 'This week' and 'this month' cover the whole week (Monday-Sunday) and month, because planning
 * looks ahead too; 'last N months' are calendar months back to today; 'all' has open bounds.
 */
export function planningPresetRange(preset: PlanningDatePreset, today: string): OptionalDateRange {
  toDayNumber(today);
  switch (preset) {
    case 'today':
    case 'yesterday':
    case 'last3Days':
    case 'last7Days':
    case 'last15Days':
      return quickDateRange(preset, today);
    case 'thisWeek':
      return { start: startOfWeek(today), end: endOfWeek(today) };
    case 'thisMonth':
      return { start: startOfMonth(today), end: endOfMonth(today) };
    case 'last1Month':
      return { start: addMonths(today, -1), end: today };
    case 'last3Months':
      return { start: addMonths(today, -3), end: today };
    case 'all':
      return { start: null, end: null };
  }
}
