import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { AuthService } from './service';
import { createSsoProvider, ssoSettings } from './sso-provider';
import { createSsoService, type SsoService } from './sso-service';

export { ssoRoutes } from './sso-routes';
export { authRoutes } from './routes';
export { createAuthService } from './service';

/** External single sign-on when OIDC_ISSUER_URL is configured, else null (the login form only). */
export function createSso(deps: { db: Db; clock: Clock; config: Config; auth: AuthService }): SsoService | null {
  const settings = ssoSettings(deps.config);
  if (!settings) return null;
  return createSsoService({
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    provider: createSsoProvider(settings),
    issueAccessToken: (userId, viaCiLogin) => deps.auth.issueAccessToken(userId, deps.config.OAUTH_CLIENT_ID, viaCiLogin),
  });
}
