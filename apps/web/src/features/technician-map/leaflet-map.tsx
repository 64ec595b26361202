import { useEffect, useRef, useState, type CSSProperties } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapSettings } from '@fsp/domain';
import { clusterPoints, fitPadding, mapLabelLanguage } from './map-model';
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
  /** Title of a cluster of order markers ("12 work orders, click to zoom in"). */
  clusterTitle(count: number): string;
  ariaLabel: string;
  /** Shown over the map when its tile server cannot be reached. */
  tilesUnavailableText: string;
  height?: number | string;
}

/** Order markers closer than this many pixels share a cluster (about two marker widths). */
const CLUSTER_RADIUS_PX = 64;

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

function clusterIcon(count: number, dimmed: boolean): L.DivIcon {
  const size = count < 10 ? 32 : count < 100 ? 38 : count < 1000 ? 44 : 50;
  return L.divIcon({
    className: 'tm-marker-host',
    html: `<span class="tm-cluster${dimmed ? ' tm-marker--dimmed' : ''}" data-testid="map-order-cluster" data-count="${count}">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

function markerOf(m: MapMarker, onClick: (key: string) => void): L.Marker {
  const marker = L.marker([m.latitude, m.longitude], {
    icon: iconFor(m, m.kind === 'technician' ? 'map-technician-marker' : 'map-order-marker'),
    title: m.title,
    alt: m.title,
    riseOnHover: true,
    zIndexOffset: m.kind === 'order-selected' ? 1000 : m.kind === 'technician' ? 500 : 0,
    keyboard: true,
  });
  marker.on('click', () => onClick(m.key));
  return marker;
}

/**
 * Draws the markers in view. Plain order markers close together become one cluster (clicking it zooms to its
 * orders); the selected order and the technicians are always drawn alone, and nothing is clustered at the
 * highest zoom. Only what lies in the view (plus the radius) gets a DOM element, so thousands of orders cost a
 * few hundred elements at most.
 */
function drawMarkers(map: L.Map, layer: L.LayerGroup, markers: readonly MapMarker[], onClick: (key: string) => void, clusterTitle: (count: number) => string) {
  layer.clearLayers();
  const zoom = map.getZoom();
  const shown = map.getPixelBounds();
  const view = L.bounds(shown.min!.subtract([CLUSTER_RADIUS_PX, CLUSTER_RADIUS_PX]), shown.max!.add([CLUSTER_RADIUS_PX, CLUSTER_RADIUS_PX]));
  const inView = (x: number, y: number) => view.contains([x, y]);
  const clusterable: (MapMarker & { x: number; y: number })[] = [];
  for (const m of markers) {
    if (m.kind === 'order' && zoom < map.getMaxZoom()) {
      const { x, y } = map.project([m.latitude, m.longitude], zoom);
      clusterable.push({ ...m, x, y });
    } else {
      markerOf(m, onClick).addTo(layer);
    }
  }
  const { singles, clusters } = clusterPoints(clusterable, CLUSTER_RADIUS_PX);
  for (const m of singles) if (inView(m.x, m.y)) markerOf(m, onClick).addTo(layer);
  for (const cluster of clusters) {
    if (!inView(cluster.x, cluster.y)) continue;
    const count = cluster.members.length;
    const title = clusterTitle(count);
    const marker = L.marker(map.unproject([cluster.x, cluster.y], zoom), {
      icon: clusterIcon(count, cluster.members.every((m) => m.dimmed)),
      title,
      alt: title,
      keyboard: true,
      riseOnHover: true,
    });
    marker.on('click', () => {
      const bounds = L.latLngBounds(cluster.members.map((m) => [m.latitude, m.longitude] as L.LatLngTuple));
      // Orders on (almost) one spot: fitting would not zoom in, so step in instead.
      const target = Math.max(map.getBoundsZoom(bounds, false, L.point(96, 96)), zoom + 2);
      map.setView(bounds.getCenter(), Math.min(target, map.getMaxZoom()));
    });
    marker.addTo(layer);
  }
}

/**
 * Leaflet without a React binding (react-leaflet is one more moving part for a few markers): the map
 * is created once per mount and markers are redrawn when their list changes. Tiles come from the
 * server's map settings; with no tile URL (MAP_PROVIDER=none, browser tests) the map is blank.
 */
export function LeafletMap({ settings, language, markers, onMarkerClick, draggable, fit, overlayWidth = 0, onViewChange, zoomInTitle, zoomOutTitle, clusterTitle, ariaLabel, tilesUnavailableText, height = 520 }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [tilesUnavailable, setTilesUnavailable] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const dragRef = useRef<L.Marker | null>(null);
  const callbacks = useRef({ onMarkerClick, draggable, onViewChange, clusterTitle });
  callbacks.current = { onMarkerClick, draggable, onViewChange, clusterTitle };
  const markersRef = useRef(markers);
  markersRef.current = markers;

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
    setTilesUnavailable(false);
    if (settings.tileUrl) {
      const tiles = L.tileLayer(settings.tileUrl, {
        attribution: settings.attribution,
        subdomains: settings.subdomains,
        maxZoom: settings.maxZoom,
        lang: mapLabelLanguage(language, settings.provider),
      } as L.TileLayerOptions).addTo(map);
      // A tile server out of reach (no internet on site, a blocked host) leaves a grey map: say so instead.
      let anyTileLoaded = false;
      tiles.on('tileload', () => {
        anyTileLoaded = true;
        setTilesUnavailable(false);
      });
      tiles.on('tileerror', () => {
        if (!anyTileLoaded) setTilesUnavailable(true);
      });
    }
    const layer = L.layerGroup().addTo(map);
    layerRef.current = layer;
    mapRef.current = map;
    const reportView = () => {
      const c = map.getCenter();
      callbacks.current.onViewChange?.({ latitude: Number(c.lat.toFixed(6)), longitude: Number(L.Util.wrapNum(c.lng, [-180, 180], true).toFixed(6)) });
    };
    // On every step of a move, not only at its end: a marker asked for during a pan or zoom lands in what the user sees.
    map.on('move', reportView);
    // Clusters and the markers in view depend on the zoom and the view: redrawn after every move.
    map.on('moveend', () => drawMarkers(map, layer, markersRef.current, (key) => callbacks.current.onMarkerClick?.(key), (count) => callbacks.current.clusterTitle(count)));
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
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    drawMarkers(map, layer, markers, (key) => callbacks.current.onMarkerClick?.(key), (count) => callbacks.current.clusterTitle(count));
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
    const notice = noticeRef.current;
    const padding = fitPadding(map.getSize().x, overlayWidth, notice ? notice.offsetTop + notice.offsetHeight : null);
    const bounds = L.latLngBounds(points.map(([lat, lng]) => [lat, lng] as L.LatLngTuple));
    map.fitBounds(bounds, { paddingTopLeft: padding.topLeft, paddingBottomRight: padding.bottomRight, maxZoom: points.length === 1 ? Math.max(map.getZoom(), settings.zoom) : Math.max(settings.zoom, 13) });
    // The "no tiles" notice appears just after the map opens, often after the first fit: fitting again moves the pins out from under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new key, or the notice appearing, refits
  }, [fitKey, settings, language, tilesUnavailable]);

  return (
    <div className="tm-map-frame" style={{ '--tm-overlay': `${overlayWidth}px` } as CSSProperties}>
      <div ref={containerRef} className="tm-map" role="region" aria-label={ariaLabel} style={{ height }} data-testid="technician-map" data-provider={settings.provider} />
      {tilesUnavailable ? (
        <div ref={noticeRef} className="tm-map-notice" role="status" data-testid="map-tiles-unavailable">
          {tilesUnavailableText}
        </div>
      ) : null}
    </div>
  );
}
