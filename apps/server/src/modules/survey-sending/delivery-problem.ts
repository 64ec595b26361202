import type { SurveyDelivery, SurveyDeliveryProblem } from '@fsp/domain';

/** The transport's own words (nodemailer and socket errors) for each problem; the first that matches wins. */
const PATTERNS: [SurveyDeliveryProblem, RegExp][] = [
  ['LOGIN_REFUSED', /invalid login|EAUTH|\b53[45]\b|authentication/i],
  ['RECIPIENT_REFUSED', /recipients? (were |was )?rejected|no recipients|\b55[0-3]\b|\b5\.1\.\d\b|mailbox|user unknown/i],
  ['UNREACHABLE', /ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ESOCKET|ECONNECTION|timed? ?out|greeting never received|connection closed/i],
];

/**
 * The outbox's last error in a dispatcher's terms: the raw text (a socket error, an SMTP reply) stays in the outbox
 * for the administrator. None once the message is SENT or while nothing was refused.
 */
export function deliveryProblem(status: SurveyDelivery | null, lastError: string | null): SurveyDeliveryProblem | null {
  if (status === null || status === 'SENT' || !lastError) return null;
  return PATTERNS.find(([, pattern]) => pattern.test(lastError))?.[0] ?? 'OTHER';
}
