import { z } from 'zod';
import { MAX_INT } from './common';
import { searchDate } from './dates';
import { workOrderNoFilter } from './work-order-search';

/** Spec part 1 §9: the default last-seen window, 28,800,000 ms (8 hours). */
export const DEFAULT_LATEST_LAST_SEEN_MS = 28_800_000;
/** Longest last-seen window a caller may ask for (7 days): older positions say nothing about today. */
export const MAX_LATEST_LAST_SEEN_MS = 7 * 24 * 3600_000;

export const TECHNICIAN_LOCATION_MESSAGES = {
  syncRequested: 'The technicians were asked to send their current position.',
  /** `cooldown`: TECH_LOCATION_SYNC_COOLDOWN_SECONDS in words, "a minute" by default ("5 minutes", "90 seconds"). */
  syncTooSoon: (cooldown: string) => `Positions were requested for these teams less than ${cooldown} ago. Please wait before asking again.`,
  /** No requested team exists in the caller's scope (an unknown team and another organization's read alike). */
  teamsNotFound: 'None of the requested teams was found.',
  noActiveTechnicians: 'The requested teams have no active technicians to ask for a position.',
} as const;

const teamIdRef = z.object({ id: z.number().int().min(1).max(MAX_INT) });

/** POST /api/technician-locations and /api/technician-location-sync (spec part 1 §7). */
export const technicianLocationsRequest = z.object({
  teams: z.array(teamIdRef).min(1, 'Please pick a team').max(500),
  searchDate,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** The order the point belongs to; null for a point placed by hand (the draggable marker). */
  workOrderNo: workOrderNoFilter,
  /** Last-seen window in ms: older positions count as no location. Default 28,800,000 (8 h). */
  latestLastSeen: z.number().int().min(60_000).max(MAX_LATEST_LAST_SEEN_MS).nullish(),
});
export type TechnicianLocationsRequest = z.input<typeof technicianLocationsRequest>;

/** Spec part 1 §3 "Nearby technician" plus the technician's own position (to draw it on the map). */
export const nearbyTechnician = z.object({
  fullName: z.string(),
  bpNo: z.string(),
  /** Great-circle distance from the requested point, km, two decimals. */
  distance: z.number(),
  /** Epoch ms of the last reported position. */
  lastSeen: z.number().int(),
  /** The technician turned location sharing off in the app: the position may be old. */
  permissionDisabled: z.boolean(),
  organization: z.object({ orgunit: z.string(), displayName: z.string() }),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type NearbyTechnician = z.infer<typeof nearbyTechnician>;

export const technicianLocationsResponse = z.object({
  /** Technicians inside both limits, nearest first. */
  technicians: z.array(nearbyTechnician),
  /** The distance limit (km) for remote technicians. */
  maxKm: z.number(),
  /** The last-seen limit (minutes) for unreachable technicians. */
  maxMinute: z.number().int(),
  outOfMaxKmTechCount: z.number().int(),
  outOfMaxMinuteTechCount: z.number().int(),
  noLocationTechCount: z.number().int(),
});
export type TechnicianLocationsResponse = z.infer<typeof technicianLocationsResponse>;

/** POST /api/technician-location-sync: the response is not shown in the spec; this is ours (docs/api-conventions.md). */
export const technicianLocationSyncResponse = z.object({
  requestId: z.number().int(),
  /** Epoch ms. */
  requestedAt: z.number().int(),
  /** Active technicians of the teams (in the caller's scope) asked for a position. */
  technicianCount: z.number().int(),
  /** Of those, technicians who turned location sharing off: the app cannot answer for them. */
  permissionDisabledTechCount: z.number().int(),
  message: z.string(),
});
export type TechnicianLocationSyncResponse = z.infer<typeof technicianLocationSyncResponse>;

/** Tile providers (spec part 1 §2 map view: a Google-type or Yandex-type map; OpenStreetMap is our default). */
export const MAP_PROVIDERS = ['osm', 'google', 'yandex', 'none'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];
/** Spec part 1 §9: overlay locales. Other interface languages get English map labels. */
export const MAP_LOCALES = ['tr', 'en', 'ru'] as const;
/** Spec part 1 §9: default map centre. */
export const DEFAULT_MAP_CENTER = { latitude: 38, longitude: 28 } as const;

export interface MapProviderPreset {
  tileUrl: string | null;
  attribution: string;
  subdomains: string;
  /** Yandex tiles are drawn in elliptical Mercator (EPSG:3395); the others in web Mercator (EPSG:3857). */
  crs: 'EPSG3857' | 'EPSG3395';
  /** Spec part 1 §9: zoom 10; 13 for the Google variant. */
  zoom: number;
  maxZoom: number;
}

export const MAP_PROVIDER_PRESETS: Record<MapProvider, MapProviderPreset> = {
  osm: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    subdomains: 'abc',
    crs: 'EPSG3857',
    zoom: 10,
    maxZoom: 19,
  },
  google: {
    tileUrl: 'https://mt{s}.google.com/vt/lyrs=m&hl={lang}&x={x}&y={y}&z={z}',
    attribution: 'Map data &copy; Google',
    subdomains: '0123',
    crs: 'EPSG3857',
    zoom: 13,
    maxZoom: 20,
  },
  yandex: {
    tileUrl: 'https://core-renderer-tiles.maps.yandex.net/tiles?l=map&x={x}&y={y}&z={z}&scale=1&lang={lang}',
    attribution: '&copy; Yandex',
    subdomains: 'abc',
    crs: 'EPSG3395',
    zoom: 10,
    maxZoom: 19,
  },
  none: { tileUrl: null, attribution: '', subdomains: 'abc', crs: 'EPSG3857', zoom: 10, maxZoom: 19 },
};

/** GET /api/map-settings: the server's tile configuration (MAP_PROVIDER, MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export const mapSettingsResponse = z.object({
  provider: z.enum(MAP_PROVIDERS),
  tileUrl: z.string().nullable(),
  attribution: z.string(),
  subdomains: z.string(),
  crs: z.enum(['EPSG3857', 'EPSG3395']),
  center: z.object({ latitude: z.number(), longitude: z.number() }),
  zoom: z.number().int(),
  maxZoom: z.number().int(),
  locales: z.array(z.enum(MAP_LOCALES)),
});
export type MapSettings = z.infer<typeof mapSettingsResponse>;
