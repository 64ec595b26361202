import { ROLES, canChangePlanning, type Role } from '@fsp/domain';

/** Role predicates shared by the session hook, the menus and the redirects. Pure. */

export function hasPermittedRole(roles: readonly string[]): boolean {
  return roles.some((r) => (ROLES as readonly string[]).includes(r));
}

/** Spec: users whose only role is CI_BOARD_USER lose profile settings, personal details and export. */
export function isOnlyCiBoardUser(roles: readonly string[]): boolean {
  const distinct = new Set(roles);
  return distinct.size === 1 && distinct.has('CI_BOARD_USER');
}

/**
 * OBSERVER is the read-only dispatcher. A user who also holds a role that may change planning
 * (DISPATCHER, ADMIN, POWER_USER) is not treated as an observer.
 */
export function isObserver(roles: readonly string[]): boolean {
  return roles.includes('OBSERVER') && !canChangePlanning(roles);
}

export function hasRole(roles: readonly string[], role: Role): boolean {
  return roles.includes(role);
}
