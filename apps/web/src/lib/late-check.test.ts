import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkWhenIdle, lateCheck } from './late-check';

const strict = {
  parse: (data: unknown) => {
    if (typeof data !== 'number') throw new Error('not a number');
    return data;
  },
};

describe('checkWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('checks only once idle, loading the schema then, and reports a mismatch', async () => {
    const load = vi.fn(() => Promise.resolve(strict));
    const onMismatch = vi.fn();
    checkWhenIdle(load, 'text', onMismatch);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    expect(onMismatch).toHaveBeenCalledTimes(1);
  });

  it('stays quiet for a matching answer and reports a schema that cannot be loaded', async () => {
    const onMatch = vi.fn();
    checkWhenIdle(strict, 42, onMatch);
    const onFailedLoad = vi.fn();
    checkWhenIdle(() => Promise.reject(new Error('chunk failed')), 42, onFailedLoad);
    await vi.runAllTimersAsync();
    expect(onMatch).not.toHaveBeenCalled();
    expect(onFailedLoad).toHaveBeenCalledTimes(1);
  });
});

describe('lateCheck', () => {
  it('after a mismatch resets the query, and its next run checks at once (then late again)', async () => {
    const client = new QueryClient();
    const reset = vi.spyOn(client, 'resetQueries').mockResolvedValue();
    const key = ['planning', 'technicians', { teams: [1], searchDate: '2026-03-02' }];
    const first = lateCheck(client, key);
    expect(first.onLateMismatch).toBeTypeOf('function');
    first.onLateMismatch!();
    expect(reset).toHaveBeenCalledWith({ queryKey: key, exact: true });
    expect(lateCheck(client, ['session', 'other']).onLateMismatch).toBeTypeOf('function');
    expect(lateCheck(client, key)).toEqual({});
    expect(lateCheck(client, key).onLateMismatch).toBeTypeOf('function');
  });
});
