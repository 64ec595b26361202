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
