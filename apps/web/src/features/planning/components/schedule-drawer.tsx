import { Alert, Button, Descriptions, Drawer, Empty, Space, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isSchedulerReadOnly, type GridItem, type GridTechnician, type TrainingVacation, type WorkOrder } from '@fsp/domain';
import { itemFields } from '../model/item-fields';
import { DATE_TIME_FORMAT, StatusTag } from './item-summary';

/** Spec part 1 §2: the order drawer is 750 px, 680 px on the planning grid. */
export const ORDER_DRAWER_WIDTH_ON_GRID = 680;

/**
 * What the drawer shows. 'view' is a planned item; 'new' is the add-new-work-order entry for a
 * technician (or a work order from the Work orders tab). The assignment drawer issue turns 'new'
 * into the assignment form and adds an 'edit' mode; callers already pass everything it needs.
 */
export type ScheduleDrawerState =
  | { mode: 'view'; item: GridItem; technician: GridTechnician | null }
  | { mode: 'new'; technician: GridTechnician | null; workOrder: WorkOrder | null; trainingVacation?: TrainingVacation | null };

export function ScheduleDrawer({ state, roles, onClose }: { state: ScheduleDrawerState | null; roles: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const open = state !== null;
  const title =
    state?.mode === 'view' ? (
      <Space>
        {t('planning.drawer.title')}
        {isSchedulerReadOnly(state.item, roles) ? <Tag>{t('planning.drawer.readOnly')}</Tag> : null}
      </Space>
    ) : (
      t('planning.drawer.newTitle')
    );
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={ORDER_DRAWER_WIDTH_ON_GRID}
      title={title}
      destroyOnHidden
      data-testid="planning-details-drawer"
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('planning.drawer.close')}</Button>
        </Space>
      }
    >
      {state?.mode === 'view' ? <ItemDetails item={state.item} technician={state.technician} /> : null}
      {state?.mode === 'new' ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {state.technician ? (
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('planning.drawer.forTechnician', { name: state.technician.fullName })}
            </Typography.Title>
          ) : null}
          {state.workOrder ? (
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('planning.drawer.forOrder', { number: state.workOrder.orderNumber })} · {state.workOrder.customer}
            </Typography.Title>
          ) : null}
          {state.trainingVacation ? (
            <Typography.Title level={5} style={{ margin: 0 }}>
              {state.trainingVacation.name}
              {state.trainingVacation.description ? ` · ${state.trainingVacation.description}` : ''}
            </Typography.Title>
          ) : null}
          <Alert type="info" showIcon title={t('planning.drawer.comingNext')} data-testid="planning-drawer-coming-next" />
        </Space>
      ) : null}
    </Drawer>
  );
}

function ItemDetails({ item, technician }: { item: GridItem; technician: GridTechnician | null }) {
  const { t } = useTranslation();
  const f = itemFields(item);
  const rows: { key: string; label: string; value: React.ReactNode }[] = [
    { key: 'status', label: t('planning.item.status'), value: <StatusTag item={item} /> },
    { key: 'technician', label: t('planning.item.technician'), value: technician ? `${technician.fullName} (${technician.bpNo})` : item.technician.fullName },
    { key: 'start', label: t('planning.item.start'), value: dayjs(item.startDate).format(DATE_TIME_FORMAT) },
    { key: 'end', label: t('planning.item.end'), value: dayjs(item.endDate).format(DATE_TIME_FORMAT) },
  ];
  if (f.kind === 'workOrder') {
    rows.push(
      { key: 'customer', label: t('planning.item.customer'), value: f.customer },
      { key: 'description', label: t('planning.item.description'), value: f.description },
      { key: 'orderNumber', label: t('planning.item.orderNumber'), value: f.orderNumber },
      { key: 'item', label: t('planning.item.item'), value: f.elementNumber },
      { key: 'segmentCode', label: t('planning.item.segmentCode'), value: f.segmentCode },
      { key: 'serialNumber', label: t('planning.item.serialNumber'), value: f.serialNumber },
      { key: 'modelNumber', label: t('planning.item.modelNumber'), value: f.modelNumber },
      { key: 'code', label: t('planning.item.code'), value: f.code },
      { key: 'component', label: t('planning.item.component'), value: f.component },
      { key: 'job', label: t('planning.item.job'), value: f.job },
      { key: 'jobType', label: t('planning.item.jobType'), value: f.jobType ? t(`planning.jobTypes.${f.jobType}`) : null },
      { key: 'bayNo', label: t('planning.item.bayNo'), value: item.assignedBayNo },
    );
  } else {
    rows.push(
      { key: 'name', label: t('planning.item.name'), value: f.name },
      { key: 'description', label: t('planning.item.description'), value: f.description },
      { key: 'laborType', label: t('planning.item.laborType'), value: f.laborType },
    );
  }
  rows.push({ key: 'forceNormalShift', label: t('planning.item.forceNormalShift'), value: item.forceNormalShift ? t('common.yes') : t('common.no') });
  const history = [...item.schedulerStatus].reverse();
  return (
    <Space orientation="vertical" size={20} style={{ width: '100%' }}>
      {item.shouldBeDeleted ? <Alert type="error" showIcon title={t('planning.item.flaggedForDeletion')} /> : null}
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 170 } }}
        items={rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== '').map((row) => ({ key: row.key, label: row.label, children: row.value }))}
      />
      <div>
        <Typography.Title level={5}>{t('planning.drawer.history')}</Typography.Title>
        {history.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('planning.drawer.noHistory')} />
        ) : (
          <Timeline
            items={history.map((entry, index) => ({
              key: index,
              content: (
                <>
                  <Typography.Text strong>{t(`planning.statuses.${entry.status}`, { defaultValue: entry.displayName })}</Typography.Text>{' '}
                  <Typography.Text type="secondary">{dayjs(entry.postDate).format(DATE_TIME_FORMAT)}</Typography.Text>
                  {entry.postedBy ? <Typography.Text type="secondary"> · {entry.postedBy}</Typography.Text> : null}
                  {entry.detail ? <div style={{ fontSize: 12.5 }}>{entry.detail}</div> : null}
                </>
              ),
            }))}
          />
        )}
      </div>
    </Space>
  );
}
