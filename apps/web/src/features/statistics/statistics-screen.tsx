import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Col, Empty, Popover, Row, Segmented, Skeleton, Statistic } from 'antd';
import { ApartmentOutlined, BarChartOutlined, CalendarOutlined, InfoCircleOutlined, TableOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterChip } from '../../components/filter-bar';
import { useAuthorizedOrganizations } from '../../api/reference';
import { useLanguage } from '../../i18n';
import { useStatistics } from './api';
import { StatisticsFilterDrawer } from './components/statistics-filter-drawer';
import { StatisticsTable } from './components/statistics-table';
import { criteriaErrorText, criteriaFromParams, criteriaInScope, criteriaParams, defaultCriteria, toStatisticsQuery, type StatisticsCriteria } from './model/criteria';
import { formatUiRange } from './model/day-format';
import { dispatcherDays, technicianDays } from './model/series';
import { FailedReadAlert } from '../../components/failed-read-alert';

// ECharts is large: it loads with this chunk, on this route only.
const StatisticsCharts = lazy(() => import('./components/statistics-charts'));

type View = 'charts' | 'table';

/**
 * Usage statistics (spec part 2 §2): today's figures, six charts (or a table of the same numbers) of
 * technicians and dispatchers per day for the chosen range and organizations (none chosen: the whole scope).
 */
export function StatisticsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  // The day the screen opened: its default range, also while it stays open past midnight.
  const [defaults] = useState(() => defaultCriteria(dayjs().format('YYYY-MM-DD')));
  const [params, setParams] = useSearchParams();
  const { criteria: linked, refusedRange } = useMemo(() => criteriaFromParams(params, defaults), [params, defaults]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [chipsHidden, setChipsHidden] = useState(false);
  const [view, setView] = useState<View>('charts');
  const organizations = useAuthorizedOrganizations();
  // If the caller's organizations cannot be read, the link's are sent as they are and the server judges them.
  const known = useMemo(() => (organizations.isError ? linked.organizations : organizations.data?.map((o) => o.orgunit)), [organizations.isError, organizations.data, linked]);
  const scoped = useMemo(() => criteriaInScope(linked, known), [linked, known]);
  const criteria = scoped?.criteria ?? linked;
  const query = useMemo(() => (scoped ? toStatisticsQuery(scoped.criteria) : null), [scoped]);
  const { technicians, dispatchers } = useStatistics(query);
  const techDays = useMemo(() => technicianDays(technicians.data?.searchResults ?? []), [technicians.data]);
  const dispatcherDayList = useMemo(() => dispatcherDays(dispatchers.data?.searchResults ?? []), [dispatchers.data]);

  const orgName = new Map((organizations.data ?? []).map((o) => [o.orgunit, o.displayName]));
  const apply = (next: StatisticsCriteria) => {
    setParams(criteriaParams(next, defaults), { replace: true });
    setDrawerOpen(false);
  };
  const chips: FilterChip[] = [
    { key: 'range', icon: <CalendarOutlined />, color: 'geekblue', label: formatUiRange(criteria.range, language) },
    ...(criteria.organizations.length === 0
      ? [{ key: 'all-orgs', icon: <ApartmentOutlined />, color: 'purple', label: t('statistics.allOrganizations') }]
      : criteria.organizations.map((orgunit) => ({
          key: `org-${orgunit}`,
          icon: <ApartmentOutlined />,
          color: 'purple',
          label: orgName.get(orgunit) ?? orgunit,
          onClose: () => apply({ ...criteria, organizations: criteria.organizations.filter((o) => o !== orgunit) }),
        }))),
  ];
  const error = technicians.error ?? dispatchers.error;
  const retry = () => {
    if (technicians.isError) void technicians.refetch();
    if (dispatchers.isError) void dispatchers.refetch();
  };
  const loading = technicians.isPending || dispatchers.isPending;
  const todayTech = technicians.data?.todayResult;
  const todayDispatchers = dispatchers.data?.todayResult;

  return (
    <div data-testid="statistics-page">
      <FilterBar
        testIdPrefix="statistics"
        chips={chips}
        hidden={chipsHidden}
        onToggleHidden={() => setChipsHidden((h) => !h)}
        onOpenFilters={() => setDrawerOpen(true)}
        extra={
          <>
            <Popover
              content={
                <div style={{ maxWidth: 420 }}>
                  <p style={{ marginTop: 0 }}>{t('statistics.definitions')}</p>
                  <p style={{ marginBottom: 0 }}>{t('statistics.definitionsCountries')}</p>
                </div>
              }
              title={t('statistics.definitionsTitle')}
              trigger={['hover', 'click']}
            >
              {/* A button: Enter and Space open it from the keyboard, which a focusable icon did not. */}
              <Button
                type="text"
                shape="circle"
                icon={<InfoCircleOutlined style={{ fontSize: 18, color: '#1677ff' }} />}
                aria-label={t('statistics.definitionsTitle')}
                data-testid="statistics-definitions"
              />
            </Popover>
            <Segmented<View>
              value={view}
              onChange={setView}
              options={[
                { value: 'charts', icon: <BarChartOutlined />, label: t('statistics.view.charts') },
                { value: 'table', icon: <TableOutlined />, label: t('statistics.view.table') },
              ]}
              aria-label={t('statistics.view.label')}
              // The group itself was a tab stop the arrow keys did nothing on (rc-segmented's tabIndex 0); its radios take
              // the focus and the arrows, so Tab goes straight to them.
              tabIndex={-1}
              data-testid="statistics-view"
            />
          </>
        }
      />
      {refusedRange ? (
        <Alert
          type="warning"
          showIcon
          title={t('statistics.linkRangeRefused', { period: `${params.get('start') ?? ''} – ${params.get('end') ?? ''}` })}
          description={criteriaErrorText(t, refusedRange)}
          style={{ marginBottom: 12 }}
          data-testid="statistics-link-range-refused"
        />
      ) : null}
      {scoped?.leftOut.length ? (
        <Alert type="warning" showIcon title={t('statistics.leftOut', { organizations: scoped.leftOut.join(', ') })} style={{ marginBottom: 12 }} data-testid="statistics-left-out" />
      ) : null}
      {error ? <FailedReadAlert error={error} onRetry={retry} testIdPrefix="statistics" /> : null}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="statistics-today">
        {[
          { key: 'technicians-total', title: t('statistics.today.technicians'), value: todayTech?.total },
          { key: 'technicians-active', title: t('statistics.today.techniciansActive'), value: todayTech?.active },
          { key: 'technicians-planned', title: t('statistics.today.techniciansPlanned'), value: todayTech?.totalPlanned },
          { key: 'dispatchers-total', title: t('statistics.today.dispatchers'), value: todayDispatchers?.total },
          { key: 'dispatchers-active', title: t('statistics.today.dispatchersActive'), value: todayDispatchers?.active },
          { key: 'dispatchers-planning', title: t('statistics.today.dispatchersPlanning'), value: todayDispatchers?.totalPlanning },
        ].map((s) => (
          <Col key={s.key} xs={12} md={8} xl={4}>
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={s.title} value={s.value ?? '–'} loading={loading} data-testid={`statistics-today-${s.key}`} />
            </Card>
          </Col>
        ))}
      </Row>
      {loading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : techDays.length === 0 && dispatcherDayList.length === 0 ? (
        // A range before the first figures or after today: six empty charts looked like a failure. After an error
        // there is nothing to say but the error.
        error ? null : (
          <Card>
            <Empty description={t('statistics.noDays')} data-testid="statistics-no-days" />
          </Card>
        )
      ) : view === 'charts' ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
          <StatisticsCharts technicians={techDays} dispatchers={dispatcherDayList} />
        </Suspense>
      ) : (
        <StatisticsTable technicians={techDays} dispatchers={dispatcherDayList} />
      )}
      <StatisticsFilterDrawer open={drawerOpen} criteria={criteria} defaults={defaults} organizations={organizations.data} onApply={apply} onClose={() => setDrawerOpen(false)} />
    </div>
  );
}
