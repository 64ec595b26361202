import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Language } from '@fsp/domain';
import { classifyDbError } from '../db/errors';
import { refusalWords, requestLanguage, translateIssue } from './refusal-language';

/** An error the client should see as is: status, machine code and a human message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = defaultCode(statusCode),
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

function defaultCode(status: number): string {
  switch (status) {
    case 400:
      return 'Bad Request';
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'Not Found';
    case 409:
      return 'Conflict';
    case 422:
      return 'Unprocessable Entity';
    case 429:
      return 'Too Many Requests';
    case 503:
      return 'Service Unavailable';
    case 501:
      return 'Not Implemented';
    default:
      return 'Error';
  }
}

export const MESSAGES = {
  forbiddenOperation: 'Sorry, you are not authorized to do this operation',
  forbiddenPage: 'Sorry, you are not authorized to view this page...',
  unauthenticated: 'Unauthorized',
  notFound: 'Sorry, the page you visited was not found.',
  unexpected: 'An unexpected error occurred.',
  busy: 'The server is busy. Please try again in a moment.',
  invalidValue: 'A value in the request is outside what can be stored.',
  conflict: 'The change conflicts with a record that changed or no longer exists. Please reload and try again.',
} as const;

export const badRequest = (message: string, details?: { path: string; message: string }[]) =>
  new HttpError(400, message, 'Bad Request', details);
/** A 400 refusing one body field, framed in `language`; `why` is already worded in it (a module's answer texts). */
export function fieldRefused(language: Language, path: string, why: string): HttpError {
  const words = refusalWords(language);
  return badRequest(words ? words.field(path, why) : `Invalid body field "${path}": ${why}`, [{ path, message: why }]);
}
/**
 * A 400 refusing a request part a route parses itself with a contract (the CI save's JSON part `part`), worded
 * like a refused body: zod's issues through the caller's language, their paths under `part`; English as
 * `Invalid <part>.<path>: <message>`.
 */
export function partRefused(language: Language, part: string, issues: readonly z.core.$ZodIssue[], source: unknown): HttpError {
  const details = issues.map(({ code, path: issuePath, message, ...params }) => {
    const path = issuePath.map(String);
    return { path: [part, ...path].join('.'), message: translateIssue(language, { code, params, path, message }, source) };
  });
  const [first] = details;
  const words = refusalWords(language);
  return badRequest(words ? words.field(first.path, first.message) : `Invalid ${first.path}: ${first.message}`, details);
}
/** A 400 refusing text holding a NUL character or a lone surrogate at `path`; English as `Invalid <where>: …`. */
export function textRefused(language: Language, path: string, fault: TextFault, where: string): HttpError {
  const words = refusalWords(language);
  if (words) {
    const why = fault === 'nul' ? words.nulCharacter : words.unpairedSurrogate;
    return badRequest(path ? words.field(path, why) : words.request(why), [{ path, message: why }]);
  }
  return badRequest(`Invalid ${where}: ${TEXT_FAULTS[fault]}.`, [{ path, message: TEXT_FAULTS[fault] }]);
}
/** "1 second", "5 seconds": a wait in English words. */
export const englishSeconds = (seconds: number): string => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
/**
 * The 429 of a route's rate limit (@fastify/rate-limit's errorResponseBuilder) in the caller's language, naming the
 * seconds left in the window: what the plugin sends as Retry-After.
 */
export function rateLimitRefused(request: FastifyRequest, context: { ttl: number }): HttpError {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  const words = refusalWords(requestLanguage(request));
  return new HttpError(429, words ? words.tooManyRequests(seconds) : `Too many requests. Please try again in ${englishSeconds(seconds)}.`);
}
/**
 * A 429 a service words itself (the sign-in throttle, a too early position request): `message` names the wait,
 * which the error handler sends as Retry-After, so a client can wait exactly as long as the text says.
 */
export class WaitRefused extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: (seconds: number) => string) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, message(seconds));
    this.retryAfterSeconds = seconds;
  }
}
export const forbidden = (message: string = MESSAGES.forbiddenOperation) => new HttpError(403, message);
/** The role guard's 403 (OBSERVER's on a change too) in `language`: on a change, or on a read of a page. */
export function forbiddenIn(language: Language, refused: 'operation' | 'page'): HttpError {
  const words = refusalWords(language);
  if (refused === 'page') return forbidden(words?.forbiddenPage ?? MESSAGES.forbiddenPage);
  return forbidden(words?.forbiddenOperation ?? MESSAGES.forbiddenOperation);
}
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);

interface ZodLikeIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The refusal of a request part in the caller's language; `source` is that part, whose values zod's messages name. */
function describeValidation(issues: ZodLikeIssue[], context: string, language: Language, source: unknown): { message: string; details: { path: string; message: string }[] } {
  const details = issues.map((issue) => {
    const path = issue.instancePath?.split('/').filter(Boolean) ?? [];
    const message = translateIssue(language, { code: issue.keyword, params: issue.params, path, message: issue.message ?? 'invalid value' }, source);
    return { path: path.join('.'), message };
  });
  const first = details[0];
  const words = refusalWords(language);
  if (!first) return { message: `Invalid ${context}`, details };
  if (words) return { message: first.path ? words.field(first.path, first.message) : words.request(first.message), details };
  return { message: `Invalid ${context}${first.path ? ` field "${first.path}"` : ''}: ${first.message}`, details };
}

type TextFault = 'nul' | 'surrogate';
/** With the u flag a surrogate matches only unpaired: a pair is one code point. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The first string (key or value) holding a NUL character or a lone UTF-16 surrogate, with its path, or null:
 * PostgreSQL text cannot store a NUL, and a lone surrogate is no character (stored as U+FFFD, refused in JSON).
 */
export function textFault(value: unknown, path: string, depth = 0): { path: string; fault: TextFault } | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, fault: 'nul' };
    return LONE_SURROGATE.test(value) ? { path, fault: 'surrogate' } : null;
  }
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = textFault(key, path, depth + 1) ?? textFault(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const TEXT_FAULTS: Record<TextFault, string> = {
  nul: 'text must not contain the NUL character',
  surrogate: 'text must not contain an invalid Unicode character (an unpaired surrogate)',
};

/**
 * Refuses a NUL character or a lone surrogate anywhere in the path parameters, query or body with a 400 before
 * any route runs: the database would refuse either deep inside a query, or store the surrogate as U+FFFD.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [context, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const found = textFault(value, '');
      if (found !== null) throw textRefused(requestLanguage(request), found.path, found.fault, `${context}${found.path ? ` field "${found.path}"` : ''}`);
    }
  });
}

/** One place that turns every failure into the { statusCode, error, message } body; never leaks a stack. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request, reply) => {
    if (err instanceof HttpError) {
      if (err instanceof WaitRefused) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.code(err.statusCode).send({ statusCode: err.statusCode, error: err.code, message: err.message, details: err.details });
    }
    const language = requestLanguage(request);
    const words = refusalWords(language);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const context = err.validationContext ?? 'request';
      // A call without a body is validated as a null body: zod's message names null, so its source must too.
      const source = { body: request.body ?? null, querystring: request.query, params: request.params, headers: request.headers }[context as string];
      const { message, details } = describeValidation(err.validation as ZodLikeIssue[], context, language, source);
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message, details });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: words?.unexpected ?? MESSAGES.unexpected });
    }
    const fastifyErr = err as FastifyError;
    if (fastifyErr.validation) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: fastifyErr.message });
    }
    const status = fastifyErr.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type, rate limit.
      const message = (words?.body as Readonly<Record<string, string>> | undefined)?.[fastifyErr.code] ?? fastifyErr.message;
      return reply.code(status).send({ statusCode: status, error: defaultCode(status), message });
    }
    // Database failures a route did not handle itself (docs/decisions/0010-planning-locks-and-retries.md).
    const failure = classifyDbError(err);
    if (failure === 'busy' || failure === 'unavailable') {
      request.log.warn({ err, failure }, 'database busy or unavailable');
      return reply.code(503).header('retry-after', '1').send({ statusCode: 503, error: defaultCode(503), message: words?.busy ?? MESSAGES.busy });
    }
    if (failure === 'invalidValue' || failure === 'overlap' || failure === 'missingReference') {
      request.log.warn({ err, failure }, 'database refused a value');
      const [status, message] = failure === 'invalidValue' ? [400, words?.invalidValue ?? MESSAGES.invalidValue] : [409, words?.conflict ?? MESSAGES.conflict];
      return reply.code(status).send({ statusCode: status, error: defaultCode(status), message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: words?.unexpected ?? MESSAGES.unexpected });
  });
}
