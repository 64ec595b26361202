import { afterAll, beforeAll } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { createOrganization, createTeam, createTechnician, ensureCountry, unique } from './factories';
import { createAssignment, createCustomer, createWorkOrder } from './planning-factories';
import { configurationSettings, contactPersonPhones, contactPersons, dispatcherTeams, outboxMessages, repPositions, surveys } from '../src/db/schema';

export let t: TestApp;
export let myTeam: number;
export let theirTeam: number;
export let dispatcher: Record<string, string>;
export let dispatcherId: number;
export let observer: Record<string, string>;
export let admin: Record<string, string>;
export let ciUser: Record<string, string>;
let phoneSeq = 0;

/** A unique valid TR mobile number (prefix 53, 10 digits). */
export const newPhone = () => `53${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneSeq).padStart(2, '0')}`.slice(0, 10);
export const HOUR = 3_600_000;

async function settings(countryCode: string, values: Record<string, string>) {
  await ensureCountry(t.db, countryCode);
  await t.db
    .insert(configurationSettings)
    .values(Object.entries(values).map(([key, value]) => ({ countryCode, key, value })))
    .onConflictDoNothing();
}

/**
 * What the survey-sending API tests share (survey-sending, rep-verification, survey-sending-limits): a test
 * app of their own per test file with the survey settings of TR and AZ, a dispatcher of one team and the
 * other roles. Call it at the top of the file; it fills in the bindings above in beforeAll (ES module
 * imports see them live).
 */
export function setUpSurveyTests() {
  beforeAll(async () => {
    t = await createTestApp();
    await settings('*', { SEND_SURVEY_ENABLED_V2: 'false', SURVEY_EMAIL_PLACEHOLDER: 'no-email@customer.invalid' });
    await settings('TR', { SEND_SURVEY_ENABLED_V2: 'true', MOBILE_OPERATOR_CHARACTERS: '50,53,54,55', PHONE_NUMBER_VALID_CHARACTER_LENGTH: '10' });
    await settings('AZ', { SEND_SURVEY_ENABLED_V2: 'true', MOBILE_OPERATOR_CHARACTERS: '50,51', PHONE_NUMBER_VALID_CHARACTER_LENGTH: '9' });
    await settings('KZ', { MOBILE_OPERATOR_CHARACTERS: '70,77' });
    await t.db.insert(repPositions).values([
      { code: 'OWNER', value: 'Company owner' },
      { code: 'FLEET_MANAGER', value: 'Fleet manager' },
    ]).onConflictDoNothing();
    await t.db.insert(surveys).values([
      { countryCode: 'TR', language: 'tr', surveyTitle: 'Memnuniyet anketi' },
      { countryCode: 'TR', language: 'en', surveyTitle: 'Satisfaction survey' },
    ]);
    const org = await createOrganization(t.db, { countryCode: 'TR' });
    myTeam = (await createTeam(t.db, { orgunit: org.orgunit })).id;
    theirTeam = (await createTeam(t.db, { orgunit: org.orgunit })).id;
    const signedIn = await t.signIn(['DISPATCHER'], [myTeam]);
    dispatcher = signedIn.headers;
    dispatcherId = signedIn.user.id;
    observer = (await t.signIn(['OBSERVER'], [myTeam])).headers;
    admin = (await t.signIn(['ADMIN'])).headers;
    ciUser = (await t.signIn(['CI_BOARD_USER'], [myTeam])).headers;
  });
  afterAll(async () => t?.close());
}

let minute = 0;
/** A finished job (JOBDONE unless told) of a technician of the team, on a new work order of a new customer in the country. */
export async function job(options: { teamId?: number; status?: string; country?: string } = {}) {
  const teamId = options.teamId ?? myTeam;
  const team = await t.db.query.teams.findFirst({ where: (x, { eq: e }) => e(x.id, teamId) });
  let orgunit = team!.orgunit;
  let techTeam: number | undefined = teamId;
  if (options.country && options.country !== 'TR') {
    orgunit = (await createOrganization(t.db, { countryCode: options.country })).orgunit;
    techTeam = (await createTeam(t.db, { orgunit })).id;
    await t.db.insert(dispatcherTeams).values({ userId: dispatcherId, teamId: techTeam });
  }
  const tech = await createTechnician(t.db, { teamId: techTeam, orgunit });
  const customer = await createCustomer(t.db);
  const wo = await createWorkOrder(t.db, { orgunit, customerNumber: customer.number });
  const start = Date.UTC(2026, 0, 5, 6, 0) + minute++ * 60_000 * 180;
  const assignment = await createAssignment(t.db, {
    technicianBpNo: tech.bpNo,
    workOrderItemId: wo.items[0].id,
    start,
    end: start + 2 * HOUR,
    workingStatus: options.status ?? 'JOBDONE',
  });
  return { assignment, customer, order: wo.order, tech };
}

/** A contact person of the customer with one phone (verified unless told). */
export async function rep(customerNumber: string, options: { verified?: boolean; active?: boolean; email?: string | null } = {}) {
  const [row] = await t.db
    .insert(contactPersons)
    .values({ customerNumber, firstName: 'Ayşe', lastName: unique('Kaya'), positionCode: 'OWNER', email: options.email === undefined ? 'ayse@example.com' : options.email, active: options.active ?? true })
    .returning();
  const telephone = newPhone();
  await t.db.insert(contactPersonPhones).values({ repId: row.repId, telephone, verifiedAt: options.verified === false ? null : new Date('2026-01-01T00:00:00Z') });
  return { repId: row.repId, telephone, name: `${row.firstName} ${row.lastName}` };
}

export const post = (url: string, payload: unknown, headers = dispatcher) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });
export const get = (url: string, headers = dispatcher) => t.app.inject({ method: 'GET', url, headers });

export async function outboxTo(recipient: string) {
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));
}
/** The code as the phone got it: the outbox row masks it once delivered, the log transport's mailbox (dev outbox) has it. */
export async function lastCode(telephone: string): Promise<string> {
  const [message] = (await get(`/api/dev/outbox?recipient=${telephone}&limit=1`, admin)).json().messages;
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${telephone}`);
  return code;
}
export function newContact(schedulerId: number, customerNumber: string, overrides: Record<string, unknown> = {}) {
  return { schedulerId, customerNumber, telephone: newPhone(), firstName: 'Mehmet', lastName: unique('Yılmaz'), email: 'mehmet@example.com', positionCode: 'FLEET_MANAGER', ...overrides };
}
