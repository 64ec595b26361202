import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVICE_ENGINEER_SCREEN_ROLES, errorResponse, technicianActivitySearchRequest, technicianActivitySearchResponse } from '@fsp/domain';
import type { Db } from '../../db/client';
import { LIVE_CHANNELS, openEventStream, type EventStream, type LiveEvents } from '../../live';
import { requestContext } from '../../plugins/auth';
import { admits } from '../../plugins/scope';
import { createActivityService } from './service';

const tags = ['activity'];

/** Technician activity history (spec part 2 §2 "Activity history", §7 "Activity and samples"). */
export const activityRoutes: FastifyPluginAsyncZod<{ db: Db; live: LiveEvents }> = async (app, { db, live }) => {
  const service = createActivityService({ db });
  const streams = new Set<EventStream>();
  // Open streams would hold the server's shutdown: they end first, and their pages reconnect elsewhere.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.post(
    '/api/technician-activities-search',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES, readOnly: true },
      schema: {
        tags,
        summary: "One page of the activity of the caller's teams, newest first, with the total",
        description:
          "Events of the caller's teams (the technician's team when it happened) within the local days [startDate, endDate] (YYYYMMDD or YYYY-MM-DD; " +
          "X-Timezone-Offset zone, else the caller's country zone). techBpNo, customerNumber and status are exact; workOrderNo is the whole order number, leading zeros and " +
          'surrounding spaces ignored on both sides; customer (Turkish-aware) and serialNumber are contains-matches. lastUpdateTime (epoch ms) keeps rows that happened after it. cursor (a previous answer\'s cursor) returns, instead ' +
          'of the page, up to 500 rows recorded since that answer, whenever they happened; rows a client already has may come again and are told apart by id. ' +
          'totalRowCount is always the whole filter\'s count; it is counted once per filter and scope until new activity is recorded (X-Total-Cache: hit, miss or bypass).',
        body: technicianActivitySearchRequest,
        response: { 200: technicianActivitySearchResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { answer, totalSource } = await service.search(request.body, await requestContext(request));
      reply.header('x-total-cache', totalSource);
      return answer;
    },
  );

  app.get(
    '/api/live/activity',
    {
      config: { roles: SERVICE_ENGINEER_SCREEN_ROLES, readOnly: true },
      schema: {
        tags,
        summary: "Server-sent events: activity of the caller's teams was committed",
        description:
          'A text/event-stream that stays open. Each `activity` event (data {"teamIds": [...]}, empty = any team) says that activity of those teams ' +
          'was committed on some server instance; the page then asks POST /api/technician-activities-search with its cursor. A comment line every 25 s ' +
          'keeps the stream open. After a reconnect the page asks by cursor once, so nothing is missed.',
      },
    },
    async (request, reply) => {
      const { scope } = await requestContext(request);
      // Listen before answering: once the page sees the stream open, no commit can slip past it.
      // Assigned once, after the listener that reads it is registered (prefer-const cannot see the order).
      // eslint-disable-next-line prefer-const
      let stream: EventStream | undefined;
      const unsubscribe = await live.subscribe(LIVE_CHANNELS.activity, (payload) => {
        const teamIds = payload ? payload.split(',').map(Number) : [];
        if (teamIds.length === 0 || teamIds.some((id) => admits.team(scope, id))) stream?.send('activity', { teamIds: teamIds.filter((id) => admits.team(scope, id)) });
      });
      const opened = openEventStream(request, reply);
      stream = opened;
      streams.add(opened);
      opened.onClose(() => {
        unsubscribe();
        streams.delete(opened);
      });
    },
  );
};
