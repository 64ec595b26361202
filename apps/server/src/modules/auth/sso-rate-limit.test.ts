import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { like, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { rateLimitWindows } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

/**
 * The per-address limit of the single sign-on calls: the login page names the wait from Retry-After, so it must be
 * the time left in the window kept in the database, the same on every instance (a second connection on PostgreSQL).
 */
const LIMIT = 2;
const ADDRESS = '192.0.2.77';
let test: TestDatabase;
let second: Database;
let apps: FastifyInstance[];

beforeAll(async () => {
  test = await createTestDatabase();
  second = test.url ? await openDatabase({ databaseUrl: test.url }) : test.database;
  // Nothing listens on the discard port: the start of a sign-in answers 502 at once, which still counts.
  const config = testConfig({ WEB_DIST_DIR: '/nonexistent', LOGIN_RATE_LIMIT_PER_MINUTE: LIMIT, OIDC_ISSUER_URL: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'portal' });
  apps = [await buildApp({ database: test.database, config, logger: false }), await buildApp({ database: second, config, logger: false })];
}, 180_000);
afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  if (test?.url && second) await second.close();
  await test?.dispose();
});

const call = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'POST', url, payload: url === '/auth/exchangetoken' ? { state: 'unknown', code: 'c' } : {}, remoteAddress: ADDRESS });

/** Moves the route's window for the address back, as if its first call had come `ms` earlier. */
const age = (route: string, ms: number) =>
  test.database.db
    .update(rateLimitWindows)
    .set({ windowStartedAt: sql`${rateLimitWindows.windowStartedAt} - ${ms} * interval '1 millisecond'` })
    .where(like(rateLimitWindows.key, `POST ${route}|%`));

describe('rate limit of the single sign-on calls', () => {
  for (const [route, passes] of [
    ['/auth/exchangetoken', 400],
    ['/auth/sso/authorize', 502],
  ] as const) {
    it(`${route}: 429 past the limit on any instance, with Retry-After the seconds left in the shared window`, async () => {
      for (let i = 0; i < LIMIT; i++) expect((await call(apps[i % 2], route)).statusCode).toBe(passes);
      for (const app of apps) {
        const refused = await call(app, route);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(58);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
      await age(route, 45_000);
      const later = await call(apps[1], route);
      expect(later.statusCode).toBe(429);
      // 15 s left (14 when this runs more than a second late).
      expect(['14', '15']).toContain(later.headers['retry-after']);
      await age(route, 15_000);
      expect((await call(apps[0], route)).statusCode).toBe(passes);
    }, 60_000);
  }

  it('is in the API description of both calls', () => {
    const paths = (apps[0].swagger() as { paths: Record<string, { post: { description: string; responses: object } }> }).paths;
    for (const route of ['/auth/sso/authorize', '/auth/exchangetoken']) {
      expect(paths[route].post.responses).toHaveProperty('429');
      expect(paths[route].post.description).toContain('429 with Retry-After');
    }
  });
});
