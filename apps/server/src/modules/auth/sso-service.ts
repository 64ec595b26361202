import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Language } from '@fsp/domain';
import type { Db } from '../../db/client';
import { ssoLogins, ssoSessions } from '../../db/schema';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import { HttpError } from '../../plugins/errors';
import { randomToken, sha256 } from '../../plugins/security';
import { SSO_REFUSALS } from '../../texts/sso-refusals';
import { parseRoleMap, resolveAccount, type AccountRules } from './sso-accounts';
import { ssoFailure, type SsoProvider } from './sso-provider';

/** A started sign-in may be finished within this time (the user types their password at the provider). */
const SIGN_IN_TTL_MS = 10 * 60 * 1000;

export function createSsoService(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  provider: SsoProvider;
  issueAccessToken: (userId: number, viaCiLogin: boolean) => Promise<{ access_token: string; token_type: 'bearer'; expires_in: number }>;
}) {
  const { db, clock, config, provider } = deps;
  const rules: AccountRules = {
    usernameClaim: config.OIDC_USERNAME_CLAIM,
    rolesClaim: config.OIDC_ROLES_CLAIM,
    roleMap: parseRoleMap(config.OIDC_ROLE_MAP),
    unknownUsers: config.OIDC_UNKNOWN_USERS,
    newUserCountry: config.OIDC_NEW_USER_COUNTRY,
  };
  const wantedClaims = [rules.usernameClaim, ...(rules.rolesClaim ? [rules.rolesClaim] : [])];

  return {
    /**
     * Starts a sign-in: state, nonce and PKCE verifier are random and kept server-side with the hash of the
     * browser binding (the HttpOnly cookie value), so the answer is accepted once, from this browser only. Whether it
     * came through the CI login is kept there too, for the token issued at the end. `language`: the caller's, for a refusal.
     */
    async start(binding: string, options: { reauthenticate: boolean; viaCiLogin: boolean; language: Language }): Promise<string> {
      const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      let authorizationUrl: string;
      try {
        authorizationUrl = await provider.authorizationUrl(checks, options.reauthenticate);
      } catch (error) {
        throw ssoFailure(error, SSO_REFUSALS[options.language]);
      }
      const now = clock.now();
      // Housekeeping on the way: finished or abandoned sign-ins and the hints of expired sessions.
      await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, now));
      await db.delete(ssoSessions).where(lt(ssoSessions.expiresAt, now));
      await db.insert(ssoLogins).values({
        stateHash: sha256(checks.state),
        bindingHash: sha256(binding),
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        viaCiLogin: options.viaCiLogin,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SIGN_IN_TTL_MS),
      });
      return authorizationUrl;
    },

    /**
     * Finishes a sign-in with the provider's answer (code, state, iss): the started sign-in is used up first
     * (a replay finds nothing), then the code is redeemed and the ID token validated, the user found, and our
     * own access token issued exactly as POST /oauth/token does. A refusal is worded in the caller's `language`.
     */
    async finish(callback: URLSearchParams, binding: string | null, language: Language) {
      const words = SSO_REFUSALS[language];
      const state = callback.get('state') ?? '';
      const now = clock.now();
      const [started] = binding
        ? await db
            .update(ssoLogins)
            .set({ usedAt: now })
            .where(and(eq(ssoLogins.stateHash, sha256(state)), eq(ssoLogins.bindingHash, sha256(binding)), isNull(ssoLogins.usedAt), gt(ssoLogins.expiresAt, now)))
            .returning()
        : [];
      if (!started) throw Object.assign(new HttpError(400, words.unknownSignIn, 'invalid_request'), { reason: 'unknown, used or foreign state' });

      let redeemed: Awaited<ReturnType<SsoProvider['redeem']>>;
      try {
        redeemed = await provider.redeem(callback, { state, nonce: started.nonce, codeVerifier: started.codeVerifier }, wantedClaims);
      } catch (error) {
        throw ssoFailure(error, words);
      }
      const userId = await db.transaction((tx) =>
        resolveAccount(tx, rules, { issuer: redeemed.issuer, subject: redeemed.subject, claims: redeemed.claims }, now, words),
      );
      const token = await deps.issueAccessToken(userId, started.viaCiLogin);
      await db.insert(ssoSessions).values({
        tokenHash: sha256(token.access_token),
        idToken: redeemed.idToken,
        expiresAt: new Date(now.getTime() + token.expires_in * 1000),
      });
      return token;
    },

    /** Where the browser goes to end the provider's session too (RP-initiated logout), or null. */
    async endSessionUrl(tokenHash: string): Promise<string | null> {
      const [row] = await db.select({ idToken: ssoSessions.idToken }).from(ssoSessions).where(eq(ssoSessions.tokenHash, tokenHash));
      if (!row) return null;
      await db.delete(ssoSessions).where(eq(ssoSessions.tokenHash, tokenHash));
      try {
        return await provider.endSessionUrl(row.idToken);
      } catch {
        // The provider is down: our own session still ends.
        return null;
      }
    },
  };
}
export type SsoService = ReturnType<typeof createSsoService>;

/** A fresh browser binding value for the sign-in cookie. */
export const newBinding = () => randomToken();
