import type { JobQueue } from './job-queue';

/** Public entry of the job queue (docs/decisions/0009-job-queue.md). */
export { createJobQueue, type JobDefinition, type JobQueue, type JobQueueOptions, type SendOptions } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared job queue; main.ts starts it once the demo data is in, app.close() stops it. */
    jobs: JobQueue;
  }
}
