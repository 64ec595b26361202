import { describe, expect, it } from 'vitest';
import { hasPermittedRole, isObserver, isOnlyCiBoardUser } from './roles';

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
});
