import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  SERVICE_ENGINEER_SCREEN_ROLES,
  ciBoardUserResponse,
  ciConfigResponse,
  ciDetailResponse,
  ciExportRequest,
  ciListRequest,
  ciListResponse,
  ciOrganizationsResponse,
  ciSaveResponse,
  ciSyncRequest,
  ciSyncResponse,
  errorResponse,
  positiveIdParams,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { BlobStore } from '../../blobs/blob-store';
import type { Delivery } from '../../delivery/delivery';
import { sendWorkbook } from '../../export/xlsx-stream';
import { requestContext } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { contentDisposition } from '../../blobs/content-disposition';
import { createCiReadService } from './service';
import { createCiSaveService } from './save';
import { createCiExport } from './export';
import { readCiUpload } from './upload';

const tags = ['ci-board'];
const read = { roles: SERVICE_ENGINEER_SCREEN_ROLES, readOnly: true } as const;
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };
/** The version a form opened, as an entity tag: the suggestion's updatedDate (epoch ms), quoted or not. */
const openedVersion = z.object({
  'if-match': z
    .string()
    .trim()
    .regex(/^(W\/)?"?\d{1,15}"?$/, 'If-Match must be the suggestion\'s updatedDate')
    .transform((v) => Number(v.replace(/\D/g, '')))
    .optional(),
});
const filterDescription =
  "Suggestions of the caller's CI organizations (docs/ci-board.md) plus their own. Dates are YYYYMMDD, whole local days (X-Timezone-Offset zone, else the caller's country zone); an end before its start is a 400. userName (upper-cased) matches the author's user name exactly or part of their full name. suggestionTypeList holds waste or ISG type codes. workOrderNo is the whole order number, leading zeros and surrounding spaces ignored on both sides. Organizations outside the caller's scope are ignored.";

export interface CiBoardOptions {
  db: Db;
  clock: Clock;
  blobs: BlobStore;
  delivery: Delivery;
  exportBatchSize?: number;
}

/** The continuous-improvement board (spec part 2 §2 "CI board", §7 "CI board"; docs/ci-board.md). */
export const ciBoardRoutes: FastifyPluginAsyncZod<CiBoardOptions> = async (app, deps) => {
  const reads = createCiReadService({ db: deps.db });
  const saves = createCiSaveService({ ...deps, read: reads });
  const exportCi = createCiExport(reads, deps.exportBatchSize);
  // Only this area takes multipart bodies (the plugin is encapsulated in this scope).
  await app.register(multipart);

  app.get(
    '/api/ci-config',
    {
      config: read,
      schema: {
        tags,
        summary: 'What the board needs first: countries to choose (kg excluded), default and previous country, file limits, page sizes, whether export is offered',
        description:
          "countries are those of the caller's CI organizations (docs/ci-board.md \"Who sees what\"); defaultCountry is the caller's own when offered, else the first; previousCountry that of the caller's latest suggestion. exportAllowed is false for users whose only role is CI_BOARD_USER.",
        response: { 200: ciConfigResponse },
      },
    },
    async (request) => reads.config(await requestContext(request)),
  );

  app.get(
    '/api/ciAuthorizedOrganizations',
    {
      config: read,
      schema: {
        tags,
        summary: 'Organizations the caller may see and file suggestions for (the CI scope)',
        description:
          "ADMIN and POWER_USER: every organization; CI_COMMITTEE: every organization of its own country and its teams' countries; others: their teams' organizations, or those of their own country when they have no team.",
        response: { 200: ciOrganizationsResponse },
      },
    },
    async (request) => reads.organizations(await requestContext(request)),
  );

  app.post(
    '/api/ciBoard/list',
    { config: read, schema: { tags, summary: 'One page of suggestions, newest first, with the total', description: `${filterDescription} index is the 0-based page; limit 10, 25 (default), 50 or 100. totalRowCount is exact; it is counted once per filter and scope until a suggestion or user changes (X-Total-Cache: hit, miss or bypass).`, body: ciListRequest, response: { 200: ciListResponse, 400: errorResponse } } },
    async (request, reply) => {
      const { answer, totalSource } = await reads.list(request.body, await requestContext(request));
      reply.header('x-total-cache', totalSource);
      return answer;
    },
  );

  app.post(
    '/api/ciBoard/export',
    {
      config: { ...read, excelExport: true },
      schema: {
        tags,
        summary: 'The suggestions of the filter as a streamed .xlsx (report_{createdDateStart}-{createdDateEnd}.xlsx), newest first; 403 for users whose only role is CI_BOARD_USER',
        description: `${filterDescription} The workbook is written in the caller's language (users.cultureName; English otherwise): sheet name, column headers, the kind (waste/ISG) and yes/no as on the board, status, department, types and grading from the localisation maps; texts people typed stay as typed.`,
        body: ciExportRequest,
        response: { 400: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => sendWorkbook(reply, await exportCi(request.body, await requestContext(request), request.log)),
  );

  app.post(
    '/api/ciBoard/sync',
    {
      config: read,
      schema: {
        tags,
        summary: 'What changed on the board since the last look: ids of visible suggestions updated after `since` (epoch ms, the previous serverTime), and the new serverTime',
        description: 'The open board calls it every 30 seconds and offers to reload when something changed (docs/ci-board.md "Sync"). It only reads.',
        body: ciSyncRequest,
        response: { 200: ciSyncResponse, 400: errorResponse },
      },
    },
    async (request) => reads.sync(request.body, await requestContext(request), deps.clock.now()),
  );

  app.post(
    '/api/ciBoard/update',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES },
      schema: {
        tags,
        summary: 'Creates (no id) or updates a suggestion: multipart/form-data with the JSON part ciBoardDatum and at most one file',
        description:
          "ciBoardDatum: id, committeeNote, userNote, status, gradingType, wasteType, isgType, orgunit, department, problem, proposal, bestPractice, isGraded, dueDate (YYYYMMDD). The file (png, jpg, gif, webp, pdf, docx, xlsx, pptx, txt; 10 MB at most) replaces the previous one. Authors edit their own suggestion while it waits for approval; only CI_COMMITTEE changes the review fields, following the transition table of docs/ci-board.md. An update may send If-Match with the updatedDate it was edited from: when someone saved the suggestion since, it answers 412 and stores nothing. A refusal's message is in the caller's language (users.cultureName; English otherwise).",
        consumes: ['multipart/form-data'],
        headers: openedVersion,
        response: { 200: ciSaveResponse, ...errors, 412: errorResponse },
      },
    },
    async (request) => {
      const ctx = await requestContext(request);
      const { datum, file } = await readCiUpload(request, ctx);
      return saves.save(datum, file, ctx, request.headers['if-match'] ?? null);
    },
  );

  app.get(
    '/api/ciBoard/getCIBoardUser/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'The caller, or the author of a suggestion the caller may see (by user id)',
        description: 'Identifier, user name, full name, e-mail and country. Any other user answers 404 like an unknown id.',
        params: positiveIdParams,
        response: { 200: ciBoardUserResponse, ...errors },
      },
    },
    async (request) => reads.boardUser(request.params.id, await requestContext(request)),
  );

  app.get(
    '/api/ciBoard/getCIAttachmentById',
    {
      config: read,
      schema: {
        tags,
        summary: 'The file of a suggestion the caller may see; the id is the query parameter `id`',
        description:
          'Always a download (Content-Disposition: attachment, nosniff, a sandboxing CSP). A file of a suggestion outside the CI scope answers 404 like an unknown one, as does a file missing from the store.',
        querystring: z.object({ id: z.uuid('id must be an attachment id') }),
        response: { 200: z.any().describe('The file (Content-Disposition: attachment)'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await reads.file(request.query.id, await requestContext(request));
      const opened = await deps.blobs.open(file.blobKey);
      if (!opened) throw notFound();
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('content-length', String(opened.sizeBytes))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(opened.stream);
    },
  );

  app.get(
    '/api/ciBoard/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One suggestion with its status history (oldest first)',
        description: "The suggestion as the list answers it (status label in the caller's language, files, suggested technicians). An id outside the caller's CI scope answers 404 like an unknown one.",
        params: positiveIdParams,
        response: { 200: ciDetailResponse, ...errors },
      },
    },
    async (request) => reads.detail(request.params.id, await requestContext(request)),
  );
};
