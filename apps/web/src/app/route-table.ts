import { ADMIN_SCREEN_ROLES, SERVICE_ENGINEER_SCREEN_ROLES, hasAnyRole, type Role } from '@fsp/domain';

/**
 * The screens of both spec parts: path, page title key and the roles that may open them
 * (part 1 §2/§6, part 2 §2 route table). Guards, menus, breadcrumbs and the post-login redirect
 * all read this one table.
 */
export const APP_ROUTES = {
  planningGrid: { path: '/dispatcher/planning/grid', roles: SERVICE_ENGINEER_SCREEN_ROLES },
  planningScheduler: { path: '/dispatcher/planning/scheduler', roles: SERVICE_ENGINEER_SCREEN_ROLES },
  workOrders: { path: '/dispatcher/work-orders', roles: SERVICE_ENGINEER_SCREEN_ROLES },
  draftWorkOrders: { path: '/dispatcher/draft-work-orders', roles: SERVICE_ENGINEER_SCREEN_ROLES },
  planningHistory: { path: '/dispatcher/planning-history', roles: SERVICE_ENGINEER_SCREEN_ROLES },
  activityHistory: { path: '/dispatcher/activity-history', roles: SERVICE_ENGINEER_SCREEN_ROLES },
  sampleSearch: { path: '/dispatcher/sos', roles: SERVICE_ENGINEER_SCREEN_ROLES },
  settings: { path: '/dispatcher/settings', roles: SERVICE_ENGINEER_SCREEN_ROLES },
  ciBoard: { path: '/ci-board', roles: SERVICE_ENGINEER_SCREEN_ROLES },
  teamManagement: { path: '/admin/team-management', roles: ADMIN_SCREEN_ROLES },
  statistics: { path: '/admin/statistics', roles: ADMIN_SCREEN_ROLES },
  calendarManagement: { path: '/admin/calendar-management', roles: ADMIN_SCREEN_ROLES },
  plateManagement: { path: '/admin/plate-management', roles: ADMIN_SCREEN_ROLES },
} as const satisfies Record<string, { path: string; roles: readonly Role[] }>;

export type RouteId = keyof typeof APP_ROUTES;
export const ROUTE_IDS = Object.keys(APP_ROUTES) as RouteId[];

/** The i18n key of a screen's title. */
export function routeTitleKey(id: RouteId): `pages.${RouteId}` {
  return `pages.${id}`;
}

function normalizePathname(path: string): string {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return pathname === '' ? '/' : pathname;
}

/** The screen a path opens, or null for the root, standalone pages and unknown paths. */
export function findAppRoute(path: string): RouteId | null {
  const pathname = normalizePathname(path);
  for (const id of ROUTE_IDS) if (APP_ROUTES[id].path === pathname) return id;
  return null;
}

export function canOpenRoute(id: RouteId, roles: readonly string[]): boolean {
  return hasAnyRole(roles, APP_ROUTES[id].roles);
}

/** True unless the path is a known screen the roles may not open (unknown paths end at the 404 page). */
export function isPathPermitted(path: string, roles: readonly string[]): boolean {
  const id = findAppRoute(path);
  return id === null || canOpenRoute(id, roles);
}

export function isRootPath(path: string): boolean {
  return normalizePathname(path) === '/';
}
