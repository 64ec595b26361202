import {
  MINUTE_MS,
  MINUTES_PER_DAY,
  TIMELINE_MAX_PERCENT,
  TIMELINE_OFFSET_PERCENT,
  blockGeometry,
  colorFor,
  formatMinuteOfDay,
  hideEdgeLabels,
  minuteToPercent,
  placementOnDay,
  dayUtilisation,
  resolveWorkingHours,
  type GridItem,
  type Utilisation,
  type GridTechnician,
  type ViewWindowMinutes,
  type WorkingWindow,
} from '@fsp/domain';
import { timezoneOffsetMinutes } from '../../../lib/browser-time-zone';
import { technicianOffsetAt } from '../../../lib/technician-zone';

/**
 * The view model of one technician's timeline on one day, built from the shared rules
 * (spec part 1 §2 Technician tab, §4 Timeline colours, §9 Timeline): blocks with their percentage
 * geometry and colour, working-hour bands, the hour labels that stay visible, and the nearest
 * items of other days as previous-date / next-date markers.
 */

export interface TimelineBlock {
  item: GridItem;
  leftPercent: number;
  widthPercent: number;
  startsBeforeDay: boolean;
  endsAfterDay: boolean;
  /** Overlapping blocks are drawn in lanes: this block's lane and the lane count of its group. */
  lane: number;
  lanes: number;
  color: string;
  textColor: string;
}

export interface TimelineBand {
  leftPercent: number;
  widthPercent: number;
}

export interface TimelineLabel {
  percent: number;
  text: string;
  kind: 'edge' | 'work';
}

export interface RowTimeline {
  blocks: TimelineBlock[];
  /** The latest item wholly before the day, and the earliest wholly after it. */
  previous: GridItem | null;
  next: GridItem | null;
  bands: TimelineBand[];
  labels: TimelineLabel[];
  /** Planned against working time on the day, for the row header's bar. */
  utilisation: Utilisation;
}

/** Black or white, whichever reads better on the background (WCAG relative luminance). */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  const match = /^#([0-9a-f]{6})$/i.exec(background.trim());
  if (!match) return '#ffffff';
  const channel = (offset: number) => {
    const value = parseInt(match[1].slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast against white vs. against black; the break-even luminance is about 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/**
 * Greedy lane assignment over blocks sorted by start: each block takes the first lane that is free
 * at its start; blocks that overlap (transitively) share one lane count.
 */
export function assignLanes(ranges: readonly { start: number; end: number }[]): { lane: number; lanes: number }[] {
  const order = ranges.map((_, index) => index).sort((a, b) => ranges[a].start - ranges[b].start || ranges[a].end - ranges[b].end);
  const result = ranges.map(() => ({ lane: 0, lanes: 1 }));
  let group: number[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    for (const index of group) result[index].lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const index of order) {
    const { start, end } = ranges[index];
    if (start >= groupEnd) {
      closeGroup();
      groupEnd = -Infinity;
    }
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else {
      laneEnds[lane] = end;
    }
    result[index].lane = lane;
    group.push(index);
    groupEnd = Math.max(groupEnd, end);
  }
  closeGroup();
  return result;
}

const NOON_MS = 12 * 60 * 60 * 1000;

/** A working window moved by `shift` minutes, kept starting within the day (an end past midnight wraps when drawn). */
function onViewerAxis(window: WorkingWindow, shift: number): WorkingWindow {
  const startMinute = window.startMinute + shift;
  const dayShift = startMinute < 0 ? MINUTES_PER_DAY : startMinute >= MINUTES_PER_DAY ? -MINUTES_PER_DAY : 0;
  return { startMinute: startMinute + dayShift, endMinute: window.endMinute + shift + dayShift };
}

/** The technician's working windows on the viewer's axis of the day: what the band shows. */
export function viewerWindows(
  technician: GridTechnician,
  dayStart: number,
  viewerOffsetMinutes = timezoneOffsetMinutes(new Date(dayStart + NOON_MS)),
): WorkingWindow[] {
  const shift = viewerOffsetMinutes - technicianOffsetAt(technician, dayStart + NOON_MS);
  return resolveWorkingHours(technician).map((own) => onViewerAxis(own, shift));
}

/** The row's utilisation without the rest of the timeline (the team totals need only this). */
export function rowUtilisation(
  technician: GridTechnician,
  dayStart: number,
  viewerOffsetMinutes = timezoneOffsetMinutes(new Date(dayStart + NOON_MS)),
): Utilisation {
  return dayUtilisation(technician.schedulers, dayStart, viewerWindows(technician, dayStart, viewerOffsetMinutes));
}

/** The whole day: the Day view's window. */
export const WHOLE_DAY: ViewWindowMinutes = { startMinute: 0, endMinute: MINUTES_PER_DAY };
/** Width (percent) of a block of the day that lies wholly outside a zoomed view's window, kept at its edge. */
const OUTSIDE_SLIVER_PERCENT = 0.8;

/**
 * `viewerOffsetMinutes` is the zone the day is drawn in (the browser's): working hours are wall-clock
 * times of the technician's country and are moved onto the viewer's axis (a Bishkek 08:00 is 05:00 in
 * Istanbul), so the band lies where the server's working-hours check puts it. `view` is the part of
 * the day drawn (the working-hours view): blocks clip at its edges as out-of-day parts do, and a
 * block of the day wholly outside it stays reachable as a sliver at the nearer edge.
 */
export function buildRowTimeline(
  technician: GridTechnician,
  dayStart: number,
  viewerOffsetMinutes = timezoneOffsetMinutes(new Date(dayStart + NOON_MS)),
  view: ViewWindowMinutes = WHOLE_DAY,
): RowTimeline {
  const windowStart = dayStart + view.startMinute * MINUTE_MS;
  const windowMinutes = view.endMinute - view.startMinute;
  const percentOf = (minuteOfDay: number) => minuteToPercent(minuteOfDay - view.startMinute, windowMinutes);
  const onDay: { item: GridItem; geometry: NonNullable<ReturnType<typeof blockGeometry>> }[] = [];
  let previous: GridItem | null = null;
  let next: GridItem | null = null;
  for (const item of technician.schedulers) {
    const placement = placementOnDay(item.startDate, item.endDate, dayStart);
    if (placement === 'previousDay') {
      if (previous === null || item.endDate > previous.endDate) previous = item;
      continue;
    }
    if (placement === 'nextDay') {
      if (next === null || item.startDate < next.startDate) next = item;
      continue;
    }
    const geometry = blockGeometry(item.startDate, item.endDate, windowStart, windowMinutes);
    if (geometry) onDay.push({ item, geometry });
    else if (item.endDate >= item.startDate) onDay.push({ item, geometry: outsideSliver(item.endDate <= windowStart) });
  }
  const lanes = assignLanes(onDay.map(({ item }) => ({ start: item.startDate, end: item.endDate })));
  const blocks: TimelineBlock[] = onDay.map(({ item, geometry }, index) => {
    const color = colorFor(item.orderWekingStatus, item.warning);
    return { item, ...geometry, ...lanes[index], color, textColor: readableTextColor(color) };
  });

  const windows = viewerWindows(technician, dayStart, viewerOffsetMinutes);
  const bands: TimelineBand[] = [];
  const labels: TimelineLabel[] = [];
  for (const window of windows) {
    const left = percentOf(window.startMinute);
    const right = percentOf(Math.min(window.endMinute, MINUTES_PER_DAY));
    if (right > left) bands.push({ leftPercent: left, widthPercent: right - left });
    labels.push({ percent: left, text: formatMinuteOfDay(window.startMinute), kind: 'work' });
    labels.push({ percent: right, text: formatMinuteOfDay(window.endMinute), kind: 'work' });
    if (window.endMinute > MINUTES_PER_DAY) {
      // The after-midnight part of an overnight shift shows at the start of the day.
      const wrapRight = percentOf(window.endMinute - MINUTES_PER_DAY);
      if (wrapRight > TIMELINE_OFFSET_PERCENT) bands.push({ leftPercent: TIMELINE_OFFSET_PERCENT, widthPercent: wrapRight - TIMELINE_OFFSET_PERCENT });
    }
  }
  const first = bands.length > 0 ? Math.min(...bands.map((b) => b.leftPercent)) : TIMELINE_MAX_PERCENT;
  const last = bands.length > 0 ? Math.max(...bands.map((b) => b.leftPercent + b.widthPercent)) : TIMELINE_OFFSET_PERCENT;
  const { hideStartOfDayLabel, hideEndOfDayLabel } = hideEdgeLabels(first, last);
  const endText = view.endMinute >= MINUTES_PER_DAY ? '23:59' : formatMinuteOfDay(view.endMinute);
  if (!hideStartOfDayLabel) labels.unshift({ percent: TIMELINE_OFFSET_PERCENT, text: formatMinuteOfDay(view.startMinute), kind: 'edge' });
  if (!hideEndOfDayLabel) labels.push({ percent: TIMELINE_MAX_PERCENT, text: endText, kind: 'edge' });
  const utilisation = dayUtilisation(technician.schedulers, dayStart, windows);
  return { blocks, previous, next, bands, labels, utilisation };
}

/** The place of a block of the day that lies wholly before (or after) a zoomed view's window. */
function outsideSliver(before: boolean): NonNullable<ReturnType<typeof blockGeometry>> {
  return {
    leftPercent: before ? TIMELINE_OFFSET_PERCENT : TIMELINE_MAX_PERCENT - OUTSIDE_SLIVER_PERCENT,
    widthPercent: OUTSIDE_SLIVER_PERCENT,
    startsBeforeDay: before,
    endsAfterDay: !before,
  };
}
