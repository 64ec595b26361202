import type { GetSurveyResponse, SubmitSurveyRequest, SubmitSurveyResponse } from '@fsp/domain/contracts/public-survey';
import { PUBLIC_SURVEY_LANGUAGES, SURVEY_USER_AGENT_MAX, type PublicSurveyLanguage } from '@fsp/domain/rules/public-survey';

/** What the server allows this page (a meta tag it writes into the page; never the link's own parameters). */
export interface SurveyPageConfig {
  apiBases: Record<string, string>;
  embedOrigins: string[];
}

export function readPageConfig(doc: Document): SurveyPageConfig {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="fsp-survey-config"]')?.content;
  try {
    const parsed = content ? (JSON.parse(content) as Partial<SurveyPageConfig>) : {};
    return { apiBases: parsed.apiBases ?? {}, embedOrigins: parsed.embedOrigins ?? [] };
  } catch {
    return { apiBases: {}, embedOrigins: [] };
  }
}

/** The get-survey answer the server put into the page (absent when the calls go to another API): taken once. */
export function takeEmbeddedAnswer(doc: Document): CallResult<GetSurveyResponse> | null {
  const block = doc.getElementById('fsp-survey-answer');
  if (!block) return null;
  block.remove();
  try {
    return { kind: 'ok', body: JSON.parse(block.textContent ?? '') as GetSurveyResponse };
  } catch {
    return null;
  }
}

const isSurveyLanguage = (value: string | null): value is PublicSurveyLanguage => (PUBLIC_SURVEY_LANGUAGES as readonly (string | null)[]).includes(value);

export interface SurveyApi {
  base: string;
  submitPath: string;
}

/**
 * tcssproxy2 (submit through pub/v2/submit-survey) or tcssproxy name one of the configured API bases;
 * an unknown name is ignored and the page talks to its own origin (no request to a host from the link).
 */
export function surveyApiFor(params: URLSearchParams, config: SurveyPageConfig): SurveyApi {
  const pick = (name: string | null) => (name !== null && Object.hasOwn(config.apiBases, name) ? config.apiBases[name] : null);
  const v2 = pick(params.get('tcssproxy2'));
  if (v2 !== null) return { base: v2, submitPath: '/pub/v2/submit-survey' };
  return { base: pick(params.get('tcssproxy')) ?? '', submitPath: '/pub/submit-survey' };
}

/**
 * The outcome of a call: the body, a 429, another refusal (its HTTP status; the page words it itself, as the
 * server's message may be in another language than the page), or no answer at all.
 */
export type CallResult<T> = { kind: 'ok'; body: T } | { kind: 'tooMany' } | { kind: 'refused'; status: number } | { kind: 'network' };

const TIMEOUT_MS = 20_000;

async function call<T>(url: string, init: RequestInit = {}): Promise<CallResult<T>> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), credentials: 'omit' });
    if (res.status === 429) return { kind: 'tooMany' };
    if (!res.ok) return { kind: 'refused', status: res.status };
    return { kind: 'ok', body: (await res.json()) as T };
  } catch {
    return { kind: 'network' };
  }
}

/**
 * `language` goes along only when it is one of the page's: the server reads any other like none, but refuses a long one
 * (a link glued to the SMS text after it), which the page would show as an invalid link though its code is good.
 */
export const getSurvey = (api: SurveyApi, code: string, language: string | null) =>
  call<GetSurveyResponse>(`${api.base}/pub/v2/get-survey?${new URLSearchParams({ c: code, ...(isSurveyLanguage(language) ? { ul: language } : {}) })}`);

/** An in-app browser's long description is cut to what the server keeps: the answers are not refused for it. */
export const submitSurvey = (api: SurveyApi, body: SubmitSurveyRequest) =>
  call<SubmitSurveyResponse>(`${api.base}${api.submitPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, userBrowserAgent: body.userBrowserAgent?.slice(0, SURVEY_USER_AGENT_MAX) }),
  });
