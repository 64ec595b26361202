import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationsResponse, errorResponse, loginRequest, loginResponse, logoutResponse, tokenRequest, tokenResponse } from '@fsp/domain';
import { HttpError } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/refusal-language';
import { safeEqual } from '../../plugins/security';
import type { AuthService } from './service';
import type { Config } from '../../config';
import type { SsoService } from './sso-service';

function basicClient(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  return sep < 0 ? null : { id: decoded.slice(0, sep), secret: decoded.slice(sep + 1) };
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; sso: SsoService | null; config: Config }> = async (app, { auth, sso, config }) => {
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
        description:
          "Throttled per user name and client address together: after LOGIN_FREE_FAILURES failures (3) from one address, each next attempt for that user name from that address must wait a doubling delay (1 s, 2 s, 4 s ... up to LOGIN_BACKOFF_MAX_SECONDS) or is answered 429 with Retry-After, even with the right password (its message names the wait); an attempt held back only by others still being checked waits for them instead (several right sign-ins at once). Other addresses are not affected. app 'ci' (optional): the CI login; the code, and the token it is exchanged for, carry it, and that session acts as CI_BOARD_USER as well when the user holds neither CI_BOARD_USER, CI_COMMITTEE, POWER_USER, DISPATCHER nor OBSERVER. 403 when PASSWORD_LOGIN=disabled. A wrong password and an unknown user name get the same 401. Every refusal (401, 403, 429) is worded in the caller's language: Accept-Language, never the account's saved one, which would tell that the user name exists. Every client address is also limited to LOGIN_RATE_LIMIT_PER_MINUTE calls, counted in the database across server instances.",
        body: loginRequest,
        response: { 200: loginResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse },
      },
    },
    async (request) => ({
      code: await auth.login(request.body.username, request.body.password, request.ip, request.body.app === 'ci', requestLanguage(request)),
    }),
  );

  app.post(
    '/oauth/token',
    {
      config: { public: true, rateLimit: { max: config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a one-time code for an access token (form-encoded, Basic client authentication)',
        description:
          "grant_type authorization_code with the code of POST /auth/login (single sign-on ends at POST /auth/exchangetoken instead). A code is used once and expires after AUTH_CODE_TTL_SECONDS (60); the token lasts ACCESS_TOKEN_TTL_SECONDS (8 h) and is a CI login session when the code was asked for with app 'ci'. 401 for a client other than OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET or a client_id unlike the Basic one; 400 for an invalid, expired or used code. Limited per client address like POST /auth/login.",
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
      config: { personal: true, changesSessions: true },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the access token used for this call',
        description: "For a single sign-on session, endSessionUrl is the provider's RP-initiated logout address (open it to end the provider's session too); null otherwise.",
        response: { 200: logoutResponse },
      },
    },
    async (request) => {
      const { tokenHash } = requireUser(request);
      await auth.revoke(tokenHash);
      return { endSessionUrl: sso ? await sso.endSessionUrl(tokenHash) : null };
    },
  );

  app.get(
    '/auth/applications',
    {
      schema: {
        tags: ['auth'],
        summary: 'Applications the user may open',
        description: 'Rows of the applications table (code, name, url) by name: those without required roles and those requiring a role the user holds.',
        response: { 200: applicationsResponse },
      },
    },
    async (request) => auth.applicationsFor(requireUser(request).roles),
  );
};
