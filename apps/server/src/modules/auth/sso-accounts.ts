import { and, eq } from 'drizzle-orm';
import { ROLES, type Role } from '@fsp/domain';
import type { Tx } from '../../db/client';
import { userIdentities, userRoles, users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { SsoRefusalTexts } from '../../texts/sso-refusals';
import { claimAt } from './sso-provider';

/** How provider accounts become portal users (docs/decisions/0019-sso-openid-connect.md). */
export interface AccountRules {
  usernameClaim: string;
  rolesClaim: string | undefined;
  roleMap: ReadonlyMap<string, Role>;
  unknownUsers: 'refuse' | 'create';
  newUserCountry: string;
}

/** 403 with a code the login page translates: unknown_user, account_conflict or no_username. */
export class SsoRefused extends HttpError {
  constructor(
    message: string,
    readonly reason: string,
    code: 'unknown_user' | 'account_conflict' | 'no_username' = 'unknown_user',
  ) {
    super(403, message, code);
  }
}

/** "group-a=DISPATCHER, group-b=ADMIN" -> map; an unknown portal role is a configuration error. */
export function parseRoleMap(text: string): Map<string, Role> {
  const map = new Map<string, Role>();
  for (const pair of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const sep = pair.lastIndexOf('=');
    const role = pair.slice(sep + 1).trim();
    if (sep <= 0 || !(ROLES as readonly string[]).includes(role)) throw new Error(`OIDC_ROLE_MAP: "${pair}" is not <provider role>=<${ROLES.join('|')}>`);
    map.set(pair.slice(0, sep).trim(), role as Role);
  }
  return map;
}

/** The user name the provider vouches for: the configured claim, else a verified e-mail address; lower-cased. */
export function usernameFrom(claims: Record<string, unknown>, claim: string): string | null {
  const named = claimAt(claims, claim);
  if (typeof named === 'string' && named.trim()) return named.trim().toLowerCase();
  const email = claims.email;
  if (typeof email === 'string' && email.trim() && claims.email_verified !== false) return email.trim().toLowerCase();
  return null;
}

/** Portal roles from the provider's roles claim (an array or a space-separated string); unmapped values are ignored. */
export function rolesFrom(claims: Record<string, unknown>, rules: Pick<AccountRules, 'rolesClaim' | 'roleMap'>): Role[] | null {
  if (!rules.rolesClaim) return null;
  const raw = claimAt(claims, rules.rolesClaim);
  const values = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : typeof raw === 'string' ? raw.split(/\s+/) : [];
  const roles = new Set<Role>();
  for (const value of values) {
    const mapped = rules.roleMap.get(value) ?? ((ROLES as readonly string[]).includes(value) ? (value as Role) : undefined);
    if (mapped) roles.add(mapped);
  }
  return [...roles].sort();
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * Finds the portal user of a provider account, inside the caller's transaction:
 * 1. an account linked before (issuer + subject) is that user, whatever its user name says now;
 * 2. else the user name (claim) picks an active user not yet linked to another account of this provider,
 *    and the link is recorded;
 * 3. else the account is refused, or (OIDC_UNKNOWN_USERS=create) a user without roles is created and linked.
 * With a roles claim configured, the provider's roles replace the user's roles at every sign-in. A refusal is worded in
 * the caller's `words`.
 */
export async function resolveAccount(
  tx: Tx,
  rules: AccountRules,
  account: { issuer: string; subject: string; claims: Record<string, unknown> },
  now: Date,
  words: SsoRefusalTexts,
): Promise<number> {
  const { issuer, subject, claims } = account;
  let userId: number;
  const [linked] = await tx
    .select({ userId: userIdentities.userId, active: users.active })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  if (linked) {
    if (!linked.active) throw new SsoRefused(words.notRegistered, 'linked user is inactive');
    userId = linked.userId;
    await tx.update(userIdentities).set({ lastSignInAt: now }).where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
  } else {
    const username = usernameFrom(claims, rules.usernameClaim);
    if (!username) throw new SsoRefused(words.noUsername(rules.usernameClaim), 'no user name claim', 'no_username');
    const [existing] = await tx.select({ id: users.id, active: users.active }).from(users).where(eq(users.username, username));
    if (existing) {
      if (!existing.active) throw new SsoRefused(words.notRegistered, `user ${username} is inactive`);
      const [other] = await tx
        .select({ subject: userIdentities.subject })
        .from(userIdentities)
        .where(and(eq(userIdentities.userId, existing.id), eq(userIdentities.issuer, issuer)));
      if (other) throw new SsoRefused(words.accountConflict, `user ${username} linked to another subject`, 'account_conflict');
      userId = existing.id;
    } else if (rules.unknownUsers === 'create') {
      const [created] = await tx
        .insert(users)
        .values({
          username,
          firstname: text(claims.given_name) ?? text(claims.name) ?? username,
          lastname: text(claims.family_name) ?? '',
          email: text(claims.email),
          countryCode: rules.newUserCountry,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      userId = created.id;
    } else {
      throw new SsoRefused(words.notRegistered, `unknown user ${username}`);
    }
    await tx.insert(userIdentities).values({ issuer, subject, userId, createdBySignIn: !existing, linkedAt: now, lastSignInAt: now });
  }
  const roles = rolesFrom(claims, rules);
  if (roles) {
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    if (roles.length) await tx.insert(userRoles).values(roles.map((role) => ({ userId, role })));
  }
  return userId;
}
