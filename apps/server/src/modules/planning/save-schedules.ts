import type { FastifyBaseLogger } from 'fastify';
import { SAVE_ERRORS, isDeletableStatus, isFlaggedForDeletion, isReadOnlyStatus, type SaveSchedulesRequest, type SaveSchedulesResponse, type SchedulePayload } from '@fsp/domain';
import type { Db, Tx } from '../../db/client';
import { classifyDbError } from '../../db/errors';
import { RetryableConflict, retryTransient } from '../../db/retry';
import type { Clock } from '../../clock';
import type { RequestContext } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { admits } from '../../plugins/scope';
import { createSessionService } from '../session';
import { answerTextsFor } from './answer-texts';
import { fullNameOf } from './history-text';
import { changedSince, prepareSave, type PreparedSave } from './save-rules';
import { assignDraft, deleteItem, insertItem, insertItems, lockOpenDraft, lockStoredItem, lockTechnicianPlans, reopenDraftsOf, updateItem, type ChangeAuthor } from './save-repo';

export type SaveContext = RequestContext & { log: FastifyBaseLogger };

/** A per-item refusal: the item's key gets this text, the transaction of that item rolls back. */
class ItemError extends Error {}

/** The answer for a database failure of one change (docs/decisions/0010-planning-locks-and-retries.md). */
const SAVE_ERROR_BY_FAILURE = {
  overlap: SAVE_ERRORS.overlap,
  missingReference: SAVE_ERRORS.unknownReference,
  invalidValue: SAVE_ERRORS.invalidValue,
  busy: SAVE_ERRORS.busy,
  unavailable: SAVE_ERRORS.busy,
  unexpected: SAVE_ERRORS.unexpected,
} as const;

type Task =
  | { kind: 'create'; key: string; payload: SchedulePayload }
  | { kind: 'update'; key: string; payload: SchedulePayload & { id: number } }
  | { kind: 'delete'; key: string; id: number };

const OK = 'OK';

/**
 * POST /api/save-schedules. Each change runs in its own transaction, so one refused change never
 * rolls back the others. Overlaps are decided by the assignments_no_overlap constraint (23P01), never
 * by a read-then-write check, so two dispatchers saving at once cannot both win. Every transaction
 * first takes the plan locks of its technicians (lockTechnicianPlans), so saves of one technician queue
 * instead of deadlocking, and a deadlock or serialization failure is retried (retryTransient).
 * Ids outside the caller's scope are answered like unknown ones (plugins/scope.ts).
 * The rules and what a change writes are in save-rules.ts, the SQL in save-repo.ts; this file orders
 * the changes, batches new items, retries and maps failures to the item's answer.
 */
export function createScheduleSaver(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const session = createSessionService({ db, clock });

  /** Duplicate keys or an item changed twice make the answer ambiguous: the whole request is a 400. */
  function assertWellFormed(body: SaveSchedulesRequest, ctx: SaveContext) {
    const m = answerTextsFor(ctx);
    const keys = new Set<string>();
    for (const key of [...body.schedules.map((s) => s.key), ...body.deletedSchedulers.map((d) => d.key)]) {
      if (keys.has(key)) throw badRequest(m.duplicateKey(key));
      keys.add(key);
    }
    const ids = new Set<number>();
    for (const id of [...body.schedules.flatMap((s) => (s.id ? [s.id] : [])), ...body.deletedSchedulers.map((d) => d.id)]) {
      if (ids.has(id)) throw badRequest(m.itemTwice(id));
      ids.add(id);
    }
  }

  return async function saveSchedules(body: SaveSchedulesRequest, ctx: SaveContext): Promise<SaveSchedulesResponse> {
    assertWellFormed(body, ctx);
    const { user, scope } = ctx;
    const postedByName = fullNameOf(user);
    const authorNow = (): ChangeAuthor => ({ userId: user.id, name: postedByName, at: clock.now() });
    const save: PreparedSave = await prepareSave(db, (code) => session.configFor(code), body, ctx);

    /**
     * The stored item, locked with its plans; one outside the caller's scope reads like a missing one. A deleted item
     * in scope is returned (`deletedAt` set) for the caller to answer: nothing is written to it, so the plan lock it
     * was read under does not matter.
     */
    async function lockInScope(tx: Tx, id: number, alsoLock: string[] = []) {
      const { row, moved } = await lockStoredItem(tx, id, alsoLock);
      if (!row || !admits.team(scope, row.teamId)) throw new ItemError(SAVE_ERRORS.notFound);
      if (moved && !row.deletedAt) throw new RetryableConflict();
      return row;
    }

    async function create(p: SchedulePayload, by: ChangeAuthor) {
      const { item, assignedDetail } = save.newItem(p);
      await db.transaction(async (tx) => {
        await lockTechnicianPlans(tx, [p.technicianId]);
        if (p.draftId && !(await lockOpenDraft(tx, p.draftId, scope))) throw new ItemError(SAVE_ERRORS.draftNotOpen);
        const id = await insertItem(tx, item, by);
        if (p.draftId && !(await assignDraft(tx, p.draftId, id, assignedDetail, by))) throw new ItemError(SAVE_ERRORS.draftNotOpen);
      });
    }

    /**
     * Fast path for the usual save (many new items that all fit): every valid new item without a draft in
     * one transaction with batched inserts. If the database refuses any of them, nothing of the batch is
     * kept and each item is then saved in its own transaction, so the outcome per item is the same.
     */
    async function createTogether(payloads: SchedulePayload[], by: ChangeAuthor): Promise<boolean> {
      const items = payloads.map((p) => save.newItem(p).item);
      try {
        await retryTransient(() =>
          db.transaction(async (tx) => {
            await lockTechnicianPlans(tx, payloads.map((p) => p.technicianId));
            await insertItems(tx, items, by);
          }),
        );
        return true;
      } catch (error) {
        ctx.log.debug({ err: error }, 'batched save refused; saving item by item');
        return false;
      }
    }

    async function update(p: SchedulePayload & { id: number }, by: ChangeAuthor) {
      await db.transaction(async (tx) => {
        const old = await lockInScope(tx, p.id, [p.technicianId]);
        // Deleted by a colleague after this client loaded it (it says what it loaded): a colleague's change, dropped
        // by the board like any other (decision 0036). Without `previous` the client claims nothing: it is gone.
        if (old.deletedAt) throw new ItemError(p.previous ? SAVE_ERRORS.changedMeanwhile : SAVE_ERRORS.notFound);
        const flagged = isFlaggedForDeletion({ shouldBeDeleted: old.shouldBeDeleted, itemDeleted: old.itemDeletedAt !== null, orderDeleted: old.orderDeletedAt !== null });
        if (isReadOnlyStatus(old.workingStatus) || flagged) throw new ItemError(SAVE_ERRORS.readOnly);
        // Under the item's lock: a colleague's change saved since this client read the item is never overwritten.
        if (changedSince(p.previous, old)) throw new ItemError(SAVE_ERRORS.changedMeanwhile);
        const { columns, history } = save.update(p, old);
        await updateItem(tx, p.id, columns, history, by);
      });
    }

    async function remove(id: number, by: ChangeAuthor) {
      await db.transaction(async (tx) => {
        const old = await lockInScope(tx, id);
        // Already deleted (by a colleague, or by this user's save whose answer was lost): what the user wants is true,
        // so it is done, and nothing is written twice: no second history row, activity event or draft reopening.
        if (old.deletedAt) return;
        if (!isDeletableStatus(old.workingStatus)) throw new ItemError(SAVE_ERRORS.readOnly);
        const { history, reopenedDetail } = save.deletion(old);
        await deleteItem(tx, id, history, by);
        // The technician's request is still unplanned once its assignment is gone: the draft opens again
        // (SAVED) so a dispatcher can plan it anew, instead of staying ASSIGNED to a deleted item.
        await reopenDraftsOf(tx, id, reopenedDetail, by);
      });
    }

    async function run(task: Task): Promise<string> {
      if (task.kind !== 'delete') {
        const refused = save.refusal(task.payload, task.kind === 'update');
        if (refused) return refused;
      }
      try {
        await retryTransient(async () => {
          const by = authorNow();
          if (task.kind === 'create') await create(task.payload, by);
          else if (task.kind === 'update') await update(task.payload, by);
          else await remove(task.id, by);
        });
        return OK;
      } catch (error) {
        if (error instanceof ItemError) return error.message;
        const failure = error instanceof RetryableConflict ? 'busy' : classifyDbError(error);
        if (failure === 'unexpected') ctx.log.error({ err: error, key: task.key }, 'saving a schedule item failed');
        else if (failure !== 'overlap') ctx.log.warn({ err: error, key: task.key, failure }, 'a schedule item was not saved');
        return SAVE_ERROR_BY_FAILURE[failure];
      }
    }

    // Deletes free slots first, then moves, then new items: a change into a slot another change
    // of the same save empties then succeeds whatever order the client listed them in.
    const tasks: Task[] = [
      ...body.deletedSchedulers.map((d): Task => ({ kind: 'delete', key: d.key, id: d.id })),
      ...save.schedules.filter((s) => s.id).map((s): Task => ({ kind: 'update', key: s.key, payload: { ...s, id: s.id! } })),
      ...save.schedules.filter((s) => !s.id).map((s): Task => ({ kind: 'create', key: s.key, payload: s })),
    ];
    const outcome = new Map<string, string>();
    for (const task of tasks.filter((t) => t.kind !== 'create')) outcome.set(task.key, await run(task));
    const batchable = tasks.filter((t): t is Extract<Task, { kind: 'create' }> => t.kind === 'create' && !t.payload.draftId && save.refusal(t.payload, false) === null);
    if (batchable.length > 1 && (await createTogether(batchable.map((t) => t.payload), authorNow()))) {
      for (const task of batchable) outcome.set(task.key, OK);
    }
    for (const task of tasks.filter((t) => !outcome.has(t.key))) outcome.set(task.key, await run(task));
    // One more try for overlaps when something else in this save succeeded: a move may have freed the slot later in the list.
    const overlapped = tasks.filter((t) => outcome.get(t.key) === SAVE_ERRORS.overlap);
    if (overlapped.length > 0 && [...outcome.values()].some((v) => v === OK)) {
      for (const task of overlapped) outcome.set(task.key, await run(task));
    }

    const response: SaveSchedulesResponse = {};
    for (const key of [...body.schedules.map((s) => s.key), ...body.deletedSchedulers.map((d) => d.key)]) response[key] = outcome.get(key)!;
    return response;
  };
}
