import { queryOptions } from '@tanstack/react-query';
import {
  activeRepsResponse,
  addRepResponse,
  repPositionsResponse,
  sendValidationCodeResponse,
  surveyStatusResponse,
  surveysResponse,
  type AddRepRequest,
  type SendSurveyRequest,
  type SendValidationCodeRequest,
  type VerifyRepRequest,
} from '@fsp/domain';
import { api, type Schema } from '../../lib/api-client';
import { withRetryKey } from '../../lib/retry-key';

const SURVEY_KEY = ['survey-sending'] as const;

/** Spec §8: the survey sending message shows up to 30 s; the call may take as long. */
const SEND_TIMEOUT_MS = 30_000;

/** GET /api/surveysWo/{id}: the surveys sent for the assignment. */
export const surveysQueryOptions = (schedulerId: number) =>
  queryOptions({
    queryKey: [...SURVEY_KEY, 'surveys', schedulerId] as const,
    queryFn: async ({ signal }) => (await api.get(`/api/surveysWo/${schedulerId}`, { schema: surveysResponse, signal })).surveys,
  });

/** GET /api/getActiveReps/{id}: the customer's contact persons and the work order country's form settings. */
export const activeRepsQueryOptions = (schedulerId: number) =>
  queryOptions({
    queryKey: [...SURVEY_KEY, 'reps', schedulerId] as const,
    queryFn: ({ signal }) => api.get(`/api/getActiveReps/${schedulerId}`, { schema: activeRepsResponse, signal }),
  });

/** GET /api/getRepPositions: a shared list, cached. */
export const repPositionsQueryOptions = queryOptions({
  queryKey: [...SURVEY_KEY, 'positions'] as const,
  queryFn: async ({ signal }) => (await api.get('/api/getRepPositions', { schema: repPositionsResponse, signal })).positions,
  staleTime: 10 * 60_000,
});

export const surveyQueryKey = (schedulerId: number) => [...SURVEY_KEY, 'surveys', schedulerId] as const;
export const repsQueryKey = (schedulerId: number) => [...SURVEY_KEY, 'reps', schedulerId] as const;

/**
 * Callers word the failures themselves (relatedPersonError, reSendError, server texts). Every call sends a message:
 * one sent again after it got no answer carries the same Idempotency-Key, so the customer gets it once.
 */
const sendOnce = <T>(path: string, body: unknown, schema: Schema<T>) =>
  withRetryKey(path, body, (key) => api.post(path, body, { schema, silent: true, timeoutMs: SEND_TIMEOUT_MS, headers: { 'Idempotency-Key': key } }));
export const sendSurvey = (body: SendSurveyRequest) => sendOnce('/api/sendSurvey', body, surveyStatusResponse);
export const addRepAndSendSurvey = (body: AddRepRequest) => sendOnce('/api/survey/addRepAndSendSurvey', body, addRepResponse);
export const verifyRepAndSendSurvey = (body: VerifyRepRequest) => sendOnce('/api/survey/verifyRepAndSendSurvey', body, surveyStatusResponse);
export const sendValidationCode = (body: SendValidationCodeRequest) => sendOnce('/api/survey/sendValidationCode', body, sendValidationCodeResponse);
