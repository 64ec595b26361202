import { LOCAL_KEYS, local } from './storage-keys';

/**
 * Responses asked for before the app's code ran (src/early/early-requests.ts, its own entry): a call the app
 * makes takes the matching one, once, instead of sending the same request again.
 */
export const EARLY_RESPONSES_GLOBAL = '__fspEarlyResponses';

interface EarlyResponse {
  key: string;
  token: string;
  response: Promise<Response>;
}

/**
 * A screen's first read on its next full load, as the screen itself works it out when it stores what it opens on
 * (the planning grid, from its stored filters): the early entry sends it along with the session when that
 * address is loaded before `until`, so the answer travels while the app's scripts arrive and run.
 */
export interface RememberedEarlyRequest {
  pathname: string;
  method: 'POST';
  path: string;
  /** The JSON body exactly as the app's client sends it (the early response is taken only for the same body). */
  body: string;
  until: number;
}

export function rememberEarlyRequest(request: RememberedEarlyRequest | null): void {
  if (request) local.set(LOCAL_KEYS.earlyRequest, JSON.stringify(request));
  else local.remove(LOCAL_KEYS.earlyRequest);
}

const keyOf = (method: string, path: string, body: string | undefined) => (body === undefined ? `${method} ${path}` : `${method} ${path} ${body}`);

/**
 * The early response to `METHOD path` (with this JSON body, if any) asked for with this token, taken out so only
 * the first call gets it; undefined when there is none (or it was asked for with another token: a new sign-in
 * asks again).
 */
export function takeEarlyResponse(method: string, path: string, token: string | null, body?: string): Promise<Response> | undefined {
  const list = (window as unknown as Record<string, EarlyResponse[] | undefined>)[EARLY_RESPONSES_GLOBAL];
  const key = keyOf(method, path, body);
  const index = list?.findIndex((e) => e.key === key) ?? -1;
  if (!list || index < 0) return undefined;
  const [early] = list.splice(index, 1);
  return early.token === token ? early.response : undefined;
}
