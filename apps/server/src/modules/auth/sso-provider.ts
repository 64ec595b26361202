import * as oidc from 'openid-client';
import type { Config } from '../../config';
import { publicBaseUrl } from '../../config';
import { HttpError } from '../../plugins/errors';
import type { SsoRefusalTexts } from '../../texts/sso-refusals';

/** Settings of the external OpenID Connect provider, read from the configuration (null: single sign-on is off). */
export interface SsoSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string | undefined;
  redirectUrl: string;
  postLogoutRedirectUrl: string;
  scopes: string;
}

export function ssoSettings(config: Config): SsoSettings | null {
  if (!config.OIDC_ISSUER_URL || !config.OIDC_CLIENT_ID) return null;
  const base = publicBaseUrl(config).replace(/\/+$/, '');
  return {
    issuer: new URL(config.OIDC_ISSUER_URL),
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    redirectUrl: config.OIDC_REDIRECT_URL ?? `${base}/login/start`,
    postLogoutRedirectUrl: config.OIDC_POST_LOGOUT_REDIRECT_URL ?? `${base}/logout`,
    scopes: config.OIDC_SCOPES,
  };
}

/** Plain HTTP to the provider only on this machine (tests, a local Keycloak); anything else must be HTTPS. */
function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const NETWORK_CODES = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON']);

/**
 * Turns an openid-client failure into the answer the browser gets: the provider unreachable or broken
 * -> 502, the provider refusing the code -> 400 invalid_grant, a token that fails validation -> 401 invalid_token,
 * worded in the caller's `words`. The reason (never a token) goes to the log.
 */
export function ssoFailure(error: unknown, words: SsoRefusalTexts): HttpError & { reason: string } {
  const withReason = (e: HttpError, reason: string) => Object.assign(e, { reason });
  if (error instanceof oidc.AuthorizationResponseError) {
    return withReason(new HttpError(400, words.providerError(error.error), 'access_denied'), `authorization response: ${error.error}`);
  }
  if (error instanceof oidc.ResponseBodyError) {
    if (error.status >= 500) return withReason(new HttpError(502, words.unavailable, 'temporarily_unavailable'), `provider answered ${error.status}`);
    return withReason(new HttpError(400, words.refusedCode, 'invalid_grant'), `token endpoint: ${error.error}`);
  }
  if (error instanceof TypeError || (error instanceof oidc.ClientError && NETWORK_CODES.has(error.code ?? ''))) {
    return withReason(new HttpError(502, words.unavailable, 'temporarily_unavailable'), `provider unreachable: ${error.message}`);
  }
  const detail = error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error);
  return withReason(new HttpError(401, words.unverifiable, 'invalid_token'), `token rejected: ${detail}`);
}

/**
 * The provider's metadata (discovery) and keys, looked up on first use and kept per process: they are the
 * provider's data, not ours, so instances need not agree. A failed lookup is not kept and is tried again.
 */
export function createSsoProvider(settings: SsoSettings) {
  let pending: Promise<oidc.Configuration> | null = null;

  async function discover(): Promise<oidc.Configuration> {
    const clientAuth = settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None();
    const configuration = await oidc.discovery(settings.issuer, settings.clientId, undefined, clientAuth, {
      execute: isLoopback(settings.issuer) && settings.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    // openid-client trusts an ID token from the token endpoint on TLS alone (OIDC Core 3.1.3.7 allows it);
    // we check its signature against the provider's keys as well.
    oidc.enableNonRepudiationChecks(configuration);
    return configuration;
  }

  function configuration(): Promise<oidc.Configuration> {
    pending ??= discover().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  }

  return {
    settings,
    /** The provider's authorization URL for this sign-in (authorization code with PKCE S256, state and nonce). */
    async authorizationUrl(checks: { state: string; nonce: string; codeVerifier: string }, reauthenticate = false): Promise<string> {
      const config = await configuration();
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: settings.redirectUrl,
          scope: settings.scopes,
          response_type: 'code',
          code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
          state: checks.state,
          nonce: checks.nonce,
          ...(reauthenticate ? { prompt: 'login' } : {}),
        })
        .toString();
    },

    /**
     * Redeems the code at the provider and validates the ID token (issuer, audience, signature against the
     * provider's keys, expiry, nonce) through openid-client; answers its claims, with the UserInfo claims
     * added when the ID token lacks the ones we read.
     */
    async redeem(callback: URLSearchParams, checks: { state: string; nonce: string; codeVerifier: string }, wantedClaims: readonly string[]) {
      const config = await configuration();
      const currentUrl = new URL(settings.redirectUrl);
      currentUrl.search = callback.toString();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedNonce: checks.nonce,
        expectedState: checks.state,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims || !tokens.id_token) throw new oidc.ClientError('the provider sent no ID token');
      let claims: Record<string, unknown> = { ...idClaims };
      const missing = wantedClaims.some((name) => claimAt(claims, name) === undefined);
      if (missing && config.serverMetadata().userinfo_endpoint) {
        claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...claims };
      }
      return { claims, idToken: tokens.id_token, issuer: idClaims.iss, subject: idClaims.sub };
    },

    /** RP-initiated logout: the provider's end-session URL, or null when it has none. */
    async endSessionUrl(idToken: string): Promise<string | null> {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return oidc
        .buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: settings.postLogoutRedirectUrl })
        .toString();
    },
  };
}
export type SsoProvider = ReturnType<typeof createSsoProvider>;

/** A claim by name or dotted path (realm_access.roles). */
export function claimAt(claims: Record<string, unknown>, path: string): unknown {
  if (path in claims) return claims[path];
  let value: unknown = claims;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
