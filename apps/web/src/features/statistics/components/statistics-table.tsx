import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../../i18n/country-name';
import { useLanguage } from '../../../i18n';
import { formatUiDay } from '../model/day-format';
import { countryCell } from './country-cell';
import { countryGroups, type DayCounts } from '../model/series';

/**
 * The charts' numbers as tables, one row per day, for people who would rather read: technicians and dispatchers
 * each in a table of their own, so each fits a laptop screen instead of one table whose dispatcher half is cut off.
 */
export function StatisticsTable({ technicians, dispatchers }: { technicians: DayCounts[]; dispatchers: DayCounts[] }) {
  const { t } = useTranslation();
  return (
    <>
      <DaysTable
        title={t('statistics.table.technicians')}
        days={technicians}
        labels={[t('statistics.technicianSeries.total'), t('statistics.technicianSeries.active'), t('statistics.technicianSeries.planned')]}
        testId="statistics-table-technicians"
      />
      <DaysTable
        title={t('statistics.table.dispatchers')}
        days={dispatchers}
        labels={[t('statistics.dispatcherSeries.total'), t('statistics.dispatcherSeries.active'), t('statistics.dispatcherSeries.planned')]}
        testId="statistics-table-dispatchers"
      />
      <p style={{ marginTop: 8, color: 'rgba(0,0,0,0.55)' }}>{t('statistics.table.byCountryHint')}</p>
    </>
  );
}

function DaysTable({ title, days, labels, testId }: { title: string; days: DayCounts[]; labels: [total: string, active: string, planned: string]; testId: string }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const language = useLanguage();
  const [total, active, planned] = labels;
  const columns: TableColumnsType<DayCounts> = [
    { key: 'date', title: t('statistics.table.date'), fixed: 'left', render: (_, d) => formatUiDay(d.date, language) },
    { key: 'total', title: total, align: 'right', render: (_, d) => d.total },
    { key: 'active', title: active, align: 'right', render: (_, d) => d.active },
    { key: 'planned', title: planned, align: 'right', render: (_, d) => d.planned },
    ...countryGroups(days).map((group) => ({
      key: `country-${group}`,
      title: (
        <span data-testid="statistics-country-header">
          {group === 'Other' ? t('statistics.otherCountries') : countryName(group)}
          <Typography.Text type="secondary" style={{ display: 'block', fontWeight: 'normal', fontSize: 12 }}>
            {t('statistics.table.countryColumnUnit')}
          </Typography.Text>
        </span>
      ),
      align: 'right' as const,
      render: (_: unknown, d: DayCounts) => {
        const { text, label } = countryCell(t, d.byCountry[group]);
        return (
          <span title={label} aria-label={label} data-testid="statistics-country-cell">
            {text}
          </span>
        );
      },
    })),
  ];
  return (
    <Table<DayCounts>
      size="small"
      bordered
      title={() => <strong>{title}</strong>}
      rowKey="date"
      columns={columns}
      dataSource={days}
      pagination={days.length > 31 ? { pageSize: 31, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
}
