import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people';

/** One-time authorization codes (stored as SHA-256 hashes; single use, short-lived). */
export const authCodes = pgTable('auth_codes', {
  codeHash: text().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Asked for through the CI login: handed on to the token the code is exchanged for. */
  viaCiLogin: boolean().notNull().default(false),
});

/** Opaque bearer tokens (stored as SHA-256 hashes). Revocation is a row update, so every server instance sees it. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The session began through the CI login (docs/decisions/0034-ci-login-board-access.md): its roles are
     * rolesOfSession's. Written once with the token, so every instance resolves the session alike.
     */
    viaCiLogin: boolean().notNull().default(false),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Failed logins per user name and client address, counted across instances: the growing delay between
 * attempts is per pair, so a wrong password from one address never locks the account for another.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    address: text().notNull().default(''),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** False while the attempt's password is still being checked (a success deletes the row, a failure settles it). */
    settled: boolean().notNull().default(true),
  },
  (t) => [index().on(t.username, t.address, t.failedAt)],
);

/** Fixed-window request counters (per client address and route) shared by every server instance. */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text().primaryKey(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [index().on(t.windowStartedAt)],
);

/**
 * The first answer to a request sent with an Idempotency-Key (per user), so a retry of a save or a
 * survey message gets that answer instead of running again. statusCode is null while the first request runs.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** Method, route and a hash of the body: the same key with another request is refused. */
    requestHash: text().notNull(),
    statusCode: integer(),
    responseBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.createdAt)],
);
