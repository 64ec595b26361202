import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SCREEN_ROLES,
  DEFAULT_MAP_CENTER,
  MAP_LOCALES,
  MAP_PROVIDER_PRESETS,
  PLANNING_EDITOR_ROLES,
  mapSettingsResponse,
  type MapProvider,
  type MapSettings,
  SERVICE_ENGINEER_SCREEN_ROLES,
  errorResponse,
  technicianLocationSyncResponse,
  technicianLocationsRequest,
  technicianLocationsResponse,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { requestContext } from '../../plugins/auth';
import { createTechnicianLocationsService, type TechnicianLocationLimits } from './service';

const tags = ['technician-locations'];


/** The map's nearby-technician overlay and its "ask for fresh positions" button (spec part 1 §2 map view, §3, §7). */
export interface MapConfig {
  provider: MapProvider;
  tileUrl?: string;
  attribution?: string;
}

/** The provider's preset, with the configured tile URL (and its attribution) in its place when given. */
export function mapSettingsOf(map: MapConfig): MapSettings {
  const preset = MAP_PROVIDER_PRESETS[map.provider];
  return {
    provider: map.provider,
    ...preset,
    tileUrl: map.provider === 'none' ? null : (map.tileUrl ?? preset.tileUrl),
    attribution: map.tileUrl !== undefined ? (map.attribution ?? '') : preset.attribution,
    center: { ...DEFAULT_MAP_CENTER },
    locales: [...MAP_LOCALES],
  };
}

export const technicianLocationRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; limits: TechnicianLocationLimits; map: MapConfig }> = async (
  app,
  { db, clock, limits, map },
) => {
  const service = createTechnicianLocationsService({ db, clock, limits });
  const mapSettings = mapSettingsOf(map);

  app.get(
    '/api/map-settings',
    {
      // The admin screens' maps too (plate locations): the provider settings are no secret.
      config: { roles: [...new Set([...SERVICE_ENGINEER_SCREEN_ROLES, ...ADMIN_SCREEN_ROLES])] },
      schema: {
        tags,
        summary: 'Tile provider, tile URL template, default centre and zoom of the planning map',
        description:
          'From MAP_PROVIDER (osm, google, yandex, none), MAP_TILE_URL and MAP_TILE_ATTRIBUTION. {lang} in the template is the map label language (tr, en or ru); none means no tiles.',
        response: { 200: mapSettingsResponse },
      },
    },
    async () => mapSettings,
  );

  app.post(
    '/api/technician-locations',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES, readOnly: true },
      schema: {
        tags,
        summary: "Technicians of the requested teams (those in the caller's scope) near a point, nearest first",
        description:
          'Distance is the great-circle (haversine) distance in km. A technician without a position, or whose last position is older than latestLastSeen ms (default 28,800,000 = 8 h), counts in noLocationTechCount. Of the others, those farther than maxKm count in outOfMaxKmTechCount and those last seen more than maxMinute minutes ago in outOfMaxMinuteTechCount (both may apply); neither is listed. maxKm and maxMinute are server configuration (TECH_LOCATION_MAX_KM, TECH_LOCATION_MAX_MINUTE).',
        body: technicianLocationsRequest,
        response: { 200: technicianLocationsResponse, 400: errorResponse },
      },
    },
    async (request) => service.nearby(request.body, await requestContext(request)),
  );

  app.post(
    '/api/technician-location-sync',
    {
      // Each accepted call asks technicians' phones for a position: limited per client as well as per team.
      config: { roles: PLANNING_EDITOR_ROLES, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Asks the active technicians of the requested teams (in scope) to send their current position',
        description:
          'Records the request for the technicians\' app. Teams outside the caller\'s scope are ignored; when none of the requested teams is in scope the answer is 404 (as for unknown teams), when they have no active technician 400. A team asked less than TECH_LOCATION_SYNC_COOLDOWN_SECONDS (60) ago is skipped; when every team was, the answer is 429 with Retry-After, the seconds until the first of them may be asked again, which its message names in the caller\'s language, with the cooldown (\'less than a minute ago\' for 60 s, \'less than 5 minutes ago\' for 300 s). Nothing is recorded on any refusal.',
        body: technicianLocationsRequest,
        response: { 200: technicianLocationSyncResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request) => service.sync(request.body, await requestContext(request)),
  );
};
