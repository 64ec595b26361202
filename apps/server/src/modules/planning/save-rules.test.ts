import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SAVE_ERRORS, notAssignmentError, type SchedulePayload } from '@fsp/domain';
import { createTechnician, ensureCountry } from '../../../test/factories';
import { createAssignment, createTrainingVacation, createWorkOrder } from '../../../test/planning-factories';
import { areaRule, change, dispatcher, dispatcherName, fns, historyOf, jobRule, liveItemsOf, longHours, mine, newTechnician, noHours, save, saveOk, setUpSaveTests, t, workOrderItemId } from '../../../test/save-fixture';
import { assignments, workAreas } from '../../db/schema';

setUpSaveTests();

describe('POST /api/save-schedules: planning rules (spec part 1 §4, §5)', () => {
  const orderItem = async (orgunit: string, order: Parameters<typeof createWorkOrder>[1] = {}, jobCode = '020') =>
    (await createWorkOrder(t.db, { orgunit, ...order }, { items: 1, itemOverrides: { jobCode } })).items[0].id;
  const techIn = (org: { orgunit: string; teamId: number }) => createTechnician(t.db, { orgunit: org.orgunit, teamId: org.teamId });

  it('refuses Non Chargeable and Allowed work outside working hours and lets Chargeable and unclassified work through', async () => {
    const tech = await newTechnician();
    const allowed = await orderItem(mine.orgunit, { simType: 'ZAL' });
    const chargeable = await orderItem(mine.orgunit, { simType: 'ZCH' });
    const unclassified = await orderItem(mine.orgunit, { simType: 'ZXX' });
    // 16:00-18:00 Istanbul: past the organization's 17:00.
    const late = ['2026-03-18T13:00:00Z', '2026-03-18T15:00:00Z'] as const;
    const items = [
      change(tech.bpNo, ...late),
      change(tech.bpNo, ...late, { workOrderItemId: allowed }),
      change(tech.bpNo, '2026-03-18T04:50:00Z', '2026-03-18T06:00:00Z', { workOrderItemId: allowed }),
      change(tech.bpNo, ...late, { workOrderItemId: chargeable }),
      change(tech.bpNo, '2026-03-18T17:00:00Z', '2026-03-18T19:00:00Z', { workOrderItemId: unclassified }),
      // Inside 08:00-17:00 with both edges on the boundary.
      change(tech.bpNo, '2026-03-19T05:00:00Z', '2026-03-19T14:00:00Z'),
    ];
    expect(Object.values(await saveOk(items))).toEqual([
      SAVE_ERRORS.outsideWorkingHours,
      SAVE_ERRORS.outsideWorkingHours,
      SAVE_ERRORS.outsideWorkingHours,
      'OK',
      'OK',
      'OK',
    ]);
    expect(await liveItemsOf(tech.bpNo)).toHaveLength(3);
  });

  it("reads working hours from the technician's team, then the organization, then 08:00-17:00, in the technician's zone", async () => {
    const onLongTeam = await techIn(longHours);
    const withoutHours = await techIn(noHours);
    const mineTech = await newTechnician();
    const evening = ['2026-03-20T15:00:00Z', '2026-03-20T16:00:00Z'] as const; // 18:00-19:00 Istanbul
    const early = ['2026-03-20T04:00:00Z', '2026-03-20T05:00:00Z'] as const; // 07:00-08:00 Istanbul
    const noHoursItem = await orderItem(noHours.orgunit, { simType: 'ZNC' });
    const items = [
      change(onLongTeam.bpNo, ...evening),
      change(onLongTeam.bpNo, ...early),
      change(withoutHours.bpNo, ...early, { workOrderItemId: noHoursItem }),
      change(withoutHours.bpNo, '2026-03-20T05:00:00Z', '2026-03-20T14:00:00Z', { workOrderItemId: noHoursItem }),
    ];
    expect(Object.values(await saveOk(items))).toEqual(['OK', 'OK', SAVE_ERRORS.outsideWorkingHours, 'OK']);
    // A browser in UTC does not move the technician's day: 07:00-08:00 UTC is 10:00-11:00 in Istanbul.
    const utcBrowser = change(mineTech.bpNo, '2026-03-20T07:00:00Z', '2026-03-20T08:00:00Z');
    const lateInIstanbul = change(mineTech.bpNo, '2026-03-20T14:30:00Z', '2026-03-20T15:30:00Z');
    const res = await save([utcBrowser, lateInIstanbul], [], { ...dispatcher, 'x-timezone-offset': '0' });
    expect(res.json()).toEqual({ [utcBrowser.key]: 'OK', [lateInIstanbul.key]: SAVE_ERRORS.outsideWorkingHours });
  });

  it('lets force normal shift plan outside working hours only where the organization allows it', async () => {
    const allowedTech = await techIn(fns);
    const otherTech = await newTechnician();
    const fnsItem = await orderItem(fns.orgunit, { simType: 'ZNC' });
    const late = ['2026-03-21T15:00:00Z', '2026-03-21T17:00:00Z'] as const;
    const items = [
      change(allowedTech.bpNo, ...late, { workOrderItemId: fnsItem, forceNormalShift: true, key: 'fns-ok' }),
      change(allowedTech.bpNo, '2026-03-22T15:00:00Z', '2026-03-22T17:00:00Z', { workOrderItemId: fnsItem, key: 'fns-off' }),
      change(otherTech.bpNo, ...late, { forceNormalShift: true, key: 'not-valid' }),
      // Not valid even inside working hours: the flag itself is refused.
      change(otherTech.bpNo, '2026-03-22T06:00:00Z', '2026-03-22T07:00:00Z', { forceNormalShift: true, key: 'not-valid-inside' }),
    ];
    expect(await saveOk(items)).toEqual({
      'fns-ok': 'OK',
      'fns-off': SAVE_ERRORS.outsideWorkingHours,
      'not-valid': SAVE_ERRORS.forceNormalShiftNotValid,
      'not-valid-inside': SAVE_ERRORS.forceNormalShiftNotValid,
    });
    const [row] = await liveItemsOf(allowedTech.bpNo);
    expect(row.forceNormalShift).toBe(true);
  });

  it('refuses a move out of working hours and keeps the stored item', async () => {
    const tech = await newTechnician();
    const stored = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId, start: '2026-03-23T12:00:00Z', end: '2026-03-23T13:00:00Z' });
    const move = change(tech.bpNo, '2026-03-23T13:30:00Z', '2026-03-23T14:30:00Z', { id: stored.id });
    expect(await saveOk([move])).toEqual({ [move.key]: SAVE_ERRORS.outsideWorkingHours });
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, stored.id));
    expect(row.startDate).toEqual(new Date('2026-03-23T12:00:00Z'));
    expect(await historyOf(stored.id)).toHaveLength(1);
  });

  it('assigns a training or vacation only within its allowance, answering notAssignment with the type text', async () => {
    const tech = await newTechnician();
    const course = await createTrainingVacation(t.db, { type: 'TRAINING', name: 'Hydraulics course', laborTypeText: 'Training', allowedFrom: '2026-03-24', allowedTo: '2026-03-27', maxDaysPerAssignment: 2 });
    const unnamed = await createTrainingVacation(t.db, { name: 'Annual leave', laborTypeText: null, allowedTo: '2026-03-24' });
    const tv = (start: string, end: string, id: number) => change(tech.bpNo, start, end, { workOrderItemId: null, trainingVacationId: id });
    const items = [
      tv('2026-03-23T05:00:00Z', '2026-03-23T14:00:00Z', course.id),
      tv('2026-03-27T05:00:00Z', '2026-03-28T14:00:00Z', course.id),
      tv('2026-03-24T05:00:00Z', '2026-03-26T14:00:00Z', course.id),
      tv('2026-03-24T05:00:00Z', '2026-03-25T14:00:00Z', course.id),
      tv('2026-03-26T05:00:00Z', '2026-03-26T14:00:00Z', unnamed.id),
      // 21:00 UTC on the 26th is already the 27th in Istanbul: inside the window, and until midnight it is one day.
      tv('2026-03-26T21:00:00Z', '2026-03-27T21:00:00Z', course.id),
    ];
    expect(Object.values(await saveOk(items))).toEqual([
      'notAssignment: Training',
      'notAssignment: Training',
      'notAssignment: Training',
      'OK',
      'notAssignment: Annual leave',
      'OK',
    ]);
    expect(notAssignmentError('Training')).toBe('notAssignment: Training');
  });

  it("assigns only the technician's country's trainings and leave, or those of every country", async () => {
    const tech = await newTechnician();
    await ensureCountry(t.db, 'RU');
    const own = await createTrainingVacation(t.db, { countryCode: 'TR' });
    const everywhere = await createTrainingVacation(t.db, { countryCode: null });
    const russian = await createTrainingVacation(t.db, { countryCode: 'RU' });
    const tv = (key: string, day: string, id: number) => change(tech.bpNo, `${day}T06:00:00Z`, `${day}T08:00:00Z`, { key, workOrderItemId: null, trainingVacationId: id });
    expect(await saveOk([tv('own', '2026-03-30', own.id), tv('everywhere', '2026-03-31', everywhere.id), tv('russian', '2026-04-01', russian.id)])).toEqual({
      own: 'OK',
      everywhere: 'OK',
      russian: SAVE_ERRORS.unknownTrainingVacation,
    });
  });

  it('requires an offered job type in the organizations with the job-type rule', async () => {
    const tech = await techIn(jobRule);
    const disassembly = await orderItem(jobRule.orgunit, {}, '010');
    const expertise = await orderItem(jobRule.orgunit, {}, '043');
    const other = await orderItem(jobRule.orgunit, {}, '020');
    const slot = (day: number) => [`2026-03-${day}T05:00:00Z`, `2026-03-${day}T06:00:00Z`] as const;
    const items = [
      change(tech.bpNo, ...slot(24), { workOrderItemId: disassembly }),
      change(tech.bpNo, ...slot(24), { workOrderItemId: disassembly, schedulerJobType: 'ENTRY_EXPERTISE' }),
      change(tech.bpNo, ...slot(24), { workOrderItemId: disassembly, schedulerJobType: 'ASSEMBLE' }),
      change(tech.bpNo, ...slot(25), { workOrderItemId: expertise }),
      change(tech.bpNo, ...slot(25), { workOrderItemId: expertise, schedulerJobType: 'EXIT_EXPERTISE' }),
      change(tech.bpNo, ...slot(26), { workOrderItemId: other }),
    ];
    expect(Object.values(await saveOk(items))).toEqual([
      SAVE_ERRORS.jobTypeRequired,
      SAVE_ERRORS.jobTypeNotAllowed,
      'OK',
      SAVE_ERRORS.jobTypeRequired,
      'OK',
      'OK',
    ]);
    // Elsewhere the field is not shown: no job type is needed, and none may be sent.
    const elsewhere = await newTechnician();
    const plain = await orderItem(mine.orgunit, {}, '010');
    const outside = [change(elsewhere.bpNo, ...slot(24), { workOrderItemId: plain }), change(elsewhere.bpNo, ...slot(25), { workOrderItemId: plain, schedulerJobType: 'ASSEMBLE' })];
    expect(Object.values(await saveOk(outside))).toEqual(['OK', SAVE_ERRORS.jobTypeNotAllowed]);
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.schedulerJobType)).toEqual(['ASSEMBLE', 'EXIT_EXPERTISE', null]);
  });

  it('requires a work area in the organizations of WORK_AREA_ENABLED_ORGANIZATIONS', async () => {
    const tech = await techIn(areaRule);
    const item = await orderItem(areaRule.orgunit);
    const [area] = await t.db.insert(workAreas).values({ orgunit: areaRule.orgunit, areaName: 'Bay 1' }).returning();
    const without = change(tech.bpNo, '2026-03-24T05:00:00Z', '2026-03-24T06:00:00Z', { workOrderItemId: item });
    const withArea = change(tech.bpNo, '2026-03-24T06:00:00Z', '2026-03-24T07:00:00Z', { workOrderItemId: item, workAreaId: area.areaId });
    expect(await saveOk([without, withArea])).toEqual({ [without.key]: SAVE_ERRORS.workAreaRequired, [withArea.key]: 'OK' });
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.workAreaId)).toEqual([area.areaId]);
    // Other organizations need none (the existing tests plan without one).
  });

  it('requires a reason for change to update an item of a ZBP or ZBO work order, and stores it', async () => {
    const tech = await newTechnician();
    const zbp = await orderItem(mine.orgunit, { simChannel: 'ZBP' });
    const zbo = await orderItem(mine.orgunit, { simChannel: 'ZBO' });
    const zbs = await orderItem(mine.orgunit, { simChannel: 'ZBS' });
    const hour = (h: number) => String(h).padStart(2, '0');
    const stored = await Promise.all(
      [zbp, zbo, zbs].map((id, i) => createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: id, start: `2026-03-25T${hour(5 + 2 * i)}:00:00Z`, end: `2026-03-25T${hour(6 + 2 * i)}:00:00Z` })),
    );
    const move = (i: number, extra: Partial<SchedulePayload> = {}) =>
      change(tech.bpNo, `2026-03-25T${hour(5 + 2 * i)}:10:00Z`, `2026-03-25T${hour(6 + 2 * i)}:10:00Z`, { id: stored[i].id, workOrderItemId: stored[i].workOrderItemId, ...extra });
    const refused = [move(0), move(1, { planRejectReasonSourceType: '  ' })];
    const plain = move(2);
    expect(Object.values(await saveOk([...refused, plain]))).toEqual([SAVE_ERRORS.reasonRequired, SAVE_ERRORS.reasonRequired, 'OK']);
    const withReason = [move(0, { planRejectReasonSourceType: 'CUSTOMER_REQUEST' }), move(1, { planRejectReasonSourceType: 'PLANNER_REQUEST' })];
    expect(Object.values(await saveOk(withReason))).toEqual(['OK', 'OK']);
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.planRejectReasonSourceType)).toEqual(['CUSTOMER_REQUEST', 'PLANNER_REQUEST', null]);
    // A new item on such an order needs no reason.
    const create = change(tech.bpNo, '2026-03-26T05:00:00Z', '2026-03-26T06:00:00Z', { workOrderItemId: zbp });
    expect(await saveOk([create])).toEqual({ [create.key]: 'OK' });
  });

  it('keeps the reason for change typed with the source in the history of the update; over 255 characters is a 400 that changes nothing', async () => {
    const tech = await newTechnician();
    const zbp = await orderItem(mine.orgunit, { simChannel: 'ZBP' });
    const stored = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: zbp, start: '2026-03-27T05:00:00Z', end: '2026-03-27T06:00:00Z' });
    const move = (extra: Partial<SchedulePayload>) =>
      change(tech.bpNo, '2026-03-27T07:00:00Z', '2026-03-27T08:00:00Z', { id: stored.id, workOrderItemId: zbp, planRejectReasonSourceType: 'CUSTOMER_REQUEST', ...extra });
    const historyDetails = async () => (await historyOf(stored.id)).map((h) => h.detail);
    const before = await historyDetails();

    const tooLong = await save([move({ planChangeReason: 'x'.repeat(256) })]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('This field can be a maximum of 255 characters.');
    expect(await historyDetails()).toEqual(before);
    const [unmoved] = await liveItemsOf(tech.bpNo);
    expect(unmoved.startDate.toISOString()).toBe('2026-03-27T05:00:00.000Z');
    expect(unmoved.planRejectReasonSourceType).toBeNull();

    const reason = 'The customer can only receive us after 10:00. '.padEnd(255, '.');
    expect(Object.values(await saveOk([move({ planChangeReason: reason })]))).toEqual(['OK']);
    const detail = (await historyDetails()).at(-1)!;
    expect(detail).toBe(`Moved from 27.03.2026 08:00–09:00 to 27.03.2026 10:00–11:00\nReason for change (customer demand): ${reason.trim()}`);

    const res = await t.app.inject({ method: 'GET', url: `/api/schedules/${stored.id}`, headers: dispatcher });
    expect(res.statusCode, res.body).toBe(200);
    const entries = (res.json() as { schedulerStatus: { detail: string | null; postedBy: string | null }[] }).schedulerStatus;
    expect(entries.filter((entry) => entry.detail?.includes('Reason for change'))).toEqual([expect.objectContaining({ detail, postedBy: dispatcherName })]);
  });

  it('answers each broken rule for its own item and still saves the good ones of the batch', async () => {
    const tech = await newTechnician();
    const areaTech = await techIn(areaRule);
    const course = await createTrainingVacation(t.db, { laborTypeText: 'Leave', maxDaysPerAssignment: 1 });
    const items = [
      change(tech.bpNo, '2026-03-27T15:00:00Z', '2026-03-27T16:00:00Z', { key: 'late' }),
      change(tech.bpNo, '2026-03-27T05:00:00Z', '2026-03-27T06:00:00Z', { key: 'good-1' }),
      change(tech.bpNo, '2026-03-28T05:00:00Z', '2026-03-29T14:00:00Z', { key: 'too-long', workOrderItemId: null, trainingVacationId: course.id }),
      change(tech.bpNo, '2026-03-27T06:00:00Z', '2026-03-27T07:00:00Z', { key: 'fns', forceNormalShift: true }),
      change(areaTech.bpNo, '2026-03-27T05:00:00Z', '2026-03-27T06:00:00Z', { key: 'no-area', workOrderItemId: await orderItem(areaRule.orgunit) }),
      change(tech.bpNo, '2026-03-27T07:00:00Z', '2026-03-27T08:00:00Z', { key: 'good-2' }),
    ];
    expect(await saveOk(items)).toEqual({
      late: SAVE_ERRORS.outsideWorkingHours,
      'good-1': 'OK',
      'too-long': 'notAssignment: Leave',
      fns: SAVE_ERRORS.forceNormalShiftNotValid,
      'no-area': SAVE_ERRORS.workAreaRequired,
      'good-2': 'OK',
    });
    expect((await liveItemsOf(tech.bpNo)).map((r) => r.startDate.toISOString())).toEqual(['2026-03-27T05:00:00.000Z', '2026-03-27T07:00:00.000Z']);
  });
});
