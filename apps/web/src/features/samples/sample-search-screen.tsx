import { useMemo, useState } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_PAGE_SIZES, isOnlyCiBoardUser, quickDateRange, type SampleItem } from '@fsp/domain';
import { FilterBar, type FilterChip } from '../../components/filter-bar';
import { PagedTable } from '../../components/paged-table';
import { teamWithOrganization } from '../../components/team-label';
import { useTechnicians } from '../../components/technician-select';
import { FailedReadAlert } from '../../components/failed-read-alert';
import { PART2_DAY_FORMAT } from '../../lib/date-formats';
import { useOrganizationsTeams } from '../../api/reference';
import { useHistoryEntryState } from '../../lib/history-entry-state';
import { searchAgainIfFailed } from '../../lib/search-again';
import { useKeptSearchWithin } from '../../lib/kept-search-choices';
import { HTML_LANG, normalizeLanguage } from '../../i18n/language';
import { useSession } from '../session';
import { useSampleSearch } from './api';
import { SAMPLE_TABLE_MIN_WIDTH, sampleColumns } from './components/sample-columns';
import { SampleDetailDrawer } from './components/sample-detail-drawer';
import { SampleExportButton } from './components/sample-export-button';
import { SampleFilterDrawer } from './components/sample-filter-drawer';
import { emptySampleFilters, sampleEmptyKey, toSampleSearchRequest, validateSampleFilters, withKnownTeams, type SampleFilters } from './model/filters';

const hasChosenTeams = (filters: SampleFilters) => filters.teams.length > 0;
import { dateRangeChipLabel } from '../../components/date-range-chip';

const DEFAULT_PAGE_SIZE = 25;

type TextKey = 'startSampleNumber' | 'endSampleNumber' | 'dealerBranch' | 'shopJobNo' | 'serialNumber';
const TEXT_CHIPS: Record<TextKey, 'samples.chips.startSampleNumber' | 'samples.chips.endSampleNumber' | 'samples.chips.dealerBranch' | 'samples.chips.shopJobNo' | 'listFilters.chips.serialNumber'> = {
  startSampleNumber: 'samples.chips.startSampleNumber',
  endSampleNumber: 'samples.chips.endSampleNumber',
  dealerBranch: 'samples.chips.dealerBranch',
  shopJobNo: 'samples.chips.shopJobNo',
  serialNumber: 'listFilters.chips.serialNumber',
};

/**
 * Oil-sample (SOS) search (spec part 2 §2): filter drawer and chips, the paged table (sizes 10/25/50/100), a row's
 * every field in a drawer (double-click or Enter). Starts with today's samples.
 */
export function SampleSearchScreen() {
  const { t, i18n } = useTranslation();
  const organizations = useOrganizationsTeams();
  const session = useSession();
  const technicians = useTechnicians();
  // Kept in the history entry: Back to the screen (or a reload) returns to the same search and page.
  const [view, setView] = useHistoryEntryState('sampleSearch', () => ({
    filters: emptySampleFilters(quickDateRange('today', dayjs().format('YYYY-MM-DD'))),
    page: { index: 0, size: DEFAULT_PAGE_SIZE },
  }));
  const { filters, page } = view;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [chipsHidden, setChipsHidden] = useState(false);
  const [detail, setDetail] = useState<SampleItem | null>(null);
  // A kept search's teams the user has lost since are dropped; chosen teams are searched once known to be the user's.
  const teamsKnown = useKeptSearchWithin(view, setView, organizations, hasChosenTeams, withKnownTeams);
  const valid = teamsKnown && Object.keys(validateSampleFilters(filters)).length === 0;
  const request = useMemo(() => (valid ? toSampleSearchRequest(filters, page.index, page.size) : null), [valid, filters, page]);
  const search = useSampleSearch(request);
  const locale = HTML_LANG[normalizeLanguage(i18n.language) ?? 'en'];
  const columns = useMemo(() => sampleColumns(t, locale, session.codeName), [t, locale, session.codeName]);

  const apply = (next: SampleFilters) => {
    searchAgainIfFailed(search, view, next);
    setView((current) => ({ filters: next, page: { ...current.page, index: 0 } }));
    setDrawerOpen(false);
  };
  // With its organization: team names repeat across organizations ('Saha Servis 1' in Tuzla and in Sincan).
  const teamName = (id: number) => {
    const org = organizations.data?.find((o) => o.teams.some((team) => team.id === id));
    const team = org?.teams.find((x) => x.id === id);
    return org && team ? teamWithOrganization({ name: team.name, organization: org }) : String(id);
  };
  const chips: FilterChip[] = [
    { key: 'date', icon: <CalendarOutlined />, color: 'blue', label: dateRangeChipLabel(t, filters.start, filters.end, PART2_DAY_FORMAT) },
    ...filters.teams.map((id) => ({ key: `team-${id}`, label: t('listFilters.chips.team', { name: teamName(id) }), onClose: () => apply({ ...filters, teams: filters.teams.filter((x) => x !== id) }) })),
    ...(filters.bpNo
      ? [{ key: 'technician', label: t('listFilters.chips.technician', { name: technicians.data?.find((x) => x.bpNo === filters.bpNo)?.fullName ?? filters.bpNo }), onClose: () => apply({ ...filters, bpNo: null }) }]
      : []),
    ...(Object.keys(TEXT_CHIPS) as TextKey[]).flatMap((key) => {
      const value = filters[key].trim();
      return value ? [{ key, label: t(TEXT_CHIPS[key], { value }), onClose: () => apply({ ...filters, [key]: '' }) }] : [];
    }),
  ];

  return (
    <div data-testid="sample-search-page">
      <FilterBar
        testIdPrefix="samples"
        chips={chips}
        hidden={chipsHidden}
        onToggleHidden={() => setChipsHidden((h) => !h)}
        onOpenFilters={() => setDrawerOpen(true)}
        // Spec part 2 §6: no Excel export for users whose only role is CI_BOARD_USER.
        extra={isOnlyCiBoardUser(session.roles) ? null : <SampleExportButton request={request} />}
      />
      {/* Retry: searching the same filter again asks nothing (its failed answer is kept under it), which left only a reload. */}
      {search.isError ? <FailedReadAlert error={search.error} onRetry={() => void search.refetch()} testIdPrefix="samples" /> : null}
      <PagedTable
        testId="samples-table"
        rowKey={(row) => row.id}
        columns={columns}
        rows={search.data?.sampleItems ?? []}
        total={search.data?.totalRowCount ?? 0}
        pageIndex={page.index}
        pageSize={page.size}
        pageSizes={ACTIVITY_PAGE_SIZES}
        loading={search.isFetching || !teamsKnown}
        onPageChange={(index, size) => setView((current) => ({ ...current, page: { index, size } }))}
        onRowDoubleClick={setDetail}
        emptyText={t(sampleEmptyKey(filters, search.isError))}
        scrollX={SAMPLE_TABLE_MIN_WIDTH}
      />
      <SampleDetailDrawer sample={detail} locale={locale} codeName={session.codeName} onClose={() => setDetail(null)} />
      <SampleFilterDrawer open={drawerOpen} filters={filters} organizations={organizations.data} onApply={apply} onClose={() => setDrawerOpen(false)} />
    </div>
  );
}
