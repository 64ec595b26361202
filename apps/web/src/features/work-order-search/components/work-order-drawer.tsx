import { useState } from 'react';
import { Alert, Descriptions, Drawer, Space, Typography, type DrawerProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { configForCountry, type WorkOrderPlannedItem, type WorkOrderSearchRow } from '@fsp/domain';
import { DrawerLockTag, ORDER_DRAWER_WIDTH, OrderDrawerTabs, useNoteLeaveGuard, useScheduleDetail, type OrderDrawerItem } from '../../order-details';
import { storeGridOpening, type GridOpening } from '../../planning';
import { useSession } from '../../session';
import { useWorkOrderPlannedItems } from '../api';
import { chosenPlannedItem, plannedRange } from '../model/planned-items';
import { PlannedItemsList } from './planned-items-list';

const PLANNING_GRID_PATH = '/dispatcher/planning/grid';

/**
 * The order drawer for a work order while none of its planned items is chosen: no item id, so the tabs of a
 * planned item (history, attachments, SIMS, survey) stay disabled; the order's notes (read), oil samples and parts
 * are the order's own, looked up by its number. Its samples are the order's whatever the sos flag of an item says.
 */
function workOrderAsDrawerItem(row: WorkOrderSearchRow): OrderDrawerItem {
  return { id: null, draftId: null, schedulerStatus: null, attachmentList: null, sos: true, workOrderItem: { id: null, workOrder: { orderNumber: row.orderNumber } } };
}

/** The second click of a double-click lands on the mask of the drawer the first click opened: it must not close it. */
const closeUnlessDoubleClick =
  (onClose: () => void): DrawerProps['onClose'] =>
  (event) => {
    if (event?.type === 'click' && (event as React.MouseEvent).detail > 1) return;
    onClose();
  };

/**
 * A work order of the search in the order drawer (docs/work-order-search.md): the row's facts in full, the
 * part-completion button, the order's planned items, and the order drawer's tabs for the planned item chosen there
 * (GET /api/schedules/{id}, as the planning history's drawer) or, until one is, for the work order.
 */
export function WorkOrderDrawer({ row, onClose }: { row: WorkOrderSearchRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  // The choice is the drawer's, so its title can say what of the chosen item is locked; another order starts without one.
  const [choice, setChoice] = useState<{ orderId: number; itemId: number } | null>(null);
  const plannedItems = useWorkOrderPlannedItems(row?.orderNumber ?? null);
  const chosen = row ? chosenPlannedItem(plannedItems.data?.plannedItems ?? [], choice?.orderId === row.id ? choice.itemId : null) : null;
  const { onNoteDraftChange, requestClose } = useNoteLeaveGuard(row !== null, onClose);
  return (
    <Drawer
      open={row !== null}
      onClose={closeUnlessDoubleClick(requestClose)}
      size={ORDER_DRAWER_WIDTH}
      title={
        row ? (
          <Space>
            {t('workOrderSearch.drawer.title', { orderNumber: row.orderNumber })}
            {/* The grid's rule, where a chosen item opens to be changed. */}
            <DrawerLockTag item={chosen ? { orderWekingStatus: chosen.orderWekingStatus, shouldBeDeleted: chosen.deleted || chosen.shouldBeDeleted } : null} roles={session.roles} testId="wos-order-drawer-lock" />
          </Space>
        ) : (
          ''
        )
      }
      destroyOnHidden
      data-testid="wos-order-drawer"
      styles={{ body: { paddingTop: 4 } }}
    >
      {row ? (
        <WorkOrderDrawerBody key={row.id} row={row} plannedItems={plannedItems} chosen={chosen} onChoose={(itemId) => setChoice({ orderId: row.id, itemId })} onNoteDraftChange={onNoteDraftChange} />
      ) : null}
    </Drawer>
  );
}

interface WorkOrderDrawerBodyProps {
  row: WorkOrderSearchRow;
  plannedItems: ReturnType<typeof useWorkOrderPlannedItems>;
  chosen: WorkOrderPlannedItem | null;
  onChoose: (itemId: number) => void;
  onNoteDraftChange: (hasDraft: boolean) => void;
}

/**
 * The chosen planned item's flags are those of its order's country; the work order alone names no country, so its
 * flags are the user's own (as the Work orders tab's map does). The SOS tab stays the order's, whatever the item's
 * sos flag says.
 */
function WorkOrderDrawerBody({ row, plannedItems, chosen, onChoose, onNoteDraftChange }: WorkOrderDrawerBodyProps) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const schedule = useScheduleDetail(chosen?.id ?? null);
  const loaded = chosen !== null && schedule.data?.id === chosen.id ? schedule.data : null;
  const item: OrderDrawerItem = loaded ? { ...loaded, sos: true } : workOrderAsDrawerItem(row);
  const config = loaded ? configForCountry(session.countryConfigs, loaded.workOrderItem?.workOrder.countryCode, session.config) : session.config;
  const openOnGrid = (target: GridOpening) => {
    storeGridOpening(target);
    void navigate(PLANNING_GRID_PATH);
  };
  return (
    <>
      {chosen ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="wos-chosen-item">
          {t('workOrderSearch.plannedItems.showing', { technician: chosen.technician.fullName, planned: plannedRange(chosen) })}
        </Typography.Text>
      ) : null}
      <OrderDrawerTabs
        item={item}
        roles={session.roles}
        config={config}
        onNoteDraftChange={onNoteDraftChange}
        detail={
          <>
            <WorkOrderFacts row={row} />
            {schedule.isError ? <Alert type="error" showIcon title={t('workOrderSearch.plannedItems.itemLoadFailed')} style={{ marginTop: 12 }} /> : null}
            <PlannedItemsList query={plannedItems} chosenId={chosen?.id ?? null} onChoose={(next) => onChoose(next.id)} onOpenOnGrid={openOnGrid} />
          </>
        }
        testId="wos-order-tabs"
      />
    </>
  );
}

/** Every field of the search row, uncut (the table shortens customer and description). */
function WorkOrderFacts({ row }: { row: WorkOrderSearchRow }) {
  const { t } = useTranslation();
  const { codeName } = useSession();
  const facts = [
    { key: 'orderNumber', label: t('planning.item.orderNumber'), children: row.orderNumber },
    { key: 'code', label: t('workOrderSearch.columns.status'), children: row.code },
    { key: 'status', label: t('planning.item.status'), children: row.status ? `${row.status} · ${codeName('workOrderStatus', row.status, row.statusTxt)}` : null },
    { key: 'customer', label: t('planning.item.customer'), children: `${row.customer} (${row.customerNumber})` },
    { key: 'modelNumber', label: t('planning.item.modelNumber'), children: row.modelNumber },
    { key: 'serialNumber', label: t('planning.item.serialNumber'), children: row.serialNumber },
    { key: 'description', label: t('planning.item.description'), children: row.description },
  ].filter((fact) => fact.children);
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 180 } }}
      items={facts.map((fact) => ({ ...fact, children: <Typography.Text data-testid={`wos-order-${fact.key}`}>{fact.children}</Typography.Text> }))}
      data-testid="wos-order-facts"
    />
  );
}
