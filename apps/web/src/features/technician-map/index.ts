import { lazy } from 'react';

// The technician map (Leaflet): the work orders and the technicians nearest to a point.
export { ordersWithCoordinates, type OrderPoint } from './map-model';
export type { TechnicianMapProps } from './technician-map';

/** Loaded on first use: Leaflet (~170 kB) stays out of the main bundle until a map is opened. */
export const TechnicianMap = lazy(() => import('./technician-map').then((m) => ({ default: m.TechnicianMap })));

// The Leaflet map and the server's tile settings, for other screens that place one point (plate locations).
export { useMapSettings } from './api';
export type { LeafletMapProps, MapMarker, DraggablePoint } from './leaflet-map';
export const LeafletMap = lazy(() => import('./leaflet-map').then((m) => ({ default: m.LeafletMap })));
