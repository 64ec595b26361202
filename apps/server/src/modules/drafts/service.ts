import {
  DRAFT_MESSAGES,
  DRAFT_STATUS_DISPLAY_NAMES,
  addDays,
  type DraftStatus,
  type DraftWorkOrder,
  type DraftWorkOrdersRequest,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { RequestContext } from '../../plugins/auth';
import { HttpError, badRequest, notFound } from '../../plugins/errors';
import { callerZone, dayBounds } from '../../time/local-day';
import { fullNameOf } from '../planning';
import { answerTextsFor } from './answer-texts';
import { createDraftsRepo } from './repo';

export function createDraftsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const repo = createDraftsRepo(db);

  return {
    async workOrders(filter: DraftWorkOrdersRequest, ctx: RequestContext): Promise<{ workOrders: DraftWorkOrder[]; totalRowCount: number }> {
      const m = answerTextsFor(ctx);
      if (filter.end < filter.start) throw badRequest(m.endBeforeStart);
      if (!filter.organizations.length && !filter.teams.length && !filter.technicians.length) throw badRequest(m.selectionRequired);
      const zone = await callerZone(db, ctx);
      const period = { from: new Date(dayBounds(filter.start, zone).start), to: new Date(dayBounds(addDays(filter.end, 1), zone).start) };
      const { rows, total } = await repo.page(filter, ctx.scope, period);
      const histories = await repo.histories(rows.map((r) => r.id));
      const workOrders = rows.map(({ bpNo, fullName, ...r }): DraftWorkOrder => {
        const schedulerStatus = histories
          .filter((h) => h.draftId === r.id)
          .map((h) => ({
            displayName: DRAFT_STATUS_DISPLAY_NAMES[h.status as DraftStatus] ?? h.status,
            status: h.status as DraftStatus,
            postDate: h.postDate!,
            detail: h.detail,
            postedBy: h.postedBy,
          }));
        return {
          ...r,
          status: r.status as DraftStatus,
          technician: { bpNo, fullName },
          schedulerStatus,
          firstStatusDate: schedulerStatus[0]?.postDate ?? null,
          lastStatusDate: schedulerStatus.at(-1)?.postDate ?? null,
          statusTxt: DRAFT_STATUS_DISPLAY_NAMES[r.status as DraftStatus] ?? r.status,
          createdDate: r.createdDate!,
          updatedDate: r.updatedDate!,
        };
      });
      return { workOrders, totalRowCount: total };
    },

    async cancel(id: number, ctx: RequestContext) {
      const m = answerTextsFor(ctx);
      const draft = await repo.findInScope(id, ctx.scope);
      if (!draft) throw notFound(m.notFound);
      const done = draft.status === 'SAVED' && (await repo.cancel(id, { now: clock.now(), userId: ctx.user.id, postedByName: fullNameOf(ctx.user) }));
      if (!done) throw new HttpError(409, m.notCancellable);
      return { id, status: 'CANCELLED' as const, message: DRAFT_MESSAGES.cancelled };
    },
  };
}
