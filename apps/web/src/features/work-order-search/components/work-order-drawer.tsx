import { Alert, Descriptions, Drawer, Typography, type DrawerProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkOrderSearchRow } from '@fsp/domain';
import { ORDER_DRAWER_WIDTH, OrderDrawerTabs, type OrderDrawerItem } from '../../order-details';
import { useSession } from '../../session';

/**
 * The order drawer for a work order itself rather than one of its planned items: no item id, so the tabs of a
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
 * part-completion button, and the order drawer's tabs for a work order. The search row names no country, so the
 * flags are the user's own (as the Work orders tab's map does).
 */
export function WorkOrderDrawer({ row, onClose }: { row: WorkOrderSearchRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const config = session.config;
  const item = row ? workOrderAsDrawerItem(row) : null;
  return (
    <Drawer
      open={row !== null}
      onClose={closeUnlessDoubleClick(onClose)}
      size={ORDER_DRAWER_WIDTH}
      title={row ? t('workOrderSearch.drawer.title', { orderNumber: row.orderNumber }) : ''}
      destroyOnHidden
      data-testid="wos-order-drawer"
      styles={{ body: { paddingTop: 4 } }}
    >
      {row ? (
        <OrderDrawerTabs
          key={row.id}
          item={item}
          roles={session.roles}
          config={config}
          detail={
            <>
              <WorkOrderFacts row={row} />
              <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('workOrderSearch.drawer.plannedItems')} data-testid="wos-order-planned-items" />
            </>
          }
          testId="wos-order-tabs"
        />
      ) : null}
    </Drawer>
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
