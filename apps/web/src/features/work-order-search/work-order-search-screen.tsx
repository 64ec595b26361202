import { useMemo, useState } from 'react';
import { ApartmentOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SEARCH_PAGE_SIZES, type WorkOrderSearchRow } from '@fsp/domain';
import { FilterBar, type FilterChip } from '../../components/filter-bar';
import { PagedTable } from '../../components/paged-table';
import { useOrganizationsTeams } from '../../api/reference';
import { useHistoryEntryState } from '../../lib/history-entry-state';
import { searchAgainIfFailed } from '../../lib/search-again';
import { useKeptSearchWithin } from '../../lib/kept-search-choices';
import { useSession } from '../session';
import { useWorkOrderSearch } from './api';
import { workOrderSearchColumns } from './components/work-order-search-columns';
import { WorkOrderDrawer } from './components/work-order-drawer';
import { WorkOrderSearchFilterDrawer } from './components/work-order-search-filter-drawer';
import { EMPTY_WORK_ORDER_SEARCH_FILTERS, toWorkOrderSearchRequest, withKnownOrganizations, type WorkOrderSearchFilters } from './model/filters';
import { FailedReadAlert } from '../../components/failed-read-alert';

const hasChosenOrganizations = (filters: WorkOrderSearchFilters) => filters.organizations.length > 0;

const DEFAULT_PAGE_SIZE = 25;

/**
 * Work-order search (spec part 1 §2): filter drawer, closable chips of the criteria, and the paged
 * result (POST /api/work-order-search; sizes 25/50/100/250). Without criteria it lists every
 * organization in the caller's scope. Past the server's count bound the paginator says "more than 1,000"
 * and pages through the first 1,000 (docs/decisions/0027-bounded-search-totals.md); PagedTable says so under
 * the pager. A row opens the order drawer of its work order on a click or with Enter (docs/work-order-search.md).
 */
export function WorkOrderSearchScreen() {
  const { t } = useTranslation();
  const organizations = useOrganizationsTeams();
  // Kept in the history entry: Back from an order's grid or another screen returns to the same search and page.
  const [view, setView] = useHistoryEntryState('workOrderSearch', () => ({ filters: EMPTY_WORK_ORDER_SEARCH_FILTERS, page: { index: 0, size: DEFAULT_PAGE_SIZE } }));
  const { filters, page } = view;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [chipsHidden, setChipsHidden] = useState(false);
  const [opened, setOpened] = useState<WorkOrderSearchRow | null>(null);
  // A kept search's organizations the user has lost since are dropped; chosen ones are searched once known to be the user's.
  const organizationsKnown = useKeptSearchWithin(view, setView, organizations, hasChosenOrganizations, withKnownOrganizations);
  const request = useMemo(() => (organizationsKnown ? toWorkOrderSearchRequest(filters, page.index, page.size) : null), [organizationsKnown, filters, page]);
  const search = useWorkOrderSearch(request);
  const { codeName } = useSession();
  const columns = useMemo(() => workOrderSearchColumns(t, codeName), [t, codeName]);

  const apply = (next: WorkOrderSearchFilters) => {
    searchAgainIfFailed(search, view, next);
    setView((current) => ({ filters: next, page: { ...current.page, index: 0 } }));
    setDrawerOpen(false);
  };
  const orgName = new Map((organizations.data ?? []).map((o) => [o.orgunit, o.displayName]));
  const chips: FilterChip[] = [
    ...filters.organizations.map((orgunit) => ({
      key: `org-${orgunit}`,
      icon: <ApartmentOutlined />,
      color: 'purple',
      label: t('listFilters.chips.organization', { name: orgName.get(orgunit) ?? orgunit }),
      onClose: () => apply({ ...filters, organizations: filters.organizations.filter((o) => o !== orgunit) }),
    })),
    ...filters.customers.map((c) => ({
      key: `customer-${c.number}`,
      icon: <UserOutlined />,
      color: 'blue',
      label: t('listFilters.chips.customer', { name: c.name }),
      onClose: () => apply({ ...filters, customers: filters.customers.filter((x) => x.number !== c.number) }),
    })),
    ...(filters.onlyMDA ? [{ key: 'only-mda', label: t('listFilters.chips.onlyMDA'), onClose: () => apply({ ...filters, onlyMDA: false }) }] : []),
    ...(filters.onlyAssigned ? [{ key: 'only-assigned', label: t('listFilters.chips.onlyAssigned'), onClose: () => apply({ ...filters, onlyAssigned: false }) }] : []),
    ...(filters.seriNo.trim() ? [{ key: 'serial', label: t('listFilters.chips.serialNumber', { value: filters.seriNo.trim() }), onClose: () => apply({ ...filters, seriNo: '' }) }] : []),
    ...(filters.modelNo.trim() ? [{ key: 'model', label: t('listFilters.chips.modelNumber', { value: filters.modelNo.trim() }), onClose: () => apply({ ...filters, modelNo: '' }) }] : []),
    ...(filters.workOrderNo.trim()
      ? [{ key: 'work-order-no', label: t('listFilters.chips.workOrderNo', { value: filters.workOrderNo.trim() }), onClose: () => apply({ ...filters, workOrderNo: '' }) }]
      : []),
  ];

  return (
    <div data-testid="work-order-search-page">
      <FilterBar testIdPrefix="wos" chips={chips} hidden={chipsHidden} onToggleHidden={() => setChipsHidden((h) => !h)} onOpenFilters={() => setDrawerOpen(true)} />
      {/* A failed page leaves no rows and no pager: Retry asks for the same page again, and the table names the failure, not "no matches". */}
      {search.isError ? <FailedReadAlert error={search.error} onRetry={() => void search.refetch()} testIdPrefix="wos" /> : null}
      <PagedTable
        testId="wos-table"
        rowKey={(row) => row.id}
        columns={columns}
        rows={search.data?.workOrders ?? []}
        total={search.data?.totalRowCount ?? 0}
        totalIsLowerBound={search.data?.totalRowCountIsLowerBound ?? false}
        pageIndex={page.index}
        pageSize={page.size}
        pageSizes={SEARCH_PAGE_SIZES}
        loading={search.isFetching || !organizationsKnown}
        onPageChange={(index, size) => setView((current) => ({ ...current, page: { index, size } }))}
        onRowClick={setOpened}
        emptyText={t(search.isError ? 'workOrderSearch.notLoaded' : 'workOrderSearch.empty')}
      />
      <WorkOrderDrawer row={opened} onClose={() => setOpened(null)} />
      <WorkOrderSearchFilterDrawer open={drawerOpen} filters={filters} organizations={organizations.data} onApply={apply} onClose={() => setDrawerOpen(false)} />
    </div>
  );
}
