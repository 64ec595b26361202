import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSubscriptionRequest,
  emailSubscriptionListResponse,
  errorResponse,
  notificationSubscription,
  notificationSubscriptionsResponse,
  statusOptionsResponse,
  subscriptionPathParams,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { requireUser } from '../../plugins/auth';
import { createNotificationSettingsService } from './service';

const tags = ['notifications'];
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * Notification settings (spec part 2 §2, §7 "Notifications"): any signed-in user manages their own
 * subscriptions and e-mail subscription; OBSERVER too (a personal change). docs/api-conventions.md "Notifications".
 */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const service = createNotificationSettingsService({ db, clock });

  app.get(
    '/api/settings/statuses/all',
    {
      schema: {
        tags,
        summary: "Every status a notification can listen to, with its text in the caller's language",
        description: 'The choices of the subscription dialog: every working status in the planning order, named as the notification e-mails name it.',
        response: { 200: statusOptionsResponse },
      },
    },
    async (request) => service.statusOptions(requireUser(request).cultureName),
  );

  app.get(
    '/api/settings/statuses',
    {
      schema: {
        tags,
        summary: "The statuses the caller's notification subscriptions listen to",
        description: "Each status once, however many subscriptions name it, with its text in the caller's language; empty without subscriptions.",
        response: { 200: statusOptionsResponse },
      },
    },
    async (request) => service.userStatuses(requireUser(request)),
  );

  app.get(
    '/api/settings/notification-subscriptions',
    {
      schema: {
        tags,
        summary: "The caller's notification subscriptions, oldest first",
        description: "Each with its type, teams and statuses (texts in the caller's language). Only the caller's own: nobody reads another user's.",
        response: { 200: notificationSubscriptionsResponse },
      },
    },
    async (request) => service.list(requireUser(request)),
  );

  app.post(
    '/api/settings/notification-subscriptions',
    {
      config: { personal: true },
      schema: {
        tags,
        summary: 'Adds a notification subscription of the caller',
        description:
          'The dialog rules hold: DAILY_PLANNING takes teams and no statuses, TASK_BASED_STATUS_CHANGE statuses and no teams, every other type (team-based) both. ' +
          "subscriptionType is a code of the 'e-mail subscription type' map; teams must be active teams of the caller's scope. " +
          'Bad input is a 400 naming the field; the same subscription twice or more than 50 is a 409. Nothing is stored on an error.',
        body: createSubscriptionRequest,
        response: { 200: notificationSubscription, ...errors },
      },
    },
    async (request) => service.create(requireUser(request), await request.dataScope(), request.body),
  );

  app.delete(
    '/api/settings/notification-subscriptions/:id',
    {
      config: { personal: true },
      schema: {
        tags,
        summary: "Removes one of the caller's notification subscriptions (404 for anyone else's)",
        description: "Another user's subscription answers 404 like an unknown id. OBSERVER may call it: it changes only the caller's settings.",
        params: subscriptionPathParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/email-subscription/list',
    {
      schema: {
        tags,
        summary: "The caller's e-mail subscription: the address notification e-mails go to and whether they are stopped",
        description: 'Empty when the account has no e-mail address.',
        response: { 200: emailSubscriptionListResponse },
      },
    },
    async (request) => service.emailSubscriptions(requireUser(request)),
  );

  app.post(
    '/api/email-subscription/sync',
    {
      config: { personal: true },
      schema: {
        tags,
        summary: "Brings the e-mail subscription in line with the caller's settings: notification e-mails go to their current address again",
        description: 'Undoes an unsubscribe link or DELETE /api/email-subscription; the subscriptions themselves were kept.',
        response: { 200: emailSubscriptionListResponse },
      },
    },
    async (request) => service.resumeEmails(requireUser(request)),
  );

  app.delete(
    '/api/email-subscription',
    {
      config: { personal: true },
      schema: {
        tags,
        summary: 'Stops every notification e-mail to the caller (the subscriptions stay, for a later sync)',
        description: 'Recorded as stopped from the settings (unsubscribedVia SETTINGS); answers as GET /api/email-subscription/list. POST /api/email-subscription/sync resumes.',
        response: { 200: emailSubscriptionListResponse },
      },
    },
    async (request) => service.stopEmails(requireUser(request)),
  );
};
