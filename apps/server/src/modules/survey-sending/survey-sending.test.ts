import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  SURVEY_MESSAGES,
  activeRepsResponse,
  addRepResponse,
  repPositionsResponse,
  sendValidationCodeResponse,
  surveyStatusResponse,
  surveysResponse,
} from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, ensureCountry, unique } from '../../../test/factories';
import { createAssignment, createCustomer, createWorkOrder } from '../../../test/planning-factories';
import {
  configurationSettings,
  contactPersonPhones,
  contactPersons,
  dispatcherTeams,
  outboxMessages,
  repPositions,
  repVerifications,
  surveyRequests,
  surveys,
} from '../../db/schema';

let t: TestApp;
let myTeam: number;
let theirTeam: number;
let dispatcher: Record<string, string>;
let dispatcherId: number;
let observer: Record<string, string>;
let admin: Record<string, string>;
let ciUser: Record<string, string>;
let phoneSeq = 0;

/** A unique valid TR mobile number (prefix 53, 10 digits). */
const newPhone = () => `53${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneSeq).padStart(2, '0')}`.slice(0, 10);
const HOUR = 3_600_000;

async function settings(countryCode: string, values: Record<string, string>) {
  await ensureCountry(t.db, countryCode);
  await t.db
    .insert(configurationSettings)
    .values(Object.entries(values).map(([key, value]) => ({ countryCode, key, value })))
    .onConflictDoNothing();
}

beforeAll(async () => {
  t = await createTestApp();
  await settings('*', { SEND_SURVEY_ENABLED_V2: 'false', SURVEY_EMAIL_PLACEHOLDER: 'no-email@customer.invalid' });
  await settings('TR', { SEND_SURVEY_ENABLED_V2: 'true', MOBILE_OPERATOR_CHARACTERS: '50,53,54,55', PHONE_NUMBER_VALID_CHARACTER_LENGTH: '10' });
  await settings('AZ', { SEND_SURVEY_ENABLED_V2: 'true', MOBILE_OPERATOR_CHARACTERS: '50,51', PHONE_NUMBER_VALID_CHARACTER_LENGTH: '9' });
  await settings('KZ', { MOBILE_OPERATOR_CHARACTERS: '70,77' });
  await t.db.insert(repPositions).values([
    { code: 'OWNER', value: 'Company owner' },
    { code: 'FLEET_MANAGER', value: 'Fleet manager' },
  ]).onConflictDoNothing();
  await t.db.insert(surveys).values([
    { countryCode: 'TR', language: 'tr', surveyTitle: 'Memnuniyet anketi' },
    { countryCode: 'TR', language: 'en', surveyTitle: 'Satisfaction survey' },
  ]);
  const org = await createOrganization(t.db, { countryCode: 'TR' });
  myTeam = (await createTeam(t.db, { orgunit: org.orgunit })).id;
  theirTeam = (await createTeam(t.db, { orgunit: org.orgunit })).id;
  const signedIn = await t.signIn(['DISPATCHER'], [myTeam]);
  dispatcher = signedIn.headers;
  dispatcherId = signedIn.user.id;
  observer = (await t.signIn(['OBSERVER'], [myTeam])).headers;
  admin = (await t.signIn(['ADMIN'])).headers;
  ciUser = (await t.signIn(['CI_BOARD_USER'], [myTeam])).headers;
});
afterAll(async () => t?.close());

let minute = 0;
/** A finished job (JOBDONE unless told) of a technician of the team, on a new work order of a new customer in the country. */
async function job(options: { teamId?: number; status?: string; country?: string } = {}) {
  const teamId = options.teamId ?? myTeam;
  const team = await t.db.query.teams.findFirst({ where: (x, { eq: e }) => e(x.id, teamId) });
  let orgunit = team!.orgunit;
  let techTeam: number | undefined = teamId;
  if (options.country && options.country !== 'TR') {
    orgunit = (await createOrganization(t.db, { countryCode: options.country })).orgunit;
    techTeam = (await createTeam(t.db, { orgunit })).id;
    await t.db.insert(dispatcherTeams).values({ userId: dispatcherId, teamId: techTeam });
  }
  const tech = await createTechnician(t.db, { teamId: techTeam, orgunit });
  const customer = await createCustomer(t.db);
  const wo = await createWorkOrder(t.db, { orgunit, customerNumber: customer.number });
  const start = Date.UTC(2026, 0, 5, 6, 0) + minute++ * 60_000 * 180;
  const assignment = await createAssignment(t.db, {
    technicianBpNo: tech.bpNo,
    workOrderItemId: wo.items[0].id,
    start,
    end: start + 2 * HOUR,
    workingStatus: options.status ?? 'JOBDONE',
  });
  return { assignment, customer, order: wo.order, tech };
}

/** A contact person of the customer with one phone (verified unless told). */
async function rep(customerNumber: string, options: { verified?: boolean; active?: boolean; email?: string | null } = {}) {
  const [row] = await t.db
    .insert(contactPersons)
    .values({ customerNumber, firstName: 'Ayşe', lastName: unique('Kaya'), positionCode: 'OWNER', email: options.email === undefined ? 'ayse@example.com' : options.email, active: options.active ?? true })
    .returning();
  const telephone = newPhone();
  await t.db.insert(contactPersonPhones).values({ repId: row.repId, telephone, verifiedAt: options.verified === false ? null : new Date('2026-01-01T00:00:00Z') });
  return { repId: row.repId, telephone, name: `${row.firstName} ${row.lastName}` };
}

const post = (url: string, payload: unknown, headers = dispatcher) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const get = (url: string, headers = dispatcher) => t.app.inject({ method: 'GET', url, headers });

async function outboxTo(recipient: string) {
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));
}
async function lastCode(telephone: string): Promise<string> {
  const [message] = await outboxTo(telephone);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${telephone}`);
  return code;
}
function newContact(schedulerId: number, customerNumber: string, overrides: Record<string, unknown> = {}) {
  return { schedulerId, customerNumber, telephone: newPhone(), firstName: 'Mehmet', lastName: unique('Yılmaz'), email: 'mehmet@example.com', positionCode: 'FLEET_MANAGER', ...overrides };
}

describe('GET /api/getRepPositions', () => {
  it('lists the positions by label for the planning roles', async () => {
    const res = await get('/api/getRepPositions', observer);
    expect(res.statusCode, res.body).toBe(200);
    expect(repPositionsResponse.parse(res.json()).positions).toEqual([
      { code: 'OWNER', value: 'Company owner' },
      { code: 'FLEET_MANAGER', value: 'Fleet manager' },
    ]);
    expect((await get('/api/getRepPositions', admin)).statusCode).toBe(403);
  });
});

describe('GET /api/getActiveReps/{id}', () => {
  it("lists the active contact persons of the job's customer with phones and the country's form settings", async () => {
    const { assignment, customer } = await job();
    const a = await rep(customer.number);
    const pending = await rep(customer.number, { verified: false });
    await rep(customer.number, { active: false });
    const other = await createCustomer(t.db);
    await rep(other.number);
    const res = await get(`/api/getActiveReps/${assignment.id}`, observer);
    expect(res.statusCode, res.body).toBe(200);
    const body = activeRepsResponse.parse(res.json());
    expect(body.customerNumber).toBe(customer.number);
    expect(body.customerReps.map((r) => r.repId).sort()).toEqual([a.repId, pending.repId].sort());
    const first = body.customerReps.find((r) => r.repId === a.repId)!;
    expect(first).toEqual({ repId: a.repId, name: a.name, position: 'Company owner', positionCode: 'OWNER', phoneList: [{ telephone: a.telephone, verified: true }] });
    expect(body.customerReps.find((r) => r.repId === pending.repId)!.phoneList[0].verified).toBe(false);
    expect(body.settings).toEqual({
      countryCode: 'TR',
      sendSurveyEnabled: true,
      mobileOperatorCharacters: ['50', '53', '54', '55'],
      phoneNumberValidCharacterLength: 10,
      surveyEmailPlaceholder: 'no-email@customer.invalid',
    });
  });

  it('is 404 for a job of another team and 400 for a bad id', async () => {
    const { assignment } = await job({ teamId: theirTeam });
    expect((await get(`/api/getActiveReps/${assignment.id}`)).statusCode).toBe(404);
    expect((await get(`/api/surveysWo/${assignment.id}`)).statusCode).toBe(404);
    expect((await get('/api/getActiveReps/abc')).statusCode).toBe(400);
    expect((await get('/api/surveysWo/0')).statusCode).toBe(400);
  });
});

describe('POST /api/sendSurvey', () => {
  it('sends: statusCode 0, a survey record with an unguessable code, an SMS with the link and an e-mail', async () => {
    const { assignment, customer, order } = await job();
    const r = await rep(customer.number);
    const res = await post('/api/sendSurvey', { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone });
    expect(res.statusCode, res.body).toBe(200);
    expect(surveyStatusResponse.parse(res.json())).toEqual({ statusCode: 0, message: SURVEY_MESSAGES.sent });
    const [request] = await t.db.select().from(surveyRequests).where(eq(surveyRequests.schedulerId, assignment.id));
    expect(request).toMatchObject({ repId: r.repId, telephone: r.telephone, status: 'SENT', sentByUserId: dispatcherId, answeredAt: null });
    expect(request.publicCode).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(request.expiresAt.getTime() - request.sentAt.getTime()).toBe(14 * 24 * HOUR);
    expect(request.sentAt.getTime()).toBe(t.clock.now().getTime());
    const [sms] = await outboxTo(r.telephone);
    expect(sms).toMatchObject({ channel: 'SMS', status: 'SENT' });
    // The link base is the request's origin without PUBLIC_BASE_URL.
    expect(sms.body).toMatch(new RegExp(`http://localhost(:80)?/pub/survey\\?c=${request.publicCode}&ul=en$`));
    expect(sms.body).toContain(order.orderNumber);
    const [mail] = await outboxTo('ayse@example.com');
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: 'How did we do?' });
    expect(mail.body).toContain(request.publicCode);

    const rows = surveysResponse.parse((await get(`/api/surveysWo/${assignment.id}`, observer)).json()).surveys;
    expect(rows).toEqual([
      { id: request.id, technicianFullName: expect.any(String), repName: r.name, telephone: r.telephone, sentToRep: request.sentAt.getTime(), answeredByRep: null, status: 'SENT', sentBy: expect.stringContaining('Test') },
    ]);
  });

  it('asks to confirm (124) while an unanswered survey of the job is open, and sends again on confirmed', async () => {
    const { assignment, customer } = await job();
    const r = await rep(customer.number);
    const second = await rep(customer.number, { email: null });
    expect((await post('/api/sendSurvey', { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone })).json().statusCode).toBe(0);
    t.clock.advance(60_000);
    const ask = surveyStatusResponse.parse(
      (await post('/api/sendSurvey', { schedulerId: assignment.id, repId: second.repId, telephone: second.telephone }, { ...dispatcher, 'x-timezone-offset': '180' })).json(),
    );
    expect(ask.statusCode).toBe(124);
    expect(ask.message).toContain(r.name);
    // The first send's time in the browser's zone (UTC+3 here).
    const sentAt = new Date(t.clock.now().getTime() - 60_000 + 180 * 60_000);
    const p2 = (n: number) => String(n).padStart(2, '0');
    expect(ask.message).toContain(`${p2(sentAt.getUTCDate())}.${p2(sentAt.getUTCMonth() + 1)}.${sentAt.getUTCFullYear()} ${p2(sentAt.getUTCHours())}:${p2(sentAt.getUTCMinutes())}`);
    expect(ask.message).toMatch(/Send it again\?$/);
    expect(await outboxTo(second.telephone)).toHaveLength(0);

    const again = await post('/api/sendSurvey', { schedulerId: assignment.id, repId: second.repId, telephone: second.telephone, confirmed: true });
    expect(again.json()).toEqual({ statusCode: 0, message: SURVEY_MESSAGES.sent });
    const requests = await t.db.select().from(surveyRequests).where(eq(surveyRequests.schedulerId, assignment.id)).orderBy(surveyRequests.id);
    expect(requests.map((x) => x.status)).toEqual(['EXPIRED', 'SENT']);
    expect(new Set(requests.map((x) => x.publicCode)).size).toBe(2);
    const rows = surveysResponse.parse((await get(`/api/surveysWo/${assignment.id}`)).json()).surveys;
    expect(rows.map((x) => x.status)).toEqual(['SENT', 'EXPIRED']);
  });

  it('answers 125 (error) once the customer answered, and when the country has no survey', async () => {
    const { assignment, customer } = await job();
    const r = await rep(customer.number);
    await post('/api/sendSurvey', { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone });
    // The public-survey page sets ANSWERED when the customer submits.
    await t.db.update(surveyRequests).set({ status: 'ANSWERED', answeredAt: t.clock.now() }).where(eq(surveyRequests.schedulerId, assignment.id));
    const answered = await post('/api/sendSurvey', { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone, confirmed: true });
    expect(answered.json()).toEqual({ statusCode: 125, message: SURVEY_MESSAGES.alreadyAnswered });
    const rows = surveysResponse.parse((await get(`/api/surveysWo/${assignment.id}`)).json()).surveys;
    expect(rows[0]).toMatchObject({ status: 'ANSWERED', answeredByRep: t.clock.now().getTime() });

    const az = await job({ country: 'AZ' });
    const azRep = await rep(az.customer.number);
    expect((await post('/api/sendSurvey', { schedulerId: az.assignment.id, repId: azRep.repId, telephone: azRep.telephone })).json()).toEqual({ statusCode: 125, message: SURVEY_MESSAGES.noTemplate('AZ') });
  });

  it('answers 126 (warning) for a job that is not finished, and sends nothing', async () => {
    const { assignment, customer } = await job({ status: 'ONSITE' });
    const r = await rep(customer.number);
    expect((await post('/api/sendSurvey', { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone })).json()).toEqual({ statusCode: 126, message: SURVEY_MESSAGES.jobNotFinished });
    expect(await outboxTo(r.telephone)).toHaveLength(0);
  });

  it('refuses OBSERVER and CI users (403), other teams (404), another customer rep (404), a foreign phone (400), a disabled country (403)', async () => {
    const { assignment, customer } = await job();
    const r = await rep(customer.number);
    const body = { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone };
    expect((await post('/api/sendSurvey', body, observer)).statusCode).toBe(403);
    expect((await post('/api/sendSurvey', body, ciUser)).statusCode).toBe(403);
    const theirs = await job({ teamId: theirTeam });
    expect((await post('/api/sendSurvey', { ...body, schedulerId: theirs.assignment.id })).statusCode).toBe(404);
    const stranger = await rep((await createCustomer(t.db)).number);
    const foreignRep = await post('/api/sendSurvey', { ...body, repId: stranger.repId, telephone: stranger.telephone });
    expect(foreignRep.statusCode).toBe(404);
    expect(foreignRep.json().message).toBe(SURVEY_MESSAGES.repNotFound);
    const foreignPhone = await post('/api/sendSurvey', { ...body, telephone: newPhone() });
    expect(foreignPhone.statusCode).toBe(400);
    expect(foreignPhone.json().message).toBe(SURVEY_MESSAGES.phoneNotFound);
    const kz = await job({ country: 'KZ' });
    const kzRep = await rep(kz.customer.number);
    const disabled = await post('/api/sendSurvey', { schedulerId: kz.assignment.id, repId: kzRep.repId, telephone: kzRep.telephone });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toBe(SURVEY_MESSAGES.notEnabled);
    expect(await t.db.select().from(surveyRequests).where(eq(surveyRequests.schedulerId, assignment.id))).toHaveLength(0);
  });

  it('validates the body (400) and changes nothing', async () => {
    const { assignment, customer } = await job();
    const r = await rep(customer.number);
    for (const payload of [
      {},
      { schedulerId: assignment.id, repId: r.repId },
      { schedulerId: 'x', repId: r.repId, telephone: r.telephone },
      { schedulerId: assignment.id, repId: r.repId, telephone: '53a1234567' },
      { schedulerId: assignment.id, repId: r.repId, telephone: '53212345678' },
      { schedulerId: assignment.id, repId: 2147483648, telephone: r.telephone },
    ]) {
      const res = await post('/api/sendSurvey', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^Invalid body/);
    }
    expect(await outboxTo(r.telephone)).toHaveLength(0);
  });
});

describe('POST /api/survey/addRepAndSendSurvey and the verification code', () => {
  it('adds the person inactive, sends a 6-digit code stored only as a hash; the right code verifies, activates and sends the survey', async () => {
    const { assignment, customer } = await job();
    const form = newContact(assignment.id, customer.number);
    const res = await post('/api/survey/addRepAndSendSurvey', form);
    expect(res.statusCode, res.body).toBe(200);
    const body = addRepResponse.parse(res.json());
    expect(body).toMatchObject({ statusCode: 'SUCCESS', isValidationRequired: true });
    const [person] = await t.db.select().from(contactPersons).where(eq(contactPersons.repId, body.repId));
    expect(person).toMatchObject({ customerNumber: customer.number, firstName: 'Mehmet', active: false, positionCode: 'FLEET_MANAGER' });
    const code = await lastCode(form.telephone);
    expect(code).toMatch(/^\d{6}$/);
    const [v] = await t.db.select().from(repVerifications).where(eq(repVerifications.repId, body.repId));
    expect(v.codeHash).not.toContain(code);
    expect(v.expiresAt.getTime() - t.clock.now().getTime()).toBe(10 * 60_000);
    // Not listed until verified.
    const before = activeRepsResponse.parse((await get(`/api/getActiveReps/${assignment.id}`)).json());
    expect(before.customerReps.some((r) => r.repId === body.repId)).toBe(false);

    const verify = await post('/api/survey/verifyRepAndSendSurvey', { schedulerId: assignment.id, repId: body.repId, telephone: form.telephone, validationCode: code });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json()).toEqual({ statusCode: 0, message: SURVEY_MESSAGES.sent });
    const after = activeRepsResponse.parse((await get(`/api/getActiveReps/${assignment.id}`)).json());
    expect(after.customerReps.find((r) => r.repId === body.repId)!.phoneList).toEqual([{ telephone: form.telephone, verified: true }]);
    const [sms] = await outboxTo(form.telephone);
    expect(sms.body).toContain('/pub/survey?c=');

    // Single use.
    const reuse = await post('/api/survey/verifyRepAndSendSurvey', { schedulerId: assignment.id, repId: body.repId, telephone: form.telephone, validationCode: code });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(SURVEY_MESSAGES.verificationMissing);
  });

  it("refuses a wrong code with 'Verification code incorrect', locks after 5 wrong tries (a sixth try is refused even with the right code)", async () => {
    const { assignment, customer } = await job();
    const form = newContact(assignment.id, customer.number);
    const { repId } = addRepResponse.parse((await post('/api/survey/addRepAndSendSurvey', form)).json());
    const code = await lastCode(form.telephone);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (validationCode: string) => post('/api/survey/verifyRepAndSendSurvey', { schedulerId: assignment.id, repId, telephone: form.telephone, validationCode });
    for (let i = 1; i <= 5; i++) {
      const res = await attempt(wrong);
      expect(res.statusCode, `try ${i}`).toBe(400);
      expect(res.json().message).toBe('Verification code incorrect');
    }
    const sixth = await attempt(code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(SURVEY_MESSAGES.verificationLocked);
    expect(await t.db.select().from(surveyRequests).where(eq(surveyRequests.schedulerId, assignment.id))).toHaveLength(0);

    // A new code (after the cooldown) works again.
    t.clock.advance(121_000);
    expect((await post('/api/survey/sendValidationCode', { schedulerId: assignment.id, repId, telephone: form.telephone })).statusCode).toBe(200);
    expect((await attempt(await lastCode(form.telephone))).json()).toEqual({ statusCode: 0, message: SURVEY_MESSAGES.sent });
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    const { assignment, customer } = await job();
    const form = newContact(assignment.id, customer.number);
    const { repId } = addRepResponse.parse((await post('/api/survey/addRepAndSendSurvey', form)).json());
    const code = await lastCode(form.telephone);
    t.clock.advance(10 * 60_000);
    const res = await post('/api/survey/verifyRepAndSendSurvey', { schedulerId: assignment.id, repId, telephone: form.telephone, validationCode: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SURVEY_MESSAGES.verificationExpired);
    const [person] = await t.db.select().from(contactPersons).where(eq(contactPersons.repId, repId));
    expect(person.active).toBe(false);
  });

  it('refuses a resend inside 120 seconds (429 with Retry-After), accepts it after; the new code replaces the old one', async () => {
    const { assignment, customer } = await job();
    const form = newContact(assignment.id, customer.number);
    const { repId } = addRepResponse.parse((await post('/api/survey/addRepAndSendSurvey', form)).json());
    const first = await lastCode(form.telephone);
    const resend = () => post('/api/survey/sendValidationCode', { schedulerId: assignment.id, repId, telephone: form.telephone });
    t.clock.advance(100_000);
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(SURVEY_MESSAGES.resendTooSoon(20));
    expect(early.headers['retry-after']).toBe('20');
    // Submitting the form again is a resend too.
    expect((await post('/api/survey/addRepAndSendSurvey', form)).statusCode).toBe(429);
    expect(await outboxTo(form.telephone)).toHaveLength(1);

    t.clock.advance(20_000);
    const later = await resend();
    expect(later.statusCode, later.body).toBe(200);
    expect(sendValidationCodeResponse.parse(later.json())).toEqual({ statusCode: 'SUCCESS', message: SURVEY_MESSAGES.codeSent, resendAfterSeconds: 120 });
    const second = await lastCode(form.telephone);
    const verify = (validationCode: string) => post('/api/survey/verifyRepAndSendSurvey', { schedulerId: assignment.id, repId, telephone: form.telephone, validationCode });
    if (first !== second) expect((await verify(first)).json().message).toBe('Verification code incorrect');
    expect((await verify(second)).json().statusCode).toBe(0);
  });

  it('sends at once without a code when the phone is already verified for the customer', async () => {
    const { assignment, customer } = await job();
    const known = await rep(customer.number);
    const res = await post('/api/survey/addRepAndSendSurvey', newContact(assignment.id, customer.number, { telephone: known.telephone }));
    expect(res.statusCode, res.body).toBe(200);
    expect(addRepResponse.parse(res.json())).toEqual({ statusCode: 'SUCCESS', isValidationRequired: false, repId: known.repId, message: SURVEY_MESSAGES.sent, surveyStatusCode: 0 });
    const [sms] = await outboxTo(known.telephone);
    expect(sms.body).toContain('/pub/survey?c=');
  });

  it('checks the form with the country settings (prefix, digit count, e-mail or placeholder, position) and the customer: 400, nothing created', async () => {
    const { assignment, customer } = await job();
    const cases: [Record<string, unknown>, string][] = [
      [{ telephone: '5121234567' }, 'The phone number must start with one of: 50, 53, 54, 55.'],
      [{ telephone: '532123456' }, 'The phone number must have exactly 10 digits.'],
      [{ email: 'not-an-email' }, 'Please enter a valid e-mail address.'],
      [{ firstName: '   ' }, 'Invalid body field "firstName": First name is required.'],
      [{ email: '' }, 'Invalid body field "email": E-mail is required.'],
      [{ positionCode: 'ASTRONAUT' }, SURVEY_MESSAGES.unknownPosition],
      [{ customerNumber: 'C-other' }, SURVEY_MESSAGES.customerMismatch],
      [{ telephone: '+905321234' }, 'Invalid body field "telephone": The phone number may contain digits only.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await post('/api/survey/addRepAndSendSurvey', newContact(assignment.id, customer.number, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const placeholder = await post('/api/survey/addRepAndSendSurvey', newContact(assignment.id, customer.number, { email: 'no-email@customer.invalid' }));
    expect(placeholder.statusCode, placeholder.body).toBe(200);
    const people = await t.db.select().from(contactPersons).where(eq(contactPersons.customerNumber, customer.number));
    expect(people.map((p) => p.email)).toEqual(['no-email@customer.invalid']);
  });

  it('uses the work order country rules (AZ: 9 digits, 50/51)', async () => {
    const az = await job({ country: 'AZ' });
    const bad = await post('/api/survey/addRepAndSendSurvey', newContact(az.assignment.id, az.customer.number, { telephone: '5312345678' }));
    expect(bad.json().message).toBe('The phone number must start with one of: 50, 51.');
    const ok = await post('/api/survey/addRepAndSendSurvey', newContact(az.assignment.id, az.customer.number, { telephone: '501234567' }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses OBSERVER on all three calls and wrong ids', async () => {
    const { assignment, customer } = await job();
    const form = newContact(assignment.id, customer.number);
    expect((await post('/api/survey/addRepAndSendSurvey', form, observer)).statusCode).toBe(403);
    expect((await post('/api/survey/verifyRepAndSendSurvey', { schedulerId: assignment.id, repId: 1, telephone: form.telephone, validationCode: '123456' }, observer)).statusCode).toBe(403);
    expect((await post('/api/survey/sendValidationCode', { schedulerId: assignment.id, repId: 1, telephone: form.telephone }, observer)).statusCode).toBe(403);
    expect(await outboxTo(form.telephone)).toHaveLength(0);
    const stranger = await rep((await createCustomer(t.db)).number);
    expect((await post('/api/survey/sendValidationCode', { schedulerId: assignment.id, repId: stranger.repId, telephone: stranger.telephone })).statusCode).toBe(404);
    const missing = await post('/api/survey/verifyRepAndSendSurvey', { schedulerId: assignment.id, repId: 1, telephone: form.telephone, validationCode: '12a' });
    expect(missing.statusCode).toBe(400);
    const none = await rep(customer.number, { verified: false });
    const noCode = await post('/api/survey/verifyRepAndSendSurvey', { schedulerId: assignment.id, repId: none.repId, telephone: none.telephone, validationCode: '123456' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(SURVEY_MESSAGES.verificationMissing);
  });
});

describe('GET /api/dev/outbox', () => {
  it('lets ADMIN read the newest messages of a recipient outside production; others are refused', async () => {
    const { assignment, customer } = await job();
    const form = newContact(assignment.id, customer.number);
    await post('/api/survey/addRepAndSendSurvey', form);
    const res = await get(`/api/dev/outbox?recipient=${form.telephone}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().messages[0].body).toContain(await lastCode(form.telephone));
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
    expect(await outboxTo(form.telephone)).toHaveLength(6);
    t.clock.advance(HOUR);
    expect((await post('/api/survey/sendValidationCode', { schedulerId: assignment.id, repId, telephone: form.telephone })).statusCode).toBe(200);
  });

  it('refuses a user who sent too many messages in the hour (429)', async () => {
    const limited = await createTestApp({ config: { SURVEY_SEND_LIMIT_PER_USER_PER_HOUR: 2 } });
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
      const add = (telephone: string) =>
        limited.app.inject({ method: 'POST', url: '/api/survey/addRepAndSendSurvey', headers, payload: { schedulerId: a.id, customerNumber: customer.number, telephone, firstName: 'A', lastName: 'B', email: 'a@b.co', positionCode: 'OWNER' } });
      expect((await add('5321000001')).statusCode).toBe(200);
      expect((await add('5321000002')).statusCode).toBe(200);
      const blocked = await add('5321000003');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(SURVEY_MESSAGES.tooManyForUser);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const sent = await limited.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, '5321000003')));
      expect(sent).toHaveLength(0);
      limited.clock.advance(HOUR + 1000);
      expect((await add('5321000003')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
