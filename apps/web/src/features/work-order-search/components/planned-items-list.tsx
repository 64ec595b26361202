import { Alert, Button, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WorkOrderPlannedItem, WorkOrderPlannedItemsResponse } from '@fsp/domain';
import { QueryState, type QueryStateSource } from '../../../components/query-state';
import { StatusTag } from '../../planning';
import { gridOpeningOf, plannedRange } from '../model/planned-items';

const PAGE_SIZE = 10;

export interface PlannedItemsListProps {
  query: QueryStateSource & { data?: WorkOrderPlannedItemsResponse };
  chosenId: number | null;
  onChoose: (item: WorkOrderPlannedItem) => void;
  /** Opens the grid on the item's day and team; absent: no grid links. */
  onOpenOnGrid?: (target: { date: string; teamId: number }) => void;
}

/**
 * The order's planned items in the order drawer of the work-order search (docs/work-order-search.md): one row per
 * item, newest first; a click (or the row's radio) chooses the item the drawer's tabs show.
 */
export function PlannedItemsList({ query, chosenId, onChoose, onOpenOnGrid }: PlannedItemsListProps) {
  const { t } = useTranslation();
  const items = query.data?.plannedItems ?? [];
  const columns: TableColumnsType<WorkOrderPlannedItem> = [
    {
      key: 'technician',
      title: t('planning.item.technician'),
      render: (_, item) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text data-testid="wos-planned-technician">{item.technician.fullName}</Typography.Text>
          {item.team ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {item.team.name}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      key: 'planned',
      title: t('workOrderSearch.plannedItems.planned'),
      render: (_, item) => <span data-testid="wos-planned-range">{plannedRange(item)}</span>,
    },
    { key: 'item', title: t('planning.item.item'), dataIndex: 'elementNumber', width: 70 },
    {
      key: 'status',
      title: t('planning.item.status'),
      render: (_, item) => (
        <Space size={4} wrap>
          <StatusTag item={{ orderWekingStatus: item.orderWekingStatus, warning: false }} />
          {item.deleted ? (
            <Tag color="red" data-testid="wos-planned-deleted">
              {t('workOrderSearch.plannedItems.deleted')}
            </Tag>
          ) : item.shouldBeDeleted ? (
            <Tag color="orange">{t('workOrderSearch.plannedItems.deletedUpstream')}</Tag>
          ) : null}
        </Space>
      ),
    },
    ...(onOpenOnGrid
      ? [
          {
            key: 'grid',
            width: 44,
            render: (_: unknown, item: WorkOrderPlannedItem) => {
              const target = gridOpeningOf(item);
              if (!target) return null;
              const label = t('workOrderSearch.plannedItems.openOnGrid');
              return (
                <Tooltip title={label}>
                  <Button
                    type="text"
                    size="small"
                    icon={<CalendarOutlined />}
                    aria-label={label}
                    data-testid="wos-planned-open-grid"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpenOnGrid(target);
                    }}
                  />
                </Tooltip>
              );
            },
          },
        ]
      : []),
  ];
  return (
    <section data-testid="wos-planned-items" aria-label={t('workOrderSearch.plannedItems.title')}>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('workOrderSearch.plannedItems.title')}
        {query.data ? <Typography.Text type="secondary">{` (${items.length}${query.data.truncated ? '+' : ''})`}</Typography.Text> : null}
      </Typography.Title>
      <QueryState
        query={{ ...query, data: query.data?.plannedItems }}
        errorTitle={t('workOrderSearch.plannedItems.loadFailed')}
        emptyText={t('workOrderSearch.plannedItems.none')}
        loadingRows={3}
        testId="wos-planned-items"
      >
        {/* Once an item is chosen, the line above the tab bar names it instead. */}
        {chosenId === null ? <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('workOrderSearch.plannedItems.choose')} data-testid="wos-planned-hint" /> : null}
        {query.data?.truncated ? <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={t('workOrderSearch.plannedItems.truncated', { count: items.length })} /> : null}
        <Table<WorkOrderPlannedItem>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={items}
          pagination={items.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, size: 'small', showSizeChanger: false } : false}
          rowSelection={{
            type: 'radio',
            columnWidth: 32,
            selectedRowKeys: chosenId === null ? [] : [chosenId],
            onChange: (_, rows) => rows[0] && onChoose(rows[0]),
            getCheckboxProps: (item) => ({ 'aria-label': t('workOrderSearch.plannedItems.chooseOne', { technician: item.technician.fullName, planned: plannedRange(item) }) }),
          }}
          onRow={(item) => ({
            onClick: () => onChoose(item),
            style: { cursor: 'pointer' },
            'data-testid': 'wos-planned-row',
            'data-chosen': item.id === chosenId ? 'true' : 'false',
          } as React.HTMLAttributes<HTMLElement>)}
          data-testid="wos-planned-table"
        />
      </QueryState>
    </section>
  );
}
