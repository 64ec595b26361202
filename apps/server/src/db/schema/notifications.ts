import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { xid8 } from './activity';
import { countries } from './organization';
import { outboxMessages } from './outbox';
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

/**
 * A user who stopped notification e-mails (the unsubscribe link, or "Pause e-mails" in the settings):
 * their subscriptions stay, nothing is sent until they resume (POST /api/email-subscription/sync).
 */
export const notificationEmailOptOuts = pgTable(
  'notification_email_opt_outs',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address at the time (shown back to the user). */
    email: text(),
    source: text().notNull(),
    unsubscribedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('notification_opt_out_source', sql`${t.source} in ('LINK', 'SETTINGS')`)],
);

/**
 * The daily planning e-mail of one user for one country's day: the primary key makes it once per day
 * per subscriber, whichever instance or retry gets there first (written with the outbox row).
 */
export const notificationDailyDeliveries = pgTable(
  'notification_daily_deliveries',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    /** The country's local date the e-mail was due on (it lists the next working day). */
    runDate: date().notNull(),
    outboxMessageId: bigint({ mode: 'number' }).references(() => outboxMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.countryCode, t.runDate] })],
);

/** How far a reader of the change log (activity_events) got: the last (txId, id) it handled. */
export const changeLogCursors = pgTable('change_log_cursors', {
  consumer: text().primaryKey(),
  lastTxId: xid8().notNull(),
  lastEventId: bigint({ mode: 'number' }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Server-side HMAC keys, one per purpose (unsubscribe links), made once and shared by every instance. */
export const signingKeys = pgTable('signing_keys', {
  purpose: text().primaryKey(),
  secret: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
