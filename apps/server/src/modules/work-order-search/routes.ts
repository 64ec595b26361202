import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SERVICE_ENGINEER_SCREEN_ROLES,
  WORK_ORDER_PLANNED_ITEMS_LIMIT,
  errorResponse,
  orderNumberParams,
  workOrderPlannedItemsResponse,
  workOrderSearchRequest,
  workOrderSearchResponse,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import { requestContext } from '../../plugins/auth';
import { createPlannedItemsService } from './planned-items-service';
import { createWorkOrderSearchService } from './service';

/** Work-order search (spec part 1 §2 "Work-order search", §5 "Work order number search") and the planned items of a found order. */
export const workOrderSearchRoutes: FastifyPluginAsyncZod<{ db: Db; totalBound?: number }> = async (app, { db, totalBound }) => {
  const service = createWorkOrderSearchService({ db, totalBound });
  const plannedItems = createPlannedItemsService({ db });

  app.post(
    '/api/work-order-search',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES, readOnly: true },
      schema: {
        tags: ['work-order-search'],
        summary: "Pages through the live work orders of the caller's organizations, highest order number first (compared as numbers)",
        description:
          'seriNo and modelNo are case-insensitive contains-matches (a typed Turkish ı or İ matches I), workOrderNo is the whole order number, leading zeros and surrounding spaces ignored on both sides (001000012345 finds 1000012345); onlyMDA keeps MDA orders, onlyAssigned those with a live assignment. index is the 0-based page number. totalRowCount is exact up to SEARCH_TOTAL_BOUND (default 1,000) rows; a broader filter answers the bound with totalRowCountIsLowerBound true (more rows match; pages past the bound are still served). It is counted once per filter and scope until the data changes (X-Total-Cache: hit, miss or bypass).',
        body: workOrderSearchRequest,
        response: { 200: workOrderSearchResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { answer, totalSource } = await service.search(request.body, await request.dataScope());
      reply.header('x-total-cache', totalSource);
      return answer;
    },
  );

  app.get(
    '/api/work-orders/:orderNumber/planned-items',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES },
      schema: {
        tags: ['work-order-search'],
        summary: "The planned items of one work order that are in the caller's data scope, newest start first",
        description: `What the work-order search's order drawer lists (docs/work-order-search.md). orderNumber is digits, at most 12 (else 400), matched without leading zeros (000123 is order 123; docs/decisions/0035). Live and deleted items (deleted: true) whose technician is in the caller's scope; items of technicians outside it are left out. An order unknown or outside the caller's organizations answers 404 'The work order was not found.', as GET /api/assignmentnote/workorder/{orderNumber} and GET /api/samplesWo/{orderNumber} do. At most ${WORK_ORDER_PLANNED_ITEMS_LIMIT} items; truncated is true when there are more. workOrderItemId is the orderKalemId a note is added to; id opens the item (GET /api/schedules/{id}). team is the technician's team now.`,
        params: orderNumberParams,
        response: { 200: workOrderPlannedItemsResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => plannedItems.plannedItems(request.params.orderNumber, await requestContext(request)),
  );
};
