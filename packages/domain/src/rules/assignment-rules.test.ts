import { describe, expect, it } from 'vitest';
import {
  configForCountry,
  checkAllowance,
  checkForceNormalShift,
  checkJobType,
  checkWorkingHours,
  classifyJobType,
  configList,
  forceNormalShiftValid,
  jobTypeOptions,
  needsWorkingHours,
  reasonForChangeRequired,
  validateAssignmentForm,
  workAreaRequired,
  type AssignmentFormInput,
  type WorkingHoursCheck,
} from './assignment-rules';
import { resolveWorkingHours } from './working-hours';

const ISTANBUL = 180;
const istanbul = (local: string) => Date.parse(`${local}+03:00`);
const DEMO_CONFIG = { NON_CHARGEABLE: 'ZNC', CHARGEABLE: 'ZCH', ALLOWED: 'ZAL', WORK_AREA_ENABLED_ORGANIZATIONS: 'TR10,RU10' };

describe('configForCountry', () => {
  const user = { MAP_PLANNING: 'true' };
  const countries = { TR: { MAP_PLANNING: 'true' }, RU: { MAP_PLANNING: 'false' } };
  it("takes the work order's country, and the user's settings for an unknown or missing country", () => {
    expect(configForCountry(countries, 'RU', user).MAP_PLANNING).toBe('false');
    expect(configForCountry(countries, 'TR', user).MAP_PLANNING).toBe('true');
    expect(configForCountry(countries, 'KZ', user)).toBe(user);
    expect(configForCountry(countries, null, user)).toBe(user);
    expect(configForCountry(undefined, 'RU', user)).toBe(user);
  });
});

describe('configList', () => {
  it('splits, trims and drops empties', () => {
    expect(configList({ K: ' a, b ,,c ' }, 'K')).toEqual(['a', 'b', 'c']);
    expect(configList({ K: '' }, 'K', 'x')).toEqual([]);
  });

  it('uses the fallback only when the key is absent', () => {
    expect(configList({}, 'K', 'x,y')).toEqual(['x', 'y']);
    expect(configList({ K: null }, 'K', 'x')).toEqual(['x']);
    expect(configList({}, 'K')).toEqual([]);
  });
});

describe('classifyJobType', () => {
  it('reads the demo flags', () => {
    expect(classifyJobType('ZNC', DEMO_CONFIG)).toBe('NON_CHARGEABLE');
    expect(classifyJobType('ZCH', DEMO_CONFIG)).toBe('CHARGEABLE');
    expect(classifyJobType('ZAL', DEMO_CONFIG)).toBe('ALLOWED');
  });

  it('matches comma lists, ignoring case and spaces', () => {
    const config = { NON_CHARGEABLE: 'ZNC, ZN2', CHARGEABLE: 'ZCH,ZC2', ALLOWED: ' zal ' };
    expect(classifyJobType('ZN2', config)).toBe('NON_CHARGEABLE');
    expect(classifyJobType(' zc2', config)).toBe('CHARGEABLE');
    expect(classifyJobType('ZAL', config)).toBe('ALLOWED');
  });

  it('is null for unlisted, empty or missing codes and without configuration', () => {
    expect(classifyJobType('ZXX', DEMO_CONFIG)).toBeNull();
    expect(classifyJobType('', DEMO_CONFIG)).toBeNull();
    expect(classifyJobType(null, DEMO_CONFIG)).toBeNull();
    expect(classifyJobType(undefined, DEMO_CONFIG)).toBeNull();
    expect(classifyJobType('ZNC', {})).toBeNull();
  });

  it('does not match a part of an entry', () => {
    expect(classifyJobType('ZN', DEMO_CONFIG)).toBeNull();
    expect(classifyJobType('ZNC,ZCH', DEMO_CONFIG)).toBeNull();
  });

  it('takes the first class naming a code listed twice', () => {
    expect(classifyJobType('X', { NON_CHARGEABLE: 'X', ALLOWED: 'X' })).toBe('NON_CHARGEABLE');
  });

  it('needsWorkingHours holds for Non Chargeable and Allowed only', () => {
    expect([needsWorkingHours('NON_CHARGEABLE'), needsWorkingHours('ALLOWED'), needsWorkingHours('CHARGEABLE'), needsWorkingHours(null)]).toEqual([true, true, false, false]);
  });
});

describe('forceNormalShiftValid / checkForceNormalShift', () => {
  const on = { forceNormalShiftEnabled: true };
  const off = { forceNormalShiftEnabled: false };

  it('is valid only when every organization allows it', () => {
    expect(forceNormalShiftValid([on])).toBe(true);
    expect(forceNormalShiftValid([on, on])).toBe(true);
    expect(forceNormalShiftValid([on, off])).toBe(false);
    expect(forceNormalShiftValid([off])).toBe(false);
    expect(forceNormalShiftValid([])).toBe(false);
  });

  it('refuses a requested force normal shift that is not valid, and nothing else', () => {
    expect(checkForceNormalShift(true, [on, off])).toBe('forceNormalShiftNotValid');
    expect(checkForceNormalShift(true, [])).toBe('forceNormalShiftNotValid');
    expect(checkForceNormalShift(true, [on])).toBeNull();
    expect(checkForceNormalShift(false, [off])).toBeNull();
    expect(checkForceNormalShift(null, [off])).toBeNull();
    expect(checkForceNormalShift(undefined, [off])).toBeNull();
  });
});

describe('checkWorkingHours', () => {
  const hours = resolveWorkingHours({});
  const base: WorkingHoursCheck = {
    start: istanbul('2026-03-02T16:00:00'),
    end: istanbul('2026-03-02T18:00:00'),
    hours,
    tzOffsetMinutes: ISTANBUL,
    jobTypeClass: 'NON_CHARGEABLE',
    forceNormalShift: false,
    forceNormalShiftAllowed: false,
  };

  it('passes anything inside working hours, edges included', () => {
    for (const jobTypeClass of ['NON_CHARGEABLE', 'ALLOWED', 'CHARGEABLE', null] as const) {
      expect(checkWorkingHours({ ...base, jobTypeClass, start: istanbul('2026-03-02T08:00:00'), end: istanbul('2026-03-02T17:00:00') })).toBeNull();
    }
  });

  it('refuses Non Chargeable and Allowed outside working hours', () => {
    expect(checkWorkingHours(base)).toBe('outsideWorkingHours');
    expect(checkWorkingHours({ ...base, jobTypeClass: 'ALLOWED' })).toBe('outsideWorkingHours');
    expect(checkWorkingHours({ ...base, start: istanbul('2026-03-02T07:50:00'), end: istanbul('2026-03-02T09:00:00') })).toBe('outsideWorkingHours');
  });

  it('lets Chargeable and unclassified work go outside working hours', () => {
    expect(checkWorkingHours({ ...base, jobTypeClass: 'CHARGEABLE' })).toBeNull();
    expect(checkWorkingHours({ ...base, jobTypeClass: null })).toBeNull();
  });

  it('lets force normal shift through only when it is also allowed', () => {
    expect(checkWorkingHours({ ...base, forceNormalShift: true, forceNormalShiftAllowed: true })).toBeNull();
    expect(checkWorkingHours({ ...base, forceNormalShift: true, forceNormalShiftAllowed: false })).toBe('outsideWorkingHours');
    expect(checkWorkingHours({ ...base, forceNormalShift: false, forceNormalShiftAllowed: true })).toBe('outsideWorkingHours');
    expect(checkWorkingHours({ ...base, jobTypeClass: 'ALLOWED', forceNormalShift: true, forceNormalShiftAllowed: true })).toBeNull();
  });

  it("uses the technician's windows and the offset", () => {
    const night = resolveWorkingHours({ team: { workingHours: [{ startTime: '22:00', endTime: '06:00' }] } });
    expect(checkWorkingHours({ ...base, hours: night, start: istanbul('2026-03-02T23:00:00'), end: istanbul('2026-03-03T05:00:00') })).toBeNull();
    expect(checkWorkingHours({ ...base, hours: night, start: istanbul('2026-03-02T10:00:00'), end: istanbul('2026-03-02T11:00:00') })).toBe('outsideWorkingHours');
    // 16:00-18:00 Istanbul is 13:00-15:00 UTC: inside 08:00-17:00 when read in UTC.
    expect(checkWorkingHours({ ...base, tzOffsetMinutes: 0 })).toBeNull();
  });

  it('leaves empty and inverted ranges to the end-after-start rule', () => {
    expect(checkWorkingHours({ ...base, start: istanbul('2026-03-02T20:00:00'), end: istanbul('2026-03-02T20:00:30') })).toBeNull();
    expect(checkWorkingHours({ ...base, start: istanbul('2026-03-02T20:00:00'), end: istanbul('2026-03-02T19:00:00') })).toBeNull();
  });
});

describe('checkAllowance', () => {
  const window = { allowedFrom: '2026-03-02', allowedTo: '2026-03-06', maxDaysPerAssignment: 3 };
  const check = (start: string, end: string, trainingVacation: Parameters<typeof checkAllowance>[0]['trainingVacation'] = window) =>
    checkAllowance({ trainingVacation, start: istanbul(start), end: istanbul(end), tzOffsetMinutes: ISTANBUL });

  it('passes a range inside the window and the day limit', () => {
    expect(check('2026-03-02T08:00:00', '2026-03-02T17:00:00')).toBeNull();
    expect(check('2026-03-04T08:00:00', '2026-03-06T17:00:00')).toBeNull();
    expect(check('2026-03-02T00:00:00', '2026-03-04T23:59:00')).toBeNull();
  });

  it('refuses a start before allowedFrom or an end after allowedTo', () => {
    expect(check('2026-03-01T23:59:00', '2026-03-02T10:00:00')).toBe('notAssignment');
    expect(check('2026-03-06T08:00:00', '2026-03-07T00:01:00')).toBe('notAssignment');
  });

  it('counts an end at midnight as the day before', () => {
    expect(check('2026-03-06T08:00:00', '2026-03-07T00:00:00')).toBeNull();
    expect(check('2026-03-02T00:00:00', '2026-03-05T00:00:00')).toBeNull();
  });

  it('refuses more days than maxDaysPerAssignment', () => {
    expect(check('2026-03-02T08:00:00', '2026-03-05T08:00:00')).toBe('notAssignment');
    expect(check('2026-03-02T08:00:00', '2026-03-02T09:00:00', { maxDaysPerAssignment: 1 })).toBeNull();
    expect(check('2026-03-02T22:00:00', '2026-03-03T02:00:00', { maxDaysPerAssignment: 1 })).toBe('notAssignment');
  });

  it('treats missing bounds and limits as open', () => {
    expect(check('2020-01-01T08:00:00', '2030-01-01T08:00:00', {})).toBeNull();
    expect(check('2020-01-01T08:00:00', '2026-03-06T08:00:00', { allowedTo: '2026-03-06' })).toBeNull();
    expect(check('2026-03-02T08:00:00', '2030-01-01T08:00:00', { allowedFrom: '2026-03-02', allowedTo: null, maxDaysPerAssignment: null })).toBeNull();
  });

  it('decides the days in the given offset', () => {
    // 22:30 UTC on 1 March is 01:30 on 2 March in Istanbul but still 1 March in UTC.
    const start = Date.parse('2026-03-01T22:30:00Z');
    const end = Date.parse('2026-03-02T05:00:00Z');
    expect(checkAllowance({ trainingVacation: window, start, end, tzOffsetMinutes: ISTANBUL })).toBeNull();
    expect(checkAllowance({ trainingVacation: window, start, end, tzOffsetMinutes: 0 })).toBe('notAssignment');
  });

  it('leaves empty ranges to the end-after-start rule', () => {
    expect(check('2026-01-01T08:00:00', '2026-01-01T08:00:30')).toBeNull();
  });
});

describe('jobTypeOptions / checkJobType', () => {
  it('offers disassemble/assemble for 010 and expertise for 035 and 043 in TR10 and RU10 by default', () => {
    for (const org of ['TR10', 'RU10']) {
      expect(jobTypeOptions(org, '010', DEMO_CONFIG)).toEqual(['DISASSEMBLE', 'ASSEMBLE']);
      expect(jobTypeOptions(org, '035', DEMO_CONFIG)).toEqual(['ENTRY_EXPERTISE', 'EXIT_EXPERTISE']);
      expect(jobTypeOptions(org, '043', DEMO_CONFIG)).toEqual(['ENTRY_EXPERTISE', 'EXIT_EXPERTISE']);
      expect(jobTypeOptions(org, '020', DEMO_CONFIG)).toEqual([]);
      expect(jobTypeOptions(org, null, DEMO_CONFIG)).toEqual([]);
    }
  });

  it('offers nothing in other organizations', () => {
    expect(jobTypeOptions('TR20', '010', DEMO_CONFIG)).toEqual([]);
    expect(jobTypeOptions(null, '010', DEMO_CONFIG)).toEqual([]);
    expect(jobTypeOptions('TR1', '010', DEMO_CONFIG)).toEqual([]);
  });

  it('follows JOB_TYPE_RULE_ORGANIZATIONS when configured', () => {
    const config = { JOB_TYPE_RULE_ORGANIZATIONS: 'KZ10, az10' };
    expect(jobTypeOptions('KZ10', '010', config)).toEqual(['DISASSEMBLE', 'ASSEMBLE']);
    expect(jobTypeOptions('AZ10', '043', config)).toEqual(['ENTRY_EXPERTISE', 'EXIT_EXPERTISE']);
    expect(jobTypeOptions('TR10', '010', config)).toEqual([]);
    expect(jobTypeOptions('TR10', '010', { JOB_TYPE_RULE_ORGANIZATIONS: '' })).toEqual([]);
  });

  it('requires a job type when the field is shown, and only one it offers', () => {
    const base = { orgunit: 'TR10', jobCode: '010', config: DEMO_CONFIG };
    expect(checkJobType({ ...base, schedulerJobType: null })).toBe('jobTypeRequired');
    expect(checkJobType({ ...base, schedulerJobType: 'ASSEMBLE' })).toBeNull();
    expect(checkJobType({ ...base, schedulerJobType: 'EXIT_EXPERTISE' })).toBe('jobTypeNotAllowed');
    expect(checkJobType({ ...base, jobCode: '035', schedulerJobType: 'EXIT_EXPERTISE' })).toBeNull();
  });

  it('needs no job type where none is offered, and refuses one given there', () => {
    expect(checkJobType({ orgunit: 'TR20', jobCode: '010', schedulerJobType: null, config: DEMO_CONFIG })).toBeNull();
    expect(checkJobType({ orgunit: 'TR20', jobCode: '010', schedulerJobType: undefined, config: DEMO_CONFIG })).toBeNull();
    expect(checkJobType({ orgunit: 'TR20', jobCode: '010', schedulerJobType: 'ASSEMBLE', config: DEMO_CONFIG })).toBe('jobTypeNotAllowed');
  });
});

describe('workAreaRequired', () => {
  it('follows WORK_AREA_ENABLED_ORGANIZATIONS', () => {
    expect(workAreaRequired('TR10', DEMO_CONFIG)).toBe(true);
    expect(workAreaRequired('RU10', DEMO_CONFIG)).toBe(true);
    expect(workAreaRequired('tr10', DEMO_CONFIG)).toBe(true);
    expect(workAreaRequired('TR20', DEMO_CONFIG)).toBe(false);
    expect(workAreaRequired(null, DEMO_CONFIG)).toBe(false);
  });

  it('is off without the key (no default)', () => {
    expect(workAreaRequired('TR10', {})).toBe(false);
  });
});

describe('reasonForChangeRequired', () => {
  it('holds for ZBP and ZBO only', () => {
    expect(['ZBP', 'ZBO', 'zbp', 'ZBS', '', null, undefined].map(reasonForChangeRequired)).toEqual([true, true, true, false, false, false, false]);
  });
});

describe('validateAssignmentForm', () => {
  const valid: AssignmentFormInput = {
    orderSelected: true,
    technicianIds: ['T1'],
    workAreaShown: false,
    jobTypeShown: false,
    startDate: istanbul('2026-03-02T08:00:00'),
    endDate: istanbul('2026-03-02T10:00:00'),
  };

  it('passes a complete form', () => {
    expect(validateAssignmentForm(valid)).toEqual({});
    expect(validateAssignmentForm({ ...valid, workAreaShown: true, workAreaId: 3, jobTypeShown: true, schedulerJobType: 'ASSEMBLE', assignedBayNo: 'x'.repeat(255) })).toEqual({});
  });

  it('requires the order, a technician, start and end', () => {
    expect(validateAssignmentForm({ orderSelected: false, technicianIds: [], workAreaShown: false, jobTypeShown: false })).toEqual({
      order: 'required',
      technician: 'required',
      startDate: 'required',
      endDate: 'required',
    });
    expect(validateAssignmentForm({ ...valid, technicianIds: [' '] })).toEqual({ technician: 'required' });
    expect(validateAssignmentForm({ ...valid, startDate: Number.NaN })).toEqual({ startDate: 'required' });
  });

  it('needs no technician when it is locked, and no times when they are locked', () => {
    expect(validateAssignmentForm({ ...valid, technicianIds: [], technicianLocked: true })).toEqual({});
    expect(validateAssignmentForm({ ...valid, startDate: null, endDate: null, timesLocked: true })).toEqual({});
  });

  it('accepts several technicians (multiple tasks)', () => {
    expect(validateAssignmentForm({ ...valid, technicianIds: ['T1', 'T2'] })).toEqual({});
  });

  it('requires the work area and the job type only when shown', () => {
    expect(validateAssignmentForm({ ...valid, workAreaShown: true, jobTypeShown: true })).toEqual({ workArea: 'required', jobType: 'required' });
    expect(validateAssignmentForm({ ...valid, workAreaId: null, schedulerJobType: null })).toEqual({});
  });

  it('wants the end after the start, to the minute', () => {
    expect(validateAssignmentForm({ ...valid, endDate: valid.startDate })).toEqual({ endDate: 'endBeforeStart' });
    expect(validateAssignmentForm({ ...valid, endDate: valid.startDate! - 60_000 })).toEqual({ endDate: 'endBeforeStart' });
    expect(validateAssignmentForm({ ...valid, endDate: valid.startDate! + 59_000 })).toEqual({ endDate: 'endBeforeStart' });
    expect(validateAssignmentForm({ ...valid, endDate: valid.startDate! + 60_000 })).toEqual({});
  });

  it('limits free text to 255 characters', () => {
    expect(validateAssignmentForm({ ...valid, assignedBayNo: 'x'.repeat(256), planRejectReasonSourceType: 'y'.repeat(256) })).toEqual({
      assignedBayNo: 'tooLong',
      planRejectReasonSourceType: 'tooLong',
    });
  });
});
