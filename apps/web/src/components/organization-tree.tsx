import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { createWordMatcher } from '@fsp/domain';
import { CheckTreePicker } from './check-tree-picker';
import { useCountryName } from '../i18n/country-name';
import { useOrderedOrganizations } from './ordered-organizations';

const ORG_PREFIX = 'org:';

export interface TreeOrganizationRef {
  orgunit: string;
  orgtext: string;
  displayName: string;
  countryCode: string;
}

/**
 * Organization tree, multi-check (spec part 1 §2 "Work-order search", "Draft work orders"):
 * organizations grouped by country, the user's own first (useOrderedOrganizations), with a search box
 * (Turkish-aware word matcher), Select all (what the search shows) and Remove all. A form control: value / onChange
 * of orgunits.
 * Test ids: `${testIdPrefix}-tree`, `-search`, `-select-all`, `-remove-all`, `-<orgunit>`.
 */
export function OrganizationTree({
  organizations,
  value = [],
  onChange,
  id,
  testIdPrefix,
  onSearchEnter,
}: {
  organizations: readonly TreeOrganizationRef[];
  value?: string[];
  onChange?: (orgunits: string[]) => void;
  id?: string;
  testIdPrefix: string;
  /** Enter in the search box (a drawer's search). */
  onSearchEnter?: (event: { preventDefault(): void }) => void;
}) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const [search, setSearch] = useState('');
  const ordered = useOrderedOrganizations(organizations);
  const visible = useMemo(() => {
    const matches = createWordMatcher(search);
    return ordered.filter((org) => matches([org.displayName, org.orgunit, org.orgtext, org.countryCode, countryName(org.countryCode)]));
  }, [ordered, search, countryName]);
  const visibleIds = visible.map((org) => org.orgunit);

  const byCountry = new Map<string, TreeOrganizationRef[]>();
  for (const org of visible) byCountry.set(org.countryCode, [...(byCountry.get(org.countryCode) ?? []), org]);
  const treeData: DataNode[] = [...byCountry.entries()].map(([country, orgs]) => ({
    key: `country:${country}`,
    title: <strong>{countryName(country)}</strong>,
    children: orgs.map((org) => ({
      key: `${ORG_PREFIX}${org.orgunit}`,
      isLeaf: true,
      title: (
        <span data-testid={`${testIdPrefix}-${org.orgunit}`}>
          {org.displayName} <Typography.Text type="secondary">({org.orgunit})</Typography.Text>
        </span>
      ),
    })),
  }));
  return (
    <CheckTreePicker
      id={id}
      testIdPrefix={testIdPrefix}
      search={search}
      onSearchChange={setSearch}
      onSearchEnter={onSearchEnter}
      searchPlaceholder={t('listFilters.organizationSearch')}
      selectedText={t('listFilters.organizationsSelected', { count: value.length, total: organizations.length })}
      noMatchText={t('listFilters.noMatch')}
      maxHeight={260}
      treeData={treeData}
      leafKeyPrefix={ORG_PREFIX}
      parseLeafId={(orgunit) => orgunit}
      visibleIds={visibleIds}
      value={value}
      onChange={onChange}
    />
  );
}
