import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, oneOf } from '../codes';

/**
 * Every message to a person (SMS codes, survey links, notification e-mails) is written here
 * in the transaction that caused it, then delivered by a transport.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    status: text().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The sender picks the oldest pending messages.
    index()
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('outbox_channel', oneOf(t.channel, OUTBOX_CHANNELS)),
    check('outbox_status', oneOf(t.status, OUTBOX_STATUSES)),
    check('outbox_sent_at', sql`${t.status} <> 'SENT' or ${t.sentAt} is not null`),
  ],
);
