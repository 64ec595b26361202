import { Alert, Descriptions, Drawer, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { configForCountry, isSchedulerReadOnly, type HistoryRow, type RuleConfig, type ScheduleDetail } from '@fsp/domain';
import { DrawerLockTag, ORDER_DRAWER_WIDTH, OrderDrawerTabs, OrderMapButton, useNoteLeaveGuard, useScheduleDetail } from '../../order-details';
import { useTechnicians } from '../../../components/technician-select';
import { StatusTag } from '../../planning';
import { useSession } from '../../session';
import { PART1_DATE_TIME_FORMAT } from '../../../lib/date-formats';
import { trainingVacationDescription } from '../../../lib/master-data-name';

/**
 * The order drawer of the planning history (spec part 1 §2, §4): the chosen item from GET /api/schedules/{id}
 * with the order drawer's tabs (history, attachments, note, SIMS, survey, SOS); its plan is only shown, its notes
 * stay open to a dispatcher. Whether the item can still be changed (on the planning grid) follows the history
 * drawer's rule, which adds HOLD to the locked statuses.
 */
export function HistoryDetailDrawer({ row, onClose }: { row: HistoryRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const schedule = useScheduleDetail(row?.id ?? null);
  const item = row !== null && schedule.data?.id === row.id ? schedule.data : null;
  const itemConfig = configForCountry(session.countryConfigs, item?.workOrderItem?.workOrder.countryCode, session.config);
  // A row deleted after it was planned is locked as an item flagged for deletion is.
  const lockItem = row ? { orderWekingStatus: (item ?? row).orderWekingStatus, shouldBeDeleted: row.deleted || item?.shouldBeDeleted === true } : null;
  const locked = lockItem !== null && isSchedulerReadOnly(lockItem, session.roles, 'history');
  const { onNoteDraftChange, requestClose } = useNoteLeaveGuard(row !== null, onClose);
  const title = row ? (
    <Space>
      {t('planningHistory.detailTitle', { id: row.id })}
      {/* Says what is locked: a locked item's notes (and a finished one's survey) stay open to a dispatcher. */}
      <DrawerLockTag item={lockItem} roles={session.roles} rule="history" testId="history-detail-read-only" />
    </Space>
  ) : (
    ''
  );
  return (
    <Drawer open={row !== null} onClose={requestClose} size={ORDER_DRAWER_WIDTH} title={title} destroyOnHidden data-testid="history-detail-drawer" styles={{ body: { paddingTop: 4 } }}>
      {row ? (
        <OrderDrawerTabs
          key={row.id}
          item={item}
          roles={session.roles}
          config={itemConfig}
          onNoteDraftChange={onNoteDraftChange}
          detail={
            <>
              {schedule.isError ? <Alert type="error" showIcon title={t('orderDetails.loadFailed')} style={{ marginBottom: 12 }} /> : null}
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 12 }}
                title={locked ? t('planningDrawer.readOnly') : t('planningHistory.changeOnGrid')}
                data-testid="history-detail-notice"
              />
              <HistoryItemFacts row={row} elementNumber={item?.workOrderItem?.elementNumber ?? null} map={item ? <HistoryOrderMap row={row} item={item} config={itemConfig} /> : null} />
            </>
          }
          testId="history-detail-tabs"
        />
      ) : null}
    </Drawer>
  );
}

/**
 * The Map link of the assignment form, for looking only (docs/order-drawer.md "Map view"): the order's site and
 * who of the item's technician's team is near it; no technician can be chosen from the history.
 */
function HistoryOrderMap({ row, item, config }: { row: HistoryRow; item: ScheduleDetail; config: RuleConfig }) {
  const technicians = useTechnicians();
  const order = item.workOrderItem?.workOrder;
  if (!item.workOrderItem || !order) return null;
  const technician = technicians.data?.find((x) => x.bpNo === row.technician.bpNo);
  return (
    <OrderMapButton
      order={{ id: item.workOrderItem.id, orderNumber: order.orderNumber, customer: order.customer, description: order.description, latitude: order.latitude, longitude: order.longitude }}
      config={config}
      technicians={technician ? [technician] : []}
      searchDate={dayjs(row.startDate).format('YYYY-MM-DD')}
    />
  );
}

/** The item's fields as the history lists them, with the order's item number from the schedule. */
function HistoryItemFacts({ row, elementNumber, map }: { row: HistoryRow; elementNumber: string | null; map: React.ReactNode }) {
  const { t } = useTranslation();
  const { codeName } = useSession();
  const items = [
    {
      key: 'status',
      label: t('planning.item.status'),
      children: (
        <>
          <StatusTag item={{ orderWekingStatus: row.orderWekingStatus, warning: false }} />
          {row.deleted ? (
            <Tag color="red" style={{ marginInlineStart: 6 }}>
              {t('planningHistory.deleted')}
            </Tag>
          ) : null}
        </>
      ),
    },
    { key: 'technician', label: t('planning.item.technician'), children: `${row.technician.fullName} (${row.technician.bpNo})` },
    { key: 'start', label: t('planning.item.start'), children: dayjs(row.startDate).format(PART1_DATE_TIME_FORMAT) },
    { key: 'end', label: t('planning.item.end'), children: dayjs(row.endDate).format(PART1_DATE_TIME_FORMAT) },
    // A training/vacation kind is stored in its country's language: named and described in the reader's.
    { key: 'name', label: t('planning.item.name'), children: row.trainingVacation && codeName('trainingVacation', row.trainingVacation, row.trainingVacation) },
    { key: 'orderNumber', label: t('planning.item.orderNumber'), children: [row.orderNumber, elementNumber].filter(Boolean).join(' / '), extra: map },
    { key: 'customer', label: t('planning.item.customer'), children: row.customer },
    { key: 'description', label: t('planning.item.description'), children: row.trainingVacation ? trainingVacationDescription(row.description, codeName) : row.description },
    { key: 'modelNumber', label: t('planning.item.modelNumber'), children: row.modelNumber },
    { key: 'serialNumber', label: t('planning.item.serialNumber'), children: row.serialNumber },
    { key: 'job', label: t('planning.item.job'), children: row.jobCode ? [row.jobCode, codeName('jobCode', row.jobCode, row.jobCodeTxt)].join(' · ') : row.jobCodeTxt },
    { key: 'forceNormalShift', label: t('planning.item.forceNormalShift'), children: row.forceNormalShift ? t('common.yes') : t('common.no') },
  ].filter((fact) => fact.children !== null && fact.children !== undefined && fact.children !== '');
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 180 } }}
      items={items.map(({ extra, ...fact }) => ({
        ...fact,
        children: (
          <>
            <Typography.Text data-testid={`history-detail-${fact.key}`}>{fact.children}</Typography.Text>
            {extra}
          </>
        ),
      }))}
      data-testid="history-detail-facts"
    />
  );
}
