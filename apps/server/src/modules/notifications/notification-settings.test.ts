import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WORKING_STATUSES } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createTeam } from '../../../test/factories';
import { localisations, notificationEmailOptOuts, notificationSubscriptions, teams, users } from '../../db/schema';
import { createUnsubscribeSigner } from './link-signing';

let t: TestApp;
let teamA: { id: number; name: string; orgunit: string };
let teamB: { id: number; name: string };
let foreignTeam: { id: number };
let dispatcher: Awaited<ReturnType<TestApp['signIn']>>;
const SUBSCRIPTIONS = '/api/settings/notification-subscriptions';

beforeAll(async () => {
  t = await createTestApp();
  teamA = await createTeam(t.db);
  teamB = await createTeam(t.db);
  foreignTeam = await createTeam(t.db);
  await t.db.insert(localisations).values([
    { mapName: 'emailSubscriptionType', code: 'TEAM_BASED_STATUS_CHANGE', language: 'en', label: 'Team status changes' },
    { mapName: 'emailSubscriptionType', code: 'DAILY_PLANNING', language: 'en', label: 'Daily planning summary' },
  ]);
  dispatcher = await t.signIn(['DISPATCHER'], [teamA.id, teamB.id]);
});
afterAll(async () => t?.close());

const list = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: SUBSCRIPTIONS, headers })).json() as { id: number }[];
const create = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: SUBSCRIPTIONS, headers, payload });

describe('notification settings', () => {
  it('offers every status in the caller\'s language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/statuses/all', headers: dispatcher.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { status: string }) => s.status)).toEqual([...WORKING_STATUSES]);
    expect(res.json()).toContainEqual({ status: 'ONSITE', statusTxt: 'On site' });

    const turkish = await t.signIn(['DISPATCHER'], [teamA.id]);
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, turkish.user.id));
    const tr = await t.app.inject({ method: 'GET', url: '/api/settings/statuses/all', headers: turkish.headers });
    expect(tr.json()).toContainEqual({ status: 'ONSITE', statusTxt: 'Sahada' });
  });

  it('creates, lists and removes the caller\'s subscriptions; statuses lists what they listen to', async () => {
    const daily = await create(dispatcher.headers, { subscriptionType: 'DAILY_PLANNING', teams: [{ id: teamB.id }, { id: teamA.id }] });
    expect(daily.statusCode).toBe(200);
    expect(daily.json()).toMatchObject({ subscriptionType: 'DAILY_PLANNING', statuses: [] });
    expect(daily.json().teams.map((x: { id: number }) => x.id).sort()).toEqual([teamA.id, teamB.id].sort());
    expect(daily.json().teams[0].organization.displayName).toMatch(/^Org /);

    const task = await create(dispatcher.headers, { subscriptionType: 'TASK_BASED_STATUS_CHANGE', statuses: [{ status: 'REJECT' }, { status: 'HOLD' }] });
    expect(task.statusCode).toBe(200);
    expect(task.json()).toMatchObject({ teams: [], statuses: [{ status: 'HOLD', statusTxt: 'On hold' }, { status: 'REJECT', statusTxt: 'Rejected' }] });

    const team = await create(dispatcher.headers, { subscriptionType: 'TEAM_BASED_STATUS_CHANGE', statuses: [{ status: 'ONSITE' }], teams: [{ id: teamA.id }] });
    expect(team.statusCode).toBe(200);

    expect((await list(dispatcher.headers)).map((s) => s.id)).toEqual([daily.json().id, task.json().id, team.json().id]);
    const statuses = await t.app.inject({ method: 'GET', url: '/api/settings/statuses', headers: dispatcher.headers });
    expect(statuses.json().map((s: { status: string }) => s.status)).toEqual(['ONSITE', 'HOLD', 'REJECT']);

    const removed = await t.app.inject({ method: 'DELETE', url: `${SUBSCRIPTIONS}/${task.json().id}`, headers: dispatcher.headers });
    expect(removed.statusCode).toBe(204);
    expect((await list(dispatcher.headers)).map((s) => s.id)).toEqual([daily.json().id, team.json().id]);
  });

  it("lists a subscription's teams in Turkish alphabetical order (Ç after C, İ after I, Ö after O, Ş after S)", async () => {
    const { orgunit } = teamA;
    const ids: number[] = [];
    for (const name of ['Ömer', 'Osman', 'İsmail', 'Irmak', 'Çelik', 'Cem', 'Şahin', 'Sude']) ids.push((await createTeam(t.db, { orgunit, name })).id);
    const user = await t.signIn(['DISPATCHER'], ids);
    expect((await create(user.headers, { subscriptionType: 'DAILY_PLANNING', teams: ids.map((id) => ({ id })) })).statusCode).toBe(200);
    const [subscription] = (await t.app.inject({ method: 'GET', url: SUBSCRIPTIONS, headers: user.headers })).json() as { teams: { name: string }[] }[];
    expect(subscription.teams.map((x) => x.name)).toEqual(['Cem', 'Çelik', 'Irmak', 'İsmail', 'Osman', 'Ömer', 'Sude', 'Şahin']);
  });

  it('refuses what breaks the dialog rules with a 400 naming the field, storing nothing', async () => {
    const user = await t.signIn(['DISPATCHER'], [teamA.id]);
    const cases: [object, string][] = [
      [{}, 'subscriptionType'],
      [{ subscriptionType: 'DAILY_PLANNING', teams: [{ id: teamA.id }], statuses: [{ status: 'HOLD' }] }, 'statuses'],
      [{ subscriptionType: 'DAILY_PLANNING' }, 'teams'],
      [{ subscriptionType: 'TASK_BASED_STATUS_CHANGE' }, 'statuses'],
      [{ subscriptionType: 'TASK_BASED_STATUS_CHANGE', statuses: [{ status: 'HOLD' }], teams: [{ id: teamA.id }] }, 'teams'],
      [{ subscriptionType: 'TEAM_BASED_STATUS_CHANGE', teams: [{ id: teamA.id }] }, 'statuses'],
      [{ subscriptionType: 'TASK_BASED_STATUS_CHANGE', statuses: [{ status: 'COFFEE' }] }, 'statuses.0.status'],
      [{ subscriptionType: 'WEEKLY_GOSSIP', statuses: [{ status: 'HOLD' }], teams: [{ id: teamA.id }] }, 'subscriptionType'],
      [{ subscriptionType: 'DAILY_PLANNING', teams: [{ id: teamA.id }, { id: foreignTeam.id }] }, 'teams.1.id'],
      [{ subscriptionType: 'DAILY_PLANNING', teams: [{ id: 2147483647 }] }, 'teams.0.id'],
      [{ subscriptionType: 'DAILY_PLANNING', teams: [{ id: 'x' }] }, 'teams.0.id'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(user.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(`"${field}"`);
      expect(res.json().details[0].path).toBe(field);
    }
    expect(await list(user.headers)).toEqual([]);
  });

  it('a team of the scope that is no longer active cannot be chosen', async () => {
    const old = await createTeam(t.db, { active: false });
    const user = await t.signIn(['DISPATCHER'], [old.id]);
    const res = await create(user.headers, { subscriptionType: 'DAILY_PLANNING', teams: [{ id: old.id }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe('teams.0.id');
  });

  it('the same subscription twice is a 409, whatever the order of its teams and statuses', async () => {
    const user = await t.signIn(['DISPATCHER'], [teamA.id, teamB.id]);
    const body = { subscriptionType: 'TEAM_BASED_STATUS_CHANGE', statuses: [{ status: 'HOLD' }, { status: 'ONSITE' }], teams: [{ id: teamA.id }, { id: teamB.id }] };
    expect((await create(user.headers, body)).statusCode).toBe(200);
    const again = await create(user.headers, { ...body, statuses: [...body.statuses].reverse(), teams: [...body.teams].reverse() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have this notification.');
    expect(await list(user.headers)).toHaveLength(1);
  });

  it("words its refusals in the caller's language: a duplicate, a team outside the scope, a missing form field, an unknown id", async () => {
    const user = await t.signIn(['DISPATCHER'], [teamA.id]);
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, user.user.id));
    const body = { subscriptionType: 'DAILY_PLANNING', teams: [{ id: teamA.id }] };
    expect((await create(user.headers, body)).statusCode).toBe(200);
    const again = await create(user.headers, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bu bildirim zaten sizde var.');
    const outside = await create(user.headers, { subscriptionType: 'DAILY_PLANNING', teams: [{ id: foreignTeam.id }] });
    expect(outside.json()).toMatchObject({ message: `Alan "teams.0.id": ${foreignTeam.id} numaralı ekip sizin ekiplerinizden biri değil.`, details: [{ path: 'teams.0.id' }] });
    const noTeam = await create(user.headers, { subscriptionType: 'DAILY_PLANNING', teams: [] });
    expect(noTeam.json().details).toEqual([{ path: 'teams', message: 'En az bir ekip seçin.' }]);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, user.user.id));
    const gone = await t.app.inject({ method: 'DELETE', url: `${SUBSCRIPTIONS}/2147483000`, headers: user.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Уведомление не найдено.');
  });

  it('tells a number that is no id its real fault (a whole number from 1 to 2147483647), not that it is no number, in every language', async () => {
    const user = await t.signIn(['DISPATCHER'], [teamA.id]);
    const refused = async (method: 'POST' | 'DELETE', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers: user.headers, payload });
      expect(res.statusCode, url).toBe(400);
      return res.json() as { message: string; details: { path: string; message: string }[] };
    };
    const teamIds = (id: unknown) => refused('POST', SUBSCRIPTIONS, { subscriptionType: 'DAILY_PLANNING', teams: [{ id }] });
    for (const id of [99999999999, 0, -3, 1.5]) {
      expect(await teamIds(id), String(id)).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid body field "teams.0.id": A team id must be a whole number from 1 to 2147483647.',
        details: [{ path: 'teams.0.id', message: 'A team id must be a whole number from 1 to 2147483647.' }],
      });
    }
    // What is no number at all is still told so.
    expect((await teamIds('x')).details).toEqual([{ path: 'teams.0.id', message: 'A team id must be a number.' }]);
    for (const id of ['0', '99999999999', '1.5']) {
      expect((await refused('DELETE', `${SUBSCRIPTIONS}/${id}`)).message, id).toBe('Invalid params field "id": id must be a whole number from 1 to 2147483647');
    }
    expect((await refused('DELETE', `${SUBSCRIPTIONS}/abc`)).message).toBe('Invalid params field "id": id must be a number');

    const worded: [string, string, string][] = [
      ['tr', 'Alan "teams.0.id": Ekip kimliği 1 ile 2147483647 arasında bir tam sayı olmalıdır.', 'Alan "id": Kimlik 1 ile 2147483647 arasında bir tam sayı olmalıdır'],
      ['ru', 'Поле «teams.0.id»: Идентификатор бригады должен быть целым числом от 1 до 2147483647.', 'Поле «id»: Идентификатор должен быть целым числом от 1 до 2147483647'],
      ['az', 'Sahə "teams.0.id": Komanda identifikatoru 1 ilə 2147483647 arasında tam ədəd olmalıdır.', 'Sahə "id": İdentifikator 1 ilə 2147483647 arasında tam ədəd olmalıdır'],
      ['ge', 'ველი „teams.0.id“: გუნდის იდენტიფიკატორი უნდა იყოს მთელი რიცხვი 1-დან 2147483647-მდე.', 'ველი „id“: იდენტიფიკატორი უნდა იყოს მთელი რიცხვი 1-დან 2147483647-მდე'],
    ];
    for (const [language, team, id] of worded) {
      await t.db.update(users).set({ cultureName: language }).where(eq(users.id, user.user.id));
      expect((await teamIds(99999999999)).message, language).toBe(team);
      expect((await refused('DELETE', `${SUBSCRIPTIONS}/0`)).message, language).toBe(id);
    }
    expect(await list(user.headers)).toEqual([]);
  });

  it("nobody removes another user's subscription; an admin subscribes to any team", async () => {
    const owner = await t.signIn(['DISPATCHER'], [teamA.id]);
    const created = (await create(owner.headers, { subscriptionType: 'DAILY_PLANNING', teams: [{ id: teamA.id }] })).json();
    const other = await t.signIn(['DISPATCHER'], [teamA.id]);
    const res = await t.app.inject({ method: 'DELETE', url: `${SUBSCRIPTIONS}/${created.id}`, headers: other.headers });
    expect(res.statusCode).toBe(404);
    expect(await list(owner.headers)).toHaveLength(1);

    const admin = await t.signIn(['ADMIN']);
    expect((await create(admin.headers, { subscriptionType: 'DAILY_PLANNING', teams: [{ id: foreignTeam.id }] })).statusCode).toBe(200);
  });

  it('OBSERVER manages their own subscriptions (a personal change)', async () => {
    const observer = await t.signIn(['OBSERVER'], [teamA.id]);
    const created = await create(observer.headers, { subscriptionType: 'DAILY_PLANNING', teams: [{ id: teamA.id }] });
    expect(created.statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `${SUBSCRIPTIONS}/${created.json().id}`, headers: observer.headers });
    expect(removed.statusCode).toBe(204);
    const [row] = await t.db.select().from(notificationSubscriptions).where(eq(notificationSubscriptions.id, created.json().id));
    expect(row).toBeUndefined();
  });

  it('keeps at most 50 subscriptions per user', async () => {
    const user = await t.signIn(['DISPATCHER'], [teamA.id]);
    for (let i = 0; i < 50; i++) {
      // Pairs of statuses 1, 2 and 3 apart: 51 different ones.
      const n = WORKING_STATUSES.length;
      const first = i % n;
      const statuses = [first, (first + 1 + Math.floor(i / n)) % n].map((k) => ({ status: WORKING_STATUSES[k] }));
      expect((await create(user.headers, { subscriptionType: 'TASK_BASED_STATUS_CHANGE', statuses })).statusCode).toBe(200);
    }
    const res = await create(user.headers, { subscriptionType: 'DAILY_PLANNING', teams: [{ id: teamA.id }] });
    expect(res.statusCode).toBe(409);
    expect(await list(user.headers)).toHaveLength(50);
  });
});

describe('e-mail subscription (dispatcher side) and the unsubscribe link', () => {
  it('lists the address, stops and resumes the e-mails; no address, no entry', async () => {
    const user = await t.signIn(['OBSERVER'], [teamA.id]);
    const get = async () => (await t.app.inject({ method: 'GET', url: '/api/email-subscription/list', headers: user.headers })).json();
    expect(await get()).toEqual([]);

    await t.db.update(users).set({ email: 'ismail@example.com' }).where(eq(users.id, user.user.id));
    expect(await get()).toEqual([{ email: 'ismail@example.com', active: true, unsubscribedAt: null, unsubscribedVia: null, subscriptionCount: 0 }]);

    t.clock.set(new Date('2026-03-02T09:00:00Z'));
    const stopped = await t.app.inject({ method: 'DELETE', url: '/api/email-subscription', headers: user.headers });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual([{ email: 'ismail@example.com', active: false, unsubscribedAt: Date.parse('2026-03-02T09:00:00Z'), unsubscribedVia: 'SETTINGS', subscriptionCount: 0 }]);

    const synced = await t.app.inject({ method: 'POST', url: '/api/email-subscription/sync', headers: user.headers });
    expect(synced.statusCode).toBe(200);
    expect(synced.json()[0]).toMatchObject({ active: true, unsubscribedVia: null });
  });

  it('the link asks first (GET changes nothing), then stops the e-mails without signing in', async () => {
    const user = await t.signIn(['DISPATCHER'], [teamA.id]);
    await t.db.update(users).set({ email: 'elif.sahin@example.com', cultureName: 'tr' }).where(eq(users.id, user.user.id));
    const token = await createUnsubscribeSigner(t.db).sign(user.user.id);
    const url = `/pub/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('***@example.com');
    expect(page.body).toContain('E-postaları durdur');
    expect(page.body).not.toContain('elif.sahin');
    expect(await t.db.select().from(notificationEmailOptOuts).where(eq(notificationEmailOptOuts.userId, user.user.id))).toEqual([]);

    const done = await t.app.inject({ method: 'POST', url, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('data-testid="unsubscribed"');
    const [optOut] = await t.db.select().from(notificationEmailOptOuts).where(eq(notificationEmailOptOuts.userId, user.user.id));
    expect(optOut).toMatchObject({ source: 'LINK', email: 'elif.sahin@example.com' });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/email-subscription/list', headers: user.headers })).json();
    expect(listed[0]).toMatchObject({ active: false, unsubscribedVia: 'LINK' });
  });

  it('a forged, altered or foreign token is refused and changes nothing', async () => {
    const user = await t.signIn(['DISPATCHER'], [teamA.id]);
    const victim = await t.signIn(['DISPATCHER'], [teamA.id]);
    const token = await createUnsubscribeSigner(t.db).sign(user.user.id);
    const [, mac] = token.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const altered = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    // The same 32 bytes spelled differently: the last character's two spare bits flipped.
    const respelled = `${mac.slice(0, -1)}${alphabet[alphabet.indexOf(mac.at(-1)!) ^ 1]}`;
    for (const bad of [`${victim.user.id}.${mac}`, `${user.user.id}.${altered}`, `${user.user.id}.${respelled}`, 'nonsense', '']) {
      const res = await t.app.inject({ method: 'POST', url: `/pub/notifications/unsubscribe?token=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain('This link is not valid.');
    }
    expect(await t.db.select().from(notificationEmailOptOuts).where(eq(notificationEmailOptOuts.userId, victim.user.id))).toEqual([]);
    // The team table is untouched by all of the above.
    expect((await t.db.select().from(teams).where(eq(teams.id, teamA.id))).length).toBe(1);
  });
});
