import dayjs from 'dayjs';
import { MINUTE_MS, MINUTES_PER_DAY, rangeWindow, truncateToMinute, workingHoursWindow, type GridTechnician, type ViewWindowMinutes } from '@fsp/domain';
import { TIME_STEP_MINUTES, ZOOMED_STEP_MINUTES } from './drag';
import { WHOLE_DAY, viewerWindows } from './timeline-model';

/** The board's zoom and range (docs/decisions/0022 "Views"). */
export const PLANNING_VIEWS = ['day', 'workingHours', 'threeDays', 'week'] as const;
export type PlanningView = (typeof PLANNING_VIEWS)[number];

const YMD = 'YYYY-MM-DD';

/** A stored view, or the Day view for anything else (an old or hand-edited value). */
export function parsePlanningView(stored: string | null): PlanningView {
  return (PLANNING_VIEWS as readonly string[]).includes(stored ?? '') ? (stored as PlanningView) : 'day';
}

/** Days the view shows side by side: 1 for the Day and Working hours views. */
export function viewDays(view: PlanningView): number {
  return view === 'threeDays' ? 3 : view === 'week' ? 7 : 1;
}

/** Whether the view shows several whole days (the range views). */
export function isRangeView(view: PlanningView): boolean {
  return viewDays(view) > 1;
}

/**
 * Minutes a drag or arrow key snaps to: the spec's 10 in the Day view, 5 when zoomed in on working hours,
 * 15 in the 3-day view and 30 in the week, where a day is a few hundred or a hundred-odd pixels wide and a
 * finer step would move a block by less than a pixel a step.
 */
export function stepFor(view: PlanningView): number {
  if (view === 'threeDays') return 15;
  if (view === 'week') return 30;
  return view === 'day' ? TIME_STEP_MINUTES : ZOOMED_STEP_MINUTES;
}

/**
 * The first day the view shows ('YYYY-MM-DD'): the selected day, except in the week view, which shows the
 * Monday-to-Sunday week that holds it (the served countries' calendars start the week on Monday).
 */
export function firstShownDate(view: PlanningView, date: string): string {
  if (view !== 'week') return date;
  const day = dayjs(date);
  return day.subtract((day.day() + 6) % 7, 'day').format(YMD);
}

/** Every day the view shows, first to last ('YYYY-MM-DD'): one request each, cached separately. */
export function shownDates(view: PlanningView, date: string): string[] {
  const first = dayjs(firstShownDate(view, date));
  return Array.from({ length: viewDays(view) }, (_, index) => first.add(index, 'day').format(YMD));
}

/** Days the previous / next buttons move the selected date by: the view's length. */
export function navigationDays(view: PlanningView): number {
  return viewDays(view);
}

/**
 * The part of the shown days the view draws, in minutes from midnight of the first: the whole day, the
 * shown technicians' working hours with a margin widened to their items of the day (pending changes
 * included), or every shown day whole.
 */
export function viewWindow(view: PlanningView, technicians: readonly GridTechnician[], dayStart: number): ViewWindowMinutes {
  if (view === 'day') return WHOLE_DAY;
  if (isRangeView(view)) return rangeWindow(viewDays(view));
  const minuteOf = (ms: number) => (truncateToMinute(ms) - dayStart) / MINUTE_MS;
  return workingHoursWindow(
    technicians.flatMap((technician) => viewerWindows(technician, dayStart)),
    technicians.flatMap((technician) => technician.schedulers.map((item) => ({ startMinute: minuteOf(item.startDate), endMinute: minuteOf(item.endDate) }))),
  );
}

/** The hours the axis labels: every other hour over the whole day, every hour when zoomed in. */
export function axisHours(window: ViewWindowMinutes): number[] {
  const every = window.endMinute - window.startMinute >= MINUTES_PER_DAY ? 2 : 1;
  const hours: number[] = [];
  for (let hour = Math.ceil(window.startMinute / 60); hour * 60 <= window.endMinute; hour += every) hours.push(hour);
  return hours;
}
