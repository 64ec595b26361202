import { useMemo, useRef, useState } from 'react';
import { App, Button, Card, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CalendarOutlined, DeleteOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { containsIgnoringCase, type Calendar } from '@fsp/domain';
import { ListSearchInput } from '../../components/list-search-input';
import { TeamTag } from '../../components/team-tag';
import { QueryState } from '../../components/query-state';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useListPage } from '../../lib/use-list-page';
import { AddCalendarDialog } from './add-calendar-dialog';
import { StatusRefusal } from '../../components/field-refusal';
import { teamsOfCalendarPath, useCalendars, useChangeCalendar } from './api';
import { useCountryName } from '../../i18n/country-name';
import { useSession } from '../session';
import { focusIfLost } from '../../components/focus-if-lost';

export const CALENDAR_PAGE_SIZE = 20;
/** Calendar delete runs this long after the confirmation (spec part 2 §8). */
const DELETE_DELAY_MS = 200;
/** Below this the table scrolls sideways; above it the related-team tags wrap inside their column. */
const CALENDAR_TABLE_MIN_WIDTH = 760;

/** The calendar list (spec part 2 §2): name search, add dialog, related teams as tags, pages of 20, delete after a confirmation; OBSERVER only reads (no add, assign or delete). */
export function CalendarList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const calendars = useCalendars();
  const change = useChangeCalendar();
  const countryName = useCountryName();
  const { isObserver: viewOnly } = useSession();
  const [text, setText] = useState('');
  const [query, setQuery] = useDebouncedValue(text);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const rows = useMemo(() => (calendars.data ?? []).filter((c) => containsIgnoringCase(c.name, query)), [calendars.data, query]);
  const [page, setPage] = useListPage(query, rows.length, CALENDAR_PAGE_SIZE);

  const confirmDelete = (calendar: Calendar) => {
    let removed = false;
    void modal.confirm({
      width: 600,
      title: t('calendars.deleteTitle'),
      content: (
        <Space orientation="vertical">
          <Typography.Text strong data-testid="calendar-delete-name">
            {calendar.name}
          </Typography.Text>
          <Typography.Text type="secondary">{t('calendars.deleteWarning')}</Typography.Text>
        </Space>
      ),
      okText: t('calendars.actions.delete'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'calendar-delete-confirm' },
      autoFocusButton: 'cancel',
      // The deleted row's button opened this: focus goes to Add calendar rather than to the page's body.
      afterClose: () => {
        if (removed) focusIfLost(addButton.current);
      },
      onOk: async () => {
        await new Promise((resolve) => setTimeout(resolve, DELETE_DELAY_MS));
        // A refusal means the calendar is gone already (deleted in another tab): the question closes on the refreshed list.
        // Without an answer (no connection) it stays, for another try.
        await change.mutateAsync({ id: calendar.id, deleted: true }).catch((error: unknown) => {
          if (!(error instanceof StatusRefusal)) throw error;
        });
        removed = true;
      },
    });
  };

  const columns: TableColumnsType<Calendar> = [
    { key: 'country', title: t('calendars.columns.country'), width: 160, render: (_, row) => countryName(row.country) },
    {
      key: 'name',
      title: t('calendars.columns.name'),
      render: (_, row) => (
        <Typography.Link onClick={() => onOpen(row.id)} data-testid="calendar-open">
          {row.name}
        </Typography.Link>
      ),
    },
    {
      key: 'teams',
      title: t('calendars.columns.teams'),
      render: (_, row) =>
        row.relatedTeams.length ? (
          <Space size={[4, 4]} wrap>
            {/* The organization beside the team: two organizations may each have a team of one name. */}
            {row.relatedTeams.map((team) => (
              <Tooltip key={team.id} title={`${team.organization.displayName} (${team.organization.orgunit})`}>
                <TeamTag team={team} data-testid="calendar-team-tag" />
              </Tooltip>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('calendars.noTeams')}</Typography.Text>
        ),
    },
    {
      key: 'actions',
      title: t('calendars.columns.actions'),
      width: 150,
      fixed: 'right',
      align: 'center',
      render: (_, row) => (
        <Space size={0}>
          {/* Assigning, not browsing: it opens team management with this calendar proposed in each team's assignment dialog, which an observer never sees. */}
          {viewOnly ? null : (
            <Tooltip title={t('calendars.actions.assignTeam')}>
              <Button
                type="text"
                icon={<TeamOutlined />}
                aria-label={t('calendars.actions.assignTeam')}
                onClick={() => navigate(teamsOfCalendarPath(row.id))}
                data-testid={`calendar-assign-team-${row.id}`}
              />
            </Tooltip>
          )}
          <Tooltip title={t('calendars.actions.workingHours')}>
            <Button type="text" icon={<CalendarOutlined />} aria-label={t('calendars.actions.workingHours')} onClick={() => onOpen(row.id)} data-testid={`calendar-hours-${row.id}`} />
          </Tooltip>
          {viewOnly ? null : (
            <Tooltip title={t('calendars.actions.delete')}>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('calendars.actions.delete')} onClick={() => confirmDelete(row)} data-testid={`calendar-delete-${row.id}`} />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('calendars.title')}
      extra={
        viewOnly ? null : (
          <Button ref={addButton} type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="calendar-add">
            {t('calendars.add')}
          </Button>
        )
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('calendars.intro')}
        </Typography.Paragraph>
        <ListSearchInput text={text} onText={setText} onApply={setQuery} placeholder={t('calendars.search')} label={t('calendars.search')} width={360} testId="calendar-search" />
        {/* A failed read is not "no calendars yet": it says so, with Retry, instead of an empty table. */}
        <QueryState query={calendars} errorTitle={t('calendars.loadFailed')} testId="calendar-list">
          <Table<Calendar>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            loading={calendars.isLoading}
            // A minimum width rather than 'max-content', which kept the team tags on one line under the fixed Actions column: they wrap.
            scroll={{ x: CALENDAR_TABLE_MIN_WIDTH }}
            tableLayout="auto"
            locale={{ emptyText: query.trim() ? t('calendars.noMatch') : t('calendars.empty') }}
            data-testid="calendar-table"
            onRow={(row) => ({ 'data-testid': 'calendar-row', 'data-name': row.name }) as React.HTMLAttributes<HTMLElement>}
            pagination={{ current: page, pageSize: CALENDAR_PAGE_SIZE, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
          />
        </QueryState>
      </Space>
      {adding ? <AddCalendarDialog onClose={() => setAdding(false)} onCreated={onOpen} /> : null}
    </Card>
  );
}
