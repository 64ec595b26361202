import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fixedClock } from '../../clock';
import { configurationSettings, dispatcherTeams, notificationEmailOptOuts, notificationSubscriptionTeams, notificationSubscriptions, outboxMessages, users } from '../../db/schema';
import { createDelivery, createLogTransport } from '../../delivery/delivery';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createOrganization, createTeam, createTechnician, createUser } from '../../../test/factories';
import { createAssignment, createCustomer, createWorkOrder } from '../../../test/planning-factories';
import { createDailyPlanning } from './daily-planning';
import { createUnsubscribeSigner } from './link-signing';
import { createMailLinks } from './recipients';

/** The daily planning run on its own (no queue): the configured time, the weekend, scope and escaping. */
let test: TestDatabase;
const clock = fixedClock(new Date('2026-03-06T03:00:00Z')); // Friday 06:00 in Istanbul
let daily: ReturnType<typeof createDailyPlanning>;
let teamId: number;
const silent = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  test = await createTestDatabase();
  const db = test.database.db;
  const delivery = createDelivery({ db, clock, transport: createLogTransport(), log: silent });
  daily = createDailyPlanning({ db, clock, delivery, links: createMailLinks('https://portal.example.com/', createUnsubscribeSigner(db)) });
  const org = await createOrganization(db, { countryCode: 'TR', displayName: 'İzmir <Depot>' });
  teamId = (await createTeam(db, { orgunit: org.orgunit, name: 'Team & Co' })).id;
  const technician = await createTechnician(db, { teamId, orgunit: org.orgunit, fullName: 'Deniz <b>Ak</b>' });
  const customer = await createCustomer(db, { name: 'Ege "Vinç" <Ltd>' });
  const { items } = await createWorkOrder(db, { orgunit: org.orgunit, customerNumber: customer.number });
  // Monday 9 March 08:00-10:00 Istanbul, and Saturday (not a working day) which must not be listed.
  await createAssignment(db, { technicianBpNo: technician.bpNo, start: '2026-03-09T05:00:00Z', end: '2026-03-09T07:00:00Z', workOrderItemId: items[0].id });
  await createAssignment(db, { technicianBpNo: technician.bpNo, start: '2026-03-07T05:00:00Z', end: '2026-03-07T07:00:00Z' });
  await db.insert(configurationSettings).values({ countryCode: 'TR', key: 'NOTIFICATION_DAILY_PLANNING_TIME', value: '07:30' });
});
afterAll(async () => test?.dispose());

async function subscriber(email: string, teamIds: number[], cultureName = 'en', subscribedTeamId = teamId) {
  const user = await createUser(test.database.db, { roles: ['DISPATCHER'], teamIds });
  await test.database.db.update(users).set({ email, cultureName }).where(eq(users.id, user.id));
  const [s] = await test.database.db.insert(notificationSubscriptions).values({ userId: user.id, subscriptionType: 'DAILY_PLANNING' }).returning();
  await test.database.db.insert(notificationSubscriptionTeams).values({ subscriptionId: s.id, teamId: subscribedTeamId });
  return user;
}

const mailsTo = (email: string) => test.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

describe('daily planning e-mail', () => {
  it("goes at the country's configured time with the next working day (Friday -> Monday), escaped in HTML", async () => {
    await subscriber('planner@example.com', [teamId]);
    expect(await daily.run()).toBe(0); // 06:00, due at 07:30
    clock.set(new Date('2026-03-06T04:30:00Z'));
    expect(await daily.run()).toBe(1);
    expect(await daily.run()).toBe(0);
    const [mail] = await mailsTo('planner@example.com');
    expect(mail.subject).toBe('Plan for Monday, 9 March 2026');
    expect(mail.body).toContain('İzmir <Depot> · Team & Co');
    expect(mail.body).toContain('Deniz <b>Ak</b>');
    expect(mail.body).toContain('08:00–10:00');
    // Saturday's assignment is not Monday's plan: one row.
    expect(mail.body.match(/Deniz <b>Ak<\/b>/g)).toHaveLength(1);
    expect(mail.html).toContain('Deniz &lt;b&gt;Ak&lt;/b&gt;');
    expect(mail.html).toContain('Ege &quot;Vinç&quot; &lt;Ltd&gt;');
    expect(mail.html).not.toContain('<b>Ak</b>');
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe': expect.stringMatching(/^<https:\/\/portal\.example\.com\/pub\/notifications\/unsubscribe\?token=\d+\./) });
    expect(mail.body).toContain('https://portal.example.com/dispatcher/settings');
  });

  it('leaves out a team the subscriber no longer works for, and an address that stopped the e-mails', async () => {
    const moved = await subscriber('moved@example.com', [teamId]);
    await test.database.db.delete(dispatcherTeams).where(eq(dispatcherTeams.userId, moved.id));
    const stopped = await subscriber('stopped@example.com', [teamId]);
    await test.database.db.insert(notificationEmailOptOuts).values({ userId: stopped.id, email: 'stopped@example.com', source: 'LINK', unsubscribedAt: clock.now() });
    expect(await daily.run()).toBe(0);
    expect(await mailsTo('moved@example.com')).toEqual([]);
    expect(await mailsTo('stopped@example.com')).toEqual([]);
  });

  it('lists the technicians in Turkish alphabetical order (Ç after C, İ after I, Ö after O, Ş after S), not by code point', async () => {
    const db = test.database.db;
    const org = await createOrganization(db, { countryCode: 'TR' });
    const crew = (await createTeam(db, { orgunit: org.orgunit })).id;
    for (const name of ['Ömer', 'Osman', 'İsmail', 'Irmak', 'Çelik', 'Cem', 'Şahin', 'Sude']) {
      const technician = await createTechnician(db, { teamId: crew, orgunit: org.orgunit, fullName: `${name} Usta` });
      await createAssignment(db, { technicianBpNo: technician.bpNo, start: '2026-03-09T05:00:00Z', end: '2026-03-09T07:00:00Z' });
    }
    clock.set(new Date('2026-03-06T04:30:00Z'));
    await subscriber('crew@example.com', [crew], 'en', crew);
    expect(await daily.run()).toBe(1);
    const [mail] = await mailsTo('crew@example.com');
    const listed = [...mail.body.matchAll(/Technician: (\S+ Usta)/gu)].map((m) => m[1]);
    expect(listed).toEqual(['Cem', 'Çelik', 'Irmak', 'İsmail', 'Osman', 'Ömer', 'Sude', 'Şahin'].map((name) => `${name} Usta`));
  });

  it("names teams in Russian as the portal does ('бригады'), not 'команды'", async () => {
    await subscriber('oleg@example.com', [teamId], 'ru');
    expect(await daily.run()).toBe(1);
    const [mail] = await mailsTo('oleg@example.com');
    expect(mail.body).toContain('План ваших бригад на понедельник');
    expect(mail.body).not.toContain('команд');
  });
});
