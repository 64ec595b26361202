import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { WorkOrder } from '@fsp/domain';
import { TruncatedText } from '../../../components/truncated-text';
import { useSession } from '../../session';

type Item = WorkOrder['workOrderItems'][number];

function codeAndText(code: string | null, text: string): string {
  return code !== null && text !== code ? [code, text].filter((part) => part !== '').join(' – ') : text;
}

/** The expanded row of a work order: its items (segment, component, job, standard hour, planned rate, description). */
export function WorkOrderItemsTable({ order }: { order: WorkOrder }) {
  const { t } = useTranslation();
  const { codeName } = useSession();
  const columns: ColumnsType<Item> = [
    { key: 'segment', title: t('planningWorkOrders.items.segment'), dataIndex: 'segmentCode', width: 90 },
    {
      key: 'component',
      title: t('planningWorkOrders.items.component'),
      width: 240,
      render: (_, item) => <TruncatedText text={codeAndText(item.componentCode, codeName('component', item.componentCode, item.componentCodeTxt))} />,
    },
    {
      key: 'job',
      title: t('planningWorkOrders.items.job'),
      width: 240,
      render: (_, item) => <TruncatedText text={codeAndText(item.jobCode, codeName('jobCode', item.jobCode, item.jobCodeTxt))} />,
    },
    { key: 'standardHour', title: t('planningWorkOrders.items.standardHour'), dataIndex: 'standardHour', width: 120, align: 'right' },
    { key: 'plannedRate', title: t('planningWorkOrders.items.plannedRate'), dataIndex: 'plannedRate', width: 110, align: 'right' },
    {
      key: 'description',
      title: t('planningWorkOrders.items.description'),
      render: (_, item) => <TruncatedText text={item.description} />,
    },
  ];
  return (
    <section aria-label={t('planningWorkOrders.items.title', { number: order.orderNumber })} data-testid={`work-order-items-${order.id}`}>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        {t('planningWorkOrders.items.title', { number: order.orderNumber })}
      </Typography.Text>
      <Table<Item>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={order.workOrderItems}
        pagination={order.workOrderItems.length > 10 ? { pageSize: 10, showSizeChanger: false, hideOnSinglePage: true } : false}
        locale={{ emptyText: t('planningWorkOrders.items.empty') }}
      />
    </section>
  );
}
