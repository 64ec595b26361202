import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS, local } from './storage-keys';

/**
 * The access token lives in localStorage (spec: "kept in browser storage") so that it survives
 * reloads and is shared between tabs. Components subscribe to it so that removing it (401,
 * logout, logout in another tab) re-renders the route guards at once.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export function getAccessToken(): string | null {
  return local.get(LOCAL_KEYS.accessToken);
}

export function setAccessToken(token: string): void {
  local.set(LOCAL_KEYS.accessToken, token);
  emit();
}

export function clearAccessToken(): void {
  if (getAccessToken() === null) return;
  local.remove(LOCAL_KEYS.accessToken);
  emit();
}

export function subscribeAccessToken(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === LOCAL_KEYS.accessToken || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, getAccessToken, () => null);
}
