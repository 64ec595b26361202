import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { AriaComponent, DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { useCountryName } from '../../../i18n/country-name';
import { useLanguage } from '../../../i18n';
import { formatAxisDay, formatUiDay } from '../model/day-format';
import { chartOption, type ChartSpec, type DayLabels } from '../model/chart-option';
import { byCountryChart, generalChart, type DayCounts } from '../model/series';

// Only what the six charts use: this module (and ECharts with it) is loaded on the statistics route only.
echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, AriaComponent, CanvasRenderer]);

const CHART_HEIGHT = 300;

/** A chart sized to its card: how many days it shows at once follows its width (`chartOption`). */
function EChart({ spec, testId, label }: { spec: Omit<ChartSpec, 'width'>; testId: string; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = element.current!;
    const instance = echarts.init(el, undefined, { renderer: 'canvas' });
    chart.current = instance;
    setWidth(el.clientWidth);
    const resize = new ResizeObserver(() => {
      instance.resize();
      setWidth(el.clientWidth);
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  const option = useMemo(() => (width > 0 ? chartOption({ ...spec, width }) : null), [spec, width]);
  useEffect(() => {
    if (option) chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return <div ref={element} role="img" aria-label={label} data-testid={testId} style={{ width: '100%', height: CHART_HEIGHT }} />;
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
            <EChart testId={`statistics-chart-${c.id}`} label={c.title} spec={{ title: c.title, data: c.data, seriesName: c.name, dayLabels, stacked: c.stacked }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
