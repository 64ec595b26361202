import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@fsp/domain';
import { buildApp } from '../../app';
import { basicClientHeader, createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createUser } from '../../../test/factories';
import { datum, multipart, seedCiLocalisations } from '../../../test/ci-factories';
import type { Database } from '../../db/client';
import { accessTokens, userRoles } from '../../db/schema';

/**
 * The CI login (docs/decisions/0034-ci-login-board-access.md): a session begun through it acts as CI_BOARD_USER too
 * when its user holds no board role and is neither power user, dispatcher nor observer; the same user through the
 * normal login does not. Single sign-on through the CI login: sso.test.ts.
 */
let t: TestApp;
let orgunit: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedCiLocalisations(t.db);
  // A user without teams files suggestions for the organizations of their own country (docs/ci-board.md).
  orgunit = (await createOrganization(t.db, { countryCode: 'TR' })).orgunit;
});
afterAll(async () => t?.close());

/** POST /auth/login (through the CI login when `ci`) and POST /oauth/token, as the login page and /login/start do. */
async function signIn(roles: Role[], ci: boolean, user?: Awaited<ReturnType<typeof createUser>>) {
  const account = user ?? (await createUser(t.db, { roles }));
  const login = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: account.username, password: account.password, ...(ci ? { app: 'ci' } : {}) } });
  expect(login.statusCode, login.body).toBe(200);
  const token = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: basicClientHeader(t.config), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: t.config.OAUTH_CLIENT_ID, grant_type: 'authorization_code', code: login.json().code }).toString(),
  });
  expect(token.statusCode, token.body).toBe(200);
  return { user: account, headers: { authorization: `Bearer ${token.json().access_token}` } };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const rolesOf = async (headers: Record<string, string>) => (await get('/api/user-info', headers)).json().info.roles;

function suggest(headers: Record<string, string>, problem: string) {
  const form = multipart([{ name: 'ciBoardDatum', value: JSON.stringify(datum(orgunit, { problem })) }]);
  return t.app.inject({ method: 'POST', url: '/api/ciBoard/update', headers: { ...headers, ...form.headers }, payload: form.payload });
}

describe('a session begun through the CI login', () => {
  it('gives a user without roles the board as CI_BOARD_USER: config, a suggestion, no export, no teams; the stored roles stay empty', async () => {
    const { user, headers } = await signIn([], true);
    const info = (await get('/api/user-info', headers)).json();
    expect(info.info.roles).toEqual(['CI_BOARD_USER']);
    expect(info.transactions).toEqual(['CIBOARD.SUGGEST']);
    const config = await get('/api/ci-config', headers);
    expect(config.statusCode, config.body).toBe(200);
    expect(config.json()).toMatchObject({ defaultCountry: 'TR', exportAllowed: false });
    const saved = await suggest(headers, 'A rack for the parts of the role-less employee.');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/ciBoard/list', headers, payload: {} })).json().ciBoardData).toEqual([
      expect.objectContaining({ id: saved.json().id, problem: 'A rack for the parts of the role-less employee.' }),
    ]);
    // CI_BOARD_USER-only rules apply: no Excel export.
    expect((await t.app.inject({ method: 'POST', url: '/api/ciBoard/export', headers, payload: {} })).statusCode).toBe(403);
    // Data scope unchanged: no teams, so empty lists.
    expect((await get('/api/teams', headers)).json()).toEqual([]);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([]);
  });

  it('adds CI_BOARD_USER to an ADMIN-only user, who then opens and uses the board', async () => {
    const { headers } = await signIn(['ADMIN'], true);
    expect(await rolesOf(headers)).toEqual(['ADMIN', 'CI_BOARD_USER']);
    expect((await get('/api/ci-config', headers)).statusCode).toBe(200);
    const saved = await suggest(headers, 'An admin suggests through the CI login.');
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('adds nothing to a dispatcher, an observer, a power user or a board member', async () => {
    for (const roles of [['DISPATCHER'], ['OBSERVER'], ['POWER_USER'], ['CI_COMMITTEE'], ['CI_BOARD_USER']] as Role[][]) {
      const { headers } = await signIn(roles, true);
      expect(await rolesOf(headers), roles.join()).toEqual(roles);
    }
    // Still refused where the role is refused: a power user has no route to the board.
    const power = await signIn(['POWER_USER'], true);
    expect((await get('/api/ci-config', power.headers)).statusCode).toBe(403);
  });

  it('is answered alike by every server instance sharing the database', async () => {
    const { headers } = await signIn([], true);
    const second = await buildApp({ database: { db: t.db } as unknown as Database, config: t.config, clock: t.clock, logger: false });
    try {
      expect((await second.inject({ method: 'GET', url: '/api/user-info', headers })).json().info.roles).toEqual(['CI_BOARD_USER']);
      expect((await second.inject({ method: 'GET', url: '/api/ci-config', headers })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('ends with its token: after logout the user signs in normally without board rights', async () => {
    const ci = await signIn([], true);
    expect((await get('/api/ci-config', ci.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers: ci.headers })).statusCode).toBe(200);
    expect((await get('/api/ci-config', ci.headers)).statusCode).toBe(401);
    const normal = await signIn([], false, ci.user);
    expect(await rolesOf(normal.headers)).toEqual([]);
    expect((await get('/api/ci-config', normal.headers)).statusCode).toBe(403);
    const tokens = await t.db.select({ viaCiLogin: accessTokens.viaCiLogin, revoked: accessTokens.revokedAt }).from(accessTokens).where(eq(accessTokens.userId, ci.user.id));
    expect(tokens.map((r) => [r.viaCiLogin, r.revoked !== null]).sort()).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('refuses a login body naming another app, before any password check', async () => {
    const user = await createUser(t.db, { roles: [] });
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: user.username, password: user.password, app: 'planning' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('the same users through the normal login', () => {
  it('refuses the board to a user without roles and to an ADMIN-only user (403), as before', async () => {
    for (const [roles, expected] of [
      [[], []],
      [['ADMIN'], ['ADMIN']],
    ] as [Role[], Role[]][]) {
      const { headers } = await signIn(roles, false);
      expect(await rolesOf(headers)).toEqual(expected);
      expect((await get('/api/ci-config', headers)).statusCode).toBe(403);
      expect((await suggest(headers, 'Not through the CI login.')).statusCode).toBe(403);
    }
  });
});
