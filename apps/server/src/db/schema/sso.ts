import { boolean, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accessTokens } from './auth';
import { users } from './people';

/**
 * Sign-ins started at the external provider and not yet finished (docs/decisions/0019-sso-openid-connect.md).
 * The row holds the nonce and PKCE verifier the provider's answer is checked against; it is found by the
 * state's hash together with the browser's binding cookie, used once, and expires after a few minutes.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    stateHash: text().primaryKey(),
    /** SHA-256 of the random value kept in the browser's HttpOnly cookie: the answer must come back to that browser. */
    bindingHash: text().notNull(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** Started from the CI login: the token issued at the end is a CI login session. */
    viaCiLogin: boolean().notNull().default(false),
  },
  (t) => [index().on(t.expiresAt)],
);

/** Which provider account (issuer and subject) belongs to which user: linked on the first sign-in, fixed after. */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text().notNull(),
    subject: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** True when the user was created by the sign-in (OIDC_UNKNOWN_USERS=create). */
    createdBySignIn: boolean().notNull().default(false),
    linkedAt: timestamp({ withTimezone: true }).notNull(),
    lastSignInAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), unique().on(t.userId, t.issuer)],
);

/** The provider's ID token of an access token issued by single sign-on: the hint for RP-initiated logout. */
export const ssoSessions = pgTable('sso_sessions', {
  tokenHash: text()
    .primaryKey()
    .references(() => accessTokens.tokenHash, { onDelete: 'cascade' }),
  idToken: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
