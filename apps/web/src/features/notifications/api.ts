import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emailSubscriptionListResponse,
  notificationSubscription,
  notificationSubscriptionsResponse,
  statusOptionsResponse,
  type CreateSubscriptionRequest,
} from '@fsp/domain';
import { api } from '../../lib/api-client';

const NOTIFICATIONS_KEY = ['notifications'] as const;
const SUBSCRIPTIONS_KEY = [...NOTIFICATIONS_KEY, 'subscriptions'] as const;
const EMAIL_KEY = [...NOTIFICATIONS_KEY, 'email-subscription'] as const;
const SUBSCRIPTIONS_PATH = '/api/settings/notification-subscriptions';

/** GET /api/settings/notification-subscriptions: the user's subscriptions, oldest first. */
export function useSubscriptions() {
  return useQuery({
    queryKey: SUBSCRIPTIONS_KEY,
    queryFn: ({ signal }) => api.get(SUBSCRIPTIONS_PATH, { schema: notificationSubscriptionsResponse, signal }),
  });
}

/** GET /api/settings/statuses/all: the dialog's status options, with texts in the user's language. */
export function useStatusOptions() {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'statuses'],
    queryFn: ({ signal }) => api.get('/api/settings/statuses/all', { schema: statusOptionsResponse, signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/email-subscription/list: the address notification e-mails go to, and whether they are paused. */
export function useEmailSubscription() {
  return useQuery({
    queryKey: EMAIL_KEY,
    queryFn: ({ signal }) => api.get('/api/email-subscription/list', { schema: emailSubscriptionListResponse, signal }),
  });
}

function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}

/** POST: errors stay with the dialog (silent), which shows them at the fields they name. */
export function useCreateSubscription() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (body: CreateSubscriptionRequest) => api.post(SUBSCRIPTIONS_PATH, body, { schema: notificationSubscription, silent: true }),
    onSuccess: invalidate,
  });
}

export function useRemoveSubscription() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${SUBSCRIPTIONS_PATH}/${id}`),
    onSettled: invalidate,
  });
}

/** DELETE /api/email-subscription pauses every notification e-mail; POST .../sync resumes them. */
export function useEmailSubscriptionChange() {
  const invalidate = useInvalidateNotifications();
  return useMutation({
    mutationFn: (active: boolean) =>
      active
        ? api.post('/api/email-subscription/sync', undefined, { schema: emailSubscriptionListResponse })
        : api.delete('/api/email-subscription', { schema: emailSubscriptionListResponse }),
    onSettled: invalidate,
  });
}
