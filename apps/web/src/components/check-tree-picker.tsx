import { Button, Empty, Space, Tree, Typography } from 'antd';
import { Input } from './input';
import { SearchOutlined } from '@ant-design/icons';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';

/**
 * What the organization and team trees share: a search box, Select all (the ids the search shows)
 * and Remove all beside an "n of m selected" line, and a bordered checkable tree with every group
 * expanded. Leaves are keyed `${leafKeyPrefix}${id}`; checking in a filtered view keeps the chosen
 * ids the search hides. The caller owns the search text because it decides what matches.
 * Test ids: `${testIdPrefix}-tree`, `-search`, `-select-all`, `-remove-all`.
 */
export function CheckTreePicker<Id extends string | number>({
  id,
  testIdPrefix,
  search,
  onSearchChange,
  onSearchEnter,
  searchPlaceholder,
  selectedText,
  noMatchText,
  maxHeight,
  treeData,
  leafKeyPrefix,
  parseLeafId,
  visibleIds,
  value,
  onChange,
}: {
  id?: string;
  testIdPrefix: string;
  search: string;
  onSearchChange: (search: string) => void;
  /** Enter in the search box (a drawer's search). */
  onSearchEnter?: (event: { preventDefault(): void }) => void;
  searchPlaceholder: string;
  selectedText: string;
  noMatchText: string;
  maxHeight: number;
  treeData: DataNode[];
  leafKeyPrefix: string;
  parseLeafId: (keyWithoutPrefix: string) => Id;
  visibleIds: readonly Id[];
  value: Id[];
  onChange?: (ids: Id[]) => void;
}) {
  const { t } = useTranslation();
  const emit = (ids: Iterable<Id>) => onChange?.([...new Set(ids)]);

  return (
    <div id={id} data-testid={`${testIdPrefix}-tree`}>
      <Input
        allowClear
        prefix={<SearchOutlined style={{ color: '#8c96a5' }} />}
        placeholder={searchPlaceholder}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        onPressEnter={onSearchEnter}
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
          {selectedText}
        </Typography.Text>
      </Space>
      <div style={{ border: '1px solid #e6eaf0', borderRadius: 8, padding: '6px 4px', maxHeight, overflow: 'auto' }}>
        {treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={noMatchText} />
        ) : (
          <Tree
            checkable
            selectable={false}
            expandedKeys={treeData.map((node) => node.key)}
            treeData={treeData}
            checkedKeys={value.map((leafId) => `${leafKeyPrefix}${leafId}`)}
            onCheck={(checked) => {
              const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
              const nowChecked = keys.filter((key) => key.startsWith(leafKeyPrefix)).map((key) => parseLeafId(key.slice(leafKeyPrefix.length)));
              const hidden = value.filter((leafId) => !visibleIds.includes(leafId));
              emit([...hidden, ...nowChecked]);
            }}
          />
        )}
      </div>
    </div>
  );
}
