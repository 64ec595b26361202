import { STATISTICS_COUNTRY_GROUPS } from '@fsp/domain';

interface Pair {
  total: number;
  active: number;
}
/** What the charts need of a result of either kind (dispatchers' totalPlanning is passed as planned). */
export interface DayCounts {
  date: string;
  total: number;
  active: number;
  planned: number;
  byCountry: Record<string, Pair>;
}

export interface ChartSeries {
  key: string;
  values: number[];
}
export interface ChartData {
  /** 'YYYY-MM-DD' per point. */
  dates: string[];
  series: ChartSeries[];
}

export const isoDay = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

export function technicianDays(results: readonly { date: string; total: number; active: number; totalPlanned: number; byCountry: Record<string, Pair> }[]): DayCounts[] {
  return results.map((r) => ({ date: r.date, total: r.total, active: r.active, planned: r.totalPlanned, byCountry: r.byCountry }));
}
export function dispatcherDays(results: readonly { date: string; total: number; active: number; totalPlanning: number; byCountry: Record<string, Pair> }[]): DayCounts[] {
  return results.map((r) => ({ date: r.date, total: r.total, active: r.active, planned: r.totalPlanning, byCountry: r.byCountry }));
}

/** The general chart: total, active and planned per date. */
export function generalChart(days: readonly DayCounts[]): ChartData {
  return {
    dates: days.map((d) => isoDay(d.date)),
    series: (['total', 'active', 'planned'] as const).map((key) => ({ key, values: days.map((d) => d[key]) })),
  };
}

/** The country groups present in the results, in the spec's order (TR, RU, KZ, AZ, KG, Other). */
export function countryGroups(days: readonly DayCounts[]): string[] {
  const present = new Set(days.flatMap((d) => Object.keys(d.byCountry)));
  return STATISTICS_COUNTRY_GROUPS.filter((g) => present.has(g));
}

/** One series per country group of the total or the active count. */
export function byCountryChart(days: readonly DayCounts[], measure: keyof Pair): ChartData {
  return {
    dates: days.map((d) => isoDay(d.date)),
    series: countryGroups(days).map((group) => ({ key: group, values: days.map((d) => d.byCountry[group]?.[measure] ?? 0) })),
  };
}

/**
 * What a screen reader says of a chart, in the page's language: its title, its days and each series' figure on the
 * last day (ECharts' own description is English only and reads stacked bars as "0, 34, 118, 84").
 */
export function chartDescription(title: string, data: ChartData, seriesName: (key: string) => string, day: (isoDay: string) => string): string {
  const first = data.dates.at(0);
  const last = data.dates.at(-1);
  if (first === undefined || last === undefined) return title;
  const range = first === last ? day(first) : `${day(first)} – ${day(last)}`;
  const figures = data.series.map((s) => `${seriesName(s.key)} ${s.values.at(-1) ?? 0}`).join(', ');
  return first === last ? `${title}. ${range}: ${figures}.` : `${title}. ${range}. ${day(last)}: ${figures}.`;
}
