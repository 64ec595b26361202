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
 * The early response to `METHOD path` asked for with this token, taken out so only the first call gets it;
 * undefined when there is none (or it was asked for with another token: a new sign-in asks again).
 */
export function takeEarlyResponse(method: string, path: string, token: string | null): Promise<Response> | undefined {
  const list = (window as unknown as Record<string, EarlyResponse[] | undefined>)[EARLY_RESPONSES_GLOBAL];
  const index = list?.findIndex((e) => e.key === `${method} ${path}`) ?? -1;
  if (!list || index < 0) return undefined;
  const [early] = list.splice(index, 1);
  return early.token === token ? early.response : undefined;
}
