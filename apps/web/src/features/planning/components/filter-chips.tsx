import { Button, Popover, Tag, Typography } from 'antd';
import { CalendarOutlined, EyeInvisibleOutlined, EyeOutlined, FilterOutlined, TeamOutlined, ApartmentOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OrganizationWithTeams } from '../api';
import type { PlanningFilters } from '../model/filters';

/** Team chips beyond this many fold into a '+N more' chip, so a big selection keeps the strip on one line. */
const VISIBLE_TEAM_CHIPS = 3;

/**
 * The header strip (spec part 1 §2): removable chips for the date, the teams and the organizations,
 * which can be hidden or shown, next to the button that opens the filter drawer.
 */
export function FilterChips({
  filters,
  organizations,
  hidden,
  onToggleHidden,
  onOpenFilters,
  onResetDate,
  onRemoveTeam,
  onRemoveOrganization,
}: {
  filters: PlanningFilters | null;
  organizations: readonly OrganizationWithTeams[] | undefined;
  hidden: boolean;
  onToggleHidden: () => void;
  onOpenFilters: () => void;
  onResetDate: () => void;
  onRemoveTeam: (teamId: number) => void;
  onRemoveOrganization: (orgunit: string) => void;
}) {
  const { t } = useTranslation();
  const teamName = new Map<number, string>();
  const orgName = new Map<string, string>();
  for (const org of organizations ?? []) {
    orgName.set(org.orgunit, org.displayName);
    for (const team of org.teams) teamName.set(team.id, `${team.name} · ${org.displayName}`);
  }
  const today = dayjs().format('YYYY-MM-DD');
  const teamChip = (teamId: number) => (
    <Tag
      key={teamId}
      icon={<TeamOutlined />}
      closable
      onClose={(event) => {
        event.preventDefault();
        onRemoveTeam(teamId);
      }}
      style={{ fontSize: 13, padding: '2px 8px', marginInlineEnd: 0 }}
      data-testid={`planning-chip-team-${teamId}`}
    >
      {t('planning.chips.team', { name: teamName.get(teamId) ?? `#${teamId}` })}
    </Tag>
  );

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10, flexWrap: 'wrap', marginBottom: 14 }} data-testid="planning-filter-bar">
      <Button type="primary" icon={<FilterOutlined />} onClick={onOpenFilters} data-testid="planning-filter-open">
        {t('planning.filters.open')}
      </Button>
      {!hidden ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, flex: 1, minWidth: 0 }} aria-label={t('planning.chips.label')} data-testid="planning-filter-chips">
          {filters ? (
            <>
              <Tag
                icon={<CalendarOutlined />}
                color="blue"
                closable={filters.date !== today}
                onClose={(event) => {
                  event.preventDefault();
                  onResetDate();
                }}
                style={{ fontSize: 13, padding: '2px 8px', marginInlineEnd: 0 }}
                data-testid="planning-chip-date"
              >
                {t('planning.chips.date', { date: dayjs(filters.date).format('YYYY-MM-DD, dddd') })}
              </Tag>
              {filters.organizationEnabled
                ? filters.organizations.map((orgunit) => (
                    <Tag
                      key={orgunit}
                      icon={<ApartmentOutlined />}
                      color="purple"
                      closable
                      onClose={(event) => {
                        event.preventDefault();
                        onRemoveOrganization(orgunit);
                      }}
                      style={{ fontSize: 13, padding: '2px 8px', marginInlineEnd: 0 }}
                      data-testid={`planning-chip-org-${orgunit}`}
                    >
                      {t('planning.chips.organization', { name: orgName.get(orgunit) ?? orgunit })}
                    </Tag>
                  ))
                : null}
              {filters.teamIds.slice(0, VISIBLE_TEAM_CHIPS).map(teamChip)}
              {filters.teamIds.length > VISIBLE_TEAM_CHIPS ? (
                <Popover
                  trigger="click"
                  placement="bottomLeft"
                  content={<div style={{ display: 'flex', flexDirection: 'column', gap: 6, maxWidth: 360 }}>{filters.teamIds.slice(VISIBLE_TEAM_CHIPS).map(teamChip)}</div>}
                >
                  <Tag style={{ fontSize: 13, padding: '2px 8px', marginInlineEnd: 0, cursor: 'pointer', borderStyle: 'dashed' }} data-testid="planning-chip-more">
                    {t('planning.chips.more', { count: filters.teamIds.length - VISIBLE_TEAM_CHIPS })}
                  </Tag>
                </Popover>
              ) : null}
            </>
          ) : (
            <Typography.Text type="secondary">{t('planning.chips.none')}</Typography.Text>
          )}
        </div>
      ) : (
        <div style={{ flex: 1 }} />
      )}
      <Button type="text" size="small" icon={hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />} onClick={onToggleHidden} data-testid="planning-chips-toggle">
        {hidden ? t('planning.chips.show') : t('planning.chips.hide')}
      </Button>
    </div>
  );
}
