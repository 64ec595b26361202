import type { JobQueue } from '../jobs/job-queue';
import type { Delivery } from './delivery';

export const OUTBOX_RETRY_JOB = 'outbox_retry';

/** Sends the outbox messages whose next attempt is due (retries, and any left behind by a stopped instance). */
export function defineOutboxJobs(jobs: JobQueue, delivery: Delivery, everySeconds = 30) {
  jobs.define({
    name: OUTBOX_RETRY_JOB,
    everySeconds,
    run: async () => {
      // A full batch means more may be due.
      for (let tried = 100; tried === 100; ) tried = await delivery.dispatchDue(100);
    },
  });
}
