import { afterAll, beforeAll, expect } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { SchedulePayload } from '@fsp/domain';
import { createTestApp, type TestApp } from './harness';
import { createOrganization, createTeam, createTechnician } from './factories';
import { createWorkOrder } from './planning-factories';
import { assignmentStatusHistory, assignments, configurationSettings, teamWorkingHours, technicians } from '../src/db/schema';

/** Now, for the clock: 2 March 2026, 12:00 in Istanbul. Requests say they are in Istanbul (UTC+3). */
export const NOW = new Date('2026-03-02T09:00:00Z');
export const IST = { 'x-timezone-offset': '180' };
export const at = (iso: string) => new Date(iso).getTime();

export let t: TestApp;
export let mine: { orgunit: string; teamId: number };
export let theirs: { orgunit: string; teamId: number };
export let dispatcher: Record<string, string>;
export let dispatcherName: string;
export let dispatcherId: number;
export let workOrderItemId: number;
/** Organizations and teams for the planning rules (all in the dispatcher's scope). */
export let fns: { orgunit: string; teamId: number };
export let jobRule: { orgunit: string; teamId: number };
export let areaRule: { orgunit: string; teamId: number };
export let longHours: { orgunit: string; teamId: number };
export let noHours: { orgunit: string; teamId: number };

/**
 * What the save API tests share (save-schedules, save-rules, deactivate-technician): a test app of their own
 * per test file, organizations for the planning rules and a dispatcher of them. Call it at the top of the
 * file; it fills in the bindings above in beforeAll (ES module imports see them live).
 */
export function setUpSaveTests() {
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    const myOrg = await createOrganization(t.db, { countryCode: 'TR' });
    const theirOrg = await createOrganization(t.db, { countryCode: 'TR' });
    mine = { orgunit: myOrg.orgunit, teamId: (await createTeam(t.db, { orgunit: myOrg.orgunit })).id };
    theirs = { orgunit: theirOrg.orgunit, teamId: (await createTeam(t.db, { orgunit: theirOrg.orgunit })).id };
    const orgWithTeam = async (overrides: Parameters<typeof createOrganization>[1] = {}) => {
      const org = await createOrganization(t.db, { countryCode: 'TR', ...overrides });
      return { orgunit: org.orgunit, teamId: (await createTeam(t.db, { orgunit: org.orgunit })).id };
    };
    fns = await orgWithTeam({ forceNormalShiftEnabled: true });
    jobRule = await orgWithTeam();
    areaRule = await orgWithTeam();
    noHours = await orgWithTeam({ workHourStartTime: null, workHourEndTime: null });
    longHours = { orgunit: myOrg.orgunit, teamId: (await createTeam(t.db, { orgunit: myOrg.orgunit })).id };
    await t.db.insert(teamWorkingHours).values({ teamId: longHours.teamId, startTime: '07:00', endTime: '19:00' });
    // The demo's settings (seed/reference-data.ts), with this file's organizations for the organization rules.
    await t.db.insert(configurationSettings).values([
      { countryCode: '*', key: 'NON_CHARGEABLE', value: 'ZNC' },
      { countryCode: '*', key: 'CHARGEABLE', value: 'ZCH' },
      { countryCode: '*', key: 'ALLOWED', value: 'ZAL' },
      { countryCode: '*', key: 'WORK_AREA_ENABLED_ORGANIZATIONS', value: 'TR10,RU10' },
      { countryCode: 'TR', key: 'WORK_AREA_ENABLED_ORGANIZATIONS', value: `TR10,${areaRule.orgunit}` },
      { countryCode: 'TR', key: 'JOB_TYPE_RULE_ORGANIZATIONS', value: `TR10,${jobRule.orgunit}` },
    ]);
    const signedIn = await t.signIn(['DISPATCHER'], [mine.teamId, fns.teamId, jobRule.teamId, areaRule.teamId, noHours.teamId, longHours.teamId]);
    dispatcher = { ...signedIn.headers, ...IST };
    dispatcherName = `${signedIn.user.firstname} ${signedIn.user.lastname}`;
    dispatcherId = signedIn.user.id;
    // Non Chargeable: every item the tests plan on it must lie within working hours (08:00-17:00 Istanbul).
    workOrderItemId = (await createWorkOrder(t.db, { orgunit: myOrg.orgunit, simType: 'ZNC' }, { items: 1 })).items[0].id;
  });
  afterAll(async () => t?.close());
}

export const newTechnician = (overrides: Partial<typeof technicians.$inferInsert> = {}) => createTechnician(t.db, { teamId: mine.teamId, orgunit: mine.orgunit, ...overrides });

let keySeq = 0;
export function change(technicianId: string, start: string, end: string, extra: Partial<SchedulePayload> = {}): SchedulePayload {
  keySeq += 1;
  return { key: `k${keySeq}`, technicianId, startDate: at(start), endDate: at(end), workOrderItemId, ...extra };
}

export async function save(schedules: SchedulePayload[], deletedSchedulers: { id: number; key: string }[] = [], headers = dispatcher) {
  return t.app.inject({ method: 'POST', url: '/api/save-schedules', headers, payload: { schedules, deletedSchedulers } });
}

export async function saveOk(schedules: SchedulePayload[], deletedSchedulers: { id: number; key: string }[] = []) {
  const res = await save(schedules, deletedSchedulers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, string>;
}

export const liveItemsOf = (bpNo: string) =>
  t.db.select().from(assignments).where(and(eq(assignments.technicianBpNo, bpNo), isNull(assignments.deletedAt))).orderBy(asc(assignments.startDate));
export const historyOf = (id: number) => t.db.select().from(assignmentStatusHistory).where(eq(assignmentStatusHistory.assignmentId, id)).orderBy(asc(assignmentStatusHistory.id));
