import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@fsp/domain';
import { createTestApp, type TestApp } from './harness';
import { createOrganization, createTeam, createTechnician, ensureCountry } from './factories';
import { createAssignment, createCustomer, createDraft, createWorkOrder } from './planning-factories';
import { activityEvents, assignmentNotes, attachments, calendarEntries, calendars, ciSuggestions, contactPersonPhones, contactPersons, notificationSubscriptions, parts, simsRecords, sosSamples, teams, vehicles, workAreas } from '../src/db/schema';
import { multipart, seedCiLocalisations } from './ci-factories';

/**
 * Issue 11 §1: every route that takes an id in its path or body, called as a dispatcher and as an
 * observer of one organization with the ids of another: no change, no data, and the same answer as for
 * an id that does not exist. The walk is built from the OpenAPI document, so a new route that takes ids
 * fails here until it gets a case below (and uses plugins/scope.ts).
 */

/** Body or path fields that name a subject (or filter by subjects) rather than carry plain values. */
const ID_FIELD = /(^id$|Id$|Ids$|^bpNo$|orgunit|[Nn]umbers?$|No$|^teams$|^technicians$|^organizations$|^customers$|^schedules$|^deletedSchedulers$)/;
/** Operations whose id-like fields are not subjects of a scope. */
const NOT_SUBJECTS: Record<string, string> = {
  'GET /api/customers/{text}': 'a search text over the customer master data, which every user may read',
  'POST /api/user-info': 'identifier and username must be the caller\'s own (400 otherwise, tested in session.test.ts)',
  'POST /api/training-vacations': 'country codes of reference data every planner may read',
};
/** Tables a refused request must leave as they were. */
const WATCHED_TABLES = [
  'assignments', 'assignment_status_history', 'drafts', 'draft_status_history', 'assignment_notes', 'survey_requests', 'outbox_messages',
  'contact_persons', 'contact_person_phones', 'rep_verifications', 'technician_location_sync_requests', 'technicians', 'work_orders', 'work_order_items',
  'notification_subscriptions', 'notification_subscription_teams', 'ci_suggestions', 'ci_status_history', 'attachments', 'teams', 'dispatcher_teams', 'admin_changes', 'calendars', 'calendar_entries', 'vehicles',
];
const SECRETS = ['Secret calendar', '34SECRET1', 'Zeta Mining Secret', 'SN-SECRET-42', 'Secret overhaul', 'Foreign Tech Secret', 'Secretrep', 'secret note', 'SIMS-SECRET', 'SOS-SECRET', 'PART-SECRET', 'Their secret bay', 'CI-SECRET-IDEA'];

interface Ids {
  teamId: number;
  orgunit: string;
  bpNo: string;
  assignmentId: number;
  draftId: number;
  itemId: number;
  orderNumber: string;
  customerNumber: string;
  repId: number;
  areaId: number;
  assignmentFileId: string;
  draftFileId: string;
  /** A notification subscription of another user. */
  subscriptionId: number;
  /** A CI suggestion of another organization, its file and its author. */
  ciSuggestionId: number;
  ciFileId: string;
  ciAuthorId: number;
  /** A dispatcher serving only the other organization. */
  dispatcherId: number;
  /** A calendar of a country none of the caller's organizations is in, with one entry. */
  calendarId: number;
  calendarEntryId: number;
  vehicleId: number;
}
type Probe = (ids: Ids) => { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: unknown; headers?: Record<string, string> };

const day = '2026-03-10';
const post = (url: string, payload: unknown) => ({ method: 'POST' as const, url, payload });
const get = (url: string) => ({ method: 'GET' as const, url });
const filters = (i: Ids) => ({ teams: [i.teamId], technicians: [i.bpNo], customers: [i.customerNumber], organizations: [i.orgunit] });

/** One probe per operation that takes ids. */
const PROBES: Record<string, Probe> = {
  'POST /api/technicians-with-schedules': (i) => post('/api/technicians-with-schedules', { teams: [{ id: i.teamId }], searchDate: day }),
  'POST /api/work-orders': (i) => post('/api/work-orders', { organizations: [{ orgunit: i.orgunit }], searchDate: day }),
  'POST /api/save-schedules': (i) =>
    post('/api/save-schedules', {
      schedules: [
        { key: 'new', technicianId: i.bpNo, workOrderItemId: i.itemId, startDate: Date.parse('2026-03-10T09:00:00Z'), endDate: Date.parse('2026-03-10T10:00:00Z') },
        { key: 'draft', technicianId: i.bpNo, workOrderItemId: i.itemId, draftId: i.draftId, workAreaId: i.areaId, startDate: Date.parse('2026-03-12T09:00:00Z'), endDate: Date.parse('2026-03-12T10:00:00Z') },
      ],
      deletedSchedulers: [{ id: i.assignmentId, key: 'delete' }],
    }),
  'POST /api/update-work-order': (i) => post('/api/update-work-order', { orderNumber: i.orderNumber }),
  'DELETE /api/deactivateTechnician/{bpNo}': (i) => ({ method: 'DELETE', url: `/api/deactivateTechnician/${i.bpNo}` }),
  'GET /api/areas/{orgunit}': (i) => get(`/api/areas/${i.orgunit}`),
  'POST /api/work-order-search': (i) => post('/api/work-order-search', { organizations: [i.orgunit], customers: [i.customerNumber], workOrderNo: i.orderNumber }),
  'POST /api/history-search': (i) => post('/api/history-search', { start: '2026-03-01', end: '2026-03-31', ...filters(i), workOrderNo: i.orderNumber }),
  'POST /api/technician-activities-search': (i) =>
    post('/api/technician-activities-search', { startDate: '20260301', endDate: '20260331', techBpNo: i.bpNo, customerNumber: i.customerNumber, workOrderNo: i.orderNumber }),
  'POST /api/sample-search': (i) => post('/api/sample-search', { startDate: '20260301', endDate: '20260331', bpNo: i.bpNo, shopJobNo: i.orderNumber }),
  'POST /api/sample-search/export': (i) => post('/api/sample-search/export', { startDate: '20260301', endDate: '20260331', bpNo: i.bpNo, shopJobNo: i.orderNumber }),
  'POST /api/history/export': (i) => post('/api/history/export', { start: '2026-03-01', end: '2026-03-31', teams: [i.teamId], technicians: [i.bpNo] }),
  'POST /api/draft/work-orders': (i) => post('/api/draft/work-orders', { start: '2026-03-01', end: '2026-03-31', organizations: [i.orgunit], teams: [i.teamId], technicians: [i.bpNo] }),
  'POST /api/draft/cancel': (i) => post('/api/draft/cancel', { id: i.draftId }),
  'POST /api/technician-locations': (i) => post('/api/technician-locations', { teams: [{ id: i.teamId }], searchDate: day, latitude: 41, longitude: 29, workOrderNo: i.orderNumber }),
  'POST /api/technician-location-sync': (i) => post('/api/technician-location-sync', { teams: [{ id: i.teamId }], searchDate: day, latitude: 41, longitude: 29, workOrderNo: i.orderNumber }),
  'GET /api/schedules/{id}': (i) => get(`/api/schedules/${i.assignmentId}`),
  'GET /api/draft/attachments/{draftId}': (i) => get(`/api/draft/attachments/${i.draftId}`),
  'GET /api/attachment/{id}': (i) => get(`/api/attachment/${i.assignmentFileId}`),
  'GET /api/draft/attachment/{id}': (i) => get(`/api/draft/attachment/${i.draftFileId}`),
  'GET /api/assignmentnote/workorder/{orderNumber}': (i) => get(`/api/assignmentnote/workorder/${i.orderNumber}`),
  'POST /api/assignmentnote/': (i) => post('/api/assignmentnote/', { orderKalemId: i.itemId, description: 'probe' }),
  'POST /api/assignmentnote': (i) => post('/api/assignmentnote', { orderKalemId: i.itemId, description: 'probe' }),
  'GET /api/simsInfo/{id}': (i) => get(`/api/simsInfo/${i.assignmentId}`),
  'GET /api/draft/simsInfo/{id}': (i) => get(`/api/draft/simsInfo/${i.draftId}`),
  'GET /api/samplesWo/{orderNumber}': (i) => get(`/api/samplesWo/${i.orderNumber}`),
  'GET /api/work-orders/{orderNumber}/planned-items': (i) => get(`/api/work-orders/${i.orderNumber}/planned-items`),
  'POST /api/partmanagements': (i) => post('/api/partmanagements', { workOrderNumbers: [i.orderNumber] }),
  'GET /api/surveysWo/{id}': (i) => get(`/api/surveysWo/${i.assignmentId}`),
  'POST /api/technician-survey-scores': (i) => post('/api/technician-survey-scores', { technicians: [i.bpNo] }),
  'GET /api/getActiveReps/{id}': (i) => get(`/api/getActiveReps/${i.assignmentId}`),
  'POST /api/settings/notification-subscriptions': (i) => post('/api/settings/notification-subscriptions', { subscriptionType: 'DAILY_PLANNING', teams: [{ id: i.teamId }] }),
  'DELETE /api/settings/notification-subscriptions/{id}': (i) => ({ method: 'DELETE', url: `/api/settings/notification-subscriptions/${i.subscriptionId}` }),
  'POST /api/technician-count': (i) => post('/api/technician-count', { startDate: '20260301', endDate: '20260331', organizations: [i.orgunit] }),
  'POST /api/dispatcher-count': (i) => post('/api/dispatcher-count', { startDate: '20260301', endDate: '20260331', organizations: [i.orgunit] }),
  'GET /api/activeOrganizations/{id}': (i) => get(`/api/activeOrganizations/${i.orgunit}`),
  'POST /api/create-team': (i) => post('/api/create-team', { name: 'Probe team', orgUnit: i.orgunit, sectionId: 1 }),
  'POST /api/update-team': (i) => post('/api/update-team', { teamId: i.teamId, name: 'Probe team', orgUnit: i.orgunit, sectionId: 1 }),
  'POST /api/delete-team': (i) => post('/api/delete-team', { teamId: i.teamId }),
  'POST /api/change-technician-team': (i) => post('/api/change-technician-team', { changes: [{ bpNo: i.bpNo, teamId: i.teamId }] }),
  'POST /api/change-dispatcher-team': (i) => post('/api/change-dispatcher-team', { added: [{ teamId: i.teamId, dispatcherId: i.dispatcherId }], removed: [] }),
  'POST /api/sendSurvey': (i) => post('/api/sendSurvey', { schedulerId: i.assignmentId, repId: i.repId, telephone: '5321112233' }),
  'POST /api/survey/addRepAndSendSurvey': (i) =>
    post('/api/survey/addRepAndSendSurvey', { schedulerId: i.assignmentId, customerNumber: i.customerNumber, telephone: '5321112244', firstName: 'Pro', lastName: 'Be', email: 'probe@example.com', positionCode: 'P1' }),
  'POST /api/survey/verifyRepAndSendSurvey': (i) => post('/api/survey/verifyRepAndSendSurvey', { schedulerId: i.assignmentId, repId: i.repId, telephone: '5321112233', validationCode: '123456' }),
  'POST /api/survey/sendValidationCode': (i) => post('/api/survey/sendValidationCode', { schedulerId: i.assignmentId, repId: i.repId, telephone: '5321112233' }),
  'POST /api/ciBoard/list': (i) => post('/api/ciBoard/list', { organizations: [i.orgunit], workOrderNo: i.orderNumber }),
  'POST /api/ciBoard/export': (i) => post('/api/ciBoard/export', { organizations: [i.orgunit], workOrderNo: i.orderNumber }),
  'GET /api/ciBoard/{id}': (i) => get(`/api/ciBoard/${i.ciSuggestionId}`),
  'GET /api/ciBoard/getCIBoardUser/{id}': (i) => get(`/api/ciBoard/getCIBoardUser/${i.ciAuthorId}`),
  'GET /api/ciBoard/getCIAttachmentById': (i) => get(`/api/ciBoard/getCIAttachmentById?id=${i.ciFileId}`),
  'POST /api/ciBoard/update': (i) => {
    const form = multipart([{ name: 'ciBoardDatum', value: JSON.stringify({ id: i.ciSuggestionId, orgunit: i.orgunit, department: 'SERVICE', wasteType: 'TRANSPORT', problem: 'p', proposal: 'q', status: 'APPROVED', dueDate: '20270101' }) }]);
    return { method: 'POST', url: '/api/ciBoard/update', payload: form.payload, headers: form.headers };
  },
  'POST /api/change-calendar': (i) =>
    post('/api/change-calendar', { id: i.calendarId, name: 'probe', country: 'TR', calendarEntries: [{ id: i.calendarEntryId, startDate: Date.parse('2026-03-10T09:00:00Z'), endDate: Date.parse('2026-03-10T10:00:00Z'), seriesId: 'probe' }] }),
  'POST /api/change-calendar-team': (i) => post('/api/change-calendar-team', { changes: [{ teamId: i.teamId, calendarId: i.calendarId }] }),
  'POST /api/calendarEntriesForTeams': (i) => post('/api/calendarEntriesForTeams', { teams: [{ id: i.teamId }] }),
  'POST /api/create-vehicle': (i) => post('/api/create-vehicle', { plateNumber: '34 PRB 1', orgUnit: i.orgunit, activationDate: '20260101', deactivationDate: '20270101' }),
  'POST /api/update-vehicle': (i) => post('/api/update-vehicle', { vehicleId: i.vehicleId, plateNumber: '34 PRB 2', orgUnit: i.orgunit, activationDate: '20260101', deactivationDate: '20270101' }),
  'POST /api/delete-vehicle': (i) => post('/api/delete-vehicle', { vehicleId: i.vehicleId }),
};

let t: TestApp;
let foreign: Ids;
let unknown: Ids;
const callers = {} as Record<'DISPATCHER' | 'OBSERVER', Record<string, string>>;
let operations: { key: string; roles: Role[]; fields: string[] }[];

async function digest(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of WATCHED_TABLES) {
    const result = await t.db.execute<{ h: string }>(sql`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${sql.raw(table)} x`);
    out[table] = result.rows[0].h;
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  const mine = await createTeam(t.db, { orgunit: (await createOrganization(t.db)).orgunit });
  callers.DISPATCHER = (await t.signIn(['DISPATCHER'], [mine.id])).headers;
  callers.OBSERVER = (await t.signIn(['OBSERVER'], [mine.id])).headers;

  const org = await createOrganization(t.db);
  const team = await createTeam(t.db, { orgunit: org.orgunit });
  const tech = await createTechnician(t.db, { teamId: team.id, orgunit: org.orgunit, fullName: 'Foreign Tech Secret', shouldBeDeleted: true });
  const customer = await createCustomer(t.db, { name: 'Zeta Mining Secret' });
  const { order, items } = await createWorkOrder(t.db, {
    orderNumber: '400012345',
    orgunit: org.orgunit,
    customerNumber: customer.number,
    serialNumber: 'SN-SECRET-42',
    description: 'Secret overhaul',
  });
  const assignment = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: items[0].id, start: '2026-03-10T06:00:00Z', end: '2026-03-10T08:00:00Z', workingStatus: 'JOBDONE' });
  const draft = await createDraft(t.db, { technicianBpNo: tech.bpNo, customerName: 'Zeta Mining Secret', serialNumber: 'SN-SECRET-42', createdAt: new Date('2026-03-10T05:00:00Z') });
  const [rep] = await t.db.insert(contactPersons).values({ customerNumber: customer.number, firstName: 'Secretrep', lastName: 'Person' }).returning();
  await t.db.insert(contactPersonPhones).values({ repId: rep.repId, telephone: '5321112233', verifiedAt: new Date() });
  const [area] = await t.db.insert(workAreas).values({ orgunit: org.orgunit, areaName: 'Their secret bay' }).returning();
  const file = (owner: { assignmentId?: number; draftId?: number; ciSuggestionId?: number }) => ({ ...owner, fileName: 'secret', extension: 'pdf', mimeType: 'application/pdf', sizeBytes: 3, blobKey: randomUUID(), sha256: 'x', createdByName: 'x' });
  const [assignmentFile] = await t.db.insert(attachments).values(file({ assignmentId: assignment.id })).returning();
  const [draftFile] = await t.db.insert(attachments).values(file({ draftId: draft.id })).returning();
  await t.db.insert(assignmentNotes).values({ workOrderItemId: items[0].id, description: 'secret note', createdByName: 'x' });
  await t.db.insert(simsRecords).values([{ assignmentId: assignment.id, createdBy: 'x', simsCode: 'SIMS-SECRET' }, { draftId: draft.id, createdBy: 'x', simsCode: 'SIMS-SECRET' }]);
  await t.db.insert(sosSamples).values({ sampleNumber: 'SOS-SECRET', workOrderNumber: order.orderNumber, technicianBpNo: tech.bpNo, sampledDate: new Date('2026-03-09T00:00:00Z') });
  await t.db.insert(activityEvents).values({
    technicianBpNo: tech.bpNo, teamId: team.id, eventType: 'STATUS_CHANGE', subject: 'Secret overhaul', occurredAt: new Date('2026-03-10T06:30:00Z'),
    schedulerId: assignment.id, customerName: 'Zeta Mining Secret', customerNumber: customer.number, serialNumber: 'SN-SECRET-42', workOrderNo: order.orderNumber,
  });
  await t.db.insert(parts).values({ workOrderNumber: order.orderNumber, mainItem: '10', item: '1', material: 'PART-SECRET' });
  const theirDispatcher = await t.signIn(['DISPATCHER'], [team.id]);
  await seedCiLocalisations(t.db);
  const [suggestion] = await t.db
    .insert(ciSuggestions)
    .values({ recordReferenceKey: 'CI-2026-900001', createdByUserId: theirDispatcher.user.id, fullName: 'x', orgunit: org.orgunit, department: 'SERVICE', countryCode: org.countryCode, isWasteType: true, wasteType: 'TRANSPORT', problem: 'CI-SECRET-IDEA', proposal: 'CI-SECRET-IDEA', workOrderNo: order.orderNumber })
    .returning();
  const [ciFile] = await t.db.insert(attachments).values(file({ ciSuggestionId: suggestion.id })).returning();
  const [subscription] = await t.db.insert(notificationSubscriptions).values({ userId: theirDispatcher.user.id, subscriptionType: 'DAILY_PLANNING' }).returning();
  const [calendar] = await t.db.insert(calendars).values({ name: 'Secret calendar', countryCode: await ensureCountry(t.db, 'KZ') }).returning();
  const [entry] = await t.db
    .insert(calendarEntries)
    .values({ calendarId: calendar.id, seriesId: 'secret', startDate: new Date('2026-03-09T09:00:00Z'), endDate: new Date('2026-03-09T18:00:00Z') })
    .returning();
  await t.db.update(teams).set({ calendarId: calendar.id }).where(eq(teams.id, team.id));
  const [vehicle] = await t.db.insert(vehicles).values({ plateNumber: '34SECRET1', orgunit: org.orgunit, activationDate: '2026-01-01', deactivationDate: '2027-01-01', createdBy: 'x' }).returning();
  foreign = {
    teamId: team.id, orgunit: org.orgunit, bpNo: tech.bpNo, assignmentId: assignment.id, draftId: draft.id, itemId: items[0].id, orderNumber: order.orderNumber,
    customerNumber: customer.number, repId: rep.repId, areaId: area.areaId, assignmentFileId: assignmentFile.id, draftFileId: draftFile.id,
    subscriptionId: subscription.id, ciSuggestionId: suggestion.id, ciFileId: ciFile.id, ciAuthorId: theirDispatcher.user.id,
    dispatcherId: theirDispatcher.user.id,
    calendarId: calendar.id, calendarEntryId: entry.id, vehicleId: vehicle.vehicleId,
  };
  unknown = {
    teamId: 2_000_000_000, orgunit: 'NOSUCH', bpNo: 'NOSUCH', assignmentId: 2_000_000_001, draftId: 2_000_000_002, itemId: 2_000_000_003, orderNumber: '400099999',
    customerNumber: 'NOSUCH', repId: 2_000_000_004, areaId: 2_000_000_005, assignmentFileId: randomUUID(), draftFileId: randomUUID(),
    subscriptionId: 2_000_000_006, ciSuggestionId: 2_000_000_007, ciFileId: randomUUID(), ciAuthorId: 2_000_000_008,
    dispatcherId: 2_000_000_009,
    calendarId: 2_000_000_010, calendarEntryId: 2_000_000_011, vehicleId: 2_000_000_012,
  };

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { 'x-access'?: { roles: Role[] | null }; parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      roles: op['x-access']?.roles ?? [...ROLES],
      fields: [
        ...(op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        ...Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {}),
      ].filter((f) => ID_FIELD.test(f)),
    })),
  );
});
afterAll(async () => t?.close());

/** The answer with the probe's ids replaced, so a foreign and an unknown id can be compared. */
async function answer(probe: Probe, ids: Ids, headers: Record<string, string>) {
  const request = probe(ids);
  const res = await t.app.inject({ ...request, headers: { ...headers, ...request.headers }, payload: request.payload as object });
  let body = res.rawPayload.toString('utf8');
  if (String(res.headers['content-type'] ?? '').includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    body = JSON.stringify(book.worksheets.map((s) => s.getSheetValues()));
  }
  // The activity feed's cursor is the server's transaction horizon, which any other transaction on the server (another
  // test file) moves between two calls; it says nothing about the ids asked for.
  body = body.replace(/"cursor":"\d+"/g, '"cursor":"<horizon>"');
  // Longest first, whole tokens only: a small team id must not touch the digits of a date, nor a statusCode answer.
  for (const value of Object.values(ids).map(String).sort((a, b) => b.length - a.length)) {
    body = body.replace(new RegExp(`(?<![\\w-]|"statusCode":)${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'g'), '<id>');
  }
  return { status: res.statusCode, body };
}

describe("another organization's ids, as dispatcher and observer", () => {
  it('has a probe for every operation that takes ids and admits a dispatcher or an observer', () => {
    const needing = operations.filter((op) => op.fields.length > 0 && op.roles.some((r) => r === 'DISPATCHER' || r === 'OBSERVER') && !(op.key in NOT_SUBJECTS));
    expect(needing.length).toBeGreaterThan(25);
    expect(needing.map((op) => op.key).filter((key) => !(key in PROBES))).toEqual([]);
  });

  it('change nothing, reveal nothing, and are answered exactly like ids that do not exist', async () => {
    const before = await digest();
    for (const [key, probe] of Object.entries(PROBES)) {
      const roles = operations.find((op) => op.key === key)?.roles ?? [];
      for (const role of ['DISPATCHER', 'OBSERVER'] as const) {
        if (!roles.includes(role)) continue;
        const theirs = await answer(probe, foreign, callers[role]);
        const none = await answer(probe, unknown, callers[role]);
        const label = `${role} ${key}: ${theirs.status} ${theirs.body.slice(0, 200)}`;
        expect(theirs.status, label).toBeLessThan(500);
        // Not vacuous: the probe passed validation and reached the scope rule (a 400 may only name an id field).
        const refusedField = /Invalid (?:body|params|querystring) field "([^"]+)"/.exec(theirs.body)?.[1];
        if (refusedField !== undefined) expect(refusedField.split('.').some((part) => ID_FIELD.test(part)), label).toBe(true);
        expect(theirs.body, label).not.toMatch(/appears more than once/);
        for (const secret of SECRETS) expect(theirs.body, label).not.toContain(secret);
        expect(theirs, label).toEqual(none);
      }
    }
    expect(await digest()).toEqual(before);
  });
});
