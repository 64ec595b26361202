import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapSettings } from '@fsp/domain';
import { mapLabelLanguage } from './map-model';
import './technician-map.css';

export type MarkerKind = 'order' | 'order-selected' | 'technician';

export interface MapMarker {
  key: string;
  kind: MarkerKind;
  latitude: number;
  longitude: number;
  /** Tooltip and accessible name. */
  title: string;
  /** Short text inside the marker (a rank number); digits and letters only. */
  badge?: string;
  /** Drawn faded (orders not involved in the current search). */
  dimmed?: boolean;
  /** Written as data-* attributes on the marker element (tests and styles find markers by them). */
  data?: Record<string, string>;
}

export interface DraggablePoint {
  latitude: number;
  longitude: number;
  title: string;
  onMove(point: { latitude: number; longitude: number }): void;
  onClick?(): void;
}

export interface LeafletMapProps {
  settings: MapSettings;
  language: string;
  markers: readonly MapMarker[];
  onMarkerClick?(key: string): void;
  draggable?: DraggablePoint | null;
  /** When its key changes the map zooms to show these points. */
  fit?: { key: string; points: readonly (readonly [number, number])[] };
  /** Pixels on the right covered by an overlay: fitting keeps points out from under it. */
  overlayWidth?: number;
  /** The map's centre after every move (the draggable marker can be brought there). */
  onViewChange?(center: { latitude: number; longitude: number }): void;
  zoomInTitle: string;
  zoomOutTitle: string;
  ariaLabel: string;
  height?: number | string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function iconFor(marker: Pick<MapMarker, 'kind' | 'badge' | 'data' | 'dimmed'>, testId: string): L.DivIcon {
  const data = Object.entries(marker.data ?? {})
    .map(([k, v]) => ` data-${k.replace(/[^a-z0-9-]/gi, '')}="${escapeHtml(v)}"`)
    .join('');
  const badge = marker.badge ? `<span class="tm-marker__badge">${escapeHtml(marker.badge)}</span>` : '';
  const pin =
    (marker.kind === 'technician' ? 'tm-marker--technician' : marker.kind === 'order-selected' ? 'tm-marker--order tm-marker--selected' : 'tm-marker--order') +
    (marker.dimmed ? ' tm-marker--dimmed' : '');
  const size: [number, number] = marker.kind === 'technician' ? [26, 26] : [24, 32];
  return L.divIcon({
    className: 'tm-marker-host',
    html: `<span class="tm-marker ${pin}" data-testid="${testId}"${data}>${badge}</span>`,
    iconSize: size,
    iconAnchor: marker.kind === 'technician' ? [13, 13] : [12, 31],
  });
}

/**
 * Leaflet without a React binding (react-leaflet is one more moving part for a few markers): the map
 * is created once per mount and markers are redrawn when their list changes. Tiles come from the
 * server's map settings; with no tile URL (MAP_PROVIDER=none, browser tests) the map is blank.
 */
export function LeafletMap({ settings, language, markers, onMarkerClick, draggable, fit, overlayWidth = 0, onViewChange, zoomInTitle, zoomOutTitle, ariaLabel, height = 520 }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const dragRef = useRef<L.Marker | null>(null);
  const callbacks = useRef({ onMarkerClick, draggable, onViewChange });
  callbacks.current = { onMarkerClick, draggable, onViewChange };

  // The map itself: once per settings (provider) and language (tile labels).
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, {
      crs: settings.crs === 'EPSG3395' ? L.CRS.EPSG3395 : L.CRS.EPSG3857,
      center: [settings.center.latitude, settings.center.longitude],
      zoom: settings.zoom,
      maxZoom: settings.maxZoom,
      zoomControl: false,
    });
    L.control.zoom({ zoomInTitle, zoomOutTitle }).addTo(map);
    if (settings.tileUrl) {
      L.tileLayer(settings.tileUrl, {
        attribution: settings.attribution,
        subdomains: settings.subdomains,
        maxZoom: settings.maxZoom,
        lang: mapLabelLanguage(language, settings.provider),
      } as L.TileLayerOptions).addTo(map);
    }
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    const reportView = () => {
      const c = map.getCenter();
      callbacks.current.onViewChange?.({ latitude: Number(c.lat.toFixed(6)), longitude: Number(L.Util.wrapNum(c.lng, [-180, 180], true).toFixed(6)) });
    };
    map.on('moveend', reportView);
    reportView();
    // The map may be created inside a hidden tab: recompute its size whenever the box changes.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      dragRef.current = null;
    };
  }, [settings, language, zoomInTitle, zoomOutTitle]);

  // Markers.
  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    layer.clearLayers();
    for (const m of markers) {
      const marker = L.marker([m.latitude, m.longitude], {
        icon: iconFor(m, m.kind === 'technician' ? 'map-technician-marker' : 'map-order-marker'),
        title: m.title,
        alt: m.title,
        riseOnHover: true,
        zIndexOffset: m.kind === 'order-selected' ? 1000 : m.kind === 'technician' ? 500 : 0,
        keyboard: true,
      });
      marker.on('click', () => callbacks.current.onMarkerClick?.(m.key));
      marker.addTo(layer);
    }
  }, [markers, settings, language]);

  // The draggable marker: created when asked for, moved when the position changes from outside.
  const dragLat = draggable?.latitude;
  const dragLng = draggable?.longitude;
  const dragTitle = draggable?.title;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (dragLat === undefined || dragLng === undefined) {
      dragRef.current?.remove();
      dragRef.current = null;
      return;
    }
    if (!dragRef.current) {
      const marker = L.marker([dragLat, dragLng], {
        draggable: true,
        autoPan: true,
        keyboard: true,
        title: dragTitle,
        alt: dragTitle,
        zIndexOffset: 2000,
        icon: L.divIcon({ className: 'tm-marker-host', html: '<span class="tm-marker tm-marker--point" data-testid="map-draggable-marker"></span>', iconSize: [24, 32], iconAnchor: [12, 31] }),
      });
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        callbacks.current.draggable?.onMove({ latitude: Number(lat.toFixed(6)), longitude: Number(L.Util.wrapNum(lng, [-180, 180], true).toFixed(6)) });
      });
      marker.on('click', () => callbacks.current.draggable?.onClick?.());
      marker.addTo(map);
      dragRef.current = marker;
    } else {
      const current = dragRef.current.getLatLng();
      if (current.lat !== dragLat || current.lng !== dragLng) dragRef.current.setLatLng([dragLat, dragLng]);
    }
  }, [dragLat, dragLng, dragTitle, settings, language]);

  // Zoom to the caller's points when the caller says the picture changed.
  const fitRef = useRef(fit);
  fitRef.current = fit;
  const fitKey = fit?.key;
  useEffect(() => {
    const map = mapRef.current;
    const points = fitRef.current?.points ?? [];
    if (!map || fitKey === undefined || points.length === 0) return;
    // Room for the overlay on the right, unless the map is too narrow to spare it.
    const right = map.getSize().x > overlayWidth * 2 ? overlayWidth + 24 : 48;
    const bounds = L.latLngBounds(points.map(([lat, lng]) => [lat, lng] as L.LatLngTuple));
    map.fitBounds(bounds, { paddingTopLeft: [48, 48], paddingBottomRight: [right, 48], maxZoom: points.length === 1 ? Math.max(map.getZoom(), settings.zoom) : Math.max(settings.zoom, 13) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new key refits
  }, [fitKey, settings, language]);

  return <div ref={containerRef} className="tm-map" role="region" aria-label={ariaLabel} style={{ height }} data-testid="technician-map" data-provider={settings.provider} />;
}
