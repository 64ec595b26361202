import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_ERRORS, type PlanningTechnician } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician } from '../../../test/factories';
import { createWorkOrder } from '../../../test/planning-factories';
import { calendarEntries, calendars, configurationSettings, teamWorkingHours } from '../../db/schema';

/**
 * Issue 13 "Calendars are the team's working hours": the grid's band and the save check follow the team's
 * calendar entries on the day, fall back to the team's and the organization's hours without one, and a
 * calendar change shows at the next read (the grid cache is invalidated).
 */
const IST = { 'x-timezone-offset': '180' };
const at = (iso: string) => new Date(iso).getTime();

let t: TestApp;
let headers: Record<string, string>;
let teamId: number;
let calendarId: number;
let bpNo: string;
let workOrderItemId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-02T09:00:00Z'));
  const org = await createOrganization(t.db, { countryCode: 'TR', workHourStartTime: '08:00', workHourEndTime: '17:00' });
  teamId = (await createTeam(t.db, { orgunit: org.orgunit })).id;
  await t.db.insert(teamWorkingHours).values({ teamId, startTime: '07:00', endTime: '19:00' });
  bpNo = (await createTechnician(t.db, { teamId, orgunit: org.orgunit })).bpNo;
  await t.db.insert(configurationSettings).values({ countryCode: '*', key: 'NON_CHARGEABLE', value: 'ZNC' });
  // Non Chargeable: planned items must lie within working hours.
  workOrderItemId = (await createWorkOrder(t.db, { orgunit: org.orgunit, simType: 'ZNC' }, { items: 1 })).items[0].id;
  headers = { ...(await t.signIn(['DISPATCHER'], [teamId])).headers, ...IST };
  const [calendar] = await t.db.insert(calendars).values({ name: 'Shift', countryCode: 'TR' }).returning();
  calendarId = calendar.id;
  // Tuesday 10 March 2026: 10:00-14:00 Istanbul; Wednesday 11 March: nothing (a day off).
  await t.db.insert(calendarEntries).values({ calendarId, seriesId: 's', startDate: new Date('2026-03-10T07:00:00Z'), endDate: new Date('2026-03-10T11:00:00Z') });
});
afterAll(async () => t?.close());

async function teamOnDay(day: string, callerOffset = IST['x-timezone-offset']) {
  const res = await t.app.inject({ method: 'POST', url: '/api/technicians-with-schedules', headers: { ...headers, 'x-timezone-offset': callerOffset }, payload: { teams: [{ id: teamId }], searchDate: day } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { technicians: PlanningTechnician[] }).technicians[0].team!;
}
let key = 0;
async function saveAnswer(start: string, end: string) {
  const payload = { schedules: [{ key: `k${++key}`, technicianId: bpNo, workOrderItemId, startDate: at(start), endDate: at(end) }], deletedSchedulers: [] };
  const res = await t.app.inject({ method: 'POST', url: '/api/save-schedules', headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return Object.values(res.json() as Record<string, string>)[0];
}
const setCalendar = (id: number | null) => t.app.inject({ method: 'POST', url: '/api/change-calendar-team', headers, payload: { changes: [{ teamId, calendarId: id }] } });

describe("a team's calendar is its working hours", () => {
  it('without a calendar: the team hours on the grid and in the save check', async () => {
    expect(await teamOnDay('2026-03-10')).toMatchObject({ workingHours: [{ startTime: '07:00:00', endTime: '19:00:00' }], calendarHours: null });
    expect(await saveAnswer('2026-03-10T04:30:00Z', '2026-03-10T05:30:00Z')).toBe('OK');
  });

  it('with a calendar: its entries of the day, none on a day off, at the next read', async () => {
    expect((await setCalendar(calendarId)).json().statusCode).toBe(0);
    expect(await teamOnDay('2026-03-10')).toMatchObject({ calendarHours: [{ startTime: '10:00', endTime: '14:00' }] });
    expect(await teamOnDay('2026-03-11')).toMatchObject({ calendarHours: [] });
    // Wall-clock times of the team's country whatever the caller's zone (the grid moves them onto its own axis).
    expect(await teamOnDay('2026-03-10', '0')).toMatchObject({ calendarHours: [{ startTime: '10:00', endTime: '14:00' }] });
    expect(await teamOnDay('2026-03-10', '360')).toMatchObject({ calendarHours: [{ startTime: '10:00', endTime: '14:00' }] });
    expect(await teamOnDay('2026-03-10', '-300')).toMatchObject({ calendarHours: [{ startTime: '10:00', endTime: '14:00' }] });
    // 08:00-09:00 was inside the team's hours but is outside the calendar's.
    expect(await saveAnswer('2026-03-10T05:00:00Z', '2026-03-10T06:00:00Z')).toBe(SAVE_ERRORS.outsideWorkingHours);
    expect(await saveAnswer('2026-03-10T07:00:00Z', '2026-03-10T08:00:00Z')).toBe('OK');
    expect(await saveAnswer('2026-03-11T07:00:00Z', '2026-03-11T08:00:00Z')).toBe(SAVE_ERRORS.outsideWorkingHours);
  });

  it('after the calendar is deleted the team works its own hours again', async () => {
    await t.app.inject({ method: 'POST', url: '/api/change-calendar', headers, payload: { id: calendarId, deleted: true } });
    expect(await teamOnDay('2026-03-11')).toMatchObject({ calendarHours: null, workingHours: [{ startTime: '07:00:00', endTime: '19:00:00' }] });
    expect(await saveAnswer('2026-03-11T05:00:00Z', '2026-03-11T06:00:00Z')).toBe('OK');
  });
});
