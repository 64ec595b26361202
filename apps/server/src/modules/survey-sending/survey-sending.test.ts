import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SURVEY_MESSAGES, activeRepsResponse, repPositionsResponse, surveyStatusResponse, surveysResponse } from '@fsp/domain';
import { createCustomer } from '../../../test/planning-factories';
import { HOUR, admin, ciUser, dispatcher, dispatcherId, get, job, myTeam, newPhone, observer, outboxTo, post, rep, setUpSurveyTests, t, theirTeam } from '../../../test/survey-fixture';
import { contactPersons, repPositions, surveyRequests, users } from '../../db/schema';

setUpSurveyTests();

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

  it('lists positions and contact persons in Turkish alphabetical order (Ç after C, İ after I, Ö after O, Ş after S)', async () => {
    const names = ['Ömer', 'Osman', 'İsmail', 'Irmak', 'Çelik', 'Cem', 'Şahin', 'Sude'];
    const expected = ['Cem', 'Çelik', 'Irmak', 'İsmail', 'Osman', 'Ömer', 'Sude', 'Şahin'];
    await t.db.insert(repPositions).values(names.map((name, i) => ({ code: `ORDER_${i}`, value: `${name} sorumlusu` })));
    const { positions } = repPositionsResponse.parse((await get('/api/getRepPositions', observer)).json());
    expect(positions.filter((p) => p.code.startsWith('ORDER_')).map((p) => p.value)).toEqual(expected.map((name) => `${name} sorumlusu`));
    const { assignment, customer } = await job();
    await t.db.insert(contactPersons).values(names.map((firstName) => ({ customerNumber: customer.number, firstName, lastName: 'Kaya', positionCode: 'OWNER' })));
    const { customerReps } = activeRepsResponse.parse((await get(`/api/getActiveReps/${assignment.id}`, observer)).json());
    expect(customerReps.map((r) => r.name)).toEqual(expected.map((name) => `${name} Kaya`));
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
    // A Host header of the caller's choosing never becomes the customer's link.
    const res = await post('/api/sendSurvey', { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone }, { ...dispatcher, host: 'evil.example' });
    expect(res.statusCode, res.body).toBe(200);
    expect(surveyStatusResponse.parse(res.json())).toEqual({ statusCode: 0, message: SURVEY_MESSAGES.sent });
    const [request] = await t.db.select().from(surveyRequests).where(eq(surveyRequests.schedulerId, assignment.id));
    expect(request).toMatchObject({ repId: r.repId, telephone: r.telephone, status: 'SENT', sentByUserId: dispatcherId, answeredAt: null });
    expect(request.publicCode).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(request.expiresAt.getTime() - request.sentAt.getTime()).toBe(14 * 24 * HOUR);
    expect(request.sentAt.getTime()).toBe(t.clock.now().getTime());
    const [sms] = await outboxTo(r.telephone);
    expect(sms).toMatchObject({ channel: 'SMS', status: 'SENT' });
    // Without PUBLIC_BASE_URL (outside production) the link is on the configured listen address.
    expect(sms.body).toMatch(new RegExp(`http://localhost:8080/pub/survey\\?c=${request.publicCode}&ul=en$`));
    expect(sms.body).not.toContain('evil.example');
    expect(sms.body).toContain(order.orderNumber);
    const [mail] = await outboxTo('ayse@example.com');
    expect(mail).toMatchObject({ channel: 'EMAIL', subject: 'How did we do?' });
    expect(mail.body).toContain(request.publicCode);

    const rows = surveysResponse.parse((await get(`/api/surveysWo/${assignment.id}`, observer)).json()).surveys;
    expect(rows).toEqual([
      { id: request.id, technicianFullName: expect.any(String), repName: r.name, telephone: r.telephone, sentToRep: request.sentAt.getTime(), answeredByRep: null, status: 'SENT', sentBy: expect.stringContaining('Test'), answers: [], repId: r.repId, delivery: 'SENT', deliveryProblem: null, deliveryNextAttemptAt: null, emailDelivery: 'SENT' },
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
    // The first send's time in the browser's zone (UTC+3 here), written as the survey tab's rows beside the question
    // write it (year-month-day, not '07.12.2026', which an English reader takes for 12 July).
    const sentAt = new Date(t.clock.now().getTime() - 60_000 + 180 * 60_000);
    const p2 = (n: number) => String(n).padStart(2, '0');
    expect(ask.message).toContain(`${sentAt.getUTCFullYear()}-${p2(sentAt.getUTCMonth() + 1)}-${p2(sentAt.getUTCDate())} ${p2(sentAt.getUTCHours())}:${p2(sentAt.getUTCMinutes())}`);
    expect(ask.message).toMatch(/Send it again\?$/);
    // Without the browser's zone, in the country's: written alike.
    const askedInCountryZone = (await post('/api/sendSurvey', { schedulerId: assignment.id, repId: second.repId, telephone: second.telephone })).json().message;
    expect(askedInCountryZone).toMatch(/ on \d{4}-\d{2}-\d{2} \d{2}:\d{2} /);
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

  it("words its answers in the caller's language (the screen shows them as they come)", async () => {
    const { assignment, customer } = await job({ teamId: myTeam, status: 'ONSITE' });
    const r = await rep(customer.number);
    const russian = await t.signIn(['DISPATCHER'], [myTeam]);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, russian.user.id));
    const send = { schedulerId: assignment.id, repId: r.repId, telephone: r.telephone };
    expect((await post('/api/sendSurvey', send, russian.headers)).json()).toEqual({ statusCode: 126, message: 'Работа ещё не завершена; опрос можно отправить после её окончания.' });
    const foreignPhone = await post('/api/sendSurvey', { ...send, telephone: newPhone() }, russian.headers);
    expect(foreignPhone.statusCode).toBe(400);
    expect(foreignPhone.json().message).toBe('Этот номер телефона не принадлежит контактному лицу.');
    // Everyone else still reads English.
    expect((await post('/api/sendSurvey', send)).json().message).toBe(SURVEY_MESSAGES.jobNotFinished);
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
