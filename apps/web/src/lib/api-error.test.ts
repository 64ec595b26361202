import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageFor, readErrorBody } from './api-error';

const http = (status: number, body: unknown = undefined, method = 'GET') =>
  new ApiError({ kind: 'http', method, path: '/api/x', status, body, ...readErrorBody(body) });
const msg = (e: unknown, mutation = false, online = true) => errorMessageFor(e, { mutation, online });

describe('ApiError', () => {
  it('recognises unauthenticated answers by status or OAuth code', () => {
    expect(http(401).isUnauthenticated).toBe(true);
    expect(http(400, { error: 'invalid_grant' }).isUnauthenticated).toBe(true);
    expect(http(400, { error: 'invalid_token' }).isUnauthenticated).toBe(true);
    expect(http(403, { error: 'Forbidden' }).isUnauthenticated).toBe(false);
    expect(new ApiError({ kind: 'network', method: 'GET', path: '/x' }).isUnauthenticated).toBe(false);
  });

  it('reads the spec error body and OAuth error bodies', () => {
    expect(readErrorBody({ statusCode: 400, error: 'Bad Request', message: 'Name is required', details: [{ path: 'name', message: 'Required' }] })).toEqual({
      code: 'Bad Request',
      serverMessage: 'Name is required',
      details: [{ path: 'name', message: 'Required' }],
    });
    expect(readErrorBody({ error: 'invalid_grant', error_description: 'Code expired' })).toEqual({
      code: 'invalid_grant',
      serverMessage: 'Code expired',
      details: undefined,
    });
    expect(readErrorBody('<html>')).toEqual({});
    expect(readErrorBody(null)).toEqual({});
  });
});

describe('errorMessageFor (the error catalogue)', () => {
  it('maps time-outs and network failures', () => {
    expect(msg(new ApiError({ kind: 'timeout', method: 'GET', path: '/x' }))).toEqual({ key: 'errors.timeout' });
    const net = new ApiError({ kind: 'network', method: 'GET', path: '/x' });
    expect(msg(net, false, true)).toEqual({ key: 'errors.serverUnreachable' });
    expect(msg(net, false, false)).toEqual({ key: 'errors.offline' });
  });

  it('uses the operation wording for a 403 on a mutation', () => {
    expect(msg(http(403), true)).toEqual({ key: 'errors.unauthorizedOperation' });
    expect(msg(http(403), false)).toEqual({ key: 'errors.unauthorizedView' });
  });

  it('shows the server message of a 4xx, else the generic texts', () => {
    expect(msg(http(400, { statusCode: 400, error: 'Bad Request', message: 'End date must be greater than start date' }), true)).toEqual({
      text: 'End date must be greater than start date',
    });
    expect(msg(http(409), true)).toEqual({ key: 'errors.operationFailed' });
    expect(msg(http(404), false)).toEqual({ key: 'errors.loadFailed' });
  });

  it('never shows server internals of a 5xx', () => {
    expect(msg(http(500, { message: 'relation "x" does not exist' }), true)).toEqual({ key: 'errors.operationFailed' });
    expect(msg(http(502), false)).toEqual({ key: 'errors.loadFailed' });
  });

  it('words a failure by what the call did: a read made by POST says loading failed, not that an operation failed', () => {
    const failed = (method: string, mutation?: boolean) =>
      errorMessageFor(new ApiError({ kind: 'http', method, path: '/api/technician-count', status: 500, mutation }), { online: true });
    expect(failed('POST', false)).toEqual({ key: 'errors.loadFailed' });
    expect(failed('POST')).toEqual({ key: 'errors.operationFailed' });
    expect(failed('GET')).toEqual({ key: 'errors.loadFailed' });
    const forbiddenRead = new ApiError({ kind: 'http', method: 'POST', path: '/api/x', status: 403, mutation: false });
    expect(errorMessageFor(forbiddenRead, { online: true })).toEqual({ key: 'errors.unauthorizedView' });
    // The caller's own choice still wins.
    expect(errorMessageFor(forbiddenRead, { mutation: true, online: true })).toEqual({ key: 'errors.unauthorizedOperation' });
  });

  it('has its own texts for 429 and 501', () => {
    expect(msg(http(429, { message: 'Rate limit exceeded' }))).toEqual({ key: 'errors.tooManyRequests' });
    // Retry-After's seconds go with the catalogue's text, which names them.
    const limited = new ApiError({ kind: 'http', method: 'POST', path: '/api/x', status: 429, retryAfterSeconds: 42 });
    expect(msg(limited)).toEqual({ key: 'errors.tooManyRequests', retryAfterSeconds: 42 });
    // A call whose limits the server words for the reader (survey sending) shows them as they come.
    expect(errorMessageFor(http(429, { message: 'Новый код можно запросить через 87 с.' }), { online: true, limitsWorded: true })).toEqual({ text: 'Новый код можно запросить через 87 с.' });
    expect(errorMessageFor(http(429), { online: true, limitsWorded: true })).toEqual({ key: 'errors.tooManyRequests' });
    expect(msg(http(501))).toEqual({ key: 'errors.notImplemented' });
  });

  it('treats anything that is not an ApiError as unexpected', () => {
    expect(msg(new TypeError('x is undefined'))).toEqual({ key: 'errors.unexpected' });
  });
});
