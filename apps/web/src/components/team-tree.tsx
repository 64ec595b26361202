import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { createWordMatcher } from '@fsp/domain';
import { CheckTreePicker } from './check-tree-picker';

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

  return (
    <CheckTreePicker
      id={id}
      testIdPrefix={testIdPrefix}
      search={search}
      onSearchChange={setSearch}
      searchPlaceholder={t('planning.filters.teamSearch')}
      selectedText={t('planning.filters.teamsSelected', { count: value.length, total: totalTeams })}
      noMatchText={t('planning.filters.noTeamMatch')}
      maxHeight={340}
      treeData={treeData}
      leafKeyPrefix={TEAM_PREFIX}
      parseLeafId={Number}
      visibleIds={visibleIds}
      value={value}
      onChange={onChange}
    />
  );
}
