import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ACTIVITY_PAGE_SIZES, type TechnicianActivityItem } from '@fsp/domain';
import { FilterBar, type FilterChip } from '../../components/filter-bar';
import { PagedTable } from '../../components/paged-table';
import { useTechnicians } from '../../components/technician-select';
import { PART2_DAY_FORMAT } from '../../lib/date-formats';
import { useSession } from '../session';
import { useActivityFeed } from './api';
import { activityColumns } from './components/activity-columns';
import { ActivityFilterDrawer } from './components/activity-filter-drawer';
import { ActivityLiveHint } from './components/activity-live-hint';
import { ActivityOrderDrawer } from './components/activity-order-drawer';
import { ActivityRefusedAlert } from './components/activity-refused-alert';
import { filterRefused } from './model/page-load';
import { sampleOfActivity } from './model/activity-sample';
import { SampleDetailDrawer, type SampleDetail } from '../samples';
import { HTML_LANG, normalizeLanguage } from '../../i18n/language';
import { activityEmptyKey, toActivitySearchRequest, validateActivityFilters, type ActivityFilters } from './model/filters';
import { readActivityLink, activityPageFromParams, appliedActivityFilters, currentActivityDay, lastActivityPageIndex, withActivityPage, type ActivityPage } from './model/filter-params';
import { dateRangeChipLabel } from '../../components/date-range-chip';
import { FailedReadAlert } from '../../components/failed-read-alert';
import { dateRangeErrorText } from '../../components/date-range-rule';

/** "Time passed" is redrawn this often. */
const CLOCK_TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Keeps what the user looks at in place when rows are added above it: if the page is scrolled, it is
 * scrolled further by the height the new rows took.
 */
function useStableScroll(rowCount: number) {
  const lastHeight = useRef(0);
  const lastCount = useRef(rowCount);
  useLayoutEffect(() => {
    const height = document.documentElement.scrollHeight;
    if (rowCount > lastCount.current && window.scrollY > 0 && lastHeight.current > 0) window.scrollBy(0, height - lastHeight.current);
    lastHeight.current = height;
    lastCount.current = rowCount;
  }, [rowCount]);
}

/**
 * Technician activity history (spec part 2 §2, §4), the landing page of most users: today's activity of the
 * caller's teams, live. Double-click opens the order drawer of the row's assignment, or its CI suggestion, or else
 * the sample it is about.
 */
export function ActivityHistoryScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const technicians = useTechnicians();
  const now = useNow();
  // The day a URL without dates means: the current day when the screen opened or last applied a filter (as the
  // drawer's Reset takes it), so the rows shown stay as they are past midnight until the user's next action.
  const [today, setToday] = useState(currentActivityDay);
  const [params, setParams] = useSearchParams();
  const { filters, refused: linkRefused } = useMemo(() => readActivityLink(params, today), [params, today]);
  // The page is kept in the URL with the filter, so that a reload shows the same page.
  const { index: pageIndex, size: pageSize } = activityPageFromParams(params);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [chipsHidden, setChipsHidden] = useState(false);
  const [opened, setOpened] = useState<TechnicianActivityItem | null>(null);
  const [sample, setSample] = useState<SampleDetail | null>(null);
  const valid = Object.keys(validateActivityFilters(filters)).length === 0;
  const request = useMemo(() => (valid ? toActivitySearchRequest(filters, pageIndex, pageSize) : null), [valid, filters, pageIndex, pageSize]);
  const feed = useActivityFeed(request);
  const setPage = (page: ActivityPage) => setParams((prev) => withActivityPage(prev, page), { replace: true });
  // A page past the end (a reload after rows left the range, an edited link) goes to the last page that exists.
  useEffect(() => {
    if (request === null || feed.answered !== request) return;
    const last = lastActivityPageIndex(feed.total, pageSize);
    if (pageIndex > last) setParams((prev) => withActivityPage(prev, { index: last, size: pageSize }), { replace: true });
  }, [request, feed.answered, feed.total, pageIndex, pageSize, setParams]);
  const session = useSession();
  const ciStatusNames = session.localisations.ciStatus;
  const columns = useMemo(() => activityColumns(t, now, i18n.language, ciStatusNames ?? {}, session.codeName), [t, now, i18n.language, ciStatusNames, session.codeName]);
  useStableScroll(feed.rows.length);

  const apply = (next: ActivityFilters) => {
    const applied = appliedActivityFilters(next);
    setToday((day) => (day.start === applied.today.start && day.end === applied.today.end ? day : applied.today));
    setParams(withActivityPage(applied.params, { index: 0, size: pageSize }), { replace: true });
    setDrawerOpen(false);
  };
  const open = (row: TechnicianActivityItem) => {
    if (row.ciSuggestionId !== null) void navigate(`/ci-board?id=${row.ciSuggestionId}`);
    else if (row.schedulerId !== null) setOpened(row);
    // A sample taken outside an assignment: its own fields, as the sample search shows them.
    else setSample(sampleOfActivity(row));
  };
  // A draft's or a SIMS report's row without an assignment has nothing to open: no pointer that promises it.
  const canOpen = (row: TechnicianActivityItem) => row.ciSuggestionId !== null || row.schedulerId !== null || sampleOfActivity(row) !== null;
  const technicianName = (bpNo: string) => technicians.data?.find((x) => x.bpNo === bpNo)?.fullName ?? bpNo;
  const textChip = (key: 'customer' | 'customerNumber' | 'serialNumber' | 'workOrderNo', label: 'activity.chips.customer' | 'activity.chips.customerNumber' | 'listFilters.chips.serialNumber' | 'listFilters.chips.workOrderNo') => {
    const value = filters[key].trim();
    return value ? [{ key, label: t(label, { value }), onClose: () => apply({ ...filters, [key]: '' }) }] : [];
  };
  const chips: FilterChip[] = [
    { key: 'date', icon: <CalendarOutlined />, color: 'blue', label: dateRangeChipLabel(t, filters.start, filters.end, PART2_DAY_FORMAT) },
    ...(filters.techBpNo ? [{ key: 'technician', label: t('listFilters.chips.technician', { name: technicianName(filters.techBpNo) }), onClose: () => apply({ ...filters, techBpNo: null }) }] : []),
    ...textChip('customer', 'activity.chips.customer'),
    ...textChip('customerNumber', 'activity.chips.customerNumber'),
    ...(filters.status ? [{ key: 'status', label: t('listFilters.chips.status', { name: t(`planning.statuses.${filters.status}`) }), onClose: () => apply({ ...filters, status: null }) }] : []),
    ...textChip('serialNumber', 'listFilters.chips.serialNumber'),
    ...textChip('workOrderNo', 'listFilters.chips.workOrderNo'),
  ];

  return (
    <div data-testid="activity-history-page">
      <FilterBar testIdPrefix="activity" chips={chips} hidden={chipsHidden} onToggleHidden={() => setChipsHidden((h) => !h)} onOpenFilters={() => setDrawerOpen(true)} />
      {/* An edited link is not silently replaced by today: the reader is told why (as on the statistics screen). */}
      {linkRefused ? (
        <Alert
          type="warning"
          showIcon
          title={linkRefused === 'criteria' ? t('activity.linkFilterRefused') : t('activity.linkPeriodRefused', { period: `${params.get('start') ?? ''} – ${params.get('end') ?? ''}` })}
          description={linkRefused === 'criteria' ? undefined : dateRangeErrorText(t, linkRefused.dates)}
          style={{ marginBottom: 12 }}
          data-testid="activity-link-refused"
        />
      ) : null}
      {filterRefused(feed.error) ? (
        <ActivityRefusedAlert error={feed.error} onEditFilter={() => setDrawerOpen(true)} onRetry={feed.retry} />
      ) : feed.error ? (
        <FailedReadAlert error={feed.error} onRetry={feed.retry} testIdPrefix="activity" />
      ) : null}
      {feed.stalled && !feed.error ? <Alert type="warning" showIcon role="status" title={t('activity.liveStalled')} style={{ marginBottom: 12 }} data-testid="activity-live-stalled" /> : null}
      <ActivityLiveHint key={JSON.stringify(request)} arrived={feed.arrived} firstPage={pageIndex === 0} pageSize={pageSize} onShowFirstPage={() => setPage({ index: 0, size: pageSize })} />
      <PagedTable
        testId="activity-table"
        rowKey={(row) => row.id}
        columns={columns}
        rows={feed.rows}
        total={feed.total}
        pageIndex={pageIndex}
        pageSize={pageSize}
        pageSizes={ACTIVITY_PAGE_SIZES}
        loading={feed.loading}
        onPageChange={(index, size) => setPage({ index, size })}
        onRowDoubleClick={open}
        canOpenRow={canOpen}
        rowClassName={(row) => (feed.freshIds.has(row.id) ? 'fsp-fresh-row' : '')}
        emptyText={t(activityEmptyKey(filters, Boolean(feed.error)))}
        scrollX={960}
      />
      <ActivityFilterDrawer open={drawerOpen} filters={filters} onApply={apply} onClose={() => setDrawerOpen(false)} />
      <ActivityOrderDrawer row={opened} technicians={technicians.data} onClose={() => setOpened(null)} />
      <SampleDetailDrawer sample={sample} locale={HTML_LANG[normalizeLanguage(i18n.language) ?? 'en']} codeName={session.codeName} onClose={() => setSample(null)} />
    </div>
  );
}
