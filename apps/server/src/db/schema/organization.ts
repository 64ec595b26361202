import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, pgTable, serial, text, time, timestamp, unique } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: text().primaryKey(),
  name: text().notNull(),
  defaultLanguage: text().notNull(),
  /** IANA zone used for the country's calendar days (holidays, "today" in statistics). */
  timeZone: text().notNull(),
});

export const organizations = pgTable(
  'organizations',
  {
    orgunit: text().primaryKey(),
    orgtext: text().notNull(),
    displayName: text().notNull(),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    workHourStartTime: time(),
    workHourEndTime: time(),
    forceNormalShiftEnabled: boolean().notNull().default(false),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    active: boolean().notNull().default(true),
  },
  (t) => [index().on(t.countryCode)],
);

export const sections = pgTable('sections', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
});

export const calendars = pgTable('calendars', {
  id: serial().primaryKey(),
  name: text().notNull(),
  countryCode: text()
    .notNull()
    .references(() => countries.code),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const calendarEntries = pgTable(
  'calendar_entries',
  {
    id: serial().primaryKey(),
    calendarId: integer()
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    /**
     * Entries made by one recurring working-hours form share a series id (edit scopes: one, this and later, all).
     * Live entries of one calendar never overlap: calendar_entries_no_overlap (hand-written migration, deferrable).
     */
    seriesId: text().notNull(),
    deleted: boolean().notNull().default(false),
  },
  (t) => [index().on(t.calendarId, t.startDate), index().on(t.seriesId), check('calendar_entry_end_after_start', sql`${t.endDate} > ${t.startDate}`)],
);

export const teams = pgTable(
  'teams',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    orgunit: text()
      .notNull()
      .references(() => organizations.orgunit),
    sectionId: integer().references(() => sections.id),
    calendarId: integer().references(() => calendars.id, { onDelete: 'set null' }),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.orgunit), unique().on(t.orgunit, t.name)],
);

export const teamWorkingHours = pgTable(
  'team_working_hours',
  {
    id: serial().primaryKey(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    startTime: time().notNull(),
    endTime: time().notNull(),
  },
  (t) => [index().on(t.teamId)],
);

export const holidays = pgTable(
  'holidays',
  {
    id: serial().primaryKey(),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    date: date().notNull(),
    name: text().notNull(),
  },
  (t) => [unique().on(t.countryCode, t.date)],
);
