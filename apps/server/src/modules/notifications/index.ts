import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { Delivery } from '../../delivery/delivery';
import type { JobQueue } from '../../jobs/job-queue';
import { createChangeNotifier } from './change-notifications';
import { createDailyPlanning } from './daily-planning';
import { defineNotificationJobs } from './jobs';
import { createUnsubscribeSigner } from './link-signing';
import { createMailLinks } from './recipients';
import { notificationSettingsRoutes } from './routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

/** Public entry of the notifications area: other modules import only from here. */
export { NOTIFICATION_JOBS } from './jobs';
export { CHANGE_CONSUMER } from './change-notifications';
export { UNSUBSCRIBE_PATH } from './unsubscribe-routes';

export interface NotificationsOptions {
  db: Db;
  clock: Clock;
  delivery: Delivery;
  jobs: JobQueue;
  /** Origin of the links in e-mails (settings page, unsubscribe). */
  publicBaseUrl: string;
  /** How often the change log is read (seconds). */
  scanSeconds: number;
}

/** Notification settings, the unsubscribe link, and the jobs that send the e-mails (docs/api-conventions.md "Notifications"). */
export const notifications: FastifyPluginAsync<NotificationsOptions> = async (app, options) => {
  const { db, clock, delivery, jobs } = options;
  const signer = createUnsubscribeSigner(db);
  const links = createMailLinks(options.publicBaseUrl, signer);
  defineNotificationJobs(jobs, {
    changes: createChangeNotifier({ db, clock, delivery, links }),
    dailyPlanning: createDailyPlanning({ db, clock, delivery, links }),
    scanSeconds: options.scanSeconds,
  });
  await app.register(notificationSettingsRoutes, { db, clock });
  await app.register(unsubscribeRoutes, { db, clock, signer });
};
