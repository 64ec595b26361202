import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Grid, Space, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CI_PAGE_SIZES, isOnlyCiBoardUser } from '@fsp/domain';
import { FilterBar } from '../../components/filter-bar';
import { PagedTable } from '../../components/paged-table';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { describeApiError } from '../../lib/api-client';
import { LOCAL_KEYS, SESSION_KEYS, local, session as sessionStore } from '../../lib/storage-keys';
import { useSession } from '../session';
import { CI_QUERY_KEY, syncCiBoard, useCiConfig, useCiList, useCiOrganizations } from './api';
import { chooseCiCountry } from './model/country';
import { NO_SYNC_CHANGES, listReloaded, savedByMe, takeSyncAnswer, type SyncChanges } from './model/sync-changes';
import { applyQuickFilter, restoreCiFilters, storeCiFilters, toCiExportRequest, toCiListRequest, toggleQuickFilter, validateCiFilters, withKnownOrganizations, type CiFilters } from './model/filters';
import { ciColumns, ciTableWidth } from './components/ci-columns';
import { ciFilterChips } from './components/ci-filter-chips';
import { CiExportButton } from './components/ci-export-button';
import { CiFilterDrawer } from './components/ci-filter-drawer';
import { CiQuickFilters } from './components/ci-quick-filters';
import { CiSuggestionDialog } from './components/ci-suggestion-dialog';
import { CountryChooser, CountrySwitcher } from './components/country-flag';

const DEFAULT_PAGE_SIZE = 25;
/** How often the open board asks POST /api/ciBoard/sync whether others changed something. */
const SYNC_INTERVAL_MS = 30_000;

/**
 * The CI suggestion board (spec part 2 §2 "CI board"): country flags, quick filters 1–8, the paged table
 * (newest first), the filter drawer with chips, Excel export (not for CI_BOARD_USER-only users) and the
 * add/edit dialog; ?id= opens a suggestion and ?country= selects the country. The filter is kept in
 * local storage; POST /api/ciBoard/sync offers a reload when others changed suggestions.
 */
export function CiBoardScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const config = useCiConfig();
  const organizations = useCiOrganizations();
  const [params, setParams] = useSearchParams();
  const today = dayjs().format('YYYY-MM-DD');
  const [chosen, setChosen] = useState<string | null>(null);
  const [filters, setFilters] = useState<CiFilters>(() => restoreCiFilters(local.get(LOCAL_KEYS.ciBoardFilters), today));
  const [page, setPage] = useState({ index: 0, size: DEFAULT_PAGE_SIZE });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [chipsHidden, setChipsHidden] = useState(false);
  const [creating, setCreating] = useState(false);
  const [sync, setSync] = useState<SyncChanges>(NO_SYNC_CHANGES);
  const since = useRef<number | null>(null);
  const maps = session.localisations;

  const urlCountry = params.get('country');
  const country = chosen ?? (config.data ? chooseCiCountry(config.data, urlCountry, sessionStore.get(SESSION_KEYS.country)) : null);
  const openId = Number(params.get('id'));
  const quickContext = useMemo(
    () => ({ today, username: session.info?.username ?? '', wasteTypes: Object.keys(maps.ciWasteType ?? {}), isgTypes: Object.keys(maps.ciIsgType ?? {}) }),
    [today, session.info?.username, maps],
  );
  const valid = Object.keys(validateCiFilters(filters)).length === 0;
  const request = useMemo(() => (valid && country ? toCiListRequest(filters, country, quickContext, page.index, page.size) : null), [valid, country, filters, quickContext, page]);
  const list = useCiList(request);
  // The department column only from 1,600 px: below, its room goes to the problem.
  const wide = Grid.useBreakpoint().xxl === true;
  const columns = useMemo(() => ciColumns(t, maps, wide), [t, maps, wide]);

  const [openedOn] = useState(today);
  useEffect(() => local.set(LOCAL_KEYS.ciBoardFilters, storeCiFilters(filters, openedOn)), [filters, openedOn]);
  useEffect(() => {
    const offered = organizations.data;
    if (offered) setFilters((f) => withKnownOrganizations(f, offered));
  }, [organizations.data]);

  useEffect(() => {
    if (!country) return undefined;
    since.current = null;
    setSync(NO_SYNC_CHANGES);
    const tick = async () => {
      try {
        const answer = await syncCiBoard(country, since.current);
        if (since.current !== null) setSync((s) => takeSyncAnswer(s, answer.changedIds));
        since.current = answer.serverTime;
      } catch {
        // A missed sync is retried at the next tick; the list itself still works.
      }
    };
    void tick();
    const timer = window.setInterval(() => void tick(), SYNC_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [country]);

  const apply = (next: CiFilters) => {
    setFilters(next);
    setPage((p) => ({ ...p, index: 0 }));
    setDrawerOpen(false);
  };
  const selectCountry = (code: string) => {
    setChosen(code);
    if (config.data?.selectionEnabled) sessionStore.set(SESSION_KEYS.country, code.toLowerCase());
    setPage((p) => ({ ...p, index: 0 }));
    if (urlCountry) setParams((p) => (p.delete('country'), p), { replace: true });
  };
  const openSuggestion = (id: number) => setParams((p) => (p.set('id', String(id)), p));
  const closeDialog = () => {
    setCreating(false);
    if (params.has('id')) setParams((p) => (p.delete('id'), p), { replace: true });
  };
  const reload = () => {
    setSync(listReloaded);
    void queryClient.invalidateQueries({ queryKey: CI_QUERY_KEY });
  };

  if (config.isPending) return <FullPageSpinner text={t('ciBoard.loading')} testId="ci-loading" />;
  if (config.isError) return <Alert type="error" showIcon title={describeApiError(config.error)} data-testid="ci-error" />;
  if (!country) {
    if (config.data.countries.length === 0) return <Alert type="info" showIcon title={t('ciBoard.noCountries')} data-testid="ci-no-countries" />;
    return <CountryChooser countries={config.data.countries} onChoose={selectCountry} />;
  }
  const exportAllowed = config.data.exportAllowed && !isOnlyCiBoardUser(session.roles);

  return (
    <div data-testid="ci-board-page" data-country={country}>
      <Space size={12} wrap style={{ marginBottom: 12 }}>
        {config.data.selectionEnabled ? <CountrySwitcher countries={config.data.countries} value={country} onChange={selectCountry} /> : null}
        <CiQuickFilters active={filters.quick} onToggle={(q) => apply(toggleQuickFilter(filters, q))} />
      </Space>
      <FilterBar
        testIdPrefix="ci"
        chips={ciFilterChips(t, filters, applyQuickFilter(filters, quickContext), maps, organizations.data ?? [], apply)}
        hidden={chipsHidden}
        onToggleHidden={() => setChipsHidden((h) => !h)}
        onOpenFilters={() => setDrawerOpen(true)}
        extra={
          <Space>
            {exportAllowed ? <CiExportButton request={valid ? toCiExportRequest(filters, country, quickContext) : null} /> : null}
            {session.isObserver ? null : (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="ci-add">
                {t('ciBoard.add')}
              </Button>
            )}
          </Space>
        }
      />
      {sync.changed.size > 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('ciBoard.sync.changed', { count: sync.changed.size })}
          action={<Button size="small" icon={<ReloadOutlined />} onClick={reload} data-testid="ci-sync-reload">{t('ciBoard.sync.reload')}</Button>}
          data-testid="ci-sync-changed"
        />
      ) : null}
      {list.isError ? <Alert type="error" showIcon title={describeApiError(list.error)} style={{ marginBottom: 12 }} data-testid="ci-list-error" /> : null}
      <PagedTable
        testId="ci-table"
        rowKey={(row) => row.id}
        columns={columns}
        rows={list.data?.ciBoardData ?? []}
        total={list.data?.totalRowCount ?? 0}
        pageIndex={page.index}
        pageSize={page.size}
        pageSizes={CI_PAGE_SIZES}
        loading={list.isFetching}
        onPageChange={(index, size) => setPage({ index, size })}
        onRowDoubleClick={(row) => openSuggestion(row.id)}
        emptyText={<Typography.Text type="secondary">{t('ciBoard.empty')}</Typography.Text>}
        scrollX={ciTableWidth(wide)}
      />
      <CiFilterDrawer open={drawerOpen} filters={filters} organizations={organizations.data ?? []} maps={maps} onApply={apply} onClose={() => setDrawerOpen(false)} />
      {creating || openId > 0 ? <CiSuggestionDialog key={creating ? 'new' : openId} id={creating ? null : openId} organizations={organizations.data ?? []} onSaved={(id) => setSync((s) => savedByMe(s, id))} onClose={closeDialog} /> : null}
    </div>
  );
}
