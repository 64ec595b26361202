import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SURVEY_MESSAGES, activeRepsResponse, addRepResponse, sendValidationCodeResponse } from '@fsp/domain';
import { createCustomer } from '../../../test/planning-factories';
import { get, job, lastCode, myTeam, newContact, observer, outboxTo, post, rep, setUpSurveyTests, t } from '../../../test/survey-fixture';
import { contactPersons, repVerifications, surveyRequests, users } from '../../db/schema';

setUpSurveyTests();

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
    expect(sendValidationCodeResponse.parse(later.json())).toEqual({ statusCode: 'SUCCESS', message: SURVEY_MESSAGES.codeSent, resendAfterSeconds: 120, codeDelivered: true, codeRetried: false });
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

  it('asks first (124) when a known verified phone is typed while the survey of the job is already open: nothing sent again', async () => {
    const { assignment, customer } = await job();
    const known = await rep(customer.number);
    const first = await post('/api/sendSurvey', { schedulerId: assignment.id, repId: known.repId, telephone: known.telephone });
    expect(first.json().statusCode, first.body).toBe(0);
    const res = await post('/api/survey/addRepAndSendSurvey', newContact(assignment.id, customer.number, { telephone: known.telephone }));
    expect(res.statusCode, res.body).toBe(200);
    expect(addRepResponse.parse(res.json())).toMatchObject({ statusCode: 'SUCCESS', isValidationRequired: false, repId: known.repId, surveyStatusCode: 124 });
    expect(await t.db.select().from(surveyRequests).where(eq(surveyRequests.schedulerId, assignment.id))).toHaveLength(1);
    expect(await outboxTo(known.telephone)).toHaveLength(1);
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

  it.each([
    ['tr', 'Telefon numarası şunlardan biriyle başlamalı: 50, 53, 54, 55.', 'Telefon numarası tam 10 haneli olmalı.', 'Lütfen geçerli bir e-posta adresi girin.'],
    ['ru', 'Номер телефона должен начинаться с одного из: 50, 53, 54, 55.', 'Номер телефона должен содержать ровно 10 цифр.', 'Введите корректный адрес эл. почты.'],
  ])("words the form's refusals in the caller's language (%s), each field's too", async (language, prefix, length, email) => {
    const { assignment, customer } = await job();
    const caller = await t.signIn(['DISPATCHER'], [myTeam]);
    await t.db.update(users).set({ cultureName: language }).where(eq(users.id, caller.user.id));
    const res = await post('/api/survey/addRepAndSendSurvey', newContact(assignment.id, customer.number, { telephone: '5121234567', email: 'not-an-email' }), caller.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(email);
    expect(res.json().details).toEqual([
      { path: 'email', message: email },
      { path: 'telephone', message: prefix },
    ]);
    const short = await post('/api/survey/addRepAndSendSurvey', newContact(assignment.id, customer.number, { telephone: '532123456' }), caller.headers);
    expect([short.statusCode, short.json().message]).toEqual([400, length]);
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
