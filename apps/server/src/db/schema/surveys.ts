import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { SURVEY_QUESTION_TYPES, SURVEY_REQUEST_STATUSES, oneOf } from '../codes';
import { countries } from './organization';
import { outboxMessages } from './outbox';
import { users } from './people';
import { assignments } from './scheduling';
import { customers } from './work-orders';

/** Positions a customer contact person can hold. */
export const repPositions = pgTable('rep_positions', {
  code: text().primaryKey(),
  value: text().notNull(),
});

/** Customer contact persons ("reps") who receive satisfaction surveys. */
export const contactPersons = pgTable(
  'contact_persons',
  {
    repId: serial().primaryKey(),
    customerNumber: text()
      .notNull()
      .references(() => customers.number),
    firstName: text().notNull(),
    lastName: text().notNull(),
    positionCode: text().references(() => repPositions.code),
    email: text(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.customerNumber)],
);

/** A contact person's phones; verifiedAt is set once a verification code sent to it was confirmed. */
export const contactPersonPhones = pgTable(
  'contact_person_phones',
  {
    id: serial().primaryKey(),
    repId: integer()
      .notNull()
      .references(() => contactPersons.repId, { onDelete: 'cascade' }),
    telephone: text().notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique().on(t.repId, t.telephone)],
);

/** Verification codes sent by SMS before a survey goes to a new contact person (stored hashed, single use). */
export const repVerifications = pgTable(
  'rep_verifications',
  {
    id: serial().primaryKey(),
    schedulerId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    repId: integer()
      .notNull()
      .references(() => contactPersons.repId, { onDelete: 'cascade' }),
    telephone: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    failedAttempts: integer().notNull().default(0),
    consumedAt: timestamp({ withTimezone: true }),
    /** For the 120-second resend cooldown. */
    lastSentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The SMS that carried the code: a code the transport refused does not hold back the next one for 120 s. Null before 0028. */
    outboxMessageId: bigint({ mode: 'number' }).references(() => outboxMessages.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.repId, t.telephone), index().on(t.schedulerId)],
);

/** Survey templates per country and language. */
export const surveys = pgTable(
  'surveys',
  {
    id: serial().primaryKey(),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    language: text().notNull(),
    surveyTitle: text().notNull(),
    logoId: text(),
    message: text(),
    thankYouMessage: text(),
    contactMessage: text(),
    active: boolean().notNull().default(true),
  },
  (t) => [index().on(t.countryCode, t.language)],
);

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial().primaryKey(),
    surveyId: integer()
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    questionText: text().notNull(),
    questionType: text().notNull().default('SMILEY'),
    mandatory: boolean().notNull().default(false),
    /** Number of smiley faces, 1 to 10. */
    maxLimit: smallint().notNull(),
    /** At or below this rating a free-text reason is asked. */
    reasonLimit: smallint(),
    reasonTextLimit: integer(),
    reasonQuestionText: text(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.surveyId, t.sortOrder),
    check('survey_question_type', oneOf(t.questionType, SURVEY_QUESTION_TYPES)),
    check('survey_question_max_limit', sql`${t.maxLimit} between 1 and 10`),
    check('survey_question_reason_limit', sql`${t.reasonLimit} is null or ${t.reasonLimit} between 0 and ${t.maxLimit}`),
    check('survey_question_reason_text_limit', sql`${t.reasonTextLimit} is null or ${t.reasonTextLimit} > 0`),
  ],
);

/** One survey sent to one contact person for one assignment; the public link carries publicCode. */
export const surveyRequests = pgTable(
  'survey_requests',
  {
    id: serial().primaryKey(),
    /** Random and unguessable: the public survey page is reached with it alone. */
    publicCode: text().notNull().unique(),
    surveyId: integer()
      .notNull()
      .references(() => surveys.id),
    schedulerId: integer()
      .notNull()
      .references(() => assignments.id),
    repId: integer()
      .notNull()
      .references(() => contactPersons.repId),
    telephone: text().notNull(),
    status: text().notNull().default('SENT'),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    sentByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    userBrowserAgent: text(),
    /** The SMS that carried the link (set with the enqueue): its outbox state is the request's delivery. Null before 0028. */
    outboxMessageId: bigint({ mode: 'number' }).references(() => outboxMessages.id, { onDelete: 'set null' }),
    /** The e-mail that carried the same link, when the rep has a real address: delivered, it reaches the customer whatever the SMS does. */
    emailOutboxMessageId: bigint({ mode: 'number' }).references(() => outboxMessages.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.schedulerId),
    index().on(t.repId),
    check('survey_request_status', oneOf(t.status, SURVEY_REQUEST_STATUSES)),
    check('survey_request_answered_at', sql`(${t.status} = 'ANSWERED') = (${t.answeredAt} is not null)`),
  ],
);

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial().primaryKey(),
    surveyRequestId: integer()
      .notNull()
      .references(() => surveyRequests.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => surveyQuestions.id),
    /** null when a non-mandatory question was left empty. */
    answer: smallint(),
    extraAnswer: text(),
  },
  (t) => [
    unique().on(t.surveyRequestId, t.questionId),
    index().on(t.questionId),
    check('survey_answer_range', sql`${t.answer} is null or ${t.answer} between 1 and 10`),
  ],
);
