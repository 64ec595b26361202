import { isApiError } from '../../../lib/api-error';

/** The activity list's page as the screen shows it, through its loads. */
export interface PageLoad<T> {
  rows: T[];
  total: number;
  loading: boolean;
  error: unknown;
  /** Ids of the rows that arrived live (the screen marks them for a moment). */
  freshIds: ReadonlySet<number>;
  /** How many rows arrived live since this page was loaded. */
  arrived: number;
}

/**
 * A load of the page begins. A failed load's error stays shown while it is tried again (by the poll, a push or
 * Retry) and goes only with a load that succeeds: cleared here, the error box went away and came back with every
 * failed attempt. A `quiet` attempt (the poll's or a push's, not the user's) does not show the table's spinner either.
 */
export function pageLoadStarted<T>(state: PageLoad<T>, quiet: boolean): PageLoad<T> {
  return quiet ? state : { ...state, loading: true };
}

export function pageLoaded<T>(rows: T[], total: number): PageLoad<T> {
  return { rows, total, loading: false, error: null, freshIds: new Set(), arrived: 0 };
}

/** The rows shown before stay (a failed page change leaves the previous page under the error). */
export function pageLoadFailed<T>(state: PageLoad<T>, error: unknown): PageLoad<T> {
  return { ...state, loading: false, error };
}

/**
 * Whether the poll and the pushes load a failed page again by themselves: after a failure of the way there (no
 * answer, a time-out, 408, 429, 5xx), yes; not after the server refused the request itself (any other 4xx: a filter
 * from an edited link), which would be refused the same way every 20 s for ever. Such a page loads again when the
 * filter changes or on Retry.
 */
export function retriedByItself(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'http') return true;
  return error.status < 400 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The server refused the filter itself (its 400): the screen says what is wrong with it rather than that the load failed. */
export const filterRefused = (error: unknown): boolean => isApiError(error) && error.kind === 'http' && error.status === 400;
