import {
  PUBLIC_SURVEY_MESSAGES,
  PUBLIC_SURVEY_STATUS,
  normalisedAnswer,
  reasonAsked,
  surveyAnswerProblems,
  surveyPageLanguage,
  type GetSurveyResponse,
  type SubmitSurveyRequest,
  type SubmitSurveyResponse,
  type SurveyAnswerProblem,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { badRequest } from '../../plugins/errors';
import { recordActivity } from '../activity';
import { createPublicSurveyRepo, type SurveyLink } from './repo';

/** Activity event of an answer at or below its question's reason limit: the team's dispatchers follow up. */
export const LOW_SURVEY_SCORE_EVENT = 'SURVEY_LOW_SCORE';

/** Codes are base64url from crypto.randomBytes (survey sending); anything else cannot be one of ours. */
const CODE_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

const PROBLEM_TEXT: Record<SurveyAnswerProblem, string> = {
  required: 'This question must be answered.',
  unknownQuestion: 'The question is not part of this survey.',
  duplicate: 'The question is answered twice.',
  outOfRange: 'The rating is outside the scale of the question.',
  reasonTooLong: 'The reason is longer than the question allows.',
  reasonNotAsked: 'A reason is only asked for low ratings.',
};

/** YYYYMMDD of an instant in a time zone. */
function dayIn(at: Date, timeZone: string | null): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at).replaceAll('-', '');
}

type Closed = { statusCode: number; message: string };

/** Why a link cannot take answers (null: it can). An unanswered link past its date is expired even before anything marks it. */
function closedReason(link: SurveyLink, now: Date): Closed | null {
  if (link.status === 'ANSWERED') return { statusCode: PUBLIC_SURVEY_STATUS.alreadyAnswered, message: PUBLIC_SURVEY_MESSAGES.alreadyAnswered };
  if (link.status === 'EXPIRED' || link.expiresAt <= now) return { statusCode: PUBLIC_SURVEY_STATUS.expired, message: PUBLIC_SURVEY_MESSAGES.expired };
  if (!link.surveyActive) return { statusCode: PUBLIC_SURVEY_STATUS.thankYou, message: PUBLIC_SURVEY_MESSAGES.withdrawn };
  return null;
}

const UNKNOWN: Closed = { statusCode: PUBLIC_SURVEY_STATUS.warning, message: PUBLIC_SURVEY_MESSAGES.unknown };

export function createPublicSurveyService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const repo = createPublicSurveyRepo(db);

  const linkOf = async (code: string) => (CODE_SHAPE.test(code) ? repo.link(code) : null);

  return {
    async getSurvey(code: string, ul: string | undefined): Promise<GetSurveyResponse> {
      const link = await linkOf(code);
      if (!link) return { ...UNKNOWN, language: surveyPageLanguage(ul, null), survey: null };
      const closed = closedReason(link, clock.now());
      // One language per page (docs/decisions/0018, "Languages"): the form reads in its questions' language
      // (the arguments swapped: the survey's before ul); a closed page in ul's, with the country's survey in that
      // language for its texts when there is one (else the page leaves the survey's texts out).
      const language = closed ? surveyPageLanguage(ul, link.language, link.logoId) : surveyPageLanguage(link.language, ul, link.logoId);
      const translated = closed && language !== link.language ? await repo.textsIn(link.surveyCountryCode, language) : null;
      const texts = translated ?? link;
      const questions = closed ? [] : await repo.questions(link.surveyId);
      // The job's facts stay on an answered link: a customer reloading the thank-you page still sees which service
      // they rated. An expired or withdrawn link names no job.
      const facts = !closed || closed.statusCode === PUBLIC_SURVEY_STATUS.alreadyAnswered;
      return {
        statusCode: closed?.statusCode ?? PUBLIC_SURVEY_STATUS.show,
        message: closed?.message ?? '',
        language,
        // A closed link shows its title, logo and thank-you text, never the form.
        survey: {
          id: code,
          surveyTitle: texts.surveyTitle,
          language: translated ? language : link.language,
          logoId: link.logoId,
          modelNo: facts ? link.modelNo : null,
          serialNo: facts ? link.serialNo : null,
          date: facts ? dayIn(link.jobStart, link.timeZone) : null,
          message: texts.message,
          thankYouMessage: texts.thankYouMessage,
          contactMessage: texts.contactMessage,
          questions: questions.map((q) => ({ ...q, questionType: 'SMILEY' as const, value: null, reasonText: null })),
        },
      };
    },

    async submit(body: SubmitSurveyRequest): Promise<SubmitSurveyResponse> {
      const link = await linkOf(body.survey.id);
      if (!link) return UNKNOWN;
      const now = clock.now();
      const closed = closedReason(link, now);
      if (closed) return closed;
      const questions = await repo.questions(link.surveyId);
      const answers = body.survey.answers.map((a) => ({ questionId: a.questionId, answer: a.answer, extraAnswer: a.extraAnswer }));
      const problems = surveyAnswerProblems(questions, answers);
      if (problems.length) {
        throw badRequest(
          PUBLIC_SURVEY_MESSAGES.invalidAnswers,
          problems.map((p) => ({ path: `answers.${p.questionId}`, message: PROBLEM_TEXT[p.problem] })),
        );
      }
      const byId = new Map(questions.map((q) => [q.id, q]));
      const stored = questions.map((q) => {
        const given = answers.find((a) => a.questionId === q.id);
        const answer = given?.answer ?? null;
        return { questionId: q.id, answer, extraAnswer: normalisedAnswer(q, answer, given?.extraAnswer ?? null) };
      });
      const low = stored.filter((a) => reasonAsked(byId.get(a.questionId)!, a.answer));
      const outcome = await db.transaction(async (tx) => {
        if (!(await repo.claim(tx, link.requestId, now, body.userBrowserAgent?.trim() || null))) return null;
        await repo.insertAnswers(tx, link.requestId, stored);
        await recordActivity(
          tx,
          low.map((a) => {
            const q = byId.get(a.questionId)!;
            return {
              technicianBpNo: link.technicianBpNo,
              teamId: link.technicianTeamId,
              eventType: LOW_SURVEY_SCORE_EVENT,
              subject: `${a.answer}/${q.maxLimit}: ${q.questionText}`,
              description: a.extraAnswer,
              occurredAt: now,
              schedulerId: link.schedulerId,
              customerName: link.customerName,
              customerNumber: link.customerNumber,
              serialNumber: link.serialNo,
              workOrderNo: link.orderNumber,
            };
          }),
        );
        return { statusCode: PUBLIC_SURVEY_STATUS.success, message: PUBLIC_SURVEY_MESSAGES.saved };
      });
      if (outcome) return outcome;
      // Lost the race (or expired meanwhile): answer as the link now stands.
      const current = await repo.link(body.survey.id);
      return (current && closedReason(current, now)) ?? { statusCode: PUBLIC_SURVEY_STATUS.alreadyAnswered, message: PUBLIC_SURVEY_MESSAGES.alreadyAnswered };
    },

  };
}

export type PublicSurveyService = ReturnType<typeof createPublicSurveyService>;
