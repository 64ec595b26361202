import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

/**
 * A real OpenID Connect provider (the oidc-provider package) on localhost for the single sign-on tests.
 * Its built-in sign-in form accepts any login and password; the login is the account id, and the
 * account's claims come from `accounts` (default: preferred_username = login, a verified e-mail).
 * Consent is given automatically (a first-party client). `tamperIdToken` lets a test alter the ID token
 * the token endpoint answers, as an attacker in the middle would.
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's signing key (private): to forge tokens that are validly signed but wrong in a claim. */
  signingKey: JWK;
  accounts: Map<string, Record<string, unknown>>;
  tamperIdToken: ((idToken: string) => Promise<string> | string) | null;
  /** Sessions ended at the provider (RP-initiated logout), by account id. */
  endedSessions: string[];
  close(): Promise<void>;
}

export async function startOidcProvider(options: { redirectUris: string[]; postLogoutRedirectUris: string[]; port?: number }): Promise<TestOidcProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, Record<string, unknown>>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'field-service-portal';
  const clientSecret = 'test-client-secret-of-the-portal';
  const endedSessions: string[] = [];

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
      roles: ['roles'],
    },
    scopes: ['openid', 'profile', 'email', 'roles'],
    // The claims go into the ID token itself, as Entra ID and Keycloak do by default.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = `<!DOCTYPE html><html><head><title>Sign out</title></head><body><h1>Sign out of the test provider?</h1>${form}<button type="submit" form="op.logoutForm" value="yes" name="logout" data-testid="op-logout-yes">Yes, sign me out</button></body></html>`;
        },
      },
    },
    async findAccount(_ctx, id) {
      const claims = { sub: id, preferred_username: id, email: `${id}@sso.example.test`, email_verified: true, name: id, ...accounts.get(id) };
      return { accountId: id, claims: async () => claims };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { session, client, provider: op } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const known = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (known) return op.Grant.find(known);
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email roles');
      await grant.save();
      return grant;
    },
  });
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) => endedSessions.push(String(ctx.oidc.session?.accountId ?? '')));

  const handle: TestOidcProvider = {
    issuer,
    clientId,
    clientSecret,
    signingKey,
    accounts,
    tamperIdToken: null,
    endedSessions,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && handle.tamperIdToken && body?.id_token) ctx.body = { ...body, id_token: await handle.tamperIdToken(body.id_token) };
  });
  server.on('request', provider.callback());
  return handle;
}

/**
 * Signs in at the provider the way a browser would (its sign-in form, cookies, redirects) and answers the
 * query of the redirect back to the portal: code, state and iss.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<URLSearchParams> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return res;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 10; step++) {
    const res = await send(url);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).toString();
      if (next.startsWith(redirectUri)) return new URL(next).searchParams;
      url = next;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider answered ${res.status} without a form: ${html.slice(0, 300)}`);
    const submitted = await send(new URL(action.replace(/&amp;/g, '&'), url).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    const after = submitted.headers.get('location');
    if (!after) throw new Error(`the provider's sign-in form answered ${submitted.status}`);
    url = new URL(after, url).toString();
  }
  throw new Error('no redirect back to the portal');
}

/** The portal as the single sign-on tests name it (its redirect and logout addresses registered at the provider). */
export const TEST_PORTAL = 'http://portal.test';
export const TEST_PORTAL_REDIRECT = `${TEST_PORTAL}/login/start`;
export const TEST_PORTAL_LOGOUT = `${TEST_PORTAL}/logout`;

/** The portal's single sign-on settings for `provider`. */
export const portalSsoConfig = (provider: TestOidcProvider) => ({
  OIDC_ISSUER_URL: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  OIDC_REDIRECT_URL: TEST_PORTAL_REDIRECT,
  OIDC_POST_LOGOUT_REDIRECT_URL: TEST_PORTAL_LOGOUT,
  OIDC_SCOPES: 'openid profile email roles',
});

/** A local port nothing listens on (taken and given back): a provider that cannot be reached. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
