import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_SCREEN_ROLES, createVehicleRequest, deleteVehicleRequest, errorResponse, updateVehicleRequest, vehicleAnswer, vehiclesResponse } from '@fsp/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { createPlatesService } from './service';

const ANSWERS =
  "Answers statusCode 0 on success; 1 when the plate or organization is unknown or outside the caller's scope (alike), 2 when the plate number is registered for an overlapping period; nothing changes then.";
const PLATE_RULES =
  'The plate number is normalised (Turkish upper case, spaces removed). One plate number has at most one live registration on any day (a database exclusion constraint over [registration, deactivation]); deactivation is on or after registration. Dates are YYYYMMDD; updatedDate and updatedBy are stamped by the server. latitude and longitude (an addition to the spec) set the map position; left out on an update they keep the stored one, null clears it.';

/** Plate management (spec part 2 §2 "Plate management", §7 "Plates"). */
export const plateRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const service = createPlatesService({ db, clock });
  const tags = ['plates'];
  const config = { roles: ADMIN_SCREEN_ROLES };

  app.get(
    '/api/organization-vehicles',
    {
      config,
      schema: {
        tags,
        summary: "Live plates of the caller's organizations ({vehicles})",
        description: "{vehicles: [...]}: the spec's response name is the field. Every plate not deleted (deactivated ones included), by organization, plate number and registration date. ADMIN and POWER_USER see every organization.",
        response: { 200: vehiclesResponse },
      },
    },
    async (request) => ({ vehicles: await service.list(await request.dataScope()) }),
  );

  app.post(
    '/api/create-vehicle',
    { config, schema: { tags, summary: 'Registers a plate', description: `${PLATE_RULES} ${ANSWERS}`, body: createVehicleRequest, response: { 200: vehicleAnswer, 400: errorResponse } } },
    async (request) => service.create(request.body, await request.dataScope(), requireUser(request)),
  );

  app.post(
    '/api/update-vehicle',
    { config, schema: { tags, summary: 'Changes a plate', description: `${PLATE_RULES} ${ANSWERS}`, body: updateVehicleRequest, response: { 200: vehicleAnswer, 400: errorResponse } } },
    async (request) => service.update(request.body, await request.dataScope(), requireUser(request)),
  );

  app.post(
    '/api/delete-vehicle',
    { config, schema: { tags, summary: 'Deletes a plate (kept as history, no longer listed)', description: "Answers statusCode 0 on success; 1 when the plate is unknown, already deleted or outside the caller's scope (alike); nothing changes then.", body: deleteVehicleRequest, response: { 200: vehicleAnswer, 400: errorResponse } } },
    async (request) => service.remove(request.body.vehicleId, await request.dataScope(), requireUser(request)),
  );
};
