import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { SURVEY_MESSAGES, SURVEY_STATUS, addRepResponse, surveysResponse } from '@fsp/domain';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createDelivery, type DeliveryLog } from '../../delivery/delivery';
import { createSmtpTransport } from '../../delivery/smtp-transport';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { dispatcher, get, job, newContact, outboxTo, rep, setUpSurveyTests, t } from '../../../test/survey-fixture';
import { unique } from '../../../test/factories';
import { surveyRequests } from '../../db/schema';
import { deliveryProblem } from './delivery-problem';
import { REPLACED_CODE } from './repo';

setUpSurveyTests();

const silent: DeliveryLog = { info: () => undefined, warn: () => undefined };
const GATEWAY = '{phone}@sms.test';
const smsAddress = (phone: string) => GATEWAY.replace('{phone}', phone);

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => sink?.close());

/** A server instance on the tests' database sending through real SMTP (SMS by the e-mail gateway), two attempts per message unless told. */
async function smtpApp(port = sink.port, maxAttempts = 2) {
  const config: Config = { ...t.config, MAIL_TRANSPORT: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: port, SMS_EMAIL_GATEWAY: GATEWAY, OUTBOX_MAX_ATTEMPTS: maxAttempts, OUTBOX_RETRY_BASE_SECONDS: 60 };
  const app = await buildApp({ database: { db: t.db } as unknown as Database, config, clock: t.clock, logger: false });
  // The outbox's retry sweep as the background job runs it.
  const sweep = createDelivery({ db: t.db, clock: t.clock, transport: createSmtpTransport(config), log: silent, retry: { maxAttempts, baseSeconds: 60 } });
  const call = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: dispatcher, payload });
  return { app, sweep, call };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const rows = async (schedulerId: number) => surveysResponse.parse((await get(`/api/surveysWo/${schedulerId}`)).json()).surveys;

describe("GET /api/surveysWo/{id}: the link's delivery", () => {
  it('is waiting while refused, not delivered after the last attempt (with the reason), and the dispatcher can send again', async () => {
    const smtp = await smtpApp();
    onTestFinished(() => smtp.app.close());
    const { assignment, customer } = await job();
    const r = await rep(customer.number, { email: null });
    const send = { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone };
    sink.refuse(smsAddress(r.telephone), 'permanent');

    expect((await smtp.call('/api/sendSurvey', send)).json()).toEqual({ statusCode: SURVEY_STATUS.notDelivered, message: SURVEY_MESSAGES.notDelivered });
    let [row] = await rows(assignment.id);
    expect(row).toMatchObject({ repId: r.repId, status: 'SENT', delivery: 'PENDING', deliveryProblem: 'RECIPIENT_REFUSED', deliveryNextAttemptAt: t.clock.now().getTime() + 60_000, emailDelivery: null });
    const [request] = await t.db.select().from(surveyRequests).where(eq(surveyRequests.schedulerId, assignment.id));
    const [sms] = await outboxTo(r.telephone);
    expect(request.outboxMessageId).toBe(sms.id);

    t.clock.advance(61_000);
    await smtp.sweep.dispatchDue();
    [row] = await rows(assignment.id);
    expect(row).toMatchObject({ status: 'SENT', delivery: 'FAILED', deliveryProblem: 'RECIPIENT_REFUSED', deliveryNextAttemptAt: null });
    expect(sink.refusals(smsAddress(r.telephone))).toBe(2);

    // Sending again asks first (124), in words that say the earlier one did not arrive.
    const ask = await smtp.call('/api/sendSurvey', send);
    expect(ask.json().statusCode).toBe(SURVEY_STATUS.confirm);
    expect(ask.json().message).toMatch(new RegExp(`^The survey sent to ${r.name} on .* could not be delivered\\. Send it again\\?$`));
    sink.refuse(smsAddress(r.telephone), null);
    expect((await smtp.call('/api/sendSurvey', { ...send, confirmed: true })).json()).toEqual({ statusCode: SURVEY_STATUS.success, message: SURVEY_MESSAGES.sent });
    const [again, failed] = await rows(assignment.id);
    expect(again).toMatchObject({ status: 'SENT', delivery: 'SENT', deliveryProblem: null, deliveryNextAttemptAt: null });
    expect(failed).toMatchObject({ id: row.id, status: 'EXPIRED', delivery: 'FAILED' });

    // Answered is what the list says once the customer answers, whatever the delivery.
    await t.db.update(surveyRequests).set({ status: 'ANSWERED', answeredAt: t.clock.now() }).where(eq(surveyRequests.id, again.id));
    expect((await rows(assignment.id))[0]).toMatchObject({ status: 'ANSWERED', delivery: 'SENT' });
  });

  it('says the message server could not be reached, and becomes sent once the retry gets through', async () => {
    const down = await smtpApp(await closedPort());
    const { assignment, customer } = await job();
    const r = await rep(customer.number, { email: null });
    try {
      expect((await down.call('/api/sendSurvey', { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone })).json().statusCode).toBe(SURVEY_STATUS.notDelivered);
    } finally {
      await down.app.close();
    }
    expect((await rows(assignment.id))[0]).toMatchObject({ delivery: 'PENDING', deliveryProblem: 'UNREACHABLE' });
    t.clock.advance(61_000);
    const up = await smtpApp();
    try {
      await up.sweep.dispatchDue();
    } finally {
      await up.app.close();
    }
    expect((await rows(assignment.id))[0]).toMatchObject({ status: 'SENT', delivery: 'SENT', deliveryProblem: null });
  });

  it('tells an e-mail that brought the link apart from the SMS that did not: worded so, and asked again without "not delivered"', async () => {
    const smtp = await smtpApp();
    onTestFinished(() => smtp.app.close());
    const { assignment, customer } = await job();
    const address = `${unique('rep')}@example.com`;
    const r = await rep(customer.number, { email: address });
    const send = { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone };
    sink.refuse(smsAddress(r.telephone), 'permanent');
    onTestFinished(() => sink.refuse(smsAddress(r.telephone), null));

    expect((await smtp.call('/api/sendSurvey', send)).json()).toEqual({ statusCode: SURVEY_STATUS.notDelivered, message: SURVEY_MESSAGES.sentByEmail });
    const [request] = await t.db.select().from(surveyRequests).where(eq(surveyRequests.schedulerId, assignment.id));
    const [email] = await outboxTo(address);
    expect(request.emailOutboxMessageId).toBe(email.id);
    expect((await rows(assignment.id))[0]).toMatchObject({ delivery: 'PENDING', deliveryProblem: 'RECIPIENT_REFUSED', emailDelivery: 'SENT' });

    t.clock.advance(61_000);
    await smtp.sweep.dispatchDue();
    expect((await rows(assignment.id))[0]).toMatchObject({ status: 'SENT', delivery: 'FAILED', deliveryNextAttemptAt: null, emailDelivery: 'SENT' });
    // The customer has the link: the question is the plain "already sent" one.
    const ask = await smtp.call('/api/sendSurvey', send);
    expect(ask.json().statusCode).toBe(SURVEY_STATUS.confirm);
    expect(ask.json().message).toMatch(new RegExp(`^A survey for this job was already sent to ${r.name} on .* and is not answered yet\\. Send it again\\?$`));
  });

  it('is sent when only the e-mail was refused: the SMS brought the link', async () => {
    const smtp = await smtpApp();
    onTestFinished(() => smtp.app.close());
    const { assignment, customer } = await job();
    const address = `${unique('rep')}@example.com`;
    const r = await rep(customer.number, { email: address });
    sink.refuse(address, 'permanent');
    onTestFinished(() => sink.refuse(address, null));
    expect((await smtp.call('/api/sendSurvey', { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone })).json()).toEqual({ statusCode: SURVEY_STATUS.success, message: SURVEY_MESSAGES.sent });
    expect((await rows(assignment.id))[0]).toMatchObject({ status: 'SENT', delivery: 'SENT', emailDelivery: 'PENDING' });
  });

  it('with OUTBOX_MAX_ATTEMPTS 1 a refused message fails at once and nothing promises a retry', async () => {
    const smtp = await smtpApp(sink.port, 1);
    onTestFinished(() => smtp.app.close());
    const { assignment, customer } = await job();
    const r = await rep(customer.number, { email: null });
    sink.refuse(smsAddress(r.telephone), 'permanent');
    onTestFinished(() => sink.refuse(smsAddress(r.telephone), null));
    const send = { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone };
    expect((await smtp.call('/api/sendSurvey', send)).json()).toEqual({ statusCode: SURVEY_STATUS.notDelivered, message: SURVEY_MESSAGES.notDeliveredFinal });
    expect((await rows(assignment.id))[0]).toMatchObject({ status: 'SENT', delivery: 'FAILED', deliveryProblem: 'RECIPIENT_REFUSED', deliveryNextAttemptAt: null, emailDelivery: null });

    // The e-mail went, the SMS failed for good.
    const withEmail = await rep(customer.number, { email: `${unique('rep')}@example.com` });
    sink.refuse(smsAddress(withEmail.telephone), 'permanent');
    onTestFinished(() => sink.refuse(smsAddress(withEmail.telephone), null));
    const again = await smtp.call('/api/sendSurvey', { schedulerId: assignment.id, repId: withEmail.repId, telephone: withEmail.telephone, confirmed: true });
    expect(again.json()).toEqual({ statusCode: SURVEY_STATUS.notDelivered, message: SURVEY_MESSAGES.sentByEmailFinal });
    expect((await rows(assignment.id))[0]).toMatchObject({ delivery: 'FAILED', emailDelivery: 'SENT' });

    // A verification code: refused, and not retried either.
    const form = newContact(assignment.id, customer.number);
    sink.refuse(smsAddress(form.telephone), 'permanent');
    onTestFinished(() => sink.refuse(smsAddress(form.telephone), null));
    const added = addRepResponse.parse((await smtp.call('/api/survey/addRepAndSendSurvey', form)).json());
    expect(added).toMatchObject({ codeDelivered: false, codeRetried: false, message: SURVEY_MESSAGES.codeNotDeliveredFinal });
    const resent = await smtp.call('/api/survey/sendValidationCode', { schedulerId: assignment.id, repId: added.repId, telephone: form.telephone });
    expect(resent.json()).toEqual({ statusCode: 'SUCCESS', message: SURVEY_MESSAGES.codeNotDeliveredFinal, resendAfterSeconds: 0, codeDelivered: false, codeRetried: false });
  });

  it('is sent at once with the log transport, and null for a survey recorded before delivery was tracked', async () => {
    const { assignment, customer } = await job();
    const r = await rep(customer.number);
    await t.app.inject({ method: 'POST', url: '/api/sendSurvey', headers: dispatcher, payload: { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone } });
    expect((await rows(assignment.id))[0]).toMatchObject({ delivery: 'SENT', deliveryProblem: null, deliveryNextAttemptAt: null, emailDelivery: 'SENT' });
    await t.db.update(surveyRequests).set({ outboxMessageId: null, emailOutboxMessageId: null }).where(eq(surveyRequests.schedulerId, assignment.id));
    expect((await rows(assignment.id))[0]).toMatchObject({ status: 'SENT', delivery: null, deliveryProblem: null, emailDelivery: null });
  });
});

describe('a verification code that was not delivered', () => {
  it('does not hold back the next code for 120 s; a delivered one does, and the hourly per-contact limit still applies', async () => {
    const smtp = await smtpApp();
    const { assignment, customer } = await job();
    const form = newContact(assignment.id, customer.number);
    try {
      sink.refuse(smsAddress(form.telephone), 'permanent');
      const added = addRepResponse.parse((await smtp.call('/api/survey/addRepAndSendSurvey', form)).json());
      expect(added.codeDelivered).toBe(false);
      const body = { schedulerId: assignment.id, repId: added.repId, telephone: form.telephone };
      // At once, no 120 s wait: still refused, so still nothing to wait for.
      const resent = await smtp.call('/api/survey/sendValidationCode', body);
      expect(resent.json()).toEqual({ statusCode: 'SUCCESS', message: SURVEY_MESSAGES.codeNotDelivered, resendAfterSeconds: 0, codeDelivered: false, codeRetried: true });
      // The first code is dead now: its SMS is not retried (it would only confuse), and no longer holds the code.
      const [second, first] = await outboxTo(form.telephone);
      expect(second).toMatchObject({ status: 'PENDING' });
      expect(first).toMatchObject({ status: 'FAILED', nextAttemptAt: null, lastError: REPLACED_CODE, redactedBody: null });
      expect(first.body).toContain('••••••');
      sink.refuse(smsAddress(form.telephone), null);
      const delivered = await smtp.call('/api/survey/sendValidationCode', body);
      expect(delivered.json()).toEqual({ statusCode: 'SUCCESS', message: SURVEY_MESSAGES.codeSent, resendAfterSeconds: 120, codeDelivered: true, codeRetried: false });
      const tooSoon = await smtp.call('/api/survey/sendValidationCode', body);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json().message).toBe(SURVEY_MESSAGES.resendTooSoon(120));

      // Refused codes still count towards the phone's hourly limit (6): the refusal is worded.
      sink.refuse(smsAddress(form.telephone), 'permanent');
      t.clock.advance(121_000);
      for (let i = 0; i < 3; i++) expect((await smtp.call('/api/survey/sendValidationCode', body)).json().codeDelivered).toBe(false);
      const limited = await smtp.call('/api/survey/sendValidationCode', body);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(SURVEY_MESSAGES.tooManyForContact);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(await outboxTo(form.telephone)).toHaveLength(6);
    } finally {
      sink.refuse(smsAddress(form.telephone), null);
      await smtp.app.close();
    }
  });
});

describe('deliveryProblem', () => {
  it("sums up the transport's errors, and says nothing once sent or when nothing was refused", () => {
    expect(deliveryProblem('FAILED', "Can't send mail - all recipients were rejected: 550 No such mailbox")).toBe('RECIPIENT_REFUSED');
    expect(deliveryProblem('PENDING', 'connect ECONNREFUSED 127.0.0.1:25')).toBe('UNREACHABLE');
    expect(deliveryProblem('PENDING', 'Greeting never received')).toBe('UNREACHABLE');
    expect(deliveryProblem('FAILED', 'Invalid login: 535 5.7.8 Authentication failed')).toBe('LOGIN_REFUSED');
    expect(deliveryProblem('FAILED', 'Message too big')).toBe('OTHER');
    expect(deliveryProblem('SENT', 'connect ECONNREFUSED 127.0.0.1:25')).toBeNull();
    expect(deliveryProblem('PENDING', null)).toBeNull();
    expect(deliveryProblem(null, null)).toBeNull();
  });
});
