import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVICE_ENGINEER_SCREEN_ROLES, errorResponse, workOrderSearchRequest, workOrderSearchResponse } from '@fsp/domain';
import type { Db } from '../../db/client';
import { createWorkOrderSearchService } from './service';

/** Work-order search (spec part 1 §2 "Work-order search", §5 "Work order number search"). */
export const workOrderSearchRoutes: FastifyPluginAsyncZod<{ db: Db; totalBound?: number }> = async (app, { db, totalBound }) => {
  const service = createWorkOrderSearchService({ db, totalBound });

  app.post(
    '/api/work-order-search',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES, readOnly: true },
      schema: {
        tags: ['work-order-search'],
        summary: "Pages through the live work orders of the caller's organizations, newest order number first",
        description:
          'seriNo and modelNo are case-insensitive contains-matches, workOrderNo is exact; onlyMDA keeps MDA orders, onlyAssigned those with a live assignment. index is the 0-based page number. totalRowCount is exact up to SEARCH_TOTAL_BOUND (default 1,000) rows; a broader filter answers the bound with totalRowCountIsLowerBound true (more rows match; pages past the bound are still served). It is counted once per filter and scope until the data changes (X-Total-Cache: hit, miss or bypass).',
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
};
