import { MINUTES_PER_DAY, workingHoursWindow, type GridTechnician, type ViewWindowMinutes } from '@fsp/domain';
import { TIME_STEP_MINUTES, ZOOMED_STEP_MINUTES } from './drag';
import { WHOLE_DAY, viewerWindows } from './timeline-model';

/** The board's zoom and range (docs/decisions/0022 "Views"). */
export const PLANNING_VIEWS = ['day', 'workingHours'] as const;
export type PlanningView = (typeof PLANNING_VIEWS)[number];

/** A stored view, or the Day view for anything else (an old or hand-edited value). */
export function parsePlanningView(stored: string | null): PlanningView {
  return (PLANNING_VIEWS as readonly string[]).includes(stored ?? '') ? (stored as PlanningView) : 'day';
}

/** Minutes a drag or arrow key snaps to: the spec's 10 in the Day view, 5 when zoomed in. */
export function stepFor(view: PlanningView): number {
  return view === 'day' ? TIME_STEP_MINUTES : ZOOMED_STEP_MINUTES;
}

/** The part of the day the view draws: the whole day, or the shown technicians' working hours with a margin. */
export function viewWindow(view: PlanningView, technicians: readonly GridTechnician[], dayStart: number): ViewWindowMinutes {
  if (view === 'day') return WHOLE_DAY;
  return workingHoursWindow(technicians.flatMap((technician) => viewerWindows(technician, dayStart)));
}

/** The hours the axis labels: every other hour over the whole day, every hour when zoomed in. */
export function axisHours(window: ViewWindowMinutes): number[] {
  const every = window.endMinute - window.startMinute >= MINUTES_PER_DAY ? 2 : 1;
  const hours: number[] = [];
  for (let hour = Math.ceil(window.startMinute / 60); hour * 60 <= window.endMinute; hour += every) hours.push(hour);
  return hours;
}
