import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SURVEY_MESSAGES, SURVEY_STATUS, addRepResponse } from '@fsp/domain';
import type { Transport } from '../../delivery/delivery';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { createTestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, ensureCountry } from '../../../test/factories';
import { createAssignment, createCustomer, createWorkOrder } from '../../../test/planning-factories';
import { HOUR, admin, dispatcher, get, job, lastCode, newContact, outboxTo, post, rep, setUpSurveyTests, t } from '../../../test/survey-fixture';
import { configurationSettings, outboxMessages, repPositions, surveyRequests, surveys } from '../../db/schema';

setUpSurveyTests();

describe('Idempotency-Key on survey sending', () => {
  it('answers a retry with the first answer: one survey, one message, even on another instance', async () => {
    const { assignment, customer } = await job();
    const r = await rep(customer.number);
    const body = { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone };
    const headers = { ...dispatcher, 'idempotency-key': `survey-${assignment.id}` };
    const first = await post('/api/sendSurvey', body, headers);
    expect(first.json()).toEqual({ statusCode: 0, message: SURVEY_MESSAGES.sent });
    // Without the key the same call would ask "already sent, send again?" (124).
    const other = await buildApp({ database: { db: t.db } as unknown as Database, config: t.config, clock: t.clock, logger: false });
    try {
      const retry = await other.inject({ method: 'POST', url: '/api/sendSurvey', headers, payload: body });
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
    } finally {
      await other.close();
    }
    expect(await t.db.select().from(surveyRequests).where(eq(surveyRequests.schedulerId, assignment.id))).toHaveLength(1);
    expect(await outboxTo(r.telephone)).toHaveLength(1);
    expect((await post('/api/sendSurvey', body)).json().statusCode).toBe(124);
  });

  it('answers a repeated code request with the first answer instead of the 120-second refusal', async () => {
    const { assignment, customer } = await job();
    const form = newContact(assignment.id, customer.number);
    const { repId } = (await post('/api/survey/addRepAndSendSurvey', form)).json();
    t.clock.advance(121_000);
    const headers = { ...dispatcher, 'idempotency-key': `code-${repId}` };
    const body = { schedulerId: assignment.id, repId, telephone: form.telephone };
    const first = await post('/api/survey/sendValidationCode', body, headers);
    expect(first.statusCode).toBe(200);
    const retry = await post('/api/survey/sendValidationCode', body, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await outboxTo(form.telephone)).toHaveLength(2);
    expect((await post('/api/survey/sendValidationCode', body)).statusCode).toBe(429);
  });
});

describe('a message the transport refuses', () => {
  const smtpDown: Transport = {
    name: 'smtp',
    send: async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    },
  };
  const appWithSmtpDown = () => buildApp({ database: { db: t.db } as unknown as Database, config: t.config, clock: t.clock, logger: false, transport: smtpDown });

  it('is not answered as sent: the survey is kept and the user is warned that delivery is pending', async () => {
    const { assignment, customer } = await job();
    const r = await rep(customer.number);
    const down = await appWithSmtpDown();
    try {
      const res = await down.inject({ method: 'POST', url: '/api/sendSurvey', headers: dispatcher, payload: { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone } });
      expect(res.json()).toEqual({ statusCode: SURVEY_STATUS.notDelivered, message: SURVEY_MESSAGES.notDelivered });
    } finally {
      await down.close();
    }
    expect(await t.db.select().from(surveyRequests).where(eq(surveyRequests.schedulerId, assignment.id))).toHaveLength(1);
    const [message] = await outboxTo(r.telephone);
    expect(message).toMatchObject({ status: 'PENDING', lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
  });

  it('is not answered as a sent verification code, on adding the person or on a resend: still SUCCESS, the dialog opens', async () => {
    const { assignment, customer } = await job();
    const form = newContact(assignment.id, customer.number);
    const down = await appWithSmtpDown();
    const call = (url: string, payload: object) => down.inject({ method: 'POST', url, headers: dispatcher, payload });
    let repId: number;
    try {
      const added = addRepResponse.parse((await call('/api/survey/addRepAndSendSurvey', form)).json());
      expect(added).toMatchObject({ statusCode: 'SUCCESS', isValidationRequired: true, codeDelivered: false, message: SURVEY_MESSAGES.codeNotDelivered });
      repId = added.repId;
      // No 120 s wait after a refused code.
      const resent = await call('/api/survey/sendValidationCode', { schedulerId: assignment.id, repId, telephone: form.telephone });
      expect(resent.json()).toEqual({ statusCode: 'SUCCESS', message: SURVEY_MESSAGES.codeNotDelivered, resendAfterSeconds: 0, codeDelivered: false, codeRetried: true });
    } finally {
      await down.close();
    }
    // Kept for the retry, with the code still in it.
    const [code] = await outboxTo(form.telephone);
    expect(code).toMatchObject({ status: 'PENDING', lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    t.clock.advance(121_000);
    const delivered = await post('/api/survey/sendValidationCode', { schedulerId: assignment.id, repId, telephone: form.telephone });
    expect(delivered.json()).toMatchObject({ statusCode: 'SUCCESS', message: SURVEY_MESSAGES.codeSent, codeDelivered: true });
  });
});

describe('GET /api/dev/outbox', () => {
  it('lets ADMIN read the newest messages of a recipient outside production; others are refused', async () => {
    const { assignment, customer } = await job();
    const form = newContact(assignment.id, customer.number);
    await post('/api/survey/addRepAndSendSurvey', form);
    const res = await get(`/api/dev/outbox?recipient=${form.telephone}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const code = await lastCode(form.telephone);
    expect(res.json().messages[0].body).toContain(code);
    // The outbox table kept the code only until delivery.
    const [row] = await outboxTo(form.telephone);
    expect(row).toMatchObject({ status: 'SENT', redactedBody: null });
    expect(row.body).not.toContain(code);
    expect(row.body).toContain('••••••');
    expect((await get('/api/dev/outbox', dispatcher)).statusCode).toBe(403);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ config: { NODE_ENV: 'production' } });
    try {
      const { headers } = await prod.signIn(['ADMIN']);
      expect((await prod.app.inject({ method: 'GET', url: '/api/dev/outbox', headers })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('rate limits', () => {
  it('refuses more messages to one phone than the hourly limit (429), counted from the outbox', async () => {
    const { assignment, customer } = await job();
    const form = newContact(assignment.id, customer.number);
    const { repId } = addRepResponse.parse((await post('/api/survey/addRepAndSendSurvey', form)).json());
    for (let i = 0; i < 5; i++) {
      t.clock.advance(121_000);
      expect((await post('/api/survey/sendValidationCode', { schedulerId: assignment.id, repId, telephone: form.telephone })).statusCode).toBe(200);
    }
    t.clock.advance(121_000);
    const blocked = await post('/api/survey/sendValidationCode', { schedulerId: assignment.id, repId, telephone: form.telephone });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(SURVEY_MESSAGES.tooManyForContact);
    // Until the first code of the hour (six steps of 121 s ago) ages out of it.
    expect(blocked.headers['retry-after']).toBe(String(3600 - 6 * 121));
    expect(await outboxTo(form.telephone)).toHaveLength(6);
    t.clock.advance(HOUR);
    expect((await post('/api/survey/sendValidationCode', { schedulerId: assignment.id, repId, telephone: form.telephone })).statusCode).toBe(200);
  });

  it('refuses a user who sent too many messages in the hour (429), on every server instance', async () => {
    const limited = await createTestApp({ config: { SURVEY_SEND_LIMIT_PER_USER_PER_HOUR: 2 } });
    // A second instance on the same database: the count is in the database, not in one process.
    const other = await buildApp({ database: { db: limited.db } as unknown as Database, config: limited.config, clock: limited.clock, logger: false });
    try {
      await ensureCountry(limited.db, 'TR');
      await limited.db.insert(configurationSettings).values([{ countryCode: 'TR', key: 'SEND_SURVEY_ENABLED_V2', value: 'true' }]).onConflictDoNothing();
      await limited.db.insert(repPositions).values({ code: 'OWNER', value: 'Owner' });
      await limited.db.insert(surveys).values({ countryCode: 'TR', language: 'en', surveyTitle: 'Survey' });
      const org = await createOrganization(limited.db, { countryCode: 'TR' });
      const team = await createTeam(limited.db, { orgunit: org.orgunit });
      const { headers } = await limited.signIn(['DISPATCHER'], [team.id]);
      const tech = await createTechnician(limited.db, { teamId: team.id, orgunit: org.orgunit });
      const customer = await createCustomer(limited.db);
      const wo = await createWorkOrder(limited.db, { orgunit: org.orgunit, customerNumber: customer.number });
      const a = await createAssignment(limited.db, { technicianBpNo: tech.bpNo, workOrderItemId: wo.items[0].id, start: '2026-01-05T06:00:00Z', end: '2026-01-05T08:00:00Z', workingStatus: 'JOBDONE' });
      const add = (telephone: string, app = limited.app) =>
        app.inject({ method: 'POST', url: '/api/survey/addRepAndSendSurvey', headers, payload: { schedulerId: a.id, customerNumber: customer.number, telephone, firstName: 'A', lastName: 'B', email: 'a@b.co', positionCode: 'OWNER' } });
      expect((await add('5321000001')).statusCode).toBe(200);
      expect((await add('5321000002')).statusCode).toBe(200);
      const blocked = await add('5321000003', other);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(SURVEY_MESSAGES.tooManyForUser);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const sent = await limited.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, '5321000003')));
      expect(sent).toHaveLength(0);
      limited.clock.advance(HOUR + 1000);
      expect((await add('5321000003')).statusCode).toBe(200);
    } finally {
      await other.close();
      await limited.close();
    }
  });
});
