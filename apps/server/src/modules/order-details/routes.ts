import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PLANNING_EDITOR_ROLES,
  SERVICE_ENGINEER_SCREEN_ROLES,
  assignmentNote,
  assignmentNotesResponse,
  attachmentIdParams,
  attachmentListResponse,
  createNoteRequest,
  draftIdParams,
  errorResponse,
  orderNumberParams,
  partManagementRequest,
  partManagementResponse,
  positiveIdParams,
  scheduleDetailResponse,
  simsInfoResponse,
  sosSamplesResponse,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { BlobStore } from '../../blobs/blob-store';
import { requestContext } from '../../plugins/auth';
import { createOrderDetailsService, type AttachmentDownload } from './service';

const tags = ['order-details'];
const read = { roles: SERVICE_ENGINEER_SCREEN_ROLES };
const errors = { 400: errorResponse, 404: errorResponse };


/**
 * A stored file, never rendered by the browser as a page of ours: allow-listed type (else octet-stream),
 * always `attachment`, no sniffing, and a sandboxing CSP for SVG and anything else that could run script.
 */
function sendFile(reply: FastifyReply, file: AttachmentDownload) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', file.contentDisposition)
    .header('content-length', String(file.sizeBytes))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

const fileResponse = {
  200: z.any().describe('The file (allow-listed content type, Content-Disposition: attachment)'),
  ...errors,
  413: errorResponse,
};

/** The order drawer's tabs (spec part 1 §2 "Order drawer", §7): history, attachments, notes, SIMS, SOS, parts. */
export const orderDetailsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; blobs: BlobStore }> = async (app, deps) => {
  const service = createOrderDetailsService(deps);

  app.get(
    '/api/schedules/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "One assignment of a technician in the caller's scope, with its status history (oldest first) and its files",
        description:
          "orderType is workorder, training or vacation; shouldBeDeleted is true when the assignment is flagged for deletion, or it, its item or its order was deleted. An id outside the caller's scope answers 404 like an unknown one.",
        params: positiveIdParams,
        response: { 200: scheduleDetailResponse, ...errors },
      },
    },
    async (request) => service.schedule(request.params.id, await requestContext(request)),
  );

  app.get(
    '/api/draft/attachments/:draftId',
    {
      config: read,
      schema: {
        tags,
        summary: "Files of a draft work order whose technician is in the caller's scope, oldest first",
        description: "The list only; GET /api/draft/attachment/{id} sends a file. An id outside the caller's scope answers 404 like an unknown one.",
        params: draftIdParams,
        response: { 200: attachmentListResponse, ...errors },
      },
    },
    async (request) => service.draftAttachments(request.params.draftId, await requestContext(request)),
  );

  app.get(
    '/api/attachment/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'The content of an assignment file (from the blob store)',
        description:
          "Always a download (Content-Disposition: attachment, nosniff, a sandboxing CSP), with an allow-listed content type, else application/octet-stream. 404 for an unknown file, one outside the caller's scope or one missing from the store; 413 above ATTACHMENT_MAX_BYTES.",
        params: attachmentIdParams,
        response: fileResponse,
      },
    },
    async (request, reply) => sendFile(reply, await service.attachment(request.params.id, 'assignment', await requestContext(request))),
  );

  app.get(
    '/api/draft/attachment/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'The content of a draft work order file (the draft variant; its path is not in the spec)',
        description: 'Sent as GET /api/attachment/{id} sends an assignment file: a download, 404 out of scope or missing, 413 above ATTACHMENT_MAX_BYTES.',
        params: attachmentIdParams,
        response: fileResponse,
      },
    },
    async (request, reply) => sendFile(reply, await service.attachment(request.params.id, 'draft', await requestContext(request))),
  );

  app.get(
    '/api/assignmentnote/workorder/:orderNumber',
    {
      config: read,
      schema: {
        tags,
        summary: 'Notes on every item of the work order, newest first',
        description:
          "The number is matched without leading zeros (000123 is order 123, docs/decisions/0035). An order of an organization outside the caller's scope answers 404 like an unknown one.",
        params: orderNumberParams,
        response: { 200: assignmentNotesResponse, ...errors },
      },
    },
    async (request) => service.notes(request.params.orderNumber, await requestContext(request)),
  );

  for (const url of ['/api/assignmentnote/', '/api/assignmentnote']) {
    app.post(
      url,
      {
        config: { roles: PLANNING_EDITOR_ROLES },
        schema: {
          tags,
          summary: 'Adds a note (at most 255 characters) to a work-order item (orderKalemId); createdBy is the caller',
          description: "Registered with and without the trailing slash. A createdBy in the body is ignored. An item outside the caller's scope answers 404 like an unknown one.",
          body: createNoteRequest,
          response: { 200: assignmentNote, ...errors },
        },
      },
      async (request) => service.addNote(request.body, await requestContext(request)),
    );
  }

  app.get(
    '/api/simsInfo/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Parts-replacement (SIMS) records of an assignment',
        description: "The id is the assignment's. An id outside the caller's scope answers 404 like an unknown one.",
        params: positiveIdParams,
        response: { 200: simsInfoResponse, ...errors },
      },
    },
    async (request) => service.sims(request.params.id, 'assignment', await requestContext(request)),
  );

  app.get(
    '/api/draft/simsInfo/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Parts-replacement (SIMS) records of a draft work order',
        description: "The id is the draft's. An id outside the caller's scope answers 404 like an unknown one.",
        params: positiveIdParams,
        response: { 200: simsInfoResponse, ...errors },
      },
    },
    async (request) => service.sims(request.params.id, 'draft', await requestContext(request)),
  );

  app.get(
    '/api/samplesWo/:orderNumber',
    {
      config: read,
      schema: {
        tags,
        summary: 'Oil samples (SOS) of the work order, newest first',
        description:
          "The number is matched without leading zeros (000123 is order 123, docs/decisions/0035); the samples are those reported for the number the order is stored with. An order of an organization outside the caller's scope answers 404 like an unknown one.",
        params: orderNumberParams,
        response: { 200: sosSamplesResponse, ...errors },
      },
    },
    async (request) => service.samples(request.params.orderNumber, await requestContext(request)),
  );

  app.post(
    '/api/partmanagements',
    {
      config: { ...read, readOnly: true },
      schema: {
        tags,
        summary: 'Part lines of the work orders (all in the caller\'s scope, else 404)',
        description: 'A read sent as POST for its list of order numbers (OBSERVER may call it). The 404 names the order numbers that are unknown or outside the scope.',
        body: partManagementRequest,
        response: { 200: partManagementResponse, ...errors },
      },
    },
    async (request) => service.parts(request.body.workOrderNumbers, await requestContext(request)),
  );
};
