import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryGroups, isoDay, type DayCounts } from '../model/series';

interface Row {
  date: string;
  technicians: DayCounts;
  dispatchers: DayCounts | undefined;
}

/** The charts' numbers as a table, one row per day, for people who would rather read. */
export function StatisticsTable({ technicians, dispatchers }: { technicians: DayCounts[]; dispatchers: DayCounts[] }) {
  const { t } = useTranslation();
  const dispatcherByDate = new Map(dispatchers.map((d) => [d.date, d]));
  const rows: Row[] = technicians.map((d) => ({ date: d.date, technicians: d, dispatchers: dispatcherByDate.get(d.date) }));
  const groups = countryGroups([...technicians, ...dispatchers]);
  const country = (g: string) => (g === 'Other' ? t('statistics.otherCountries') : g);
  const pair = (pick: (r: Row) => DayCounts | undefined, prefix: string) =>
    groups.map((g) => ({
      key: `${prefix}-${g}`,
      title: country(g),
      align: 'right' as const,
      render: (_: unknown, r: Row) => {
        const counts = pick(r)?.byCountry[g];
        return counts ? `${counts.active} / ${counts.total}` : '–';
      },
    }));
  const columns: TableColumnsType<Row> = [
    { key: 'date', title: t('statistics.table.date'), fixed: 'left', render: (_, r) => isoDay(r.date) },
    {
      key: 'technicians',
      title: t('statistics.table.technicians'),
      children: [
        { key: 't-total', title: t('statistics.technicianSeries.total'), align: 'right', render: (_, r) => r.technicians.total },
        { key: 't-active', title: t('statistics.technicianSeries.active'), align: 'right', render: (_, r) => r.technicians.active },
        { key: 't-planned', title: t('statistics.technicianSeries.planned'), align: 'right', render: (_, r) => r.technicians.planned },
        ...pair((r) => r.technicians, 't'),
      ],
    },
    {
      key: 'dispatchers',
      title: t('statistics.table.dispatchers'),
      children: [
        { key: 'd-total', title: t('statistics.dispatcherSeries.total'), align: 'right', render: (_, r) => r.dispatchers?.total ?? '–' },
        { key: 'd-active', title: t('statistics.dispatcherSeries.active'), align: 'right', render: (_, r) => r.dispatchers?.active ?? '–' },
        { key: 'd-planned', title: t('statistics.dispatcherSeries.planned'), align: 'right', render: (_, r) => r.dispatchers?.planned ?? '–' },
        ...pair((r) => r.dispatchers, 'd'),
      ],
    },
  ];
  return (
    <>
      <Table<Row>
        size="small"
        bordered
        rowKey="date"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        data-testid="statistics-table"
      />
      <p style={{ marginTop: 8, color: 'rgba(0,0,0,0.55)' }}>{t('statistics.table.byCountryHint')}</p>
    </>
  );
}
