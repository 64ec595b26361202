import { describe, expect, it } from 'vitest';
import { saveRefusal, type SaveCandidate } from './save-refusal';
import { resolveWorkingHours } from './working-hours';

const ISTANBUL = 180;
const at = (local: string) => Date.parse(`2026-03-02T${local}:00+03:00`);
const CONFIG = { NON_CHARGEABLE: 'ZNC', CHARGEABLE: 'ZCH', ALLOWED: 'ZAL', WORK_AREA_ENABLED_ORGANIZATIONS: 'RU10', JOB_TYPE_RULE_ORGANIZATIONS: 'TR10' };

/** A Non Chargeable job at TR10 (08:00-17:00), 09:00-11:00 Istanbul time: it may be saved. */
function candidate(patch: Partial<SaveCandidate> = {}, subject: Partial<Extract<SaveCandidate['subject'], { kind: 'workOrder' }>> = {}): SaveCandidate {
  return {
    start: at('09:00'),
    end: at('11:00'),
    subject: { kind: 'workOrder', simType: 'ZNC', jobCode: '020', simChannel: null, ...subject },
    orgunit: 'TR10',
    technicianOrganizations: [{ forceNormalShiftEnabled: false }],
    hours: resolveWorkingHours({}),
    tzOffsetMinutes: ISTANBUL,
    config: CONFIG,
    forceNormalShift: false,
    schedulerJobType: null,
    workAreaId: null,
    ...patch,
  };
}

describe('saveRefusal', () => {
  it('lets a valid item through', () => {
    expect(saveRefusal(candidate())).toBeNull();
  });

  it('refuses an end at or before the start (whole minutes)', () => {
    expect(saveRefusal(candidate({ end: at('09:00') + 30_000 }))).toBe('endBeforeStart');
    expect(saveRefusal(candidate({ end: at('08:00') }))).toBe('endBeforeStart');
  });

  it('refuses force normal shift unless every organization allows it', () => {
    expect(saveRefusal(candidate({ forceNormalShift: true }))).toBe('forceNormalShiftNotValid');
    const mixed = [{ forceNormalShiftEnabled: true }, { forceNormalShiftEnabled: false }];
    expect(saveRefusal(candidate({ forceNormalShift: true, technicianOrganizations: mixed }))).toBe('forceNormalShiftNotValid');
    expect(saveRefusal(candidate({ forceNormalShift: true, technicianOrganizations: [{ forceNormalShiftEnabled: true }] }))).toBeNull();
  });

  it('keeps Non Chargeable and Allowed work within working hours, unless force normal shift applies', () => {
    const late = { start: at('16:00'), end: at('18:00') };
    expect(saveRefusal(candidate(late))).toBe('outsideWorkingHours');
    expect(saveRefusal(candidate(late, { simType: 'ZAL' }))).toBe('outsideWorkingHours');
    expect(saveRefusal(candidate(late, { simType: 'ZCH' }))).toBeNull();
    expect(saveRefusal(candidate({ ...late, forceNormalShift: true, technicianOrganizations: [{ forceNormalShiftEnabled: true }] }))).toBeNull();
  });

  it("reads working hours in the technician's zone", () => {
    // 06:00-08:00 UTC is 09:00-11:00 in Istanbul but 06:00-08:00 at an offset of 0.
    expect(saveRefusal(candidate({ tzOffsetMinutes: 0 }))).toBe('outsideWorkingHours');
  });

  it('asks for a job type where the organization and job code offer one, and only an offered one', () => {
    expect(saveRefusal(candidate({}, { jobCode: '010' }))).toBe('jobTypeRequired');
    expect(saveRefusal(candidate({ schedulerJobType: 'ENTRY_EXPERTISE' }, { jobCode: '010' }))).toBe('jobTypeNotAllowed');
    expect(saveRefusal(candidate({ schedulerJobType: 'ASSEMBLE' }, { jobCode: '010' }))).toBeNull();
    expect(saveRefusal(candidate({ orgunit: 'KZ10' }, { jobCode: '010' }))).toBeNull();
  });

  it('asks for a work area where the organization is listed', () => {
    expect(saveRefusal(candidate({ orgunit: 'RU10' }))).toBe('workAreaRequired');
    expect(saveRefusal(candidate({ orgunit: 'RU10', workAreaId: 4 }))).toBeNull();
  });

  it('asks for the reason of a ZBP/ZBO plan change only when the caller checks it', () => {
    const zbp = { simChannel: 'ZBP' };
    expect(saveRefusal(candidate({ planChange: { planRejectReasonSourceType: ' ' } }, zbp))).toBe('reasonRequired');
    expect(saveRefusal(candidate({ planChange: { planRejectReasonSourceType: 'CUSTOMER_REQUEST' } }, zbp))).toBeNull();
    expect(saveRefusal(candidate({}, zbp))).toBeNull();
    expect(saveRefusal(candidate({ planChange: { planRejectReasonSourceType: null } }, { simChannel: 'ZSV' }))).toBeNull();
  });

  it('keeps training and leave inside their allowance, at any time of day', () => {
    const training = (allowance: { allowedFrom?: string; allowedTo?: string; maxDaysPerAssignment?: number }) =>
      candidate({ start: at('20:00'), end: at('22:00'), subject: { kind: 'trainingVacation', allowance } });
    expect(saveRefusal(training({}))).toBeNull();
    expect(saveRefusal(training({ allowedFrom: '2026-03-03' }))).toBe('notAssignment');
    expect(saveRefusal(training({ allowedTo: '2026-03-01' }))).toBe('notAssignment');
    expect(saveRefusal({ ...training({ maxDaysPerAssignment: 1 }), end: Date.parse('2026-03-03T22:00:00+03:00') })).toBe('notAssignment');
  });

  it('reports the first refusal in the order the server checks', () => {
    const everything = candidate({ start: at('16:00'), end: at('18:00'), forceNormalShift: true, orgunit: 'RU10' }, { jobCode: '010', simChannel: 'ZBP' });
    expect(saveRefusal(everything)).toBe('forceNormalShiftNotValid');
    expect(saveRefusal({ ...everything, forceNormalShift: false })).toBe('outsideWorkingHours');
    expect(saveRefusal({ ...everything, forceNormalShift: false, start: at('09:00'), end: at('11:00'), planChange: { planRejectReasonSourceType: null } })).toBe('workAreaRequired');
  });
});
