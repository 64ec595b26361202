import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVICE_ENGINEER_SCREEN_ROLES, errorResponse, sampleExportRequest, sampleSearchRequest, sampleSearchResponse } from '@fsp/domain';
import type { Db } from '../../db/client';
import { sendWorkbook } from '../../export/xlsx-stream';
import { requestContext } from '../../plugins/auth';
import { createSampleService } from './service';

/** Oil-sample (SOS) search (spec part 2 §2 "Sample search", §7 "Activity and samples"). */
export const sampleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createSampleService({ db });

  app.post(
    '/api/sample-search',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES, readOnly: true },
      schema: {
        tags: ['samples'],
        summary: "One page of the oil samples taken by the caller's technicians, latest first, with the total",
        description:
          "Samples of technicians of the caller's teams taken within the local days [startDate, endDate] (YYYYMMDD or YYYY-MM-DD; X-Timezone-Offset zone, else the caller's " +
          'country zone). teams narrows to some of the caller\'s teams (another team is a 400); bpNo is exact; startSampleNumber..endSampleNumber is an inclusive range ' +
          '(each ≤ 16 characters; end before start is a 400): when every given bound is digits only it is a range of numbers (9..12 holds 10, 0011 is 11) and ' +
          'leaves out sample numbers with other characters; a bound with other characters compares the texts; dealerBranch (≤ 100), shopJobNo (≤ 40) and serialNumber (≤ 30) are contains-matches; lastUpdateTime (epoch ms) keeps samples taken after it. ' +
          'totalRowCount is exact; it is counted once per filter and scope until a sample or technician changes (X-Total-Cache: hit, miss or bypass).',
        body: sampleSearchRequest,
        response: { 200: sampleSearchResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { answer, totalSource } = await service.search(request.body, await requestContext(request));
      reply.header('x-total-cache', totalSource);
      return answer;
    },
  );

  app.post(
    '/api/sample-search/export',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES, readOnly: true, excelExport: true },
      schema: {
        tags: ['samples'],
        summary: "The samples of the filter as an .xlsx file (samples_{startDate}-{endDate}.xlsx) in the caller's language, latest first, streamed",
        description:
          'The sample filter without index and limit, checked as for /api/sample-search. Every field the sample drawer shows, the fluid grade, MDA and the ' +
          "lab's note too. The sheet name, the column headers and the fluid-changed and MDA " +
          "yes/no are in the caller's language (users.cultureName: en, tr, ru, az, ge; English otherwise); the English headers are SAMPLE_EXPORT_HEADERS " +
          'and the file name stays samples_{startDate}-{endDate}.xlsx. Users whose only role is CI_BOARD_USER get a 403 (spec part 2 §6).',
        body: sampleExportRequest,
        response: { 400: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => sendWorkbook(reply, await service.export(request.body, await requestContext(request), request.log)),
  );
};
