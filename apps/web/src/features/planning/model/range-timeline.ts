import {
  blockGeometry,
  colorFor,
  minuteToPercent,
  placementInRange,
  rangeBands,
  rangeDayStarts,
  rangeUtilisation,
  rangeWindow,
  type GridItem,
  type GridTechnician,
  type Utilisation,
  type WorkingWindow,
} from '@fsp/domain';
import { dayTeamsOf } from './range-days';
import { assignLanes, readableTextColor, viewerWindows, type RowTimeline, type TimelineBlock } from './timeline-model';

/**
 * One technician's timeline over the shown days of a range view (3 days, week): the Day view's model on a
 * window of several whole days. Blocks are placed from the first day's midnight, so a job over midnight is
 * one block; the working-hour bands are each day's own (that day's answer's team, on the viewer's axis);
 * the markers point at the nearest items before and after the shown days; utilisation sums the days.
 */

/** The technician's working windows of each shown day on the viewer's axis; none on a day whose answer did not list them. */
export function rangeWindowsPerDay(technician: GridTechnician, firstDayStart: number, days: number, viewerOffsetMinutes?: number): WorkingWindow[][] {
  const teams = dayTeamsOf(technician);
  return rangeDayStarts(firstDayStart, days).map((dayStart, index) => {
    if (teams === undefined) return viewerWindows(technician, dayStart, viewerOffsetMinutes);
    const team = teams[index];
    return team === undefined ? [] : viewerWindows({ ...technician, team }, dayStart, viewerOffsetMinutes);
  });
}

/** Planned against working time over the shown days (the row's bar and the team totals). */
export function rangeRowUtilisation(technician: GridTechnician, firstDayStart: number, days: number, viewerOffsetMinutes?: number): Utilisation {
  return rangeUtilisation(technician.schedulers, firstDayStart, rangeWindowsPerDay(technician, firstDayStart, days, viewerOffsetMinutes));
}

/** `viewerOffsetMinutes`: the zone the days are drawn in, the browser's unless given (as buildRowTimeline). */
export function buildRangeTimeline(technician: GridTechnician, firstDayStart: number, days: number, viewerOffsetMinutes?: number): RowTimeline {
  const minutes = rangeWindow(days).endMinute;
  const shown: { item: GridItem; geometry: NonNullable<ReturnType<typeof blockGeometry>> }[] = [];
  let previous: GridItem | null = null;
  let next: GridItem | null = null;
  for (const item of technician.schedulers) {
    const placement = placementInRange(item.startDate, item.endDate, firstDayStart, days);
    if (placement === 'before') {
      if (previous === null || item.endDate > previous.endDate) previous = item;
      continue;
    }
    if (placement === 'after') {
      if (next === null || item.startDate < next.startDate) next = item;
      continue;
    }
    const geometry = blockGeometry(item.startDate, item.endDate, firstDayStart, minutes);
    if (geometry) shown.push({ item, geometry });
  }
  const lanes = assignLanes(shown.map(({ item }) => ({ start: item.startDate, end: item.endDate })));
  const blocks: TimelineBlock[] = shown.map(({ item, geometry }, index) => {
    const color = colorFor(item.orderWekingStatus, item.warning);
    return { item, ...geometry, ...lanes[index], color, textColor: readableTextColor(color) };
  });
  const windowsPerDay = rangeWindowsPerDay(technician, firstDayStart, days, viewerOffsetMinutes);
  const bands = rangeBands(windowsPerDay).map(({ startMinute, endMinute }) => {
    const left = minuteToPercent(startMinute, minutes);
    return { leftPercent: left, widthPercent: minuteToPercent(endMinute, minutes) - left };
  });
  // No hour labels in the rows: the axis labels the days and hours; a week of start/end times would be noise.
  return { blocks, previous, next, bands, labels: [], utilisation: rangeUtilisation(technician.schedulers, firstDayStart, windowsPerDay) };
}
