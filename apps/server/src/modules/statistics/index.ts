import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { JobQueue } from '../../jobs';
import { defineStatisticsJobs } from './jobs';
import { statisticsRoutes } from './routes';
import { createStatisticsService } from './service';

/** Public entry of the statistics area (docs/statistics.md). */
export { STATISTICS_SNAPSHOT_JOB } from './jobs';

export const statistics: FastifyPluginAsync<{ db: Db; clock: Clock; jobs: JobQueue }> = async (app, { db, clock, jobs }) => {
  const service = createStatisticsService({ db, clock });
  defineStatisticsJobs(jobs, { service, clock });
  await app.register(statisticsRoutes, { service });
};
