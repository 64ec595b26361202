import { z } from 'zod';
import { WORKING_STATUSES, type WorkingStatus } from '../codes';
import { idRangeMessage, requiredOr, rowId } from './common';

/**
 * Notification settings (spec part 2 §2 "Notification settings", §3 "Notification subscription", §4/§5
 * "Notification dialog", §7 "Notifications"). Paths the spec does not show: docs/api-conventions.md
 * "Notifications".
 */

/** The codes the spec names; the 'e-mail subscription type' map may add more team-based types. */
export const SUBSCRIPTION_TYPE = {
  taskBasedStatusChange: 'TASK_BASED_STATUS_CHANGE',
  dailyPlanning: 'DAILY_PLANNING',
} as const;

/** The localisation map (session allConfig.localisations) that lists the subscription types. */
export const SUBSCRIPTION_TYPE_MAP = 'emailSubscriptionType';

/** Spec §9: the notification table pages by 20 without a size changer. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** How many subscriptions one user may keep. */
export const MAX_SUBSCRIPTIONS_PER_USER = 50;
/** Default local time of the daily planning e-mail (country setting NOTIFICATION_DAILY_PLANNING_TIME). */
export const DAILY_PLANNING_DEFAULT_TIME = '18:00';
export const DAILY_PLANNING_TIME_SETTING = 'NOTIFICATION_DAILY_PLANNING_TIME';

/**
 * The dialog rules (spec §4, §5), shared by the dialog and the server: DAILY_PLANNING has no statuses,
 * TASK_BASED_STATUS_CHANGE no teams; every other field is required.
 */
export function subscriptionFields(subscriptionType: string | null | undefined): { statuses: boolean; teams: boolean } {
  return {
    statuses: subscriptionType !== SUBSCRIPTION_TYPE.dailyPlanning,
    teams: subscriptionType !== SUBSCRIPTION_TYPE.taskBasedStatusChange,
  };
}

export const SUBSCRIPTION_MESSAGES = {
  typeRequired: 'Choose a notification type.',
  unknownType: (type: string) => `Unknown notification type ${type}.`,
  statusRequired: 'Choose at least one status.',
  statusNotAllowed: 'Daily planning notifications have no status.',
  teamRequired: 'Choose at least one team.',
  teamNotAllowed: 'Task-based status notifications have no team.',
  teamOutOfScope: (id: number) => `Team ${id} is not one of your teams.`,
  duplicate: 'You already have this notification.',
  tooMany: `You can keep at most ${MAX_SUBSCRIPTIONS_PER_USER} notifications.`,
  notFound: 'The notification was not found.',
} as const;

/** A missing status is no unknown one ("Unknown status undefined."). */
const statusCode = z.enum(WORKING_STATUSES, { error: (issue) => (issue.input === undefined ? 'status is required' : `Unknown status ${JSON.stringify(issue.input)}.`) });
const teamId = rowId('A team id must be a number.', `${idRangeMessage('A team id')}.`);

/** POST body: subscriptionType, statuses as a list of {status}, teams as a list of {id} (spec §7). */
export const createSubscriptionRequest = z
  .object({
    subscriptionType: z.string({ error: requiredOr(SUBSCRIPTION_MESSAGES.typeRequired) }).trim().min(1, SUBSCRIPTION_MESSAGES.typeRequired).max(64),
    statuses: z.array(z.object({ status: statusCode })).max(WORKING_STATUSES.length).default([]),
    teams: z.array(z.object({ id: teamId })).max(1000).default([]),
  })
  .superRefine((body, ctx) => {
    // Without a type the dialog has not enabled the other fields yet: the type's message is enough.
    if (!body.subscriptionType) return;
    const fields = subscriptionFields(body.subscriptionType);
    if (fields.statuses && body.statuses.length === 0) ctx.addIssue({ code: 'custom', path: ['statuses'], message: SUBSCRIPTION_MESSAGES.statusRequired });
    if (!fields.statuses && body.statuses.length > 0) ctx.addIssue({ code: 'custom', path: ['statuses'], message: SUBSCRIPTION_MESSAGES.statusNotAllowed });
    if (fields.teams && body.teams.length === 0) ctx.addIssue({ code: 'custom', path: ['teams'], message: SUBSCRIPTION_MESSAGES.teamRequired });
    if (!fields.teams && body.teams.length > 0) ctx.addIssue({ code: 'custom', path: ['teams'], message: SUBSCRIPTION_MESSAGES.teamNotAllowed });
  })
  .meta({ id: 'CreateNotificationSubscription' });
export type CreateSubscriptionRequest = z.input<typeof createSubscriptionRequest>;

export const subscriptionPathParams = z.object({ id: rowId('id must be a number', idRangeMessage('id'), { coerce: true }) });

/** A status option: the code and its text in the caller's language. */
export const statusOption = z.object({ status: z.enum(WORKING_STATUSES), statusTxt: z.string() });
export type StatusOption = z.infer<typeof statusOption>;
export const statusOptionsResponse = z.array(statusOption);

/** Notification subscription (spec §3). */
export const notificationSubscription = z
  .object({
    id: z.number().int(),
    subscriptionType: z.string(),
    statuses: z.array(statusOption),
    teams: z.array(z.object({ id: z.number().int(), name: z.string(), organization: z.object({ displayName: z.string() }) })),
  })
  .meta({ id: 'NotificationSubscription' });
export type NotificationSubscription = z.infer<typeof notificationSubscription>;
export const notificationSubscriptionsResponse = z.array(notificationSubscription);

/**
 * The dispatcher-side e-mail subscription: the address notification e-mails go to and whether they
 * are stopped (the unsubscribe link, or DELETE /api/email-subscription) since when.
 */
export const emailSubscription = z
  .object({
    email: z.string(),
    active: z.boolean(),
    /** Epoch ms; null while active. */
    unsubscribedAt: z.number().int().nullable(),
    /** How it was stopped: the link in an e-mail or the settings page; null while active. */
    unsubscribedVia: z.enum(['LINK', 'SETTINGS']).nullable(),
    /** The user's notification subscriptions (what the address receives while active). */
    subscriptionCount: z.number().int(),
  })
  .meta({ id: 'EmailSubscription' });
export type EmailSubscription = z.infer<typeof emailSubscription>;
/** Empty when the account has no e-mail address (nothing can be sent). */
export const emailSubscriptionListResponse = z.array(emailSubscription);

/** The order the status options are offered in: the spec's code list. */
export const orderedStatuses = (statuses: Iterable<WorkingStatus>): WorkingStatus[] => {
  const chosen = new Set(statuses);
  return WORKING_STATUSES.filter((s) => chosen.has(s));
};
