/**
 * Every browser-storage key the web app uses, in one place so that features do not collide
 * and logout can clear the right ones.
 */
export const LOCAL_KEYS = {
  /** The bearer token from POST /oauth/token. */
  accessToken: 'fsp.accessToken',
  /** The language the user picked last (en, tr, ru, az, ge). */
  language: 'fsp.language',
  /** Side menu collapsed state. */
  siderCollapsed: 'fsp.siderCollapsed',
  /** The planning grid's unsaved changes (serializePendingChanges), written on every change. */
  planningPendingChanges: 'fsp.planning.pendingChanges',
  /** The planning grid's whole filter, written on unload and before a 401 redirect; restored, applied and cleared on load. */
  planningFilters: 'fsp.planning.filters',
  /** Teams and organizations, kept only while "remember my selection" is on. */
  planningRememberedSelection: 'fsp.planning.rememberedSelection',
  /** 'true' when the planning header's filter chips are hidden. */
  planningChipsHidden: 'fsp.planning.chipsHidden',
  /** Per username, the flagged work-order items and technicians whose deleted-items dialog the user has closed (JSON, model/seen-deleted.ts). */
  planningSeenDeleted: 'fsp.planning.seenDeleted',
  /** The planning board's view ('day' or 'workingHours', model/view.ts), kept per browser. */
  planningView: 'fsp.planning.view',
  /** Where the planning board's top was last (px from the document's top): the next load starts at that height (lib/use-viewport-rest.ts). */
  planningBoardTop: 'fsp.planning.boardTop',
  /** 'on' or 'off': the user's last flip of the new-assignment drawer's Advanced switch, kept per browser (assignment-drawer/model/wizard-start.ts). */
  assignmentWizard: 'fsp.assignment.wizard',
  /** Column order of the planning grid's Work orders tab (JSON array of column keys). */
  planningWorkOrderColumns: 'fsp.planning.workOrderColumns',
  /** The first read of a screen's next full load (lib/early-responses.ts), which src/early/early-requests.ts sends before the app runs. */
  earlyRequest: 'fsp.earlyRequest',
  /** The CI board's filter (spec part 2 §3 "CI list filter": kept in local storage). */
  ciBoardFilters: 'fsp.ciBoard.filters',
} as const;

export const SESSION_KEYS = {
  /** Country from the login start page's ?country= parameter. */
  country: 'fsp.country',
  /** Set when /login/start was opened with ?ci=1: the user came through the CI board login. */
  cameViaCiLogin: 'fsp.cameViaCiLogin',
  /** Where an unauthenticated user wanted to go; the post-login redirect returns there. */
  intendedPath: 'fsp.intendedPath',
  /** Set after a language change: the cached session (config, localisation maps) is stale. */
  needsReauth: 'fsp.needsReauth',
  /** The non-Chromium browser warning was dismissed for this browser session. */
  browserWarningDismissed: 'fsp.browserWarningDismissed',
  /** Where the network-error page's retry button goes. */
  retryPath: 'fsp.retryPath',
  /** Where /logout goes on after the single sign-on provider's logout page (LogoutPageState.next across that trip). */
  logoutNext: 'fsp.logoutNext',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage can throw (privacy mode, quota); the app keeps working without it.
    return fallback;
  }
}

export const local = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
};
