import { Alert, Button, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { UserDeleteOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { GridTechnician } from '@fsp/domain';
import { PART1_DATE_TIME_FORMAT } from '../../../lib/date-formats';
import { trainingVacationDescription } from '../../../lib/master-data-name';
import { useSession } from '../../session';
import { crmStatusName, nameWithCode, type DeletedRow } from '../model/deleted-rows';

/** Dates and codes stay on one line: a date cut as '2026-12-' / '03 11:20' misreads. */
const NOWRAP_CELL = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };

function useColumns() {
  const { t } = useTranslation();
  const { codeName } = useSession();
  const wo = (row: DeletedRow) => row.item?.workOrderItem?.workOrder ?? null;
  const dash = (value: string | null | undefined) => value || '–';
  const dateTime = (epochMs: number | undefined) => (epochMs === undefined ? '–' : dayjs(epochMs).format(PART1_DATE_TIME_FORMAT));
  return [
    { key: 'item', title: t('planning.deleted.columns.item'), ...NOWRAP_CELL, render: (_: unknown, row: DeletedRow) => (row.item ? dash([wo(row)?.orderNumber, row.item.workOrderItem?.elementNumber].filter(Boolean).join(' / ') || (row.item.trainingVacation ? codeName('trainingVacation', row.item.trainingVacation.name, row.item.trainingVacation.name) : null)) : t('planning.deleted.noItems')) },
    { key: 'description', title: t('planning.deleted.columns.description'), render: (_: unknown, row: DeletedRow) => dash(wo(row)?.description ?? row.item?.workOrderItem?.description ?? trainingVacationDescription(row.item?.trainingVacation?.description ?? null, codeName)) },
    { key: 'customer', title: t('planning.deleted.columns.customer'), render: (_: unknown, row: DeletedRow) => dash(wo(row)?.customer) },
    { key: 'fullName', title: t('planning.deleted.columns.fullName'), render: (_: unknown, row: DeletedRow) => row.technician.fullName },
    { key: 'workOrderStatus', title: t('planning.deleted.columns.workOrderStatus'), render: (_: unknown, row: DeletedRow) => dash(nameWithCode(wo(row)?.status, (status) => codeName('workOrderStatus', status, wo(row)?.statusTxt)) ?? wo(row)?.statusTxt) },
    { key: 'startDate', title: t('planning.deleted.columns.startDate'), ...NOWRAP_CELL, render: (_: unknown, row: DeletedRow) => dateTime(row.item?.startDate) },
    { key: 'endDate', title: t('planning.deleted.columns.endDate'), ...NOWRAP_CELL, render: (_: unknown, row: DeletedRow) => dateTime(row.item?.endDate) },
    { key: 'crmStatus', title: t('planning.deleted.columns.crmStatus'), render: (_: unknown, row: DeletedRow) => dash(nameWithCode(wo(row)?.crmStatus, (status) => crmStatusName(t, status))) },
    { key: 'segmentCode', title: t('planning.deleted.columns.segmentCode'), ...NOWRAP_CELL, render: (_: unknown, row: DeletedRow) => dash(row.item?.workOrderItem?.segmentCode ?? wo(row)?.segmentCode) },
    {
      key: 'deletedTechnician',
      title: t('planning.deleted.columns.deletedTechnician'),
      render: (_: unknown, row: DeletedRow) => (row.technician.shouldBeDeletedTechnician ? <Tag color="red">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>),
    },
  ];
}

/**
 * Centred, with the body scrolling inside the viewport: at 1280×720 a full table made the modal taller than
 * the screen and cut its Close button off.
 */
const MODAL_LAYOUT = {
  centered: true,
  width: 1100,
  styles: { body: { maxHeight: 'calc(100vh - 180px)', overflowY: 'auto' as const } },
};

/** The deleted-work-order warning dialog (spec part 1 §2): tells the user to synchronize; a read-only user who cannot is told who can. */
export function DeletedOrdersDialog({ open, rows, canEdit, onClose }: { open: boolean; rows: DeletedRow[]; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const columns = useColumns();
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('planning.deleted.ordersTitle')}
      {...MODAL_LAYOUT}
      footer={<Button onClick={onClose} data-testid="planning-deleted-close">{t('common.close')}</Button>}
    >
      <div data-testid="planning-deleted-orders-dialog">
        <Alert type="warning" showIcon title={t(canEdit ? 'planning.deleted.ordersText' : 'planning.deleted.ordersTextReadOnly')} style={{ marginBottom: 12 }} />
        <Table<DeletedRow> rowKey="key" size="small" dataSource={rows} columns={columns} pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }} scroll={{ x: 1000 }} />
      </div>
    </Modal>
  );
}

/** The deleted-technician dialog (spec part 1 §2): tells the user to synchronize; non-observers may deactivate, observers are told who can. */
export function DeletedTechniciansDialog({
  open,
  rows,
  canEdit,
  deactivating,
  onDeactivate,
  onClose,
}: {
  open: boolean;
  rows: DeletedRow[];
  canEdit: boolean;
  deactivating: string | null;
  onDeactivate: (technician: GridTechnician) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const columns = useColumns();
  const technicians = [...new Map(rows.map((row) => [row.technician.id, row.technician])).values()];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('planning.deleted.techniciansTitle')}
      {...MODAL_LAYOUT}
      footer={<Button onClick={onClose} data-testid="planning-deleted-close">{t('common.close')}</Button>}
    >
      <div data-testid="planning-deleted-technicians-dialog">
        <Alert type="warning" showIcon title={t(canEdit ? 'planning.deleted.techniciansText' : 'planning.deleted.techniciansTextReadOnly')} style={{ marginBottom: 12 }} />
        {canEdit ? (
          <Space wrap style={{ marginBottom: 12 }}>
            {technicians.map((technician) => (
              <Popconfirm
                key={technician.id}
                title={t('planning.deleted.deactivateConfirm', { name: technician.fullName })}
                okText={t('common.yes')}
                cancelText={t('common.no')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDeactivate(technician)}
              >
                <Button danger icon={<UserDeleteOutlined />} loading={deactivating === technician.bpNo} data-testid={`planning-deactivate-${technician.bpNo}`}>
                  {t('planning.deleted.deactivate')}: {technician.fullName}
                </Button>
              </Popconfirm>
            ))}
          </Space>
        ) : null}
        <Table<DeletedRow> rowKey="key" size="small" dataSource={rows} columns={columns} pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }} scroll={{ x: 1000 }} />
      </div>
    </Modal>
  );
}
