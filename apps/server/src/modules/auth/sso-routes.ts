import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponse, exchangeTokenRequest, loginOptionsResponse, ssoAuthorizeRequest, ssoAuthorizeResponse, tokenResponse } from '@fsp/domain';
import { HttpError } from '../../plugins/errors';
import { requestLanguage } from '../../plugins/refusal-language';
import { SSO_REFUSALS } from '../../texts/sso-refusals';
import type { Config } from '../../config';
import { newBinding, type SsoService } from './sso-service';

/** The browser binding of a started sign-in: HttpOnly, sent only to /auth, never readable by scripts. */
const BINDING_COOKIE = 'fsp_sso_binding';
const BINDING_MAX_AGE_SECONDS = 600;

function readBinding(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${BINDING_COOKIE}=([A-Za-z0-9_-]{32,64})(?:;|$)`).exec(header);
  return match ? match[1] : null;
}

function setBinding(request: FastifyRequest, reply: FastifyReply, value: string) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${BINDING_COOKIE}=${value}; Path=/auth; Max-Age=${BINDING_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
}

/** Both calls' per-address limit as the API description states it; the login page names the Retry-After wait. */
const LIMIT_NOTE =
  ' Every client address may make LOGIN_RATE_LIMIT_PER_MINUTE calls a minute to each, counted in the database across server instances; past that 429 with Retry-After, the seconds left in that minute.';

/** No one is signed in yet: a refusal follows Accept-Language, as the password sign-in's. */
const notConfigured = (request: FastifyRequest) => new HttpError(501, SSO_REFUSALS[requestLanguage(request)].notConfigured, 'Not Implemented');

export const ssoRoutes: FastifyPluginAsyncZod<{ sso: SsoService | null; config: Config }> = async (app, { sso, config }) => {
  const rateLimit = { max: config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    '/auth/login-options',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Which ways of signing in this server offers (password form, external single sign-on)',
        description:
          'passwordLogin is false when PASSWORD_LOGIN=disabled; sso is true when OIDC_ISSUER_URL is set, and ssoProviderName (OIDC_PROVIDER_NAME) names the login button. The login page reads it before anyone signs in.',
        response: { 200: loginOptionsResponse },
      },
    },
    async () => ({ passwordLogin: config.PASSWORD_LOGIN === 'enabled', sso: sso !== null, ssoProviderName: config.OIDC_PROVIDER_NAME }),
  );

  app.post(
    '/auth/sso/authorize',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Start a single sign-on: answers the provider URL to open (authorization code with PKCE, state and nonce)',
        description:
          "Sets an HttpOnly cookie binding the sign-in to this browser; POST /auth/exchangetoken accepts the answer only with it, once, within 10 minutes. app 'ci' (optional, the CI login) is kept with the started sign-in: the token POST /auth/exchangetoken issues is a CI login session, as with POST /auth/login. 502 when the provider cannot be reached." +
          LIMIT_NOTE,
        body: ssoAuthorizeRequest,
        response: { 200: ssoAuthorizeResponse, 400: errorResponse, 429: errorResponse, 501: errorResponse, 502: errorResponse },
      },
    },
    async (request, reply) => {
      if (!sso) throw notConfigured(request);
      // One binding per browser, reused, so sign-ins started in two tabs both finish.
      const binding = readBinding(request) ?? newBinding();
      const authorizationUrl = await sso.start(binding, { reauthenticate: request.body?.reauthenticate ?? false, viaCiLogin: request.body?.app === 'ci', language: requestLanguage(request) });
      setBinding(request, reply, binding);
      return { authorizationUrl };
    },
  );

  app.post(
    '/auth/exchangetoken',
    {
      config: { public: true, rateLimit },
      schema: {
        tags: ['auth'],
        summary: "Finish a single sign-on: the provider's answer (code, state, iss) for our access token, as POST /oauth/token answers",
        description:
          'The code is redeemed at the provider and its ID token validated (issuer, audience, signature, expiry, nonce). 400: unknown, used or foreign state, or a code the provider refuses; 401: a token that fails validation; 403: an account with no portal user (unless OIDC_UNKNOWN_USERS=create) or an inactive one; 502: the provider cannot be reached; 501: single sign-on is not configured. Refusals are worded in the language of Accept-Language; their error codes stay as they are.' + LIMIT_NOTE,
        body: exchangeTokenRequest,
        response: { 200: tokenResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse, 501: errorResponse, 502: errorResponse },
      },
    },
    async (request) => {
      if (!sso) throw notConfigured(request);
      const callback = new URLSearchParams(Object.entries(request.body).filter((e): e is [string, string] => typeof e[1] === 'string'));
      try {
        return await sso.finish(callback, readBinding(request), requestLanguage(request));
      } catch (error) {
        const reason = (error as { reason?: unknown }).reason;
        // The reason only: never the code, the state or a token.
        if (typeof reason === 'string') request.log.warn({ reason, status: (error as HttpError).statusCode }, 'single sign-on refused');
        throw error;
      }
    },
  );
};
