import type { JobQueue } from '../../jobs/job-queue';

export const NOTIFICATION_JOBS = {
  /** Reads the change log and mails status-change and team notifications. */
  changes: 'notifications_changes',
  /** Mails the daily planning e-mails whose local time has come. */
  dailyPlanning: 'notifications_daily_planning',
} as const;

/** The notification work on the shared job queue: each runs once per period across all instances. */
export function defineNotificationJobs(
  jobs: JobQueue,
  deps: { changes: { run(): Promise<number> }; dailyPlanning: { run(): Promise<number> }; scanSeconds: number },
) {
  jobs.define({ name: NOTIFICATION_JOBS.changes, everySeconds: deps.scanSeconds, run: async () => void (await deps.changes.run()) });
  // The time of day is checked against the app clock each minute; the e-mail records make it once a day.
  jobs.define({ name: NOTIFICATION_JOBS.dailyPlanning, everySeconds: 60, expireInSeconds: 900, run: async () => void (await deps.dailyPlanning.run()) });
}
