/**
 * The API error type and the pure half of the spec's error catalogue (part 1 §8, part 2 §8):
 * which text a failure deserves. No DOM, no i18n instance, so it is unit-tested in node.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'parse' | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  method: string;
  path: string;
  status?: number;
  /** Machine code from the body: `error` of {statusCode, error, message} or of an OAuth error. */
  code?: string;
  /** Human-readable text from the body (`message`, or OAuth's `error_description`). */
  serverMessage?: string;
  details?: { path: string; message: string }[];
  /** A 429's or 503's Retry-After, in seconds. */
  retryAfterSeconds?: number;
  body?: unknown;
  cause?: unknown;
  /** Whether the call changes data (the error wording); default every method but GET, a read made by POST passes false. */
  mutation?: boolean;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly method: string;
  readonly path: string;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly details: { path: string; message: string }[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly body: unknown;
  readonly mutation: boolean;

  constructor(init: ApiErrorInit) {
    super(
      init.serverMessage ?? `${init.method} ${init.path} failed (${init.kind}${init.status ? ` ${init.status}` : ''})`,
      { cause: init.cause },
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body;
    this.mutation = init.mutation ?? init.method !== 'GET';
  }

  /** Spec: 401, or an error code of Unauthorized, invalid_grant or invalid_token. */
  get isUnauthenticated(): boolean {
    return (
      this.kind === 'http' &&
      (this.status === 401 || this.code === 'invalid_grant' || this.code === 'invalid_token' || this.code === 'Unauthorized')
    );
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Pulls {error, message, details} out of whatever the server sent; tolerates non-JSON bodies. */
export function readErrorBody(body: unknown): Pick<ApiErrorInit, 'code' | 'serverMessage' | 'details'> {
  if (!body || typeof body !== 'object') return {};
  const b = body as Record<string, unknown>;
  const code = typeof b.error === 'string' ? b.error : undefined;
  const message =
    typeof b.message === 'string' && b.message.trim()
      ? b.message
      : typeof b.error_description === 'string' && b.error_description.trim()
        ? b.error_description
        : undefined;
  const details = Array.isArray(b.details)
    ? b.details.filter(
        (d): d is { path: string; message: string } =>
          !!d && typeof d === 'object' && typeof (d as { message?: unknown }).message === 'string',
      )
    : undefined;
  return { code, serverMessage: message, details };
}

/** Retry-After in seconds, as this server sends it (RFC 9110's other form, an HTTP date, is not read). */
export const readRetryAfter = (value: string | null): number | undefined => (value && /^\d+$/.test(value.trim()) ? Number(value) : undefined);

/** Translation keys of the error catalogue (src/i18n/locales/*.ts, section `errors`). */
export type ErrorMessageKey =
  | 'errors.timeout'
  | 'errors.offline'
  | 'errors.serverUnreachable'
  | 'errors.unexpected'
  | 'errors.loadFailed'
  | 'errors.operationFailed'
  | 'errors.unauthorizedOperation'
  | 'errors.unauthorizedView'
  | 'errors.tooManyRequests'
  | 'errors.notImplemented';

/**
 * Either a catalogue key or the server's own text. `mutation` selects the operation wording (a failed
 * save) or the read wording (loading failed); by default the failed call's own; `online` is navigator.onLine.
 * `limitsWorded`: a 429's own text (a call whose limits the server words in the reader's language: how long to
 * wait, or that a code is locked) rather than the catalogue's "too many requests", which names the wait of
 * Retry-After (`retryAfterSeconds`) when the server sent one.
 */
export function errorMessageFor(
  error: unknown,
  ctx: { mutation?: boolean; online: boolean; limitsWorded?: boolean },
): { key: ErrorMessageKey; retryAfterSeconds?: number } | { text: string } {
  if (!(error instanceof ApiError)) return { key: 'errors.unexpected' };
  const mutation = ctx.mutation ?? error.mutation;
  switch (error.kind) {
    case 'timeout':
      return { key: 'errors.timeout' };
    case 'network':
      return { key: ctx.online ? 'errors.serverUnreachable' : 'errors.offline' };
    case 'parse':
    case 'aborted':
      return { key: 'errors.unexpected' };
    case 'http':
      break;
  }
  if (error.status === 403) return { key: mutation ? 'errors.unauthorizedOperation' : 'errors.unauthorizedView' };
  if (error.status === 429) {
    return ctx.limitsWorded && error.serverMessage ? { text: error.serverMessage } : { key: 'errors.tooManyRequests', retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error.status === 501) return error.serverMessage ? { text: error.serverMessage } : { key: 'errors.notImplemented' };
  // Server internals are not for users: 5xx always gets the catalogue text.
  if (error.status >= 500) return { key: mutation ? 'errors.operationFailed' : 'errors.loadFailed' };
  if (error.serverMessage) return { text: error.serverMessage };
  return { key: mutation ? 'errors.operationFailed' : 'errors.loadFailed' };
}
