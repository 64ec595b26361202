import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  assignments,
  contactPersonPhones,
  contactPersons,
  countries,
  customers,
  organizations,
  outboxMessages,
  repPositions,
  repVerifications,
  surveyAnswers,
  surveyQuestions,
  surveyRequests,
  surveys,
  technicians,
  users,
  workOrderItems,
  workOrders,
} from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { inScope } from '../../plugins/scope';
import { turkishSortKey } from '../../db/text-match';

/** The outbox's last error of a code's SMS stopped because a newer code replaced it (administrators read it). */
export const REPLACED_CODE = 'Not sent: a newer verification code replaced this one.';

const epochMs = (column: AnyPgColumn) => sql<number>`floor(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);

/** The e-mail that carried a survey link (survey_requests.email_outbox_message_id), beside its SMS. */
const emailOutbox = alias(outboxMessages, 'email_outbox');

/** A live assignment in the caller's scope with what survey sending needs from its work order. */
export interface SurveyAssignment {
  id: number;
  workingStatus: string;
  technicianFullName: string;
  workOrderItemId: number | null;
  orderNumber: string | null;
  customerNumber: string | null;
  countryCode: string | null;
  language: string | null;
  timeZone: string | null;
}

export interface Rep {
  repId: number;
  customerNumber: string;
  firstName: string;
  lastName: string;
  email: string | null;
  active: boolean;
}

export function createSurveySendingRepo(db: Db) {
  return {
    async assignment(id: number, scope: DataScope): Promise<SurveyAssignment | null> {
      const [row] = await db
        .select({
          id: assignments.id,
          workingStatus: assignments.workingStatus,
          technicianFullName: technicians.fullName,
          workOrderItemId: assignments.workOrderItemId,
          orderNumber: workOrders.orderNumber,
          customerNumber: workOrders.customerNumber,
          countryCode: organizations.countryCode,
          language: countries.defaultLanguage,
          timeZone: countries.timeZone,
        })
        .from(assignments)
        .innerJoin(technicians, eq(technicians.bpNo, assignments.technicianBpNo))
        .leftJoin(workOrderItems, eq(workOrderItems.id, assignments.workOrderItemId))
        .leftJoin(workOrders, eq(workOrders.id, workOrderItems.workOrderId))
        .leftJoin(organizations, eq(organizations.orgunit, workOrders.orgunit))
        .leftJoin(countries, eq(countries.code, organizations.countryCode))
        .where(and(eq(assignments.id, id), isNull(assignments.deletedAt), inScope.assignment(scope)));
      return row ?? null;
    },

    async surveyRows(schedulerId: number) {
      return db
        .select({
          id: surveyRequests.id,
          firstName: contactPersons.firstName,
          lastName: contactPersons.lastName,
          telephone: surveyRequests.telephone,
          sentToRep: epochMs(surveyRequests.sentAt),
          answeredAt: surveyRequests.answeredAt,
          expiresAt: surveyRequests.expiresAt,
          status: surveyRequests.status,
          sentBy: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
          repId: surveyRequests.repId,
          delivery: outboxMessages.status,
          lastError: outboxMessages.lastError,
          // Only a PENDING message has an attempt ahead (a FAILED one keeps none).
          nextAttemptAt: sql<number | null>`case when ${outboxMessages.status} = 'PENDING' then floor(extract(epoch from ${outboxMessages.nextAttemptAt}) * 1000)::float8 end`.mapWith(Number),
          emailDelivery: emailOutbox.status,
        })
        .from(surveyRequests)
        .innerJoin(contactPersons, eq(contactPersons.repId, surveyRequests.repId))
        .leftJoin(users, eq(users.id, surveyRequests.sentByUserId))
        .leftJoin(outboxMessages, eq(outboxMessages.id, surveyRequests.outboxMessageId))
        .leftJoin(emailOutbox, eq(emailOutbox.id, surveyRequests.emailOutboxMessageId))
        .where(eq(surveyRequests.schedulerId, schedulerId))
        .orderBy(desc(surveyRequests.sentAt), desc(surveyRequests.id));
    },

    async activeReps(customerNumber: string) {
      const reps = await db
        .select({
          repId: contactPersons.repId,
          firstName: contactPersons.firstName,
          lastName: contactPersons.lastName,
          positionCode: contactPersons.positionCode,
          position: repPositions.value,
        })
        .from(contactPersons)
        .leftJoin(repPositions, eq(repPositions.code, contactPersons.positionCode))
        .where(and(eq(contactPersons.customerNumber, customerNumber), eq(contactPersons.active, true)))
        .orderBy(turkishSortKey(contactPersons.firstName), turkishSortKey(contactPersons.lastName), asc(contactPersons.repId));
      const phones = reps.length
        ? await db
            .select({ repId: contactPersonPhones.repId, telephone: contactPersonPhones.telephone, verifiedAt: contactPersonPhones.verifiedAt })
            .from(contactPersonPhones)
            .where(
              inArray(
                contactPersonPhones.repId,
                reps.map((r) => r.repId),
              ),
            )
            .orderBy(asc(contactPersonPhones.id))
        : [];
      return reps.map((r) => ({ ...r, phones: phones.filter((p) => p.repId === r.repId) }));
    },

    async positions() {
      return db.select({ code: repPositions.code, value: repPositions.value }).from(repPositions).orderBy(turkishSortKey(repPositions.value), asc(repPositions.code));
    },

    async positionExists(code: string) {
      const [row] = await db.select({ code: repPositions.code }).from(repPositions).where(eq(repPositions.code, code));
      return Boolean(row);
    },

    /** The customer's rep with this id and the phone row, if the phone is one of the rep's. */
    async repWithPhone(repId: number, customerNumber: string, telephone: string): Promise<{ rep: Rep; phone: { id: number; verifiedAt: Date | null } | null } | null> {
      const [rep] = await db
        .select({
          repId: contactPersons.repId,
          customerNumber: contactPersons.customerNumber,
          firstName: contactPersons.firstName,
          lastName: contactPersons.lastName,
          email: contactPersons.email,
          active: contactPersons.active,
        })
        .from(contactPersons)
        .where(and(eq(contactPersons.repId, repId), eq(contactPersons.customerNumber, customerNumber)));
      if (!rep) return null;
      const [phone] = await db
        .select({ id: contactPersonPhones.id, verifiedAt: contactPersonPhones.verifiedAt })
        .from(contactPersonPhones)
        .where(and(eq(contactPersonPhones.repId, repId), eq(contactPersonPhones.telephone, telephone)));
      return { rep, phone: phone ?? null };
    },

    /** A rep of the customer that has this phone (active ones first). */
    async repByPhone(customerNumber: string, telephone: string) {
      const [row] = await db
        .select({
          repId: contactPersons.repId,
          active: contactPersons.active,
          phoneId: contactPersonPhones.id,
          verifiedAt: contactPersonPhones.verifiedAt,
        })
        .from(contactPersonPhones)
        .innerJoin(contactPersons, eq(contactPersons.repId, contactPersonPhones.repId))
        .where(and(eq(contactPersons.customerNumber, customerNumber), eq(contactPersonPhones.telephone, telephone)))
        .orderBy(desc(contactPersons.active), desc(contactPersonPhones.verifiedAt), asc(contactPersons.repId))
        .limit(1);
      return row ?? null;
    },

    /** The newest code sent to the rep's phone, with whether the transport refused its SMS (undelivered). */
    async latestVerification(repId: number, telephone: string, schedulerId?: number) {
      const [row] = await db
        .select({
          id: repVerifications.id,
          codeHash: repVerifications.codeHash,
          expiresAt: repVerifications.expiresAt,
          failedAttempts: repVerifications.failedAttempts,
          consumedAt: repVerifications.consumedAt,
          lastSentAt: repVerifications.lastSentAt,
          undelivered: sql<boolean>`coalesce(${outboxMessages.status} <> 'SENT' and ${outboxMessages.lastError} is not null, false)`,
        })
        .from(repVerifications)
        .leftJoin(outboxMessages, eq(outboxMessages.id, repVerifications.outboxMessageId))
        .where(and(eq(repVerifications.repId, repId), eq(repVerifications.telephone, telephone), schedulerId ? eq(repVerifications.schedulerId, schedulerId) : undefined))
        .orderBy(desc(repVerifications.lastSentAt), desc(repVerifications.id))
        .limit(1);
      return row ?? null;
    },

    /** Counts one attempt up front, so parallel guesses cannot exceed the limit; null when none is left. */
    async reserveAttempt(id: number, maxAttempts: number, now: Date) {
      const [row] = await db
        .update(repVerifications)
        .set({ failedAttempts: sql`${repVerifications.failedAttempts} + 1` })
        .where(and(eq(repVerifications.id, id), isNull(repVerifications.consumedAt), gt(repVerifications.expiresAt, now), sql`${repVerifications.failedAttempts} < ${maxAttempts}`))
        .returning({ failedAttempts: repVerifications.failedAttempts });
      return row ?? null;
    },

    async openSurvey(schedulerId: number, now: Date) {
      const [row] = await db
        .select({
          sentAt: surveyRequests.sentAt,
          firstName: contactPersons.firstName,
          lastName: contactPersons.lastName,
          delivery: outboxMessages.status,
          emailDelivery: emailOutbox.status,
        })
        .from(surveyRequests)
        .innerJoin(contactPersons, eq(contactPersons.repId, surveyRequests.repId))
        .leftJoin(outboxMessages, eq(outboxMessages.id, surveyRequests.outboxMessageId))
        .leftJoin(emailOutbox, eq(emailOutbox.id, surveyRequests.emailOutboxMessageId))
        .where(and(eq(surveyRequests.schedulerId, schedulerId), eq(surveyRequests.status, 'SENT'), gt(surveyRequests.expiresAt, now)))
        .orderBy(desc(surveyRequests.sentAt))
        .limit(1);
      return row ?? null;
    },

    async answeredSurvey(schedulerId: number) {
      const [row] = await db
        .select({ id: surveyRequests.id })
        .from(surveyRequests)
        .where(and(eq(surveyRequests.schedulerId, schedulerId), eq(surveyRequests.status, 'ANSWERED')))
        .limit(1);
      return Boolean(row);
    },

    /** The country's survey in its default language, else any active survey of the country. */
    async template(countryCode: string, language: string | null) {
      const rows = await db
        .select({ id: surveys.id, language: surveys.language })
        .from(surveys)
        .where(and(eq(surveys.countryCode, countryCode), eq(surveys.active, true)))
        .orderBy(asc(surveys.id));
      return rows.find((r) => r.language === language) ?? rows[0] ?? null;
    },

    /** The messages queued to a recipient since `since`: how many, and when the oldest was (when a slot frees). */
    async messagesTo(recipient: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${outboxMessages.createdAt})` })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, recipient), gt(outboxMessages.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /**
     * SMS of codes that a newer code has ended and that are still waiting (a refused one is retried): they would only
     * bring a dead code, so they stop as FAILED with the code masked.
     */
    async dropUnsentCodes(tx: Tx, ids: number[]) {
      if (!ids.length) return;
      await tx
        .update(outboxMessages)
        .set({ status: 'FAILED', nextAttemptAt: null, lastError: REPLACED_CODE, body: sql`coalesce(${outboxMessages.redactedBody}, ${outboxMessages.body})`, redactedBody: null })
        .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, 'PENDING')));
    },

    /**
     * The ones of these outbox messages that the transport refused, and whether the outbox tries each again by itself
     * (PENDING with a next attempt) or gave up (FAILED: the last of OUTBOX_MAX_ATTEMPTS, 1 meaning no retries).
     */
    async refused(ids: number[]): Promise<{ id: number; retried: boolean }[]> {
      if (!ids.length) return [];
      return db
        .select({ id: outboxMessages.id, retried: sql<boolean>`${outboxMessages.status} = 'PENDING' and ${outboxMessages.nextAttemptAt} is not null` })
        .from(outboxMessages)
        .where(and(inArray(outboxMessages.id, ids), ne(outboxMessages.status, 'SENT'), isNotNull(outboxMessages.lastError)));
    },

    /** Answers of survey requests, with their questions (the order drawer's Survey tab). */
    async answersOf(requestIds: number[]) {
      if (!requestIds.length) return [];
      return db
        .select({
          surveyRequestId: surveyAnswers.surveyRequestId,
          questionId: surveyAnswers.questionId,
          questionText: surveyQuestions.questionText,
          maxLimit: surveyQuestions.maxLimit,
          answer: surveyAnswers.answer,
          extraAnswer: surveyAnswers.extraAnswer,
        })
        .from(surveyAnswers)
        .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyAnswers.questionId))
        .where(inArray(surveyAnswers.surveyRequestId, requestIds))
        .orderBy(asc(surveyAnswers.surveyRequestId), asc(surveyQuestions.sortOrder), asc(surveyQuestions.id));
    },

    /**
     * Per technician in scope: the mean answered rating since `since`, each answer brought to a 1-5 scale
     * (questions may have 1 to 10 faces), and how many answered surveys it comes from.
     */
    async surveyScores(bpNos: string[], since: Date, scope: DataScope) {
      if (!bpNos.length) return [];
      const scaled = sql`case when ${surveyQuestions.maxLimit} <= 1 then 5.0 else 1 + (${surveyAnswers.answer} - 1) * 4.0 / (${surveyQuestions.maxLimit} - 1) end`;
      return db
        .select({
          bpNo: assignments.technicianBpNo,
          average: sql<number>`round(avg(${scaled}), 1)::float8`.mapWith(Number),
          surveys: sql<number>`count(distinct ${surveyRequests.id})::int`,
        })
        .from(surveyAnswers)
        .innerJoin(surveyQuestions, eq(surveyQuestions.id, surveyAnswers.questionId))
        .innerJoin(surveyRequests, eq(surveyRequests.id, surveyAnswers.surveyRequestId))
        .innerJoin(assignments, eq(assignments.id, surveyRequests.schedulerId))
        .innerJoin(technicians, eq(technicians.bpNo, assignments.technicianBpNo))
        .where(
          and(
            inArray(assignments.technicianBpNo, bpNos),
            eq(surveyRequests.status, 'ANSWERED'),
            gt(surveyRequests.answeredAt, since),
            isNotNull(surveyAnswers.answer),
            inScope.technician(scope),
          ),
        )
        .groupBy(assignments.technicianBpNo);
    },

    async customerExists(number: string) {
      const [row] = await db.select({ number: customers.number }).from(customers).where(eq(customers.number, number));
      return Boolean(row);
    },
  };
}

export type SurveySendingRepo = ReturnType<typeof createSurveySendingRepo>;
