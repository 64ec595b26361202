import { MINUTE_MS, rangesOverlap } from './overlap';
import { addDays, daysBetween, startOfWeek, ymdFromEpoch } from './date-presets';
import { MINUTES_PER_DAY, parseTimeOfDay } from './working-hours';

/**
 * Calendar working hours (spec part 2 §2 "Calendar management", §5 "Working hours"): expanding the
 * working-hours form into entries, the three edit scopes of a series, and the preview's checks.
 * Days are 'YYYY-MM-DD' local days; tzOffsetMinutes is the offset east of UTC of the zone the times
 * are meant in (fixed: none of the served countries observes daylight saving).
 */

/** Longest series one form may produce: a little over five years of every day. */
export const MAX_SERIES_OCCURRENCES = 2000;
/** Defaults of the working-hours form (spec §9). */
export const DEFAULT_CALENDAR_START_TIME = '09:00';
export const DEFAULT_CALENDAR_END_TIME = '18:00';
export const CALENDAR_TIME_STEP_MINUTES = 10;

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface WorkingHoursRecurrence {
  weekdays: readonly IsoWeekday[];
  /** Repeat every N weeks, N >= 1, counted from the week of the series' first day. */
  everyWeeks: number;
  /** Last day an occurrence may start on (inclusive). */
  endDate: string;
}

export interface WorkingHoursForm {
  startDate: string;
  startTime: string;
  endTime: string;
  recurrence: WorkingHoursRecurrence | null;
  excludeHolidays: boolean;
}

export interface PlannedEntry {
  startDate: number;
  endDate: number;
}

export interface StoredCalendarEntry extends PlannedEntry {
  id: number;
  seriesId: string;
  deleted: boolean;
}

/** One change sent to the server: no id = new entry; deleted = remove. */
export interface CalendarEntryChange extends PlannedEntry {
  id?: number;
  seriesId: string;
  deleted: boolean;
}

export type EditScope = 'THIS' | 'THIS_AND_SUBSEQUENT' | 'ALL';

export function isoWeekday(ymd: string): IsoWeekday {
  return (daysBetween(startOfWeek(ymd), ymd) + 1) as IsoWeekday;
}

/**
 * The instants of a working block starting on a local day. An end time earlier than the start rolls
 * to the next day; an equal end stays equal (the preview then reports 'end date difference').
 */
export function workingBlock(day: string, startTime: string, endTime: string, tzOffsetMinutes: number): PlannedEntry | null {
  const start = parseTimeOfDay(startTime);
  const end = parseTimeOfDay(endTime);
  if (start === null || end === null || start >= MINUTES_PER_DAY) return null;
  const midnight = Date.parse(`${day}T00:00:00Z`) - tzOffsetMinutes * MINUTE_MS;
  const endMinute = end < start ? end + MINUTES_PER_DAY : end;
  return { startDate: midnight + start * MINUTE_MS, endDate: midnight + endMinute * MINUTE_MS };
}

/** The local days a form covers, first to last; holidays skipped when asked. At most MAX_SERIES_OCCURRENCES. */
export function seriesDays(form: Pick<WorkingHoursForm, 'startDate' | 'recurrence' | 'excludeHolidays'>, holidays: ReadonlySet<string>): string[] {
  const keep = (day: string) => !(form.excludeHolidays && holidays.has(day));
  const recurrence = form.recurrence;
  if (!recurrence) return keep(form.startDate) ? [form.startDate] : [];
  const everyWeeks = Math.max(1, Math.trunc(recurrence.everyWeeks));
  const firstMonday = startOfWeek(form.startDate);
  const days: string[] = [];
  for (let day = form.startDate; day <= recurrence.endDate && days.length < MAX_SERIES_OCCURRENCES; day = addDays(day, 1)) {
    const weekIndex = Math.floor(daysBetween(firstMonday, day) / 7);
    if (weekIndex % everyWeeks === 0 && recurrence.weekdays.includes(isoWeekday(day)) && keep(day)) days.push(day);
  }
  return days;
}

/** The entries a form makes. */
export function expandWorkingHours(form: WorkingHoursForm, holidays: ReadonlySet<string>, tzOffsetMinutes: number): PlannedEntry[] {
  return seriesDays(form, holidays)
    .map((day) => workingBlock(day, form.startTime, form.endTime, tzOffsetMinutes))
    .filter((entry): entry is PlannedEntry => entry !== null);
}

const dayOf = (entry: PlannedEntry, tz: number) => ymdFromEpoch(entry.startDate, tz);

/**
 * The changes of an edit of one series, given the occurrence the user opened.
 * - THIS: only that entry moves to the form's day and times.
 * - THIS_AND_SUBSEQUENT: occurrences before the chosen one are left exactly as they are; from the
 *   chosen day on, the series follows the form (same day: the entry is updated in place, a day no
 *   longer in the pattern: deleted, a new day: created).
 * - ALL: the same from the series' first day, the form's weekdays and interval counted from there.
 * A day whose occurrence was deleted one by one stays deleted under both wider scopes.
 */
export function planSeriesEdit(input: {
  series: readonly StoredCalendarEntry[];
  chosen: StoredCalendarEntry;
  scope: EditScope;
  form: WorkingHoursForm;
  holidays: ReadonlySet<string>;
  tzOffsetMinutes: number;
}): CalendarEntryChange[] {
  const { series, chosen, scope, form, holidays, tzOffsetMinutes: tz } = input;
  if (scope === 'THIS') {
    const block = workingBlock(form.startDate, form.startTime, form.endTime, tz);
    return block ? [{ id: chosen.id, seriesId: chosen.seriesId, deleted: false, ...block }] : [];
  }
  const members = series.filter((e) => e.seriesId === chosen.seriesId);
  const seriesStart = members.map((e) => dayOf(e, tz)).reduce((a, b) => (b < a ? b : a), dayOf(chosen, tz));
  const from = scope === 'ALL' ? seriesStart : dayOf(chosen, tz);
  const deletedDays = new Set(members.filter((e) => e.deleted).map((e) => dayOf(e, tz)));
  const liveByDay = new Map(members.filter((e) => !e.deleted && dayOf(e, tz) >= from).map((e) => [dayOf(e, tz), e]));
  const changes: CalendarEntryChange[] = [];
  for (const day of seriesDays({ ...form, startDate: from }, holidays)) {
    if (deletedDays.has(day) && !liveByDay.has(day)) continue;
    const block = workingBlock(day, form.startTime, form.endTime, tz);
    if (!block) continue;
    const existing = liveByDay.get(day);
    liveByDay.delete(day);
    if (existing && existing.startDate === block.startDate && existing.endDate === block.endDate) continue;
    changes.push({ id: existing?.id, seriesId: chosen.seriesId, deleted: false, ...block });
  }
  for (const gone of liveByDay.values()) changes.push({ id: gone.id, seriesId: gone.seriesId, deleted: true, startDate: gone.startDate, endDate: gone.endDate });
  return changes;
}

/** The deletions of removing an occurrence with a scope (same reach as planSeriesEdit). */
export function planSeriesDelete(series: readonly StoredCalendarEntry[], chosen: StoredCalendarEntry, scope: EditScope, tzOffsetMinutes: number): CalendarEntryChange[] {
  const from = dayOf(chosen, tzOffsetMinutes);
  return series
    .filter((e) => !e.deleted && (scope === 'THIS' ? e.id === chosen.id : e.seriesId === chosen.seriesId && (scope === 'ALL' || dayOf(e, tzOffsetMinutes) >= from)))
    .map((e) => ({ id: e.id, seriesId: e.seriesId, deleted: true, startDate: e.startDate, endDate: e.endDate }));
}

export type PreviewProblem = 'coincides' | 'endDifference';

/**
 * The preview's marks for each planned change (in order): 'endDifference' when the end is not after
 * the start, 'coincides' when it overlaps a live entry of the calendar that this plan does not change,
 * or another entry of the plan. Deletions have no problems.
 */
export function previewProblems(plan: readonly CalendarEntryChange[], existing: readonly StoredCalendarEntry[]): (PreviewProblem | null)[] {
  const touched = new Set(plan.flatMap((c) => (c.id === undefined ? [] : [c.id])));
  const untouched = existing.filter((e) => !e.deleted && !touched.has(e.id));
  const live = plan.filter((c) => !c.deleted);
  const range = (e: PlannedEntry) => ({ start: e.startDate, end: e.endDate });
  return plan.map((change) => {
    if (change.deleted) return null;
    if (change.endDate <= change.startDate) return 'endDifference';
    const clash = untouched.some((e) => rangesOverlap(range(e), range(change))) || live.some((o) => o !== change && rangesOverlap(range(o), range(change)));
    return clash ? 'coincides' : null;
  });
}
