import { boolean, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Daily usage snapshots (docs/statistics.md). A day is written once, after it has ended in every time
 * zone, by the statistics_snapshot job (or by the first request that needs it): what it says stays true
 * when people later move between teams or organizations. No foreign keys: history outlives its subjects.
 */
export const statisticsSnapshotDays = pgTable('statistics_snapshot_days', {
  day: date().primaryKey(),
  writtenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Per day and organization: technicians, those active (field report) and those planned that day. */
export const technicianDailyStatistics = pgTable(
  'technician_daily_statistics',
  {
    day: date().notNull(),
    orgunit: text().notNull(),
    total: integer().notNull(),
    active: integer().notNull(),
    planned: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.orgunit] })],
);

/** Per day, dispatcher and organization they served: one row each, so a dispatcher of two organizations counts once. */
export const dispatcherDailyStatistics = pgTable(
  'dispatcher_daily_statistics',
  {
    day: date().notNull(),
    userId: integer().notNull(),
    orgunit: text().notNull(),
    active: boolean().notNull(),
    planning: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.orgunit, t.userId] })],
);
