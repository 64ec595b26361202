import { Suspense, useMemo, useState } from 'react';
import { App, Button, ConfigProvider, Modal, Skeleton } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RuleConfig } from '@fsp/domain';
import { TechnicianMap, ordersWithCoordinates, type OrderPoint } from '../technician-map';
import { isFlagOn } from './tab-rules';

// Leaflet loads only when someone opens the map.

/** The map view is wide enough for the map and the 340 px overlay side by side. */
const MAP_MODAL_WIDTH = 1000;
// 520 px where the window is tall enough (1600×1000), lower in a shorter one so that the whole dialog stays in view
// (260 px: the dialog's top, title, the map's toolbar wrapped onto a second line, and a margin below); never under 300 px.
const MAP_HEIGHT = 'clamp(300px, calc(100vh - 260px), 520px)';

export interface OrderMapButtonProps {
  order: { id: number; orderNumber: string; customer: string | null; description: string | null; latitude: number | null; longitude: number | null };
  config: RuleConfig;
  /** The drawer's technicians (the planning grid's): their teams are ranked, and only they can be chosen. */
  technicians: readonly { bpNo: string; team: { id: number } | null }[];
  /** The planning day, YYYY-MM-DD. */
  searchDate: string;
  /** Puts a nearby technician into the assignment form; absent for a planned or read-only item. */
  onPickTechnician?(bpNo: string): void;
}

/**
 * The order drawer's map view (spec part 1 §2 "Other parts"): with MAP_PLANNING and an order that has
 * coordinates, a Map button opens the planning map centred on the order, with the draggable marker on it and
 * the nearby-technician overlay; choosing a technician there fills the form's technician field.
 */
export function OrderMapButton({ order, config, technicians, searchDate, onPickTechnician }: OrderMapButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const point = useMemo<OrderPoint | null>(() => {
    const [located] = ordersWithCoordinates([order]);
    return located ? { id: located.id, orderNumber: located.orderNumber, customer: located.customer, description: located.description, latitude: located.latitude, longitude: located.longitude } : null;
  }, [order]);
  const orders = useMemo(() => (point ? [point] : []), [point]);
  const teamIds = useMemo(() => [...new Set(technicians.flatMap((x) => (x.team ? [x.team.id] : [])))].sort((a, b) => a - b), [technicians]);
  const pickable = useMemo(() => new Set(technicians.map((x) => x.bpNo)), [technicians]);

  if (!isFlagOn(config, 'MAP_PLANNING') || point === null) return null;
  const pick = onPickTechnician
    ? (technician: { bpNo: string; fullName: string }) => {
        onPickTechnician(technician.bpNo);
        setOpen(false);
        void message.success(t('orderDetails.map.picked', { name: technician.fullName }));
      }
    : undefined;
  // The map only reads: it stays usable inside a read-only (disabled) assignment form.
  return (
    <ConfigProvider componentDisabled={false}>
      <Button size="small" type="link" icon={<EnvironmentOutlined />} onClick={() => setOpen(true)} data-testid="order-map-open">
        {t('orderDetails.map.open')}
      </Button>
      <Modal
        open={open}
        title={t('orderDetails.map.title', { number: order.orderNumber })}
        width={MAP_MODAL_WIDTH}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        data-testid="order-map-modal"
      >
        <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
          <TechnicianMap
            orders={orders}
            teamIds={teamIds}
            searchDate={searchDate}
            initialOrderId={point.id}
            draggableOnInitialOrder
            onPickTechnician={pick}
            isTechnicianPickable={(bpNo) => pickable.has(bpNo)}
            height={MAP_HEIGHT}
          />
        </Suspense>
      </Modal>
    </ConfigProvider>
  );
}
