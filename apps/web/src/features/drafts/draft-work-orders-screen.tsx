import { useMemo, useRef, useState } from 'react';
import { App, Empty } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SEARCH_PAGE_SIZES, quickDateRange, type DraftWorkOrder } from '@fsp/domain';
import { FilterBar, type FilterChip } from '../../components/filter-bar';
import { PagedTable } from '../../components/paged-table';
import { selectionCriteriaChips } from '../../components/selection-criteria';
import { dateRangeChipLabel } from '../../components/date-range-chip';
import { useTechnicians } from '../../components/technician-select';
import { useOrganizationsTeams } from '../../api/reference';
import { useHistoryEntryState } from '../../lib/history-entry-state';
import { searchAgainIfFailed } from '../../lib/search-again';
import { useSession } from '../session';
import { useCancelDraft, useDraftWorkOrders } from './api';
import { draftColumns } from './components/draft-columns';
import { DraftAssignmentDrawer } from './components/draft-assignment-drawer';
import { DraftDrawer, type DraftDrawerTab } from './components/draft-drawer';
import { DEFAULT_DRAFT_RANGE, DraftFilterDrawer } from './components/draft-filter-drawer';
import { emptyDraftFilters, toDraftRequest, validateDraftFilters, type DraftFilters } from './model/filters';
import { PART1_DAY_FORMAT } from '../../lib/date-formats';
import { FailedReadAlert } from '../../components/failed-read-alert';

const DEFAULT_PAGE_SIZE = 25;

/**
 * Draft work orders (spec part 1 §2): the filter drawer opens first (a search needs a date range and an
 * organization, team or technician); closable chips with hide/show; the paged table with details,
 * create assignment and cancel; a double-click opens the draft's history. The filter and the page are kept in the
 * history entry, so Back, Forward and a reload return to the same search without the drawer
 * (docs/work-order-search.md "Keeping the search").
 */
export function DraftWorkOrdersScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const organizations = useOrganizationsTeams();
  const technicians = useTechnicians();
  const [view, setView] = useHistoryEntryState('draftWorkOrders', () => ({
    filters: emptyDraftFilters(quickDateRange(DEFAULT_DRAFT_RANGE, dayjs().format('YYYY-MM-DD'))),
    page: { index: 0, size: DEFAULT_PAGE_SIZE },
  }));
  const { filters, page } = view;
  // Opens on arrival while there is no complete search yet; a search brought back by Back or a reload shows its rows.
  const [drawerOpen, setDrawerOpen] = useState(() => Object.keys(validateDraftFilters(view.filters)).length > 0);
  // The filter drawer opens on arrival, with no opener to give the focus back to: it goes to Filters instead.
  const filtersButton = useRef<HTMLButtonElement>(null);
  const [chipsHidden, setChipsHidden] = useState(false);
  const [opened, setOpened] = useState<{ id: number; tab: DraftDrawerTab } | null>(null);
  const [assigning, setAssigning] = useState<DraftWorkOrder | null>(null);
  const valid = Object.keys(validateDraftFilters(filters)).length === 0;
  const request = useMemo(() => (valid ? toDraftRequest(filters, page.index, page.size) : null), [valid, filters, page]);
  const drafts = useDraftWorkOrders(request);
  const cancel = useCancelDraft();
  const rows = useMemo(() => drafts.data?.workOrders ?? [], [drafts.data]);

  const columns = useMemo(
    () =>
      draftColumns(t, session.codeName, {
        roles: session.roles,
        onDetails: (d) => setOpened({ id: d.id, tab: 'details' }),
        onCreateAssignment: setAssigning,
        onCancel: (d) =>
          cancel.mutateAsync(d.id).then(
            () => message.success(t('draftWorkOrders.actions.cancelled')),
            () => undefined,
          ),
      }),
    [t, session.codeName, session.roles, cancel, message],
  );

  const apply = (next: DraftFilters) => {
    searchAgainIfFailed(drafts, view, next);
    setView((current) => ({ filters: next, page: { ...current.page, index: 0 } }));
    setDrawerOpen(false);
  };
  // A chip removal that would leave no organization, team or technician reopens the drawer instead of searching.
  const applyOrOpen = (next: DraftFilters) => {
    setView((current) => ({ filters: next, page: { ...current.page, index: 0 } }));
    if (validateDraftFilters(next).selection) setDrawerOpen(true);
  };
  const chips: FilterChip[] = [
    { key: 'date', icon: <CalendarOutlined />, color: 'blue', label: dateRangeChipLabel(t, filters.start, filters.end, PART1_DAY_FORMAT) },
    ...selectionCriteriaChips(t, filters, { organizations: organizations.data, technicians: technicians.data }, applyOrOpen),
    ...filters.status.map((s) => ({
      key: `status-${s}`,
      label: t('listFilters.chips.status', { name: t(`draftWorkOrders.statuses.${s}`) }),
      onClose: () => applyOrOpen({ ...filters, status: filters.status.filter((x) => x !== s) }),
    })),
    ...(filters.seriNo.trim() ? [{ key: 'serial', label: t('listFilters.chips.serialNumber', { value: filters.seriNo.trim() }), onClose: () => applyOrOpen({ ...filters, seriNo: '' }) }] : []),
  ];
  const openedDraft = opened ? (rows.find((d) => d.id === opened.id) ?? null) : null;

  return (
    <div data-testid="draft-work-orders-page">
      <FilterBar testIdPrefix="drafts" chips={chips} hidden={chipsHidden} onToggleHidden={() => setChipsHidden((h) => !h)} onOpenFilters={() => setDrawerOpen(true)} openButtonRef={filtersButton} />
      {/* A failed page leaves no rows and no pager: Retry asks for the same page again, and the table names the failure, not "no matches". */}
      {drafts.isError ? <FailedReadAlert error={drafts.error} onRetry={() => void drafts.refetch()} testIdPrefix="drafts" /> : null}
      <PagedTable
        testId="drafts-table"
        rowKey={(row) => row.id}
        columns={columns}
        rows={rows}
        total={drafts.data?.totalRowCount ?? 0}
        pageIndex={page.index}
        pageSize={page.size}
        pageSizes={SEARCH_PAGE_SIZES}
        loading={drafts.isFetching}
        onPageChange={(index, size) => setView((current) => ({ ...current, page: { index, size } }))}
        onRowDoubleClick={(d) => setOpened({ id: d.id, tab: 'history' })}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(drafts.isError ? 'draftWorkOrders.notLoaded' : valid ? 'draftWorkOrders.empty' : 'draftWorkOrders.chooseCriteria')} />}
        scrollX="max-content"
      />
      <DraftFilterDrawer open={drawerOpen} filters={filters} organizations={organizations.data} returnFocusTo={filtersButton} onApply={apply} onClose={() => setDrawerOpen(false)} />
      <DraftDrawer draft={openedDraft} tab={opened?.tab ?? 'details'} onTabChange={(tab) => setOpened((o) => (o ? { ...o, tab } : o))} onClose={() => setOpened(null)} />
      <DraftAssignmentDrawer draft={assigning} roles={session.roles} config={session.config} countryConfigs={session.countryConfigs} onClose={() => setAssigning(null)} />
    </div>
  );
}
