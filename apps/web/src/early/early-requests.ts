/**
 * A separate entry, loaded by index.html ahead of the app (build/early-requests.ts adds its script tag): it asks
 * for the signed-in user's session at once, and for the screen's first read when the screen remembered it for
 * this address (the planning grid does, lib/early-responses.ts `rememberEarlyRequest`), so the answers travel
 * while the app's scripts arrive and run; the app's first matching call takes each instead of asking again.
 * It imports nothing, so it runs as soon as its one small file is there; the names it shares with the app are
 * checked by early-requests.test.ts.
 */
const TOKEN_KEY = 'fsp.accessToken';
const REMEMBERED_REQUEST_KEY = 'fsp.earlyRequest';
const USER_INFO_PATH = '/api/user-info';
const GLOBAL_NAME = '__fspEarlyResponses';
const TIMEOUT_MS = 30_000;

interface EarlyResponse {
  key: string;
  token: string;
  response: Promise<Response>;
}

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be refused (privacy mode): the app asks for itself then.
    return null;
  }
}

/** The remembered first read of this address, if it is well formed, still due and one of our API's. */
function rememberedRequest(): { path: string; body: string } | null {
  try {
    const r = JSON.parse(readStored(REMEMBERED_REQUEST_KEY) ?? 'null') as Record<string, unknown> | null;
    const due = r !== null && r.pathname === window.location.pathname && typeof r.until === 'number' && Date.now() < r.until;
    return due && r.method === 'POST' && typeof r.path === 'string' && r.path.startsWith('/api/') && typeof r.body === 'string' ? { path: r.path, body: r.body } : null;
  } catch {
    return null;
  }
}

/** The pages outside the signed-in frame (app/router.tsx): the app decides what they ask for. */
const STANDALONE = /^\/(login|logout|offline|error|network-error|no-access)(\/|$)/;

/**
 * The original client chose its standalone pages by fragment (spec part 2 §1: /#/pub/survey?c=…, /#/logout …), and
 * such links are still in customers' messages: the same page by path. Only these pages, so a fragment cannot send
 * the browser anywhere else (no //host).
 */
const FRAGMENT_PAGE = /^#(\/(?:pub\/survey|offline|network-error|error|logout)(?:[?#].*)?)$/;
const fragmentPage = FRAGMENT_PAGE.exec(window.location.hash)?.[1];
if (fragmentPage && window.location.pathname === '/') window.location.replace(fragmentPage);

const token = readStored(TOKEN_KEY);
if (token && !fragmentPage && !STANDALONE.test(window.location.pathname)) {
  const headers = {
    Accept: 'application/json',
    // As the app's client sends it: minutes east of UTC.
    'X-Timezone-Offset': String(-new Date().getTimezoneOffset() || 0),
    Authorization: `Bearer ${token}`,
  };
  // Cut after the app's own time-out for a call (lib/api-client.ts), which does not apply to this request.
  const ask = (path: string, json?: string): EarlyResponse => {
    const init: RequestInit = json === undefined ? { method: 'GET', headers } : { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: json };
    const response = fetch(path, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    // Whoever takes it handles its failure; until then a failed request must not count as unhandled.
    response.catch(() => undefined);
    return { key: json === undefined ? `GET ${path}` : `POST ${path} ${json}`, token, response };
  };
  const early = [ask(USER_INFO_PATH)];
  const remembered = rememberedRequest();
  if (remembered) early.push(ask(remembered.path, remembered.body));
  Object.assign(window, { [GLOBAL_NAME]: early });
}

// A module (its test imports it to run it), with nothing to export.
export {};
