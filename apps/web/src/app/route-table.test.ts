import { describe, expect, it } from 'vitest';
import { canOpenRoute, findAppRoute, isPathPermitted, isRootPath } from './route-table';

describe('route table', () => {
  it('opens the admin screens to DISPATCHER, OBSERVER, ADMIN and POWER_USER', () => {
    for (const role of ['DISPATCHER', 'OBSERVER', 'ADMIN', 'POWER_USER']) expect(canOpenRoute('plateManagement', [role])).toBe(true);
    for (const role of ['CI_BOARD_USER', 'CI_COMMITTEE']) expect(canOpenRoute('plateManagement', [role])).toBe(false);
  });

  it('opens the service engineer screens to DISPATCHER, OBSERVER and the CI roles', () => {
    for (const role of ['DISPATCHER', 'OBSERVER', 'CI_BOARD_USER', 'CI_COMMITTEE']) {
      expect(canOpenRoute('planningGrid', [role])).toBe(true);
      expect(canOpenRoute('ciBoard', [role])).toBe(true);
    }
    expect(canOpenRoute('planningGrid', ['ADMIN'])).toBe(false);
    expect(canOpenRoute('settings', ['POWER_USER'])).toBe(false);
  });

  it('finds the screen of a path, ignoring query, hash and trailing slash', () => {
    expect(findAppRoute('/dispatcher/sos?x=1#y')).toBe('sampleSearch');
    expect(findAppRoute('/admin/statistics/')).toBe('statistics');
    expect(findAppRoute('/nowhere')).toBeNull();
    expect(isPathPermitted('/nowhere', [])).toBe(true);
    expect(isPathPermitted('/admin/statistics', ['CI_BOARD_USER'])).toBe(false);
    expect(isRootPath('')).toBe(true);
    expect(isRootPath('/#top')).toBe(true);
  });
});
