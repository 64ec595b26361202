import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App, Badge, Button, Empty, FloatButton, Popconfirm, Space, Tabs, Tooltip } from 'antd';
import { ClearOutlined, FilterOutlined, PlusOutlined, SaveOutlined, WarningOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  canEditPlanning,
  changesByKeyOf,
  passiveTechniciansOnDiscard,
  summarizeSaveOutcome,
  toSavePayload,
  type GridItem,
  type GridTechnician,
  type PendingChanges,
  type PendingItem,
  type SaveOutcome,
} from '@fsp/domain';
import { useSession } from '../session/use-session';
import { describeApiError } from '../../lib/api-client';
import { moveRefusal } from './model/drag-rules';
import { technicianOffsetAt } from './model/technician-zone';
import { LOCAL_KEYS, local } from '../../lib/storage-keys';
import { PLANNING_QUERY_KEY, deactivateTechnician, saveSchedules, useOrganizationsTeams, useTechniciansWithSchedules } from './api';
import { ChangesTab } from './components/changes-tab';
import { DeletedOrdersDialog, DeletedTechniciansDialog, deletedRows } from './components/deleted-items-dialogs';
import { FilterChips } from './components/filter-chips';
import { FilterDrawer } from './components/filter-drawer';
import { ScheduleDrawer, type ScheduleDrawerState } from './components/schedule-drawer';
import { TechnicianTab } from './components/technician-tab';
import type { TimelineActions } from './components/technician-row';
import { usePendingChanges } from './hooks/use-pending-changes';
import { usePlanningFilters } from './hooks/use-planning-filters';
import { withKnownTeams, type PlanningFilters } from './model/filters';
import { createGridApplier } from './model/stable-grid';
import { TrainingVacationTab } from './training-vacation-tab/training-vacation-tab';
import { WorkOrdersTab } from './work-orders-tab/work-orders-tab';

const YMD = 'YYYY-MM-DD';
const SAVE_MESSAGE_KEY = 'planning-save';
/** Spec part 1 §9: loading message 30 s, success 4 s. */
const LOADING_SECONDS = 30;
const SUCCESS_SECONDS = 4;

type TabKey = 'technician' | 'workOrders' | 'trainingVacation' | 'changes';

/**
 * The planning grid (spec part 1 §2): filter drawer and chips, the Technician, Work orders,
 * Training/Vacation and Changes tabs, Save all / Discard all of the pending changes, and the
 * deleted-work-order and deleted-technician dialogs.
 */
export function PlanningBoard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const session = useSession();
  const roles = session.roles;
  const canEdit = canEditPlanning(roles);

  const { filters, apply, initialSource } = usePlanningFilters();
  const [drawerOpen, setDrawerOpen] = useState(initialSource === 'none');
  const [chipsHidden, setChipsHidden] = useState(() => local.get(LOCAL_KEYS.planningChipsHidden) === 'true');
  const [tab, setTab] = useState<TabKey>('technician');
  const orgTeams = useOrganizationsTeams();
  const techniciansQuery = useTechniciansWithSchedules(filters);
  const { changes, dispatch } = usePendingChanges();
  const [saving, setSaving] = useState(false);
  const [saveErrors, setSaveErrors] = useState<Record<string, string>>({});
  const [passive, setPassive] = useState<ReadonlySet<string>>(() => new Set());
  const [selected, setSelected] = useState<{ technicianId: string; key: string } | null>(null);
  const [drawer, setDrawer] = useState<ScheduleDrawerState | null>(null);
  const [dialog, setDialog] = useState<'orders' | 'technicians' | null>(null);
  const [deactivating, setDeactivating] = useState<string | null>(null);

  const filtersRef = useRef(filters);
  filtersRef.current = filters;

  // --- derived data -------------------------------------------------------------------------
  const [applier] = useState(createGridApplier);
  const technicians = techniciansQuery.data;
  const grid = useMemo(() => (technicians ? applier(technicians, changes) : undefined), [applier, technicians, changes]);

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
      setDrawerOpen(false);
    },
    [apply],
  );

  // Teams that are no longer offered (a remembered team outside the scope now) are dropped.
  useEffect(() => {
    if (!organizations || !filters) return;
    const known = new Set(organizations.flatMap((org) => org.teams.map((team) => team.id)));
    const next = withKnownTeams(filters, known);
    if (next === filters) return;
    apply(next);
    if (next.teamIds.length === 0) setDrawerOpen(true);
  }, [organizations, filters, apply]);

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

  // --- deleted-item dialogs: each opens by itself the first time flagged items show up on this
  // page (then the warning button next to the chips reopens them), so moving between days does
  // not keep interrupting the dispatcher.
  const shownDeleted = useRef({ orders: false, technicians: false });
  useEffect(() => {
    if (deleted.orders.length > 0 && !shownDeleted.current.orders) {
      shownDeleted.current.orders = true;
      setDialog('orders');
    } else if (deleted.technicians.length > 0 && !shownDeleted.current.technicians && dialog === null) {
      shownDeleted.current.technicians = true;
      setDialog('technicians');
    }
  }, [deleted, dialog]);

  // --- timeline actions: one stable object for all rows ---------------------------------------
  const gridRef = useRef(grid);
  gridRef.current = grid;
  const configRef = useRef(session.config);
  configRef.current = session.config;
  const actions = useMemo<TimelineActions>(
    () => ({
      select: (technicianId, key) => setSelected(key === null ? null : { technicianId, key }),
      details: (item: GridItem, technician: GridTechnician) => setDrawer({ mode: 'view', item, technician }),
      commit: (item, range) => {
        // Spec part 1 §5: the rules the server checks on save, before the move enters the changes.
        const technician = gridRef.current?.find((x) => x.bpNo === item.technicianId);
        const moved = { start: range.startDate, end: range.endDate };
        const refusal = technician ? moveRefusal(item, technician, moved, configRef.current, technicianOffsetAt(technician, range.startDate)) : null;
        if (refusal) {
          void message.error({ content: t(`planningDrawer.rules.${refusal}`), key: 'planning-move-refused' });
          return;
        }
        dispatch({ type: 'update', item, patch: range });
      },
      remove: (item) => dispatch({ type: 'delete', item }),
      goToDate: (epochMs) => setDate(dayjs(epochMs).format(YMD)),
      onAddForTechnician: (technician) => setDrawer({ mode: 'new', technician, workOrder: null }),
    }),
    [dispatch, setDate, message, t],
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

  const showOutcome = (outcome: SaveOutcome) => {
    const type = (count: number) => t(`planning.save.types.${outcome.typeWord}`, { count });
    switch (outcome.kind) {
      case 'success': {
        const parts = [];
        if (outcome.savedCount > 0) parts.push(t('planning.save.saved', { count: outcome.savedCount, type: type(outcome.savedCount) }));
        if (outcome.deletedCount > 0) parts.push(t('planning.save.deleted', { count: outcome.deletedCount }));
        void message.success({ content: parts.join(' · '), key: SAVE_MESSAGE_KEY, duration: SUCCESS_SECONDS });
        break;
      }
      case 'error':
        void message.error({ content: t('planning.save.unsaved', { count: outcome.failedCount, type: type(outcome.failedCount) }), key: SAVE_MESSAGE_KEY, duration: SUCCESS_SECONDS });
        break;
      case 'warning':
        void message.warning({
          content: t('planning.save.mixed', { saved: outcome.savedCount + outcome.deletedCount, failed: outcome.failedCount }),
          key: SAVE_MESSAGE_KEY,
          duration: SUCCESS_SECONDS * 2,
        });
        break;
      default:
        void message.error({ content: t('errors.unexpected'), key: SAVE_MESSAGE_KEY, duration: SUCCESS_SECONDS });
    }
  };

  const saveAll = async () => {
    const snapshot = changes;
    if (snapshot.length === 0) return;
    setSaving(true);
    setSelected(null);
    void message.loading({ content: t('planning.save.saving'), key: SAVE_MESSAGE_KEY, duration: LOADING_SECONDS });
    try {
      const response = await saveSchedules(toSavePayload(snapshot));
      const outcome = summarizeSaveOutcome(response, changesByKeyOf(snapshot));
      // Reload first, then drop the saved changes: the grid goes straight to the saved positions.
      await reload();
      dispatch({ type: 'markSaved', keys: outcome.okKeys, failedKeys: outcome.failures.map((f) => f.key) });
      setSaveErrors((current) => {
        const next = { ...current };
        for (const key of outcome.okKeys) delete next[key];
        for (const failure of outcome.failures) next[failure.key] = failure.message;
        return next;
      });
      showOutcome(outcome);
    } catch (error) {
      void message.error({ content: t('planning.save.thrown', { reason: describeApiError(error, { mutation: true }) }), key: SAVE_MESSAGE_KEY, duration: SUCCESS_SECONDS });
    } finally {
      setSaving(false);
    }
  };

  // The wizard's "save now?" runs the newest saveAll (the changes it just added are in the next render's closure).
  const saveAllRef = useRef(saveAll);
  saveAllRef.current = saveAll;
  const requestSave = useCallback(() => void saveAllRef.current(), []);

  const discardAll = () => {
    markPassive(changes);
    dispatch({ type: 'discardAll' });
    setSaveErrors({});
    setSelected(null);
    void reload();
  };

  const discardOne = (change: PendingItem) => {
    markPassive([change]);
    dispatch({ type: 'discardOne', key: change.key });
    if (!(change.dirty === 'updated' && change.prevChange.length > 1)) {
      setSaveErrors((current) => {
        if (!(change.key in current)) return current;
        const next = { ...current };
        delete next[change.key];
        return next;
      });
    }
  };

  const deactivate = async (technician: GridTechnician) => {
    setDeactivating(technician.bpNo);
    try {
      await deactivateTechnician(technician.bpNo);
      void message.success({ content: t('planning.deleted.deactivated'), duration: SUCCESS_SECONDS });
      await reload();
    } catch {
      // The API client has shown the error.
    } finally {
      setDeactivating(null);
    }
  };

  // --- render ---------------------------------------------------------------------------------
  const loading = techniciansQuery.isFetching || saving;
  const deletedCount = deleted.orders.length + new Set(deleted.technicians.map((row) => row.technician.id)).size;

  const tabBarExtra =
    canEdit && changes.length > 0 ? (
      <Space data-testid="planning-pending-actions">
        <Popconfirm
          title={t('planning.actions.saveAllConfirm', { count: changes.length })}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          okButtonProps={{ 'data-testid': 'planning-save-confirm' }}
          onConfirm={() => void saveAll()}
          disabled={loading}
        >
          <Button type="primary" icon={<SaveOutlined />} disabled={loading} loading={saving} data-testid="planning-save-all">
            {t('planning.actions.saveAll')}
          </Button>
        </Popconfirm>
        <Popconfirm
          title={t('planning.actions.discardAllConfirm', { count: changes.length })}
          okText={t('common.yes')}
          cancelText={t('common.no')}
          okButtonProps={{ danger: true, 'data-testid': 'planning-discard-confirm' }}
          onConfirm={discardAll}
          disabled={saving}
        >
          <Button danger icon={<ClearOutlined />} disabled={saving} data-testid="planning-discard-all">
            {t('planning.actions.discardAll')}
          </Button>
        </Popconfirm>
      </Space>
    ) : null;

  const hasTeams = filters !== null && filters.teamIds.length > 0;
  const noFilter = (
    <Empty className="pg-empty" description={t('planning.technicians.noFilter')}>
      <Button type="primary" icon={<FilterOutlined />} onClick={() => setDrawerOpen(true)}>
        {t('planning.filters.open')}
      </Button>
    </Empty>
  );

  const items = [
    {
      key: 'technician',
      label: t('planning.tabs.technician'),
      children: hasTeams && filters ? (
        <TechnicianTab
          technicians={grid}
          date={filters.date}
          onDateChange={setDate}
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
                <Badge count={changes.length} size="small" color="#e53935" offset={[6, -8]} data-testid="planning-changes-badge" />
              </span>
            ),
            children: <ChangesTab changes={changes} saveErrors={saveErrors} technicianNames={technicianNames} onDiscard={discardOne} />,
          },
        ]
      : []),
  ];

  return (
    <div data-testid="planning-page">
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 12 }}>
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
            onOpenFilters={() => setDrawerOpen(true)}
            onResetDate={() => filters && applyFilters({ ...filters, date: dayjs().format(YMD) })}
            onRemoveTeam={(teamId) => {
              if (!filters) return;
              const teamIds = filters.teamIds.filter((id) => id !== teamId);
              applyFilters({ ...filters, teamIds });
              if (teamIds.length === 0) setDrawerOpen(true);
            }}
            onRemoveOrganization={(orgunit) => {
              if (!filters) return;
              const remaining = filters.organizations.filter((o) => o !== orgunit);
              // Teams of the removed organization go with it.
              const teamIds = filters.teamIds.filter((id) => teamOrganization.get(id)?.orgunit !== orgunit);
              applyFilters({ ...filters, organizations: remaining, organizationEnabled: remaining.length > 0, teamIds });
              if (teamIds.length === 0) setDrawerOpen(true);
            }}
          />
        </div>
        {deletedCount > 0 ? (
          <Tooltip title={deleted.orders.length > 0 ? t('planning.deleted.ordersTitle') : t('planning.deleted.techniciansTitle')}>
            <Button
              icon={<WarningOutlined />}
              style={{ color: '#d4380d', borderColor: '#ffbb96', background: '#fff2e8' }}
              onClick={() => setDialog(deleted.orders.length > 0 ? 'orders' : 'technicians')}
              data-testid="planning-deleted-button"
            >
              {t('planning.deleted.show', { count: deletedCount })}
            </Button>
          </Tooltip>
        ) : null}
      </div>
      <div style={{ background: '#fff', borderRadius: 10, padding: '4px 16px 16px', boxShadow: '0 1px 2px rgba(16,24,40,0.06)' }}>
        <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)} items={items} tabBarExtraContent={tabBarExtra} data-testid="planning-tabs" />
      </div>
      <FilterDrawer
        open={drawerOpen}
        filters={filters}
        organizations={organizations}
        loadingTeams={orgTeams.isLoading}
        onApply={applyFilters}
        onClose={() => setDrawerOpen(false)}
      />
      {canEdit && hasTeams ? (
        <FloatButton
          type="primary"
          icon={<PlusOutlined />}
          tooltip={t('planning.quickAdd')}
          aria-label={t('planning.quickAdd')}
          onClick={() => setDrawer({ mode: 'new', technician: null, workOrder: null })}
          data-testid="planning-quick-add"
        />
      ) : null}
      <ScheduleDrawer
        state={drawer}
        roles={roles}
        config={session.config}
        countryConfigs={session.countryConfigs}
        context={drawerContext}
        dispatch={dispatch}
        onClose={closeDrawer}
        onSaveRequest={canEdit ? requestSave : undefined}
      />
      <DeletedOrdersDialog
        open={dialog === 'orders'}
        rows={deleted.orders}
        onClose={() => setDialog(null)}
      />
      <DeletedTechniciansDialog
        open={dialog === 'technicians'}
        rows={deleted.technicians}
        canEdit={canEdit}
        deactivating={deactivating}
        onDeactivate={(technician) => void deactivate(technician)}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
