import { addDays, ymdFromEpoch } from '@fsp/domain';
import type { Clock } from '../../clock';
import type { JobQueue } from '../../jobs';
import { SNAPSHOT_HORIZON_DAYS, type StatisticsService } from './service';

export const STATISTICS_SNAPSHOT_JOB = 'statistics_snapshot';

/** Once an hour, on one instance: writes the finished days of the last SNAPSHOT_HORIZON_DAYS that have no snapshot yet. */
export function defineStatisticsJobs(jobs: JobQueue, deps: { service: StatisticsService; clock: Clock }) {
  jobs.define({
    name: STATISTICS_SNAPSHOT_JOB,
    everySeconds: 3600,
    expireInSeconds: 1800,
    run: async () => {
      const today = ymdFromEpoch(deps.clock.now().getTime(), 0);
      await deps.service.ensureSnapshots(addDays(today, -SNAPSHOT_HORIZON_DAYS), today);
    },
  });
}
