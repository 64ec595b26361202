import { z } from 'zod';
import { PUBLIC_SURVEY_LANGUAGES, REASON_TEXT_HARD_LIMIT, SURVEY_MAX_FACES, SURVEY_USER_AGENT_MAX } from '../rules/public-survey';
import { MAX_INT, requiredOr } from './common';

/**
 * The customer's public survey (spec part 2 §2 "Public survey", §3 Survey / Question / Answer, §4, §7).
 * No sign-in: the unguessable code of the link is the only key. docs/api-conventions.md "Public survey".
 */

/** The link's code (base64url); anything longer is refused before it reaches the database. */
const surveyCode = z.string().trim().max(128, 'The survey code is too long.');

export const getSurveyQuery = z.object({
  c: surveyCode.default('').describe('The survey code of the link'),
  ul: z.string().max(10).optional().describe(`The page language (${PUBLIC_SURVEY_LANGUAGES.join(', ')}); otherwise the survey's`),
});

export const publicSurveyQuestion = z.object({
  id: z.number().int(),
  questionText: z.string(),
  questionType: z.literal('SMILEY'),
  mandatory: z.boolean(),
  /** Number of faces, 1..10. */
  maxLimit: z.number().int().min(1).max(SURVEY_MAX_FACES),
  /** At or below this rating the reason box shows; null: never. */
  reasonLimit: z.number().int().nullable(),
  reasonTextLimit: z.number().int().nullable(),
  reasonQuestionText: z.string().nullable(),
  /** The answer given (only once answered; null on an open survey). */
  value: z.number().int().nullable(),
  reasonText: z.string().nullable(),
});
export type PublicSurveyQuestion = z.infer<typeof publicSurveyQuestion>;

export const publicSurvey = z.object({
  /** The link's code: sent back as survey.id on submit, so no guessable number identifies a survey. */
  id: z.string(),
  surveyTitle: z.string(),
  language: z.string(),
  logoId: z.string().nullable(),
  modelNo: z.string().nullable(),
  serialNo: z.string().nullable(),
  /** The service date, YYYYMMDD in the work order's country. */
  date: z.string().nullable(),
  message: z.string().nullable(),
  thankYouMessage: z.string().nullable(),
  contactMessage: z.string().nullable(),
  questions: z.array(publicSurveyQuestion),
});
export type PublicSurvey = z.infer<typeof publicSurvey>;

export const getSurveyResponse = z.object({
  /** PUBLIC_SURVEY_STATUS: 100 shows the form; 115 warning, 116 thank-you, 117 expired, 118 already answered. */
  statusCode: z.number().int(),
  message: z.string(),
  /** The page's one language: the survey's on the form, ul's on a closed page (docs/decisions/0018, "Languages"). */
  language: z.enum(PUBLIC_SURVEY_LANGUAGES),
  survey: publicSurvey.nullable(),
});
export type GetSurveyResponse = z.infer<typeof getSurveyResponse>;

export const surveyAnswer = z.object({
  questionId: z.number({ error: requiredOr('questionId is required') }).int().min(1).max(MAX_INT),
  answer: z.number().int().min(1).max(SURVEY_MAX_FACES).nullable(),
  extraAnswer: z.string().max(REASON_TEXT_HARD_LIMIT, `A reason can be at most ${REASON_TEXT_HARD_LIMIT} characters.`).nullable().default(null),
});

export const submitSurveyRequest = z.object({
  survey: z.object({
    id: surveyCode.min(1, 'survey.id is required'),
    answers: z.array(surveyAnswer).max(100),
  }),
  userBrowserAgent: z.string().max(SURVEY_USER_AGENT_MAX).nullish(),
});
export type SubmitSurveyRequest = z.infer<typeof submitSurveyRequest>;

export const submitSurveyResponse = z.object({
  /** 0 saved; 115 unknown link; 116 withdrawn; 117 expired; 118 already answered. */
  statusCode: z.number().int(),
  message: z.string(),
});
export type SubmitSurveyResponse = z.infer<typeof submitSurveyResponse>;

/** One answered question as the order drawer's Survey tab shows it. */
export const surveyAnswerRow = z.object({
  questionId: z.number().int(),
  questionText: z.string(),
  maxLimit: z.number().int(),
  answer: z.number().int().nullable(),
  extraAnswer: z.string().nullable(),
});
export type SurveyAnswerRow = z.infer<typeof surveyAnswerRow>;
