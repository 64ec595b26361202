import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TECHNICIANS_PATH, techniciansQueryOptions } from '../../api/planning';
import { LOCAL_KEYS } from '../../lib/storage-keys';
import { prefetchInitialGrid, rememberInitialGridRead } from './initial-grid';
import { serializeFilterSnapshot, type PlanningFilters } from './model/filters';

// The API client's messages read i18n, which would start up for a browser.
vi.mock('../../i18n', () => ({ default: { t: (key: string) => key, language: 'en' } }));

const FILTERS: PlanningFilters = { date: '2026-03-02', teamIds: [7, 3], organizationEnabled: false, organizations: [], remember: false, planRange: { start: null, end: null } };

const GRID_PATH = '/dispatcher/planning/grid';

/** A browser storage holding these entries, as the board reads it on load, at this address. */
function stubStorage(entries: Record<string, string>, pathname = GRID_PATH) {
  const store = new Map(Object.entries(entries));
  vi.stubGlobal('window', {
    location: { pathname, origin: 'http://portal.test' },
    setTimeout,
    clearTimeout,
    localStorage: { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => store.set(key, value), removeItem: (key: string) => store.delete(key) },
  });
  return store;
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

describe("the grid's first read remembered for the next full load", () => {
  const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(url === TECHNICIANS_PATH ? '{"technicians":[]}' : '{}')));
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is sent by the early entry on that address, and the board\'s query takes its answer instead of asking again', async () => {
    const store = stubStorage({ [LOCAL_KEYS.planningFilters]: serializeFilterSnapshot(FILTERS, Date.now()), [LOCAL_KEYS.accessToken]: 'token-1' });
    rememberInitialGridRead(GRID_PATH);
    vi.resetModules();
    await import('../../early/early-requests');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/user-info', TECHNICIANS_PATH]);
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit & { headers: Record<string, string> }];
    expect(init.headers.Authorization).toBe('Bearer token-1');
    expect(JSON.parse(init.body as string)).toEqual({ teams: [{ id: 3 }, { id: 7 }], searchDate: '2026-03-02' });

    const { api } = await import('../../lib/api-client');
    const early = await import('../../lib/early-responses');
    expect(early.takeEarlyResponse('POST', TECHNICIANS_PATH, 'token-1', '{"teams":[{"id":3}],"searchDate":"2026-03-02"}')).toBeUndefined();
    expect(await api.post(TECHNICIANS_PATH, { teams: [{ id: 3 }, { id: 7 }], searchDate: '2026-03-02' })).toEqual({ technicians: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.has(LOCAL_KEYS.earlyRequest)).toBe(true);
  });

  it('is not sent on another address, once stale, or without a stored filter (which forgets it)', async () => {
    const store = stubStorage({ [LOCAL_KEYS.planningFilters]: serializeFilterSnapshot(FILTERS, Date.now()), [LOCAL_KEYS.accessToken]: 'token-1' });
    rememberInitialGridRead(GRID_PATH);
    const remembered = store.get(LOCAL_KEYS.earlyRequest)!;
    const stale = JSON.stringify({ ...JSON.parse(remembered), until: Date.now() - 1 });
    for (const [pathname, entry] of [['/dispatcher/work-orders', remembered], [GRID_PATH, stale]] as const) {
      stubStorage({ [LOCAL_KEYS.accessToken]: 'token-1', [LOCAL_KEYS.earlyRequest]: entry }, pathname);
      vi.resetModules();
      await import('../../early/early-requests');
    }
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/user-info', '/api/user-info']);
    const cleared = stubStorage({ [LOCAL_KEYS.earlyRequest]: remembered });
    rememberInitialGridRead(GRID_PATH);
    expect(cleared.has(LOCAL_KEYS.earlyRequest)).toBe(false);
  });
});
