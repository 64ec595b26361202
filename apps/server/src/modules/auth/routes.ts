import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationsResponse, errorResponse, loginRequest, loginResponse, tokenRequest, tokenResponse } from '@fsp/domain';
import { HttpError } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { safeEqual } from '../../plugins/security';
import type { AuthService } from './service';
import type { Config } from '../../config';

function basicClient(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  return sep < 0 ? null : { id: decoded.slice(0, sep), secret: decoded.slice(sep + 1) };
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; config: Config }> = async (app, { auth, config }) => {
  app.post(
    '/auth/login',
    {
      config: {
        public: true,
        rateLimit: { max: config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Check user name and password; returns a one-time code for POST /oauth/token',
        body: loginRequest,
        response: { 200: loginResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request) => ({ code: await auth.login(request.body.username, request.body.password) }),
  );

  app.post(
    '/oauth/token',
    {
      config: { public: true, rateLimit: { max: config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a one-time code for an access token (form-encoded, Basic client authentication)',
        consumes: ['application/x-www-form-urlencoded'],
        body: tokenRequest,
        response: { 200: tokenResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const client = basicClient(request.headers.authorization);
      const clientOk =
        client !== null &&
        safeEqual(client.id, config.OAUTH_CLIENT_ID) &&
        safeEqual(client.secret, config.OAUTH_CLIENT_SECRET) &&
        request.body.client_id === client.id;
      if (!clientOk) throw new HttpError(401, 'Unknown client or wrong client secret.', 'invalid_client');
      return auth.exchangeCode(request.body.code, client.id);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { personal: true },
      schema: { tags: ['auth'], summary: 'Revoke the access token used for this call', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auth.revoke(requireUser(request).tokenHash);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/applications',
    { schema: { tags: ['auth'], summary: 'Applications the user may open', response: { 200: applicationsResponse } } },
    async (request) => auth.applicationsFor(requireUser(request).roles),
  );

  app.post(
    '/auth/exchangetoken',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'External single sign-on token exchange (not configured yet)', response: { 501: errorResponse } },
    },
    async (_request, reply) =>
      reply.code(501).send({
        statusCode: 501,
        error: 'Not Implemented',
        message: 'External single sign-on is not configured on this server. Use the login form.',
      }),
  );
};
