import type { TFunction } from 'i18next';

/**
 * The refused sign-in's message with the wait the server asked for (Retry-After): the throttle's delay doubles from
 * one second to minutes, so a fixed "in a minute" was wrong either way. Without the header, the general wording.
 */
export function tooManyAttemptsText(t: TFunction, retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return t('login.tooManyAttempts');
  return t('login.tooManyAttemptsSeconds', { count: Math.max(1, retryAfterSeconds) });
}
