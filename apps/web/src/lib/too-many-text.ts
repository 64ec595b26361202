import type { TFunction } from 'i18next';

const KEYS = {
  attempts: ['login.tooManyAttempts', 'login.tooManyAttemptsSeconds'],
  requests: ['errors.tooManyRequests', 'errors.tooManyRequestsSeconds'],
} as const;

/**
 * A 429's message with the wait the server asked for (Retry-After): the sign-in throttle's delay doubles from one
 * second to minutes and a route's limit ends with its window, so a fixed "in a minute" was wrong either way. Without
 * the header, the general wording. `attempts`: a refused sign-in; `requests`: any other call.
 */
export function tooManyText(t: TFunction, what: keyof typeof KEYS, retryAfterSeconds: number | undefined): string {
  const [general, seconds] = KEYS[what];
  if (retryAfterSeconds === undefined) return t(general);
  return t(seconds, { count: Math.max(1, retryAfterSeconds) });
}
