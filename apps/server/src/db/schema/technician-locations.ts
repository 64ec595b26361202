import { bigint, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people';

/**
 * "Send me your position now" requests from the map's sync button (POST /api/technician-location-sync).
 * The technicians' mobile app (a later issue) will pick up the requests for its technician and answer
 * with a fresh position; until then they are the record of who asked whom, and the per-team cooldown.
 */
export const technicianLocationSyncRequests = pgTable(
  'technician_location_sync_requests',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestedByUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamIds: integer().array().notNull(),
    technicianBpNos: text().array().notNull(),
    workOrderNo: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.requestedAt)],
);
