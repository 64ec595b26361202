import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { countries, organizations, teams } from './organization';

export const users = pgTable('users', {
  id: serial().primaryKey(),
  /** Stored lower-cased: user names are matched case-insensitively. */
  username: text().notNull().unique(),
  passwordHash: text(),
  firstname: text().notNull(),
  lastname: text().notNull(),
  email: text(),
  mobile: text(),
  telephone: text(),
  distinguishedName: text(),
  cultureName: text().notNull().default('en'),
  countryCode: text()
    .notNull()
    .references(() => countries.code),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check('user_role_known', sql`${t.role} in ('ADMIN','DISPATCHER','POWER_USER','OBSERVER','CI_BOARD_USER','CI_COMMITTEE')`),
  ],
);

/** The teams a dispatcher (or observer, or CI user) works for: their data scope. */
export const dispatcherTeams = pgTable(
  'dispatcher_teams',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] }), index().on(t.teamId)],
);

export const technicians = pgTable(
  'technicians',
  {
    bpNo: text().primaryKey(),
    fullName: text().notNull(),
    orgunit: text()
      .notNull()
      .references(() => organizations.orgunit),
    teamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    email: text(),
    mobile: text(),
    active: boolean().notNull().default(true),
    /** Set by the upstream HR sync when the technician left but still has planned items. */
    shouldBeDeleted: boolean().notNull().default(false),
    warning: boolean().notNull().default(false),
    lastLatitude: doublePrecision(),
    lastLongitude: doublePrecision(),
    lastSeenAt: timestamp({ withTimezone: true }),
    locationPermissionDisabled: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.teamId), index().on(t.orgunit)],
);
