import dayjs, { type Dayjs } from 'dayjs';
import {
  expandWorkingHours,
  formatMinuteOfDay,
  isoWeekday,
  localMinuteOfDay,
  planSeriesDelete,
  planSeriesEdit,
  type Calendar,
  type CalendarEntry,
  type CalendarEntryChange,
  type CalendarEntrySeen,
  type EditScope,
  type IsoWeekday,
  type WorkingHoursForm,
} from '@fsp/domain';
import { calendarDayOf, calendarOffsetAt } from './calendar-zone';

/** The working-hours dialog's fields (spec part 2 §5 "Working hours"). */
export interface HoursValues {
  startDate: Dayjs;
  startTime: Dayjs;
  endTime: Dayjs;
  recurring: boolean;
  weekdays: IsoWeekday[];
  everyWeeks: number;
  endDate?: Dayjs | null;
  excludeHolidays: boolean;
  scope: EditScope;
}

/** The calendar zone's offset east of UTC on a day: the times a user types are meant in the calendar's country. */
const offsetOn = (day: string, timeZone: string | null) => calendarOffsetAt(timeZone, Date.parse(`${day}T12:00:00Z`));
const ymd = (d: Dayjs) => d.format('YYYY-MM-DD');
const hm = (d: Dayjs) => d.format('HH:mm');

export function toForm(values: HoursValues): WorkingHoursForm {
  return {
    startDate: ymd(values.startDate),
    startTime: hm(values.startTime),
    endTime: hm(values.endTime),
    recurrence: values.recurring && values.endDate ? { weekdays: values.weekdays, everyWeeks: values.everyWeeks, endDate: ymd(values.endDate) } : null,
    excludeHolidays: values.excludeHolidays,
  };
}

/** Defaults: 09:00-18:00 today, Monday to Friday every week (spec §9). */
export function newValues(today: Dayjs): HoursValues {
  return {
    startDate: today,
    startTime: today.hour(9).minute(0).second(0),
    endTime: today.hour(18).minute(0).second(0),
    recurring: false,
    weekdays: [1, 2, 3, 4, 5],
    everyWeeks: 1,
    endDate: today.add(1, 'month'),
    excludeHolidays: true,
    scope: 'THIS',
  };
}

/** The form as it opens on an entry: its day and times (in the calendar's zone), and the weekdays and last day of its series. */
export function valuesOf(entry: CalendarEntry, calendar: Calendar): HoursValues {
  const zone = calendar.timeZone;
  const series = calendar.calendarEntries.filter((e) => e.seriesId === entry.seriesId && !e.deleted);
  const days = series.map((e) => calendarDayOf(e.startDate, zone)).sort();
  // The pickers show the browser's wall clock: give them the calendar zone's day and time as such.
  const wallClock = (ms: number) => dayjs(`${calendarDayOf(ms, zone)}T${formatMinuteOfDay(localMinuteOfDay(ms, calendarOffsetAt(zone, ms)))}`);
  return {
    startDate: wallClock(entry.startDate).startOf('day'),
    startTime: wallClock(entry.startDate),
    endTime: wallClock(entry.endDate),
    recurring: series.length > 1,
    weekdays: [...new Set(days.map(isoWeekday))].sort(),
    everyWeeks: 1,
    endDate: days.length ? dayjs(days[days.length - 1]) : null,
    excludeHolidays: true,
    scope: 'THIS',
  };
}

/** What Save sends: a new series, or the changes of an edit in its scope. */
export function planOf(values: HoursValues, calendar: Calendar, holidays: ReadonlySet<string>, chosen: CalendarEntry | null, newSeriesId: string): CalendarEntryChange[] {
  const form = toForm(values);
  const tz = offsetOn(form.startDate, calendar.timeZone);
  if (!chosen) return expandWorkingHours(form, holidays, tz).map((e) => ({ ...e, seriesId: newSeriesId, deleted: false }));
  const scope = values.scope;
  return planSeriesEdit({ series: calendar.calendarEntries, chosen, scope, form: scope === 'THIS' ? { ...form, recurrence: null } : form, holidays, tzOffsetMinutes: tz });
}

export function deletionOf(calendar: Calendar, chosen: CalendarEntry, scope: EditScope): CalendarEntryChange[] {
  return planSeriesDelete(calendar.calendarEntries, chosen, scope, calendarOffsetAt(calendar.timeZone, chosen.startDate));
}

/** A change as sent: one of a stored entry carries the entry as the dialog read it, so a save from a stale calendar is refused. */
export type CalendarEntryWrite = CalendarEntryChange & { previous?: CalendarEntrySeen };

/** The plan with `previous` on every change of a stored entry, from the entries the plan was made from. */
export function withPrevious(plan: readonly CalendarEntryChange[], read: readonly CalendarEntry[]): CalendarEntryWrite[] {
  const byId = new Map(read.map((e) => [e.id, e]));
  return plan.map((change) => {
    const seen = change.id === undefined ? undefined : byId.get(change.id);
    return seen ? { ...change, previous: { startDate: seen.startDate, endDate: seen.endDate, deleted: seen.deleted } } : change;
  });
}

/** Whether the calendar's entries are no longer those the dialog works from (someone saved meanwhile). */
export function entriesDiffer(read: readonly CalendarEntry[], now: readonly CalendarEntry[]): boolean {
  if (read === now) return false;
  const key = (e: CalendarEntry) => `${e.id}:${e.startDate}:${e.endDate}:${e.deleted}`;
  const seen = new Set(read.map(key));
  return read.length !== now.length || now.some((e) => !seen.has(key(e)));
}
