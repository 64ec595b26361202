import { useCallback, useEffect, useRef, useState } from 'react';
import { registerUnauthenticatedSaver } from '../../../lib/api-client';
import { LOCAL_KEYS, local } from '../../../lib/storage-keys';
import { readInitialFilters, rememberInitialGridRead } from '../initial-grid';
import { serializeFilterSnapshot, serializeRememberedSelection, type PlanningFilters } from '../model/filters';

/**
 * The grid's filters. On load the snapshot in browser storage is restored (the date as a date),
 * applied and cleared (spec part 1 §2); without one the remembered teams apply on today's date;
 * without those the page opens the drawer (source 'none'). The snapshot is written again when the
 * page unloads, when the user leaves the grid, and before the 401 redirect (spec §8), so a reload
 * or a new login comes back to the same view. Teams and organizations are remembered only while the
 * remember checkbox is on (spec §5).
 */
export function usePlanningFilters() {
  const [initial] = useState(readInitialFilters);
  // The board's own address (the snapshot is also written after leaving it, when the address is another's).
  const [openedAt] = useState(() => window.location.pathname);
  const [filters, setFilters] = useState<PlanningFilters | null>(initial.filters);
  const latest = useRef(filters);
  latest.current = filters;

  useEffect(() => {
    // Cleared once applied; an effect (not the state initialiser) so a double render cannot lose it.
    local.remove(LOCAL_KEYS.planningFilters);
  }, []);

  useEffect(() => {
    const save = () => {
      if (latest.current) local.set(LOCAL_KEYS.planningFilters, serializeFilterSnapshot(latest.current, Date.now()));
      rememberInitialGridRead(openedAt);
    };
    const unregister = registerUnauthenticatedSaver(save);
    window.addEventListener('pagehide', save);
    return () => {
      unregister();
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [openedAt]);

  const apply = useCallback((next: PlanningFilters) => {
    setFilters(next);
    if (next.remember) local.set(LOCAL_KEYS.planningRememberedSelection, serializeRememberedSelection(next));
    else local.remove(LOCAL_KEYS.planningRememberedSelection);
  }, []);

  return { filters, apply, initialSource: initial.source };
}
