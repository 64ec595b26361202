import { useMemo, useState } from 'react';
import { CalendarOutlined, UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_SIZES, quickDateRange, type HistoryRow } from '@fsp/domain';
import { FilterBar, type FilterChip } from '../../components/filter-bar';
import { PagedTable } from '../../components/paged-table';
import { selectionCriteriaChips } from '../../components/selection-criteria';
import { dateRangeChipLabel } from '../../components/date-range-chip';
import { useTechnicians } from '../../components/technician-select';
import { useElementWidth } from '../../lib/use-element-width';
import { useOrganizationsTeams } from '../../api/reference';
import { useHistoryEntryState } from '../../lib/history-entry-state';
import { searchAgainIfFailed } from '../../lib/search-again';
import { useSession } from '../session';
import { useHistorySearch } from './api';
import { HISTORY_ROOMY_FROM, HISTORY_TABLE_WIDTH, historyColumns } from './components/history-columns';
import { HistoryDetailDrawer } from './components/history-detail-drawer';
import { HistoryExportButton } from './components/history-export-button';
import { HistoryFilterDrawer } from './components/history-filter-drawer';
import { emptyHistoryFilters, toHistorySearchRequest, validateHistoryFilters, type HistoryFilters } from './model/filters';
import { PART1_DAY_FORMAT } from '../../lib/date-formats';
import { FailedReadAlert } from '../../components/failed-read-alert';

const DEFAULT_PAGE_SIZE = 25;

/**
 * Planning history (spec part 1 §2): filter drawer and chips, the paged table (POST /api/history-search,
 * sizes 10/25/50/100), the Excel Export and a detail drawer. Starts with today's items. Past the server's
 * count bound the paginator says "more than 1,000" (docs/decisions/0027-bounded-search-totals.md); the export
 * writes every row of the filter and shows its progress in bytes received, never against the total.
 */
export function PlanningHistoryScreen() {
  const { t } = useTranslation();
  const organizations = useOrganizationsTeams();
  const technicians = useTechnicians();
  // Kept in the history entry: Back to the screen (or a reload) returns to the same search and page.
  const [view, setView] = useHistoryEntryState('planningHistory', () => ({
    filters: emptyHistoryFilters(quickDateRange('today', dayjs().format('YYYY-MM-DD'))),
    page: { index: 0, size: DEFAULT_PAGE_SIZE },
  }));
  const { filters, page } = view;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [chipsHidden, setChipsHidden] = useState(false);
  const [detail, setDetail] = useState<HistoryRow | null>(null);
  const valid = Object.keys(validateHistoryFilters(filters)).length === 0;
  const request = useMemo(() => (valid ? toHistorySearchRequest(filters, page.index, page.size) : null), [valid, filters, page]);
  const search = useHistorySearch(request);
  const { codeName, isOnlyCiBoardUser } = useSession();
  // The columns' widths follow the room the page has: dates on one line where it has it (see historyColumns).
  const [pageElement, setPageElement] = useState<HTMLDivElement | null>(null);
  const roomy = useElementWidth(pageElement) >= HISTORY_ROOMY_FROM;
  const columns = useMemo(() => historyColumns(t, codeName, setDetail, roomy), [t, codeName, roomy]);

  const apply = (next: HistoryFilters) => {
    searchAgainIfFailed(search, view, next);
    setView((current) => ({ filters: next, page: { ...current.page, index: 0 } }));
    setDrawerOpen(false);
  };
  const chips: FilterChip[] = [
    { key: 'date', icon: <CalendarOutlined />, color: 'blue', label: dateRangeChipLabel(t, filters.start, filters.end, PART1_DAY_FORMAT) },
    ...selectionCriteriaChips(t, filters, { organizations: organizations.data, technicians: technicians.data }, apply),
    ...filters.customers.map((c) => ({
      key: `customer-${c.number}`,
      icon: <UserOutlined />,
      label: t('listFilters.chips.customer', { name: c.name }),
      onClose: () => apply({ ...filters, customers: filters.customers.filter((x) => x.number !== c.number) }),
    })),
    ...filters.orderWekingStatus.map((s) => ({
      key: `status-${s}`,
      label: t('listFilters.chips.status', { name: t(`planning.statuses.${s}`) }),
      onClose: () => apply({ ...filters, orderWekingStatus: filters.orderWekingStatus.filter((x) => x !== s) }),
    })),
    ...(filters.forceNormalShift ? [{ key: 'force-normal-shift', label: t('planningHistory.forceNormalShift'), onClose: () => apply({ ...filters, forceNormalShift: false }) }] : []),
    ...(filters.seriNo.trim() ? [{ key: 'serial', label: t('listFilters.chips.serialNumber', { value: filters.seriNo.trim() }), onClose: () => apply({ ...filters, seriNo: '' }) }] : []),
    ...(filters.modelNo.trim() ? [{ key: 'model', label: t('listFilters.chips.modelNumber', { value: filters.modelNo.trim() }), onClose: () => apply({ ...filters, modelNo: '' }) }] : []),
    ...(filters.workOrderNo.trim()
      ? [{ key: 'work-order-no', label: t('listFilters.chips.workOrderNo', { value: filters.workOrderNo.trim() }), onClose: () => apply({ ...filters, workOrderNo: '' }) }]
      : []),
  ];

  return (
    <div ref={setPageElement} data-testid="planning-history-page">
      <FilterBar
        testIdPrefix="history"
        chips={chips}
        hidden={chipsHidden}
        onToggleHidden={() => setChipsHidden((h) => !h)}
        onOpenFilters={() => setDrawerOpen(true)}
        extra={isOnlyCiBoardUser ? null : <HistoryExportButton filters={valid ? filters : null} />}
      />
      {/* A failed page leaves no rows and no pager: Retry asks for the same page again, and the table names the failure, not "no matches". */}
      {search.isError ? <FailedReadAlert error={search.error} onRetry={() => void search.refetch()} testIdPrefix="history" /> : null}
      <PagedTable
        testId="history-table"
        rowKey={(row) => row.id}
        columns={columns}
        rows={search.data?.histories ?? []}
        total={search.data?.totalRowCount ?? 0}
        totalIsLowerBound={search.data?.totalRowCountIsLowerBound ?? false}
        pageIndex={page.index}
        pageSize={page.size}
        pageSizes={HISTORY_PAGE_SIZES}
        loading={search.isFetching}
        onPageChange={(index, size) => setView((current) => ({ ...current, page: { index, size } }))}
        onRowDoubleClick={setDetail}
        emptyText={t(search.isError ? 'planningHistory.notLoaded' : 'planningHistory.empty')}
        scrollX={HISTORY_TABLE_WIDTH}
      />
      <HistoryFilterDrawer open={drawerOpen} filters={filters} organizations={organizations.data} onApply={apply} onClose={() => setDrawerOpen(false)} />
      <HistoryDetailDrawer row={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
