import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { canChangePlanning, hasAnyRole, type Role } from '@fsp/domain';
import type { Db } from '../db/client';
import { accessTokens, dispatcherTeams, teams, userRoles, users } from '../db/schema';
import type { Clock } from '../clock';
import { HttpError, MESSAGES, forbidden } from './errors';
import { sha256 } from './security';

export interface AuthenticatedUser {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string | null;
  mobile: string | null;
  telephone: string | null;
  distinguishedName: string | null;
  cultureName: string;
  countryCode: string;
  roles: Role[];
  tokenHash: string;
}

/** What data a user may see: everything (admins, power users) or the teams assigned to them. */
export interface DataScope {
  allTeams: boolean;
  teamIds: number[];
  orgunits: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No token needed (login, token exchange, health, public survey). */
    public?: boolean;
    /** Roles admitted; absent = any signed-in user. */
    roles?: readonly Role[];
    /** A POST that only reads (searches): OBSERVER may call it. Mutations are the default for non-GET methods. */
    readOnly?: boolean;
    /** A personal change OBSERVER may make too (own language, own notification subscriptions, logout). */
    personal?: boolean;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    /** Minutes east of UTC from the X-Timezone-Offset header (browser's zone); null when absent. */
    timezoneOffsetMinutes: number | null;
    dataScope(): Promise<DataScope>;
  }
}

const PUBLIC_PREFIXES = ['/api/docs'];

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers['authorization'] ?? request.headers['x-authorization'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match ? match[1] : null;
}

function parseTimezoneOffset(request: FastifyRequest): number | null {
  const raw = request.headers['x-timezone-offset'];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return raw !== undefined && Number.isInteger(value) && Math.abs(value) <= 14 * 60 ? value : null;
}

export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthenticated, 'Unauthorized');
  return request.user;
}

/** What a feature service needs to know of a request: who asks, which teams they may see, and their zone. */
export interface RequestContext {
  user: AuthenticatedUser;
  scope: DataScope;
  timezoneOffsetMinutes: number | null;
}

export async function requestContext(request: FastifyRequest): Promise<RequestContext> {
  return { user: requireUser(request), scope: await request.dataScope(), timezoneOffsetMinutes: request.timezoneOffsetMinutes };
}

async function loadUserByToken(db: Db, token: string, now: Date): Promise<AuthenticatedUser | null> {
  const tokenHash = sha256(token);
  // One round trip per request: the user and their roles together.
  const [row] = await db
    .select({ user: users, roles: sql<string[]>`coalesce(array_agg(${userRoles.role}) filter (where ${userRoles.role} is not null), '{}')` })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now), eq(users.active, true)))
    .groupBy(users.id);
  if (!row) return null;
  const u = row.user;
  return {
    id: u.id,
    username: u.username,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    mobile: u.mobile,
    telephone: u.telephone,
    distinguishedName: u.distinguishedName,
    cultureName: u.cultureName,
    countryCode: u.countryCode,
    roles: row.roles as Role[],
    tokenHash,
  };
}

export async function loadDataScope(db: Db, user: AuthenticatedUser): Promise<DataScope> {
  if (user.roles.includes('ADMIN') || user.roles.includes('POWER_USER')) {
    return { allTeams: true, teamIds: [], orgunits: [] };
  }
  const rows = await db
    .select({ teamId: teams.id, orgunit: teams.orgunit })
    .from(dispatcherTeams)
    .innerJoin(teams, eq(teams.id, dispatcherTeams.teamId))
    .where(eq(dispatcherTeams.userId, user.id));
  return { allTeams: false, teamIds: rows.map((r) => r.teamId), orgunits: [...new Set(rows.map((r) => r.orgunit))] };
}

/**
 * Authentication, role guard and OBSERVER read-only rule for every route, declared next to each route
 * in its `config`. Runs at onRequest so an unauthorised caller learns nothing from validation errors.
 */
export function registerAuth(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  app.decorateRequest('user', null);
  app.decorateRequest('timezoneOffsetMinutes', null);
  app.decorateRequest('dataScope', async function (this: FastifyRequest) {
    const user = requireUser(this);
    return loadDataScope(deps.db, user);
  });

  app.addHook('onRequest', async (request) => {
    request.timezoneOffsetMinutes = parseTimezoneOffset(request);
    const config = request.routeOptions.config ?? {};
    const url = request.routeOptions.url;
    const token = bearerToken(request);
    if (token) request.user = await loadUserByToken(deps.db, token, deps.clock.now());
    // Unmatched URLs (SPA fallback, 404) and public routes need no user.
    if (url === undefined || config.public || PUBLIC_PREFIXES.some((p) => url.startsWith(p))) return;
    const user = requireUser(request);
    if (config.roles && !hasAnyRole(user.roles, config.roles)) {
      throw forbidden(request.method === 'GET' ? MESSAGES.forbiddenPage : MESSAGES.forbiddenOperation);
    }
    const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && !config.readOnly;
    if (mutating && !config.personal && isReadOnlyUser(user.roles)) throw forbidden();
  });
}

/** OBSERVER (without a role that may change things) is read-only everywhere on the server. */
export function isReadOnlyUser(roles: readonly Role[]): boolean {
  return roles.includes('OBSERVER') && !canChangePlanning(roles);
}
