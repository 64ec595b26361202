import path from 'node:path';
import { z } from 'zod';
import type { PoolSettings } from './db/client';

/** Production's session cache lifetime (tests turn the cache off unless they test it; the bench keeps it on). */
export const DEFAULT_SESSION_CACHE_TTL_MS = 5_000;

/** Rows the work-order and history searches count at most (docs/decisions/0027-bounded-search-totals.md). */
export const DEFAULT_SEARCH_TOTAL_BOUND = 1_000;

/** Every environment variable the server reads, parsed once. README "Configure it" lists them. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections to DATABASE_URL: pooled ones for requests (/health has one of its own). */
  DB_POOL_MAX: z.coerce.number().int().min(2).max(500).default(20),
  /** A statement running longer is cancelled and the request answered as busy (503, or the save's busy text). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** A statement waiting longer for a lock (a row, a technician's plan lock) is cancelled: answered as busy, never a hang. */
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** A request waiting longer for a free pooled connection is answered as busy. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OAUTH_CLIENT_ID: z.string().min(1).default('web'),
  OAUTH_CLIENT_SECRET: z.string().min(1).default('web'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(8 * 3600),
  AUTH_CODE_TTL_SECONDS: z.coerce.number().int().positive().default(60),
  /** A resolved session (token, user, roles, scope) is reused in process for at most this long; 0 turns the cache off. */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_SESSION_CACHE_TTL_MS),
  /** Sessions kept per server instance (oldest out first). */
  SESSION_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(10_000),
  /** Failed logins of one user name from one client address before each next attempt must wait. */
  LOGIN_FREE_FAILURES: z.coerce.number().int().min(0).default(3),
  /** The wait doubles with every further failure (1 s, 2 s, 4 s, ...) up to this. */
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().positive().default(300),
  /** Failures older than this are forgotten. */
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** 'disabled': only single sign-on (POST /auth/login answers 403); needs OIDC_ISSUER_URL. */
  PASSWORD_LOGIN: z.enum(['enabled', 'disabled']).default('enabled'),
  /** External single sign-on (OpenID Connect, docs/decisions/0019-sso-openid-connect.md): the provider's issuer URL; absent = off. */
  OIDC_ISSUER_URL: z.string().url().optional(),
  /** The provider's name on the login page's button ("Sign in with Azure"). */
  OIDC_PROVIDER_NAME: z.string().min(1).max(60).default('Azure'),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  /** Absent: a public client (PKCE only, no client authentication). */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where the provider sends the browser back: the login start page (default PUBLIC_BASE_URL/login/start). */
  OIDC_REDIRECT_URL: z.string().url().optional(),
  /** Where the provider sends the browser after ending its session (default PUBLIC_BASE_URL/logout). */
  OIDC_POST_LOGOUT_REDIRECT_URL: z.string().url().optional(),
  OIDC_SCOPES: z.string().regex(/(^|\s)openid(\s|$)/, 'must contain openid').default('openid profile email'),
  /** The claim that carries our user name; the e-mail claim is the fallback. */
  OIDC_USERNAME_CLAIM: z.string().min(1).default('preferred_username'),
  /** A claim (dotted path, e.g. realm_access.roles) with the user's roles at the provider; absent = roles are kept in the portal. */
  OIDC_ROLES_CLAIM: z.string().min(1).optional(),
  /** Provider role -> portal role, e.g. "fsp-dispatchers=DISPATCHER,fsp-admins=ADMIN"; a value equal to a portal role maps to itself. */
  OIDC_ROLE_MAP: z.string().default(''),
  /** A provider user with no portal user: refused (default), or created with no role (they land on /no-access). */
  OIDC_UNKNOWN_USERS: z.enum(['refuse', 'create']).default('refuse'),
  /** Country of users created by a sign-in. */
  OIDC_NEW_USER_COUNTRY: z.string().min(2).max(8).default('TR'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  /** Memory for the planning grid's response cache (serialized answers, least recently used out first); 0 turns it off. */
  PLANNING_GRID_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(256 * 1024 * 1024),
  /**
   * Work-order and history search: totalRowCount is counted up to this many rows; a broader filter answers
   * this number with totalRowCountIsLowerBound true (docs/decisions/0027-bounded-search-totals.md).
   */
  SEARCH_TOTAL_BOUND: z.coerce.number().int().min(1).max(10_000_000).default(DEFAULT_SEARCH_TOTAL_BOUND),
  /** Nearby technicians (POST /api/technician-locations): farther than this many km counts as remote (maxKm). */
  TECH_LOCATION_MAX_KM: z.coerce.number().positive().max(20_000).default(100),
  /** Nearby technicians: a position older than this many minutes counts as unreachable (maxMinute). */
  TECH_LOCATION_MAX_MINUTE: z.coerce.number().int().positive().max(7 * 24 * 60).default(240),
  /** POST /api/technician-location-sync: a team is asked for positions at most once per this many seconds. */
  TECH_LOCATION_SYNC_COOLDOWN_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Map tiles (GET /api/map-settings): osm, google, yandex, or none (no tiles: markers on a blank map, used by browser tests). */
  MAP_PROVIDER: z.enum(['osm', 'google', 'yandex', 'none']).default('osm'),
  /** A tile URL template ({z}/{x}/{y}, optional {s} and {lang}) replacing the provider's, e.g. your own tile server. */
  MAP_TILE_URL: z.string().max(500).optional(),
  /** Attribution shown with MAP_TILE_URL tiles. */
  MAP_TILE_ATTRIBUTION: z.string().max(500).optional(),
  /** Largest attachment the blob store accepts and the server sends (bytes). */
  ATTACHMENT_MAX_BYTES: z.coerce.number().int().positive().default(25 * 1024 * 1024),
  /** Origin of the links in survey messages (https://portal.example.com); required in production, else the listen address. */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** How messages (SMS codes, survey links) leave: 'log' keeps them in the outbox table and logs their ids; 'smtp' sends e-mails with nodemailer. */
  MAIL_TRANSPORT: z.enum(['log', 'smtp']).default('log'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().default('Field Service Portal <no-reply@localhost>'),
  /** With smtp: an e-mail-to-SMS gateway address, {phone} replaced by the number (e.g. {phone}@sms.example.com); absent: SMS stay in the outbox (log). */
  SMS_EMAIL_GATEWAY: z.string().includes('{phone}').optional(),
  /** Survey messages (codes and links) one user may send per hour. */
  SURVEY_SEND_LIMIT_PER_USER_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Messages one phone number may receive per hour. */
  SURVEY_SEND_LIMIT_PER_CONTACT_PER_HOUR: z.coerce.number().int().positive().default(6),
  /** How long a survey link stays valid. */
  SURVEY_LINK_TTL_DAYS: z.coerce.number().int().positive().max(365).default(14),
  /** Public survey: GET pub/v2/get-survey calls one client address may make per minute (every instance counts together). */
  SURVEY_PUBLIC_READ_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Public survey: submits one client address may make per minute. */
  SURVEY_PUBLIC_SUBMIT_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Public survey embedded (view=boom): comma-separated origins of parent pages that may frame it and get its postMessage. */
  SURVEY_EMBED_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
    .pipe(z.array(z.string().url().transform((u) => new URL(u).origin))),
  /** Public survey: name=https://api.example.com pairs (comma-separated) that tcssproxy / tcssproxy2 may select; other values are ignored. */
  SURVEY_API_BASES: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((p) => p.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[A-Za-z0-9_-]{1,40}=https?:\/\/[^\s,]+$/, 'expected name=https://host'))),
  /** GET /api/dev/outbox for ADMIN (the codes of the demo): 'auto' outside production with the log transport only, 'never' off. */
  OUTBOX_READ_API: z.enum(['auto', 'never']).default('auto'),
  /** Job queue (docs/decisions/0009-job-queue.md): how often an idle worker looks for work, in seconds. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Outbox: attempts before a message is FAILED; the wait between attempts doubles from OUTBOX_RETRY_BASE_SECONDS. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  OUTBOX_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Notification e-mails: how often the change log is read for status-change and team notifications (seconds). */
  NOTIFICATION_SCAN_SECONDS: z.coerce.number().int().min(1).max(50).default(10),
  /** Demo data on an empty database: 'auto' loads it outside production, 'never' skips it. */
  DEMO_DATA: z.enum(['auto', 'never']).default('auto'),
  /**
   * The latest seeding moment of the demo data as a time of today in Istanbul (HH:mm): loaded later in the day,
   * the demo is as it was at that time, so today's statuses do not depend on the hour (the browser tests use it).
   */
  DEMO_SEED_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'DEMO_SEED_TIME must be HH:mm')
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** The build's source maps are served only when this is 'true' (issue 19: none public by default). */
  SERVE_SOURCE_MAPS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'WEB_DIST_DIR'> & {
  /** Absolute path: embedded database and blob store live below it. */
  DATA_DIR: string;
  WEB_DIST_DIR: string;
};

export class ConfigError extends Error {}

/** Relative paths are taken from where the user ran npm (INIT_CWD), not from the workspace folder npm switches to. */
function resolveFromInvocation(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL= in a shell or compose file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.MAIL_TRANSPORT === 'smtp' && !parsed.data.SMTP_HOST) {
    throw new ConfigError('Invalid configuration:\n  SMTP_HOST: required when MAIL_TRANSPORT is smtp');
  }
  if (parsed.data.OIDC_ISSUER_URL && !parsed.data.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid configuration:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER_URL is set');
  }
  if (parsed.data.PASSWORD_LOGIN === 'disabled' && !parsed.data.OIDC_ISSUER_URL) {
    throw new ConfigError('Invalid configuration:\n  PASSWORD_LOGIN: can be disabled only when OIDC_ISSUER_URL is set (nobody could sign in)');
  }
  if (parsed.data.NODE_ENV === 'production' && !parsed.data.PUBLIC_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_BASE_URL: required in production (the origin customers reach in survey links, e.g. https://portal.example.com)');
  }
  const webDistDefault = new URL('../../web/dist', import.meta.url).pathname;
  return {
    ...parsed.data,
    DATA_DIR: resolveFromInvocation(parsed.data.DATA_DIR),
    WEB_DIST_DIR: parsed.data.WEB_DIST_DIR ? resolveFromInvocation(parsed.data.WEB_DIST_DIR) : webDistDefault,
  };
}

/**
 * Where links to this portal point: PUBLIC_BASE_URL, else (development, tests) the configured listen
 * address; never a request's Host header, which a caller controls.
 */
export function publicBaseUrl(config: Config): string {
  if (config.PUBLIC_BASE_URL) return config.PUBLIC_BASE_URL;
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? 'localhost' : config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${config.PORT}`;
}

/** GET /api/dev/outbox: for the demo and the tests only. */
export function devOutboxAllowed(config: Config): boolean {
  return config.OUTBOX_READ_API === 'auto' && config.NODE_ENV !== 'production' && config.MAIL_TRANSPORT === 'log';
}

/** The pool settings of DATABASE_URL. */
export function poolSettings(config: Config): PoolSettings {
  return {
    max: config.DB_POOL_MAX,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: config.DB_LOCK_TIMEOUT_MS,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
  };
}

/**
 * Defaults for tests and tools that build an app without a process environment. The session cache is off:
 * API tests change rows straight in the database and read at once, and on PostgreSQL the notification of such
 * a change arrives a moment later (docs/decisions/0021-session-cache.md); its own tests turn it on.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_CACHE_TTL_MS: '0' }), ...overrides };
}
