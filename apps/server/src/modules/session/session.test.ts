import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { configurationSettings, localisations } from '../../db/schema';
import { ensureCountry } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureCountry(t.db, 'TR');
  await ensureCountry(t.db, 'RU');
  await t.db
    .insert(configurationSettings)
    .values([
      { countryCode: '*', key: 'SESSION_TEST_FLAG', value: 'false' },
      { countryCode: 'TR', key: 'SESSION_TEST_FLAG', value: 'true' },
      { countryCode: '*', key: 'SESSION_TEST_ONLY_DEFAULT', value: 'x' },
    ])
    .onConflictDoNothing();
  await t.db
    .insert(localisations)
    .values([
      { mapName: 'sessionTestMap', code: 'A', language: 'en', label: 'Apple' },
      { mapName: 'sessionTestMap', code: 'A', language: 'tr', label: 'Elma' },
      { mapName: 'sessionTestMap', code: 'B', language: 'en', label: 'Banana' },
    ])
    .onConflictDoNothing();
});
afterAll(async () => t?.close());

describe('session', () => {
  it("merges the user's country settings over the global defaults", async () => {
    const { headers } = await t.signIn(['DISPATCHER']);
    const res = await t.app.inject({ method: 'GET', url: '/api/user-config', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().config).toMatchObject({ SESSION_TEST_FLAG: 'true', SESSION_TEST_ONLY_DEFAULT: 'x' });
  });

  it('gives the settings of every country too, each over the global defaults, for work orders of other countries', async () => {
    const { headers } = await t.signIn(['DISPATCHER']);
    const res = await t.app.inject({ method: 'GET', url: '/api/user-config', headers });
    const { countries } = res.json().allConfig;
    expect(countries.TR).toMatchObject({ SESSION_TEST_FLAG: 'true', SESSION_TEST_ONLY_DEFAULT: 'x' });
    expect(countries.RU).toMatchObject({ SESSION_TEST_FLAG: 'false', SESSION_TEST_ONLY_DEFAULT: 'x' });
    const info = await t.app.inject({ method: 'GET', url: '/api/user-info', headers });
    expect(info.json().allConfig.countries.RU.SESSION_TEST_FLAG).toBe('false');
  });

  it('changes the language and returns localisation maps in it, English where missing', async () => {
    const { headers, user } = await t.signIn(['OBSERVER']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-info',
      headers,
      payload: { identifier: String(user.id), username: user.username, cultureName: 'tr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().info.cultureName).toBe('tr');
    expect(res.json().allConfig.localisations.sessionTestMap).toEqual({ A: 'Elma', B: 'Banana' });
    const again = await t.app.inject({ method: 'GET', url: '/api/user-info', headers });
    expect(again.json().info.cultureName).toBe('tr');
  });

  it('refuses an unknown language and another user identity with 400', async () => {
    const { headers, user } = await t.signIn(['DISPATCHER']);
    const badLang = await t.app.inject({ method: 'POST', url: '/api/user-info', headers, payload: { identifier: String(user.id), username: user.username, cultureName: 'xx' } });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json().message).toMatch(/cultureName/);
    const other = await t.app.inject({ method: 'POST', url: '/api/user-info', headers, payload: { identifier: '999999', username: 'someone', cultureName: 'en' } });
    expect(other.statusCode).toBe(400);
  });
});

describe('operations', () => {
  it('answers the health check when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'x', password: 'y'.repeat(t.config.BODY_LIMIT_BYTES + 10) } });
    expect(res.statusCode).toBe(413);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { headers } = await t.signIn(['DISPATCHER']);
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Sorry, the page you visited was not found.');
  });

  it('documents every route in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/auth/login', '/oauth/token', '/auth/logout', '/api/user-info', '/api/user-config', '/health']));
  });
});
