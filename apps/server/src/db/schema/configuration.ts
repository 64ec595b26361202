import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Per-country settings and feature flags. countryCode '*' holds the default every country inherits. */
export const configurationSettings = pgTable(
  'configuration_settings',
  {
    countryCode: text().notNull(),
    key: text().notNull(),
    value: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.key] })],
);

/** Code -> label maps per language (departments, CI waste/ISG types, CI statuses, grading types, subscription types...). */
export const localisations = pgTable(
  'localisations',
  {
    mapName: text().notNull(),
    code: text().notNull(),
    language: text().notNull(),
    label: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.mapName, t.code, t.language] })],
);

/** Applications a user may open from the portal (GET /auth/applications); requiredRoles empty = everyone. */
export const applications = pgTable('applications', {
  code: text().primaryKey(),
  name: text().notNull(),
  url: text().notNull(),
  requiredRoles: text().array().notNull().default([]),
});
