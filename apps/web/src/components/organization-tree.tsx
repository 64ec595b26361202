import { useMemo, useState } from 'react';
import { Button, Empty, Input, Space, Tree, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { createWordMatcher } from '@fsp/domain';

const ORG_PREFIX = 'org:';

export interface TreeOrganizationRef {
  orgunit: string;
  orgtext: string;
  displayName: string;
  countryCode: string;
}

/**
 * Organization tree, multi-check (spec part 1 §2 "Work-order search", "Draft work orders"):
 * organizations grouped by country, with a search box (Turkish-aware word matcher), Select all
 * (what the search shows) and Remove all. A form control: value / onChange of orgunits.
 * Test ids: `${testIdPrefix}-tree`, `-search`, `-select-all`, `-remove-all`, `-<orgunit>`.
 */
export function OrganizationTree({
  organizations,
  value = [],
  onChange,
  id,
  testIdPrefix,
}: {
  organizations: readonly TreeOrganizationRef[];
  value?: string[];
  onChange?: (orgunits: string[]) => void;
  id?: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const visible = useMemo(() => {
    const matches = createWordMatcher(search);
    return organizations.filter((org) => matches([org.displayName, org.orgunit, org.orgtext, org.countryCode]));
  }, [organizations, search]);
  const visibleIds = visible.map((org) => org.orgunit);

  const byCountry = new Map<string, TreeOrganizationRef[]>();
  for (const org of visible) byCountry.set(org.countryCode, [...(byCountry.get(org.countryCode) ?? []), org]);
  const treeData: DataNode[] = [...byCountry.entries()].map(([country, orgs]) => ({
    key: `country:${country}`,
    title: <strong>{country}</strong>,
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
  const emit = (ids: Iterable<string>) => onChange?.([...new Set(ids)]);

  return (
    <div id={id} data-testid={`${testIdPrefix}-tree`}>
      <Input
        allowClear
        prefix={<SearchOutlined style={{ color: '#8c96a5' }} />}
        placeholder={t('listFilters.organizationSearch')}
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
          {t('listFilters.organizationsSelected', { count: value.length, total: organizations.length })}
        </Typography.Text>
      </Space>
      <div style={{ border: '1px solid #e6eaf0', borderRadius: 8, padding: '6px 4px', maxHeight: 260, overflow: 'auto' }}>
        {treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listFilters.noMatch')} />
        ) : (
          <Tree
            checkable
            selectable={false}
            expandedKeys={treeData.map((node) => node.key)}
            treeData={treeData}
            checkedKeys={value.map((orgunit) => `${ORG_PREFIX}${orgunit}`)}
            onCheck={(checked) => {
              const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
              const nowChecked = keys.filter((key) => key.startsWith(ORG_PREFIX)).map((key) => key.slice(ORG_PREFIX.length));
              const hidden = value.filter((orgunit) => !visibleIds.includes(orgunit));
              emit([...hidden, ...nowChecked]);
            }}
          />
        )}
      </div>
    </div>
  );
}
