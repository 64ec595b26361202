import { useEffect, useRef } from 'react';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useCountryName } from '../../../i18n/country-name';
import { useLanguage } from '../../../i18n';
import { formatAxisDay, formatUiDay } from '../model/day-format';
import { byCountryChart, chartDescription, generalChart, type ChartData, type DayCounts } from '../model/series';

// Only what the six charts use: this module (and ECharts with it) is loaded on the statistics route only.
echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, AriaComponent, CanvasRenderer]);

/** Bars while the days fit side by side, a line beyond (a month of bars per series stays readable). */
const MAX_BAR_DAYS = 31;
const CHART_HEIGHT = 300;

function EChart({ option, testId, label }: { option: echarts.EChartsCoreOption; testId: string; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const el = element.current!;
    const instance = echarts.init(el, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return <div ref={element} role="img" aria-label={label} data-testid={testId} style={{ width: '100%', height: CHART_HEIGHT }} />;
}

interface DayLabels {
  /** 'DD MMMM YYYY': the category's name, which the tooltip shows. */
  full: (day: string) => string;
  /** Day and short month: the axis has room for little more. */
  axis: (day: string) => string;
}

function chartOption(title: string, data: ChartData, seriesName: (key: string) => string, dayLabels: DayLabels, stacked: boolean): echarts.EChartsCoreOption {
  const type = data.dates.length > MAX_BAR_DAYS ? 'line' : 'bar';
  const axisLabels = data.dates.map(dayLabels.axis);
  return {
    // ECharts writes this into the chart's aria-label; without it, an English description of its own.
    aria: { enabled: true, label: { description: chartDescription(title, data, seriesName, dayLabels.full) } },
    tooltip: { trigger: 'axis', axisPointer: { type: type === 'bar' ? 'shadow' : 'line' } },
    // Every country stays named: the legend wraps to a second line rather than paging (room left above the grid).
    legend: { top: 0, type: 'plain', itemWidth: 14, itemGap: 8 },
    grid: { left: 8, right: 16, top: stacked ? 60 : 36, bottom: data.dates.length > MAX_BAR_DAYS ? 48 : 8, containLabel: true },
    xAxis: { type: 'category', data: data.dates.map(dayLabels.full), axisLabel: { formatter: (_: string, index: number) => axisLabels[index] } },
    yAxis: { type: 'value', minInterval: 1 },
    dataZoom: data.dates.length > MAX_BAR_DAYS ? [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }] : [],
    series: data.series.map((s) => ({
      name: seriesName(s.key),
      type,
      data: s.values,
      stack: stacked ? 'countries' : undefined,
      showSymbol: data.dates.length <= 60,
      barMaxWidth: 28,
      emphasis: { focus: 'series' },
    })),
  };
}

export interface StatisticsChartsProps {
  technicians: DayCounts[];
  dispatchers: DayCounts[];
}

/** The six charts of spec part 2 §2 "Usage statistics", three per row. */
export default function StatisticsCharts({ technicians, dispatchers }: StatisticsChartsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dayLabels: DayLabels = { full: (day) => formatUiDay(day, language), axis: (day) => formatAxisDay(day, language) };
  const countryName = useCountryName();
  const country = (key: string) => (key === 'Other' ? t('statistics.otherCountries') : countryName(key));
  const charts = [
    { id: 'technician-general', title: t('statistics.charts.technicianGeneral'), data: generalChart(technicians), name: (k: string) => t(`statistics.technicianSeries.${k as 'total'}`), stacked: false },
    { id: 'technician-total-by-country', title: t('statistics.charts.technicianTotalByCountry'), data: byCountryChart(technicians, 'total'), name: country, stacked: true },
    { id: 'technician-active-by-country', title: t('statistics.charts.technicianActiveByCountry'), data: byCountryChart(technicians, 'active'), name: country, stacked: true },
    { id: 'dispatcher-general', title: t('statistics.charts.dispatcherGeneral'), data: generalChart(dispatchers), name: (k: string) => t(`statistics.dispatcherSeries.${k as 'total'}`), stacked: false },
    { id: 'dispatcher-total-by-country', title: t('statistics.charts.dispatcherTotalByCountry'), data: byCountryChart(dispatchers, 'total'), name: country, stacked: true },
    { id: 'dispatcher-active-by-country', title: t('statistics.charts.dispatcherActiveByCountry'), data: byCountryChart(dispatchers, 'active'), name: country, stacked: true },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="statistics-charts">
      {charts.map((c) => (
        <Col key={c.id} xs={24} lg={12} xxl={8}>
          {/* A long title ("ორგანიზაციის დისპეტჩერები: აქტიური ქვეყნების მიხედვით") wraps instead of ending in "…" in three columns. */}
          <Card size="small" title={c.title} styles={{ title: { whiteSpace: 'normal' } }}>
            <EChart testId={`statistics-chart-${c.id}`} label={c.title} option={chartOption(c.title, c.data, c.name, dayLabels, c.stacked)} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
