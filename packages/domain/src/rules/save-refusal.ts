import {
  checkAllowance,
  checkForceNormalShift,
  checkJobType,
  checkWorkingHours,
  classifyJobType,
  forceNormalShiftValid,
  reasonForChangeRequired,
  workAreaRequired,
  type RuleConfig,
  type TrainingVacationAllowance,
} from './assignment-rules';
import { truncateToMinute } from './overlap';
import type { WorkingWindow } from './working-hours';

/** What an item plans: a work-order item (with the order fields its rules read) or a training/leave. */
export type SaveCandidateSubject =
  | { kind: 'workOrder'; simType: string | null | undefined; jobCode: string | null | undefined; simChannel: string | null | undefined }
  | { kind: 'trainingVacation'; allowance: TrainingVacationAllowance };

/** A new or changed item as the rules see it, wherever it comes from (the drawer, a drag, a save request). */
export interface SaveCandidate {
  start: number;
  end: number;
  subject: SaveCandidateSubject;
  /** The technician's service centre: it decides the job-type and work-area rules. */
  orgunit: string;
  /** The organizations of the technicians it is planned for (one, or the wizard's several): force normal shift needs all of them. */
  technicianOrganizations: readonly { forceNormalShiftEnabled: boolean }[];
  /** The technician's working windows (resolveWorkingHours). */
  hours: readonly WorkingWindow[];
  /** The technician's country offset at the start: working hours and allowances are wall-clock times there. */
  tzOffsetMinutes: number;
  /** The settings of the work order's country. */
  config: RuleConfig;
  forceNormalShift: boolean | null | undefined;
  schedulerJobType: string | null | undefined;
  workAreaId: number | null | undefined;
  /**
   * Given when the reason for change is checked here: the server, for an update. The drawer asks for the
   * reason in its own dialog once the other rules pass, so it leaves this out.
   */
  planChange?: { planRejectReasonSourceType: string | null | undefined };
}

export type SaveRefusal =
  | 'endBeforeStart'
  | 'forceNormalShiftNotValid'
  | 'outsideWorkingHours'
  | 'jobTypeRequired'
  | 'jobTypeNotAllowed'
  | 'workAreaRequired'
  | 'reasonRequired'
  | 'notAssignment';

/**
 * Whether an item may be saved (spec part 1 §4, §5): the one rule the server applies on save and the web app
 * applies before a change enters the pending changes (drawer, wizard, drag). The first refusal in the
 * server's order, or null. Overlaps are not here: the database decides them on save (the web app checks
 * the rows it has loaded on its own).
 */
export function saveRefusal(candidate: SaveCandidate): SaveRefusal | null {
  const { start, end, subject, config, tzOffsetMinutes } = candidate;
  if (truncateToMinute(end) <= truncateToMinute(start)) return 'endBeforeStart';
  if (checkForceNormalShift(candidate.forceNormalShift, candidate.technicianOrganizations)) return 'forceNormalShiftNotValid';
  if (subject.kind === 'trainingVacation') return checkAllowance({ trainingVacation: subject.allowance, start, end, tzOffsetMinutes });
  const outside = checkWorkingHours({
    start,
    end,
    hours: candidate.hours,
    tzOffsetMinutes,
    jobTypeClass: classifyJobType(subject.simType, config),
    forceNormalShift: candidate.forceNormalShift,
    forceNormalShiftAllowed: forceNormalShiftValid(candidate.technicianOrganizations),
  });
  if (outside) return outside;
  const jobType = checkJobType({ orgunit: candidate.orgunit, jobCode: subject.jobCode, schedulerJobType: candidate.schedulerJobType, config });
  if (jobType) return jobType;
  if (workAreaRequired(candidate.orgunit, config) && !candidate.workAreaId) return 'workAreaRequired';
  if (candidate.planChange && reasonForChangeRequired(subject.simChannel) && !candidate.planChange.planRejectReasonSourceType?.trim()) return 'reasonRequired';
  return null;
}
