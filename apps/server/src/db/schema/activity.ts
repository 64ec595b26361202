import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ciSuggestions } from './ci-board';
import { technicians } from './people';
import { assignments, drafts } from './scheduling';

/**
 * The technician activity feed (activity history screen), written as things happen.
 * Customer, serial and order fields are copied in so the feed reads without joins and
 * keeps what was true at the time. The screen polls for rows newer than its last one.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    technicianBpNo: text()
      .notNull()
      .references(() => technicians.bpNo),
    eventType: text().notNull(),
    subject: text().notNull(),
    description: text(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    schedulerId: integer().references(() => assignments.id, { onDelete: 'set null' }),
    draftId: integer().references(() => drafts.id, { onDelete: 'set null' }),
    ciSuggestionId: integer().references(() => ciSuggestions.id, { onDelete: 'set null' }),
    customerName: text(),
    customerNumber: text(),
    serialNumber: text(),
    workOrderNo: text(),
    status: text(),
    hasDraft: boolean().notNull().default(false),
    hasSims: boolean().notNull().default(false),
    hasWorkingHoursUpdate: boolean().notNull().default(false),
  },
  (t) => [index().on(t.occurredAt.desc()), index().on(t.technicianBpNo, t.occurredAt.desc()), index().on(t.schedulerId)],
);
