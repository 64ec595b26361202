import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, MailOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_PAGE_SIZE, SUBSCRIPTION_TYPE_MAP, subscriptionFields, type NotificationSubscription } from '@fsp/domain';
import { PART2_DATE_TIME_FORMAT } from '../../lib/date-formats';
import { isApiError } from '../../lib/api-client';
import { TeamTag } from '../../components/team-tag';
import { teamWithOrganization } from '../../components/team-label';
import { QueryState } from '../../components/query-state';
import { useOrganizationsTeams } from '../../api/reference';
import { useSession } from '../session';
import { AddSubscriptionDialog } from './add-subscription-dialog';
import { useEmailSubscription, useEmailSubscriptionChange, useRemoveSubscription, useSubscriptions } from './api';

/** Teams shown in a row before the rest collapse into "+n". */
const VISIBLE_TEAMS = 4;

/** The e-mail address notification e-mails go to, and pausing or resuming them (DELETE / POST sync). */
function EmailSubscriptionBar() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const email = useEmailSubscription();
  const change = useEmailSubscriptionChange();
  // Pausing or resuming swaps the pressed button for the other one: the focus goes there, not to the page's start.
  const resumeButton = useRef<HTMLButtonElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const focusPauseOnResume = useRef(false);
  const active = email.data?.[0]?.active;
  useEffect(() => {
    if (active && focusPauseOnResume.current) pauseButton.current?.focus();
    focusPauseOnResume.current = false;
  }, [active]);
  if (!email.data) return null;
  const [entry] = email.data;
  if (!entry) return <Alert type="warning" showIcon title={t('notifications.email.noAddress')} data-testid="notification-email-missing" />;
  if (!entry.active) {
    const since = dayjs(entry.unsubscribedAt ?? 0).format(PART2_DATE_TIME_FORMAT);
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="notification-email-paused"
        title={t(entry.unsubscribedVia === 'LINK' ? 'notifications.email.pausedByLink' : 'notifications.email.paused', { email: entry.email, since })}
        description={t('notifications.email.pausedKept')}
        action={
          <Button
            ref={resumeButton}
            type="primary"
            loading={change.isPending}
            onClick={() => {
              focusPauseOnResume.current = true;
              change.mutate(true);
            }}
            data-testid="notification-email-resume"
          >
            {t('notifications.email.resume')}
          </Button>
        }
      />
    );
  }
  const pause = () =>
    void modal.confirm({
      width: 600,
      title: t('notifications.email.pauseTitle'),
      content: t('notifications.email.pauseConfirm', { email: entry.email }),
      okText: t('notifications.email.pause'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'notification-email-pause-confirm' },
      autoFocusButton: 'cancel',
      onOk: () => change.mutateAsync(false),
      // After the question has given the focus back to Pause, which is gone once paused (a cancel keeps it there).
      afterClose: () => resumeButton.current?.focus(),
    });
  return (
    <Space wrap data-testid="notification-email-active">
      <MailOutlined style={{ color: '#2f6fde' }} />
      <Typography.Text>{t('notifications.email.goesTo', { email: entry.email })}</Typography.Text>
      <Tag color="green">{t('notifications.email.active')}</Tag>
      <Button ref={pauseButton} size="small" onClick={pause} data-testid="notification-email-pause">
        {t('notifications.email.pause')}
      </Button>
    </Space>
  );
}

/**
 * Notification settings (spec part 2 §2 "Notification settings"): the user's subscriptions in a table of
 * 20 without a size changer, an add dialog, removal after 'remove notification?'. Every signed-in user
 * manages their own (OBSERVER too: a personal change).
 */
export function NotificationSettingsScreen() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { localisations } = useSession();
  const subscriptions = useSubscriptions();
  // The teams the user has now: a subscription keeps a team the user lost, but nothing is sent for it any more.
  const scope = useOrganizationsTeams();
  const notYours = (teamId: number) => scope.data !== undefined && !scope.data.some((org) => org.teams.some((team) => team.id === teamId));
  const remove = useRemoveSubscription();
  const [adding, setAdding] = useState(false);
  const [page, setPage] = useState(1);
  const card = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const removeButtons = () => Array.from(card.current?.querySelectorAll<HTMLButtonElement>('[data-testid^="notification-remove-"]') ?? []);
  const typeLabel = (code: string) => localisations[SUBSCRIPTION_TYPE_MAP]?.[code] ?? code;

  const confirmRemove = (row: NotificationSubscription) => {
    const position = removeButtons().findIndex((button) => button.dataset.testid === `notification-remove-${row.id}`);
    let removed = false;
    void modal.confirm({
      width: 600,
      title: t('notifications.remove.title'),
      // The type alone does not tell two subscriptions of one type apart: their statuses and teams say which goes.
      content: (
        <Space orientation="vertical" size={4} data-testid="notification-remove-detail">
          <Typography.Text strong>{typeLabel(row.subscriptionType)}</Typography.Text>
          {row.statuses.length ? <Typography.Text type="secondary">{row.statuses.map((s) => s.statusTxt).join(', ')}</Typography.Text> : null}
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {row.teams.length
              ? row.teams.map((team) => teamWithOrganization(team)).join(', ')
              : t(subscriptionFields(row.subscriptionType).teams ? 'notifications.noTeamsLeft' : 'notifications.allTeams')}
          </Typography.Text>
        </Space>
      ),
      okText: t('notifications.remove.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'notification-remove-confirm' },
      autoFocusButton: 'cancel',
      // A 404 means the subscription is gone already (removed in another tab): the question closes on the refreshed list.
      // Without an answer (no connection) it stays, for another try.
      onOk: () =>
        remove
          .mutateAsync(row.id)
          .catch((error: unknown) => {
            if (!(isApiError(error) && error.status === 404)) throw error;
          })
          .then(() => {
            removed = true;
          }),
      // The removed row's button, which had the focus, is gone: the one now in its place (the next row's) takes it,
      // else the last row's, else Add. A cancel leaves it where the question gave it back.
      afterClose: () => {
        if (!removed) return;
        const buttons = removeButtons();
        (buttons[Math.min(position, buttons.length - 1)] ?? addButton.current)?.focus();
      },
    });
  };

  const columns: TableColumnsType<NotificationSubscription> = [
    { key: 'type', title: t('notifications.columns.type'), width: 240, render: (_, row) => <Typography.Text strong>{typeLabel(row.subscriptionType)}</Typography.Text> },
    {
      key: 'statuses',
      title: t('notifications.columns.statuses'),
      render: (_, row) =>
        row.statuses.length ? (
          <Space size={[4, 4]} wrap>
            {row.statuses.map((s) => (
              <Tag key={s.status}>{s.statusTxt}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('notifications.statusNotUsed')}</Typography.Text>
        ),
    },
    {
      key: 'teams',
      title: t('notifications.columns.teams'),
      render: (_, row) => {
        if (!row.teams.length) {
          // Only a type without teams covers all of the user's teams; a type with teams whose teams were all removed
          // (deleted, or no longer the user's) sends nothing, which "all your teams" would hide.
          if (!subscriptionFields(row.subscriptionType).teams) return <Typography.Text type="secondary">{t('notifications.allTeams')}</Typography.Text>;
          return <Typography.Text type="warning" data-testid="notification-no-teams">{t('notifications.noTeamsLeft')}</Typography.Text>;
        }
        const rest = row.teams.slice(VISIBLE_TEAMS);
        const restNames = rest.map((team) => teamWithOrganization(team)).join(', ');
        const lost = row.teams.filter((team) => notYours(team.id));
        return (
          <Space orientation="vertical" size={4}>
            <Space size={[4, 4]} wrap>
              {row.teams.slice(0, VISIBLE_TEAMS).map((team) =>
                notYours(team.id) ? (
                  <TeamTag key={team.id} team={team} color="warning" data-testid="notification-team-tag" />
                ) : (
                  <TeamTag key={team.id} team={team} data-testid="notification-team-tag" />
                ),
              )}
              {rest.length ? (
                // Reachable with Tab too, and named: the teams it hides were readable with a mouse only.
                <Tooltip title={restNames} trigger={['hover', 'focus']}>
                  <Tag tabIndex={0} aria-label={`+${rest.length}: ${restNames}`} data-testid="notification-more-teams">
                    +{rest.length}
                  </Tag>
                </Tooltip>
              ) : null}
            </Space>
            {/* Said in words, not by the tag's colour alone; also for a lost team among the "+n". */}
            {lost.map((team) => (
              <Typography.Text key={team.id} type="secondary" style={{ overflowWrap: 'anywhere' }} data-testid="notification-team-not-yours">
                {/* A character, not the icon: the icon's module would split off the planning grid's bundle (over its budget). */}
                <span aria-hidden style={{ color: '#d48806', marginInlineEnd: 6 }}>
                  ⚠
                </span>
                {teamWithOrganization(team)}: {t('notifications.teamNotYours')}
              </Typography.Text>
            ))}
          </Space>
        );
      },
    },
    {
      key: 'actions',
      width: 64,
      align: 'center',
      render: (_, row) => (
        <Tooltip title={t('notifications.remove.ok')}>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('notifications.remove.ok')} onClick={() => confirmRemove(row)} data-testid={`notification-remove-${row.id}`} />
        </Tooltip>
      ),
    },
  ];

  return (
    <Card
      ref={card}
      title={t('notifications.title')}
      extra={
        <Button ref={addButton} type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="notification-add">
          {t('notifications.add.open')}
        </Button>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('notifications.intro')}
        </Typography.Paragraph>
        <EmailSubscriptionBar />
        {/* A failed read is not "no notifications yet": it says so, with Retry. */}
        <QueryState query={subscriptions} errorTitle={t('notifications.loadFailed')} testId="notification-list">
          <Table<NotificationSubscription>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={subscriptions.data ?? []}
            loading={subscriptions.isLoading}
            locale={{ emptyText: t('notifications.empty') }}
            data-testid="notification-table"
            onRow={() => ({ 'data-testid': 'notification-row' }) as React.HTMLAttributes<HTMLElement>}
            pagination={{ current: page, pageSize: NOTIFICATION_PAGE_SIZE, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
          />
        </QueryState>
      </Space>
      {adding ? <AddSubscriptionDialog onClose={() => setAdding(false)} /> : null}
    </Card>
  );
}
