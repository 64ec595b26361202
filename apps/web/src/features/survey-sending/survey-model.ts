/** Pure helpers of the survey tab (unit-tested). */
import type { TFunction } from 'i18next';
import { SURVEY_STATUS, VERIFICATION_RESEND_SECONDS, type ContactPerson, type SurveyDeliveryProblem, type SurveyRow } from '@fsp/domain';

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
  key: 'surveySending.codeSent' | 'surveySending.codeResent' | 'surveySending.codeNotDelivered' | 'surveySending.codeNotDeliveredFinal';
}

/** A code's SMS: delivered, refused and tried again by the outbox, or refused for good (OUTBOX_MAX_ATTEMPTS 1). */
export type CodeDelivery = 'DELIVERED' | 'RETRIED' | 'FAILED';

/**
 * codeDelivered false: the transport refused the code at once, so not "sent". codeRetried false: the outbox gave up on
 * it; missing (an answer from before the field existed) reads as retried, as the outbox did then. A missing
 * codeDelivered reads as delivered, as those answers meant.
 */
export function codeDelivery(answer: { codeDelivered?: boolean; codeRetried?: boolean }): CodeDelivery {
  if (answer.codeDelivered !== false) return 'DELIVERED';
  return answer.codeRetried === false ? 'FAILED' : 'RETRIED';
}

export function codeNotice(delivery: CodeDelivery, resent: boolean): CodeNotice {
  if (delivery === 'RETRIED') return { level: 'warning', key: 'surveySending.codeNotDelivered' };
  if (delivery === 'FAILED') return { level: 'warning', key: 'surveySending.codeNotDeliveredFinal' };
  return resent ? { level: 'success', key: 'surveySending.codeResent' } : { level: 'info', key: 'surveySending.codeSent' };
}

/**
 * Seconds the resend button waits after a code went out: none when the code was not delivered (the server does not
 * hold the next one back then; its hourly per-contact limit still answers), else the server's resendAfterSeconds.
 */
export function resendWaitSeconds(delivery: CodeDelivery, resendAfterSeconds = VERIFICATION_RESEND_SECONDS): number {
  return delivery === 'DELIVERED' ? resendAfterSeconds : 0;
}

/**
 * What the survey list shows for a request: its status, or while SENT, how far the link got: SENT_BY_EMAIL when the
 * e-mail was delivered but its SMS not (yet).
 */
export type SurveyShownState = 'WAITING' | 'SENT' | 'SENT_BY_EMAIL' | 'NOT_DELIVERED' | 'ANSWERED' | 'EXPIRED';

/** The line under the state: it wraps the problem's words ({{problem}}); null shows the problem alone, if any. */
export type SurveyRowNote =
  | 'surveySending.waitingProblem'
  | 'surveySending.smsNotDelivered'
  | 'surveySending.smsNotDeliveredYet'
  | 'surveySending.smsRetried'
  | 'surveySending.smsWaiting';

export interface SurveyRowState {
  state: SurveyShownState;
  /** Why the SMS is waiting or not delivered, worded by surveySending.deliveryProblems. */
  problem: SurveyDeliveryProblem | null;
  note: SurveyRowNote | null;
  /** The SMS failed for good and the survey is still the job's open one: the dispatcher may send it again. */
  resendable: boolean;
}

type RowDelivery = Pick<SurveyRow, 'status' | 'delivery' | 'deliveryProblem' | 'deliveryNextAttemptAt' | 'emailDelivery'>;

/** Answered and expired say so whatever the delivery; a survey recorded before delivery was tracked reads as sent. */
export function surveyRowState(row: RowDelivery): SurveyRowState {
  const none = { problem: null, note: null, resendable: false };
  if (row.status !== 'SENT') return { state: row.status, ...none };
  // The customer has the link when either message arrived.
  const byEmail = row.emailDelivery === 'SENT';
  const problem = row.deliveryProblem;
  if (row.delivery === 'PENDING') {
    // A retry is promised only when the outbox has one ahead (none with OUTBOX_MAX_ATTEMPTS 1, or when parked).
    const retried = problem !== null && row.deliveryNextAttemptAt !== null;
    if (byEmail) return { state: 'SENT_BY_EMAIL', problem, note: retried ? 'surveySending.smsRetried' : problem ? 'surveySending.smsNotDeliveredYet' : 'surveySending.smsWaiting', resendable: false };
    return { state: 'WAITING', problem, note: retried ? 'surveySending.waitingProblem' : null, resendable: false };
  }
  if (row.delivery === 'FAILED') {
    if (byEmail) return { state: 'SENT_BY_EMAIL', problem: problem ?? 'OTHER', note: 'surveySending.smsNotDelivered', resendable: true };
    return { state: 'NOT_DELIVERED', problem: problem ?? 'OTHER', note: null, resendable: true };
  }
  return { state: 'SENT', ...none };
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

/** The notice of an order whose country does not send surveys: the country by its name in the reader's language, not its code. */
export function notEnabledText(t: TFunction, countryCode: string, countryName: (code: string) => string): string {
  return t('surveySending.notEnabled', { country: countryName(countryCode) });
}

/**
 * What "Add and send" does with a typed phone, as the server decides it (addRepAndSendSurvey): a verified phone of one
 * of the customer's contact persons gets the survey at once, under that person's name; any other phone a code first.
 */
export type NewContactSend = { kind: 'SURVEY_NOW'; name: string } | { kind: 'CODE_FIRST' };

export function newContactSend(telephone: string, reps: readonly Pick<ContactPerson, 'name' | 'phoneList'>[]): NewContactSend {
  const typed = telephone.trim();
  const known = reps.find((rep) => rep.phoneList.some((p) => p.verified && p.telephone === typed));
  return known ? { kind: 'SURVEY_NOW', name: known.name } : { kind: 'CODE_FIRST' };
}
