import { describe, expect, it } from 'vitest';
import {
  advancedByDefault,
  buildWizardTasks,
  checkWizardTasks,
  validateWizardOptions,
  wizardModes,
  wizardStepBlock,
  type WizardOptions,
  type WizardTaskContext,
} from './assignment-wizard';
import { draftSerialDiffers, serialNumberMatches } from './draft-assignment';

const ISTANBUL = 180;
const istanbul = (local: string) => Date.parse(`${local}+03:00`);

/** 2026-03-02 is a Monday; 2026-03-05 is made a TR holiday below. */
function options(overrides: Partial<WizardOptions> = {}): WizardOptions {
  return {
    mode: 'multiple',
    repetitive: true,
    excludeWeekends: true,
    excludeHolidays: true,
    technicians: [{ bpNo: 'T1', countryCode: 'TR' }],
    startDate: istanbul('2026-03-02T09:00:00'),
    endDate: istanbul('2026-03-08T12:00:00'),
    ...overrides,
  };
}
const holidays = [
  { countryCode: 'TR', date: '2026-03-05' },
  { countryCode: 'RU', date: '2026-03-03' },
];

function context(overrides: Partial<WizardTaskContext> = {}): WizardTaskContext {
  return { existing: new Map(), jobTypeClass: null, forceNormalShift: false, forceNormalShiftAllowed: false, trainingVacation: null, tz: ISTANBUL, ...overrides };
}

describe('wizardModes / advancedByDefault', () => {
  it('offers every mode when the flags are on or absent', () => {
    expect(wizardModes({}, 'workOrder')).toEqual({ single: true, multiple: true, repetitive: true });
    expect(wizardModes({ REPEAT_ASSIGNMENT: 'true', SINGLE_ASSIGNMENT: 'true', TRAINING_REPETITIVE_ENABLED: 'true' }, 'trainingVacation')).toEqual({ single: true, multiple: true, repetitive: true });
  });

  it('follows REPEAT_ASSIGNMENT, SINGLE_ASSIGNMENT and TRAINING_REPETITIVE_ENABLED', () => {
    expect(wizardModes({ REPEAT_ASSIGNMENT: 'false' }, 'workOrder')).toEqual({ single: true, multiple: false, repetitive: false });
    expect(wizardModes({ SINGLE_ASSIGNMENT: 'false' }, 'workOrder')).toEqual({ single: false, multiple: true, repetitive: true });
    expect(wizardModes({ TRAINING_REPETITIVE_ENABLED: 'false' }, 'trainingVacation').repetitive).toBe(false);
    expect(wizardModes({ TRAINING_REPETITIVE_ENABLED: 'false' }, 'workOrder').repetitive).toBe(true);
    // Both entries off: single-task entry stays.
    expect(wizardModes({ SINGLE_ASSIGNMENT: 'false', REPEAT_ASSIGNMENT: 'false' }, null).single).toBe(true);
  });

  it('starts advanced for the countries in ADVANCED_ASSIGNMENT_DEFAULT', () => {
    const config = { ADVANCED_ASSIGNMENT_DEFAULT: 'TR, kz' };
    expect(advancedByDefault(config, 'TR')).toBe(true);
    expect(advancedByDefault(config, 'KZ')).toBe(true);
    expect(advancedByDefault(config, 'RU')).toBe(false);
    expect(advancedByDefault(config, null)).toBe(false);
    expect(advancedByDefault({}, 'TR')).toBe(false);
  });
});

describe('validateWizardOptions', () => {
  it('takes one technician in single-task entry', () => {
    expect(validateWizardOptions(options({ mode: 'single', technicians: [{ bpNo: 'A', countryCode: 'TR' }, { bpNo: 'B', countryCode: 'TR' }] }), ISTANBUL)).toBe('singleTechnicianOnly');
    expect(validateWizardOptions(options({ mode: 'single' }), ISTANBUL)).toBeNull();
  });

  it('refuses repetitive ranges over a year and equal daily times', () => {
    expect(validateWizardOptions(options({ endDate: istanbul('2027-03-08T12:00:00') }), ISTANBUL)).toBe('rangeTooLong');
    expect(validateWizardOptions(options({ endDate: istanbul('2026-03-08T09:00:00') }), ISTANBUL)).toBe('noDays');
    expect(validateWizardOptions(options(), ISTANBUL)).toBeNull();
    // Not repetitive: one long task is fine.
    expect(validateWizardOptions(options({ repetitive: false, endDate: istanbul('2027-03-08T12:00:00') }), ISTANBUL)).toBeNull();
  });
});

describe('buildWizardTasks', () => {
  it('makes one task per working day, skipping the weekend and the holiday of the technician country', () => {
    const tasks = buildWizardTasks(options({ technicians: [{ bpNo: 'T1', countryCode: 'TR' }, { bpNo: 'R1', countryCode: 'RU' }] }), holidays, ISTANBUL);
    const days = (id: string) => tasks.filter((t) => t.technicianId === id).map((t) => new Date(t.startDate + ISTANBUL * 60_000).toISOString().slice(0, 10));
    expect(days('T1')).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-06']);
    expect(days('R1')).toEqual(['2026-03-02', '2026-03-04', '2026-03-05', '2026-03-06']);
    expect(tasks[0]).toEqual({ key: 'w-0', technicianId: 'T1', startDate: istanbul('2026-03-02T09:00:00'), endDate: istanbul('2026-03-02T12:00:00') });
    expect(new Set(tasks.map((t) => t.key)).size).toBe(tasks.length);
  });

  it('keeps weekends and holidays when asked to', () => {
    expect(buildWizardTasks(options({ excludeWeekends: false, excludeHolidays: false }), holidays, ISTANBUL)).toHaveLength(7);
    expect(buildWizardTasks(options({ excludeWeekends: false }), holidays, ISTANBUL)).toHaveLength(6);
  });

  it('makes one task per technician at start-end when not repetitive, and one task in single entry', () => {
    const two = [{ bpNo: 'A', countryCode: 'TR' }, { bpNo: 'B', countryCode: 'TR' }];
    const start = istanbul('2026-03-02T09:00:00');
    const end = istanbul('2026-03-02T11:00:30');
    expect(buildWizardTasks(options({ repetitive: false, technicians: two, startDate: start, endDate: end }), [], ISTANBUL)).toEqual([
      { key: 'w-0', technicianId: 'A', startDate: start, endDate: istanbul('2026-03-02T11:00:00') },
      { key: 'w-1', technicianId: 'B', startDate: start, endDate: istanbul('2026-03-02T11:00:00') },
    ]);
    expect(buildWizardTasks(options({ mode: 'single', technicians: two, startDate: start, endDate: end }), [], ISTANBUL, 'x')).toEqual([
      { key: 'x-0', technicianId: 'A', startDate: start, endDate: istanbul('2026-03-02T11:00:00') },
    ]);
  });

  it('makes nothing for an empty range or no technician', () => {
    expect(buildWizardTasks(options({ endDate: istanbul('2026-03-01T09:00:00') }), [], ISTANBUL)).toEqual([]);
    expect(buildWizardTasks(options({ technicians: [] }), [], ISTANBUL)).toEqual([]);
  });
});

describe('checkWizardTasks', () => {
  const day = (d: string, from: string, to: string) => ({ startDate: istanbul(`${d}T${from}:00`), endDate: istanbul(`${d}T${to}:00`) });

  it('reports an overlap with an existing item, half-open and minute-precise', () => {
    const tasks = [
      { key: 'a', technicianId: 'T1', ...day('2026-03-02', '09:00', '12:00') },
      { key: 'b', technicianId: 'T1', ...day('2026-03-03', '09:00', '12:00') },
      { key: 'c', technicianId: 'T2', ...day('2026-03-02', '09:00', '12:00') },
    ];
    const existing = new Map([
      ['T1', [day('2026-03-02', '11:59', '13:00'), day('2026-03-03', '12:00', '13:00')]],
      ['T2', [{ startDate: istanbul('2026-03-02T08:00:00'), endDate: istanbul('2026-03-02T09:00:59') }]],
    ]);
    expect([...checkWizardTasks(tasks, context({ existing }))]).toEqual([['a', 'overlap']]);
  });

  it('reports a task overlapping an earlier task of the same technician in the list', () => {
    const tasks = [
      { key: 'a', technicianId: 'T1', ...day('2026-03-02', '09:00', '12:00') },
      { key: 'b', technicianId: 'T1', ...day('2026-03-02', '10:00', '11:00') },
    ];
    expect([...checkWizardTasks(tasks, context())]).toEqual([['b', 'overlap']]);
  });

  it('reports training outside its allowance', () => {
    const tasks = [
      { key: 'a', technicianId: 'T1', ...day('2026-03-02', '09:00', '12:00') },
      { key: 'b', technicianId: 'T1', ...day('2026-03-10', '09:00', '12:00') },
    ];
    const errors = checkWizardTasks(tasks, context({ trainingVacation: { allowedFrom: '2026-03-01', allowedTo: '2026-03-09' } }));
    expect([...errors]).toEqual([['b', 'notAssignment']]);
  });

  it('reports Non Chargeable work outside working hours unless force normal shift applies', () => {
    const tasks = [
      { key: 'a', technicianId: 'T1', ...day('2026-03-02', '09:00', '12:00') },
      { key: 'b', technicianId: 'T1', ...day('2026-03-03', '18:00', '20:00') },
    ];
    const workingHours = new Map([['T1', [{ startMinute: 8 * 60, endMinute: 17 * 60 }]]]);
    expect([...checkWizardTasks(tasks, context({ workingHours, jobTypeClass: 'NON_CHARGEABLE' }))]).toEqual([['b', 'outsideWorkingHours']]);
    expect(checkWizardTasks(tasks, context({ workingHours, jobTypeClass: 'NON_CHARGEABLE', forceNormalShift: true, forceNormalShiftAllowed: true })).size).toBe(0);
    expect(checkWizardTasks(tasks, context({ workingHours, jobTypeClass: 'CHARGEABLE' })).size).toBe(0);
  });

  it("checks working hours in each technician's own zone when one is given", () => {
    // 18:00-20:00 in Istanbul is 21:00-23:00 in Bishkek (+6) and 15:00-17:00 in London in winter.
    const tasks = [
      { key: 'kg', technicianId: 'KG1', ...day('2026-03-03', '18:00', '20:00') },
      { key: 'gb', technicianId: 'GB1', ...day('2026-03-03', '18:00', '20:00') },
    ];
    const hours = [{ startMinute: 8 * 60, endMinute: 17 * 60 }];
    const workingHours = new Map([['KG1', hours], ['GB1', hours]]);
    const technicianZones = new Map([['KG1', 360], ['GB1', 0]]);
    expect([...checkWizardTasks(tasks, context({ workingHours, technicianZones, jobTypeClass: 'NON_CHARGEABLE' }))]).toEqual([['kg', 'outsideWorkingHours']]);
  });
});

describe('wizardStepBlock', () => {
  const none = new Map<string, string>();
  it('blocks the options step on form errors', () => {
    expect(wizardStepBlock('options', { optionErrorCount: 2, tasks: [], taskErrors: none })).toBe('invalidOptions');
    expect(wizardStepBlock('options', { optionErrorCount: 0, tasks: [], taskErrors: none })).toBeNull();
  });

  it('blocks the data list while any task has an error, and lets an empty list go on', () => {
    const tasks = [{ key: 'a' }, { key: 'b' }];
    expect(wizardStepBlock('dataList', { optionErrorCount: 0, tasks, taskErrors: new Map([['b', 'overlap']]) })).toBe('taskErrors');
    expect(wizardStepBlock('dataList', { optionErrorCount: 0, tasks: [{ key: 'a' }], taskErrors: new Map([['b', 'overlap']]) })).toBeNull();
    expect(wizardStepBlock('dataList', { optionErrorCount: 0, tasks: [], taskErrors: none })).toBeNull();
  });

  it('refuses to finish an empty approve step', () => {
    expect(wizardStepBlock('approve', { optionErrorCount: 0, tasks: [], taskErrors: none })).toBe('empty');
    expect(wizardStepBlock('approve', { optionErrorCount: 0, tasks: [{ key: 'a' }], taskErrors: none })).toBeNull();
  });
});

describe('draft serial numbers', () => {
  it('warns when the draft serial differs from the order, ignoring case and spaces', () => {
    expect(draftSerialDiffers('CAT 0320 ABC', 'cat0320abc')).toBe(false);
    expect(draftSerialDiffers('CAT0320ABC', 'CAT0320ABD')).toBe(true);
    expect(draftSerialDiffers('CAT0320ABC', null)).toBe(true);
    expect(draftSerialDiffers('', 'X')).toBe(false);
    expect(draftSerialDiffers(null, 'X')).toBe(false);
  });

  it('accepts a typed serial only when it matches one of the order serials', () => {
    expect(serialNumberMatches('', ['A1'])).toBe(true);
    expect(serialNumberMatches('a1', ['B2', 'A1'])).toBe(true);
    expect(serialNumberMatches('İA1', ['ia1'])).toBe(true);
    expect(serialNumberMatches('A2', ['A1', null])).toBe(false);
    expect(serialNumberMatches('A2', [])).toBe(false);
  });
});
