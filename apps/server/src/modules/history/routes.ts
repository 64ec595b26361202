import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVICE_ENGINEER_SCREEN_ROLES, errorResponse, historyExportRequest, historySearchRequest, historySearchResponse } from '@fsp/domain';
import type { Db } from '../../db/client';
import { sendWorkbook } from '../../export/xlsx-stream';
import { requestContext } from '../../plugins/auth';
import { createHistoryService } from './service';

const tags = ['history'];
const readRoute = { roles: SERVICE_ENGINEER_SCREEN_ROLES, readOnly: true } as const;


const filterDescription =
  "Items (live and deleted) of technicians in the caller's scope whose start falls within the local days [start, end] (X-Timezone-Offset zone, else the caller's country zone). organizations and teams cannot both be given. seriNo and modelNo are case-insensitive contains-matches (a typed Turkish ı or İ matches I), workOrderNo is the whole order number, leading zeros and surrounding spaces ignored on both sides.";

/** Planning history (spec part 1 §2 "Planning history", §5 "History filter") and its Excel export. */
export const historyRoutes: FastifyPluginAsyncZod<{ db: Db; exportBatchSize?: number; totalBound?: number }> = async (app, { db, exportBatchSize, totalBound }) => {
  const history = createHistoryService({ db, exportBatchSize, totalBound });

  app.post(
    '/api/history-search',
    {
      config: readRoute,
      schema: {
        tags,
        summary: 'One page of the planning history, latest start first, with the total',
        description: `${filterDescription} index is the 0-based page number. totalRowCount is exact up to SEARCH_TOTAL_BOUND (default 1,000) rows; a broader filter answers the bound with totalRowCountIsLowerBound true (more rows match; pages past the bound are still served). The result is read once per filter and scope and kept while no change concerns its rows (docs/decisions/0029; X-Total-Cache: hit, miss or bypass).`,
        body: historySearchRequest,
        response: { 200: historySearchResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { answer, totalSource } = await history.search(request.body, await requestContext(request));
      reply.header('x-total-cache', totalSource);
      return answer;
    },
  );

  app.post(
    '/api/history/export',
    {
      config: { ...readRoute, excelExport: true },
      schema: {
        tags,
        summary: 'The planning history of the filter as an .xlsx file (report_{start}-{end}.xlsx), latest start first (as the search), streamed',
        description: filterDescription,
        body: historyExportRequest,
        response: { 400: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => sendWorkbook(reply, await history.export(request.body, await requestContext(request), request.log)),
  );
};
