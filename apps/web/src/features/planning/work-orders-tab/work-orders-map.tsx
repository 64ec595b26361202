import { Suspense, useMemo } from 'react';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkOrder } from '@fsp/domain';
import { TechnicianMap, ordersWithCoordinates, type OrderPoint } from '../../technician-map';

// Leaflet loads only when someone opens the map.

export interface WorkOrdersMapProps {
  /** The tab's rows after its searches and quick filters. */
  workOrders: readonly WorkOrder[];
  teamIds: readonly number[];
  searchDate: string;
}

/** The Work orders tab's map view (spec part 1 §2, MAP_PLANNING): the listed orders that have coordinates. */
export function WorkOrdersMap({ workOrders, teamIds, searchDate }: WorkOrdersMapProps) {
  const { t } = useTranslation();
  const points = useMemo<OrderPoint[]>(
    () =>
      ordersWithCoordinates(workOrders).map((o) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        customer: o.customer,
        description: o.description,
        latitude: o.latitude,
        longitude: o.longitude,
      })),
    [workOrders],
  );
  return (
    <div data-testid="work-orders-map">
      {workOrders.length > 0 && points.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('technicianMap.noCoordinates')} style={{ marginBottom: 8 }} />
      )}
      <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
        <TechnicianMap orders={points} teamIds={teamIds} searchDate={searchDate} />
      </Suspense>
    </div>
  );
}
