import { eq, inArray, sql } from 'drizzle-orm';
import { maskPhone, type OutboxChannel } from '@fsp/domain';
import type { Db } from '../db/client';
import type { Clock } from '../clock';
import { outboxMessages } from '../db/schema';

/** A message to a person: an SMS to a national phone number or an e-mail. */
export interface OutgoingMessage {
  channel: OutboxChannel;
  recipient: string;
  subject?: string | null;
  body: string;
}

export interface StoredMessage extends OutgoingMessage {
  id: number;
}

export interface DeliveryLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Hands one outbox message to the outside world. 'sent' marks it SENT; 'kept' leaves it PENDING in the
 * outbox (no channel for it is configured); a throw marks it FAILED with the error text.
 */
export interface Transport {
  readonly name: string;
  send(message: StoredMessage, log: DeliveryLog): Promise<'sent' | 'kept'>;
}

/** Any query runner: the database handle or a transaction. */
type Runner = Pick<Db, 'insert'>;

export interface Delivery {
  /** Writes the messages to the outbox with the caller's handle (a transaction: nothing is queued if it rolls back). */
  enqueue(runner: Runner, messages: OutgoingMessage[]): Promise<number[]>;
  /** Delivers queued messages (call after the transaction committed). Never throws: failures stay in the outbox. */
  dispatch(ids: number[]): Promise<void>;
}

/** Masks what identifies a person in logs: the last four digits of a phone, the domain of an e-mail. */
export function maskRecipient(channel: OutboxChannel, recipient: string): string {
  if (channel === 'SMS') return maskPhone(recipient);
  const at = recipient.lastIndexOf('@');
  return at > 0 ? `***${recipient.slice(at)}` : '***';
}

/**
 * The embedded default: a message counts as delivered once it is in the outbox table; the log line
 * names its id and channel (never the text: it may hold a verification code). Developers and the
 * browser tests read the text from the outbox (GET /api/dev/outbox).
 */
export const logTransport: Transport = {
  name: 'log',
  async send(message, log) {
    log.info({ outboxId: message.id, channel: message.channel, recipient: maskRecipient(message.channel, message.recipient) }, `outbox message ${message.id} queued (log transport)`);
    return 'sent';
  },
};

export function createDelivery(deps: { db: Db; clock: Clock; transport: Transport; log: DeliveryLog }): Delivery {
  const { db, clock, transport, log } = deps;
  return {
    async enqueue(runner, messages) {
      if (!messages.length) return [];
      const now = clock.now();
      const rows = await runner
        .insert(outboxMessages)
        .values(messages.map((m) => ({ channel: m.channel, recipient: m.recipient, subject: m.subject ?? null, body: m.body, createdAt: now })))
        .returning({ id: outboxMessages.id });
      return rows.map((r) => r.id);
    },

    async dispatch(ids) {
      if (!ids.length) return;
      const rows = await db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
      for (const row of rows) {
        if (row.status !== 'PENDING') continue;
        const message: StoredMessage = { id: row.id, channel: row.channel as OutboxChannel, recipient: row.recipient, subject: row.subject, body: row.body };
        try {
          const outcome = await transport.send(message, log);
          if (outcome === 'sent') {
            await db
              .update(outboxMessages)
              .set({ status: 'SENT', sentAt: clock.now(), attempts: sql`${outboxMessages.attempts} + 1` })
              .where(eq(outboxMessages.id, row.id));
          }
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          log.warn({ outboxId: row.id, channel: row.channel, transport: transport.name, err: text }, `outbox message ${row.id} failed`);
          await db
            .update(outboxMessages)
            .set({ status: 'FAILED', lastError: text.slice(0, 500), attempts: sql`${outboxMessages.attempts} + 1` })
            .where(eq(outboxMessages.id, row.id))
            .catch(() => undefined);
        }
      }
    },
  };
}
