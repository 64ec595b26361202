import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Role } from '@fsp/domain';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import { fixedClock, type Clock } from '../src/clock';
import type { Db } from '../src/db/client';
import { createTestDatabase } from './test-database';
import { createUser } from './factories';
import type { Transport } from '../src/delivery/delivery';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  /** Logs in through the real /auth/login + /oauth/token flow and returns auth headers. */
  login(username: string, password: string): Promise<Record<string, string>>;
  /** Creates a user with the given roles (and teams) and returns their auth headers. */
  signIn(roles: Role[], teamIds?: number[]): Promise<{ headers: Record<string, string>; user: Awaited<ReturnType<typeof createUser>> }>;
  close(): Promise<void>;
}

export const basicClientHeader = (config: Config) =>
  `Basic ${Buffer.from(`${config.OAUTH_CLIENT_ID}:${config.OAUTH_CLIENT_SECRET}`).toString('base64')}`;

export async function createTestApp(
  options: { config?: Partial<Config>; clock?: Clock; transport?: Transport; jobs?: boolean; logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestApp> {
  const { database, dispose } = await createTestDatabase();
  const clock = fixedClock(new Date());
  const config = testConfig({ WEB_DIST_DIR: '/nonexistent', ...options.config });
  const app = await buildApp({ database, config, clock: options.clock ?? clock, transport: options.transport, logger: options.logger ?? false });
  await app.ready();
  // Background jobs only where a test needs them (notification e-mails, outbox retries).
  if (options.jobs) await app.jobs.start();

  async function login(username: string, password: string) {
    const loginRes = await app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
    if (loginRes.statusCode !== 200) throw new Error(`login failed: ${loginRes.statusCode} ${loginRes.body}`);
    const tokenRes = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: basicClientHeader(config), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: config.OAUTH_CLIENT_ID, grant_type: 'authorization_code', code: loginRes.json().code }).toString(),
    });
    if (tokenRes.statusCode !== 200) throw new Error(`token failed: ${tokenRes.statusCode} ${tokenRes.body}`);
    return { authorization: `Bearer ${tokenRes.json().access_token}` };
  }

  return {
    app,
    db: database.db,
    clock,
    config,
    login,
    async signIn(roles, teamIds) {
      const user = await createUser(database.db, { roles, teamIds });
      return { headers: await login(user.username, user.password), user };
    },
    async close() {
      await app.close();
      await dispose();
    },
  };
}
