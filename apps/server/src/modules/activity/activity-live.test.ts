import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { basicClientHeader } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, createUser } from '../../../test/factories';
import { recordActivity, type ActivityEventInput } from '.';

/**
 * Issue 15 "Live": a change committed through one server instance reaches a page streaming from the other
 * (two instances on one PostgreSQL with TEST_DATABASE_URL; on the embedded default both share it in process).
 */
let test: TestDatabase;
let second: Database;
let apps: FastifyInstance[];
let origins: string[];
let mine: { teamId: number; bpNo: string };
let theirs: { teamId: number; bpNo: string };
let token: string;

async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const config = testConfig({ WEB_DIST_DIR: '/nonexistent' });
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
  const tokenRes = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: basicClientHeader(config), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: config.OAUTH_CLIENT_ID, grant_type: 'authorization_code', code: login.json().code }).toString(),
  });
  return tokenRes.json().access_token;
}

beforeAll(async () => {
  test = await createTestDatabase();
  const db = test.database.db;
  const org = await createOrganization(db);
  const team = await createTeam(db, { orgunit: org.orgunit });
  const theirTeam = await createTeam(db, { orgunit: org.orgunit });
  mine = { teamId: team.id, bpNo: (await createTechnician(db, { teamId: team.id, orgunit: org.orgunit })).bpNo };
  theirs = { teamId: theirTeam.id, bpNo: (await createTechnician(db, { teamId: theirTeam.id, orgunit: org.orgunit })).bpNo };
  second = test.url ? await openDatabase({ databaseUrl: test.url }) : test.database;
  const config = testConfig({ WEB_DIST_DIR: '/nonexistent' });
  apps = [await buildApp({ database: test.database, config, logger: false }), await buildApp({ database: second, config, logger: false })];
  origins = [];
  for (const app of apps) origins.push(await app.listen({ host: '127.0.0.1', port: 0 }));
  const user = await createUser(db, { roles: ['DISPATCHER'], teamIds: [team.id] });
  token = await signIn(apps[1], user.username, user.password);
});

afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  if (test?.url && second) await second.close();
  await test?.dispose();
});

/** Opens the stream on `origin` and collects its `activity` events. */
async function stream(origin: string) {
  const abort = new AbortController();
  const response = await fetch(`${origin}/api/live/activity`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: { teamIds: number[] }[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = /^event: activity\ndata: (.*)$/m.exec(block);
        if (data) events.push(JSON.parse(data[1]));
      }
    }
  })();
  return {
    events,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

const event = (who: { teamId: number; bpNo: string }): ActivityEventInput => ({
  technicianBpNo: who.bpNo,
  teamId: who.teamId,
  eventType: 'STATUS_CHANGE',
  subject: 'Status: On site',
  occurredAt: new Date(),
});

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('GET /api/live/activity', () => {
  it("pushes committed activity of the caller's teams from the other instance within 2 s, never a rollback, never other teams", async () => {
    const live = await stream(origins[1]);
    try {
      // The first instance's database writes; the page is connected to the second.
      await test.database.db
        .transaction(async (tx) => {
          await recordActivity(tx, [event(mine)]);
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await test.database.db.transaction((tx) => recordActivity(tx, [event(theirs)]));
      const started = Date.now();
      await test.database.db.transaction((tx) => recordActivity(tx, [event(mine)]));
      await waitFor(() => live.events.length > 0, 2_000);
      expect(Date.now() - started).toBeLessThan(2_000);
      // Give a wrongly delivered rollback or foreign event the time to show up.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(live.events).toEqual([{ teamIds: [mine.teamId] }]);
    } finally {
      await live.close();
    }
  });

  it('refuses anonymous callers', async () => {
    const anonymous = await fetch(`${origins[0]}/api/live/activity`);
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();
  });
});
