import { describe, expect, it } from 'vitest';
import { MIN_BAR_WIDTH, chartOption, dayWidth } from './chart-option';
import type { ChartData } from './series';

/** A range of `days` days from 1 March 2026 with `series` series. */
function range(days: number, series: string[]): ChartData {
  const dates = Array.from({ length: days }, (_, i) => new Date(Date.UTC(2026, 2, 1 + i)).toISOString().slice(0, 10));
  return { dates, series: series.map((key, n) => ({ key, values: dates.map((_, i) => (i * 7 + n * 3) % 40) })) };
}
const general = (days: number) => range(days, ['total', 'active', 'planned']);
const byCountry = (days: number) => range(days, ['TR', 'RU', 'AZ', 'Other']);
const option = (data: ChartData, width: number, stacked = false) =>
  chartOption({ title: 'Technicians', data, seriesName: (k) => k, dayLabels: { full: (d) => d, axis: (d) => d.slice(5) }, stacked, width }) as {
    series: { type: string }[];
    xAxis: { data: string[]; axisLabel: { formatter: (name: string, index: number) => string } };
    dataZoom: { type: string; startValue: number; endValue: number; maxValueSpan: number; filterMode: string; zoomOnMouseWheel?: boolean }[];
  };
/** The days the chart shows at once: its zoom window, else all. */
const shownDays = (o: ReturnType<typeof option>, days: number) => (o.dataZoom.length ? o.dataZoom[1].endValue - o.dataZoom[1].startValue + 1 : days);

// A chart's width beside two others at 1,600 px and beside one other at 1,280 px (side menu folded).
const WIDTHS = [394, 556];
// A week as the quick range gives it (today and 7 days back), a month, three months.
const RANGES = [8, 31, 92];

describe('statistics chart option', () => {
  it('draws bars for a week, a month and three months, never thinner than the minimum at either window size', () => {
    for (const width of WIDTHS) {
      for (const days of RANGES) {
        for (const [data, stacked, bars] of [[general(days), false, 3], [byCountry(days), true, 1]] as const) {
          const o = option(data, width, stacked);
          expect(o.series.every((s) => s.type === 'bar')).toBe(true);
          // The plot is the chart less its axis labels and margins (64 px): each shown day holds its bars at MIN_BAR_WIDTH.
          expect(shownDays(o, days) * dayWidth(bars), `${days} days at ${width} px`).toBeLessThanOrEqual(width - 64);
        }
      }
    }
    expect(MIN_BAR_WIDTH).toBeGreaterThanOrEqual(6);
  });

  it('shows a whole week at once, without a slider', () => {
    for (const width of WIDTHS) {
      expect(option(general(8), width).dataZoom).toEqual([]);
      expect(option(byCountry(8), width, true).dataZoom).toEqual([]);
    }
  });

  it("shows a month's latest days with a slider back, the window no wider than what fits, the wheel left to the page", () => {
    const o = option(general(31), 394);
    const [inside, slider] = o.dataZoom;
    expect([inside.type, slider.type]).toEqual(['inside', 'slider']);
    // The value axis keeps the whole range's scale while the window moves (ECharts filters nothing out).
    expect(slider).toMatchObject({ endValue: 30, maxValueSpan: slider.endValue - slider.startValue, filterMode: 'none' });
    expect(slider.startValue).toBeGreaterThan(0);
    expect(inside).toMatchObject({ startValue: slider.startValue, endValue: 30, maxValueSpan: slider.maxValueSpan, filterMode: 'none', zoomOnMouseWheel: false });
    // The axis names the shown days by their own names (ECharts counts a window's labels from its start).
    expect(o.xAxis.axisLabel.formatter('2026-03-31', 0)).toBe('03-31');
    // One stacked bar a day: the countries' chart shows more days at once than the three side by side.
    expect(shownDays(option(byCountry(31), 394, true), 31)).toBeGreaterThan(shownDays(o, 31));
  });
});
