export const ROLES = ['ADMIN', 'DISPATCHER', 'POWER_USER', 'OBSERVER', 'CI_BOARD_USER', 'CI_COMMITTEE'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that open the planning, work-order search, draft, history, activity, sample, CI board and settings screens. */
export const SERVICE_ENGINEER_SCREEN_ROLES: readonly Role[] = ['DISPATCHER', 'OBSERVER', 'CI_BOARD_USER', 'CI_COMMITTEE'];
/** Roles that open the four admin screens (team, statistics, calendar, plate management). */
export const ADMIN_SCREEN_ROLES: readonly Role[] = ['DISPATCHER', 'OBSERVER', 'ADMIN', 'POWER_USER'];

export const COUNTRY_CODES = ['TR', 'RU', 'KZ', 'AZ', 'KG'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const LANGUAGES = ['en', 'tr', 'ru', 'az', 'ge'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The menu's language selector offers only these; az and ge have locale files only. */
export const SELECTABLE_LANGUAGES: readonly Language[] = ['en', 'tr', 'ru'];

/**
 * Who may change the plan (save-schedules, deactivate, add/delete/move on the grid). The spec opens the
 * planning screens to CI_BOARD_USER and CI_COMMITTEE as well, but planning is dispatchers' work: those
 * roles read the plan (docs/decisions/0005-planning-editors.md).
 */
export const PLANNING_EDITOR_ROLES: readonly Role[] = ['DISPATCHER'];

/** OBSERVER is read-only: any role set made only of read-only roles may not change anything. */
export function canChangePlanning(roles: readonly string[]): boolean {
  return roles.includes('DISPATCHER') || roles.includes('ADMIN') || roles.includes('POWER_USER');
}

export function hasAnyRole(roles: readonly string[], allowed: readonly string[]): boolean {
  return roles.some((r) => allowed.includes(r));
}

/** Transaction (permission) names per role, sent with the session; the spec names calls by these (DISPATCHER.TECHNICIANS...). */
export const ROLE_TRANSACTIONS: Record<Role, readonly string[]> = {
  ADMIN: ['ADMIN.MASTERDATA', 'ADMIN.TEAMS', 'ADMIN.CALENDARS', 'ADMIN.PLATES', 'ADMIN.STATISTICS'],
  POWER_USER: ['ADMIN.TEAMS', 'ADMIN.CALENDARS', 'ADMIN.PLATES', 'ADMIN.STATISTICS'],
  DISPATCHER: ['DISPATCHER.TECHNICIANS', 'DISPATCHER.WORKORDERS', 'DISPATCHER.VACATIONS', 'DISPATCHER.CREATENOTE', 'DISPATCHER.SAVESCHEDULES', 'DISPATCHER.SENDSURVEY'],
  OBSERVER: ['DISPATCHER.TECHNICIANS', 'DISPATCHER.WORKORDERS', 'DISPATCHER.VACATIONS'],
  CI_BOARD_USER: ['CIBOARD.SUGGEST'],
  CI_COMMITTEE: ['CIBOARD.SUGGEST', 'CIBOARD.REVIEW'],
};

export function transactionsFor(roles: readonly Role[]): string[] {
  return [...new Set(roles.flatMap((r) => ROLE_TRANSACTIONS[r] ?? []))].sort();
}

/** Whether the user holds any role of the portal (else the no-access page). */
export function hasPermittedRole(roles: readonly string[]): boolean {
  return roles.some((r) => (ROLES as readonly string[]).includes(r));
}

/** Spec: users whose only role is CI_BOARD_USER lose profile settings, personal details and export. */
export function isOnlyCiBoardUser(roles: readonly string[]): boolean {
  const distinct = new Set(roles);
  return distinct.size === 1 && distinct.has('CI_BOARD_USER');
}

/**
 * Spec part 2 §2 "Post-login redirects": who arrives through the CI login and is neither power user, dispatcher nor
 * observer belongs on the CI board.
 */
export function belongsOnCiBoardAtCiLogin(roles: readonly string[]): boolean {
  return !roles.some((r) => r === 'POWER_USER' || r === 'DISPATCHER' || r === 'OBSERVER');
}

/**
 * The roles a session acts with (docs/decisions/0034-ci-login-board-access.md): a session begun through the CI login
 * whose user belongs on the board but holds no board role yet acts as CI_BOARD_USER too, so the board opens for it.
 * The stored roles stay as they are; ordered by name, as the session query reads them.
 */
export function rolesOfSession(roles: readonly Role[], viaCiLogin: boolean): Role[] {
  const holdsBoardRole = roles.includes('CI_BOARD_USER') || roles.includes('CI_COMMITTEE');
  if (!viaCiLogin || holdsBoardRole || !belongsOnCiBoardAtCiLogin(roles)) return [...roles];
  return [...roles, 'CI_BOARD_USER' as const].sort();
}

/**
 * OBSERVER is the read-only dispatcher. A user who also holds a role that may change planning
 * (DISPATCHER, ADMIN, POWER_USER) is not treated as an observer.
 */
export function isObserver(roles: readonly string[]): boolean {
  return roles.includes('OBSERVER') && !canChangePlanning(roles);
}
