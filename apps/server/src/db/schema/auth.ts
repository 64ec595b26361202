import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index().on(t.userId)],
);

/** Failed logins per user name, counted across instances for the login rate limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.username, t.failedAt)],
);
