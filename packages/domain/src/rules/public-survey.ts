/**
 * The customer's smiley survey (spec part 2 §2 "Public survey", §4 survey status codes, §5 Survey, §9).
 * Shared by the public page (which imports this file directly, without zod, to stay small) and the server.
 */

/** statusCode of GET pub/v2/get-survey and POST pub/submit-survey (spec part 2 §4). */
export const PUBLIC_SURVEY_STATUS = {
  /** Submit: the answers were saved. */
  success: 0,
  /** Get: the survey can be answered (any code not listed here shows the form). */
  show: 100,
  /** Warning page: the link is not one we sent (unknown or mistyped code). */
  warning: 115,
  /** Thank-you page: the survey was withdrawn by the business, nothing is left to answer. */
  thankYou: 116,
  /** Expired: past SURVEY_LINK_TTL_DAYS, or replaced by a newer link for the same job. */
  expired: 117,
  /** Already answered (also the loser of two racing submits). */
  alreadyAnswered: 118,
} as const;

/** Texts the server answers with; the page shows its own translation of each code and these only as a fallback. */
export const PUBLIC_SURVEY_MESSAGES = {
  saved: 'Your answers has been saved',
  expired: 'This link to the survey is no longer valid.',
  alreadyAnswered: 'This survey has already been answered. Thank you!',
  unknown: 'This survey link is not valid. Please check the link in the message you received.',
  withdrawn: 'Thank you for your interest. This survey is closed.',
  invalidAnswers: 'The answers do not match the survey.',
} as const;

export const PUBLIC_SURVEY_LANGUAGES = ['en', 'tr', 'ru', 'az', 'ge'] as const;
export type PublicSurveyLanguage = (typeof PUBLIC_SURVEY_LANGUAGES)[number];

const isLanguage = (value: string | null | undefined): value is PublicSurveyLanguage => (PUBLIC_SURVEY_LANGUAGES as readonly string[]).includes(value ?? '');

/**
 * Spec §9 logo-country map: logo 1000 is Turkey's; AZ01, KZ01, GE01 and KG01 are their countries' logos.
 * The last three countries read the survey in Russian when the link names no language.
 */
export const SURVEY_LOGOS: Record<string, { country: 'tr' | 'az' | 'kz' | 'ge' | 'kg'; language: PublicSurveyLanguage }> = {
  '1000': { country: 'tr', language: 'tr' },
  AZ01: { country: 'az', language: 'az' },
  KZ01: { country: 'kz', language: 'ru' },
  GE01: { country: 'ge', language: 'ru' },
  KG01: { country: 'kg', language: 'ru' },
};

/** The page's language: `ul` when it is one of ours, else the survey's own, else the logo's country, else English. */
export function surveyPageLanguage(ul: string | null | undefined, surveyLanguage: string | null | undefined, logoId?: string | null): PublicSurveyLanguage {
  if (isLanguage(ul)) return ul;
  if (isLanguage(surveyLanguage)) return surveyLanguage;
  return SURVEY_LOGOS[logoId ?? '']?.language ?? 'en';
}

export const SURVEY_MAX_FACES = 10;
/** Spec §9: the reason box has 3 to 5 rows. */
export const REASON_MIN_ROWS = 3;
export const REASON_MAX_ROWS = 5;
/** The longest browser description an answer keeps (the page cuts a longer one rather than have the answer refused). */
export const SURVEY_USER_AGENT_MAX = 1000;
/** A reason is never longer than this, whatever a template says. */
export const REASON_TEXT_HARD_LIMIT = 2000;

export interface SurveyQuestionRule {
  id: number;
  mandatory: boolean;
  maxLimit: number;
  reasonLimit: number | null;
  reasonTextLimit: number | null;
}

export interface SurveyAnswerInput {
  questionId: number;
  answer: number | null;
  extraAnswer: string | null;
}

/** Spec §5: the reason box shows when the rating is at or below reasonLimit. */
export const reasonAsked = (question: Pick<SurveyQuestionRule, 'reasonLimit'>, value: number | null): boolean =>
  value !== null && question.reasonLimit !== null && value <= question.reasonLimit;

export const reasonTextLimit = (question: Pick<SurveyQuestionRule, 'reasonTextLimit'>): number => Math.min(question.reasonTextLimit ?? REASON_TEXT_HARD_LIMIT, REASON_TEXT_HARD_LIMIT);

/** Rows of the reason box: grows with the allowed length, from 3 to 5 (spec §9). */
export const reasonRows = (question: Pick<SurveyQuestionRule, 'reasonTextLimit'>): number =>
  Math.max(REASON_MIN_ROWS, Math.min(REASON_MAX_ROWS, Math.ceil(reasonTextLimit(question) / 200)));

export type SurveyAnswerProblem = 'required' | 'unknownQuestion' | 'duplicate' | 'outOfRange' | 'reasonTooLong' | 'reasonNotAsked';

/**
 * Checks answers against the survey's own questions; an empty list means they may be saved. The page uses
 * it for the inline required errors, the server for the 400s.
 */
export function surveyAnswerProblems(questions: readonly SurveyQuestionRule[], answers: readonly SurveyAnswerInput[]): { questionId: number; problem: SurveyAnswerProblem }[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  const problems: { questionId: number; problem: SurveyAnswerProblem }[] = [];
  for (const a of answers) {
    const q = byId.get(a.questionId);
    if (!q) problems.push({ questionId: a.questionId, problem: 'unknownQuestion' });
    else if (seen.has(a.questionId)) problems.push({ questionId: a.questionId, problem: 'duplicate' });
    else if (a.answer !== null && (!Number.isInteger(a.answer) || a.answer < 1 || a.answer > q.maxLimit)) problems.push({ questionId: q.id, problem: 'outOfRange' });
    else if (a.extraAnswer !== null && a.extraAnswer.trim() !== '' && !reasonAsked(q, a.answer)) problems.push({ questionId: q.id, problem: 'reasonNotAsked' });
    else if (a.extraAnswer !== null && a.extraAnswer.length > reasonTextLimit(q)) problems.push({ questionId: q.id, problem: 'reasonTooLong' });
    seen.add(a.questionId);
  }
  for (const q of questions) {
    if (!q.mandatory) continue;
    const a = answers.find((x) => x.questionId === q.id);
    if (!a || a.answer === null) problems.push({ questionId: q.id, problem: 'required' });
  }
  return problems;
}

/** The answer as stored and sent: the reason trimmed, and null unless the rating asks for one (spec §5). */
export function normalisedAnswer(question: Pick<SurveyQuestionRule, 'reasonLimit'>, answer: number | null, reason: string | null): SurveyAnswerInput['extraAnswer'] {
  const text = reason?.trim() ?? '';
  return reasonAsked(question, answer) && text !== '' ? text : null;
}
