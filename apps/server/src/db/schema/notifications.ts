import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { WORKING_STATUSES, oneOf } from '../codes';
import { teams } from './organization';
import { users } from './people';

/**
 * A user's e-mail notification subscription. subscriptionType is a code of the
 * 'e-mail subscription type' localisation map (TASK_BASED_STATUS_CHANGE, DAILY_PLANNING,
 * team-based types...), an open list, so it is not checked here.
 */
export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionType: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/** The working statuses a subscription listens to (empty for DAILY_PLANNING). */
export const notificationSubscriptionStatuses = pgTable(
  'notification_subscription_statuses',
  {
    subscriptionId: integer()
      .notNull()
      .references(() => notificationSubscriptions.id, { onDelete: 'cascade' }),
    status: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.status] }), check('notification_status', oneOf(t.status, WORKING_STATUSES))],
);

/** The teams a subscription covers (empty for TASK_BASED_STATUS_CHANGE). */
export const notificationSubscriptionTeams = pgTable(
  'notification_subscription_teams',
  {
    subscriptionId: integer()
      .notNull()
      .references(() => notificationSubscriptions.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.teamId] }), index().on(t.teamId)],
);
