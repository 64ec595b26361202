import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** E-mails: the HTML alternative of the plain-text body. */
    html: text(),
    /** E-mails: extra headers (List-Unsubscribe of notification e-mails). */
    headers: jsonb().$type<Record<string, string>>(),
    /** The body with secrets (verification codes) masked: it replaces `body` once the message is delivered. */
    redactedBody: text(),
    status: text().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * PENDING messages: when the next attempt is due (now on enqueue, later after a failure, a lease while
     * one instance is sending); null when no transport takes it (SMS without a gateway).
     */
    nextAttemptAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The sender picks the oldest pending messages.
    index()
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    // The retry sweep picks the due ones.
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'PENDING' and ${t.nextAttemptAt} is not null`),
    check('outbox_channel', oneOf(t.channel, OUTBOX_CHANNELS)),
    check('outbox_status', oneOf(t.status, OUTBOX_STATUSES)),
    check('outbox_sent_at', sql`${t.status} <> 'SENT' or ${t.sentAt} is not null`),
  ],
);
