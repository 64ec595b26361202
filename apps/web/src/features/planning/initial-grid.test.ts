import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { techniciansQueryOptions } from '../../api/planning';
import { LOCAL_KEYS } from '../../lib/storage-keys';
import { prefetchInitialGrid } from './initial-grid';
import { serializeFilterSnapshot, type PlanningFilters } from './model/filters';

// The API client's messages read i18n, which would start up for a browser.
vi.mock('../../i18n', () => ({ default: { t: (key: string) => key, language: 'en' } }));

const FILTERS: PlanningFilters = { date: '2026-03-02', teamIds: [7, 3], organizationEnabled: false, organizations: [], remember: false };

/** A browser storage holding these entries, as the board reads it on load. */
function stubStorage(entries: Record<string, string>) {
  const store = new Map(Object.entries(entries));
  vi.stubGlobal('window', {
    localStorage: { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => store.set(key, value), removeItem: (key: string) => store.delete(key) },
  });
}

describe('the grid first read asked for before the board renders', () => {
  let client: QueryClient;
  let prefetch: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    client = new QueryClient();
    prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the stored filter's day with the key the board's query uses", () => {
    stubStorage({ [LOCAL_KEYS.planningFilters]: serializeFilterSnapshot(FILTERS, Date.now()), [LOCAL_KEYS.planningView]: 'workingHours' });
    prefetchInitialGrid(client);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]![0].queryKey).toEqual(techniciansQueryOptions([3, 7], '2026-03-02').queryKey);
  });

  it('asks for nothing without a stored filter or for a range view (the board reads those day by day)', () => {
    stubStorage({});
    prefetchInitialGrid(client);
    stubStorage({ [LOCAL_KEYS.planningFilters]: serializeFilterSnapshot(FILTERS, Date.now()), [LOCAL_KEYS.planningView]: 'week' });
    prefetchInitialGrid(client);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
