import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  assignments,
  countries,
  customers,
  organizations,
  surveyAnswers,
  surveyQuestions,
  surveyRequests,
  surveys,
  technicians,
  workOrderItems,
  workOrders,
} from '../../db/schema';

/** A survey link with what the public page shows and what an answer needs; found by its code alone. */
export interface SurveyLink {
  requestId: number;
  status: string;
  expiresAt: Date;
  surveyId: number;
  surveyActive: boolean;
  surveyCountryCode: string;
  surveyTitle: string;
  language: string;
  logoId: string | null;
  message: string | null;
  thankYouMessage: string | null;
  contactMessage: string | null;
  schedulerId: number;
  jobStart: Date;
  timeZone: string | null;
  modelNo: string | null;
  serialNo: string | null;
  orderNumber: string | null;
  customerNumber: string | null;
  customerName: string | null;
  technicianBpNo: string;
  technicianTeamId: number | null;
}

/** What a survey template says besides its questions. */
export type SurveyTexts = Pick<SurveyLink, 'surveyTitle' | 'message' | 'thankYouMessage' | 'contactMessage'>;

export function createPublicSurveyRepo(db: Db) {
  return {
    async link(code: string): Promise<SurveyLink | null> {
      const [row] = await db
        .select({
          requestId: surveyRequests.id,
          status: surveyRequests.status,
          expiresAt: surveyRequests.expiresAt,
          surveyId: surveys.id,
          surveyActive: surveys.active,
          surveyCountryCode: surveys.countryCode,
          surveyTitle: surveys.surveyTitle,
          language: surveys.language,
          logoId: surveys.logoId,
          message: surveys.message,
          thankYouMessage: surveys.thankYouMessage,
          contactMessage: surveys.contactMessage,
          schedulerId: assignments.id,
          jobStart: assignments.startDate,
          timeZone: countries.timeZone,
          modelNo: workOrders.modelNumber,
          serialNo: workOrders.serialNumber,
          orderNumber: workOrders.orderNumber,
          customerNumber: workOrders.customerNumber,
          customerName: customers.name,
          technicianBpNo: technicians.bpNo,
          technicianTeamId: technicians.teamId,
        })
        .from(surveyRequests)
        .innerJoin(surveys, eq(surveys.id, surveyRequests.surveyId))
        .innerJoin(assignments, eq(assignments.id, surveyRequests.schedulerId))
        .innerJoin(technicians, eq(technicians.bpNo, assignments.technicianBpNo))
        .leftJoin(workOrderItems, eq(workOrderItems.id, assignments.workOrderItemId))
        .leftJoin(workOrders, eq(workOrders.id, workOrderItems.workOrderId))
        .leftJoin(customers, eq(customers.number, workOrders.customerNumber))
        .leftJoin(organizations, eq(organizations.orgunit, workOrders.orgunit))
        .leftJoin(countries, eq(countries.code, organizations.countryCode))
        .where(eq(surveyRequests.publicCode, code));
      return row ?? null;
    },

    /** The texts of the country's survey in another language (the oldest active one), for a page read in that language. */
    async textsIn(countryCode: string, language: string): Promise<SurveyTexts | null> {
      const [row] = await db
        .select({ surveyTitle: surveys.surveyTitle, message: surveys.message, thankYouMessage: surveys.thankYouMessage, contactMessage: surveys.contactMessage })
        .from(surveys)
        .where(and(eq(surveys.countryCode, countryCode), eq(surveys.language, language), eq(surveys.active, true)))
        .orderBy(asc(surveys.id))
        .limit(1);
      return row ?? null;
    },

    async questions(surveyId: number) {
      return db
        .select({
          id: surveyQuestions.id,
          questionText: surveyQuestions.questionText,
          mandatory: surveyQuestions.mandatory,
          maxLimit: surveyQuestions.maxLimit,
          reasonLimit: surveyQuestions.reasonLimit,
          reasonTextLimit: surveyQuestions.reasonTextLimit,
          reasonQuestionText: surveyQuestions.reasonQuestionText,
        })
        .from(surveyQuestions)
        .where(eq(surveyQuestions.surveyId, surveyId))
        .orderBy(asc(surveyQuestions.sortOrder), asc(surveyQuestions.id));
    },

    /**
     * Takes the link for this answer: only an open, unexpired link turns ANSWERED, so of two racing submits
     * the second waits for the first's row lock, re-reads the row and matches nothing.
     */
    async claim(tx: Tx, requestId: number, now: Date, userBrowserAgent: string | null): Promise<boolean> {
      const rows = await tx
        .update(surveyRequests)
        .set({ status: 'ANSWERED', answeredAt: now, userBrowserAgent })
        .where(and(eq(surveyRequests.id, requestId), eq(surveyRequests.status, 'SENT'), gt(surveyRequests.expiresAt, now)))
        .returning({ id: surveyRequests.id });
      return rows.length === 1;
    },

    async insertAnswers(tx: Tx, requestId: number, answers: { questionId: number; answer: number | null; extraAnswer: string | null }[]) {
      if (answers.length) await tx.insert(surveyAnswers).values(answers.map((a) => ({ surveyRequestId: requestId, ...a })));
    },

  };
}

export type PublicSurveyRepo = ReturnType<typeof createPublicSurveyRepo>;
