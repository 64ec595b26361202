import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOutboxMessage, adminOutboxPathParams, adminOutboxQuery, adminOutboxResponse, errorResponse } from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { Delivery } from '../../delivery/delivery';
import { requestContext } from '../../plugins/auth';
import { createOutboxAdminService } from './service';

const tags = ['outbox'];

/** Delivery state of outgoing messages for administrators: what FAILED for good, and a way to try again. */
export const outboxAdminRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; delivery: Delivery }> = async (app, options) => {
  const service = createOutboxAdminService(options);

  app.get(
    '/api/admin/outbox',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags,
        summary: 'Outgoing messages in one delivery state (FAILED by default), newest first',
        description: 'Recipients are masked and bodies left out. A FAILED message used up OUTBOX_MAX_ATTEMPTS attempts; lastError is the last failure.',
        querystring: adminOutboxQuery,
        response: { 200: adminOutboxResponse, 400: errorResponse },
      },
    },
    async (request) => service.page(request.query),
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      config: { roles: ['ADMIN'] },
      schema: {
        tags,
        summary: "Sends a FAILED message again now (its attempts start over); 404 in the caller's language when the message is not FAILED",
        description: 'The message becomes PENDING with no attempts used and is handed to the transport at once; the answer shows its state after that attempt, masked as in the list.',
        params: adminOutboxPathParams,
        response: { 200: adminOutboxMessage, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => service.retry(request.params.id, await requestContext(request)),
  );
};
