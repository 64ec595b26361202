import type { EChartsCoreOption } from 'echarts/core';
import { chartDescription, type ChartData } from './series';

/** The thinnest bar a reader can still pick out, hover and compare (px). */
export const MIN_BAR_WIDTH = 6;
/** Between a day's bars, as a share of a bar; around a day's bars, as a share of the day's slot. */
const BAR_GAP = 0.1;
const DAY_GAP = 0.25;
/** What the grid leaves beside the plot: its left and right margins and the value axis' labels. */
const PLOT_MARGIN = 8 + 16 + 40;

export interface DayLabels {
  /** 'DD MMMM YYYY': the category's name, which the tooltip shows. */
  full: (day: string) => string;
  /** Day and short month: the axis has room for little more. */
  axis: (day: string) => string;
}

export interface ChartSpec {
  title: string;
  data: ChartData;
  seriesName: (key: string) => string;
  dayLabels: DayLabels;
  /** Countries stack into one bar a day (they add up to the total); the general chart's figures stand side by side. */
  stacked: boolean;
  /** The chart's width (px). */
  width: number;
}

/** The room (px) one day takes with its bars at their thinnest: `bars` side by side. */
export function dayWidth(bars: number): number {
  return (bars * MIN_BAR_WIDTH + (bars - 1) * BAR_GAP * MIN_BAR_WIDTH) / (1 - DAY_GAP);
}

/** How many days the chart shows at once: all of them where their bars fit, else as many as fit (at least one). */
export function visibleDays(width: number, days: number, bars: number): number {
  return Math.min(days, Math.max(1, Math.floor((width - PLOT_MARGIN) / dayWidth(bars))));
}

/**
 * A chart's ECharts option: bars for every range, never thinner than MIN_BAR_WIDTH. A range whose days do not fit
 * the chart's width (a month beside two other charts, three months anywhere) shows its latest days, the most asked
 * about, with a slider below to move back (dragging the bars does too; the wheel keeps scrolling the page); the
 * window cannot widen past what fits, so the bars never turn into hairlines, and the value axis stays that of the
 * whole range, so moving does not rescale it.
 */
export function chartOption({ title, data, seriesName, dayLabels, stacked, width }: ChartSpec): EChartsCoreOption {
  const days = data.dates.length;
  const bars = stacked ? 1 : Math.max(1, data.series.length);
  const shown = visibleDays(width, days, bars);
  const scrolls = shown < days;
  const names = data.dates.map(dayLabels.full);
  // By the day's name: in a zoomed window ECharts numbers the shown labels from the window's start.
  const axisLabel = new Map(data.dates.map((day, i) => [names[i], dayLabels.axis(day)]));
  const short = (name: string) => axisLabel.get(name) ?? name;
  // filterMode 'none': the value axis keeps the whole range's scale while the window moves.
  const zoomWindow = { startValue: days - shown, endValue: days - 1, maxValueSpan: shown - 1, filterMode: 'none' };
  return {
    // ECharts writes this into the chart's aria-label; without it, an English description of its own.
    aria: { enabled: true, label: { description: chartDescription(title, data, seriesName, dayLabels.full) } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    // Every country stays named: the legend wraps to a second line rather than paging (room left above the grid).
    legend: { top: 0, type: 'plain', itemWidth: 14, itemGap: 8 },
    grid: { left: 8, right: 16, top: stacked ? 60 : 36, bottom: scrolls ? 48 : 8, containLabel: true },
    xAxis: { type: 'category', data: names, axisLabel: { formatter: short } },
    yAxis: { type: 'value', minInterval: 1 },
    dataZoom: scrolls
      ? [
          { type: 'inside', ...zoomWindow, zoomOnMouseWheel: false, moveOnMouseWheel: false },
          { type: 'slider', ...zoomWindow, height: 18, bottom: 8, labelFormatter: (_: number, name: string) => short(name) },
        ]
      : [],
    series: data.series.map((s) => ({
      name: seriesName(s.key),
      type: 'bar',
      data: s.values,
      stack: stacked ? 'countries' : undefined,
      barGap: `${BAR_GAP * 100}%`,
      barCategoryGap: `${DAY_GAP * 100}%`,
      barMaxWidth: 28,
      emphasis: { focus: 'series' },
    })),
  };
}
