import type { SchedulerJobType } from '../codes';
import { MINUTE_MS, truncateToMinute } from './overlap';
import { daysBetween, ymdFromEpoch } from './date-presets';
import { isWithinWorkingHours, type WorkingWindow } from './working-hours';
import { isWithinFreeTextLimit } from './truncation';

/** Session configuration (key -> text), as configFor / the session's config map gives it. */
export type RuleConfig = Readonly<Record<string, string | null | undefined>>;

/**
 * The settings that decide a work order's flags: its country's (spec part 1 §6 matches them against the
 * order's country code, and a dispatcher may plan teams of several countries), else the user's own.
 */
export function configForCountry(countryConfigs: Readonly<Record<string, RuleConfig>> | undefined, countryCode: string | null | undefined, userConfig: RuleConfig): RuleConfig {
  return (countryCode ? countryConfigs?.[countryCode] : undefined) ?? userConfig;
}

/** Error codes of the assignment rules; the web half translates them, the server maps them to SAVE_ERRORS texts. */
export const ASSIGNMENT_RULE_ERRORS = {
  outsideWorkingHours: 'outsideWorkingHours',
  forceNormalShiftNotValid: 'forceNormalShiftNotValid',
  notAssignment: 'notAssignment',
  jobTypeRequired: 'jobTypeRequired',
  jobTypeNotAllowed: 'jobTypeNotAllowed',
  workAreaRequired: 'workAreaRequired',
  reasonRequired: 'reasonRequired',
} as const;
export type AssignmentRuleError = (typeof ASSIGNMENT_RULE_ERRORS)[keyof typeof ASSIGNMENT_RULE_ERRORS];

/** The entries of a comma-separated config value, trimmed, empties dropped; the fallback when the key is absent. */
export function configList(config: RuleConfig, key: string, fallback = ''): string[] {
  const value = config[key];
  return (value === undefined || value === null ? fallback : value)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

function listHas(config: RuleConfig, key: string, value: string | null | undefined, fallback = ''): boolean {
  const wanted = (value ?? '').trim().toUpperCase();
  return wanted.length > 0 && configList(config, key, fallback).some((entry) => entry.toUpperCase() === wanted);
}

export type JobTypeClass = 'NON_CHARGEABLE' | 'CHARGEABLE' | 'ALLOWED';
const JOB_TYPE_CLASSES: readonly JobTypeClass[] = ['NON_CHARGEABLE', 'CHARGEABLE', 'ALLOWED'];

/**
 * The charge class of a work order's type code (its simType, e.g. ZNC / ZCH / ZAL) from the comma lists
 * in the configuration keys NON_CHARGEABLE, CHARGEABLE and ALLOWED (first match in that order);
 * null when no list names it (training, vacation, an unlisted type).
 */
export function classifyJobType(code: string | null | undefined, config: RuleConfig): JobTypeClass | null {
  return JOB_TYPE_CLASSES.find((jobClass) => listHas(config, jobClass, code)) ?? null;
}

/** Whether a class is refused outside working hours (unless force normal shift applies). */
export function needsWorkingHours(jobTypeClass: JobTypeClass | null): boolean {
  return jobTypeClass === 'NON_CHARGEABLE' || jobTypeClass === 'ALLOWED';
}

/** True only when there is at least one organization and every one allows force normal shift. */
export function forceNormalShiftValid(technicianOrgs: readonly { forceNormalShiftEnabled: boolean }[]): boolean {
  return technicianOrgs.length > 0 && technicianOrgs.every((org) => org.forceNormalShiftEnabled);
}

/** 'forceNormalShiftNotValid' when forceNormalShift is asked for but not every selected technician's organization allows it. */
export function checkForceNormalShift(
  forceNormalShift: boolean | null | undefined,
  technicianOrgs: readonly { forceNormalShiftEnabled: boolean }[],
): 'forceNormalShiftNotValid' | null {
  return forceNormalShift && !forceNormalShiftValid(technicianOrgs) ? ASSIGNMENT_RULE_ERRORS.forceNormalShiftNotValid : null;
}

export interface WorkingHoursCheck {
  start: number;
  end: number;
  /** The technician's windows (resolveWorkingHours: team, organization, 08:00-17:00). */
  hours: readonly WorkingWindow[];
  tzOffsetMinutes: number;
  jobTypeClass: JobTypeClass | null;
  forceNormalShift: boolean | null | undefined;
  /** Whether every selected technician's organization allows force normal shift (forceNormalShiftValid). */
  forceNormalShiftAllowed: boolean;
}

/**
 * Spec part 1 §5: outside working hours, Non Chargeable and Allowed types are refused unless force normal
 * shift applies (asked for and allowed). Chargeable and unclassified work may be planned at any time.
 * An empty range is left to the end-after-start rule (null here).
 */
export function checkWorkingHours(check: WorkingHoursCheck): 'outsideWorkingHours' | null {
  if (truncateToMinute(check.end) <= truncateToMinute(check.start)) return null;
  if (!needsWorkingHours(check.jobTypeClass)) return null;
  if (check.forceNormalShift && check.forceNormalShiftAllowed) return null;
  return isWithinWorkingHours(check.start, check.end, check.hours, check.tzOffsetMinutes) ? null : ASSIGNMENT_RULE_ERRORS.outsideWorkingHours;
}

export interface TrainingVacationAllowance {
  /** First and last local day it may be planned on, 'YYYY-MM-DD'; null for open. */
  allowedFrom?: string | null;
  allowedTo?: string | null;
  /** Most local days one assignment may cover; null for no limit. */
  maxDaysPerAssignment?: number | null;
}

/**
 * Whether a training/vacation assignment [start, end) fits its allowance: its first and last local day
 * inside [allowedFrom, allowedTo], and at most maxDaysPerAssignment days. An end at midnight belongs to
 * the day before. 'notAssignment' when it does not fit; an empty range is left to the end-after-start rule.
 */
export function checkAllowance(input: {
  trainingVacation: TrainingVacationAllowance;
  start: number;
  end: number;
  tzOffsetMinutes: number;
}): 'notAssignment' | null {
  const start = truncateToMinute(input.start);
  const end = truncateToMinute(input.end);
  if (end <= start) return null;
  const { allowedFrom, allowedTo, maxDaysPerAssignment } = input.trainingVacation;
  const firstDay = ymdFromEpoch(start, input.tzOffsetMinutes);
  const lastDay = ymdFromEpoch(end - MINUTE_MS, input.tzOffsetMinutes);
  if (allowedFrom && firstDay < allowedFrom) return ASSIGNMENT_RULE_ERRORS.notAssignment;
  if (allowedTo && lastDay > allowedTo) return ASSIGNMENT_RULE_ERRORS.notAssignment;
  if (maxDaysPerAssignment !== null && maxDaysPerAssignment !== undefined && daysBetween(firstDay, lastDay) + 1 > maxDaysPerAssignment) {
    return ASSIGNMENT_RULE_ERRORS.notAssignment;
  }
  return null;
}

/** Config key naming the service centres with the job-type rule; the default when it is absent. */
export const JOB_TYPE_RULE_ORGANIZATIONS_KEY = 'JOB_TYPE_RULE_ORGANIZATIONS';
export const DEFAULT_JOB_TYPE_RULE_ORGANIZATIONS = 'TR10,RU10';
export const WORK_AREA_ENABLED_ORGANIZATIONS_KEY = 'WORK_AREA_ENABLED_ORGANIZATIONS';

/**
 * The job types offered for a work-order item (spec part 1 §5): only in the configured service centres,
 * job code 010 offers DISASSEMBLE / ASSEMBLE, 035 and 043 offer ENTRY_EXPERTISE / EXIT_EXPERTISE.
 * Empty when the field is not shown (and so not required).
 */
export function jobTypeOptions(orgunit: string | null | undefined, jobCode: string | null | undefined, config: RuleConfig): SchedulerJobType[] {
  if (!listHas(config, JOB_TYPE_RULE_ORGANIZATIONS_KEY, orgunit, DEFAULT_JOB_TYPE_RULE_ORGANIZATIONS)) return [];
  const code = (jobCode ?? '').trim();
  if (code === '010') return ['DISASSEMBLE', 'ASSEMBLE'];
  if (code === '035' || code === '043') return ['ENTRY_EXPERTISE', 'EXIT_EXPERTISE'];
  return [];
}

/** 'jobTypeRequired' when the field is shown and empty; 'jobTypeNotAllowed' for a type it does not offer. */
export function checkJobType(input: {
  orgunit: string | null | undefined;
  jobCode: string | null | undefined;
  schedulerJobType: string | null | undefined;
  config: RuleConfig;
}): 'jobTypeRequired' | 'jobTypeNotAllowed' | null {
  const options: readonly string[] = jobTypeOptions(input.orgunit, input.jobCode, input.config);
  if (!input.schedulerJobType) return options.length > 0 ? ASSIGNMENT_RULE_ERRORS.jobTypeRequired : null;
  return options.includes(input.schedulerJobType) ? null : ASSIGNMENT_RULE_ERRORS.jobTypeNotAllowed;
}

/** Whether the work-area field is shown and required: the organization is listed in WORK_AREA_ENABLED_ORGANIZATIONS. */
export function workAreaRequired(orgunit: string | null | undefined, config: RuleConfig): boolean {
  return listHas(config, WORK_AREA_ENABLED_ORGANIZATIONS_KEY, orgunit);
}

/** Work orders whose plan changes need a reason for change (spec part 1 §4, Assignment drawer). */
export const REASON_REQUIRED_SIM_CHANNELS: readonly string[] = ['ZBP', 'ZBO'];

/** Whether an update of an item on a work order with this simChannel needs planRejectReasonSourceType. */
export function reasonForChangeRequired(simChannel: string | null | undefined): boolean {
  return REASON_REQUIRED_SIM_CHANNELS.includes((simChannel ?? '').trim().toUpperCase());
}

export type AssignmentFormField = 'order' | 'technician' | 'workArea' | 'jobType' | 'startDate' | 'endDate' | 'assignedBayNo' | 'planRejectReasonSourceType';
export type AssignmentFormError = 'required' | 'endBeforeStart' | 'tooLong';

export interface AssignmentFormInput {
  /** A work-order item or a training/vacation is chosen. */
  orderSelected: boolean;
  technicianIds: readonly string[];
  technicianLocked?: boolean;
  workAreaShown: boolean;
  workAreaId?: number | null;
  jobTypeShown: boolean;
  schedulerJobType?: string | null;
  startDate?: number | null;
  endDate?: number | null;
  timesLocked?: boolean;
  assignedBayNo?: string | null;
  planRejectReasonSourceType?: string | null;
}

/**
 * The options step of the wizard / the drawer's detail form (spec part 1 §5): field -> error code,
 * empty when the form may go on. End after start compares whole minutes.
 */
export function validateAssignmentForm(input: AssignmentFormInput): Partial<Record<AssignmentFormField, AssignmentFormError>> {
  const errors: Partial<Record<AssignmentFormField, AssignmentFormError>> = {};
  if (!input.orderSelected) errors.order = 'required';
  if (!input.technicianLocked && input.technicianIds.filter((id) => id.trim().length > 0).length === 0) errors.technician = 'required';
  if (input.workAreaShown && !input.workAreaId) errors.workArea = 'required';
  if (input.jobTypeShown && !input.schedulerJobType) errors.jobType = 'required';
  if (!input.timesLocked) {
    const hasStart = typeof input.startDate === 'number' && Number.isFinite(input.startDate);
    const hasEnd = typeof input.endDate === 'number' && Number.isFinite(input.endDate);
    if (!hasStart) errors.startDate = 'required';
    if (!hasEnd) errors.endDate = 'required';
    if (hasStart && hasEnd && truncateToMinute(input.endDate!) <= truncateToMinute(input.startDate!)) errors.endDate = 'endBeforeStart';
  }
  for (const field of ['assignedBayNo', 'planRejectReasonSourceType'] as const) {
    if (!isWithinFreeTextLimit(input[field])) errors[field] = 'tooLong';
  }
  return errors;
}
