import type { Role } from '@fsp/domain';
import { APP_ROUTES, canOpenRoute, type RouteId } from './route-table';

/**
 * The side menu as data (part 2 §2 "Menus and layout"), built from roles and session config.
 * Kept free of React so it is unit-tested; src/app/layout/side-menu.tsx renders it.
 */
export type MenuGroupId = 'serviceEngineer' | 'powerUser' | 'admin';

export type LegacyPageId =
  | 'technician'
  | 'dispatcher'
  | 'trainingVacationParameters'
  | 'announcements'
  | 'holidays'
  | 'organizationParameters'
  | 'dataSync';

/**
 * Page names on the legacy portal, appended to config LEGACY_PORTAL_URL. The spec does not show
 * the legacy paths; these are ours, and a page's own setting (LEGACY_PAGE_URL_SETTINGS) replaces them.
 */
export const LEGACY_PAGE_PATHS: Record<LegacyPageId, string> = {
  technician: 'technician',
  dispatcher: 'service-engineer-dispatcher',
  trainingVacationParameters: 'training-vacation-parameters',
  announcements: 'announcements',
  holidays: 'holidays',
  organizationParameters: 'organization-parameters',
  dataSync: 'data-sync',
};

/** Settings with the full URL of one legacy page, for a legacy system whose paths differ from ours. */
export const LEGACY_PAGE_URL_SETTINGS: Record<LegacyPageId, string> = {
  technician: 'LEGACY_URL_TECHNICIAN',
  dispatcher: 'LEGACY_URL_SERVICE_ENGINEER_DISPATCHER',
  trainingVacationParameters: 'LEGACY_URL_TRAINING_VACATION_PARAMETERS',
  announcements: 'LEGACY_URL_ANNOUNCEMENTS',
  holidays: 'LEGACY_URL_HOLIDAYS',
  organizationParameters: 'LEGACY_URL_ORGANIZATION_PARAMETERS',
  dataSync: 'LEGACY_URL_DATA_SYNC',
};

export interface RouteMenuEntry {
  kind: 'route';
  /** Unique within the menu; also the menu item's key. */
  key: string;
  routeId: RouteId;
  path: string;
}

export interface LegacyMenuEntry {
  kind: 'legacy';
  key: string;
  page: LegacyPageId;
  /** Full URL on the legacy portal (full page load). */
  href: string;
}

export type MenuEntry = RouteMenuEntry | LegacyMenuEntry;

export interface MenuGroup {
  id: MenuGroupId;
  entries: MenuEntry[];
}

export interface AppMenu {
  groups: MenuGroup[];
  /**
   * Spec: "a CI board link is always present", but its route admits only some roles; the link is
   * shown to every user who may open the board and null otherwise (docs/decisions/0011-web-shell.md).
   */
  ciBoard: RouteMenuEntry | null;
}

export type SessionConfig = Readonly<Record<string, string | undefined>>;

const isHttpUrl = (value: string | undefined): value is string => !!value && /^https?:\/\/[^/]/i.test(value);

/**
 * The page's own setting, else `${LEGACY_PORTAL_URL}/<page>`; null when neither is an http(s) URL
 * (the entry is then left out of the menu).
 */
export function legacyUrl(config: SessionConfig, page: LegacyPageId): string | null {
  const own = config[LEGACY_PAGE_URL_SETTINGS[page]]?.trim();
  if (isHttpUrl(own)) return own;
  const base = config.LEGACY_PORTAL_URL?.trim().replace(/\/+$/, '');
  return isHttpUrl(base) ? `${base}/${LEGACY_PAGE_PATHS[page]}` : null;
}

function route(group: string, routeId: RouteId): RouteMenuEntry {
  return { kind: 'route', key: `${group}:${routeId}`, routeId, path: APP_ROUTES[routeId].path };
}

/** The legacy page's entry, or none when its address is not configured. */
function legacy(group: string, page: LegacyPageId, config: SessionConfig): LegacyMenuEntry[] {
  const href = legacyUrl(config, page);
  return href ? [{ kind: 'legacy', key: `${group}:legacy:${page}`, page, href }] : [];
}

export function buildMenu(roles: readonly Role[] | readonly string[], config: SessionConfig): AppMenu {
  const has = (r: Role) => (roles as readonly string[]).includes(r);
  const groups: MenuGroup[] = [];

  if (has('DISPATCHER') || has('OBSERVER')) {
    const g = 'serviceEngineer';
    groups.push({
      id: g,
      entries: [
        route(g, 'activityHistory'),
        route(g, 'planningGrid'),
        route(g, 'planningHistory'),
        route(g, 'workOrders'),
        ...(config.DRAFT_MENU_ENABLED === 'true' ? [route(g, 'draftWorkOrders')] : []),
        route(g, 'sampleSearch'),
        route(g, 'settings'),
      ],
    });
  }

  const powerUserEntries = (g: string): MenuEntry[] => [
    route(g, 'statistics'),
    ...legacy(g, 'technician', config),
    route(g, 'plateManagement'),
    route(g, 'calendarManagement'),
    route(g, 'teamManagement'),
  ];

  // The admin group is the power-user group plus the legacy links, so a user holding both roles
  // gets only the admin group instead of the same five entries twice.
  if (has('ADMIN')) {
    const g = 'admin';
    groups.push({
      id: g,
      entries: [
        ...powerUserEntries(g),
        ...legacy(g, 'dispatcher', config),
        ...legacy(g, 'trainingVacationParameters', config),
        ...legacy(g, 'announcements', config),
        ...legacy(g, 'holidays', config),
        ...legacy(g, 'organizationParameters', config),
        ...legacy(g, 'dataSync', config),
      ],
    });
  } else if (has('POWER_USER')) {
    groups.push({ id: 'powerUser', entries: powerUserEntries('powerUser') });
  }

  return { groups, ciBoard: canOpenRoute('ciBoard', roles) ? route('root', 'ciBoard') : null };
}

/** The menu entry and its group for a screen, for the selected item and the breadcrumb. */
export function findMenuPlacement(
  menu: AppMenu,
  routeId: RouteId,
): { group: MenuGroupId | null; entry: RouteMenuEntry } | null {
  // The scheduler placeholder is a view of the planning page.
  const target: RouteId = routeId === 'planningScheduler' ? 'planningGrid' : routeId;
  for (const group of menu.groups) {
    for (const entry of group.entries) {
      if (entry.kind === 'route' && entry.routeId === target) return { group: group.id, entry };
    }
  }
  if (target === 'ciBoard' && menu.ciBoard) return { group: null, entry: menu.ciBoard };
  return null;
}
