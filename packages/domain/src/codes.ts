/** Code lists of the spec (status codes, types). The database enforces the same lists with check constraints. */

/** The spec's orderWekingStatus codes (part 1, section 4). */
export const WORKING_STATUSES = [
  'INFORMED_SAVED',
  'INFORMED_UNSAVED',
  'ACCEPT',
  'ENROUTE',
  'ONSITE',
  'INPROCESS',
  'JOBDONE',
  'BACKHOME',
  'ATHOME',
  'HOLD',
  'REJECT',
  'CONTINUES',
  'JOBCLOSED',
  'SEND_FORM',
  'ADD_CONFIRM',
  'UNDO',
  'OFFDAY',
] as const;
export type WorkingStatus = (typeof WORKING_STATUSES)[number];

export const SCHEDULER_JOB_TYPES = ['DISASSEMBLE', 'ASSEMBLE', 'ENTRY_EXPERTISE', 'EXIT_EXPERTISE'] as const;
export type SchedulerJobType = (typeof SCHEDULER_JOB_TYPES)[number];

export const WORKING_HOUR_TYPES = [
  'HOLIDAY_WORK',
  'OVERTIME',
  'OVERTIME_ON_WAY',
  'HOLIDAY_WORK_ON_WAY',
  'NORMAL_WORK',
  'NORMAL_WORK_ON_WAY',
] as const;
export type WorkingHourType = (typeof WORKING_HOUR_TYPES)[number];

export const TRAINING_VACATION_TYPES = ['TRAINING', 'VACATION'] as const;
export type TrainingVacationType = (typeof TRAINING_VACATION_TYPES)[number];

export const DRAFT_STATUSES = ['SAVED', 'ASSIGNED', 'CANCELLED'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export const CI_STATUSES = ['WAITING_APPROVAL', 'APPROVED', 'LIVE', 'REJECTED'] as const;
export type CiStatus = (typeof CI_STATUSES)[number];

export const SURVEY_QUESTION_TYPES = ['SMILEY'] as const;
export const SURVEY_REQUEST_STATUSES = ['SENT', 'ANSWERED', 'EXPIRED'] as const;
export type SurveyRequestStatus = (typeof SURVEY_REQUEST_STATUSES)[number];

export const OUTBOX_CHANNELS = ['SMS', 'EMAIL'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
