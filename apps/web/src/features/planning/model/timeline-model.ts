import {
  MINUTES_PER_DAY,
  blockGeometry,
  colorFor,
  formatMinuteOfDay,
  hideEdgeLabels,
  minuteToPercent,
  placementOnDay,
  resolveWorkingHours,
  type GridItem,
  type GridTechnician,
  type WorkingWindow,
} from '@fsp/domain';
import { timezoneOffsetMinutes } from '../../../lib/browser-time-zone';
import { technicianOffsetAt } from './technician-zone';

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

/**
 * `viewerOffsetMinutes` is the zone the day is drawn in (the browser's): working hours are wall-clock
 * times of the technician's country and are moved onto the viewer's axis (a Bishkek 08:00 is 05:00 in
 * Istanbul), so the band lies where the server's working-hours check puts it.
 */
export function buildRowTimeline(
  technician: GridTechnician,
  dayStart: number,
  viewerOffsetMinutes = timezoneOffsetMinutes(new Date(dayStart + NOON_MS)),
): RowTimeline {
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
    const geometry = blockGeometry(item.startDate, item.endDate, dayStart);
    if (geometry) onDay.push({ item, geometry });
  }
  const lanes = assignLanes(onDay.map(({ item }) => ({ start: item.startDate, end: item.endDate })));
  const blocks: TimelineBlock[] = onDay.map(({ item, geometry }, index) => {
    const color = colorFor(item.orderWekingStatus, item.warning);
    return { item, ...geometry, ...lanes[index], color, textColor: readableTextColor(color) };
  });

  const shift = viewerOffsetMinutes - technicianOffsetAt(technician, dayStart + NOON_MS);
  const windows = resolveWorkingHours(technician).map((own) => onViewerAxis(own, shift));
  const bands: TimelineBand[] = [];
  const labels: TimelineLabel[] = [];
  for (const window of windows) {
    const left = minuteToPercent(window.startMinute);
    const right = minuteToPercent(Math.min(window.endMinute, MINUTES_PER_DAY));
    bands.push({ leftPercent: left, widthPercent: right - left });
    labels.push({ percent: left, text: formatMinuteOfDay(window.startMinute), kind: 'work' });
    labels.push({ percent: right, text: formatMinuteOfDay(window.endMinute), kind: 'work' });
    if (window.endMinute > MINUTES_PER_DAY) {
      // The after-midnight part of an overnight shift shows at the start of the day.
      const wrapRight = minuteToPercent(window.endMinute - MINUTES_PER_DAY);
      bands.push({ leftPercent: minuteToPercent(0), widthPercent: wrapRight - minuteToPercent(0) });
    }
  }
  const first = bands.length > 0 ? Math.min(...bands.map((b) => b.leftPercent)) : minuteToPercent(MINUTES_PER_DAY);
  const last = bands.length > 0 ? Math.max(...bands.map((b) => b.leftPercent + b.widthPercent)) : minuteToPercent(0);
  const { hideStartOfDayLabel, hideEndOfDayLabel } = hideEdgeLabels(first, last);
  if (!hideStartOfDayLabel) labels.unshift({ percent: minuteToPercent(0), text: '00:00', kind: 'edge' });
  if (!hideEndOfDayLabel) labels.push({ percent: minuteToPercent(MINUTES_PER_DAY), text: '23:59', kind: 'edge' });
  return { blocks, previous, next, bands, labels };
}
