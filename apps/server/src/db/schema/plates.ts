import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './organization';

/**
 * Service vehicles (plates) of an organization; deleting is soft. One plate number has at most one live
 * registration on any day: the exclusion constraint vehicles_plate_no_overlap over
 * [activation_date, deactivation_date] is added by a hand-written migration (drizzle cannot express it).
 */
export const vehicles = pgTable(
  'vehicles',
  {
    vehicleId: serial().primaryKey(),
    plateNumber: varchar({ length: 255 }).notNull(),
    orgunit: text()
      .notNull()
      .references(() => organizations.orgunit),
    /** The registration date. */
    activationDate: date().notNull(),
    deactivationDate: date().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    createdBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.orgunit),
    check('vehicle_dates', sql`${t.deactivationDate} >= ${t.activationDate}`),
  ],
);
