import { Suspense, useMemo, useRef, useState } from 'react';
import { Alert, Button, Modal, Skeleton, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { AimOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@fsp/domain';
import { useLanguage } from '../../i18n';
import { LeafletMap, useMapSettings } from '../technician-map';
import { storedVehicle, useSaveVehicle } from './api';
import { useFocusReturn } from '../../components/use-focus-return';
import { useConfirmDiscard } from '../../components/use-confirm-discard';

// 600 px where the window is tall enough (1600×1000), lower in a shorter one so that the coordinates line and the
// Save/Cancel buttons stay in view (224 px: the dialog's top, title, hint, coordinates, footer and a margin below);
// never under 300 px (a window lower than 524 px scrolls the dialog instead).
const MAP_HEIGHT = 'clamp(300px, calc(100vh - 224px), 600px)';

/**
 * A plate's location (spec part 2 §2): full width, a map of up to 600 px from the server's tile provider with
 * labels in tr, en or ru; the marker is dragged to a new place unless the dialog is view-only (observer).
 */
export function PlateMapDialog({ vehicle, viewOnly, onClose }: { vehicle: Vehicle; viewOnly: boolean; onClose: () => void }) {
  useFocusReturn();
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useMapSettings();
  const save = useSaveVehicle();
  const queryClient = useQueryClient();
  const [reading, setReading] = useState(false);
  const [point, setPoint] = useState(() =>
    vehicle.latitude !== null && vehicle.longitude !== null ? { latitude: vehicle.latitude, longitude: vehicle.longitude } : null,
  );
  const start = point ?? (settings.data ? settings.data.center : null);
  // The map is built once per provider: centred on where the vehicle was when the dialog opened.
  const [opened] = useState(point);
  const mapSettings = useMemo(
    () => (settings.data ? { ...settings.data, center: opened ?? settings.data.center, zoom: Math.max(settings.data.zoom, 13) } : null),
    [settings.data, opened],
  );
  // Where the map is centred now: the keyboard pans the map (arrow keys) but cannot drag the marker, so a button brings it here.
  const viewCenter = useRef<{ latitude: number; longitude: number } | null>(null);
  const moved = point !== null && (point.latitude !== vehicle.latitude || point.longitude !== vehicle.longitude);
  // A marker placed but not saved is asked about, as typed input is in the other dialogs: Esc must not drop it.
  const cancel = useConfirmDiscard(() => moved, onClose);

  const submit = async () => {
    if (!point) return;
    // The other fields as stored now, not as when the dialog opened: a colleague's new dates or number must not be taken back.
    // A plate gone meanwhile is sent as it was: the server's answer says it is not found.
    setReading(true);
    const { vehicleId, plateNumber, orgunit, activationDate, deactivationDate } = (await storedVehicle(queryClient, vehicle.vehicleId).finally(() => setReading(false))) ?? vehicle;
    const answer = await save.mutateAsync({ vehicleId, plateNumber, orgUnit: orgunit, activationDate, deactivationDate, ...point }).catch(() => null);
    if (answer) onClose();
  };

  return (
    <Modal
      open
      width="100%"
      style={{ top: 16, maxWidth: 'calc(100vw - 32px)' }}
      title={t('plates.map.title', { plate: vehicle.plateNumber })}
      onCancel={cancel}
      onOk={viewOnly ? onClose : () => void submit()}
      okText={viewOnly ? t('common.close') : t('plates.dialog.save')}
      okButtonProps={{ disabled: !viewOnly && !moved, 'data-testid': 'plate-map-save' }}
      cancelButtonProps={{ style: viewOnly ? { display: 'none' } : undefined }}
      confirmLoading={reading || save.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" data-testid="plate-map-hint">
        {t(viewOnly ? (point ? 'plates.map.viewOnly' : 'plates.map.noLocationViewOnly') : point ? 'plates.map.drag' : 'plates.map.noLocation')}
      </Typography.Paragraph>
      {/* An observer has nothing to see on a map without the vehicle's place (nor to place there): the hint says so instead. */}
      {viewOnly && !point ? null : mapSettings && start ? (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: MAP_HEIGHT }} />}>
          <LeafletMap
            settings={mapSettings}
            language={language}
            markers={viewOnly && point ? [{ key: 'plate', kind: 'technician', latitude: point.latitude, longitude: point.longitude, title: vehicle.plateNumber }] : []}
            draggable={viewOnly ? null : { ...start, title: vehicle.plateNumber, onMove: setPoint }}
            zoomInTitle={t('plates.map.zoomIn')}
            zoomOutTitle={t('plates.map.zoomOut')}
            clusterTitle={(count) => String(count)}
            ariaLabel={t('plates.map.title', { plate: vehicle.plateNumber })}
            tilesUnavailableText={t(viewOnly ? 'plates.map.tilesUnavailableViewOnly' : 'plates.map.tilesUnavailable')}
            height={MAP_HEIGHT}
            onViewChange={(center) => {
              viewCenter.current = center;
            }}
          />
        </Suspense>
      ) : settings.isError ? (
        <Alert type="warning" showIcon title={t('plates.map.unavailable')} />
      ) : (
        <Skeleton active />
      )}
      <Space wrap style={{ marginTop: 8 }}>
        {viewOnly || !mapSettings ? null : (
          <Button size="small" icon={<AimOutlined />} onClick={() => setPoint(viewCenter.current ?? start)} data-testid="plate-map-to-centre">
            {t('plates.map.toCentre')}
          </Button>
        )}
        {point ? (
          <Typography.Text type="secondary" data-testid="plate-map-point">
            {point.latitude.toFixed(5)}, {point.longitude.toFixed(5)}
          </Typography.Text>
        ) : null}
      </Space>
    </Modal>
  );
}
