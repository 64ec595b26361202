import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { SAVE_ERRORS, workAreaNotOfOrganizationError } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician } from '../../../test/factories';
import { createWorkOrder } from '../../../test/planning-factories';
import { assignments, configurationSettings, workAreas } from '../../db/schema';

/**
 * The work area as a client written from the spec sends it (part 1 §3 "Schedule payload on save"): the area's
 * id as text in assignedBayNo, no workAreaId (docs/api-conventions.md "Work areas").
 */
let t: TestApp;
let headers: Record<string, string>;
let areaOrg: { orgunit: string; teamId: number; areaId: number; otherAreaId: number };
let plainOrg: { orgunit: string; teamId: number };
let foreignAreaId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-05-04T06:00:00Z'));
  const orgWithTeam = async () => {
    const org = await createOrganization(t.db, { countryCode: 'TR' });
    return { orgunit: org.orgunit, teamId: (await createTeam(t.db, { orgunit: org.orgunit })).id };
  };
  const withAreas = await orgWithTeam();
  plainOrg = await orgWithTeam();
  const foreign = await orgWithTeam();
  const [area, otherArea, plainArea] = await t.db
    .insert(workAreas)
    .values([
      { orgunit: withAreas.orgunit, areaName: 'Bay 1' },
      { orgunit: withAreas.orgunit, areaName: 'Bay 2' },
      { orgunit: plainOrg.orgunit, areaName: 'Yard' },
    ])
    .returning();
  areaOrg = { ...withAreas, areaId: area.areaId, otherAreaId: otherArea.areaId };
  void plainArea;
  foreignAreaId = (await t.db.insert(workAreas).values({ orgunit: foreign.orgunit, areaName: 'Their bay' }).returning())[0].areaId;
  await t.db.insert(configurationSettings).values([
    { countryCode: '*', key: 'CHARGEABLE', value: 'ZCH' },
    { countryCode: 'TR', key: 'WORK_AREA_ENABLED_ORGANIZATIONS', value: withAreas.orgunit },
  ]);
  headers = { ...(await t.signIn(['DISPATCHER'], [areaOrg.teamId, plainOrg.teamId])).headers, 'x-timezone-offset': '180' };
});
afterAll(async () => t?.close());

let seq = 0;
/** Exactly the spec's fields, nothing else. */
async function specPayload(orgunit: string, teamId: number, fields: { assignedBayNo: string | null; day: number }) {
  seq += 1;
  const key = `spec-${seq}`;
  const tech = await createTechnician(t.db, { teamId, orgunit });
  const item = (await createWorkOrder(t.db, { orgunit, simType: 'ZCH' })).items[0];
  return {
    id: null,
    startDate: Date.parse(`2026-05-${String(fields.day).padStart(2, '0')}T06:00:00Z`),
    endDate: Date.parse(`2026-05-${String(fields.day).padStart(2, '0')}T07:00:00Z`),
    technicianId: tech.bpNo,
    workOrderItemId: item.id,
    latitude: null,
    longitude: null,
    trainingVacationId: null,
    key,
    schedulerJobType: null,
    forceNormalShift: false,
    assignedBayNo: fields.assignedBayNo,
    plInfo: false,
    planRejectReasonSourceType: null,
  };
}

async function save(schedules: object[]) {
  const res = await t.app.inject({ method: 'POST', url: '/api/save-schedules', headers, payload: { schedules, deletedSchedulers: [] } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, string>;
}

const liveItemOf = async (bpNo: string) =>
  (await t.db.select().from(assignments).where(and(eq(assignments.technicianBpNo, bpNo), isNull(assignments.deletedAt))))[0];

describe('work area through the spec payload (assignedBayNo)', () => {
  it('saves an item whose assignedBayNo is an area of its organization, and answers both fields alike on reads', async () => {
    const p = await specPayload(areaOrg.orgunit, areaOrg.teamId, { assignedBayNo: String(areaOrg.areaId), day: 5 });
    expect(await save([p])).toEqual({ [p.key]: 'OK' });
    const row = await liveItemOf(p.technicianId);
    expect({ workAreaId: row.workAreaId, assignedBayNo: row.assignedBayNo }).toEqual({ workAreaId: areaOrg.areaId, assignedBayNo: String(areaOrg.areaId) });
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/technicians-with-schedules',
      headers,
      payload: { teams: [{ id: areaOrg.teamId }], searchDate: p.startDate },
    });
    expect(read.statusCode, read.body).toBe(200);
    const technician = (read.json() as { technicians: { bpNo: string; schedulers: { id: number; assignedBayNo: string; workAreaId: number }[] }[] }).technicians.find((x) => x.bpNo === p.technicianId);
    expect(technician?.schedulers.find((x) => x.id === row.id)).toMatchObject({ assignedBayNo: String(areaOrg.areaId), workAreaId: areaOrg.areaId });
  });

  it('moves an item to another area when an update carries the new area in assignedBayNo', async () => {
    const p = await specPayload(areaOrg.orgunit, areaOrg.teamId, { assignedBayNo: String(areaOrg.areaId), day: 6 });
    await save([p]);
    const row = await liveItemOf(p.technicianId);
    expect(await save([{ ...p, id: row.id, assignedBayNo: String(areaOrg.otherAreaId) }])).toEqual({ [p.key]: 'OK' });
    expect((await liveItemOf(p.technicianId)).workAreaId).toBe(areaOrg.otherAreaId);
  });

  it('refuses a missing area, text that is no area id, an area of another organization and an unknown one, saving nothing', async () => {
    const cases = [
      [null, SAVE_ERRORS.workAreaRequired],
      ['Bay 1', SAVE_ERRORS.workAreaNotAnId],
      [String(foreignAreaId), workAreaNotOfOrganizationError(areaOrg.orgunit)],
      ['999999999', workAreaNotOfOrganizationError(areaOrg.orgunit)],
    ] as const;
    const payloads = await Promise.all(cases.map(([bay], index) => specPayload(areaOrg.orgunit, areaOrg.teamId, { assignedBayNo: bay, day: 7 + index })));
    const result = await save(payloads);
    expect(payloads.map((p) => result[p.key])).toEqual(cases.map(([, error]) => error));
    for (const p of payloads) expect(await liveItemOf(p.technicianId)).toBeUndefined();
  });

  it('refuses a workAreaId alias that names another area than assignedBayNo', async () => {
    const p = await specPayload(areaOrg.orgunit, areaOrg.teamId, { assignedBayNo: String(areaOrg.areaId), day: 12 });
    expect(await save([{ ...p, workAreaId: areaOrg.otherAreaId }])).toEqual({ [p.key]: SAVE_ERRORS.workAreaMismatch });
  });

  it('keeps assignedBayNo as the free bay text outside the area organizations', async () => {
    const p = await specPayload(plainOrg.orgunit, plainOrg.teamId, { assignedBayNo: 'B-7', day: 13 });
    expect(await save([p])).toEqual({ [p.key]: 'OK' });
    expect(await liveItemOf(p.technicianId)).toMatchObject({ assignedBayNo: 'B-7', workAreaId: null });
  });
});
