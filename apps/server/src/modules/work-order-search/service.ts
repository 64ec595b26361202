import { workOrderNumberKey, type WorkOrderSearchRequest, type WorkOrderSearchResponse } from '@fsp/domain';
import { DEFAULT_SEARCH_TOTAL_BOUND } from '../../config';
import type { Db } from '../../db/client';
import type { DataScope } from '../../plugins/auth';
import { createWorkOrderSearchRepo, type OrgunitScope } from './repo';
import { asSet, createTotalsCache, type TotalSource } from '../../search/totals-cache';

/**
 * Requested organizations outside the caller's scope are ignored (as on the planning grid); no
 * selection means every organization of the scope.
 */
export function searchOrgunits(requested: readonly string[], scope: DataScope): OrgunitScope {
  if (scope.allTeams) return requested.length ? requested : null;
  return requested.length ? requested.filter((o) => scope.orgunits.includes(o)) : scope.orgunits;
}

export function createWorkOrderSearchService(deps: { db: Db; totalBound?: number }) {
  const repo = createWorkOrderSearchRepo(deps.db);
  const totals = createTotalsCache(deps.db);
  const bound = deps.totalBound ?? DEFAULT_SEARCH_TOTAL_BOUND;
  return {
    /**
     * One page and its total, exact up to the bound (more: the bound and totalRowCountIsLowerBound); the total
     * comes from the totals cache when nothing changed since it was counted.
     */
    async search(filter: WorkOrderSearchRequest, scope: DataScope): Promise<{ answer: WorkOrderSearchResponse; totalSource: TotalSource }> {
      const orgunits = searchOrgunits(filter.organizations, scope);
      if (orgunits !== null && orgunits.length === 0) return { answer: { workOrders: [], totalRowCount: 0, totalRowCountIsLowerBound: false }, totalSource: 'bypass' };
      const key = JSON.stringify([
        'work-order-search',
        orgunits === null ? null : asSet(orgunits),
        asSet(filter.customers),
        // One entry for a number typed with or without its leading zeros: they match the same rows.
        filter.workOrderNo ? workOrderNumberKey(filter.workOrderNo) : null,
        filter.seriNo ?? null,
        filter.modelNo ?? null,
        filter.onlyMDA === true,
        filter.onlyAssigned === true,
      ]);
      const { rows, total, totalIsLowerBound, source } = await totals.page(key, filter.index * filter.limit, {
        page: () => repo.page(filter, orgunits),
        count: () => repo.count(filter, orgunits, bound),
        bound,
        limit: filter.limit,
      });
      return { answer: { workOrders: rows, totalRowCount: total, totalRowCountIsLowerBound: totalIsLowerBound }, totalSource: source };
    },
  };
}
