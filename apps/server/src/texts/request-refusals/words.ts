import {
  CALENDAR_ERRORS,
  ORDER_DETAILS_MESSAGES,
  PLATE_ERRORS,
  SUBSCRIPTION_MESSAGES,
  SURVEY_MESSAGES,
  TEAM_MESSAGES,
  WORK_ORDER_NO_MESSAGES,
  ACTIVITY_MESSAGES,
  idRangeMessage,
} from '@fsp/domain';
import type { ColumnWords } from '../index';

/**
 * How the server words a refused request in each language: the frame of a contract's refusal, the general
 * answers of the error handler, and the contracts' own messages (docs/decisions/0032-refusals-in-the-callers-language.md).
 * The English texts are the contracts' and stay as they are: clients and tests read them.
 */
/** Fastify's errors for a body it cannot read, worded per language in RequestRefusalWords.body. */
export const BODY_REFUSAL_CODES = [
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
] as const;
export type BodyRefusalCode = (typeof BODY_REFUSAL_CODES)[number];

export interface RequestRefusalWords {
  /** A refusal of one field: its path as the contract names it, and why. */
  field(path: string, why: string): string;
  /** A refusal of the request as a whole. */
  request(why: string): string;
  notFound: string;
  conflict: string;
  invalidValue: string;
  unexpected: string;
  busy: string;
  /** A rate limit's 429, naming the seconds to wait (its Retry-After) in the language's plural form. */
  tooManyRequests(seconds: number): string;
  /** The sign-in throttle's 429 (failed passwords of one user name from one address), naming its Retry-After. */
  tooManyFailedLogins(seconds: number): string;
  /** The sign-in's 401, a wrong password and an unknown user name alike (the web's login.failed). */
  loginFailed: string;
  /** The sign-in's 403 while PASSWORD_LOGIN=disabled: single sign-on only. */
  passwordLoginDisabled: string;
  /** The role guard's 403 on a change, and OBSERVER's on any change (the web's errors.unauthorizedOperation). */
  forbiddenOperation: string;
  /** The role guard's 403 on a read (the web's errors.unauthorizedView). */
  forbiddenPage: string;
  nulCharacter: string;
  /** Text with a lone UTF-16 surrogate: no character at all, and PostgreSQL's JSON refuses its escape. */
  unpairedSurrogate: string;
  /** Fastify's refusals of a request's body, by error code (its own English otherwise). */
  body: Readonly<Record<BodyRefusalCode, string>>;
  /** A field's name in a label-based message (“Serial number can be a maximum of 30 characters.”). */
  names: Readonly<Record<string, string>>;
  required(name: string): string;
  format(name: string, format: string): string;
  realDay(name: string): string;
  maxCharacters(name: string, max: string): string;
  rangeDays(days: string): string;
  oneOf(name: string, values: string): string;
  unknownStatus(status: string): string;
  /** “Department is not a known code”. */
  notKnownCode(name: string): string;
  /** “unknown team”: an id or code that names nothing. */
  unknown(name: string): string;
  number(name: string): string;
  wholeNumber(name: string): string;
  /** The contracts' fixed messages, by their English text. */
  fixed: Readonly<Record<string, string>>;
}

/** The contracts' fixed messages, in the order of each language's translations. */
export const FIXED_MESSAGES = [
  CALENDAR_ERRORS.nameRequired,
  CALENDAR_ERRORS.nameTooLong,
  CALENDAR_ERRORS.countryRequired,
  CALENDAR_ERRORS.endNotAfterStart,
  CALENDAR_ERRORS.longerThanADay,
  SUBSCRIPTION_MESSAGES.typeRequired,
  SUBSCRIPTION_MESSAGES.statusRequired,
  SUBSCRIPTION_MESSAGES.statusNotAllowed,
  SUBSCRIPTION_MESSAGES.teamRequired,
  SUBSCRIPTION_MESSAGES.teamNotAllowed,
  ORDER_DETAILS_MESSAGES.noteTooLong,
  ORDER_DETAILS_MESSAGES.noteRequired,
  PLATE_ERRORS.plateRequired,
  PLATE_ERRORS.plateTooLong,
  PLATE_ERRORS.organizationRequired,
  PLATE_ERRORS.deactivationBeforeRegistration,
  TEAM_MESSAGES.required,
  TEAM_MESSAGES.tooLong,
  WORK_ORDER_NO_MESSAGES.required,
  WORK_ORDER_NO_MESSAGES.numeric,
  WORK_ORDER_NO_MESSAGES.tooLong,
  WORK_ORDER_NO_MESSAGES.tooLarge,
  ACTIVITY_MESSAGES.workOrderNo,
  ACTIVITY_MESSAGES.customerTooShort,
  'endDate must not be before startDate',
  'id must be a number',
  'must be whole epoch milliseconds',
  'must be a time between 1970-01-01 and 2199-12-31',
  'searchDate must be YYYY-MM-DD, YYYYMMDD or epoch milliseconds, a real day between 1970-01-01 and 2199-12-31',
  'must be a work order number (digits only, at most 12)',
  'workOrderNumbers must name at least one work order',
  'A team id must be a number.',
  'A work order number has at most 12 digits.',
  'A work order number has digits only.',
  'Idempotency-Key must be 1-255 visible ASCII characters',
  'Please enter a valid e-mail address.',
  'Please pick a team',
  'The phone number may contain digits only.',
  'The survey code is too long.',
  'Type at least 3 characters to look up a customer.',
  SURVEY_MESSAGES.verificationIncorrect,
  'added or removed must name at least one dispatcher and team',
  'changes must name at least one team',
  'changes must not be empty',
  'countryCode must be a two-letter code',
  'cursor must be the value a previous answer returned',
  'id must be an attachment id',
  `${idRangeMessage('A team id')}.`,
  idRangeMessage('id'),
  idRangeMessage('id', Number.MAX_SAFE_INTEGER),
  idRangeMessage('schedulerId'),
  idRangeMessage('repId'),
  idRangeMessage('draftId'),
  idRangeMessage('orderKalemId'),
] as const;

type Fixed = ColumnWords<typeof FIXED_MESSAGES>;
export const fixedTable = (texts: Fixed): Record<string, string> => Object.fromEntries(FIXED_MESSAGES.map((english, i) => [english, texts[i]]));

/**
 * The labels of label-based messages, in the order of each language's names: the forms' labels, and the API
 * names of the date fields a screen sends. A lower-case label ("unknown team") finds its capitalised entry.
 */
const LABELS = [
  'Start date',
  'End date',
  'Deactivation date',
  'Registration date',
  'Updated date',
  'Serial number',
  'Model number',
  'Technician',
  'First sample number',
  'Last sample number',
  'Dealer branch',
  'Shop job number',
  'User name',
  'Customer number',
  'Customer',
  'Reason',
  'Phone number',
  'Committee note',
  'Employee note',
  'First name',
  'Last name',
  'E-mail',
  'Position',
  'Verification code',
  'Organization',
  'Department',
  'Problem',
  'Proposal',
  'Team',
  'Section',
  'Dispatcher',
  'Limit',
  'Status',
  'startDate',
  'endDate',
  'createdDateStart',
  'createdDateEnd',
  'updatedDateStart',
  'updatedDateEnd',
  'dueDate',
  'dueDateStart',
  'dueDateEnd',
] as const;
type Labels = ColumnWords<typeof LABELS>;
export const labelTable = (texts: Labels): Record<string, string> => Object.fromEntries(LABELS.map((english, i) => [english, texts[i]]));

export const RANGE = '1970-01-01 – 2199-12-31';
