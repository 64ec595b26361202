/**
 * A separate entry, loaded by index.html ahead of the app (build/early-requests.ts adds its script tag): it asks
 * for the signed-in user's session at once, so the answer travels while the app's scripts arrive and run, and
 * the app's first call to user-info takes this response instead of asking again (lib/early-responses.ts).
 * It imports nothing, so it runs as soon as its one small file is there; the names it shares with the app are
 * checked by early-requests.test.ts.
 */
const TOKEN_KEY = 'fsp.accessToken';
const USER_INFO_PATH = '/api/user-info';
const GLOBAL_NAME = '__fspEarlyResponses';
const TIMEOUT_MS = 30_000;

interface EarlyResponse {
  key: string;
  token: string;
  response: Promise<Response>;
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be refused (privacy mode): the app asks for itself then.
    return null;
  }
}

/** The pages outside the signed-in frame (app/router.tsx): the app decides what they ask for. */
const STANDALONE = /^\/(login|logout|offline|error|network-error|no-access)(\/|$)/;

const token = readToken();
if (token && !STANDALONE.test(window.location.pathname)) {
  const headers = {
    Accept: 'application/json',
    // As the app's client sends it: minutes east of UTC.
    'X-Timezone-Offset': String(-new Date().getTimezoneOffset() || 0),
    Authorization: `Bearer ${token}`,
  };
  // Cut after the app's own time-out for a call (lib/api-client.ts), which does not apply to this request.
  const response = fetch(USER_INFO_PATH, { method: 'GET', headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  // Whoever takes it handles its failure; until then a failed request must not count as unhandled.
  response.catch(() => undefined);
  const early: EarlyResponse[] = [{ key: `GET ${USER_INFO_PATH}`, token, response }];
  Object.assign(window, { [GLOBAL_NAME]: early });
}

// A module (its test imports it to run it), with nothing to export.
export {};
