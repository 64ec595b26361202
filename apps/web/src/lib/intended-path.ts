import { SESSION_KEYS, session } from './storage-keys';

/** Pages that must never be the target of a post-login redirect. */
const NOT_A_DESTINATION = ['/login', '/logout', '/offline', '/network-error', '/error', '/no-access'];

/**
 * Accepts only same-origin app paths ("/x?y#z"), never "//host" or "https://..." (open redirect),
 * never the login or standalone pages, and never the root (the root already means "no wish").
 */
export function sanitizeIntendedPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  if (pathname === '/') return null;
  if (NOT_A_DESTINATION.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  return path;
}

export function rememberIntendedPath(path: string): void {
  const safe = sanitizeIntendedPath(path);
  if (safe) session.set(SESSION_KEYS.intendedPath, safe);
}

/** Reads and forgets the remembered path. */
export function takeIntendedPath(): string | null {
  const value = sanitizeIntendedPath(session.get(SESSION_KEYS.intendedPath));
  session.remove(SESSION_KEYS.intendedPath);
  return value;
}
