import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'Answers 200 only when the database answers within 2 s (on PostgreSQL through a connection of its own, so it answers while the request pool is busy)',
        description: 'For load balancers and monitoring: 503 with status unavailable when the database does not answer. Not logged below warn, so frequent probes do not fill the log.',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'database did not answer the health check');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
