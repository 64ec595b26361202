import type { TableColumnsType } from 'antd';
import { Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { WorkOrderSearchRow } from '@fsp/domain';
import { TruncatedText } from '../../../components/truncated-text';
import type { Session } from '../../session';

/** Result columns (spec part 1 §2): work order, status code, customer, model number, serial number, description. */
export function workOrderSearchColumns(t: TFunction, codeName: Session['codeName']): TableColumnsType<WorkOrderSearchRow> {
  return [
    { key: 'orderNumber', title: t('workOrderSearch.columns.orderNumber'), dataIndex: 'orderNumber', width: 140, render: (v: string) => <span data-testid="wos-order-number">{v}</span> },
    {
      key: 'status',
      title: t('workOrderSearch.columns.status'),
      width: 120,
      // The spec's row has `code`; the status and its text come along for the tooltip.
      render: (_, row) => <Tooltip title={row.status ? `${row.status} · ${codeName('workOrderStatus', row.status, row.statusTxt)}` : undefined}>{row.code ?? row.status}</Tooltip>,
    },
    { key: 'customer', title: t('workOrderSearch.columns.customer'), render: (_, row) => <TruncatedText text={row.customer} /> },
    { key: 'modelNumber', title: t('workOrderSearch.columns.modelNumber'), dataIndex: 'modelNumber', width: 150 },
    { key: 'serialNumber', title: t('workOrderSearch.columns.serialNumber'), dataIndex: 'serialNumber', width: 150, render: (v: string | null) => <span data-testid="wos-serial-number">{v}</span> },
    { key: 'description', title: t('workOrderSearch.columns.description'), render: (_, row) => <TruncatedText text={row.description} /> },
  ];
}
