import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
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
  /** E-mails: an HTML alternative of the body. */
  html?: string | null;
  /** E-mails: extra headers (List-Unsubscribe). */
  headers?: Record<string, string> | null;
  /** The body with its secret (a verification code) masked: stored instead of `body` once the message is delivered. */
  redactedBody?: string;
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
  /**
   * Delivers queued messages that are due (call after the transaction committed). Never throws: a failure
   * stays PENDING for a later attempt, and becomes FAILED after the last one.
   */
  dispatch(ids: number[]): Promise<void>;
  /** Delivers up to `limit` due messages (the retry sweep); returns how many it tried. */
  dispatchDue(limit?: number): Promise<number>;
}

export interface RetryPolicy {
  /** Attempts in all before a message is FAILED. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each further one. */
  baseSeconds: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 6, baseSeconds: 60 };

/** While one instance sends a message, the others leave it alone this long (longer than any SMTP time-out). */
const SENDING_LEASE_MS = 5 * 60_000;

/** When the attempt after `attempts` failed ones is due, or null when none is left. */
export function nextAttemptAfterFailure(now: Date, attempts: number, policy: RetryPolicy): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  return new Date(now.getTime() + policy.baseSeconds * 1000 * 2 ** (attempts - 1));
}

/** Masks what identifies a person in logs: the last four digits of a phone, the domain of an e-mail. */
export function maskRecipient(channel: OutboxChannel, recipient: string): string {
  if (channel === 'SMS') return maskPhone(recipient);
  const at = recipient.lastIndexOf('@');
  return at > 0 ? `***${recipient.slice(at)}` : '***';
}

/** A message as the log transport delivered it, for GET /api/dev/outbox. */
export interface MailboxEntry {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  status: 'SENT';
  createdAt: number;
}

/** The log transport: nothing leaves the process, so what it "delivered" is kept here (newest last). */
export interface LogTransport extends Transport {
  readonly name: 'log';
  /** The newest delivered messages, newest first, optionally of one recipient. */
  delivered(recipient: string | undefined, limit: number): MailboxEntry[];
}

/** How many delivered messages the log transport remembers (per process). */
const MAILBOX_SIZE = 500;

/**
 * The embedded default: a message counts as delivered at once; the log line names its id and channel
 * (never the text: it may hold a verification code). The delivered texts stay in this process's memory
 * only (the outbox row keeps the redacted text): the demo and the browser tests read them with
 * GET /api/dev/outbox.
 */
export function createLogTransport(): LogTransport {
  const mailbox: MailboxEntry[] = [];
  return {
    name: 'log',
    async send(message, log) {
      log.info({ outboxId: message.id, channel: message.channel, recipient: maskRecipient(message.channel, message.recipient) }, `outbox message ${message.id} queued (log transport)`);
      const { id, channel, recipient, body } = message;
      mailbox.push({ id, channel, recipient, subject: message.subject ?? null, body, status: 'SENT', createdAt: Date.now() });
      if (mailbox.length > MAILBOX_SIZE) mailbox.splice(0, mailbox.length - MAILBOX_SIZE);
      return 'sent';
    },
    delivered(recipient, limit) {
      return mailbox.filter((m) => recipient === undefined || m.recipient === recipient).slice(-limit).reverse();
    },
  };
}

export const isLogTransport = (transport: Transport): transport is LogTransport => transport.name === 'log' && 'delivered' in transport;

export function createDelivery(deps: { db: Db; clock: Clock; transport: Transport; log: DeliveryLog; retry?: RetryPolicy }): Delivery {
  const { db, clock, transport, log } = deps;
  const retry = deps.retry ?? DEFAULT_RETRY;

  /** Takes the due ones of these messages for this instance: an update pushes their next attempt past the lease, so only one instance sends each. */
  async function claim(ids: number[]) {
    const now = clock.now();
    return db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS) })
      .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, 'PENDING'), lte(outboxMessages.nextAttemptAt, now)))
      .returning();
  }

  async function failed(row: { id: number; channel: string; attempts: number }, error: unknown) {
    const text = error instanceof Error ? error.message : String(error);
    const attempts = row.attempts + 1;
    const next = nextAttemptAfterFailure(clock.now(), attempts, retry);
    log.warn({ outboxId: row.id, channel: row.channel, transport: transport.name, attempts, err: text }, next ? `outbox message ${row.id} failed; retried later` : `outbox message ${row.id} failed for good`);
    await db
      .update(outboxMessages)
      .set({ status: next ? 'PENDING' : 'FAILED', attempts, nextAttemptAt: next, lastError: text.slice(0, 500) })
      .where(eq(outboxMessages.id, row.id))
      .catch(() => undefined);
  }

  async function dispatch(ids: number[]) {
    if (!ids.length) return;
    for (const row of await claim(ids)) {
      const message: StoredMessage = {
        id: row.id,
        channel: row.channel as OutboxChannel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        html: row.html,
        headers: row.headers,
      };
      try {
        const outcome = await transport.send(message, log);
        await db
          .update(outboxMessages)
          .set(
            outcome === 'sent'
              ? // Delivered: a secret in the text (a verification code) has done its job and leaves the table.
                {
                  status: 'SENT',
                  sentAt: clock.now(),
                  nextAttemptAt: null,
                  attempts: sql`${outboxMessages.attempts} + 1`,
                  body: sql`coalesce(${outboxMessages.redactedBody}, ${outboxMessages.body})`,
                  redactedBody: null,
                }
              : // No transport for it: parked until one picks it up.
                { nextAttemptAt: null },
          )
          .where(eq(outboxMessages.id, row.id));
      } catch (error) {
        await failed(row, error);
      }
    }
  }

  return {
    async enqueue(runner, messages) {
      if (!messages.length) return [];
      const now = clock.now();
      const rows = await runner
        .insert(outboxMessages)
        .values(
          messages.map((m) => ({
            channel: m.channel,
            recipient: m.recipient,
            subject: m.subject ?? null,
            body: m.body,
            html: m.html ?? null,
            headers: m.headers ?? null,
            redactedBody: m.redactedBody ?? null,
            createdAt: now,
            nextAttemptAt: now,
          })),
        )
        .returning({ id: outboxMessages.id });
      return rows.map((r) => r.id);
    },

    dispatch,

    async dispatchDue(limit = 100) {
      const due = await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.status, 'PENDING'), isNotNull(outboxMessages.nextAttemptAt), lte(outboxMessages.nextAttemptAt, clock.now())))
        .orderBy(asc(outboxMessages.nextAttemptAt))
        .limit(limit);
      await dispatch(due.map((r) => r.id));
      return due.length;
    },
  };
}
