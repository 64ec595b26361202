import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { canChangePlanning, hasAnyRole, isOnlyCiBoardUser, rolesOfSession, type Role } from '@fsp/domain';
import type { Db } from '../db/client';
import { accessTokens, dispatcherTeams, teams, userRoles, users } from '../db/schema';
import type { Clock } from '../clock';
import { HttpError, MESSAGES, forbidden, forbiddenIn } from './errors';
import { requestLanguage } from './refusal-language';
import { EXPORT_REFUSED } from '../texts';
import { sha256 } from './security';
import { LIVE_CHANNELS, type LiveEvents } from '../live';
import { createBarriers, createSessionCache, type SessionCacheOptions } from './session-cache';
import { REFERENCE_CHANGED, type ReferenceCache } from './reference-cache';

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
    /** An Excel export: refused to users whose only role is CI_BOARD_USER (spec part 2 §Roles), whatever else admits them. */
    excelExport?: boolean;
    /**
     * The route changes signed-in sessions (a token, teams, the language) or a reference list (teams,
     * organizations, sections, calendars): its answer waits until this instance's session and reference caches
     * have heard the change (docs/decisions/0021-session-cache.md).
     */
    changesSessions?: boolean;
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

/** What a token resolves to: the user and their roles, the data scope, and when the token expires. */
export interface Session {
  user: AuthenticatedUser;
  scope: DataScope;
  expiresAt: Date;
}

const ALL_TEAMS: DataScope = Object.freeze({ allTeams: true, teamIds: Object.freeze([]) as unknown as number[], orgunits: Object.freeze([]) as unknown as string[] });

/**
 * Token, user, roles and teams in one round trip. Frozen: a cached session is shared by concurrent requests. The roles
 * are those the session acts with (rolesOfSession: a CI login session may act as CI_BOARD_USER too), so every guard,
 * GET /api/user-info and the cache hold the same; the data scope follows the stored roles.
 */
export async function loadSession(db: Db, tokenHash: string, now: Date): Promise<Session | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      mobile: users.mobile,
      telephone: users.telephone,
      distinguishedName: users.distinguishedName,
      cultureName: users.cultureName,
      countryCode: users.countryCode,
      expiresAt: accessTokens.expiresAt,
      viaCiLogin: accessTokens.viaCiLogin,
      roles: sql<Role[]>`coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
      teams: sql<[number, string][]>`coalesce((select json_agg(json_build_array(${teams.id}, ${teams.orgunit}) order by ${teams.id}) from ${dispatcherTeams} join ${teams} on ${teams.id} = ${dispatcherTeams.teamId} where ${dispatcherTeams.userId} = ${users.id}), '[]'::json)`,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now), eq(users.active, true)));
  if (!row) return null;
  const { expiresAt, teams: teamRows, roles, viaCiLogin, ...fields } = row;
  const user: AuthenticatedUser = Object.freeze({ ...fields, roles: Object.freeze(rolesOfSession(roles, viaCiLogin)) as Role[], tokenHash });
  const scope: DataScope =
    roles.includes('ADMIN') || roles.includes('POWER_USER')
      ? ALL_TEAMS
      : Object.freeze({
          allTeams: false,
          teamIds: Object.freeze(teamRows.map(([id]) => id)) as number[],
          orgunits: Object.freeze([...new Set(teamRows.map(([, orgunit]) => orgunit))]) as string[],
        });
  return { user, scope, expiresAt: new Date(expiresAt) };
}

export interface AuthDeps {
  db: Db;
  clock: Clock;
  /** Where the database announces session changes (LISTEN/NOTIFY). */
  live: LiveEvents;
  cache: SessionCacheOptions;
  /** Emptied by the same channel's reference payloads (plugins/reference-cache.ts). */
  referenceCache: ReferenceCache;
}

/** While listening fails, a new attempt is made on a request at most this often (the cache is off meanwhile). */
const LISTEN_RETRY_MS = 5_000;

/**
 * Authentication, role guard and OBSERVER read-only rule for every route, declared next to each route
 * in its `config`. Runs at onRequest so an unauthorised caller learns nothing from validation errors.
 * Sessions come from the session cache (docs/decisions/0021-session-cache.md) or one query.
 */
export function registerAuth(app: FastifyInstance, deps: AuthDeps) {
  const cache = createSessionCache<Session>(deps.cache);
  const scopes = new WeakMap<FastifyRequest, DataScope>();
  let listen: 'off' | 'starting' | 'on' = 'off';
  let retryAt = 0;
  const barriers = createBarriers();
  const hear = (payload: string) => {
    if (barriers.heard(payload)) return;
    // '' (everything may have changed, e.g. after a reconnect) empties both caches.
    if (payload === REFERENCE_CHANGED || payload === '') deps.referenceCache.invalidate();
    if (payload !== REFERENCE_CHANGED) cache.invalidate(payload);
  };
  const startListening = async () => {
    if (listen !== 'off' || deps.cache.ttlMs <= 0 || performance.now() < retryAt) return;
    listen = 'starting';
    await deps.live.subscribe(LIVE_CHANNELS.session, hear).then(
      () => {
        listen = 'on';
        cache.setListening(true);
        deps.referenceCache.setListening(true);
      },
      (err: unknown) => {
        listen = 'off';
        retryAt = performance.now() + LISTEN_RETRY_MS;
        app.log.warn({ err }, 'session changes cannot be heard: the session cache is off');
      },
    );
  };
  app.addHook('onReady', startListening);
  app.addHook('onClose', async () => {
    cache.setListening(false);
    deps.referenceCache.setListening(false);
  });
  // Notifications reach each listener in commit order: hearing a barrier sent after the change's commit
  // proves this instance has heard the change too.
  app.addHook('onSend', async (request, reply) => {
    if (listen === 'on' && request.routeOptions.config?.changesSessions && reply.statusCode < 400) {
      // The change is committed: a failed barrier only means the answer does not wait for it.
      await barriers
        .pass(async (payload) => {
          await deps.db.execute(sql`select pg_notify(${LIVE_CHANNELS.session}, ${payload})`);
        })
        .catch((err: unknown) => request.log.warn({ err }, 'session barrier failed'));
    }
  });

  const resolve = async (token: string): Promise<Session | null> => {
    const tokenHash = sha256(token);
    const now = deps.clock.now();
    const cached = cache.get(tokenHash, now.getTime());
    if (cached) return cached;
    void startListening();
    const version = cache.version();
    const session = await loadSession(deps.db, tokenHash, now);
    if (session) cache.set(tokenHash, { session, userId: session.user.id, expiresAt: session.expiresAt.getTime() }, version);
    return session;
  };

  app.decorateRequest('user', null);
  app.decorateRequest('timezoneOffsetMinutes', null);
  app.decorateRequest('dataScope', async function (this: FastifyRequest) {
    requireUser(this);
    return scopes.get(this)!;
  });

  app.addHook('onRequest', async (request) => {
    request.timezoneOffsetMinutes = parseTimezoneOffset(request);
    const config = request.routeOptions.config ?? {};
    const url = request.routeOptions.url;
    const token = bearerToken(request);
    const session = token ? await resolve(token) : null;
    if (session) {
      request.user = session.user;
      scopes.set(request, session.scope);
    }
    // Unmatched URLs (SPA fallback, 404) and public routes need no user.
    if (url === undefined || config.public || PUBLIC_PREFIXES.some((p) => url.startsWith(p))) return;
    const user = requireUser(request);
    // Refusals in the user's portal language (docs/decisions/0032-refusals-in-the-callers-language.md).
    const language = requestLanguage(request);
    if (config.roles && !hasAnyRole(user.roles, config.roles)) throw forbiddenIn(language, request.method === 'GET' ? 'page' : 'operation');
    if (config.excelExport && isOnlyCiBoardUser(user.roles)) throw forbidden(EXPORT_REFUSED[language]);
    const mutating = !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && !config.readOnly;
    if (mutating && !config.personal && isReadOnlyUser(user.roles)) throw forbiddenIn(language, 'operation');
  });
}

/** OBSERVER (without a role that may change things) is read-only everywhere on the server. */
export function isReadOnlyUser(roles: readonly Role[]): boolean {
  return roles.includes('OBSERVER') && !canChangePlanning(roles);
}
