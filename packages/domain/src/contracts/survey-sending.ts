import { z } from 'zod';
import { SURVEY_REQUEST_STATUSES } from '../codes';
import { idRangeMessage, requiredOr, rowId } from './common';
import { surveyAnswerRow } from './public-survey';
import { SURVEY_SCORE_DAYS } from './survey-score-days';
import type { Role } from '../roles';
import { CONTACT_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_INPUT_MAX_LENGTH } from '../rules/contact-person';

/**
 * Survey sending from the order drawer (spec part 1 §2 "Order drawer" survey tab, §3 Survey row / Contact
 * person / Position / New contact form, §4 "Survey sending", §5 "Contact person form", §7).
 * Path ids are the assignment (scheduler item) id; docs/api-conventions.md "Survey sending".
 */

/** Sending is dispatchers' work (transaction DISPATCHER.SENDSURVEY); OBSERVER never sends (spec §6). */
export const SURVEY_SENDER_ROLES: readonly Role[] = ['DISPATCHER'];
export const canSendSurvey = (roles: readonly string[]) => roles.includes('DISPATCHER');

/** statusCode of POST /api/sendSurvey and /api/survey/verifyRepAndSendSurvey (spec §4). */
export const SURVEY_STATUS = {
  /** Sent: a survey record and its link went out. */
  success: 0,
  /** An unanswered survey for this job went out recently: the user confirms and the call is repeated with confirmed: true. */
  confirm: 124,
  /** Cannot be sent (already answered, no survey for the country): shown as an error. */
  error: 125,
  /** Not sent for now (the job is not finished yet): shown as a warning. */
  jobNotFinished: 126,
  /** Saved, but the transport refused the message (the outbox retries it): shown as a warning, so the user does not take it as delivered. */
  notDelivered: 127,
} as const;

/** Texts the server answers with (English; the web app shows them as the server's message). */
export const SURVEY_MESSAGES = {
  sent: 'The survey was sent.',
  alreadySent: (name: string, when: string) => `A survey for this job was already sent to ${name} on ${when} and is not answered yet. Send it again?`,
  alreadySentNotDelivered: (name: string, when: string) => `The survey sent to ${name} on ${when} could not be delivered. Send it again?`,
  alreadyAnswered: 'The customer has already answered the survey for this job.',
  noTemplate: (country: string) => `No survey is set up for country ${country}.`,
  notWorkOrder: 'Surveys are sent for work orders only.',
  jobNotFinished: 'The job is not finished yet; the survey can be sent once it is done.',
  notEnabled: 'Survey sending is not enabled for this country.',
  assignmentNotFound: 'The assignment was not found.',
  repNotFound: 'The contact person was not found for this customer.',
  phoneNotFound: 'The phone number does not belong to this contact person.',
  customerMismatch: "The customer number does not match the work order's customer.",
  unknownPosition: 'Unknown position.',
  codeSent: 'A verification code was sent.',
  codeNotDelivered: 'The verification code could not be delivered yet. It will be retried automatically.',
  codeNotDeliveredFinal: 'The verification code could not be delivered. Check the phone number and send a new code.',
  verificationIncorrect: 'Verification code incorrect',
  verificationExpired: 'The verification code has expired. Please request a new code.',
  verificationMissing: 'No verification code was sent to this number. Please request a new code.',
  verificationLocked: 'Too many incorrect codes. Please request a new code.',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  tooManyForUser: 'You have sent too many messages. Please try again later.',
  tooManyForContact: 'Too many messages were sent to this contact person. Please try again later.',
  notDelivered: 'The survey was saved, but the message could not be delivered yet. It will be retried automatically.',
  notDeliveredFinal: 'The survey was saved, but the message could not be delivered. You can send it again from the list of surveys.',
  sentByEmail: 'The survey was sent by e-mail; the SMS could not be delivered yet. It will be retried automatically.',
  sentByEmailFinal: 'The survey was sent by e-mail; the SMS could not be delivered.',
} as const;

/** Spec §9: the resend button counts down 120 seconds; the server refuses earlier resends too. */
export const VERIFICATION_RESEND_SECONDS = 120;
export const VERIFICATION_CODE_DIGITS = 6;
export const VERIFICATION_TTL_MINUTES = 10;
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** Spec §9: the survey table pages by 15. */
export const SURVEY_PAGE_SIZE = 15;

const id = rowId('id must be a number', idRangeMessage('id'), { coerce: true });
export const surveyPathParams = z.object({ id });
const epochMs = z.number().int();
const telephone = z
  .string({ error: requiredOr('Phone number is required.') })
  .trim()
  .min(1, 'Phone number is required.')
  .max(PHONE_INPUT_MAX_LENGTH, `The phone number can be at most ${PHONE_INPUT_MAX_LENGTH} characters.`)
  .regex(/^\d+$/, 'The phone number may contain digits only.');
/** An id the body must carry: "is required" when absent, its range when it is something else ("abc", true). */
const bodyId = (name: string) => rowId(requiredOr(`${name} is required`, idRangeMessage(name)), idRangeMessage(name));
const schedulerId = bodyId('schedulerId');
const repId = bodyId('repId');

/**
 * Delivery of the SMS that carried a survey link (its outbox message): PENDING waiting to be sent (also while the
 * transport refuses it and it is retried), SENT handed to the SMS gateway, FAILED not delivered after the last attempt.
 */
export const SURVEY_DELIVERIES = ['PENDING', 'SENT', 'FAILED'] as const;
export type SurveyDelivery = (typeof SURVEY_DELIVERIES)[number];
/**
 * The outbox's last error of an undelivered message in a dispatcher's terms: UNREACHABLE the message server could
 * not be reached, RECIPIENT_REFUSED the number or address was refused, LOGIN_REFUSED the server refused the portal's
 * sign-in (settings), OTHER anything else.
 */
export const SURVEY_DELIVERY_PROBLEMS = ['UNREACHABLE', 'RECIPIENT_REFUSED', 'LOGIN_REFUSED', 'OTHER'] as const;
export type SurveyDeliveryProblem = (typeof SURVEY_DELIVERY_PROBLEMS)[number];

/** Survey row (spec §3): one survey sent for the job. */
export const surveyRow = z.object({
  id: z.number().int(),
  /** The contact person it went to (for "send again"). */
  repId: z.number().int(),
  technicianFullName: z.string(),
  repName: z.string(),
  telephone: z.string(),
  /** When it was sent (epoch ms). */
  sentToRep: epochMs,
  /** When the customer answered (epoch ms), null while unanswered. */
  answeredByRep: epochMs.nullable(),
  status: z.enum(SURVEY_REQUEST_STATUSES),
  sentBy: z.string().nullable(),
  /** The customer's answers, one per question of the survey (empty until answered). */
  answers: z.array(surveyAnswerRow),
  /** The link's SMS: SURVEY_DELIVERIES; null for a survey sent before the portal recorded it. */
  delivery: z.enum(SURVEY_DELIVERIES).nullable(),
  /** Why the SMS is not delivered yet or FAILED (SURVEY_DELIVERY_PROBLEMS); null when SENT or nothing was refused. */
  deliveryProblem: z.enum(SURVEY_DELIVERY_PROBLEMS).nullable(),
  /** When the outbox tries the PENDING SMS next (epoch ms); null when it will not try again by itself (SENT, FAILED, or parked for an SMS sender). */
  deliveryNextAttemptAt: epochMs.nullable(),
  /** The e-mail with the same link (SURVEY_DELIVERIES); null when none went (no real address, or sent before the portal recorded it). */
  emailDelivery: z.enum(SURVEY_DELIVERIES).nullable(),
});
export type SurveyRow = z.infer<typeof surveyRow>;
export const surveysResponse = z.object({ surveys: z.array(surveyRow) });

/** Contact person (spec §3). */
export const contactPerson = z.object({
  repId: z.number().int(),
  name: z.string(),
  /** The position's label. */
  position: z.string().nullable(),
  positionCode: z.string().nullable(),
  phoneList: z.array(z.object({ telephone: z.string(), verified: z.boolean() })),
});
export type ContactPerson = z.infer<typeof contactPerson>;

/** The work order's country settings the contact form checks (spec §5, §6). */
export const contactRulesSettings = z.object({
  countryCode: z.string(),
  sendSurveyEnabled: z.boolean(),
  mobileOperatorCharacters: z.array(z.string()),
  phoneNumberValidCharacterLength: z.number().int(),
  surveyEmailPlaceholder: z.string(),
});
export type ContactRulesSettings = z.infer<typeof contactRulesSettings>;

export const activeRepsResponse = z.object({
  customerNumber: z.string(),
  customerReps: z.array(contactPerson),
  settings: contactRulesSettings,
});
export type ActiveRepsResponse = z.infer<typeof activeRepsResponse>;

/** Position (spec §3). */
export const repPosition = z.object({ code: z.string(), value: z.string() });
export const repPositionsResponse = z.object({ positions: z.array(repPosition) });

export const sendSurveyRequest = z.object({
  schedulerId,
  repId,
  telephone,
  /** The user said Yes to the 124 question: send again. */
  confirmed: z.boolean().optional(),
});
export type SendSurveyRequest = z.infer<typeof sendSurveyRequest>;
export const surveyStatusResponse = z.object({ statusCode: z.number().int(), message: z.string() });
export type SurveyStatusResponse = z.infer<typeof surveyStatusResponse>;

const name = (label: string) =>
  z
    .string({ error: requiredOr(`${label} is required.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(CONTACT_NAME_MAX_LENGTH, `${label} can be at most ${CONTACT_NAME_MAX_LENGTH} characters.`);

/** New contact form (spec §3, §5); the prefix, digit-count and e-mail rules are checked by the service with the country's settings. */
export const addRepRequest = z.object({
  schedulerId,
  customerNumber: z.string({ error: requiredOr('customerNumber is required') }).trim().min(1, 'customerNumber is required').max(40),
  telephone,
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z.string({ error: requiredOr('E-mail is required.') }).trim().min(1, 'E-mail is required.').max(EMAIL_MAX_LENGTH, 'Please enter a valid e-mail address.'),
  positionCode: z.string({ error: requiredOr('Position is required.') }).trim().min(1, 'Position is required.').max(40),
});
export type AddRepRequest = z.infer<typeof addRepRequest>;
export const addRepResponse = z.object({
  statusCode: z.literal('SUCCESS'),
  /** true: a code went to the phone, the verification dialog opens; false: the phone was already verified and the survey went out. */
  isValidationRequired: z.boolean(),
  repId: z.number().int(),
  message: z.string(),
  /** When isValidationRequired is false: the survey outcome (statusCode 0, 125, 126, 127). */
  surveyStatusCode: z.number().int().optional(),
  /**
   * When isValidationRequired is true: false if the transport refused the code at once (it stays in the outbox and is
   * retried), so the dialog does not say "sent". Optional: an answer replayed for an Idempotency-Key may predate it.
   */
  codeDelivered: z.boolean().optional(),
  /** With codeDelivered false: true while the outbox tries the code again by itself, false once it gave up (OUTBOX_MAX_ATTEMPTS 1). */
  codeRetried: z.boolean().optional(),
});
export type AddRepResponse = z.infer<typeof addRepResponse>;

export const verifyRepRequest = z.object({
  schedulerId,
  repId,
  telephone,
  validationCode: z
    .string({ error: requiredOr('Verification code is required.') })
    .trim()
    .min(1, 'Verification code is required.')
    .max(12, 'Verification code incorrect')
    .regex(/^\d+$/, 'Verification code incorrect'),
});
export type VerifyRepRequest = z.infer<typeof verifyRepRequest>;

export const sendValidationCodeRequest = z.object({ schedulerId, repId, telephone });
export type SendValidationCodeRequest = z.infer<typeof sendValidationCodeRequest>;
export const sendValidationCodeResponse = z.object({
  statusCode: z.literal('SUCCESS'),
  message: z.string(),
  /** Seconds until another resend is accepted (0: this code was not delivered, a new one may be asked for at once). */
  resendAfterSeconds: z.number().int(),
  /** false: the transport refused the code at once (retried from the outbox); as addRepResponse's. */
  codeDelivered: z.boolean().optional(),
  /** As addRepResponse's. */
  codeRetried: z.boolean().optional(),
});

/** Development aid: the outbox rows (GET /api/dev/outbox, ADMIN only, never in production). */
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.string(),
  createdAt: epochMs,
});
export const outboxQuery = z.object({
  recipient: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export const outboxResponse = z.object({ messages: z.array(outboxMessage) });

// SURVEY_SCORE_DAYS lives in a module without zod schemas: the planning grid's rows show it.
export { SURVEY_SCORE_DAYS };

export const technicianSurveyScoresRequest = z.object({
  /** Technician bpNos; those outside the caller's scope are left out of the answer, like unknown ones. */
  technicians: z.array(z.string().trim().min(1).max(40)).max(5000),
});

export const technicianSurveyScore = z.object({
  bpNo: z.string(),
  /** Mean of the answered ratings over SURVEY_SCORE_DAYS, each brought to a 1-5 scale, one decimal. */
  average: z.number(),
  /** Answered surveys it is made of. */
  surveys: z.number().int(),
});
export type TechnicianSurveyScore = z.infer<typeof technicianSurveyScore>;

export const technicianSurveyScoresResponse = z.object({ days: z.number().int(), scores: z.array(technicianSurveyScore) });
export type TechnicianSurveyScoresResponse = z.infer<typeof technicianSurveyScoresResponse>;
