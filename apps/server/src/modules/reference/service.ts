import type { Db } from '../../db/client';
import type { DataScope } from '../../plugins/auth';
import type { ReferenceCache } from '../../plugins/reference-cache';
import { admits, orgScopeKey, teamScopeKey } from '../../plugins/scope';
import { createReferenceRepo } from './repo';

/**
 * The shared lists. Teams and organizations are read by every screen at start: they come from the reference
 * cache (every active one, loaded once per change of their tables) and are limited to the caller's scope here.
 */
export function createReferenceService(deps: { db: Db; referenceCache: ReferenceCache }) {
  const repo = createReferenceRepo(deps.db);
  const cache = deps.referenceCache;
  return {
    teams: (scope: DataScope) => cache.scoped('reference:active-teams', teamScopeKey(scope), () => repo.activeTeams(), (team) => admits.team(scope, team.id)),
    organizations: (scope: DataScope) =>
      cache.scoped('reference:active-organizations', orgScopeKey(scope), () => repo.activeOrganizations(), (org) => admits.organization(scope, org.orgunit)),
    technicians: (scope: DataScope) => repo.technicians(scope),
    holidays: () => repo.holidays(),
    customers: () => repo.customers(),
    searchCustomers: (text: string) => repo.searchCustomers(text),
  };
}
