/**
 * Lets non-React code (the API client) navigate inside the single-page app. The router registers
 * itself at start-up; before that (or in tests) a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(fn: Navigate): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** A full page load: drops every in-memory state of the old session. */
export function hardNavigate(to: string): void {
  window.location.assign(to);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
