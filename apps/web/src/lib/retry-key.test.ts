import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { withRetryKey } from './retry-key';

const noAnswer = new ApiError({ kind: 'network', method: 'POST', path: '/api/save-schedules' });
const refused = new ApiError({ kind: 'http', method: 'POST', path: '/api/save-schedules', status: 400 });

/** Sends once through withRetryKey and tells which key went out (and whether it failed). */
async function attempt(kind: string, body: unknown, outcome: 'ok' | ApiError): Promise<string> {
  let sent = '';
  await withRetryKey(kind, body, async (key) => {
    sent = key;
    if (outcome !== 'ok') throw outcome;
    return 'answer';
  }).catch((error: unknown) => {
    if (error !== outcome) throw error;
  });
  return sent;
}

describe('withRetryKey', () => {
  it('sends the same key again for the same body while no answer came, and a new one after an answer', async () => {
    const first = await attempt('a', { id: 1 }, noAnswer);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await attempt('a', { id: 1 }, noAnswer)).toBe(first);
    expect(await attempt('a', { id: 1 }, 'ok')).toBe(first);
    expect(await attempt('a', { id: 1 }, 'ok')).not.toBe(first);
  });

  it('starts a new key for another body, after a refusal, and per kind of request', async () => {
    const first = await attempt('b', { id: 1 }, noAnswer);
    expect(await attempt('c', { id: 1 }, noAnswer)).not.toBe(first);
    const other = await attempt('b', { id: 2 }, noAnswer);
    expect(other).not.toBe(first);
    expect(await attempt('b', { id: 2 }, refused)).toBe(other);
    expect(await attempt('b', { id: 2 }, noAnswer)).not.toBe(other);
  });
});
