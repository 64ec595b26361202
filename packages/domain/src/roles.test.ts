import { describe, expect, it } from 'vitest';
import { hasPermittedRole, isObserver, isOnlyCiBoardUser, rolesOfSession } from './roles';

describe('role predicates', () => {
  it('recognises users whose only role is CI_BOARD_USER', () => {
    expect(isOnlyCiBoardUser(['CI_BOARD_USER'])).toBe(true);
    expect(isOnlyCiBoardUser(['CI_BOARD_USER', 'CI_BOARD_USER'])).toBe(true);
    expect(isOnlyCiBoardUser(['CI_BOARD_USER', 'CI_COMMITTEE'])).toBe(false);
    expect(isOnlyCiBoardUser([])).toBe(false);
  });

  it('treats OBSERVER as read-only only without a role that may change planning', () => {
    expect(isObserver(['OBSERVER'])).toBe(true);
    expect(isObserver(['OBSERVER', 'CI_COMMITTEE'])).toBe(true);
    expect(isObserver(['OBSERVER', 'DISPATCHER'])).toBe(false);
    expect(isObserver(['DISPATCHER'])).toBe(false);
  });

  it('knows the permitted roles', () => {
    expect(hasPermittedRole(['CI_COMMITTEE'])).toBe(true);
    expect(hasPermittedRole(['GUEST'])).toBe(false);
    expect(hasPermittedRole([])).toBe(false);
  });

  it('lets a CI login session act as CI_BOARD_USER when the user holds neither a board role nor a dispatcher-side role', () => {
    expect(rolesOfSession([], true)).toEqual(['CI_BOARD_USER']);
    expect(rolesOfSession(['ADMIN'], true)).toEqual(['ADMIN', 'CI_BOARD_USER']);
    expect(rolesOfSession([], false)).toEqual([]);
    expect(rolesOfSession(['ADMIN'], false)).toEqual(['ADMIN']);
    for (const kept of [['DISPATCHER'], ['OBSERVER'], ['POWER_USER'], ['ADMIN', 'POWER_USER'], ['CI_COMMITTEE'], ['CI_BOARD_USER']] as const) {
      expect(rolesOfSession(kept, true)).toEqual(kept);
    }
  });
});
