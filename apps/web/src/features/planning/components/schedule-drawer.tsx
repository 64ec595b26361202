import { useCallback, useRef } from 'react';
import { Alert, App, Descriptions, Drawer, Empty, Space, Tabs, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { canEditPlanning, isSchedulerReadOnly, type GridItem, type GridTechnician, type PendingAction, type RuleConfig } from '@fsp/domain';
import { AssignmentForm, type AssignmentContext, type AssignmentTarget } from './assignment-form';
import { itemFields } from '../model/item-fields';
import { DATE_TIME_FORMAT, StatusTag } from './item-summary';

/** Spec part 1 §2: the order drawer is 750 px, 680 px on the planning grid. */
export const ORDER_DRAWER_WIDTH_ON_GRID = 680;

/**
 * What the drawer shows. 'view' is a planned item (its detail tab is the assignment form, prefilled,
 * with Update and Delete); 'new' is a new assignment opened from a technician row's add button, or a
 * work order's / training item's add button.
 */
export type ScheduleDrawerState = AssignmentTarget;

export interface ScheduleDrawerProps {
  state: ScheduleDrawerState | null;
  roles: readonly string[];
  config: RuleConfig;
  context: AssignmentContext;
  dispatch: (action: PendingAction) => void;
  onClose: () => void;
}

export function ScheduleDrawer({ state, roles, config, context, dispatch, onClose }: ScheduleDrawerProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const open = state !== null;
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const close = useCallback(() => {
    dirty.current = false;
    onClose();
  }, [onClose]);
  // Spec part 1 §4: leaving the drawer with changes asks for confirmation.
  const requestClose = () => {
    if (!dirty.current) {
      close();
      return;
    }
    void modal.confirm({
      title: t('planningDrawer.leaveTitle'),
      content: t('planningDrawer.leaveConfirm'),
      okText: t('planningDrawer.leave'),
      cancelText: t('planningDrawer.stay'),
      okButtonProps: { danger: true, 'data-testid': 'assignment-leave-confirm' },
      autoFocusButton: 'cancel',
      onOk: close,
    });
  };
  const readOnly = state?.mode === 'view' ? isSchedulerReadOnly(state.item, roles) : !canEditPlanning(roles);
  const title =
    state?.mode === 'view' ? (
      <Space>
        {t('planning.drawer.title')}
        {readOnly ? <Tag data-testid="planning-drawer-read-only">{t('planning.drawer.readOnly')}</Tag> : null}
      </Space>
    ) : (
      <Space>
        {t('planningDrawer.newTitle')}
        {state?.technician ? <Typography.Text type="secondary">· {state.technician.fullName}</Typography.Text> : null}
      </Space>
    );
  // A new form for every item / add button: the form keeps its own state.
  const formKey = state === null ? 'none' : state.mode === 'view' ? `view-${state.item.key}` : `new-${state.technician?.bpNo ?? ''}-${state.workOrder?.id ?? ''}-${state.trainingVacation?.id ?? ''}`;
  return (
    <Drawer
      open={open}
      onClose={requestClose}
      size={ORDER_DRAWER_WIDTH_ON_GRID}
      title={title}
      destroyOnHidden
      data-testid="planning-details-drawer"
      styles={{ body: { paddingTop: 4 } }}
    >
      {state ? (
        <Tabs
          items={[
            {
              key: 'detail',
              label: t('planningDrawer.tabs.detail'),
              children: <AssignmentForm key={formKey} target={state} context={context} roles={roles} config={config} dispatch={dispatch} onDirtyChange={onDirtyChange} onClose={close} />,
            },
            {
              key: 'history',
              label: t('planningDrawer.tabs.history'),
              disabled: state.mode !== 'view' || state.item.schedulerStatus.length === 0,
              children: state.mode === 'view' ? <ItemDetails item={state.item} technician={state.technician} /> : null,
            },
          ]}
          data-testid="planning-drawer-tabs"
        />
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
