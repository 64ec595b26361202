import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Tabs, Tooltip, type ButtonProps } from 'antd';
import { FilterOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  canEditPlanning,
  deleteConfirmationKind,
  passiveTechniciansOnDiscard,
  type GridItem,
  type GridTechnician,
  type PendingChanges,
  type PendingItem,
} from '@fsp/domain';
import { useSession } from '../session';
import { PageTools } from '../../app/layout/page-heading';
import { useAppFeedback } from '../../lib/feedback';
import { LOCAL_KEYS, local } from '../../lib/storage-keys';
import { PLANNING_QUERY_KEY } from '../../api/planning';
import { useOrganizationsTeams } from '../../api/reference';
import { deactivateTechnician, useTechniciansWithSchedules } from './api';
import { FilterChips } from './components/filter-chips';
import { KeyboardShortcuts, useBoardKeys } from './components/keyboard-shortcuts';
import { ReadOnlyTag } from './components/read-only-tag';
import { DragOpensTab } from './components/drag-opens-tab';
import { focusAfterRemoval } from './components/focus-after-removal';
import { BoardTabBar } from './components/board-tab-bar';
import { droppedRange } from './model/list-drag';
import { ScheduleDrawer, type AssignmentTarget } from '../assignment-drawer';
import { TechnicianTab } from './components/technician-tab';
import { ViewSelector, usePlanningView } from './components/view-selector';
import { firstShownDate, shownDates } from './model/view';
import type { TimelineActions } from './components/technician-row';
import { useMoveReason } from './hooks/use-move-reason';
import { usePendingChanges } from './hooks/use-pending-changes';
import { SUCCESS_SECONDS, useSavePendingChanges } from './hooks/use-save-pending-changes';
import { usePlanningFilters } from './hooks/use-planning-filters';
import { useFilterDrawer } from './hooks/use-filter-drawer';
import { useMoveCommit } from './hooks/use-move-commit';
import { OPEN_PLAN_RANGE, withKnownScope, type PlanningFilters } from './model/filters';
import { rememberSeenDeleted, unseenDeleted } from './model/seen-deleted';
import { createGridApplier } from './model/stable-grid';
import { deletedRows } from './model/deleted-rows';
import {
  BOARD_PARTS,
  ChangesBadge,
  ChangesTab,
  DeletedOrdersDialog,
  DeletedTechniciansDialog,
  FilterDrawer,
  PendingActions,
  TrainingVacationTab,
  WorkOrdersTab,
} from './lazy-parts';
import { usePrefetchWhenIdle } from '../../components/lazy-part';

const YMD = 'YYYY-MM-DD';

type TabKey = 'technician' | 'workOrders' | 'trainingVacation' | 'changes';

/**
 * The planning grid (spec part 1 §2): filter drawer and chips, the Technician, Work orders,
 * Training/Vacation and Changes tabs, Save all / Discard all of the pending changes, and the
 * deleted-work-order and deleted-technician dialogs.
 */
export function PlanningBoard() {
  const { t } = useTranslation();
  const { message, modal } = useAppFeedback();
  const queryClient = useQueryClient();
  const session = useSession();
  const roles = session.roles;
  const canEdit = canEditPlanning(roles);

  const { filters, apply, initialSource } = usePlanningFilters();
  const { open: drawerOpen, show: showFilters, close: closeFilters, filtersButton } = useFilterDrawer(initialSource === 'none');
  const [chipsHidden, setChipsHidden] = useState(() => local.get(LOCAL_KEYS.planningChipsHidden) === 'true');
  const [tab, setTab] = useState<TabKey>('technician');
  const [view, chooseView] = usePlanningView();
  const orgTeams = useOrganizationsTeams();
  // The range views ask for each shown day (docs/decisions/0022 "Views"); the one-day views for the day.
  const dates = useMemo(() => (filters ? shownDates(view, filters.date) : []), [view, filters]);
  const techniciansQuery = useTechniciansWithSchedules(filters, dates);
  const { changes, dispatch } = usePendingChanges();
  const { save, saving, saveErrors, forgetErrors } = useSavePendingChanges(changes, dispatch);
  const { ask: askReason, dialog: reasonDialog } = useMoveReason();
  const [passive, setPassive] = useState<ReadonlySet<string>>(() => new Set());
  const [selected, setSelected] = useState<{ technicianId: string; key: string } | null>(null);
  const [drawer, setDrawer] = useState<AssignmentTarget | null>(null);
  const [dialog, setDialog] = useState<'orders' | 'technicians' | null>(null);

  const filtersRef = useRef(filters);
  filtersRef.current = filters;

  // --- derived data -------------------------------------------------------------------------
  const [applier] = useState(createGridApplier);
  const technicians = techniciansQuery.data;
  const grid = useMemo(() => (technicians ? applier(technicians, changes) : undefined), [applier, technicians, changes]);
  usePrefetchWhenIdle(grid !== undefined, BOARD_PARTS);

  const organizations = orgTeams.data;
  const teamOrganization = useMemo(() => {
    const map = new Map<number, { orgunit: string; countryCode: string }>();
    for (const org of organizations ?? []) for (const team of org.teams) map.set(team.id, { orgunit: org.orgunit, countryCode: org.countryCode });
    return map;
  }, [organizations]);
  const selectedOrgunits = useMemo(() => {
    if (!filters) return [];
    if (filters.organizationEnabled) return filters.organizations;
    return [...new Set(filters.teamIds.map((id) => teamOrganization.get(id)?.orgunit).filter((o): o is string => o !== undefined))];
  }, [filters, teamOrganization]);
  const countryCodes = useMemo(() => {
    const byOrg = new Map((organizations ?? []).map((org) => [org.orgunit, org.countryCode]));
    return [...new Set(selectedOrgunits.map((o) => byOrg.get(o)).filter((c): c is string => c !== undefined))];
  }, [organizations, selectedOrgunits]);

  const technicianNames = useMemo(() => new Map((technicians ?? []).map((tech) => [tech.bpNo, tech.fullName])), [technicians]);
  const deleted = useMemo(() => deletedRows(grid ?? []), [grid]);

  const drawerContext = useMemo(
    () => ({ technicians: grid ?? [], organizations: selectedOrgunits, countryCodes, date: filters?.date ?? dayjs().format(YMD) }),
    [grid, selectedOrgunits, countryCodes, filters?.date],
  );
  const closeDrawer = useCallback(() => setDrawer(null), []);

  // --- filters --------------------------------------------------------------------------------
  const applyFilters = useCallback(
    (next: PlanningFilters) => {
      setSelected(null);
      apply(next);
      closeFilters();
    },
    [apply, closeFilters],
  );

  // Teams and organizations that are no longer offered (remembered, outside the scope now) are dropped.
  useEffect(() => {
    if (!organizations || !filters) return;
    const teamIds = new Set(organizations.flatMap((org) => org.teams.map((team) => team.id)));
    const next = withKnownScope(filters, { teamIds, orgunits: new Set(organizations.map((org) => org.orgunit)) });
    if (next === filters) return;
    apply(next);
    if (next.teamIds.length === 0) showFilters();
  }, [organizations, filters, apply, showFilters]);

  // Spec: "If the team list comes back empty a warning says no team was found."
  const noTeam = organizations !== undefined && organizations.every((org) => org.teams.length === 0);
  useEffect(() => {
    if (noTeam) void message.warning({ content: t('planning.filters.noTeam'), key: 'planning-no-team' });
  }, [noTeam, message, t]);

  const setDate = useCallback(
    (date: string) => {
      const current = filtersRef.current;
      if (current && current.date !== date) applyFilters({ ...current, date });
    },
    [applyFilters],
  );

  // --- deleted-item dialogs: each opens by itself only for flagged items this user has not closed it on
  // yet (docs/decisions/0022); the warning button next to the chips reopens them.
  const owner = session.info?.username ?? '';
  const flaggedIds = useMemo(
    () => ({ orders: deleted.orders.map((row) => row.key), technicians: [...new Set(deleted.technicians.map((row) => row.technician.id))] }),
    [deleted],
  );
  useEffect(() => {
    if (dialog !== null || owner === '') return;
    const stored = local.get(LOCAL_KEYS.planningSeenDeleted);
    const next = (['orders', 'technicians'] as const).find((kind) => unseenDeleted(stored, owner, kind, flaggedIds[kind]).length > 0);
    if (next) setDialog(next);
  }, [flaggedIds, dialog, owner]);
  const closeDialog = () => {
    if (dialog !== null && owner !== '') local.set(LOCAL_KEYS.planningSeenDeleted, rememberSeenDeleted(local.get(LOCAL_KEYS.planningSeenDeleted), owner, dialog, flaggedIds[dialog]));
    setDialog(null);
  };

  // --- timeline actions: one stable object for all rows ---------------------------------------
  const firstDay = dayjs(firstShownDate(view, filters?.date ?? dayjs().format(YMD))).startOf('day').valueOf();
  const commit = useMoveCommit({ grid, firstDay, config: session.config, dispatch, askReason });
  const actions = useMemo<TimelineActions>(
    () => ({
      select: (technicianId, key) => setSelected(key === null ? null : { technicianId, key }),
      details: (item: GridItem, technician: GridTechnician) => setDrawer({ mode: 'view', item, technician }),
      commit,
      remove: (item) => dispatch({ type: 'delete', item }),
      askRemove: (item) => {
        setSelected(null);
        const refocus = focusAfterRemoval(item.key);
        let removed = false;
        modal.confirm({
          title: t(deleteConfirmationKind(item) === 'plannedWork' ? 'planning.item.deletePlannedWork' : 'planning.item.deleteWorkOrder'),
          okText: t('common.yes'),
          cancelText: t('common.no'),
          okButtonProps: { danger: true, 'data-testid': 'planning-block-delete-confirm' } as ButtonProps,
          onOk: () => {
            removed = true;
            dispatch({ type: 'delete', item });
          },
          afterClose: () => {
            if (removed) refocus();
          },
        });
      },
      goToDate: (epochMs) => setDate(dayjs(epochMs).format(YMD)),
      onAddForTechnician: (technician) => setDrawer({ mode: 'new', technician, workOrder: null }),
      // A list row dropped on a timeline opens the same drawer, at the drop's time (issue 18 item 12).
      dropFromList: (technician, start, source) => {
        const at = droppedRange(source, start);
        if (source.kind === 'workOrder') setDrawer({ mode: 'new', technician, workOrder: source.workOrder, at });
        else setDrawer({ mode: 'new', technician, workOrder: null, trainingVacation: source.trainingVacation, at });
      },
    }),
    [dispatch, setDate, modal, t, commit],
  );

  // --- save and discard -----------------------------------------------------------------------
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: PLANNING_QUERY_KEY }), [queryClient]);

  const markPassive = useCallback(
    (discarded: PendingChanges) => {
      const textByTechnician: Record<string, string> = {};
      for (const change of discarded) if (saveErrors[change.key]) textByTechnician[change.technicianId] = saveErrors[change.key];
      const ids = passiveTechniciansOnDiscard(discarded, textByTechnician);
      if (ids.length === 0) return;
      setPassive((current) => new Set([...current, ...ids]));
      void message.info(t('planning.save.passive', { names: ids.map((id) => technicianNames.get(id) ?? id).join(', ') }));
    },
    [saveErrors, technicianNames, message, t],
  );

  const [saveConfirmOpen, setSaveConfirmOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const saveAll = useCallback(() => {
    setSelected(null);
    setSaveConfirmOpen(false);
    save();
  }, [save]);

  // Ctrl+S asks as the Save all button does (not while a drawer covers the board); with nothing to save it says so.
  const requestSave = useCallback(() => {
    if (!canEdit || saving || techniciansQuery.isFetching || drawer !== null || drawerOpen) return;
    if (changes.length === 0) void message.info({ content: t('planning.shortcuts.nothingToSave'), key: 'planning-nothing-to-save' });
    else setSaveConfirmOpen(true);
  }, [canEdit, saving, techniciansQuery.isFetching, drawer, drawerOpen, changes.length, message, t]);
  const openShortcuts = useCallback(() => setShortcutsOpen(true), []);
  useBoardKeys({ onSave: requestSave, onHelp: openShortcuts });

  const discardAll = () => {
    markPassive(changes);
    dispatch({ type: 'discardAll' });
    forgetErrors();
    setSelected(null);
    void reload();
  };

  const discardOne = (change: PendingItem) => {
    markPassive([change]);
    dispatch({ type: 'discardOne', key: change.key });
    // Discarding one step of a moved item keeps its earlier steps, and their error.
    if (!(change.dirty === 'updated' && change.prevChange.length > 1)) forgetErrors([change.key]);
  };

  // Deactivating a technician the CRM deleted (the deleted-technicians dialog); the API client shows a failure.
  const deactivation = useMutation({
    mutationFn: deactivateTechnician,
    onSuccess: async () => {
      void message.success({ content: t('planning.deleted.deactivated'), duration: SUCCESS_SECONDS });
      await reload();
    },
  });
  const deactivating = deactivation.isPending ? deactivation.variables : null;

  // --- render ---------------------------------------------------------------------------------
  const hasTeams = filters !== null && filters.teamIds.length > 0;
  const loading = techniciansQuery.isFetching || saving;
  const deletedCount = deleted.orders.length + new Set(deleted.technicians.map((row) => row.technician.id)).size;

  // Quick add sits on the title's line rather than floating over the board, where it covered the rows'
  // "+" buttons and the lists' pagination (docs/decisions/0023-layout-at-1280.md).
  const quickAdd =
    canEdit && hasTeams ? (
      <Tooltip title={t('planning.quickAdd')}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          aria-label={t('planning.quickAdd')}
          onClick={() => setDrawer({ mode: 'new', technician: null, workOrder: null })}
          data-testid="planning-quick-add"
        />
      </Tooltip>
    ) : null;
  const pendingActions = canEdit && changes.length > 0 ? (
    <PendingActions
      count={changes.length}
      loading={loading}
      saving={saving}
      confirmOpen={saveConfirmOpen}
      onConfirmOpenChange={setSaveConfirmOpen}
      onSave={saveAll}
      onDiscard={discardAll}
    />
  ) : null;
  // The view selector sits on the tabs' line with Save all: the title's line has no room left at 1280 px in Russian.
  const viewSelector = tab === 'technician' && hasTeams ? <ViewSelector view={view} onChange={chooseView} /> : null;
  const noFilter = (
    <Empty className="pg-empty" description={t('planning.technicians.noFilter')}>
      <Button type="primary" icon={<FilterOutlined />} onClick={showFilters}>
        {t('planning.filters.open')}
      </Button>
    </Empty>
  );

  const items = [
    {
      key: 'technician',
      label: <DragOpensTab onOpen={() => setTab('technician')}>{t('planning.tabs.technician')}</DragOpensTab>,
      children: hasTeams && filters ? (
        <TechnicianTab
          technicians={grid}
          date={filters.date}
          onDateChange={setDate}
          view={view}
          loading={techniciansQuery.isLoading}
          fetching={techniciansQuery.isFetching && techniciansQuery.isPlaceholderData}
          failed={techniciansQuery.isError}
          selected={selected}
          canEdit={canEdit}
          passive={passive}
          roles={roles}
          actions={actions}
        />
      ) : (
        noFilter
      ),
    },
    {
      key: 'workOrders',
      label: t('planning.tabs.workOrders'),
      children: hasTeams && filters ? (
        <WorkOrdersTab
          organizations={selectedOrgunits}
          searchDate={filters.date}
          planRange={filters.planRange}
          onPlanRangeChange={(planRange) => applyFilters({ ...filters, planRange })}
          teamIds={filters.teamIds}
          readOnly={!canEdit}
          onAddForOrder={(workOrder) => setDrawer({ mode: 'new', technician: null, workOrder })}
        />
      ) : (
        noFilter
      ),
    },
    {
      key: 'trainingVacation',
      label: t('planning.tabs.trainingVacation'),
      children: (
        <TrainingVacationTab
          readOnly={!canEdit}
          countryCodes={countryCodes}
          onAdd={(trainingVacation) => setDrawer({ mode: 'new', technician: null, workOrder: null, trainingVacation })}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'changes',
            label: (
              <span data-testid="planning-tab-changes">
                {t('planning.tabs.changes')}
                {changes.length > 0 ? <ChangesBadge count={changes.length} /> : null}
              </span>
            ),
            children: <ChangesTab changes={changes} saveErrors={saveErrors} technicianNames={technicianNames} onDiscard={discardOne} />,
          },
        ]
      : []),
  ];

  return (
    <div data-testid="planning-page" data-filters-open={drawerOpen} data-deleted-dialog={dialog ?? ''}>
      <PageTools>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <FilterChips
            filters={filters}
            organizations={organizations}
            hidden={chipsHidden}
            onToggleHidden={() =>
              setChipsHidden((hidden) => {
                local.set(LOCAL_KEYS.planningChipsHidden, String(!hidden));
                return !hidden;
              })
            }
            openButtonRef={filtersButton}
            onOpenFilters={showFilters}
            onClearPlanRange={() => filters && applyFilters({ ...filters, planRange: OPEN_PLAN_RANGE })}
            onResetDate={() => filters && applyFilters({ ...filters, date: dayjs().format(YMD) })}
            onRemoveTeam={(teamId) => {
              if (!filters) return;
              const teamIds = filters.teamIds.filter((id) => id !== teamId);
              applyFilters({ ...filters, teamIds });
              if (teamIds.length === 0) showFilters();
            }}
            onRemoveOrganization={(orgunit) => {
              if (!filters) return;
              const remaining = filters.organizations.filter((o) => o !== orgunit);
              // Teams of the removed organization go with it.
              const teamIds = filters.teamIds.filter((id) => teamOrganization.get(id)?.orgunit !== orgunit);
              applyFilters({ ...filters, organizations: remaining, organizationEnabled: remaining.length > 0, teamIds });
              if (teamIds.length === 0) showFilters();
            }}
          />
        </div>
        {quickAdd}
        <KeyboardShortcuts open={shortcutsOpen} readOnly={!canEdit} onOpenChange={setShortcutsOpen} />
        {deletedCount > 0 ? (
          // Icon and count only: the title's line is narrow at 1280 px; the tooltip and name say it in full.
          <Tooltip title={`${t('planning.deleted.show', { count: deletedCount })}: ${deleted.orders.length > 0 ? t('planning.deleted.ordersTitle') : t('planning.deleted.techniciansTitle')}`}>
            <Button
              icon={<WarningOutlined />}
              aria-label={t('planning.deleted.show', { count: deletedCount })}
              style={{ color: '#ad2102', borderColor: '#ffbb96', background: '#fff2e8' }}
              onClick={() => setDialog(deleted.orders.length > 0 ? 'orders' : 'technicians')}
              data-testid="planning-deleted-button"
            >
              {deletedCount}
            </Button>
          </Tooltip>
        ) : null}
      </div>
      </PageTools>
      <div style={{ background: '#fff', borderRadius: 10, padding: '0 12px 8px', boxShadow: '0 1px 2px rgba(16,24,40,0.06)' }}>
        <Tabs
          size="small"
          tabBarStyle={{ marginBottom: 6 }}
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          items={items}
          renderTabBar={({ id, activeKey, style, onTabClick }) => (
            <BoardTabBar id={id} activeKey={activeKey} style={style} onTabClick={onTabClick} tabs={items} extra={canEdit ? pendingActions : <ReadOnlyTag />}>
              {viewSelector}
            </BoardTabBar>
          )}
          data-testid="planning-tabs"
        />
      </div>
      <FilterDrawer
        open={drawerOpen}
        filters={filters}
        organizations={organizations}
        loadingTeams={orgTeams.isLoading}
        onApply={applyFilters}
        onClose={closeFilters}
      />
      <ScheduleDrawer
        state={drawer}
        roles={roles}
        config={session.config}
        countryConfigs={session.countryConfigs}
        context={drawerContext}
        dispatch={dispatch}
        onClose={closeDrawer}
        onSaveRequest={canEdit ? saveAll : undefined}
      />
      {reasonDialog}
      <DeletedOrdersDialog
        open={dialog === 'orders'}
        rows={deleted.orders}
        canEdit={canEdit}
        onClose={closeDialog}
      />
      <DeletedTechniciansDialog
        open={dialog === 'technicians'}
        rows={deleted.technicians}
        canEdit={canEdit}
        deactivating={deactivating}
        onDeactivate={(technician) => deactivation.mutate(technician.bpNo)}
        onClose={closeDialog}
      />
    </div>
  );
}
