/**
 * The new-contact-person form (spec part 1 §5 "Contact person form", §6 MOBILE_OPERATOR_CHARACTERS,
 * PHONE_NUMBER_VALID_CHARACTER_LENGTH, SURVEY_EMAIL_PLACEHOLDER). The web form and the server check
 * the same rules; the settings are the work order's country's.
 */
import type { RuleConfig } from './assignment-rules';

/** The phone input accepts at most this many characters (spec §5). */
export const PHONE_INPUT_MAX_LENGTH = 10;
/** Used when a country has no PHONE_NUMBER_VALID_CHARACTER_LENGTH. */
export const DEFAULT_PHONE_LENGTH = 10;
/** Names are free text; 100 is plenty and keeps SMS greetings short. */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Used when SURVEY_EMAIL_PLACEHOLDER is not configured. */
export const DEFAULT_EMAIL_PLACEHOLDER = 'no-email@customer.invalid';

export interface ContactPhoneRule {
  /** Allowed leading digits of a national mobile number; empty = any. */
  prefixes: string[];
  /** Exact number of digits. */
  length: number;
}

export interface ContactRules extends ContactPhoneRule {
  emailPlaceholder: string;
}

/** Reads the three settings: prefixes are a comma-separated list ('50,53,54,55'); blanks are dropped. */
export function contactRulesFromConfig(config: RuleConfig): ContactRules {
  const prefixes = (config.MOBILE_OPERATOR_CHARACTERS ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => /^\d+$/.test(p));
  const rawLength = Number((config.PHONE_NUMBER_VALID_CHARACTER_LENGTH ?? '').trim());
  const length = Number.isInteger(rawLength) && rawLength > 0 && rawLength <= PHONE_INPUT_MAX_LENGTH ? rawLength : DEFAULT_PHONE_LENGTH;
  const emailPlaceholder = (config.SURVEY_EMAIL_PLACEHOLDER ?? '').trim() || DEFAULT_EMAIL_PLACEHOLDER;
  return { prefixes: [...new Set(prefixes)], length, emailPlaceholder };
}

export type PhoneProblem = 'required' | 'digitsOnly' | 'prefix' | 'length';
export type EmailProblem = 'required' | 'invalid' | 'tooLong';
export type NameProblem = 'required' | 'tooLong';

/** The phone as typed: surrounding blanks are ignored, nothing else is rewritten. */
export const normalizePhone = (value: string) => value.trim();

export function validateContactPhone(value: string | null | undefined, rule: ContactPhoneRule): PhoneProblem | null {
  const phone = normalizePhone(value ?? '');
  if (!phone) return 'required';
  if (!/^\d+$/.test(phone)) return 'digitsOnly';
  if (rule.prefixes.length && !rule.prefixes.some((p) => phone.startsWith(p))) return 'prefix';
  if (phone.length !== rule.length) return 'length';
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/** An e-mail is required: a real address, or the configured placeholder the no-email checkbox fills in. */
export function validateContactEmail(value: string | null | undefined, placeholder: string): EmailProblem | null {
  const email = (value ?? '').trim();
  if (!email) return 'required';
  if (email === placeholder) return null;
  if (email.length > EMAIL_MAX_LENGTH) return 'tooLong';
  return isValidEmail(email) ? null : 'invalid';
}

export function validateContactName(value: string | null | undefined): NameProblem | null {
  const name = (value ?? '').trim();
  if (!name) return 'required';
  return name.length > CONTACT_NAME_MAX_LENGTH ? 'tooLong' : null;
}

export interface NewContactForm {
  firstName: string;
  lastName: string;
  positionCode: string | null;
  email: string;
  telephone: string;
}

export type ContactFormProblems = Partial<{
  firstName: NameProblem;
  lastName: NameProblem;
  positionCode: 'required';
  email: EmailProblem;
  telephone: PhoneProblem;
}>;

/** Every problem of the form at once (empty object = valid). */
export function validateNewContact(form: NewContactForm, rules: ContactRules): ContactFormProblems {
  const problems: ContactFormProblems = {};
  const firstName = validateContactName(form.firstName);
  if (firstName) problems.firstName = firstName;
  const lastName = validateContactName(form.lastName);
  if (lastName) problems.lastName = lastName;
  if (!form.positionCode?.trim()) problems.positionCode = 'required';
  const email = validateContactEmail(form.email, rules.emailPlaceholder);
  if (email) problems.email = email;
  const telephone = validateContactPhone(form.telephone, rules);
  if (telephone) problems.telephone = telephone;
  return problems;
}

/** One language's words for the form's problems (the server's 400 messages; the web app has its own catalogues). */
export interface ContactProblemWords {
  firstNameRequired: string;
  lastNameRequired: string;
  nameTooLong: (max: number) => string;
  positionRequired: string;
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  phoneDigitsOnly: string;
  phonePrefix: (prefixes: string) => string;
  phoneLength: (digits: number) => string;
  invalid: string;
}

export const CONTACT_PROBLEM_WORDS: ContactProblemWords = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  nameTooLong: (max) => `A name can be at most ${max} characters.`,
  positionRequired: 'Position is required.',
  emailRequired: 'E-mail is required (tick "no e-mail" when the person has none).',
  emailInvalid: 'Please enter a valid e-mail address.',
  phoneRequired: 'Phone number is required.',
  phoneDigitsOnly: 'The phone number may contain digits only.',
  phonePrefix: (prefixes) => `The phone number must start with one of: ${prefixes}.`,
  phoneLength: (digits) => `The phone number must have exactly ${digits} digits.`,
  invalid: 'Invalid value.',
};

/** The text of a problem in `words` (English by default). */
export function contactProblemMessage(field: keyof ContactFormProblems, problem: string, rules: ContactRules, words: ContactProblemWords = CONTACT_PROBLEM_WORDS): string {
  switch (`${field}.${problem}`) {
    case 'firstName.required':
      return words.firstNameRequired;
    case 'lastName.required':
      return words.lastNameRequired;
    case 'firstName.tooLong':
    case 'lastName.tooLong':
      return words.nameTooLong(CONTACT_NAME_MAX_LENGTH);
    case 'positionCode.required':
      return words.positionRequired;
    case 'email.required':
      return words.emailRequired;
    case 'email.invalid':
    case 'email.tooLong':
      return words.emailInvalid;
    case 'telephone.required':
      return words.phoneRequired;
    case 'telephone.digitsOnly':
      return words.phoneDigitsOnly;
    case 'telephone.prefix':
      return words.phonePrefix(rules.prefixes.join(', '));
    case 'telephone.length':
      return words.phoneLength(rules.length);
    default:
      return words.invalid;
  }
}

/** Statuses after which the job is done and a satisfaction survey may go to the customer. */
export const SURVEY_READY_STATUSES: readonly string[] = ['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED', 'SEND_FORM'];

/** Shows the last digits only (logs, confirmations): 5321234567 -> ******4567. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? phone : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}
