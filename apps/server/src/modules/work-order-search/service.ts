import type { WorkOrderSearchRequest } from '@fsp/domain';
import type { Db } from '../../db/client';
import type { DataScope } from '../../plugins/auth';
import { createWorkOrderSearchRepo, type OrgunitScope } from './repo';

/**
 * Requested organizations outside the caller's scope are ignored (as on the planning grid); no
 * selection means every organization of the scope.
 */
export function searchOrgunits(requested: readonly string[], scope: DataScope): OrgunitScope {
  if (scope.allTeams) return requested.length ? requested : null;
  return requested.length ? requested.filter((o) => scope.orgunits.includes(o)) : scope.orgunits;
}

export function createWorkOrderSearchService(deps: { db: Db }) {
  const repo = createWorkOrderSearchRepo(deps.db);
  return {
    async search(filter: WorkOrderSearchRequest, scope: DataScope) {
      const orgunits = searchOrgunits(filter.organizations, scope);
      if (orgunits !== null && orgunits.length === 0) return { workOrders: [], totalRowCount: 0 };
      const { rows, total } = await repo.search(filter, orgunits);
      return { workOrders: rows, totalRowCount: total };
    },
  };
}
