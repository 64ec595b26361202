import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './organization';

/** Service vehicles (plates) of an organization; deleting is soft. */
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
    // One live vehicle per plate within an organization.
    uniqueIndex()
      .on(t.orgunit, t.plateNumber)
      .where(sql`${t.deletedAt} is null`),
    check('vehicle_dates', sql`${t.deactivationDate} >= ${t.activationDate}`),
  ],
);
