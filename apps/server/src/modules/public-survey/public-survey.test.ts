import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PUBLIC_SURVEY_MESSAGES, getSurveyResponse, submitSurveyResponse, surveysResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createSurveyLink } from '../../../test/survey-factories';
import { activityEvents, surveyAnswers, surveyRequests } from '../../db/schema';
import { LOW_SURVEY_SCORE_EVENT } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 24 * 3_600_000;
let address = 0;
/** A new client address per call: the per-address limits are tested on their own below. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
const link = (options: Omit<Parameters<typeof createSurveyLink>[1], 'now'> = {}) => createSurveyLink(t.db, { now: t.clock.now(), ...options });
const getSurvey = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/pub/v2/get-survey?${query}`, remoteAddress: nextAddress() });
  expect(res.statusCode, res.body).toBe(200);
  return getSurveyResponse.parse(res.json());
};
const submit = (code: string, answers: unknown[], url = '/pub/submit-survey', remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, remoteAddress, payload: { survey: { id: code, answers }, userBrowserAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' } });
const answersOf = (requestId: number) => t.db.select().from(surveyAnswers).where(eq(surveyAnswers.surveyRequestId, requestId));
const requestOf = async (id: number) => (await t.db.select().from(surveyRequests).where(eq(surveyRequests.id, id)))[0];

describe('GET pub/v2/get-survey', () => {
  it("shows an open survey with its questions, the job date in the country, model and serial number (100), in the questions' language whatever ul says", async () => {
    const l = await link();
    const body = await getSurvey(`c=${l.code}&ul=ru`);
    expect(body).toMatchObject({ statusCode: 100, language: 'en' });
    expect(body.survey).toMatchObject({ id: l.code, surveyTitle: l.survey.surveyTitle, logoId: '1000', modelNo: 'D8T', serialNo: l.order.serialNumber, message: 'Tell us how we did.' });
    // 21:30 UTC on 10 March is past midnight in Istanbul.
    expect(body.survey!.date).toBe('20260311');
    expect(body.survey!.questions.map((q) => [q.id, q.maxLimit, q.reasonLimit, q.mandatory])).toEqual([
      [l.questions[0].id, 5, 2, true],
      [l.questions[1].id, 10, null, false],
    ]);
  });

  it("falls back to the survey's language when ul is missing or not one of ours", async () => {
    const l = await link({ language: 'tr' });
    expect((await getSurvey(`c=${l.code}`)).language).toBe('tr');
    expect((await getSurvey(`c=${l.code}&ul=xx`)).language).toBe('tr');
  });

  it("shows the form of a survey in a language the page has no texts for in ul's, else the logo country's", async () => {
    const l = await link({ language: 'kk', logoId: 'KZ01' });
    expect((await getSurvey(`c=${l.code}&ul=tr`)).language).toBe('tr');
    expect((await getSurvey(`c=${l.code}`)).language).toBe('ru');
  });

  it("reads a closed link's page in ul's language, with the texts of the country's active survey in that language when there is one", async () => {
    const answered = await link({ language: 'tr' });
    await submit(answered.code, [{ questionId: answered.questions[0].id, answer: 5, extraAnswer: null }]);
    // No Georgian survey in the country: the texts stay the link's own, marked Turkish, for the page to leave out.
    expect(await getSurvey(`c=${answered.code}&ul=ge`)).toMatchObject({ statusCode: 118, language: 'ge', survey: { language: 'tr', surveyTitle: answered.survey.surveyTitle } });
    // A withdrawn one is not taken; the country's active Georgian survey is.
    await link({ language: 'ge', active: false });
    expect((await getSurvey(`c=${answered.code}&ul=ge`)).survey).toMatchObject({ language: 'tr', surveyTitle: answered.survey.surveyTitle });
    const georgian = await link({ language: 'ge' });
    expect(await getSurvey(`c=${answered.code}&ul=ge`)).toMatchObject({
      statusCode: 118,
      language: 'ge',
      survey: { language: 'ge', surveyTitle: georgian.survey.surveyTitle, thankYouMessage: georgian.survey.thankYouMessage, questions: [] },
    });
    // Without ul, or with the survey's own language, the page is the survey's.
    expect((await getSurvey(`c=${answered.code}`)).survey).toMatchObject({ language: 'tr', surveyTitle: answered.survey.surveyTitle });
    const expired = await link({ language: 'tr', expiresInDays: -1 });
    expect(await getSurvey(`c=${expired.code}&ul=ge`)).toMatchObject({ statusCode: 117, language: 'ge', survey: { language: 'ge', surveyTitle: georgian.survey.surveyTitle } });
  });

  it('reads a repeated ul or c by its first value, as the page does, instead of refusing it with 400', async () => {
    const l = await link({ language: 'tr' });
    const answered = await link({ language: 'tr' });
    await submit(answered.code, [{ questionId: answered.questions[0].id, answer: 5, extraAnswer: null }]);
    expect(await getSurvey(`c=${answered.code}&ul=ru&ul=en`)).toMatchObject({ statusCode: 118, language: 'ru' });
    expect(await getSurvey(`c=${l.code}&c=${answered.code}&ul=en`)).toMatchObject({ statusCode: 100, survey: { id: l.code } });
    // Still one language only: a first value too long is refused as it is alone.
    const res = await t.app.inject({ method: 'GET', url: `/pub/v2/get-survey?c=${l.code}&ul=${'x'.repeat(11)}&ul=en`, remoteAddress: nextAddress() });
    expect(res.statusCode).toBe(400);
  });

  it('answers an unknown or malformed code with the warning page (115), and a too long one with 400', async () => {
    for (const code of ['', 'short', 'A'.repeat(32), 'has spaces and ünicode']) {
      const body = await getSurvey(`c=${encodeURIComponent(code)}`);
      expect(body).toMatchObject({ statusCode: 115, message: PUBLIC_SURVEY_MESSAGES.unknown, survey: null });
    }
    const res = await t.app.inject({ method: 'GET', url: `/pub/v2/get-survey?c=${'A'.repeat(129)}` });
    expect(res.statusCode).toBe(400);
  });

  it('answers an expired link with 117 and its text, a withdrawn survey with 116, and shows no questions', async () => {
    const old = await link({ expiresInDays: -1 });
    const replaced = await link({ status: 'EXPIRED' });
    for (const l of [old, replaced]) {
      const body = await getSurvey(`c=${l.code}`);
      expect(body).toMatchObject({ statusCode: 117, message: 'This link to the survey is no longer valid.' });
      expect(body.survey).toMatchObject({ questions: [], serialNo: null, modelNo: null, date: null });
    }
    const withdrawn = await link({ active: false });
    expect(await getSurvey(`c=${withdrawn.code}`)).toMatchObject({ statusCode: 116, message: PUBLIC_SURVEY_MESSAGES.withdrawn });
  });
});

describe('POST pub/submit-survey', () => {
  it('saves the answers once (0), records a low score for the team, then answers 118 to every later call', async () => {
    const l = await link();
    const [q1, q2] = l.questions;
    const res = await submit(l.code, [
      { questionId: q1.id, answer: 2, extraAnswer: '  The technician came late.  ' },
      { questionId: q2.id, answer: 9, extraAnswer: null },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(submitSurveyResponse.parse(res.json())).toEqual({ statusCode: 0, message: 'Your answers has been saved' });
    const stored = await answersOf(l.request.id);
    expect(stored.map((a) => [a.questionId, a.answer, a.extraAnswer]).sort()).toEqual(
      [
        [q1.id, 2, 'The technician came late.'],
        [q2.id, 9, null],
      ].sort(),
    );
    expect(await requestOf(l.request.id)).toMatchObject({ status: 'ANSWERED', answeredAt: t.clock.now(), userBrowserAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' });
    const events = await t.db.select().from(activityEvents).where(and(eq(activityEvents.schedulerId, l.assignment.id), eq(activityEvents.eventType, LOW_SURVEY_SCORE_EVENT)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ teamId: l.team.id, technicianBpNo: l.tech.bpNo, subject: `2/5: ${q1.questionText}`, description: 'The technician came late.', workOrderNo: l.order.orderNumber });

    // Reloaded, the answered link still names the job that was rated, without its questions.
    expect(await getSurvey(`c=${l.code}`)).toMatchObject({
      statusCode: 118,
      message: PUBLIC_SURVEY_MESSAGES.alreadyAnswered,
      survey: { modelNo: 'D8T', serialNo: l.order.serialNumber, date: '20260311', questions: [] },
    });
    const again = await submit(l.code, [{ questionId: q1.id, answer: 5, extraAnswer: null }]);
    expect(again.json()).toEqual({ statusCode: 118, message: PUBLIC_SURVEY_MESSAGES.alreadyAnswered });
    expect(await answersOf(l.request.id)).toHaveLength(2);
  });

  it('lets exactly one of two racing submits win; the other gets 118 (v1 and v2 paths)', async () => {
    const l = await link();
    const [q1] = l.questions;
    const results = await Promise.all([
      submit(l.code, [{ questionId: q1.id, answer: 4, extraAnswer: null }]),
      submit(l.code, [{ questionId: q1.id, answer: 1, extraAnswer: 'bad' }], '/pub/v2/submit-survey'),
    ]);
    expect(results.map((r) => r.json().statusCode).sort()).toEqual([0, 118]);
    const stored = await answersOf(l.request.id);
    expect(stored.filter((a) => a.questionId === q1.id)).toHaveLength(1);
  });

  it('refuses expired, replaced, withdrawn and unknown links without storing anything', async () => {
    const cases = [
      [await link({ expiresInDays: -1 }), 117],
      [await link({ status: 'EXPIRED' }), 117],
      [await link({ active: false }), 116],
    ] as const;
    for (const [l, code] of cases) {
      const res = await submit(l.code, [{ questionId: l.questions[0].id, answer: 5, extraAnswer: null }]);
      expect(res.json().statusCode).toBe(code);
      expect(await answersOf(l.request.id)).toEqual([]);
    }
    expect((await submit('Z'.repeat(32), [])).json()).toEqual({ statusCode: 115, message: PUBLIC_SURVEY_MESSAGES.unknown });
  });

  it('expires a link at its time even before anything marks it', async () => {
    const l = await link({ expiresInDays: 1 });
    t.clock.set(new Date(t.clock.now().getTime() + DAY));
    try {
      const res = await submit(l.code, [{ questionId: l.questions[0].id, answer: 5, extraAnswer: null }]);
      expect(res.json().statusCode).toBe(117);
      expect((await requestOf(l.request.id)).status).toBe('SENT');
    } finally {
      t.clock.set(new Date(t.clock.now().getTime() - DAY));
    }
  });

  it("answers 400 to answers that do not fit the survey's questions, and stores nothing", async () => {
    const l = await link();
    const other = await link();
    const [q1, q2] = l.questions;
    const bad: [string, unknown[]][] = [
      ['mandatory missing', [{ questionId: q2.id, answer: 3, extraAnswer: null }]],
      ['unknown question', [{ questionId: q1.id, answer: 4, extraAnswer: null }, { questionId: other.questions[0].id, answer: 4, extraAnswer: null }]],
      ['above maxLimit', [{ questionId: q1.id, answer: 6, extraAnswer: null }]],
      ['above 10', [{ questionId: q1.id, answer: 11, extraAnswer: null }]],
      ['zero', [{ questionId: q1.id, answer: 0, extraAnswer: null }]],
      ['reason too long', [{ questionId: q1.id, answer: 1, extraAnswer: 'x'.repeat(51) }]],
      ['reason for a high rating', [{ questionId: q1.id, answer: 5, extraAnswer: 'great' }]],
      ['answered twice', [{ questionId: q1.id, answer: 4, extraAnswer: null }, { questionId: q1.id, answer: 3, extraAnswer: null }]],
      ['not a number', [{ questionId: q1.id, answer: 'five', extraAnswer: null }]],
    ];
    for (const [label, answers] of bad) {
      const res = await submit(l.code, answers);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().message, label).toBeTruthy();
    }
    // A malformed question id is named for what is wrong with it, not as missing.
    const idProblems: [unknown, string][] = [
      [undefined, 'questionId is required'],
      ['one', 'expected number, received string'],
      [99_999_999_999, 'Too big'],
    ];
    for (const [questionId, words] of idProblems) {
      const res = await submit(l.code, [{ questionId, answer: 4, extraAnswer: null }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: 'survey.answers.0.questionId', message: expect.stringContaining(words) }]);
    }
    expect(await answersOf(l.request.id)).toEqual([]);
    expect((await requestOf(l.request.id)).status).toBe('SENT');
    // A reason at exactly the limit is fine.
    expect((await submit(l.code, [{ questionId: q1.id, answer: 2, extraAnswer: 'x'.repeat(50) }])).json().statusCode).toBe(0);
  });
});

describe('per-address limits', () => {
  it('answers 429 with Retry-After past the limit of each call, per client address', async () => {
    const l = await link();
    const read = () => t.app.inject({ method: 'GET', url: `/pub/v2/get-survey?c=${l.code}`, remoteAddress: '192.0.2.10' });
    for (let i = 0; i < t.config.SURVEY_PUBLIC_READ_LIMIT_PER_MINUTE; i++) expect((await read()).statusCode).toBe(200);
    const limited = await read();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await getSurvey(`c=${l.code}`)).statusCode).toBe(100);

    const tooMany = [];
    for (let i = 0; i <= t.config.SURVEY_PUBLIC_SUBMIT_LIMIT_PER_MINUTE; i++) tooMany.push((await submit(l.code, [], '/pub/submit-survey', '192.0.2.11')).statusCode);
    expect(tooMany.slice(0, -1).every((code) => code === 400)).toBe(true);
    expect(tooMany.at(-1)).toBe(429);
    expect((await submit(l.code, [], '/pub/v2/submit-survey', '192.0.2.11')).statusCode).toBe(429);
    expect(await answersOf(l.request.id)).toEqual([]);
  });
});

describe('order drawer survey tab', () => {
  it('lists the answers with their questions on the answered survey row', async () => {
    const l = await link();
    await submit(l.code, [{ questionId: l.questions[0].id, answer: 1, extraAnswer: 'Late again' }]);
    const { headers } = await t.signIn(['OBSERVER'], [l.team.id]);
    const res = await t.app.inject({ method: 'GET', url: `/api/surveysWo/${l.assignment.id}`, headers });
    const [row] = surveysResponse.parse(res.json()).surveys;
    expect(row.status).toBe('ANSWERED');
    expect(row.answers).toEqual([
      { questionId: l.questions[0].id, questionText: l.questions[0].questionText, maxLimit: 5, answer: 1, extraAnswer: 'Late again' },
      { questionId: l.questions[1].id, questionText: l.questions[1].questionText, maxLimit: 10, answer: null, extraAnswer: null },
    ]);
  });
});

describe('technician survey scores (planning grid, nearby technicians)', () => {
  it("averages the last 90 days' answered ratings on a 1-5 scale, for technicians in the caller's scope only", async () => {
    const l = await link();
    const [q1, q2] = l.questions;
    // 2 of 5 stays 2; 10 of 10 is 5: the mean is 3.5.
    await submit(l.code, [
      { questionId: q1.id, answer: 2, extraAnswer: null },
      { questionId: q2.id, answer: 10, extraAnswer: null },
    ]);
    const scores = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/technician-survey-scores', headers, payload: { technicians: [l.tech.bpNo, 'NO-SUCH-TECH'] } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const mine = (await t.signIn(['DISPATCHER'], [l.team.id])).headers;
    expect(await scores(mine)).toEqual({ days: 90, scores: [{ bpNo: l.tech.bpNo, average: 3.5, surveys: 1 }] });
    const other = await link();
    const outsider = (await t.signIn(['OBSERVER'], [other.team.id])).headers;
    expect(await scores(outsider)).toEqual({ days: 90, scores: [] });
    // Answered more than 90 days ago: left out.
    await t.db.update(surveyRequests).set({ answeredAt: new Date(t.clock.now().getTime() - 91 * DAY) }).where(eq(surveyRequests.id, l.request.id));
    expect(await scores(mine)).toEqual({ days: 90, scores: [] });
  });
});

