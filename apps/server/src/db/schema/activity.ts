import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ciSuggestions } from './ci-board';
import { teams } from './organization';
import { sosSamples } from './order-details';
import { technicians, users } from './people';
import { assignments, drafts } from './scheduling';

/** A 64-bit transaction id (PostgreSQL xid8), kept as its decimal text. */
export const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The technician activity feed (activity history screen), written as things happen.
 * Customer, serial and order fields are copied in so the feed reads without joins and
 * keeps what was true at the time. The screen asks for rows recorded after its cursor (a transaction id,
 * docs/decisions/0017-live-activity-stream.md) when the server pushes that something changed.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    technicianBpNo: text()
      .notNull()
      .references(() => technicians.bpNo),
    /** The technician's team when it happened: scope and team notifications follow the team of the time. */
    teamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    /** Who made the change; null when it came from the field (the technician's app) or the system. */
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    eventType: text().notNull(),
    subject: text().notNull(),
    description: text(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    schedulerId: integer().references(() => assignments.id, { onDelete: 'set null' }),
    draftId: integer().references(() => drafts.id, { onDelete: 'set null' }),
    ciSuggestionId: integer().references(() => ciSuggestions.id, { onDelete: 'set null' }),
    /** For SAMPLE_ADDED events: the oil sample, whose fields the activity row shows. */
    sampleId: integer().references(() => sosSamples.id, { onDelete: 'set null' }),
    customerName: text(),
    customerNumber: text(),
    serialNumber: text(),
    workOrderNo: text(),
    status: text(),
    /** For assignment events: the planned window after the change (before it, for a deletion). */
    plannedStart: timestamp({ withTimezone: true }),
    plannedEnd: timestamp({ withTimezone: true }),
    hasDraft: boolean().notNull().default(false),
    hasSims: boolean().notNull().default(false),
    hasWorkingHoursUpdate: boolean().notNull().default(false),
    /**
     * The writing transaction (pg_current_xact_id()). Readers of the change log (notifications) take rows
     * in (txId, id) order up to the oldest transaction still running, so a row committed late is never
     * skipped by a cursor that already moved past its id.
     */
    txId: xid8()
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [
    // The feed's order (newest first, id breaking ties): a page is the first rows of this index, not a sort.
    index().on(t.occurredAt.desc(), t.id.desc()),
    index().on(t.technicianBpNo, t.occurredAt.desc()),
    index().on(t.teamId, t.occurredAt.desc()),
    index().on(t.schedulerId),
    index().on(t.txId, t.id),
  ],
);
