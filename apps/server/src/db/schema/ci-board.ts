import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { CI_STATUSES, oneOf } from '../codes';
import { countries, organizations } from './organization';
import { technicians, users } from './people';

/** Continuous-improvement suggestions (waste or ISG) and their committee review. */
export const ciSuggestions = pgTable(
  'ci_suggestions',
  {
    id: serial().primaryKey(),
    /** The ID shown to users. */
    recordReferenceKey: text().notNull().unique(),
    createdByUserId: integer()
      .notNull()
      .references(() => users.id),
    fullName: text().notNull(),
    orgunit: text()
      .notNull()
      .references(() => organizations.orgunit),
    /** A code of the 'department' localisation map. */
    department: text().notNull(),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    isWasteType: boolean().notNull(),
    wasteType: text(),
    isgType: text(),
    problem: varchar({ length: 1000 }).notNull(),
    proposal: varchar({ length: 1000 }).notNull(),
    status: text().notNull().default('WAITING_APPROVAL'),
    gradingType: text(),
    /** null while unset (the save payload sends null). */
    bestPractice: boolean(),
    isGraded: boolean().notNull().default(false),
    gradedBy: text(),
    committeeNote: varchar({ length: 1000 }),
    employeeNote: varchar({ length: 1000 }),
    dueDate: date(),
    serialNumber: text(),
    workOrderNo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The CI list: one country, a created/updated/due date range, then filters.
    index().on(t.countryCode, t.createdAt),
    index().on(t.countryCode, t.updatedAt),
    index().on(t.countryCode, t.dueDate),
    index().on(t.status),
    index().on(t.createdByUserId),
    index().on(t.orgunit),
    check('ci_suggestion_status', oneOf(t.status, CI_STATUSES)),
    // Waste type when the waste option is chosen, otherwise an ISG type.
    check('ci_suggestion_type', sql`case when ${t.isWasteType} then ${t.wasteType} is not null else ${t.isgType} is not null end`),
    check('ci_suggestion_rejected_note', sql`${t.status} <> 'REJECTED' or ${t.committeeNote} is not null`),
    check('ci_suggestion_due_date', sql`${t.status} not in ('LIVE', 'APPROVED') or ${t.dueDate} is not null`),
  ],
);

/** The technicians a suggestion names (outputSuggestedTechnicianList). */
export const ciSuggestionTechnicians = pgTable(
  'ci_suggestion_technicians',
  {
    suggestionId: integer()
      .notNull()
      .references(() => ciSuggestions.id, { onDelete: 'cascade' }),
    technicianBpNo: text()
      .notNull()
      .references(() => technicians.bpNo, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.suggestionId, t.technicianBpNo] }), index().on(t.technicianBpNo)],
);

/** Every status or grading change of a suggestion. */
export const ciStatusHistory = pgTable(
  'ci_status_history',
  {
    id: serial().primaryKey(),
    suggestionId: integer()
      .notNull()
      .references(() => ciSuggestions.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdByName: text().notNull(),
    previousStatus: text(),
    status: text().notNull(),
    previousGradingType: text(),
    gradingType: text(),
  },
  (t) => [
    index().on(t.suggestionId, t.createdAt),
    check('ci_history_status', oneOf(t.status, CI_STATUSES)),
    check('ci_history_previous_status', sql`${t.previousStatus} is null or ${oneOf(t.previousStatus, CI_STATUSES)}`),
  ],
);
