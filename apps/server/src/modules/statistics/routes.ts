import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_SCREEN_ROLES, dispatcherCountResponse, errorResponse, statisticsRequest, technicianCountResponse } from '@fsp/domain';
import type { StatisticsService } from './service';
import { languageOf } from '../../texts';

const DESCRIPTION =
  'startDate and endDate are YYYYMMDD (at most 367 days); organizations are orgunits of the caller’s scope (empty: the whole scope; an unknown or out-of-scope one is a 400). ' +
  'One searchResults entry per day up to the caller’s today (X-Timezone-Offset); todayResult is today so far. Finished days come from the daily snapshot, so they keep what was true then (docs/statistics.md).';

/** Usage statistics (spec part 2 §2 "Usage statistics", §7 "Statistics"). */
export const statisticsRoutes: FastifyPluginAsyncZod<{ service: StatisticsService }> = async (app, { service }) => {
  const tags = ['statistics'];
  const config = { roles: ADMIN_SCREEN_ROLES, readOnly: true };

  app.post(
    '/api/technician-count',
    {
      config,
      schema: {
        tags,
        summary: 'Technicians per day: total, active (reported from the field), totalPlanned (with an assignment), by country group',
        description: DESCRIPTION,
        body: statisticsRequest,
        response: { 200: technicianCountResponse, 400: errorResponse },
      },
    },
    async (request) => service.technicianCount(request.body, await request.dataScope(), request.timezoneOffsetMinutes, languageOf(request.user?.cultureName)),
  );

  app.post(
    '/api/dispatcher-count',
    {
      config,
      schema: {
        tags,
        summary: 'Dispatchers per day: total, active (signed in or saved), totalPlanning (saved an assignment change), by country group',
        description: DESCRIPTION,
        body: statisticsRequest,
        response: { 200: dispatcherCountResponse, 400: errorResponse },
      },
    },
    async (request) => service.dispatcherCount(request.body, await request.dataScope(), request.timezoneOffsetMinutes, languageOf(request.user?.cultureName)),
  );
};
