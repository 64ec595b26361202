import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PLANNING_EDITOR_ROLES,
  SERVICE_ENGINEER_SCREEN_ROLES,
  deactivateTechnicianResponse,
  errorResponse,
  idempotencyHeaders,
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
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { requestContext } from '../../plugins/auth';
import { MESSAGES } from '../../plugins/errors';
import { languageOf } from '../../texts';
import { createGate } from '../../db/write-gate';
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
export interface PlanningRouteOptions {
  db: Db;
  clock: Clock;
  gridCacheMaxBytes?: number;
  workOrderUpstream?: WorkOrderUpstream;
  /** Save requests working at once on this instance (the rest wait in memory); default 10, half the default pool. */
  saveConcurrency?: number;
}

export const planningRoutes: FastifyPluginAsyncZod<PlanningRouteOptions> = async (app, { db, clock, gridCacheMaxBytes, workOrderUpstream, saveConcurrency }) => {
  const planning = createPlanningService({ db, clock, gridCacheMaxBytes });
  const upstream = workOrderUpstream ?? ownStoreUpstream(db);
  const saveGate = createGate(saveConcurrency ?? 10);

  app.post(
    '/api/technicians-with-schedules',
    {
      config: readRoute,
      serializerCompiler: plainJson,
      schema: {
        tags,
        summary: "Technicians of the requested teams (those in the caller's scope) with their items on the searched day and the nearest item before and after it",
        description:
          'The day is the calendar day of searchDate in the X-Timezone-Offset zone, else in the technician\'s country zone. Teams outside the caller\'s data scope are ignored. Answers are cached until the planning data they show changes, and assembled from one piece per team, so a change rebuilds only the pieces of the teams it touched. The X-Cache header tells hit (the whole answer from the cache), miss (every team\'s piece built now), partial (assembled now; some teams\' pieces from the cache) or bypass (built while a change was being saved: not cached); X-Cache-Built counts the teams whose piece was built for this answer. Server-Timing gives the time the queries behind this answer ran (`db`, rows read included; the cache\'s version checks not, and 0 for a hit) and the server\'s time until the answer was ready to send (`app`), in milliseconds.',
        body: techniciansWithSchedulesRequest,
        response: { 200: techniciansWithSchedulesResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      // Already serialized (and possibly cached): sent as bytes, the route's serializer is not involved.
      const { body, gzip, cache, built, queryMs } = await planning.techniciansWithSchedulesJson(request.body, await requestContext(request));
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      reply.header('x-cache', cache).header('x-cache-built', String(built)).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      reply.header('server-timing', `db;dur=${queryMs.toFixed(1)};desc="grid queries", app;dur=${(performance.now() - started).toFixed(1)}`);
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
        description:
          "The days are local days in the X-Timezone-Offset zone, else the caller's country zone. Organizations outside the caller's scope are ignored (none left: an empty list). Each order has its live items of every SIM stage and the technicians planned on it; an order without planTo sorts as if it were due 30 years ahead.",
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
        description:
          "countryCodes are case-insensitive. Without them ADMIN and POWER_USER get the kinds of every country; a caller without organizations gets those of their own country.",
        body: trainingVacationsRequest,
        response: { 200: trainingVacationsResponse, 400: errorResponse },
      },
    },
    async (request) => planning.trainingVacations(request.body ?? {}, await requestContext(request)),
  );

  app.post(
    '/api/save-schedules',
    {
      config: { ...dispatcherOnly, idempotent: true },
      schema: {
        tags,
        summary: "Saves pending changes; answers each change's key with 'OK' or the reason it was refused",
        description:
          "Each change is saved in its own transaction: one refused change never undoes another. Deletes run first, then moves, then new items. Overlaps are refused by the database; saves of one technician queue on its plan lock (on every instance), a deadlock is retried, and a change the database could not finish in time is answered with the busy text (docs/decisions/0010-planning-locks-and-retries.md). Ids outside the caller's scope are answered like unknown ones. With an Idempotency-Key header, a retry (same key and body, 24 hours) gets the first answer instead of saving again.",
        headers: idempotencyHeaders,
        body: saveSchedulesRequest,
        response: { 200: saveSchedulesResponse, 400: errorResponse, 409: errorResponse, 422: errorResponse, 503: errorResponse },
      },
    },
    async (request) => {
      const ctx = { ...(await requestContext(request)), log: request.log };
      return saveGate(() => planning.saveSchedules(request.body, ctx));
    },
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
      const ctx = await requestContext(request);
      // Outside the caller's scope reads like unknown, and is never refreshed: the answer does not tell which orders exist elsewhere.
      const language = languageOf(ctx.user.cultureName);
      const unknown = { workOrder: null, errorList: [unknownWorkOrderMessage(orderNumber, language)], message: unknownWorkOrderMessage(orderNumber, language) };
      if (!(await planning.mayRefreshWorkOrder(orderNumber, ctx))) return unknown;
      const refreshed = await upstream.refresh(orderNumber, language);
      if (!refreshed.ok) {
        const errorList = refreshed.errorList.length > 0 ? refreshed.errorList : [MESSAGES.unexpected];
        return { workOrder: null, errorList, message: errorList[0] };
      }
      const workOrder = await planning.workOrderByNumber(orderNumber, ctx);
      if (!workOrder) return unknown;
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
        description:
          "404 for a technician unknown or outside the caller's teams; 400 when HR has not flagged them. In one transaction, holding the technician's plan lock: the technician becomes inactive, and live items that start later than now and have not been picked up are deleted, each with a history row.",
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
        description:
          "`{areas: [{areaId, areaName}]}` by name. The id of an area, as text, is what a saved item carries in `assignedBayNo` in an organization of WORK_AREA_ENABLED_ORGANIZATIONS. An organization outside the caller's data scope answers like an unknown one: no areas.",
        params: workAreasParams,
        response: { 200: workAreasResponse, 400: errorResponse },
      },
    },
    async (request) => planning.workAreas(request.params.orgunit, await request.dataScope()),
  );
};
