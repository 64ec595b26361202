import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, parsed once. README "Configuration" lists them. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OAUTH_CLIENT_ID: z.string().min(1).default('web'),
  OAUTH_CLIENT_SECRET: z.string().min(1).default('web'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(8 * 3600),
  AUTH_CODE_TTL_SECONDS: z.coerce.number().int().positive().default(60),
  LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().positive().default(10),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  /** Memory for the planning grid's response cache (serialized answers, least recently used out first); 0 turns it off. */
  PLANNING_GRID_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(256 * 1024 * 1024),
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
  /** Origin of the links in survey messages (https://portal.example.com); absent: the origin of the request that sent it. */
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
  /** GET /api/dev/outbox for ADMIN (read the codes of the demo): 'auto' outside production only, 'never' off. */
  OUTBOX_READ_API: z.enum(['auto', 'never']).default('auto'),
  /** Demo data on an empty database: 'auto' loads it outside production, 'never' skips it. */
  DEMO_DATA: z.enum(['auto', 'never']).default('auto'),
  WEB_DIST_DIR: z.string().optional(),
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
  const webDistDefault = new URL('../../web/dist', import.meta.url).pathname;
  return {
    ...parsed.data,
    DATA_DIR: resolveFromInvocation(parsed.data.DATA_DIR),
    WEB_DIST_DIR: parsed.data.WEB_DIST_DIR ? resolveFromInvocation(parsed.data.WEB_DIST_DIR) : webDistDefault,
  };
}

/** Defaults for tests and tools that build an app without a process environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
