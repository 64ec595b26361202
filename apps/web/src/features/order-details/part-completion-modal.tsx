import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Alert, Button, Modal, Progress, Space, Typography, type InputRef } from 'antd';
import { Input } from '../../components/input';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ORDER_DETAILS_PAGE_SIZE, filterParts, partCompletion, partLineCompletion, type PartItem } from '@fsp/domain';
import { useParts } from './api';
import { WideTable } from './wide-table';
import { useFocusReturn } from '../../components/use-focus-return';
import { focusWhenShown } from '../../components/focus-when-shown';
import { useSession } from '../session';

/** Spec part 1 §9: the part modal is 900 px wide. */
export const PART_MODAL_WIDTH = 900;

/** Opens the part-completion modal of a work order (shown with PART_MANAGEMENT_ENABLED). */
export function PartCompletionButton({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" icon={<ToolOutlined />} onClick={() => setOpen(true)} data-testid="part-completion-open">
        {t('orderDetails.parts.open')}
      </Button>
      {open ? <PartCompletionModal orderNumbers={[orderNumber]} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * Part lines of the work orders (POST /api/partmanagements) with a search box (case-insensitive, Turkish dotted
 * capital I folded) and the completion: quantities for ADT, PC and M, one per line for other units. The material
 * leads and stays in view while the other columns scroll sideways; the line numbers, least read, come last.
 */
export function PartCompletionModal({ orderNumbers, onClose }: { orderNumbers: readonly string[]; onClose: () => void }) {
  useFocusReturn();
  const { t } = useTranslation();
  // Status and source are the CRM's words in its language: named from their localisation maps (decision 0024).
  const { codeName } = useSession();
  const [search, setSearch] = useState('');
  const query = useParts(orderNumbers, true);
  const all = useMemo(() => query.data?.partItems ?? [], [query.data]);
  const rows = useMemo(() => filterParts(all, search), [all, search]);
  const total = useMemo(() => partCompletion(all), [all]);
  // A progress bar needs a name of its own for a screen reader: the completion text beside it.
  const completionId = useId();
  // The search box is what the keyboard wants first: focused once laid out, and again when the opening animation ends
  // (antd's dialog then puts the focus on its first tabbable, Close).
  const searchBox = useRef<InputRef>(null);
  useEffect(() => focusWhenShown(() => searchBox.current?.input), []);
  return (
    <Modal
      open
      onCancel={onClose}
      width={PART_MODAL_WIDTH}
      title={t('orderDetails.parts.title', { orders: orderNumbers.join(', ') })}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      afterOpenChange={(opened) => {
        if (opened) searchBox.current?.focus();
      }}
      data-testid="part-completion-modal"
    >
      {query.isError ? (
        <Alert type="error" showIcon title={t('orderDetails.loadFailed')} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Space size={16} wrap style={{ width: '100%', justifyContent: 'space-between' }}>
            <Input.Search ref={searchBox} allowClear placeholder={t('orderDetails.parts.search')} value={search} onChange={(e) => setSearch(e.target.value)} style={{ width: 320 }} data-testid="part-search" />
            {total.percent !== null ? (
              <Space data-testid="part-completion-total">
                <Typography.Text id={completionId}>{t('orderDetails.parts.completion', { confirmed: total.confirmed, ordered: total.ordered })}</Typography.Text>
                <Progress percent={total.percent} size="small" style={{ width: 160, margin: 0 }} aria-labelledby={completionId} />
              </Space>
            ) : null}
          </Space>
          <WideTable<PartItem>
            size="small"
            rowKey={(row) => `${row.workOrderNumber}-${row.mainItem}-${row.item}-${row.material}`}
            loading={query.isPending}
            dataSource={rows}
            pagination={{ pageSize: ORDER_DETAILS_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
            locale={{ emptyText: t('orderDetails.parts.empty') }}
            data-testid="part-table"
            onRow={() => ({ 'data-testid': 'part-row' }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { key: 'material', title: t('orderDetails.parts.material'), dataIndex: 'material', width: 100, fixed: 'left' },
              { key: 'materialText', title: t('orderDetails.parts.materialText'), dataIndex: 'materialText', width: 170 },
              { key: 'orderQuantity', title: t('orderDetails.parts.orderQuantity'), dataIndex: 'orderQuantity', width: 80, align: 'right' },
              { key: 'confirmedQuantity', title: t('orderDetails.parts.confirmedQuantity'), dataIndex: 'confirmedQuantity', width: 80, align: 'right' },
              { key: 'serviceQuantity', title: t('orderDetails.parts.serviceQuantity'), dataIndex: 'serviceQuantity', width: 80, align: 'right' },
              { key: 'unit', title: t('orderDetails.parts.unit'), dataIndex: 'unit', width: 60 },
              { key: 'completion', title: t('orderDetails.parts.lineCompletion'), width: 90, align: 'right', render: (_, row) => { const p = partLineCompletion(row); return p === null ? '' : `${p} %`; } },
              { key: 'status', title: t('orderDetails.parts.status'), width: 110, render: (_, row) => codeName('partStatus', row.status, row.status) },
              { key: 'source', title: t('orderDetails.parts.source'), width: 90, render: (_, row) => codeName('partSource', row.source, row.source) },
              { key: 'deliveryDate', title: t('orderDetails.parts.deliveryDate'), dataIndex: 'deliveryDate', width: 100 },
              { key: 'mainItem', title: t('orderDetails.parts.mainItem'), dataIndex: 'mainItem', width: 70 },
              { key: 'item', title: t('orderDetails.parts.item'), dataIndex: 'item', width: 70 },
            ]}
          />
        </Space>
      )}
    </Modal>
  );
}
