import { describe, expect, it } from 'vitest';
import { rolesOfSession, type Role } from '@fsp/domain';
import { decidePostLoginPath } from './post-login-redirect';
import { canOpenRoute } from './route-table';

const decide = (roles: string[], path = '/', cameViaCiLogin = false) =>
  decidePostLoginPath({ roles, path, cameViaCiLogin });

describe('decidePostLoginPath', () => {
  it('sends power users and admins at the root to usage statistics', () => {
    expect(decide(['POWER_USER'])).toBe('/admin/statistics');
    expect(decide(['ADMIN'])).toBe('/admin/statistics');
    expect(decide(['POWER_USER', 'DISPATCHER'])).toBe('/admin/statistics');
  });

  it('sends everyone else at the root to activity history', () => {
    expect(decide(['DISPATCHER'])).toBe('/dispatcher/activity-history');
    expect(decide(['OBSERVER'])).toBe('/dispatcher/activity-history');
    expect(decide(['CI_COMMITTEE'])).toBe('/dispatcher/activity-history');
    expect(decide(['CI_BOARD_USER', 'CI_COMMITTEE'])).toBe('/dispatcher/activity-history');
  });

  it('sends users without a permitted role to no-access', () => {
    expect(decide([])).toBe('/no-access');
    expect(decide([], '/dispatcher/work-orders')).toBe('/no-access');
    expect(decide(['SOMETHING_ELSE'])).toBe('/no-access');
  });

  it('lets CI-login users without a role through to the CI board', () => {
    expect(decide([], '/', true)).toBe('/ci-board');
  });

  it('lands users whose only role is CI_BOARD_USER on the CI board', () => {
    expect(decide(['CI_BOARD_USER'])).toBe('/ci-board');
    // A screen they may not open sends them to the board, not to a 403.
    expect(decide(['CI_BOARD_USER'], '/admin/statistics')).toBe('/ci-board');
    // A deep link into the board (or another screen they may open) is kept.
    expect(decide(['CI_BOARD_USER'], '/ci-board?id=42&country=tr')).toBe('/ci-board?id=42&country=tr');
    expect(decide(['CI_BOARD_USER'], '/dispatcher/planning/grid')).toBe('/dispatcher/planning/grid');
  });

  it('lands CI-login users on the CI board unless they are power user, dispatcher or observer', () => {
    expect(decide(['CI_COMMITTEE'], '/', true)).toBe('/ci-board');
    expect(decide(['ADMIN'], '/', true)).toBe('/ci-board');
    expect(decide(['DISPATCHER'], '/', true)).toBe('/dispatcher/activity-history');
    expect(decide(['OBSERVER'], '/', true)).toBe('/dispatcher/activity-history');
    expect(decide(['POWER_USER'], '/', true)).toBe('/admin/statistics');
  });

  it('opens the board it lands CI-login users on: the server gives their session CI_BOARD_USER', () => {
    for (const stored of [[], ['ADMIN']] as Role[][]) {
      const acting = rolesOfSession(stored, true);
      expect(decide(acting, '/', true)).toBe('/ci-board');
      expect(canOpenRoute('ciBoard', acting)).toBe(true);
      // The normal login's session keeps the stored roles: no board, as the no-access page says.
      expect(canOpenRoute('ciBoard', rolesOfSession(stored, false))).toBe(false);
    }
    expect(decide(rolesOfSession([], false))).toBe('/no-access');
  });

  it('returns other users to the path they asked for', () => {
    expect(decide(['DISPATCHER'], '/dispatcher/work-orders?x=1')).toBe('/dispatcher/work-orders?x=1');
    expect(decide(['POWER_USER'], '/admin/team-management')).toBe('/admin/team-management');
    // Access is the route guard's business, not the redirect's.
    expect(decide(['POWER_USER'], '/dispatcher/sos')).toBe('/dispatcher/sos');
  });

  it('treats a root with a query or trailing slash as the root', () => {
    expect(decide(['DISPATCHER'], '/?a=1')).toBe('/dispatcher/activity-history');
  });
});
