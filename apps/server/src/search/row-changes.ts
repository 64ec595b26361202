import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs';

/**
 * The planning history's change log (migration 0024_planning_row_changes,
 * docs/decisions/0029-history-results-revalidated.md): which assignments, work orders and technicians changed
 * between two planning data versions, so a cached result can be kept when none of them concerns it.
 */
export interface RowChanges {
  /** A change to every row (a customer or training/vacation kind, a TRUNCATE, a statement over 1,000 rows). */
  everyRow: boolean;
  assignmentIds: number[];
  workOrderIds: number[];
  technicianBpNos: string[];
}

export const ROW_CHANGES_PRUNE_JOB = 'planning_row_changes_prune';

/** How long the log keeps a change: a result last confirmed longer ago is read again. */
const KEEP_MINUTES = 15;

/**
 * The changes with a version in (after, upTo]; upTo must be a settled version (every change at or below it has
 * ended). Null when the log no longer reaches back to `after` (pruned): the caller reads its result again.
 */
export async function rowChangesBetween(db: Db, after: bigint, upTo: bigint): Promise<RowChanges | null> {
  const { rows } = await db.execute<{ horizon: string; every_row: boolean | null; assignment_ids: number[] | null; work_order_ids: number[] | null; bp_nos: string[] | null }>(sql`
    with changes as (select * from planning_row_changes where version > ${after.toString()}::bigint and version <= ${upTo.toString()}::bigint)
    select (select version::text from planning_row_changes_horizon) as horizon,
      (select bool_or(every_row) from changes) as every_row,
      (select array_agg(distinct a) from changes, unnest(assignment_ids) a) as assignment_ids,
      (select array_agg(distinct w) from changes, unnest(work_order_ids) w) as work_order_ids,
      (select array_agg(distinct b) from changes, unnest(technician_bp_nos) b) as bp_nos`);
  const row = rows[0];
  if (BigInt(row.horizon) > after) return null;
  return {
    everyRow: row.every_row === true,
    assignmentIds: row.assignment_ids ?? [],
    workOrderIds: row.work_order_ids ?? [],
    technicianBpNos: row.bp_nos ?? [],
  };
}

/** Nothing changed that the history shows (other tables, such as status history, moved the version). */
export const noRowChanged = (c: RowChanges) => !c.everyRow && !c.assignmentIds.length && !c.workOrderIds.length && !c.technicianBpNos.length;

/**
 * Deletes the changes older than KEEP_MINUTES and raises the horizon to the newest one deleted, in one
 * statement (a reader sees both or neither). Safe on several instances at once: the horizon only grows.
 */
export async function pruneRowChanges(db: Db, keepMinutes = KEEP_MINUTES): Promise<void> {
  await db.execute(sql`
    with gone as (delete from planning_row_changes where changed_at < now() - make_interval(mins => ${keepMinutes}) returning version)
    update planning_row_changes_horizon set version = greatest(version, (select max(version) from gone))
    where exists (select from gone)`);
}

/** Every five minutes, on one instance. */
export function defineRowChangesJobs(jobs: JobQueue, db: Db) {
  jobs.define({ name: ROW_CHANGES_PRUNE_JOB, everySeconds: 300, run: () => pruneRowChanges(db) });
}
