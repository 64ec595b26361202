import type { z } from 'zod';
import type { AdminOutboxMessage, OutboxChannel, OutboxStatus, adminOutboxQuery } from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { maskRecipient, type Delivery } from '../../delivery/delivery';
import type { RequestContext } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { answerTextsFor } from './answer-texts';
import { createOutboxAdminRepo } from './repo';

type Row = Awaited<ReturnType<ReturnType<typeof createOutboxAdminRepo>['page']>>['rows'][number];

function present(row: Row): AdminOutboxMessage {
  const channel = row.channel as OutboxChannel;
  return {
    ...row,
    channel,
    status: row.status as OutboxStatus,
    recipient: maskRecipient(channel, row.recipient),
    createdAt: row.createdAt.getTime(),
    sentAt: row.sentAt?.getTime() ?? null,
    nextAttemptAt: row.nextAttemptAt?.getTime() ?? null,
  };
}

export function createOutboxAdminService(deps: { db: Db; clock: Clock; delivery: Delivery }) {
  const repo = createOutboxAdminRepo(deps.db);
  return {
    async page(query: z.output<typeof adminOutboxQuery>) {
      const { rows, total } = await repo.page(query.status, query.index * query.limit, query.limit);
      return { messages: rows.map(present), totalRowCount: total };
    },
    async retry(id: number, ctx: Pick<RequestContext, 'user'>): Promise<AdminOutboxMessage> {
      const row = await repo.retry(id, deps.clock.now());
      if (!row) throw notFound(answerTextsFor(ctx).notFailed);
      await deps.delivery.dispatch([id]);
      return present((await repo.byId(id)) ?? row);
    },
  };
}
