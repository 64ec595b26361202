import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_RESPONSES_GLOBAL, takeEarlyResponse } from './early-responses';
import { LOCAL_KEYS } from './storage-keys';

/** A window with what src/early/early-requests.ts reads: the stored token and the address. */
function stubWindow(pathname: string, token: string | null) {
  const win: Record<string, unknown> = {
    location: { pathname },
    localStorage: { getItem: (key: string) => (key === LOCAL_KEYS.accessToken ? token : null) },
  };
  vi.stubGlobal('window', win);
  return win;
}

/** Runs the early-requests entry as the page would, once. */
async function runEarlyRequests() {
  vi.resetModules();
  await import('../early/early-requests');
}

describe('early requests (the session asked for before the app runs)', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for user-info with the stored token, and the app's first call with that token takes it, once", async () => {
    stubWindow('/dispatcher/planning/grid', 'token-1');
    await runEarlyRequests();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('/api/user-info');
    expect(init.headers.Authorization).toBe('Bearer token-1');
    expect(init.headers['X-Timezone-Offset']).toMatch(/^-?\d+$/);
    const early = takeEarlyResponse('GET', '/api/user-info', 'token-1');
    expect(early).toBe(fetchMock.mock.results[0].value);
    expect(takeEarlyResponse('GET', '/api/user-info', 'token-1')).toBeUndefined();
  });

  it('is not taken with another token (a new sign-in) nor for another call', async () => {
    stubWindow('/dispatcher/work-orders', 'token-1');
    await runEarlyRequests();
    expect(takeEarlyResponse('GET', '/api/authorizedTeams', 'token-1')).toBeUndefined();
    expect(takeEarlyResponse('GET', '/api/user-info', 'token-2')).toBeUndefined();
    // Taken out by the refused call: the next one asks for itself.
    expect(takeEarlyResponse('GET', '/api/user-info', 'token-1')).toBeUndefined();
  });

  it('asks nothing when signed out or on the pages outside the signed-in frame', async () => {
    for (const [pathname, token] of [['/dispatcher/planning/grid', null], ['/login', 't'], ['/login/start', 't'], ['/logout', 't'], ['/no-access', 't']] as const) {
      const win = stubWindow(pathname, token);
      await runEarlyRequests();
      expect(win[EARLY_RESPONSES_GLOBAL], pathname).toBeUndefined();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
