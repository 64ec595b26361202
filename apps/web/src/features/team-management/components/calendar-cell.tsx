import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ManagedTeam } from '@fsp/domain';
import { calendarCell } from '../model/applied-hours';

/**
 * The Calendar column: the team's calendar, else the hours it works to instead, named: its own, or its
 * organization's or the standard ones marked inherited (docs/team-management.md, "Calendar column").
 */
export function CalendarCell({ team }: { team: ManagedTeam }) {
  const { t } = useTranslation();
  const cell = calendarCell(team);
  const organization = team.organization.displayName;
  if (cell.kind === 'calendar') return <span data-testid="team-row-calendar" className="team-table__long-text">{cell.name}</span>;
  if (cell.kind === 'unknown') {
    return (
      <Tooltip title={t('teamManagement.noCalendarHint')}>
        <Typography.Text type="secondary" data-testid="team-row-calendar">
          {t('teamManagement.noCalendar')}
        </Typography.Text>
      </Tooltip>
    );
  }
  if (cell.kind === 'own') {
    return (
      <Tooltip title={t('teamManagement.hours.ownHint')}>
        <span data-testid="team-row-calendar" data-source="team">
          {t('teamManagement.hours.own', { hours: cell.hours })}
        </span>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={t(cell.from === 'organization' ? 'teamManagement.hours.organizationHint' : 'teamManagement.hours.defaultHint', { organization })}>
      <span data-testid="team-row-calendar" data-source={cell.from}>
        <Typography.Text type="secondary">{t(cell.from === 'organization' ? 'teamManagement.hours.organization' : 'teamManagement.hours.default', { hours: cell.hours })}</Typography.Text>{' '}
        <Tag style={{ marginInlineEnd: 0 }}>
          {t('teamManagement.hours.inherited')}
        </Tag>
      </span>
    </Tooltip>
  );
}
