import { useMemo, useRef, useState } from 'react';
import { App, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { EnvironmentOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { describeApiError } from '../../lib/api-client';
import { useSession } from '../session';
import type { NearbyTechnician } from '@fsp/domain';
import { useMapSettings, useNearbyTechnicians, useTechnicianLocationSync, type NearbySearch } from './api';
import { LeafletMap, type MapMarker } from './leaflet-map';
import type { OrderPoint } from './map-model';
import { NearbyTechniciansPanel, type SelectedPlace } from './nearby-technicians-panel';

export interface TechnicianMapProps {
  /** Orders to draw (only those with coordinates). */
  orders: readonly OrderPoint[];
  /** The planning filter's teams: the technicians to rank. */
  teamIds: readonly number[];
  /** The planning day, YYYY-MM-DD. */
  searchDate: string;
  /** Start with this order selected (the order drawer's map view). */
  initialOrderId?: number | null;
  /** The order drawer's map view: the red marker starts on the initial order, to search around a corrected site. */
  draggableOnInitialOrder?: boolean;
  /** Offers "Choose" on each nearby technician (the order drawer of a new assignment). */
  onPickTechnician?(technician: NearbyTechnician): void;
  /** Whether a listed technician can be chosen (e.g. is among the drawer's technicians); all when absent. */
  isTechnicianPickable?(bpNo: string): boolean;
  height?: number | string;
}

/** The overlay's width (technician-map.css .tm-panel). */
const PANEL_WIDTH = 340;

type Selection = { kind: 'order'; id: number } | { kind: 'point' } | null;

function centreOf(orders: readonly OrderPoint[], fallback: { latitude: number; longitude: number }) {
  if (orders.length === 0) return fallback;
  const sum = orders.reduce((acc, o) => ({ latitude: acc.latitude + o.latitude, longitude: acc.longitude + o.longitude }), { latitude: 0, longitude: 0 });
  return { latitude: Number((sum.latitude / orders.length).toFixed(6)), longitude: Number((sum.longitude / orders.length).toFixed(6)) };
}

/**
 * The planning map (spec part 1 §2 map view): work orders as markers, a draggable marker for any
 * other point, and the closest-technician overlay (TECH_LOCATION_SYNC) ranking the teams'
 * technicians by distance from the chosen order or point (POST /api/technician-locations).
 */
export function TechnicianMap({ orders, teamIds, searchDate, initialOrderId = null, draggableOnInitialOrder = false, onPickTechnician, isTechnicianPickable, height = 560 }: TechnicianMapProps) {
  const { t } = useTranslation();
  // The interface language: overlay texts, and the tile labels in tr, en or ru (spec §9 overlay locales).
  const language = useLanguage();
  const { message } = App.useApp();
  const session = useSession();
  const settings = useMapSettings();
  const closestEnabled = session.isEnabled('TECH_LOCATION_SYNC');
  const canSync = session.canChangePlanning;

  const [selection, setSelection] = useState<Selection>(initialOrderId !== null ? { kind: 'order', id: initialOrderId } : null);
  const [point, setPoint] = useState<{ latitude: number; longitude: number } | null>(() => {
    const initialOrder = draggableOnInitialOrder ? orders.find((o) => o.id === initialOrderId) : undefined;
    return initialOrder ? { latitude: initialOrder.latitude, longitude: initialOrder.longitude } : null;
  });
  const [search, setSearch] = useState<NearbySearch | null>(null);
  const nearby = useNearbyTechnicians(search);
  const sync = useTechnicianLocationSync();

  // The red marker appears when asked for (at the map's centre) so it never hides an order marker.
  const defaultPoint = useMemo(() => centreOf(orders, settings.data?.center ?? { latitude: 38, longitude: 28 }), [orders, settings.data]);
  const draggablePoint = point ?? defaultPoint;

  const selectedOrder = selection?.kind === 'order' ? orders.find((o) => o.id === selection.id) ?? null : null;
  const place: SelectedPlace | null = selectedOrder
    ? {
        workOrderNo: selectedOrder.orderNumber,
        title: t('technicianMap.orderTitle', { number: selectedOrder.orderNumber }),
        subtitle: [selectedOrder.customer, selectedOrder.description].filter(Boolean).join(' · '),
        latitude: selectedOrder.latitude,
        longitude: selectedOrder.longitude,
      }
    : selection?.kind === 'point'
      ? { workOrderNo: null, title: t('technicianMap.pointTitle'), latitude: draggablePoint.latitude, longitude: draggablePoint.longitude }
      : null;

  // The result on screen belongs to the place it was asked for; choosing another place hides it.
  const searchMatchesPlace = search !== null && place !== null && search.latitude === place.latitude && search.longitude === place.longitude && search.workOrderNo === place.workOrderNo;
  const result = searchMatchesPlace ? nearby.data : undefined;

  const select = (next: Selection) => setSelection(next);
  // Where the user is looking: "Use the red marker" brings the marker there.
  const viewCenter = useRef<{ latitude: number; longitude: number } | null>(null);

  const markers = useMemo<MapMarker[]>(() => {
    const list: MapMarker[] = orders.map((o) => ({
      key: `order:${o.id}`,
      kind: selectedOrder?.id === o.id ? 'order-selected' : 'order',
      // With technicians on the map the other orders step back.
      dimmed: result !== undefined && selectedOrder?.id !== o.id,
      latitude: o.latitude,
      longitude: o.longitude,
      title: [o.orderNumber, o.customer].filter(Boolean).join(' · '),
      data: { 'order-number': o.orderNumber },
    }));
    result?.technicians.forEach((tech, index) =>
      list.push({
        key: `tech:${tech.bpNo}`,
        kind: 'technician',
        latitude: tech.latitude,
        longitude: tech.longitude,
        title: `${index + 1}. ${tech.fullName}`,
        badge: String(index + 1),
        data: { bpno: tech.bpNo },
      }),
    );
    return list;
  }, [orders, selectedOrder?.id, result]);

  // Fit: to the orders first, then to the place and every technician listed once they are known (each numbered pin in view).
  const [focus, setFocus] = useState<{ key: string; points: [number, number][] } | null>(null);
  const fit = useMemo(() => {
    if (focus) return focus;
    // The red marker is placed where the user looks: the map stays put until its technicians are known.
    if (selection?.kind === 'point' && !result) return undefined;
    if (result && place) {
      return { key: `result:${nearby.dataUpdatedAt}`, points: [[place.latitude, place.longitude] as [number, number], ...result.technicians.map((x) => [x.latitude, x.longitude] as [number, number])] };
    }
    const initial = selectedOrder ? [selectedOrder] : orders;
    return { key: `orders:${initial.map((o) => o.id).join(',')}`, points: initial.map((o) => [o.latitude, o.longitude] as [number, number]) };
    // place is derived from selection: its identity is in the keys above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus, result, nearby.dataUpdatedAt, orders, selectedOrder?.id, selection?.kind]);

  if (settings.isPending) return <Skeleton active paragraph={{ rows: 10 }} data-testid="technician-map-loading" />;
  if (settings.isError) {
    return (
      <Result
        status="warning"
        title={t('technicianMap.settingsFailed')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  const find = () => {
    if (!place) return;
    setFocus(null);
    const next: NearbySearch = { teamIds: [...teamIds], searchDate, latitude: place.latitude, longitude: place.longitude, workOrderNo: place.workOrderNo };
    if (searchMatchesPlace) void nearby.refetch();
    else setSearch(next);
  };

  const doSync = () => {
    if (!search) return;
    sync.mutate(search, {
      onSuccess: (answer) => {
        void message.success(t('technicianMap.syncDone', { count: answer.technicianCount }));
      },
      // Asked again too soon, or no active technician to ask: the server words why (the catalogue said only 'too many requests').
      onError: (error) => void message.error(describeApiError(error, { mutation: true, limitsWorded: true })),
    });
  };

  return (
    <Flex vertical gap={8} data-testid="technician-map-view">
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="secondary" data-testid="technician-map-count">
          {t('technicianMap.ordersOnMap', { count: orders.length })}
        </Typography.Text>
        <Button
          size="small"
          icon={<EnvironmentOutlined />}
          onClick={() => {
            setPoint(viewCenter.current ?? defaultPoint);
            setFocus(null);
            select({ kind: 'point' });
          }}
          data-testid="map-use-point"
        >
          {t('technicianMap.usePoint')}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('technicianMap.dragHint')}
        </Typography.Text>
      </Flex>
      <div className="tm-frame">
        <LeafletMap
          settings={settings.data}
          language={language}
          markers={markers}
          onMarkerClick={(key) => {
            if (key.startsWith('order:')) {
              setFocus(null);
              select({ kind: 'order', id: Number(key.slice('order:'.length)) });
            }
          }}
          draggable={
            point && {
              ...point,
              title: t('technicianMap.draggableTitle'),
              onMove: (p) => {
                setPoint(p);
                setFocus(null);
                select({ kind: 'point' });
              },
              // The marker still on the selected order (the drawer's map) stands for that order.
              onClick: () => {
                if (!selectedOrder || selectedOrder.latitude !== point.latitude || selectedOrder.longitude !== point.longitude) select({ kind: 'point' });
              },
            }
          }
          fit={fit}
          overlayWidth={PANEL_WIDTH}
          onViewChange={(center) => {
            viewCenter.current = center;
          }}
          zoomInTitle={t('technicianMap.zoomIn')}
          zoomOutTitle={t('technicianMap.zoomOut')}
          clusterTitle={(count) => t('technicianMap.clusterTitle', { count })}
          ariaLabel={t('technicianMap.mapLabel')}
          tilesUnavailableText={t('technicianMap.tilesUnavailable')}
          height={height}
        />
        <NearbyTechniciansPanel
          place={place}
          closestEnabled={closestEnabled}
          canSync={canSync}
          result={result}
          loading={searchMatchesPlace && nearby.isFetching}
          failed={searchMatchesPlace && nearby.isError}
          syncing={sync.isPending}
          now={nearby.dataUpdatedAt || 0}
          onFind={find}
          onRetry={() => void nearby.refetch()}
          onSync={doSync}
          onClose={() => {
            setFocus(null);
            select(null);
          }}
          onPick={
            onPickTechnician &&
            ((bpNo) => {
              const tech = result?.technicians.find((x) => x.bpNo === bpNo);
              if (tech) onPickTechnician(tech);
            })
          }
          isPickable={isTechnicianPickable}
          onFocusTechnician={(bpNo) => {
            const tech = result?.technicians.find((x) => x.bpNo === bpNo);
            if (tech) setFocus({ key: `tech:${bpNo}:${Date.now()}`, points: [[tech.latitude, tech.longitude]] });
          }}
        />
      </div>
    </Flex>
  );
}
