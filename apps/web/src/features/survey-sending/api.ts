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
import { api } from '../../lib/api-client';

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

/** Callers word the failures themselves (relatedPersonError, reSendError, server texts). */
export const sendSurvey = (body: SendSurveyRequest) => api.post('/api/sendSurvey', body, { schema: surveyStatusResponse, silent: true, timeoutMs: SEND_TIMEOUT_MS });
export const addRepAndSendSurvey = (body: AddRepRequest) =>
  api.post('/api/survey/addRepAndSendSurvey', body, { schema: addRepResponse, silent: true, timeoutMs: SEND_TIMEOUT_MS });
export const verifyRepAndSendSurvey = (body: VerifyRepRequest) =>
  api.post('/api/survey/verifyRepAndSendSurvey', body, { schema: surveyStatusResponse, silent: true, timeoutMs: SEND_TIMEOUT_MS });
export const sendValidationCode = (body: SendValidationCodeRequest) =>
  api.post('/api/survey/sendValidationCode', body, { schema: sendValidationCodeResponse, silent: true, timeoutMs: SEND_TIMEOUT_MS });
