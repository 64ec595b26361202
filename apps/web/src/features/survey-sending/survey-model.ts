/** Pure helpers of the survey tab (unit-tested). */
import { SURVEY_STATUS, VERIFICATION_RESEND_SECONDS, type SurveyDeliveryProblem, type SurveyRow } from '@fsp/domain';

/** Spec §8: the sending message shows up to 30 s, success 4 s, resend messages 2 s. */
export const SENDING_SECONDS = 30;
export const SUCCESS_SECONDS = 4;
export const RESEND_MESSAGE_SECONDS = 2;
/** Spec §9: confirm dialogs are 600 px wide. */
export const CONFIRM_WIDTH = 600;

export type SurveyOutcome = 'success' | 'confirm' | 'error' | 'warning';

/** Spec §4: 0 success; 124 ask and resend on Yes; 125 error; anything else a warning. */
export function surveyOutcome(statusCode: number): SurveyOutcome {
  if (statusCode === SURVEY_STATUS.success) return 'success';
  if (statusCode === SURVEY_STATUS.confirm) return 'confirm';
  if (statusCode === SURVEY_STATUS.error) return 'error';
  return 'warning';
}

/** How the verification dialog words a code sent by addRepAndSendSurvey or sendValidationCode. */
export interface CodeNotice {
  level: 'info' | 'success' | 'warning';
  key: 'surveySending.codeSent' | 'surveySending.codeResent' | 'surveySending.codeNotDelivered';
}

/**
 * codeDelivered false: the transport refused the code at once (the outbox retries it), so not "sent" but a warning.
 * Missing (an answer replayed from before the field existed) reads as delivered, as those answers meant.
 */
export function codeNotice(codeDelivered: boolean | undefined, resent: boolean): CodeNotice {
  if (codeDelivered === false) return { level: 'warning', key: 'surveySending.codeNotDelivered' };
  return resent ? { level: 'success', key: 'surveySending.codeResent' } : { level: 'info', key: 'surveySending.codeSent' };
}

/**
 * Seconds the resend button waits after a code went out: none when the code was not delivered (the server does not
 * hold the next one back then; its hourly per-contact limit still answers), else the server's resendAfterSeconds.
 */
export function resendWaitSeconds(codeDelivered: boolean | undefined, resendAfterSeconds = VERIFICATION_RESEND_SECONDS): number {
  return codeDelivered === false ? 0 : resendAfterSeconds;
}

/** What the survey list shows for a request: its status, or while SENT, how far its SMS got. */
export type SurveyShownState = 'WAITING' | 'SENT' | 'NOT_DELIVERED' | 'ANSWERED' | 'EXPIRED';

export interface SurveyRowState {
  state: SurveyShownState;
  /** Why it is waiting or not delivered, worded by surveySending.deliveryProblems. */
  problem: SurveyDeliveryProblem | null;
  /** Not delivered and still the job's open survey: the dispatcher may send it again. */
  resendable: boolean;
}

/** Answered and expired say so whatever the delivery; a survey recorded before delivery was tracked reads as sent. */
export function surveyRowState(row: Pick<SurveyRow, 'status' | 'delivery' | 'deliveryProblem'>): SurveyRowState {
  if (row.status !== 'SENT') return { state: row.status, problem: null, resendable: false };
  if (row.delivery === 'PENDING') return { state: 'WAITING', problem: row.deliveryProblem, resendable: false };
  if (row.delivery === 'FAILED') return { state: 'NOT_DELIVERED', problem: row.deliveryProblem ?? 'OTHER', resendable: true };
  return { state: 'SENT', problem: null, resendable: false };
}

/** 118 -> '1:58'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Seconds left until `endsAt` (epoch ms), never negative. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
