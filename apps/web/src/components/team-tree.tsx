import { useMemo, useState } from 'react';
import { Button, Empty, Input, Space, Tree, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { createWordMatcher } from '@fsp/domain';

const TEAM_PREFIX = 'team:';

/** What the tree needs of an organization (GET /api/organizations-teams answers more). */
export interface TreeOrganization {
  orgunit: string;
  orgtext: string;
  displayName: string;
  teams: readonly { id: number; name: string }[];
}

/**
 * The filter drawer's team picker (spec part 1 §2): teams grouped by organization in a checkable
 * tree, with a search box (shared Turkish-aware word matcher on team and organization names),
 * Select all (the teams the search shows) and Remove all. A form control: value / onChange of ids.
 * Shared by the planning filter (test ids `planning-team-*`, the default) and the draft and history
 * filters (their own prefix).
 */
export function TeamTree({
  organizations,
  value = [],
  onChange,
  id,
  testIdPrefix = 'planning-team',
}: {
  organizations: readonly TreeOrganization[];
  value?: number[];
  onChange?: (teamIds: number[]) => void;
  id?: string;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');

  const visible = useMemo(() => {
    const matches = createWordMatcher(search);
    return organizations
      .map((org) => {
        const orgMatches = matches([org.displayName, org.orgunit, org.orgtext]);
        return { org, teams: orgMatches ? org.teams : org.teams.filter((team) => matches([team.name, org.displayName, org.orgunit])) };
      })
      .filter((entry) => entry.teams.length > 0);
  }, [organizations, search]);

  const visibleIds = useMemo(() => visible.flatMap((entry) => entry.teams.map((team) => team.id)), [visible]);
  const totalTeams = organizations.reduce((sum, org) => sum + org.teams.length, 0);

  const treeData: DataNode[] = visible.map(({ org, teams }) => ({
    key: `org:${org.orgunit}`,
    title: (
      <span>
        <strong>{org.displayName}</strong> <Typography.Text type="secondary">({org.orgunit})</Typography.Text>
      </span>
    ),
    children: teams.map((team) => ({ key: `${TEAM_PREFIX}${team.id}`, title: <span data-testid={`${testIdPrefix}-${team.id}`}>{team.name}</span>, isLeaf: true })),
  }));

  const checkedKeys = value.map((teamId) => `${TEAM_PREFIX}${teamId}`);
  const emit = (ids: Iterable<number>) => onChange?.([...new Set(ids)]);

  return (
    <div id={id} data-testid={`${testIdPrefix}-tree`}>
      <Input
        allowClear
        size="middle"
        prefix={<SearchOutlined style={{ color: '#8c96a5' }} />}
        placeholder={t('planning.filters.teamSearch')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        data-testid={`${testIdPrefix}-search`}
        style={{ marginBottom: 8 }}
      />
      <Space style={{ marginBottom: 6, width: '100%', justifyContent: 'space-between' }}>
        <Space size={4}>
          <Button size="small" onClick={() => emit([...value, ...visibleIds])} data-testid={`${testIdPrefix}-select-all`}>
            {t('planning.filters.selectAll')}
          </Button>
          <Button size="small" onClick={() => emit([])} disabled={value.length === 0} data-testid={`${testIdPrefix}-remove-all`}>
            {t('planning.filters.removeAll')}
          </Button>
        </Space>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('planning.filters.teamsSelected', { count: value.length, total: totalTeams })}
        </Typography.Text>
      </Space>
      <div style={{ border: '1px solid #e6eaf0', borderRadius: 8, padding: '6px 4px', maxHeight: 340, overflow: 'auto' }}>
        {treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('planning.filters.noTeamMatch')} />
        ) : (
          <Tree
            checkable
            selectable={false}
            defaultExpandAll
            expandedKeys={treeData.map((node) => node.key)}
            treeData={treeData}
            checkedKeys={checkedKeys}
            onCheck={(checked) => {
              const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
              const nowChecked = keys.filter((key) => key.startsWith(TEAM_PREFIX)).map((key) => Number(key.slice(TEAM_PREFIX.length)));
              const hidden = value.filter((teamId) => !visibleIds.includes(teamId));
              emit([...hidden, ...nowChecked]);
            }}
          />
        )}
      </div>
    </div>
  );
}
