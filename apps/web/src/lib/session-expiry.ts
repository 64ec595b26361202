import { useSyncExternalStore } from 'react';

/**
 * The "unauthenticated request made" state: a call answered 401, the token is gone, a notice is
 * shown and the redirect to the login page is scheduled. While it lasts the app shows a blocking
 * spinner instead of bouncing every guard to /login at once.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let pending = false;

export function setUnauthenticatedPending(value: boolean): void {
  if (pending === value) return;
  pending = value;
  for (const l of listeners) l();
}

export function isUnauthenticatedPending(): boolean {
  return pending;
}

export function useUnauthenticatedPending(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
    () => false,
  );
}
