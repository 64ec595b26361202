import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs';

export const TEAM_VERSIONS_PRUNE_JOB = 'planning_team_versions_prune';

/**
 * Drops the rows of planning_team_versions below each team's newest (migration 0020): only the newest is
 * ever read. Safe anywhere, any time, on several instances at once: a committed newest row is never deleted,
 * so no reader's maximum changes, and writers only insert.
 */
export async function pruneTeamVersions(db: Db): Promise<void> {
  await db.execute(sql`
    delete from planning_team_versions v
    using (select team_id, max(version) as newest from planning_team_versions group by team_id) n
    where v.team_id = n.team_id and v.version < n.newest`);
}

/** Every ten minutes, on one instance. */
export function definePlanningJobs(jobs: JobQueue, db: Db) {
  jobs.define({ name: TEAM_VERSIONS_PRUNE_JOB, everySeconds: 600, run: () => pruneTeamVersions(db) });
}
