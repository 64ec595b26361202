import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PLANNING_EDITOR_ROLES,
  SERVICE_ENGINEER_SCREEN_ROLES,
  deactivateTechnicianResponse,
  errorResponse,
  planningWorkOrdersRequest,
  planningWorkOrdersResponse,
  saveSchedulesRequest,
  saveSchedulesResponse,
  techniciansWithSchedulesRequest,
  techniciansWithSchedulesResponse,
  trainingVacationsRequest,
  trainingVacationsResponse,
  UPDATE_WORK_ORDER_OK,
  updateWorkOrderRequest,
  updateWorkOrderResponse,
  workAreasParams,
  workAreasResponse,
} from '@fsp/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { requestContext } from '../../plugins/auth';
import { MESSAGES, forbidden } from '../../plugins/errors';
import { workAreas } from '../../db/schema';
import { createPlanningService } from './service';
import { ownStoreUpstream, unknownWorkOrderMessage, type WorkOrderUpstream } from './work-order-upstream';

const tags = ['planning'];
const readRoute = { roles: SERVICE_ENGINEER_SCREEN_ROLES, readOnly: true } as const;
const dispatcherOnly = { roles: PLANNING_EDITOR_ROLES } as const;

/**
 * The grid's and the work-order tab's answers run to megabytes (1,000 technicians, thousands of open
 * orders); checking them against the zod schema on every request cost more than building them. They are
 * built from typed rows and the API tests parse them with the same schemas, so these two routes
 * serialize without the per-request check.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);


/**
 * The planning grid (spec part 1 §2 "Planning grid"): technicians with their day, work orders and
 * training/vacation kinds to plan, saving pending changes, deactivating technicians HR removed.
 */
export const planningRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; gridCacheMaxBytes?: number; workOrderUpstream?: WorkOrderUpstream }> = async (
  app,
  { db, clock, gridCacheMaxBytes, workOrderUpstream },
) => {
  const planning = createPlanningService({ db, clock, gridCacheMaxBytes });
  const upstream = workOrderUpstream ?? ownStoreUpstream(db);

  app.post(
    '/api/technicians-with-schedules',
    {
      config: readRoute,
      serializerCompiler: plainJson,
      schema: {
        tags,
        summary: "Technicians of the requested teams (those in the caller's scope) with their items on the searched day and the nearest item before and after it",
        description:
          'The day is the calendar day of searchDate in the X-Timezone-Offset zone, else in the technician\'s country zone. Teams outside the caller\'s data scope are ignored. Answers are cached until the planning data changes; the X-Cache header tells hit, miss or bypass (not cacheable).',
        body: techniciansWithSchedulesRequest,
        response: { 200: techniciansWithSchedulesResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      // Already serialized (and possibly cached): sent as bytes, the route's serializer is not involved.
      const { body, gzip, cache } = await planning.techniciansWithSchedulesJson(request.body, await requestContext(request));
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      reply.header('x-cache', cache).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      // Bytes: the typed reply only knows the schema's object.
      if (gzip && acceptsGzip) return reply.header('content-encoding', 'gzip').send(gzip as never);
      return reply.send(body as never);
    },
  );

  app.post(
    '/api/work-orders',
    {
      config: readRoute,
      serializerCompiler: plainJson,
      schema: {
        tags,
        summary: 'Live work orders of the organizations (in scope) planned within [searchDate - 30 days, searchDate + 90 days] or without plan dates, sorted by planTo',
        body: planningWorkOrdersRequest,
        response: { 200: planningWorkOrdersResponse, 400: errorResponse },
      },
    },
    async (request) => planning.planningWorkOrders(request.body, await requestContext(request)),
  );

  app.post(
    '/api/training-vacations',
    {
      config: readRoute,
      schema: {
        tags,
        summary: "Active training/vacation kinds of the given countries (default: the countries of the caller's organizations) and those offered everywhere",
        body: trainingVacationsRequest,
        response: { 200: trainingVacationsResponse, 400: errorResponse },
      },
    },
    async (request) => planning.trainingVacations(request.body ?? {}, await requestContext(request)),
  );

  app.post(
    '/api/save-schedules',
    {
      config: dispatcherOnly,
      schema: {
        tags,
        summary: "Saves pending changes; answers each change's key with 'OK' or the reason it was refused",
        description:
          'Each change is saved in its own transaction: one refused change never undoes another. Deletes run first, then moves, then new items. Overlaps are refused by the database.',
        body: saveSchedulesRequest,
        response: { 200: saveSchedulesResponse, 400: errorResponse },
      },
    },
    async (request) => planning.saveSchedules(request.body, { ...(await requestContext(request)), log: request.log }),
  );

  app.post(
    '/api/update-work-order',
    {
      config: dispatcherOnly,
      schema: {
        tags,
        summary: "Refreshes one work order from the upstream CRM; answers the order and 'all set', or the CRM's messages in errorList",
        description:
          'Until a CRM connector is configured, the embedded default refreshes from our own store (docs/decisions/0007-work-order-upstream-connector.md). An order outside the caller\'s organizations answers an errorList like an unknown one.',
        body: updateWorkOrderRequest,
        response: { 200: updateWorkOrderResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const { orderNumber } = request.body;
      const refreshed = await upstream.refresh(orderNumber);
      if (!refreshed.ok) {
        const errorList = refreshed.errorList.length > 0 ? refreshed.errorList : [MESSAGES.unexpected];
        return { workOrder: null, errorList, message: errorList[0] };
      }
      const workOrder = await planning.workOrderByNumber(orderNumber, await requestContext(request));
      if (!workOrder) {
        // Outside the caller's scope reads like unknown: the answer does not tell which orders exist elsewhere.
        const errorList = [unknownWorkOrderMessage(orderNumber)];
        return { workOrder: null, errorList, message: errorList[0] };
      }
      return { workOrder, errorList: [], message: UPDATE_WORK_ORDER_OK };
    },
  );

  app.delete(
    '/api/deactivateTechnician/:bpNo',
    {
      config: dispatcherOnly,
      schema: {
        tags,
        summary: 'Deactivates a technician HR removed (flagged for deletion) and withdraws its items that have not started',
        params: z.object({ bpNo: z.string().trim().min(1).max(40) }),
        response: { 200: deactivateTechnicianResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => planning.deactivateTechnician(request.params.bpNo, await requestContext(request)),
  );

  app.get(
    '/api/areas/:orgunit',
    {
      config: readRoute,
      schema: {
        tags,
        summary: 'Work areas (bays) of a service centre, by name',
        description: "The organization must be in the caller's data scope, otherwise 403 (an orgunit the caller may not plan for is never asked for by the drawer).",
        params: workAreasParams,
        response: { 200: workAreasResponse, 400: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const { orgunit } = request.params;
      const scope = await request.dataScope();
      if (!scope.allTeams && !scope.orgunits.includes(orgunit)) throw forbidden(MESSAGES.forbiddenPage);
      return db
        .select({ areaId: workAreas.areaId, areaName: workAreas.areaName })
        .from(workAreas)
        .where(eq(workAreas.orgunit, orgunit))
        .orderBy(asc(workAreas.areaName), asc(workAreas.areaId));
    },
  );
};
