import { rangesOverlap, truncateToMinute } from './overlap';
import { configList, checkAllowance, checkWorkingHours, type JobTypeClass, type RuleConfig, type TrainingVacationAllowance } from './assignment-rules';
import { MAX_REPETITIVE_DAYS, expandRepetitiveTasks, offsetAtInstant, type TzOffset } from './repetitive-tasks';
import { daysBetween, ymdFromEpoch } from './date-presets';
import { formatMinuteOfDay, localMinuteOfDay, type WorkingWindow } from './working-hours';

/**
 * The advanced assignment wizard (spec part 1 §2 "Advanced wizard", §4 "Wizard", §5): three steps
 * (options, data list, approve). Everything here is pure so the drawer and the tests share it.
 */

export const WIZARD_STEPS = ['options', 'dataList', 'approve'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Spec part 1 §9: the wizard's data list shows 5 tasks per page. */
export const WIZARD_PAGE_SIZE = 5;

/** Single task: one technician, one task. Multiple tasks: several technicians, and optionally one task per day. */
export type WizardEntryMode = 'single' | 'multiple';

export interface WizardModes {
  single: boolean;
  multiple: boolean;
  /** Repetitive mode (a task per day) inside multiple tasks. */
  repetitive: boolean;
}

function flagOn(config: RuleConfig, key: string, fallback: boolean): boolean {
  const value = config[key];
  if (value === undefined || value === null || value.trim() === '') return fallback;
  return value.trim().toLowerCase() === 'true';
}

/**
 * Which entry modes the wizard offers (spec part 1 §6): SINGLE_ASSIGNMENT offers single-task entry,
 * REPEAT_ASSIGNMENT multiple-task entry with its repetitive mode, and TRAINING_REPETITIVE_ENABLED must
 * also be 'true' for the repetitive mode of training and leave. An absent flag counts as on; when both
 * entry flags are off, single-task entry stays so the wizard is never empty.
 */
export function wizardModes(config: RuleConfig, kind: 'workOrder' | 'trainingVacation' | null): WizardModes {
  const multiple = flagOn(config, 'REPEAT_ASSIGNMENT', true);
  const single = flagOn(config, 'SINGLE_ASSIGNMENT', true) || !multiple;
  const repetitive = multiple && (kind !== 'trainingVacation' || flagOn(config, 'TRAINING_REPETITIVE_ENABLED', true));
  return { single, multiple, repetitive };
}

/** Whether the Advanced toggle starts on: the country is listed in ADVANCED_ASSIGNMENT_DEFAULT (comma list of country codes). */
export function advancedByDefault(config: RuleConfig, countryCode: string | null | undefined): boolean {
  const wanted = (countryCode ?? '').trim().toUpperCase();
  return wanted.length > 0 && configList(config, 'ADVANCED_ASSIGNMENT_DEFAULT').some((code) => code.toUpperCase() === wanted);
}

export interface WizardOptions {
  mode: WizardEntryMode;
  repetitive: boolean;
  excludeWeekends: boolean;
  excludeHolidays: boolean;
  technicians: readonly { bpNo: string; countryCode: string }[];
  /** Single task / same time for all: the task's start and end. Repetitive: first day + daily start, last day + daily end. */
  startDate: number;
  endDate: number;
}

export type WizardOptionsError = 'singleTechnicianOnly' | 'rangeTooLong' | 'noDays';

/**
 * Checks of the options step beyond the assignment form's own (validateAssignmentForm): single-task
 * entry takes one technician; a repetitive range may cover at most MAX_REPETITIVE_DAYS days and its
 * daily times must differ.
 */
export function validateWizardOptions(options: WizardOptions, tz: TzOffset): WizardOptionsError | null {
  if (options.mode === 'single' && options.technicians.length > 1) return 'singleTechnicianOnly';
  if (options.mode === 'multiple' && options.repetitive) {
    const first = ymdFromEpoch(truncateToMinute(options.startDate), offsetAtInstant(tz, options.startDate));
    const last = ymdFromEpoch(truncateToMinute(options.endDate), offsetAtInstant(tz, options.endDate));
    if (daysBetween(first, last) + 1 > MAX_REPETITIVE_DAYS) return 'rangeTooLong';
    const { startTime, endTime } = dailyTimes(options, tz);
    if (startTime === endTime) return 'noDays';
  }
  return null;
}

function dailyTimes(options: Pick<WizardOptions, 'startDate' | 'endDate'>, tz: TzOffset) {
  return {
    startTime: formatMinuteOfDay(localMinuteOfDay(options.startDate, offsetAtInstant(tz, options.startDate))),
    endTime: formatMinuteOfDay(localMinuteOfDay(options.endDate, offsetAtInstant(tz, options.endDate))),
  };
}

export interface WizardTask {
  key: string;
  technicianId: string;
  startDate: number;
  endDate: number;
}

/**
 * The tasks the options make: repetitive mode one per technician and local day (expandRepetitiveTasks,
 * with the daily times taken from the start and end), otherwise one per technician at start-end.
 * Keys are `${prefix}-${index}`.
 */
export function buildWizardTasks(
  options: WizardOptions,
  holidays: readonly { countryCode: string; date: string }[],
  tz: TzOffset,
  prefix = 'w',
): WizardTask[] {
  const technicians = options.mode === 'single' ? options.technicians.slice(0, 1) : options.technicians;
  const start = truncateToMinute(options.startDate);
  const end = truncateToMinute(options.endDate);
  if (end <= start || technicians.length === 0) return [];
  if (options.mode === 'multiple' && options.repetitive) {
    const { startTime, endTime } = dailyTimes(options, tz);
    return expandRepetitiveTasks({
      technicians,
      startDate: start,
      endDate: end,
      startTime,
      endTime,
      excludeWeekends: options.excludeWeekends,
      excludeHolidays: options.excludeHolidays,
      holidays,
      tzOffsetMinutes: tz,
    }).map((task, index) => ({ key: `${prefix}-${index}`, technicianId: task.technicianId, startDate: task.startDate, endDate: task.endDate }));
  }
  return technicians.map((technician, index) => ({ key: `${prefix}-${index}`, technicianId: technician.bpNo, startDate: start, endDate: end }));
}

export type WizardTaskError = 'overlap' | 'notAssignment' | 'outsideWorkingHours';

export interface WizardTaskContext {
  /** Each technician's items as the grid holds them (loaded items with the pending changes applied). */
  existing: ReadonlyMap<string, readonly { startDate: number; endDate: number }[]>;
  /** Working windows per technician (resolveWorkingHours); absent technicians are not checked. */
  workingHours?: ReadonlyMap<string, readonly WorkingWindow[]>;
  /** The work order's charge class (classifyJobType); null for training/leave and unclassified work. */
  jobTypeClass: JobTypeClass | null;
  forceNormalShift: boolean;
  forceNormalShiftAllowed: boolean;
  /** The training/leave being planned; null for a work order. */
  trainingVacation: TrainingVacationAllowance | null;
  tz: TzOffset;
  /**
   * Each technician's own zone (their country's), where working hours and allowance windows are
   * wall-clock times, as the server checks them; `tz` for a technician not in the map.
   */
  technicianZones?: ReadonlyMap<string, TzOffset>;
}

/**
 * Each task's error (spec part 1 §5): it overlaps an item of its technician or an earlier task of the
 * list for the same technician (minute-precision, half-open), a training/leave task outside its
 * allowance (also reported by the spec as an overlap-type error, here as notAssignment so the text can
 * name the type), or Non Chargeable / Allowed work outside working hours without force normal shift.
 * Tasks without an error are absent from the map.
 */
export function checkWizardTasks(tasks: readonly WizardTask[], context: WizardTaskContext): Map<string, WizardTaskError> {
  const errors = new Map<string, WizardTaskError>();
  for (let i = 0; i < tasks.length; i++) {
    const task = tasks[i];
    const range = { start: task.startDate, end: task.endDate };
    const offset = offsetAtInstant(context.technicianZones?.get(task.technicianId) ?? context.tz, task.startDate);
    const clashesExisting = (context.existing.get(task.technicianId) ?? []).some((item) => rangesOverlap(range, { start: item.startDate, end: item.endDate }));
    const clashesEarlier = tasks.slice(0, i).some((other) => other.technicianId === task.technicianId && rangesOverlap(range, { start: other.startDate, end: other.endDate }));
    if (clashesExisting || clashesEarlier) {
      errors.set(task.key, 'overlap');
      continue;
    }
    if (context.trainingVacation && checkAllowance({ trainingVacation: context.trainingVacation, start: task.startDate, end: task.endDate, tzOffsetMinutes: offset })) {
      errors.set(task.key, 'notAssignment');
      continue;
    }
    const hours = context.workingHours?.get(task.technicianId);
    if (
      hours &&
      checkWorkingHours({
        start: task.startDate,
        end: task.endDate,
        hours,
        tzOffsetMinutes: offset,
        jobTypeClass: context.jobTypeClass,
        forceNormalShift: context.forceNormalShift,
        forceNormalShiftAllowed: context.forceNormalShiftAllowed,
      })
    ) {
      errors.set(task.key, 'outsideWorkingHours');
    }
  }
  return errors;
}

/** Why a step cannot go on: the options form has errors, a task has an error, or there is nothing to approve. */
export type WizardStepBlock = 'invalidOptions' | 'taskErrors' | 'empty';

/**
 * Whether the wizard may leave a step (spec part 1 §4 "Wizard", §5): Next on the options step needs a
 * valid options form; Next on the data list is blocked while any task has an error (an empty list may
 * go on); Finish on the approve step needs at least one task (the generic error otherwise).
 */
export function wizardStepBlock(
  step: WizardStep,
  state: { optionErrorCount: number; tasks: readonly { key: string }[]; taskErrors: ReadonlyMap<string, unknown> },
): WizardStepBlock | null {
  if (step === 'options') return state.optionErrorCount > 0 ? 'invalidOptions' : null;
  if (step === 'dataList') return state.tasks.some((task) => state.taskErrors.has(task.key)) ? 'taskErrors' : null;
  return state.tasks.length === 0 ? 'empty' : null;
}
