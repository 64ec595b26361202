import { describe, expect, it } from 'vitest';
import { buildMenu, findMenuPlacement, legacyUrl, type AppMenu } from './menu';

const keysOf = (menu: AppMenu) =>
  menu.groups.map((g) => ({
    group: g.id,
    entries: g.entries.map((e) => (e.kind === 'route' ? e.routeId : `legacy:${e.page}`)),
  }));

const LEGACY = { LEGACY_PORTAL_URL: 'https://legacy.example.com' };

describe('buildMenu', () => {
  it('gives a dispatcher the service engineer group without drafts by default', () => {
    expect(keysOf(buildMenu(['DISPATCHER'], {}))).toEqual([
      {
        group: 'serviceEngineer',
        entries: ['activityHistory', 'planningGrid', 'planningHistory', 'workOrders', 'sampleSearch', 'settings'],
      },
    ]);
  });

  it('shows draft work orders only when DRAFT_MENU_ENABLED is the text true', () => {
    const entries = (config: Record<string, string>) =>
      buildMenu(['OBSERVER'], config).groups[0].entries.map((e) => (e.kind === 'route' ? e.routeId : e.page));
    expect(entries({ DRAFT_MENU_ENABLED: 'true' })).toContain('draftWorkOrders');
    expect(entries({ DRAFT_MENU_ENABLED: 'TRUE' })).not.toContain('draftWorkOrders');
    expect(entries({ DRAFT_MENU_ENABLED: 'false' })).not.toContain('draftWorkOrders');
    // Placed after work orders, as in the spec's list.
    expect(entries({ DRAFT_MENU_ENABLED: 'true' }).slice(3, 5)).toEqual(['workOrders', 'draftWorkOrders']);
  });

  it('gives a power user the power-user group with the legacy technician link', () => {
    expect(keysOf(buildMenu(['POWER_USER'], LEGACY))).toEqual([
      {
        group: 'powerUser',
        entries: ['statistics', 'legacy:technician', 'plateManagement', 'calendarManagement', 'teamManagement'],
      },
    ]);
  });

  it('gives an admin the power-user entries plus the legacy pages', () => {
    expect(keysOf(buildMenu(['ADMIN'], LEGACY))).toEqual([
      {
        group: 'admin',
        entries: [
          'statistics',
          'legacy:technician',
          'plateManagement',
          'calendarManagement',
          'teamManagement',
          'legacy:dispatcher',
          'legacy:trainingVacationParameters',
          'legacy:announcements',
          'legacy:holidays',
          'legacy:organizationParameters',
          'legacy:dataSync',
        ],
      },
    ]);
  });

  it('shows the admin group only once for a user holding ADMIN and POWER_USER', () => {
    expect(buildMenu(['ADMIN', 'POWER_USER'], {}).groups.map((g) => g.id)).toEqual(['admin']);
  });

  it('combines groups for combined roles, service engineer first', () => {
    expect(buildMenu(['POWER_USER', 'DISPATCHER'], {}).groups.map((g) => g.id)).toEqual([
      'serviceEngineer',
      'powerUser',
    ]);
  });

  it('gives CI users no group but the CI board link', () => {
    for (const roles of [['CI_BOARD_USER'], ['CI_COMMITTEE']]) {
      const menu = buildMenu(roles, {});
      expect(menu.groups).toEqual([]);
      expect(menu.ciBoard?.path).toBe('/ci-board');
    }
  });

  it('shows the CI board link only to users whose roles open the board', () => {
    for (const roles of [['DISPATCHER'], ['OBSERVER'], ['ADMIN', 'DISPATCHER'], ['POWER_USER', 'CI_COMMITTEE']]) {
      expect(buildMenu(roles, {}).ciBoard?.path, roles.join('+')).toBe('/ci-board');
    }
    for (const roles of [['ADMIN'], ['POWER_USER'], ['ADMIN', 'POWER_USER'], []]) {
      expect(buildMenu(roles, {}).ciBoard, roles.join('+')).toBeNull();
    }
  });

  it('keeps menu keys unique', () => {
    const menu = buildMenu(['ADMIN', 'DISPATCHER', 'OBSERVER'], { DRAFT_MENU_ENABLED: 'true' });
    const keys = [...menu.groups.flatMap((g) => g.entries.map((e) => e.key)), menu.ciBoard?.key];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('links legacy pages to LEGACY_PORTAL_URL or their own setting, and leaves unconfigured ones out', () => {
    const withUrl = buildMenu(['ADMIN'], { LEGACY_PORTAL_URL: 'https://legacy.example.com/portal/', LEGACY_URL_HOLIDAYS: 'https://hr.example.com/holidays' });
    const hrefs = Object.fromEntries(withUrl.groups[0].entries.flatMap((e) => (e.kind === 'legacy' ? [[e.page, e.href]] : [])));
    expect(hrefs.technician).toBe('https://legacy.example.com/portal/technician');
    expect(hrefs.holidays).toBe('https://hr.example.com/holidays');

    expect(keysOf(buildMenu(['ADMIN'], {}))[0].entries).toEqual(['statistics', 'plateManagement', 'calendarManagement', 'teamManagement']);
    const onlyOne = keysOf(buildMenu(['ADMIN'], { LEGACY_URL_DATA_SYNC: 'https://sync.example.com/' }))[0].entries;
    expect(onlyOne.filter((e) => e.startsWith('legacy:'))).toEqual(['legacy:dataSync']);
  });
});

describe('legacyUrl', () => {
  it('takes only http(s) addresses', () => {
    expect(legacyUrl({ LEGACY_PORTAL_URL: 'javascript:alert(1)' }, 'holidays')).toBeNull();
    expect(legacyUrl({ LEGACY_PORTAL_URL: '  ' }, 'holidays')).toBeNull();
    expect(legacyUrl({}, 'holidays')).toBeNull();
    expect(legacyUrl({ LEGACY_URL_HOLIDAYS: 'javascript:alert(1)', LEGACY_PORTAL_URL: 'http://old' }, 'holidays')).toBe('http://old/holidays');
    expect(legacyUrl({ LEGACY_PORTAL_URL: 'http://old' }, 'dataSync')).toBe('http://old/data-sync');
  });
});

describe('findMenuPlacement', () => {
  it('finds the group of a screen for the breadcrumb', () => {
    const menu = buildMenu(['ADMIN', 'DISPATCHER'], {});
    expect(findMenuPlacement(menu, 'teamManagement')?.group).toBe('admin');
    expect(findMenuPlacement(menu, 'workOrders')?.group).toBe('serviceEngineer');
    expect(findMenuPlacement(menu, 'planningScheduler')?.entry.routeId).toBe('planningGrid');
    expect(findMenuPlacement(menu, 'ciBoard')).toMatchObject({ group: null });
  });

  it('returns null for a screen the user reaches without a menu entry', () => {
    expect(findMenuPlacement(buildMenu(['CI_BOARD_USER'], {}), 'planningGrid')).toBeNull();
    expect(findMenuPlacement(buildMenu(['ADMIN'], {}), 'ciBoard')).toBeNull();
  });
});
