import i18n from '../i18n';
import { ApiError, errorMessageFor, readErrorBody, readRetryAfter } from './api-error';
import { tooManyText } from './too-many-text';
import { timezoneOffsetMinutes } from './browser-time-zone';
import { clearAccessToken, getAccessToken } from './auth-token';
import { takeEarlyResponse } from './early-responses';
import { checkWhenIdle } from './late-check';
import { notify } from './feedback';
import { rememberIntendedPath } from './intended-path';
import { currentPath, hardNavigate, navigateTo } from './navigation';
import { isUnauthenticatedPending, setUnauthenticatedPending } from './session-expiry';

/**
 * The one HTTP client of the web app.
 *
 * - Adds `Authorization: Bearer <token>` (unless `auth: false`) and `X-Timezone-Offset`
 *   (minutes east of UTC).
 * - JSON, form-encoded and raw (FormData, Blob) bodies; JSON, text or blob responses.
 * - Optional `schema` (any object with `parse`, e.g. a zod schema from @fsp/domain) validates
 *   the response; a function returning a promise of one is started with the request, so the
 *   shell's calls can keep zod out of the first page load.
 * - Time-out (30 s default) through AbortController, combined with the caller's signal.
 * - Failures become `ApiError`, and the spec's error catalogue is applied here and only here:
 *   401 ends the session, 501 on user-info goes offline, everything else becomes a notification
 *   unless the caller passes `silent: true` (the session-level reactions still happen).
 */

export { ApiError, isApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface Schema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string> | URLSearchParams;
  /** Sent as is (FormData for multipart uploads, Blob, ...). */
  body?: BodyInit;
  headers?: Record<string, string>;
  schema?: Schema<T> | (() => Promise<Schema<T>>);
  responseType?: 'json' | 'text' | 'blob';
  /** With responseType 'blob': called as the body arrives (bytes so far, Content-Length or null). */
  onDownloadProgress?: (received: number, total: number | null) => void;
  /** Milliseconds; default 30 000. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Send the bearer token (default true). Calls without it never trigger the 401 session flow. */
  auth?: boolean;
  /** No error notification; session-level reactions (401, offline) still happen. */
  silent?: boolean;
  /**
   * false: a 401 answer is just an error, not the end of the session (logout with an expired
   * token, for example). Default true for calls that send the token.
   */
  handleUnauthenticated?: boolean;
  /** Error wording for operations; defaults to true for every method but GET. Reads made by POST pass false. */
  mutation?: boolean;
  /**
   * With a schema: the answer is handed over unchecked and checked once the browser is idle, so the check (and
   * loading zod) is not on the way to the first paint; a mismatch calls this instead of failing the call, and
   * the caller asks again with the check made at once, which fails and reports as any call (lib/late-check.ts).
   */
  onLateMismatch?: () => void;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
/** Spec: redirect to login 5 s after an unauthenticated request. */
export const UNAUTHENTICATED_REDIRECT_MS = 5_000;
const USER_INFO_PATH = '/api/user-info';
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';


function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function readBlobWithProgress(res: Response, onProgress: (received: number, total: number | null) => void): Promise<Blob> {
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = res.headers.get('content-type') ?? '';
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type });
}

async function readBody(res: Response, responseType: RequestOptions['responseType'], onProgress?: RequestOptions['onDownloadProgress']): Promise<unknown> {
  if (responseType === 'blob') return onProgress ? readBlobWithProgress(res, onProgress) : res.blob();
  if (responseType === 'text') return res.text();
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const useAuth = options.auth !== false;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Timezone-Offset': String(timezoneOffsetMinutes()),
    ...options.headers,
  };
  const token = useAuth ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = (options.form instanceof URLSearchParams ? options.form : new URLSearchParams(options.form)).toString();
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = window.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  const ctx: FailureContext = {
    method,
    path,
    usedAuth: useAuth && options.handleUnauthenticated !== false,
    silent: options.silent ?? false,
    mutation: options.mutation ?? method !== 'GET',
  };

  try {
    let res: Response;
    let data: unknown;
    let schema = typeof options.schema === 'function' ? undefined : options.schema;
    const schemaLoad = typeof options.schema === 'function' && !options.onLateMismatch ? options.schema() : undefined;
    // Awaited only after the response: until then a failed chunk fetch must not count as unhandled.
    schemaLoad?.catch(() => undefined);
    try {
      const url = buildUrl(path, options.query);
      // A call asked for before the app's code ran (the session, a screen's remembered first read) takes that
      // response; that request has the same time-out of its own (src/early/early-requests.ts), a failure of it
      // reads as this call's.
      const early = body === undefined || typeof body === 'string' ? takeEarlyResponse(method, url, token, body) : undefined;
      res = await (early ?? fetch(url, { method, headers, body, signal: controller.signal }));
      data = await readBody(res, res.ok ? options.responseType : 'json', res.ok ? options.onDownloadProgress : undefined);
      if (res.ok && schemaLoad) schema = await schemaLoad;
    } catch (cause) {
      const kind = timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : 'network';
      throw new ApiError({ kind, method, path, cause, mutation: ctx.mutation });
    }
    if (!res.ok) {
      const retryAfterSeconds = readRetryAfter(res.headers.get('retry-after'));
      throw new ApiError({ kind: 'http', method, path, status: res.status, body: data, mutation: ctx.mutation, retryAfterSeconds, ...readErrorBody(data) });
    }
    if (options.onLateMismatch && options.schema) {
      checkWhenIdle(options.schema, data, options.onLateMismatch);
      return data as T;
    }
    if (!schema) return data as T;
    try {
      return schema.parse(data);
    } catch (cause) {
      // A contract mismatch between server and client is a bug worth a console line.
      console.error(`Response of ${method} ${path} does not match its contract`, cause);
      throw new ApiError({ kind: 'parse', method, path, status: res.status, body: data, cause, mutation: ctx.mutation });
    }
  } catch (error) {
    if (error instanceof ApiError) handleFailure(error, ctx);
    throw error;
  } finally {
    window.clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

type Opts<T> = Omit<RequestOptions<T>, 'method' | 'json'>;

/** Shorthands; `post`/`put`/`patch` take the JSON body as second argument. */
export const api = {
  get: <T = unknown>(path: string, options?: Opts<T>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T = unknown>(path: string, options?: Opts<T>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T = unknown>(path: string, json?: unknown, options?: Opts<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', json }),
  /** A read sent as POST (a search with its filter in the body): a failure says loading failed, not that a change failed. */
  search: <T = unknown>(path: string, json: unknown, options?: Omit<Opts<T>, 'mutation'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', json, mutation: false }),
  put: <T = unknown>(path: string, json?: unknown, options?: Opts<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', json }),
  patch: <T = unknown>(path: string, json?: unknown, options?: Opts<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', json }),
  postForm: <T = unknown>(path: string, form: Record<string, string> | URLSearchParams, options?: Opts<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', form }),
};

// ---------------------------------------------------------------------------------------------
// The error catalogue's side effects: all of them live below.

interface FailureContext {
  method: HttpMethod;
  path: string;
  usedAuth: boolean;
  silent: boolean;
  mutation: boolean;
}

const unauthenticatedSavers = new Set<() => void>();
let unauthenticatedTimer: number | null = null;

/**
 * Registers a function that runs when a request turns out to be unauthenticated, before the
 * redirect to the login page: features save pending changes and filters to localStorage here so
 * that nothing is lost. Returns the unregister function (call it on unmount).
 */
export function registerUnauthenticatedSaver(saver: () => void): () => void {
  unauthenticatedSavers.add(saver);
  return () => {
    unauthenticatedSavers.delete(saver);
  };
}

function isUserInfoCall(ctx: FailureContext): boolean {
  return ctx.method === 'GET' && ctx.path.split('?')[0] === USER_INFO_PATH;
}

function handleFailure(error: ApiError, ctx: FailureContext): void {
  if (error.kind === 'aborted') return;

  if (ctx.usedAuth && error.isUnauthenticated) {
    clearAccessToken();
    if (isUserInfoCall(ctx)) {
      // The session itself is not valid: no notice, straight to the login page.
      rememberIntendedPath(currentPath());
      navigateTo('/login', { replace: true });
    } else {
      startUnauthenticatedRedirect();
    }
    return;
  }

  if (isUserInfoCall(ctx) && error.status === 501) {
    navigateTo('/offline', { replace: true });
    return;
  }

  if (ctx.silent || isUnauthenticatedPending()) return;
  notify('error', describeApiError(error, { mutation: ctx.mutation }));
}

function startUnauthenticatedRedirect(): void {
  if (unauthenticatedTimer !== null) return; // one timer at a time
  setUnauthenticatedPending(true);
  notify('warning', i18n.t('session.unauthenticatedNotice'), {
    title: i18n.t('session.unauthenticatedTitle'),
    key: 'session-unauthenticated',
    duration: UNAUTHENTICATED_REDIRECT_MS / 1000,
  });
  for (const saver of unauthenticatedSavers) {
    try {
      saver();
    } catch (e) {
      console.error('An unauthenticated-request saver failed', e);
    }
  }
  rememberIntendedPath(currentPath());
  unauthenticatedTimer = window.setTimeout(() => {
    // A full page load on purpose: nothing of the old session survives in memory.
    hardNavigate('/login?reason=expired');
  }, UNAUTHENTICATED_REDIRECT_MS);
}

/** The translated text of the error catalogue for a failure (also for inline error displays). */
export function describeApiError(error: unknown, options: { mutation?: boolean; limitsWorded?: boolean } = {}): string {
  const online = typeof navigator === 'undefined' ? true : navigator.onLine;
  const msg = errorMessageFor(error, { ...options, online });
  if ('text' in msg) return msg.text;
  return msg.key === 'errors.tooManyRequests' ? tooManyText(i18n.t, 'requests', msg.retryAfterSeconds) : i18n.t(msg.key);
}
