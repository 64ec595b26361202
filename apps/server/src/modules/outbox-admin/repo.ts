import { and, count, desc, eq } from 'drizzle-orm';
import type { OutboxStatus } from '@fsp/domain';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

const columns = {
  id: outboxMessages.id,
  channel: outboxMessages.channel,
  recipient: outboxMessages.recipient,
  subject: outboxMessages.subject,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
  createdAt: outboxMessages.createdAt,
  sentAt: outboxMessages.sentAt,
  nextAttemptAt: outboxMessages.nextAttemptAt,
};

export function createOutboxAdminRepo(db: Db) {
  return {
    async page(status: OutboxStatus, offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db.select(columns).from(outboxMessages).where(eq(outboxMessages.status, status)).orderBy(desc(outboxMessages.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.status, status)),
      ]);
      return { rows, total: total.n };
    },

    async byId(id: number) {
      const [row] = await db.select(columns).from(outboxMessages).where(eq(outboxMessages.id, id));
      return row ?? null;
    },

    /** FAILED -> PENDING, due now, with a fresh count of attempts; null when the message is not FAILED. */
    async retry(id: number, now: Date) {
      const [row] = await db
        .update(outboxMessages)
        .set({ status: 'PENDING', attempts: 0, nextAttemptAt: now })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'FAILED')))
        .returning(columns);
      return row ?? null;
    },
  };
}
