import { Alert, Descriptions, Drawer, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { configForCountry, type TechnicianActivityItem, type TechnicianRef } from '@fsp/domain';
import { DrawerLockTag, ORDER_DRAWER_WIDTH, OrderDrawerTabs, useNoteLeaveGuard, useScheduleDetail } from '../../order-details';
import { useSession } from '../../session';
import { PART1_DATE_TIME_FORMAT } from '../../../lib/date-formats';

/**
 * The work-order drawer in history mode for an activity row's scheduler id (spec part 2 §2): the plan is only
 * shown, with the order drawer's tabs (a dispatcher adds notes and sends surveys there); the technician comes from
 * the technician list (GET /api/technicians).
 * It is the order details of spec part 1, so its dates read as its tabs' do (PART1_DATE_TIME_FORMAT).
 */
export function ActivityOrderDrawer({ row, technicians, onClose }: { row: TechnicianActivityItem | null; technicians: readonly TechnicianRef[] | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const schedulerId = row?.schedulerId ?? null;
  const schedule = useScheduleDetail(schedulerId);
  const item = schedule.data?.id === schedulerId ? schedule.data : null;
  const technician = technicians?.find((x) => x.bpNo === row?.technicianBpNo);
  const { onNoteDraftChange, requestClose } = useNoteLeaveGuard(row !== null, onClose);
  const itemConfig = configForCountry(session.countryConfigs, item?.workOrderItem?.workOrder.countryCode ?? technician?.organization.countryCode, session.config);
  const facts = item
    ? [
        { key: 'technician', label: t('planning.item.technician'), children: technician ? `${technician.fullName} (${technician.bpNo})` : `${item.technician.fullName} (${item.technician.bpNo})` },
        { key: 'team', label: t('activity.team'), children: [technician?.team?.name, technician?.organization.displayName].filter(Boolean).join(' · ') },
        { key: 'start', label: t('planning.item.start'), children: dayjs(item.startDate).format(PART1_DATE_TIME_FORMAT) },
        { key: 'end', label: t('planning.item.end'), children: dayjs(item.endDate).format(PART1_DATE_TIME_FORMAT) },
        { key: 'orderNumber', label: t('planning.item.orderNumber'), children: [item.workOrderItem?.workOrder.orderNumber, item.workOrderItem?.elementNumber].filter(Boolean).join(' / ') },
        { key: 'customer', label: t('planning.item.customer'), children: item.workOrderItem?.workOrder.customer },
        { key: 'description', label: t('planning.item.description'), children: item.workOrderItem?.workOrder.description ?? (item.trainingVacation ? session.codeName('trainingVacation', item.trainingVacation.name, item.trainingVacation.name) : null) },
        { key: 'serialNumber', label: t('planning.item.serialNumber'), children: item.workOrderItem?.workOrder.serialNumber },
      ].filter((fact) => fact.children)
    : [];
  return (
    <Drawer
      open={row !== null}
      onClose={requestClose}
      size={ORDER_DRAWER_WIDTH}
      destroyOnHidden
      data-testid="activity-order-drawer"
      title={
        <Space>
          {t('activity.drawerTitle', { id: schedulerId ?? '' })}
          {/* History mode (HOLD locked too); only a user who can change nothing is told the drawer is read-only. */}
          <DrawerLockTag item={item} roles={session.roles} rule="history" testId="activity-order-drawer-read-only" />
        </Space>
      }
    >
      {schedule.isError ? <Alert type="error" showIcon title={t('orderDetails.loadFailed')} data-testid="activity-order-drawer-error" /> : null}
      {schedule.isLoading ? <Skeleton active /> : null}
      {item ? (
        <OrderDrawerTabs
          key={item.id}
          item={item}
          roles={session.roles}
          config={itemConfig}
          onNoteDraftChange={onNoteDraftChange}
          detail={
            <Descriptions
              bordered
              size="small"
              column={1}
              styles={{ label: { width: 180 } }}
              items={facts.map((fact) => ({ ...fact, children: <Typography.Text data-testid={`activity-order-${fact.key}`}>{fact.children}</Typography.Text> }))}
            />
          }
        />
      ) : null}
    </Drawer>
  );
}
