import { LOCAL_KEYS, local } from '../../lib/storage-keys';
import { OPEN_PLAN_RANGE, parseRememberedSelection, serializeFilterSnapshot, type PlanningFilters } from './model/filters';

/** One day ('YYYY-MM-DD', the browser's zone) of one team: where another screen sends the user on the grid. */
export interface GridOpening {
  date: string;
  teamId: number;
}

/**
 * The filter the grid opens on for `target`: that day and team alone. The remember box keeps its state (on while a
 * selection is remembered), so the next Apply in the filter drawer neither drops nor overwrites it unasked.
 */
export function gridOpeningFilters(target: GridOpening, rememberedRaw: string | null): PlanningFilters {
  return {
    date: target.date,
    teamIds: [target.teamId],
    organizationEnabled: false,
    organizations: [],
    remember: parseRememberedSelection(rememberedRaw) !== null,
    planRange: OPEN_PLAN_RANGE,
  };
}

/**
 * Makes the grid's next opening show `target`, as a reload restores the grid (spec part 1 §2): the stored filter
 * snapshot, which the board applies and clears when it mounts. Call it just before navigating to the grid.
 */
export function storeGridOpening(target: GridOpening, now = Date.now()): void {
  local.set(LOCAL_KEYS.planningFilters, serializeFilterSnapshot(gridOpeningFilters(target, local.get(LOCAL_KEYS.planningRememberedSelection)), now));
}
