import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { buildApp } from '../../app';
import { fixedClock } from '../../clock';
import { testConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { notificationDailyDeliveries, notificationSubscriptionStatuses, notificationSubscriptionTeams, notificationSubscriptions, outboxMessages, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createOrganization, createTeam, createTechnician, createUser } from '../../../test/factories';
import { createAssignment, createCustomer, createWorkOrder } from '../../../test/planning-factories';
import { startSmtpSink, waitFor, type SmtpSink } from '../../../test/smtp-sink';
import { recordActivity, type ActivityEventInput } from '../activity';
import { NOTIFICATION_JOBS } from './index';
import { OUTBOX_RETRY_JOB } from '../../delivery/outbox-jobs';

/**
 * Real delivery end to end: two server instances on one database (two connections to one PostgreSQL
 * server in the PostgreSQL pass), each running the job queue, send to a real SMTP server. Every kind
 * of notification must arrive exactly once. Time of day comes from the shared app clock.
 */

let test: TestDatabase;
let second: Database;
let sink: SmtpSink;
let apps: FastifyInstance[];
// Monday 2 March 2026, 12:00 UTC = 15:00 in Istanbul.
const clock = fixedClock(new Date('2026-03-02T12:00:00Z'));
let team: { id: number };
let technician: { bpNo: string; fullName: string };
let customerName: string;
let orderNumber: string;
let schedulerId: number;
const people: Record<'ayse' | 'oleg' | 'dana', { id: number; email: string }> = {} as never;

const mailsTo = (email: string) => sink.messages.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((to) => to?.text.includes(email)));
const runEverywhere = (job: string) => Promise.all(apps.map((app) => app.jobs.runSoon(job)));
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));

async function subscribe(userId: number, subscriptionType: string, statuses: string[], teamIds: number[]) {
  const [row] = await test.database.db.insert(notificationSubscriptions).values({ userId, subscriptionType }).returning();
  if (statuses.length) await test.database.db.insert(notificationSubscriptionStatuses).values(statuses.map((status) => ({ subscriptionId: row.id, status })));
  if (teamIds.length) await test.database.db.insert(notificationSubscriptionTeams).values(teamIds.map((teamId) => ({ subscriptionId: row.id, teamId })));
}

async function person(email: string, cultureName: string, teamIds: number[]) {
  const user = await createUser(test.database.db, { roles: ['DISPATCHER'], teamIds });
  await test.database.db.update(users).set({ email, cultureName, firstname: email.split('@')[0] }).where(eq(users.id, user.id));
  return { id: user.id, email };
}

function change(status: string, start: string, end: string, extra: Partial<ActivityEventInput> = {}): ActivityEventInput {
  return {
    technicianBpNo: technician.bpNo,
    teamId: team.id,
    eventType: 'STATUS_CHANGE',
    schedulerId,
    subject: `Status: ${status}`,
    occurredAt: clock.now(),
    status,
    plannedStart: new Date(start),
    plannedEnd: new Date(end),
    customerName,
    workOrderNo: orderNumber,
    ...extra,
  };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  test = await createTestDatabase();
  const db = test.database.db;
  const org = await createOrganization(db, { countryCode: 'TR', displayName: 'Ankara Service' });
  team = await createTeam(db, { orgunit: org.orgunit, name: 'Hydraulics' });
  technician = await createTechnician(db, { teamId: team.id, orgunit: org.orgunit, fullName: 'Kemal Öztürk' });
  const customer = await createCustomer(db, { name: 'Anadolu Madencilik' });
  customerName = customer.name;
  const { order, items } = await createWorkOrder(db, { orgunit: org.orgunit, customerNumber: customer.number }, { itemOverrides: { description: 'Engine overhaul' } });
  orderNumber = order.orderNumber;
  // Tuesday 3 March, 09:00-12:00 Istanbul: the next working day's plan.
  const assignment = await createAssignment(db, { technicianBpNo: technician.bpNo, start: '2026-03-03T06:00:00Z', end: '2026-03-03T09:00:00Z', workOrderItemId: items[0].id });
  schedulerId = assignment.id;

  people.ayse = await person('ayse@example.com', 'tr', [team.id]);
  people.oleg = await person('oleg@example.com', 'ru', [team.id]);
  people.dana = await person('dana@example.com', 'en', [team.id]);
  await subscribe(people.ayse.id, 'TASK_BASED_STATUS_CHANGE', ['ONSITE'], []);
  await subscribe(people.ayse.id, 'TEAM_BASED_STATUS_CHANGE', ['JOBDONE'], [team.id]);
  await subscribe(people.ayse.id, 'DAILY_PLANNING', [], [team.id]);
  await subscribe(people.oleg.id, 'TEAM_BASED_STATUS_CHANGE', ['ONSITE'], [team.id]);

  second = test.url ? await openDatabase({ databaseUrl: test.url }) : test.database;
  const config = testConfig({
    WEB_DIST_DIR: '/nonexistent',
    MAIL_TRANSPORT: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: sink.port,
    JOB_POLL_SECONDS: 0.5,
    NOTIFICATION_SCAN_SECONDS: 1,
    OUTBOX_MAX_ATTEMPTS: 2,
    OUTBOX_RETRY_BASE_SECONDS: 60,
    PUBLIC_BASE_URL: 'http://portal.test',
  });
  apps = [await buildApp({ database: test.database, config, clock, logger: false }), await buildApp({ database: second, config, clock, logger: false })];
  for (const app of apps) {
    await app.ready();
    await app.jobs.start();
  }
  // The change-log reader starts at the end of the log on its first run.
  await runEverywhere(NOTIFICATION_JOBS.changes);
  await settle();
});

afterAll(async () => {
  for (const app of apps ?? []) await app.close();
  if (test?.url && second) await second.close();
  await test?.dispose();
  await sink?.close();
});

const text = (mail: ParsedMail) => `${mail.subject}\n${mail.text}`;
/** A header as sent (mailparser turns List-* headers into objects). */
const rawHeader = (mail: ParsedMail, key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '') ?? '';

describe('notification delivery through SMTP, two instances', () => {
  it('status changes reach each subscriber once, batched into one e-mail, in their language, with an unsubscribe link', async () => {
    await test.database.db.transaction((tx) =>
      recordActivity(tx, [
        change('ONSITE', '2026-03-02T06:00:00Z', '2026-03-02T14:00:00Z'),
        change('JOBDONE', '2026-03-03T06:00:00Z', '2026-03-03T09:00:00Z'),
        change('HOLD', '2026-03-02T06:00:00Z', '2026-03-02T14:00:00Z'),
        // Team-based subscriptions follow today and tomorrow only: a JOBDONE next week is not team news.
        change('JOBDONE', '2026-03-09T06:00:00Z', '2026-03-09T09:00:00Z'),
      ]),
    );
    await test.database.db
      .transaction(async (tx) => {
        await recordActivity(tx, [change('ONSITE', '2026-03-02T06:00:00Z', '2026-03-02T14:00:00Z', { subject: 'rolled back' })]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await waitFor(() => mailsTo(people.ayse.email).length > 0 && mailsTo(people.oleg.email).length > 0, 20_000, 'the change e-mails');
    await runEverywhere(NOTIFICATION_JOBS.changes);
    await settle();

    const [ayse] = mailsTo(people.ayse.email);
    expect(mailsTo(people.ayse.email)).toHaveLength(1);
    expect(ayse.subject).toBe('Planlama değişiklikleri: 2 atama');
    expect(ayse.text).toContain('Kemal Öztürk');
    expect(ayse.text).toContain('Sahada');
    expect(ayse.text).toContain('İş bitti');
    expect(ayse.text).not.toContain('Beklemede');
    expect(ayse.text).toContain(orderNumber);
    expect(ayse.html).toContain('<table');
    expect(ayse.html).toContain('Anadolu Madencilik');
    expect(rawHeader(ayse, 'list-unsubscribe')).toMatch(/^<http:\/\/portal\.test\/pub\/notifications\/unsubscribe\?token=/);
    expect(rawHeader(ayse, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const olegs = mailsTo(people.oleg.email);
    expect(olegs).toHaveLength(1);
    expect(olegs[0].subject).toBe('Изменения в планировании: назначений — 1');
    expect(olegs[0].text).toContain('На объекте');
    // Teams are 'бригады' in the Russian portal (the settings page the e-mail links to), not 'команды'.
    expect(olegs[0].text).toContain('в бригадах');
    expect(mailsTo(people.dana.email)).toHaveLength(0);
    expect(sink.messages.some((m) => text(m).includes('rolled back'))).toBe(false);
  });

  it('the daily planning e-mail goes out once at 18:00 local with the next working day\'s plan', async () => {
    clock.set(new Date('2026-03-02T14:59:00Z')); // 17:59 in Istanbul
    await runEverywhere(NOTIFICATION_JOBS.dailyPlanning);
    await settle();
    const daily = () => mailsTo(people.ayse.email).filter((m) => m.subject?.includes('planı'));
    expect(daily()).toHaveLength(0);

    clock.set(new Date('2026-03-02T15:00:00Z')); // 18:00
    await runEverywhere(NOTIFICATION_JOBS.dailyPlanning);
    await waitFor(() => daily().length > 0, 20_000, 'the daily e-mail');
    await runEverywhere(NOTIFICATION_JOBS.dailyPlanning);
    await settle();

    expect(daily()).toHaveLength(1);
    const [mail] = daily();
    expect(mail.subject).toBe('3 Mart 2026 Salı planı');
    expect(mail.text).toContain('Ankara Service · Hydraulics');
    expect(mail.text).toContain('Kemal Öztürk');
    expect(mail.text).toContain('09:00–12:00');
    expect(mail.text).toContain('Anadolu Madencilik');
    expect(mail.text).toContain('Engine overhaul');
    expect(mail.html).toContain(orderNumber);
    // Oleg has no daily subscription.
    expect(mailsTo(people.oleg.email).filter((m) => m.subject?.startsWith('План'))).toHaveLength(0);
  });

  it('after a restart in the middle of a daily run, the subscribers already served are not served again', async () => {
    const late = await person('late@example.com', 'en', [team.id]);
    await subscribe(late.id, 'DAILY_PLANNING', [], [team.id]);
    // Tuesday 18:00 in Istanbul: Ayşe's e-mail was written before the stop, the newcomer's was not.
    clock.set(new Date('2026-03-03T15:00:00Z'));
    await test.database.db.insert(notificationDailyDeliveries).values({ userId: people.ayse.id, countryCode: 'TR', runDate: '2026-03-03', createdAt: clock.now() });
    const before = mailsTo(people.ayse.email).length;
    await runEverywhere(NOTIFICATION_JOBS.dailyPlanning);
    await waitFor(() => mailsTo(late.email).length > 0, 20_000, "the newcomer's daily e-mail");
    await runEverywhere(NOTIFICATION_JOBS.dailyPlanning);
    await settle();
    expect(mailsTo(late.email)).toHaveLength(1);
    expect(mailsTo(late.email)[0].subject).toBe('Plan for Wednesday, 4 March 2026');
    expect(mailsTo(people.ayse.email)).toHaveLength(before);
  });

  it('a refused message is retried after its back-off and then FAILED, visible to admins, who can send it again', async () => {
    sink.refuse('flaky@example.com', 'temporary');
    sink.refuse('gone@example.com', 'permanent');
    const queued = await test.database.db
      .insert(outboxMessages)
      .values(['flaky@example.com', 'gone@example.com'].map((recipient) => ({ channel: 'EMAIL', recipient, subject: `For ${recipient}`, body: 'Hello', createdAt: clock.now(), nextAttemptAt: clock.now() })))
      .returning({ id: outboxMessages.id });
    const ids = queued.map((r) => r.id);
    const rows = () => test.database.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids)).orderBy(outboxMessages.id);

    await runEverywhere(OUTBOX_RETRY_JOB);
    await waitFor(async () => (await rows()).every((r) => r.attempts === 1), 20_000, 'the first attempts');
    expect((await rows()).map((r) => r.status)).toEqual(['PENDING', 'PENDING']);
    sink.refuse('flaky@example.com', null);

    clock.advance(60_000);
    await runEverywhere(OUTBOX_RETRY_JOB);
    await waitFor(async () => (await rows()).every((r) => r.attempts === 2), 20_000, 'the second attempts');
    await settle();
    const [flaky, gone] = await rows();
    expect(flaky).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(gone).toMatchObject({ status: 'FAILED', attempts: 2 });
    expect(gone.lastError).toContain('550');
    expect(mailsTo('flaky@example.com')).toHaveLength(1);
    expect(sink.refusals('gone@example.com')).toBe(2);

    const admin = await createUser(test.database.db, { roles: ['ADMIN'] });
    const login = await apps[1].inject({ method: 'POST', url: '/auth/login', payload: { username: admin.username, password: admin.password } });
    const token = await apps[1].inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: 'web', grant_type: 'authorization_code', code: login.json().code }).toString(),
    });
    const headers = { authorization: `Bearer ${token.json().access_token}` };
    const failed = await apps[1].inject({ method: 'GET', url: '/api/admin/outbox?status=FAILED', headers });
    expect(failed.json().messages).toContainEqual(expect.objectContaining({ id: gone.id, recipient: '***@example.com', attempts: 2, status: 'FAILED' }));
    expect(JSON.stringify(failed.json())).not.toContain('Hello');

    sink.refuse('gone@example.com', null);
    const retried = await apps[0].inject({ method: 'POST', url: `/api/admin/outbox/${gone.id}/retry`, headers });
    expect(retried.json()).toMatchObject({ id: gone.id, status: 'SENT', attempts: 1 });
    expect(mailsTo('gone@example.com')).toHaveLength(1);

    const again = await apps[0].inject({ method: 'POST', url: `/api/admin/outbox/${gone.id}/retry`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('The message was not found among the failed ones.');
    await apps[0].inject({ method: 'POST', url: '/api/user-info', headers, payload: { identifier: String(admin.id), username: admin.username, cultureName: 'tr' } });
    const inTurkish = await apps[0].inject({ method: 'POST', url: `/api/admin/outbox/${gone.id}/retry`, headers });
    expect(inTurkish.statusCode).toBe(404);
    expect(inTurkish.json().message).toBe('Mesaj, gönderilemeyenler arasında bulunamadı.');
  });

  it('the unsubscribe link of an e-mail stops further e-mails to that person only', async () => {
    const [olegMail] = mailsTo(people.oleg.email);
    const link = new URL(rawHeader(olegMail, 'list-unsubscribe').slice(1, -1));
    const res = await apps[0].inject({ method: 'POST', url: `${link.pathname}${link.search}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(200);

    clock.set(new Date('2026-03-04T08:00:00Z'));
    const ayseBefore = mailsTo(people.ayse.email).length;
    await test.database.db.transaction((tx) => recordActivity(tx, [change('ONSITE', '2026-03-04T06:00:00Z', '2026-03-04T14:00:00Z')]));
    await waitFor(() => mailsTo(people.ayse.email).length > ayseBefore, 20_000, "Ayşe's e-mail");
    await settle();
    expect(mailsTo(people.oleg.email)).toHaveLength(1);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('a change committed after a later one is mailed too, once (the cursor follows transactions, not ids)', async () => {
    clock.set(new Date('2026-03-04T09:00:00Z'));
    const before = mailsTo(people.ayse.email).length;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The slow transaction takes its event id first and commits last.
    const slow = test.database.db.transaction(async (tx) => {
      await recordActivity(tx, [change('ONSITE', '2026-03-04T06:00:00Z', '2026-03-04T14:00:00Z', { workOrderNo: 'SLOW-1' })]);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await test.database.db.transaction((tx) => recordActivity(tx, [change('ONSITE', '2026-03-04T06:00:00Z', '2026-03-04T14:00:00Z', { workOrderNo: 'FAST-1' })]));
    // While the older transaction is open the reader waits: moving past the fast one would skip the slow one.
    await runEverywhere(NOTIFICATION_JOBS.changes);
    await settle();
    expect(mailsTo(people.ayse.email).length).toBe(before);
    release();
    await slow;
    const news = () => mailsTo(people.ayse.email).slice(before);
    await waitFor(() => news().some((m) => m.text?.includes('SLOW-1')) && news().some((m) => m.text?.includes('FAST-1')), 20_000, 'both changes');
    await runEverywhere(NOTIFICATION_JOBS.changes);
    await settle();
    expect(news().filter((m) => m.text?.includes('FAST-1'))).toHaveLength(1);
    expect(news().filter((m) => m.text?.includes('SLOW-1'))).toHaveLength(1);
  });
});
