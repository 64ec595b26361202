import {
  SUBSCRIPTION_TYPE,
  SUBSCRIPTION_TYPE_MAP,
  MAX_SUBSCRIPTIONS_PER_USER,
  WORKING_STATUSES,
  orderedStatuses,
  type EmailSubscription,
  type NotificationSubscription,
  type StatusOption,
  type WorkingStatus,
  createSubscriptionRequest,
} from '@fsp/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { AuthenticatedUser, DataScope } from '../../plugins/auth';
import { HttpError, fieldRefused, notFound } from '../../plugins/errors';
import { notificationsRepo as repo, type StoredSubscription } from './repo';
import { languageOf } from '../../texts';
import { MAIL_TEXTS } from './texts';
import { answerTextsFor } from './answer-texts';

type CreateBody = z.output<typeof createSubscriptionRequest>;

/** The options of the dialog's status field: every working status with its text in the user's language. */
export function statusOptions(cultureName: string, statuses: readonly WorkingStatus[] = WORKING_STATUSES): StatusOption[] {
  const labels = MAIL_TEXTS[languageOf(cultureName)].statuses;
  return orderedStatuses(statuses).map((status) => ({ status, statusTxt: labels[status] }));
}

function present(subscription: StoredSubscription, cultureName: string): NotificationSubscription {
  return { ...subscription, statuses: statusOptions(cultureName, subscription.statuses) };
}

/** The same subscription whatever order its statuses and teams were chosen in. */
const signature = (type: string, statuses: readonly string[], teamIds: readonly number[]) =>
  JSON.stringify([type, [...statuses].sort(), [...teamIds].sort((a, b) => a - b)]);

/**
 * Notification settings (spec part 2 §2, §4, §5, §7): a user's own subscriptions and their e-mail
 * address's subscription. Every rule the dialog shows is checked here again; bad input changes nothing.
 */
export function createNotificationSettingsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function knownTypes(): Promise<Set<string>> {
    const codes = await repo.mapCodes(db, SUBSCRIPTION_TYPE_MAP);
    return new Set([...codes, SUBSCRIPTION_TYPE.taskBasedStatusChange, SUBSCRIPTION_TYPE.dailyPlanning]);
  }

  return {
    statusOptions,

    /** The statuses the user's subscriptions listen to (GET /api/settings/statuses). */
    async userStatuses(user: AuthenticatedUser): Promise<StatusOption[]> {
      const subscriptions = await repo.subscriptionsOf(db, user.id);
      return statusOptions(user.cultureName, [...new Set(subscriptions.flatMap((s) => s.statuses))]);
    },

    async list(user: AuthenticatedUser): Promise<NotificationSubscription[]> {
      return (await repo.subscriptionsOf(db, user.id)).map((s) => present(s, user.cultureName));
    },

    async create(user: AuthenticatedUser, scope: DataScope, body: CreateBody): Promise<NotificationSubscription> {
      const texts = answerTextsFor({ user });
      const language = languageOf(user.cultureName);
      if (!(await knownTypes()).has(body.subscriptionType)) throw fieldRefused(language, 'subscriptionType', texts.unknownType(body.subscriptionType));
      const statuses = [...new Set(body.statuses.map((s) => s.status))];
      const teamIds = [...new Set(body.teams.map((t) => t.id))];
      const allowed = await repo.teamsInScope(db, scope, teamIds);
      const outside = teamIds.find((id) => !allowed.has(id));
      if (outside !== undefined) throw fieldRefused(language, `teams.${body.teams.findIndex((t) => t.id === outside)}.id`, texts.teamOutOfScope(outside));
      const id = await db.transaction(async (tx) => {
        await repo.lockUser(tx, user.id);
        const existing = await repo.subscriptionsOf(tx, user.id);
        if (existing.length >= MAX_SUBSCRIPTIONS_PER_USER) throw new HttpError(409, texts.tooMany);
        const wanted = signature(body.subscriptionType, statuses, teamIds);
        if (existing.some((s) => signature(s.subscriptionType, s.statuses, s.teams.map((t) => t.id)) === wanted)) {
          throw new HttpError(409, texts.duplicate);
        }
        return repo.insert(tx, user.id, { subscriptionType: body.subscriptionType, statuses, teamIds }, clock.now());
      });
      const created = (await repo.subscriptionsOf(db, user.id)).find((s) => s.id === id)!;
      return present(created, user.cultureName);
    },

    async remove(user: AuthenticatedUser, id: number): Promise<void> {
      if (!(await repo.remove(db, user.id, id))) throw notFound(answerTextsFor({ user }).notFound);
    },

    /** GET /api/email-subscription/list: the user's address and whether notification e-mails go to it. */
    async emailSubscriptions(user: AuthenticatedUser): Promise<EmailSubscription[]> {
      if (!user.email) return [];
      const [optOut, subscriptions] = await Promise.all([repo.optOutOf(db, user.id), repo.subscriptionsOf(db, user.id)]);
      return [
        {
          email: user.email,
          active: optOut === null,
          unsubscribedAt: optOut ? optOut.unsubscribedAt.getTime() : null,
          unsubscribedVia: optOut ? (optOut.source as 'LINK' | 'SETTINGS') : null,
          subscriptionCount: subscriptions.length,
        },
      ];
    },

    /** DELETE /api/email-subscription: stops every notification e-mail; the subscriptions stay. */
    async stopEmails(user: AuthenticatedUser) {
      await repo.optOut(db, user.id, user.email, 'SETTINGS', clock.now());
      return this.emailSubscriptions(user);
    },

    /** POST /api/email-subscription/sync: notification e-mails go to the user's current address again. */
    async resumeEmails(user: AuthenticatedUser) {
      await repo.resume(db, user.id);
      return this.emailSubscriptions(user);
    },
  };
}
export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
