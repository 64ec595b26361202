import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { CalendarOutlined, CustomerServiceOutlined, DeleteOutlined, EditOutlined, PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { compareNames, createWordMatcher, type ChangeTechnicianTeamRequest, type ManagedTeam, type TeamChangeResponse } from '@fsp/domain';
import { ListSearchInput } from '../../components/list-search-input';
import { QueryState } from '../../components/query-state';
import { describeApiError } from '../../lib/api-client';
import { confirm, notify } from '../../lib/feedback';
import { focusIfLost } from '../../components/focus-if-lost';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useListPage } from '../../lib/use-list-page';
import { useAuthorizedOrganizations } from '../../api/reference';
import { CALENDAR_TEAMS_PARAM, CalendarAssignmentModal } from '../calendars';
import { useCalendars } from '../../api/calendars';
import { useSession } from '../session';
import { useDispatchers, useManagedTeams, useSections, useTeamChange, useTeamsNow, useTechniciansIncludeNoTeam } from './api';
import { AssignmentTreeModal, type AssignmentGroup, type TreeRefusal } from './components/assignment-tree-modal';
import { CalendarCell } from './components/calendar-cell';
import { CalendarFilterNote, CalendarFilterSelect } from './components/calendar-filter';
import { TeamFormModal, type TeamFormValues } from './components/team-form-modal';
import { calendarCell, calendarCellText } from './model/applied-hours';
import { calendarIdParam, teamsOfCalendar } from './model/calendar-filter';
import { orderGroups, orderTeams } from './model/name-order';
import { sortSectionOptions } from './model/section-options';
import { teamGone } from './model/team-gone';
import { teamWithOrganization } from '../../components/team-label';
import { technicianChanges, technicianGroup } from './model/technician-changes';
import './team-management.css';

const PAGE_SIZE = 20;
const MESSAGE_SECONDS = 4;
/** A tree dialog's title names its team by this many characters at most: with its own words, two lines of the dialog. */
const TITLE_NAME_LENGTH = 60;
/** What the calendar filter waits on when no calendar is chosen: nothing. */
const NO_FILTER_READ = { isPending: false, isError: false, refetch: () => undefined };
type Dialog = { kind: 'form'; team: ManagedTeam | null } | { kind: 'technicians' | 'dispatchers' | 'calendar'; team: ManagedTeam } | null;

/**
 * Team management (spec part 2 §2): search, add, a table of 20 per page with organization, team, section
 * and calendar, and per row assign dispatcher, assign technician, edit and remove (remove hidden for
 * OBSERVER, who changes nothing). The calendar assignment is the calendar area's. `?calendar=<id>` (calendar
 * management's "Assign team") shows the teams that calendar concerns.
 */
export function TeamManagementScreen() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const canManage = session.hasAnyRole(['DISPATCHER', 'ADMIN', 'POWER_USER']);
  const teams = useManagedTeams();
  const teamsNow = useTeamsNow();
  const organizations = useAuthorizedOrganizations();
  const sections = useSections();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [treeRefusal, setTreeRefusal] = useState<(TreeRefusal & { tree: 'technicians' | 'dispatchers' }) | null>(null);
  const technicians = useTechniciansIncludeNoTeam(dialog?.kind === 'technicians');
  const dispatchers = useDispatchers(dialog?.kind === 'dispatchers');
  const [text, setText] = useState('');
  const [query, applyNow] = useDebouncedValue(text);
  const [params, setParams] = useSearchParams();
  const calendarId = calendarIdParam(params.get(CALENDAR_TEAMS_PARAM));
  const [calendarsWanted, setCalendarsWanted] = useState(false);
  const calendars = useCalendars({ enabled: calendarId !== null || calendarsWanted });
  const filterCalendar = calendars.data?.find((c) => c.id === calendarId) ?? null;
  // Replaced, not pushed: Back leaves the screen for where the user came from (the calendar list).
  const chooseCalendar = (id: number | null) => {
    setParams(id === null ? {} : { [CALENDAR_TEAMS_PARAM]: String(id) }, { replace: true });
  };

  const create = useTeamChange<TeamFormValues>('/api/create-team');
  const update = useTeamChange<TeamFormValues & { teamId: number }>('/api/update-team');
  const remove = useTeamChange<{ teamId: number }>('/api/delete-team');
  const moveTechnicians = useTeamChange<ChangeTechnicianTeamRequest>('/api/change-technician-team');
  const moveDispatchers = useTeamChange<{ added: { teamId: number; dispatcherId: number }[]; removed: { teamId: number; dispatcherId: number }[] }>('/api/change-dispatcher-team');

  // Sections are master data: named in the reader's language from the localisation map (decision 0024).
  const { codeName } = session;
  const sectionName = useCallback((name: string | null) => (name ? codeName('section', name, name) : null), [codeName]);
  const sectionOptions = useMemo(
    () => sortSectionOptions((sections.data ?? []).map((s) => ({ id: s.id, name: sectionName(s.name)! })), i18n.language),
    [sections.data, sectionName, i18n.language],
  );

  const searching = query.trim().length >= 2;
  const visible = useMemo(() => {
    const matches = createWordMatcher(searching ? query : '');
    const all = teams.data ?? [];
    return orderTeams(filterCalendar ? teamsOfCalendar(all, filterCalendar) : all).filter((team) =>
      matches([team.name, team.organization.displayName, team.organization.orgunit, sectionName(team.sectionName), team.sectionName, calendarCellText(calendarCell(team))]),
    );
  }, [teams.data, query, searching, sectionName, filterCalendar]);
  // A new search or calendar filter starts at page 1, however it was applied (typed, Enter, cleared, chosen).
  const [page, setPage] = useListPage(`${searching ? query : ''}\n${calendarId ?? ''}`, visible.length, PAGE_SIZE);

  const closeTree = () => {
    setTreeRefusal(null);
    setDialog(null);
  };
  /** Shows the answer: saved (4 s) and closes, or the server's reason (4 s) and stays. */
  const answered = (result: TeamChangeResponse) => {
    if (result.statusCode === 0) {
      notify('success', t('teamManagement.saved'), { duration: MESSAGE_SECONDS });
      setDialog(null);
    } else notify('error', result.message, { duration: MESSAGE_SECONDS });
  };
  /** A change refused because its team is gone (someone else removed it): said in words, and its dialog closes. */
  const gone = (team: ManagedTeam | null, error: Error) => {
    if (!team || !teamGone(error, team.id, teamsNow())) return false;
    notify('warning', t('teamManagement.teamGone', { team: teamWithOrganization(team, TITLE_NAME_LENGTH) }), { duration: MESSAGE_SECONDS });
    closeTree();
    return true;
  };
  const failed = (team: ManagedTeam | null) => (error: Error) => {
    if (!gone(team, error)) notify('error', describeApiError(error, { mutation: true }), { duration: MESSAGE_SECONDS });
  };
  /** Runs a change of `team` (null: a new one). */
  const run = <T,>(mutation: { mutate: (body: T, options: { onSuccess: (r: TeamChangeResponse) => void; onError: (e: Error) => void }) => void }, body: T, team: ManagedTeam | null) =>
    mutation.mutate(body, { onSuccess: answered, onError: failed(team) });

  /**
   * A tree's save: saved closes it; a refusal or failure stays in the tree, which keeps the person's edits on the
   * people read again (useTeamChange reads every list again before these callbacks run).
   */
  const treeAnswer = (tree: 'technicians' | 'dispatchers') => ({
    onSuccess: (result: TeamChangeResponse) => {
      if (result.statusCode !== 0) return setTreeRefusal({ tree, message: result.message });
      setTreeRefusal(null);
      answered(result);
    },
    onError: (error: Error) => {
      if (!gone(team, error)) setTreeRefusal({ tree, message: describeApiError(error, { mutation: true }) });
    },
  });

  const askRemove = async (team: ManagedTeam) => {
    const ok = await confirm({
      title: t('teamManagement.removeTitle'),
      content: (
        <span data-testid="team-remove-confirm-text">
          {t('teamManagement.removeConfirmBefore')} <strong>{teamWithOrganization(team)}</strong> {t('teamManagement.removeConfirmAfter')}
        </span>
      ),
      okText: t('teamManagement.remove'),
      okButtonProps: { danger: true, 'data-testid': 'team-remove-confirm' },
      cancelText: t('common.cancel'),
      // As every other removal: Enter on the question keeps the team.
      autoFocusButton: 'cancel',
    });
    if (!ok) return;
    removedTeam.current = team.id;
    remove.mutate(
      { teamId: team.id },
      {
        onSuccess: (result) => {
          if (result.statusCode !== 0) removedTeam.current = null;
          answered(result);
        },
        onError: (error) => {
          removedTeam.current = null;
          failed(team)(error);
        },
      },
    );
  };
  // The removed team's row takes its focused Remove button along, and the focus fell to the page's body: it goes to Add
  // team once the list read again after the removal no longer holds the team.
  const addButton = useRef<HTMLButtonElement>(null);
  const removedTeam = useRef<number | null>(null);
  useEffect(() => {
    if (removedTeam.current === null || !teams.data || teams.data.some((x) => x.id === removedTeam.current)) return;
    removedTeam.current = null;
    focusIfLost(addButton.current);
  }, [teams.data]);

  const team = dialog && dialog.kind !== 'form' ? dialog.team : null;
  const technicianGroups = useMemo((): AssignmentGroup[] | undefined => {
    if (!team || !technicians.data) return undefined;
    const ofOrg = technicians.data.filter((x) => x.organization.orgunit === team.organization.orgunit);
    const groups = new Map<string, AssignmentGroup & { items: AssignmentGroup['items'][number][] }>();
    for (const tech of ofOrg) {
      const key = technicianGroup(tech.team);
      const title = tech.team ? tech.team.name : t('teamManagement.unassigned');
      const group = groups.get(key) ?? { key, title, items: [] };
      group.items.push({
        id: tech.bpNo,
        title: tech.fullName,
        keywords: [tech.bpNo],
        extra: tech.schedulers.length ? <Tag color="blue">{t('teamManagement.plannedJobs', { count: tech.schedulers.length })}</Tag> : null,
      });
      groups.set(key, group);
    }
    return orderGroups([...groups.values()], (g) => (g.key === String(team.id) ? 0 : g.key === 'none' ? 1 : 2));
  }, [team, technicians.data, t]);
  const technicianMembers = useMemo(
    () => new Set((technicians.data ?? []).filter((x) => team && x.team?.id === team.id).map((x) => x.bpNo)),
    [technicians.data, team],
  );
  const dispatcherGroups = useMemo(
    (): AssignmentGroup[] | undefined =>
      dispatchers.data && orderGroups([{ key: 'all', title: t('teamManagement.dispatchers'), items: dispatchers.data.map((d) => ({ id: String(d.id), title: `${d.name} ${d.surname}` })) }], () => 0),
    [dispatchers.data, t],
  );
  const dispatcherMembers = useMemo(() => new Set((dispatchers.data ?? []).filter((d) => team && d.teams.includes(team.id)).map((d) => String(d.id))), [dispatchers.data, team]);

  const columns: TableColumnsType<ManagedTeam> = [
    { key: 'organization', title: t('teamManagement.columns.organization'), fixed: 'left', render: (_, r) => r.organization.displayName, sorter: (a, b) => compareNames(a.organization.displayName, b.organization.displayName) },
    { key: 'team', title: t('teamManagement.columns.team'), render: (_, r) => <span data-testid="team-row-name" className="team-table__long-text">{r.name}</span>, sorter: (a, b) => compareNames(a.name, b.name) },
    { key: 'section', title: t('teamManagement.columns.section'), render: (_, r) => <span data-testid="team-row-section">{sectionName(r.sectionName) ?? '–'}</span> },
    { key: 'calendar', title: t('teamManagement.columns.calendar'), render: (_, r) => <CalendarCell team={r} /> },
    {
      key: 'actions',
      title: t('teamManagement.columns.actions'),
      width: 164,
      fixed: 'right',
      align: 'right',
      render: (_, r) => (
        <Space size={4}>
          {/* A dispatcher's headset: the people icon is the teams' (the menu's team management, a calendar's teams). */}
          <Tooltip title={t('teamManagement.assignDispatcher')}>
            <Button size="small" icon={<CustomerServiceOutlined />} aria-label={t('teamManagement.assignDispatcher')} onClick={() => setDialog({ kind: 'dispatchers', team: r })} data-testid={`team-dispatchers-${r.id}`} />
          </Tooltip>
          <Tooltip title={t('teamManagement.assignTechnician')}>
            <Button size="small" icon={<UserAddOutlined />} aria-label={t('teamManagement.assignTechnician')} onClick={() => setDialog({ kind: 'technicians', team: r })} data-testid={`team-technicians-${r.id}`} />
          </Tooltip>
          {canManage ? (
            <>
              <Tooltip title={t('teamManagement.assignCalendar')}>
                <Button size="small" icon={<CalendarOutlined />} aria-label={t('teamManagement.assignCalendar')} onClick={() => setDialog({ kind: 'calendar', team: r })} data-testid={`team-calendar-${r.id}`} />
              </Tooltip>
              <Tooltip title={t('teamManagement.edit')}>
                <Button size="small" icon={<EditOutlined />} aria-label={t('teamManagement.edit')} onClick={() => setDialog({ kind: 'form', team: r })} data-testid={`team-edit-${r.id}`} />
              </Tooltip>
              <Tooltip title={t('teamManagement.remove')}>
                {/* Busy until the list is read again without the team: a slow removal showed nothing, and invited a second one. */}
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  loading={remove.isPending && remove.variables?.teamId === r.id}
                  aria-label={t('teamManagement.remove')}
                  onClick={() => void askRemove(r)}
                  data-testid={`team-remove-${r.id}`}
                />
              </Tooltip>
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="team-management-page">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 14, flexWrap: 'wrap' }}>
        <ListSearchInput
          text={text}
          onText={setText}
          onApply={applyNow}
          placeholder={t('teamManagement.searchPlaceholder')}
          label={t('teamManagement.searchPlaceholder')}
          width={320}
          testId="team-search"
        />
        <CalendarFilterSelect calendars={calendars.data} loading={calendars.isFetching} value={filterCalendar} onWanted={() => setCalendarsWanted(true)} onChange={chooseCalendar} />
        <span style={{ flex: 1 }} />
        {canManage ? (
          <Button ref={addButton} type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'form', team: null })} data-testid="team-add">
            {t('teamManagement.add')}
          </Button>
        ) : null}
      </div>
      <CalendarFilterNote calendar={filterCalendar} unknown={calendarId !== null && calendars.isSuccess && !filterCalendar} onClear={() => chooseCalendar(null)} />
      {/* A failed read is not an empty list: it says so, with Retry, instead of the table (so is a calendar filter that cannot be applied). */}
      <QueryState query={teams} errorTitle={t('teamManagement.loadFailed')} testId="team-list">
        <QueryState query={calendarId !== null ? calendars : NO_FILTER_READ} errorTitle={t('calendars.loadFailed')} testId="team-calendar-filter">
          <Table<ManagedTeam>
            size="middle"
            rowKey="id"
            columns={columns}
            dataSource={visible}
            loading={teams.isPending || (calendarId !== null && calendars.isPending)}
            scroll={{ x: 'max-content' }}
            pagination={{ current: page, pageSize: PAGE_SIZE, showSizeChanger: false, onChange: setPage, showTotal: (total) => t('teamManagement.total', { count: total }) }}
            onRow={() => ({ 'data-testid': 'team-row' }) as React.HTMLAttributes<HTMLElement>}
            className="team-table"
            locale={searching ? { emptyText: t('teamManagement.noMatch') } : undefined}
            data-testid="team-table"
          />
        </QueryState>
      </QueryState>
      <TeamFormModal
        open={dialog?.kind === 'form'}
        team={dialog?.kind === 'form' ? dialog.team : null}
        organizations={organizations.data ?? []}
        sections={sectionOptions}
        saving={create.isPending || update.isPending}
        onSave={(values) => (dialog?.kind === 'form' && dialog.team ? run(update, { ...values, teamId: dialog.team.id }, dialog.team) : run(create, values, null))}
        onClose={() => setDialog(null)}
      />
      <AssignmentTreeModal
        open={dialog?.kind === 'technicians'}
        title={team ? t('teamManagement.techniciansOf', { team: teamWithOrganization(team, TITLE_NAME_LENGTH) }) : ''}
        fullTitle={team ? t('teamManagement.techniciansOf', { team: teamWithOrganization(team) }) : ''}
        groups={technicianGroups}
        initial={technicianMembers}
        loading={technicians.isPending}
        saving={moveTechnicians.isPending}
        readOnly={!canManage}
        testId="team-technician-tree"
        refusal={treeRefusal?.tree === 'technicians' ? treeRefusal : null}
        onSave={(edits) => team && moveTechnicians.mutate({ changes: technicianChanges(team.id, edits) }, treeAnswer('technicians'))}
        onClose={closeTree}
      />
      <AssignmentTreeModal
        open={dialog?.kind === 'dispatchers'}
        title={team ? t('teamManagement.dispatchersOf', { team: teamWithOrganization(team, TITLE_NAME_LENGTH) }) : ''}
        fullTitle={team ? t('teamManagement.dispatchersOf', { team: teamWithOrganization(team) }) : ''}
        groups={dispatcherGroups}
        initial={dispatcherMembers}
        loading={dispatchers.isPending}
        saving={moveDispatchers.isPending}
        readOnly={!canManage}
        testId="team-dispatcher-tree"
        refusal={treeRefusal?.tree === 'dispatchers' ? treeRefusal : null}
        onSave={(edits) => {
          if (!team) return;
          const pairs = (checked: boolean) => edits.filter(([, edit]) => edit.checked === checked).map(([id]) => ({ teamId: team.id, dispatcherId: Number(id) }));
          moveDispatchers.mutate({ added: pairs(true), removed: pairs(false) }, treeAnswer('dispatchers'));
        }}
        onClose={closeTree}
      />
      {dialog?.kind === 'calendar' ? (
        <CalendarAssignmentModal
          team={{ id: dialog.team.id, name: teamWithOrganization(dialog.team), countryCode: dialog.team.organization.countryCode }}
          proposedCalendarId={filterCalendar?.id}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
