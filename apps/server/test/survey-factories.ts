import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import { contactPersonPhones, contactPersons, surveyQuestions, surveyRequests, surveys } from '../src/db/schema';
import { createOrganization, createTeam, createTechnician, ensureCountry, unique } from './factories';
import { createAssignment, createCustomer, createWorkOrder } from './planning-factories';

const DAY = 24 * 3_600_000;

type QuestionInput = Partial<typeof surveyQuestions.$inferInsert>;

/** The default questions: a mandatory 5-face one asking a reason at 2 or below (at most 50 characters), and an optional 10-face one. */
const DEFAULT_QUESTIONS: QuestionInput[] = [
  { questionText: 'How satisfied are you with the work?', mandatory: true, maxLimit: 5, reasonLimit: 2, reasonTextLimit: 50, reasonQuestionText: 'What went wrong?' },
  { questionText: 'Would you recommend us?', mandatory: false, maxLimit: 10, reasonLimit: null, reasonTextLimit: null },
];

/**
 * A survey link as survey sending leaves it: a template with questions, a finished job of a technician of a
 * new team, a contact person and an open request with a random code.
 */
export async function createSurveyLink(
  db: Db,
  options: { now: Date; expiresInDays?: number; status?: 'SENT' | 'EXPIRED'; active?: boolean; questions?: QuestionInput[]; language?: string; logoId?: string | null } = { now: new Date() },
) {
  await ensureCountry(db, 'TR');
  const org = await createOrganization(db, { countryCode: 'TR' });
  const team = await createTeam(db, { orgunit: org.orgunit });
  const tech = await createTechnician(db, { teamId: team.id, orgunit: org.orgunit });
  const customer = await createCustomer(db);
  const wo = await createWorkOrder(db, { orgunit: org.orgunit, customerNumber: customer.number, modelNumber: 'D8T', serialNumber: unique('SN') });
  const start = Date.UTC(2026, 2, 10, 21, 30);
  const assignment = await createAssignment(db, { technicianBpNo: tech.bpNo, workOrderItemId: wo.items[0].id, start, end: start + 2 * 3_600_000, workingStatus: 'JOBDONE' });
  const [survey] = await db
    .insert(surveys)
    .values({ countryCode: 'TR', language: options.language ?? 'en', surveyTitle: unique('Service survey '), logoId: options.logoId === undefined ? '1000' : options.logoId, message: 'Tell us how we did.', thankYouMessage: 'Thanks!', active: options.active ?? true })
    .returning();
  const questions = await db
    .insert(surveyQuestions)
    .values((options.questions ?? DEFAULT_QUESTIONS).map((q, i) => ({ questionText: `Question ${i + 1}`, maxLimit: 5, ...q, surveyId: survey.id, sortOrder: i + 1 })))
    .returning();
  const [rep] = await db.insert(contactPersons).values({ customerNumber: customer.number, firstName: 'Ayşe', lastName: unique('Kaya') }).returning();
  const telephone = `53${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;
  await db.insert(contactPersonPhones).values({ repId: rep.repId, telephone, verifiedAt: options.now });
  const code = randomBytes(24).toString('base64url');
  const [request] = await db
    .insert(surveyRequests)
    .values({
      publicCode: code,
      surveyId: survey.id,
      schedulerId: assignment.id,
      repId: rep.repId,
      telephone,
      status: options.status ?? 'SENT',
      sentAt: options.now,
      expiresAt: new Date(options.now.getTime() + (options.expiresInDays ?? 14) * DAY),
    })
    .returning();
  return { code, request, survey, questions, assignment, team, tech, order: wo.order, customer };
}
