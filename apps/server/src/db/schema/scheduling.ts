import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  DRAFT_STATUSES,
  SCHEDULER_JOB_TYPES,
  TRAINING_VACATION_TYPES,
  WORKING_HOUR_TYPES,
  WORKING_STATUSES,
  oneOf,
  wholeMinute,
} from '../codes';
import { countries, organizations } from './organization';
import { technicians, users } from './people';
import { customers, workOrderItems } from './work-orders';

/** Training and leave kinds a technician can be planned for. allowedFrom/allowedTo is the allowance window. */
export const trainingVacations = pgTable(
  'training_vacations',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text(),
    type: text().notNull(),
    laborType: text(),
    laborTypeText: text(),
    /** null: offered in every country. */
    countryCode: text().references(() => countries.code),
    allowedFrom: date(),
    allowedTo: date(),
    maxDaysPerAssignment: integer(),
    active: boolean().notNull().default(true),
  },
  (t) => [
    index().on(t.countryCode),
    check('training_vacation_type', oneOf(t.type, TRAINING_VACATION_TYPES)),
    check('training_vacation_window', sql`${t.allowedFrom} is null or ${t.allowedTo} is null or ${t.allowedTo} >= ${t.allowedFrom}`),
    check('training_vacation_max_days', sql`${t.maxDaysPerAssignment} is null or ${t.maxDaysPerAssignment} > 0`),
  ],
);

/** Bays/areas of a service centre; required on assignments only for WORK_AREA_ENABLED_ORGANIZATIONS. */
export const workAreas = pgTable(
  'work_areas',
  {
    areaId: serial().primaryKey(),
    orgunit: text()
      .notNull()
      .references(() => organizations.orgunit),
    areaName: text().notNull(),
  },
  (t) => [index().on(t.orgunit)],
);

/**
 * The spec's "scheduler items": a technician planned on a work-order item or on a
 * training/vacation for [startDate, endDate). One technician's live items never overlap:
 * the exclusion constraint assignments_no_overlap is added by a hand-written migration
 * (drizzle cannot express it). Deleting is soft (deletedAt) so the history stays.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serial().primaryKey(),
    technicianBpNo: text()
      .notNull()
      .references(() => technicians.bpNo),
    workOrderItemId: integer().references(() => workOrderItems.id),
    trainingVacationId: integer().references(() => trainingVacations.id),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    workingStatus: text().notNull().default('INFORMED_SAVED'),
    schedulerJobType: text(),
    forceNormalShift: boolean().notNull().default(false),
    assignedBayNo: text(),
    plInfo: boolean().notNull().default(false),
    planRejectReasonSourceType: text(),
    workAreaId: integer().references(() => workAreas.areaId),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    sos: boolean().notNull().default(false),
    shouldBeDeleted: boolean().notNull().default(false),
    draftId: integer().references((): AnyPgColumn => drafts.id, { onDelete: 'set null' }),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Planning by technician and day (the exclusion constraint's GiST index serves range overlap too).
    index().on(t.technicianBpNo, t.startDate),
    // Planning history by date.
    index().on(t.startDate),
    index().on(t.workOrderItemId),
    index().on(t.trainingVacationId),
    index().on(t.draftId),
    check('assignment_one_subject', sql`num_nonnulls(${t.workOrderItemId}, ${t.trainingVacationId}) = 1`),
    check('assignment_end_after_start', sql`${t.endDate} > ${t.startDate}`),
    check('assignment_start_whole_minute', wholeMinute(t.startDate)),
    check('assignment_end_whole_minute', wholeMinute(t.endDate)),
    check('assignment_working_status', oneOf(t.workingStatus, WORKING_STATUSES)),
    check('assignment_job_type', sql`${t.schedulerJobType} is null or ${oneOf(t.schedulerJobType, SCHEDULER_JOB_TYPES)}`),
  ],
);

/** Every change of an assignment writes a row: who, when, what (status plus a detail text and the dates then). */
export const assignmentStatusHistory = pgTable(
  'assignment_status_history',
  {
    id: serial().primaryKey(),
    assignmentId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    detail: text(),
    postedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    postedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text: the poster may be a technician (mobile app) or a user who is later removed. */
    postedByName: text().notNull(),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.assignmentId, t.postedAt), index().on(t.postedAt), check('assignment_history_status', oneOf(t.status, WORKING_STATUSES))],
);

/** Hours booked on an assignment per work-log type. */
export const assignmentWorkAmounts = pgTable(
  'assignment_work_amounts',
  {
    assignmentId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    workingHourType: text().notNull(),
    amount: numeric().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.workingHourType] }),
    check('work_amount_type', oneOf(t.workingHourType, WORKING_HOUR_TYPES)),
    check('work_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** Draft work orders raised by technicians in the field; a dispatcher turns one into an assignment (schedulerId). */
export const drafts = pgTable(
  'drafts',
  {
    id: serial().primaryKey(),
    status: text().notNull().default('SAVED'),
    technicianBpNo: text()
      .notNull()
      .references(() => technicians.bpNo),
    customerNumber: text().references(() => customers.number),
    customerName: text(),
    serialNumber: text(),
    description: text(),
    schedulerId: integer().references((): AnyPgColumn => assignments.id),
    dispatcherUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Draft search: a date range, optionally by status or technician.
    index().on(t.createdAt),
    index().on(t.status, t.createdAt),
    index().on(t.technicianBpNo, t.createdAt),
    index().on(t.schedulerId),
    index().using('gin', t.serialNumber.op('gin_trgm_ops')),
    check('draft_status', oneOf(t.status, DRAFT_STATUSES)),
    check('draft_assigned_has_scheduler', sql`${t.status} <> 'ASSIGNED' or ${t.schedulerId} is not null`),
  ],
);

export const draftStatusHistory = pgTable(
  'draft_status_history',
  {
    id: serial().primaryKey(),
    draftId: integer()
      .notNull()
      .references(() => drafts.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    detail: text(),
    postedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    postedByName: text().notNull(),
  },
  (t) => [index().on(t.draftId, t.postedAt), check('draft_history_status', oneOf(t.status, DRAFT_STATUSES))],
);
