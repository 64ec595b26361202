import { describe, expect, it } from 'vitest';
import { byCountryChart, chartDescription, dispatcherDays, generalChart, technicianDays } from './series';

const technicians = technicianDays([
  { date: '20260309', total: 3, active: 0, totalPlanned: 1, byCountry: { RU: { total: 1, active: 0 }, TR: { total: 2, active: 0 } } },
  { date: '20260310', total: 4, active: 2, totalPlanned: 2, byCountry: { TR: { total: 3, active: 2 }, Other: { total: 1, active: 0 } } },
]);

describe('statistics chart data', () => {
  it('gives the general chart total, active and planned per ISO day', () => {
    expect(generalChart(technicians)).toEqual({
      dates: ['2026-03-09', '2026-03-10'],
      series: [
        { key: 'total', values: [3, 4] },
        { key: 'active', values: [0, 2] },
        { key: 'planned', values: [1, 2] },
      ],
    });
  });

  it('orders country groups as the spec does and fills a missing group with 0', () => {
    expect(byCountryChart(technicians, 'total').series).toEqual([
      { key: 'TR', values: [2, 3] },
      { key: 'RU', values: [1, 0] },
      { key: 'Other', values: [0, 1] },
    ]);
    expect(byCountryChart(technicians, 'active').series[0]).toEqual({ key: 'TR', values: [0, 2] });
  });

  it("reads the dispatchers' totalPlanning as their planned count", () => {
    const days = dispatcherDays([{ date: '20260310', total: 2, active: 1, totalPlanning: 1, byCountry: {} }]);
    expect(generalChart(days).series[2]).toEqual({ key: 'planned', values: [1] });
  });

  it("describes a chart for screen readers in the page's words: title, days and the last day's figures", () => {
    const names: Record<string, string> = { TR: 'Türkiye', RU: 'Rusya', Other: 'Diğer' };
    const day = (iso: string) => ({ '2026-03-09': '09 Mart 2026', '2026-03-10': '10 Mart 2026' })[iso] ?? iso;
    expect(chartDescription('Ülkelere göre toplam', byCountryChart(technicians, 'total'), (k) => names[k], day)).toBe(
      'Ülkelere göre toplam. 09 Mart 2026 – 10 Mart 2026. 10 Mart 2026: Türkiye 3, Rusya 0, Diğer 1.',
    );
    expect(chartDescription('Genel', generalChart(technicians.slice(0, 1)), (k) => k, day)).toBe('Genel. 09 Mart 2026: total 3, active 0, planned 1.');
    expect(chartDescription('Genel', generalChart([]), (k) => k, day)).toBe('Genel');
  });
});
