import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, applications, authCodes, loginFailures, users } from '../../db/schema';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import { HttpError } from '../../plugins/errors';
import { randomToken, sha256, verifyPassword } from '../../plugins/security';
import type { Role } from '@fsp/domain';

export const LOGIN_FAILED_MESSAGE = 'Can not authenticate, please try again.';

export function createAuthService(deps: { db: Db; clock: Clock; config: Config }) {
  const { db, clock, config } = deps;

  async function recentFailures(username: string): Promise<number> {
    const since = new Date(clock.now().getTime() - config.LOGIN_FAILURE_WINDOW_SECONDS * 1000);
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username), gt(loginFailures.failedAt, since)));
    return row?.n ?? 0;
  }

  return {
    /** Checks the password and hands out a one-time code; failures are counted per user name across instances. */
    async login(rawUsername: string, password: string): Promise<string> {
      const username = rawUsername.trim().toLowerCase();
      if ((await recentFailures(username)) >= config.LOGIN_MAX_FAILURES_PER_USER) {
        throw new HttpError(429, 'Too many failed attempts. Please wait a few minutes and try again.');
      }
      const [user] = await db.select().from(users).where(eq(users.username, username));
      const ok = await verifyPassword(password, user?.active ? user.passwordHash : null);
      if (!user || !ok) {
        await db.insert(loginFailures).values({ username, failedAt: clock.now() });
        throw new HttpError(401, LOGIN_FAILED_MESSAGE, 'Unauthorized');
      }
      await db.delete(loginFailures).where(eq(loginFailures.username, username));
      const code = randomToken();
      const now = clock.now();
      await db.insert(authCodes).values({
        codeHash: sha256(code),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + config.AUTH_CODE_TTL_SECONDS * 1000),
      });
      return code;
    },

    /** Redeems a code once; a second use, an unknown or an expired code is invalid_grant. */
    async exchangeCode(code: string, clientId: string) {
      const now = clock.now();
      const [used] = await db
        .update(authCodes)
        .set({ usedAt: now })
        .where(and(eq(authCodes.codeHash, sha256(code)), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
        .returning({ userId: authCodes.userId });
      if (!used) throw new HttpError(400, 'The authorization code is invalid, expired or already used.', 'invalid_grant');
      const token = randomToken();
      await db.insert(accessTokens).values({
        tokenHash: sha256(token),
        userId: used.userId,
        clientId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + config.ACCESS_TOKEN_TTL_SECONDS * 1000),
      });
      return { access_token: token, token_type: 'bearer' as const, expires_in: config.ACCESS_TOKEN_TTL_SECONDS };
    },

    async revoke(tokenHash: string) {
      await db.update(accessTokens).set({ revokedAt: clock.now() }).where(eq(accessTokens.tokenHash, tokenHash));
    },

    async applicationsFor(roles: readonly Role[]) {
      const rows = await db.select().from(applications).orderBy(applications.name);
      return rows
        .filter((a) => a.requiredRoles.length === 0 || a.requiredRoles.some((r) => roles.includes(r as Role)))
        .map(({ code, name, url }) => ({ code, name, url }));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
