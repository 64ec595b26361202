import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLANNING_EDITOR_ROLES,
  SERVICE_ENGINEER_SCREEN_ROLES,
  cancelDraftRequest,
  cancelDraftResponse,
  draftWorkOrdersRequest,
  draftWorkOrdersResponse,
  errorResponse,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { requestContext } from '../../plugins/auth';
import { createDraftsService } from './service';

const tags = ['drafts'];


/** Draft work orders raised by technicians in the field (spec part 1 §2 "Draft work orders", §4, §5 "Draft filter"). */
export const draftRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const service = createDraftsService({ db, clock });

  app.post(
    '/api/draft/work-orders',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES, readOnly: true },
      schema: {
        tags,
        summary: "One page of the draft work orders created within the local days [start, end], newest first, of technicians in the caller's scope",
        description:
          'At least one of organizations, teams, technicians is required; each given list narrows the result (technician organization, technician team, technician). seriNo is a contains-match. index is the 0-based page number.',
        body: draftWorkOrdersRequest,
        response: { 200: draftWorkOrdersResponse, 400: errorResponse },
      },
    },
    async (request) => service.workOrders(request.body, await requestContext(request)),
  );

  app.post(
    '/api/draft/cancel',
    {
      config: { roles: PLANNING_EDITOR_ROLES },
      schema: {
        tags,
        summary: 'Cancels a SAVED draft work order (it becomes CANCELLED, with a status history row)',
        description:
          "404 for a draft unknown or of a technician outside the caller's scope; 409 when it is no longer SAVED (converted, cancelled, or cancelled by someone else at the same moment). The refusal is worded in the caller's language.",
        body: cancelDraftRequest,
        response: { 200: cancelDraftResponse, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => service.cancel(request.body.id, await requestContext(request)),
  );
};
