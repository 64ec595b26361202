import { Alert, Button, Modal, Popconfirm, Space, Table, Tag, type ButtonProps } from 'antd';
import { UserDeleteOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { GridTechnician } from '@fsp/domain';
import { PART1_DATE_TIME_FORMAT } from '../../../lib/date-formats';
import { trainingVacationDescription } from '../../../lib/master-data-name';
import { useSession } from '../../session';
import { crmStatusName, nameWithCode, type DeletedRow } from '../model/deleted-rows';
import { usePopconfirmFocus } from '../../../components/use-popconfirm-focus';

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

/** Centred and wide enough for the table's columns. */
const MODAL_LAYOUT = { centered: true, width: 1100 };

/**
 * The dialog's content, scrolling inside the viewport (at 1280×720 a full table made the modal taller than the screen
 * and cut its Close button off), and a tab stop of its own: the orders' table has nothing else the keyboard can reach
 * to scroll it with (Russian rows wrap, so even 1440×900 scrolls). It scrolls sideways too, where Georgian's long
 * words make the table wider than the dialog: the table itself does not (its own scrolling part took no focus).
 */
function ScrollingContent({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ maxHeight: 'calc(100vh - 180px)', overflowY: 'auto' }} data-testid={testId}>
      {children}
    </div>
  );
}

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
      <ScrollingContent label={t('planning.deleted.ordersTitle')} testId="planning-deleted-orders-dialog">
        <Alert type="warning" showIcon title={t(canEdit ? 'planning.deleted.ordersText' : 'planning.deleted.ordersTextReadOnly')} style={{ marginBottom: 12 }} />
        <Table<DeletedRow> rowKey="key" size="small" dataSource={rows} columns={columns} pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }} />
      </ScrollingContent>
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
      <ScrollingContent label={t('planning.deleted.techniciansTitle')} testId="planning-deleted-technicians-dialog">
        <Alert type="warning" showIcon title={t(canEdit ? 'planning.deleted.techniciansText' : 'planning.deleted.techniciansTextReadOnly')} style={{ marginBottom: 12 }} />
        {canEdit ? (
          <Space wrap style={{ marginBottom: 12 }}>
            {technicians.map((technician) => (
              <DeactivateButton key={technician.id} technician={technician} loading={deactivating === technician.bpNo} onDeactivate={onDeactivate} />
            ))}
          </Space>
        ) : null}
        <Table<DeletedRow> rowKey="key" size="small" dataSource={rows} columns={columns} pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }} />
      </ScrollingContent>
    </Modal>
  );
}

/** A technician's Deactivate with its confirmation, which takes focus and gives it back (a hook per button). */
function DeactivateButton({ technician, loading, onDeactivate }: { technician: GridTechnician; loading: boolean; onDeactivate: (technician: GridTechnician) => void }) {
  const { t } = useTranslation();
  const focus = usePopconfirmFocus();
  return (
    <Popconfirm
      title={t('planning.deleted.deactivateConfirm', { name: technician.fullName })}
      okText={t('common.yes')}
      cancelText={t('common.no')}
      okButtonProps={{ danger: true, 'data-testid': 'planning-deactivate-confirm' } as ButtonProps}
      onConfirm={() => onDeactivate(technician)}
      // Below the button from its left edge: centred above it, the question ran past the window's left edge over the dialog's title.
      placement="bottomLeft"
      // Drawn inside the dialog (not at the page's end, outside it): the dialog keeps the focus within itself.
      getPopupContainer={(trigger) => trigger.closest<HTMLElement>('.ant-modal-container') ?? document.body}
      {...focus.props}
    >
      <Button ref={focus.trigger} danger icon={<UserDeleteOutlined />} loading={loading} data-testid={`planning-deactivate-${technician.bpNo}`}>
        {t('planning.deleted.deactivate')}: {technician.fullName}
      </Button>
    </Popconfirm>
  );
}
