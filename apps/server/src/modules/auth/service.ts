import { and, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, applications, authCodes, loginFailures, users } from '../../db/schema';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import { HttpError, WaitRefused, englishSeconds } from '../../plugins/errors';
import { refusalWords } from '../../plugins/refusal-language';
import { randomToken, sha256, verifyPassword } from '../../plugins/security';
import type { Language, Role } from '@fsp/domain';

export const LOGIN_FAILED_MESSAGE = 'Can not authenticate, please try again.';
export const PASSWORD_LOGIN_DISABLED = 'Password login is turned off on this server. Please sign in with single sign-on.';

/** First key of the login throttle's advisory locks (the second is the hash of user name and address). */
const LOGIN_THROTTLE_LOCK = 1_279_870_798;

/** Longest a sign-in waits for the pair's attempts still being checked (a password check takes ~0.1 s). */
const PENDING_ATTEMPT_MAX_MS = 5_000;
const PENDING_POLL_MS = 50;

/** The throttle's 429 in the caller's language, naming the seconds to wait (sent as Retry-After). */
class LoginThrottled extends WaitRefused {
  constructor(retryAfterSeconds: number, language: Language) {
    const words = refusalWords(language);
    super(retryAfterSeconds, (seconds) => words?.tooManyFailedLogins(seconds) ?? `Too many failed attempts. Please wait ${englishSeconds(seconds)} and try again.`);
  }
}

export function createAuthService(deps: { db: Db; clock: Clock; config: Config }) {
  const { db, clock, config } = deps;

  /** Seconds the next attempt must wait after `failures` recent failures (0: none). */
  function backoffSeconds(failures: number): number {
    if (failures < config.LOGIN_FREE_FAILURES) return 0;
    return Math.min(2 ** (failures - config.LOGIN_FREE_FAILURES), config.LOGIN_BACKOFF_MAX_SECONDS);
  }

  /**
   * Throttle per user name and client address together (OWASP: no hard lockout an attacker can aim at
   * someone else): after LOGIN_FREE_FAILURES failures from this address, each next attempt waits a
   * doubling delay. The attempt is counted as a failure before the password is checked (and the count
   * read under a lock), so parallel guesses cannot slip past the delay; a success removes the pair's failures.
   * Attempts still being checked count too, but when only they stand in the way (several right sign-ins of
   * one account at once from one office address), the attempt waits for them to settle instead of being
   * refused. Returns the attempt's row, settled as a failure unless the password is right.
   */
  async function reserveAttempt(username: string, address: string, language: Language): Promise<number> {
    const waitingSince = performance.now();
    for (;;) {
      const now = clock.now();
      const since = new Date(now.getTime() - config.LOGIN_FAILURE_WINDOW_SECONDS * 1000);
      // An attempt unsettled for longer than a password check takes (its request died) counts as settled.
      const checkingSince = new Date(now.getTime() - PENDING_ATTEMPT_MAX_MS);
      const outcome = await db.transaction(async (tx): Promise<{ id: number } | { waitMs: number; onlyChecking: boolean }> => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_THROTTLE_LOCK}::int, hashtext(${`${username}|${address}`}))`);
        const [recent] = await tx
          .select({
            n: count(),
            checking: count(sql`case when not ${loginFailures.settled} and ${loginFailures.failedAt} > ${checkingSince.toISOString()}::timestamptz then 1 end`),
            last: max(loginFailures.failedAt),
          })
          .from(loginFailures)
          .where(and(eq(loginFailures.username, username), eq(loginFailures.address, address), gt(loginFailures.failedAt, since)));
        const waitMs = recent.last ? recent.last.getTime() + backoffSeconds(recent.n) * 1000 - now.getTime() : 0;
        if (waitMs > 0) return { waitMs, onlyChecking: recent.checking > 0 && backoffSeconds(recent.n - recent.checking) === 0 };
        const [row] = await tx.insert(loginFailures).values({ username, address, failedAt: now, settled: false }).returning({ id: loginFailures.id });
        return { id: row.id };
      });
      if (!('waitMs' in outcome)) return outcome.id;
      if (!outcome.onlyChecking || performance.now() - waitingSince > PENDING_ATTEMPT_MAX_MS) throw new LoginThrottled(Math.ceil(outcome.waitMs / 1000), language);
      await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
    }
  }

  /**
   * Our opaque bearer token (docs/decisions/0001-opaque-access-tokens.md), for a code or a single sign-on.
   * viaCiLogin: the sign-in came through the CI login (docs/decisions/0034-ci-login-board-access.md).
   */
  async function issueAccessToken(userId: number, clientId: string, viaCiLogin: boolean) {
    const now = clock.now();
    const token = randomToken();
    await db.insert(accessTokens).values({
      tokenHash: sha256(token),
      userId,
      clientId,
      viaCiLogin,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.ACCESS_TOKEN_TTL_SECONDS * 1000),
    });
    return { access_token: token, token_type: 'bearer' as const, expires_in: config.ACCESS_TOKEN_TTL_SECONDS };
  }

  return {
    /**
     * Checks the password and hands out a one-time code (remembering whether it came through the CI login);
     * failures are throttled per user name and client address across instances. `language`: the caller's (every
     * refusal's words), never the account's: an answer must not tell whether the user name exists.
     */
    async login(rawUsername: string, password: string, address: string, viaCiLogin: boolean, language: Language): Promise<string> {
      const words = refusalWords(language);
      if (config.PASSWORD_LOGIN === 'disabled') throw new HttpError(403, words?.passwordLoginDisabled ?? PASSWORD_LOGIN_DISABLED, 'Forbidden');
      const username = rawUsername.trim().toLowerCase();
      const attempt = await reserveAttempt(username, address, language);
      const [user] = await db.select().from(users).where(eq(users.username, username));
      const ok = await verifyPassword(password, user?.active ? user.passwordHash : null);
      if (!user || !ok) {
        await db.update(loginFailures).set({ settled: true }).where(eq(loginFailures.id, attempt));
        throw new HttpError(401, words?.loginFailed ?? LOGIN_FAILED_MESSAGE, 'Unauthorized');
      }
      await db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.address, address)));
      const code = randomToken();
      const now = clock.now();
      await db.insert(authCodes).values({
        codeHash: sha256(code),
        userId: user.id,
        viaCiLogin,
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
        .returning({ userId: authCodes.userId, viaCiLogin: authCodes.viaCiLogin });
      if (!used) throw new HttpError(400, 'The authorization code is invalid, expired or already used.', 'invalid_grant');
      return issueAccessToken(used.userId, clientId, used.viaCiLogin);
    },

    issueAccessToken,

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
