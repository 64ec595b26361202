import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people';

/**
 * Every change made on the administration screens (teams, their technicians and dispatchers): who, when,
 * what, and the subject before and after. Written in the changing transaction; the activity feed of a later
 * issue reads it.
 */
export const adminChanges = pgTable(
  'admin_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text: the account may be removed later. */
    actorName: text().notNull(),
    /** 'team', 'technician-team', 'dispatcher-team'. */
    subject: text().notNull(),
    subjectId: text().notNull(),
    /** 'create', 'update', 'delete', 'assign', 'unassign'. */
    action: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [index().on(t.occurredAt.desc()), index().on(t.subject, t.subjectId)],
);
