import { describe, expect, it } from 'vitest';
import { RetryableConflict, retryTransient } from './retry';
import { createGate } from './write-gate';
import { classifyDbError } from './errors';

const pgError = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

describe('retryTransient', () => {
  it('runs a deadlock victim or a serialization failure again and returns the later success', async () => {
    for (const failure of [pgError('40P01'), pgError('40001'), new RetryableConflict()]) {
      let calls = 0;
      const result = await retryTransient(async () => {
        calls += 1;
        if (calls < 3) throw failure;
        return 'saved';
      });
      expect(result).toBe('saved');
      expect(calls).toBe(3);
    }
  });

  it('gives up after the given number of attempts and throws the last failure', async () => {
    let calls = 0;
    const run = retryTransient(async () => {
      calls += 1;
      throw pgError('40P01');
    }, 3);
    await expect(run).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(3);
  });

  it('never repeats other failures (an overlap, a bug)', async () => {
    for (const failure of [pgError('23P01'), new TypeError('bug')]) {
      let calls = 0;
      await expect(
        retryTransient(async () => {
          calls += 1;
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(calls).toBe(1);
    }
  });
});

describe('createGate', () => {
  it('lets at most `limit` holders work at once and serves the others in order', async () => {
    const through = createGate(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        through(async () => {
          active += 1;
          peak = Math.max(peak, active);
          order.push(i);
          await new Promise((r) => setTimeout(r, 5));
          active -= 1;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('frees the slot when the work fails', async () => {
    const through = createGate(1);
    await expect(through(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await through(async () => 'next')).toBe('next');
  });
});

describe('classifyDbError', () => {
  it('gives every SQLSTATE class that can reach a save its documented meaning', () => {
    const cases: [string, string][] = [
      ['23P01', 'overlap'],
      ['23503', 'missingReference'],
      ['23505', 'invalidValue'],
      ['23514', 'invalidValue'],
      ['23502', 'invalidValue'],
      ['22008', 'invalidValue'],
      ['22003', 'invalidValue'],
      ['40P01', 'busy'],
      ['40001', 'busy'],
      ['55P03', 'busy'],
      ['57014', 'busy'],
      ['53300', 'busy'],
      ['08006', 'unavailable'],
      ['57P01', 'unavailable'],
      ['42P01', 'unexpected'],
    ];
    for (const [code, meaning] of cases) expect(classifyDbError(pgError(code)), code).toBe(meaning);
    // Drizzle's wrapper around the driver's own "no connection in time" error.
    const wrapped = new Error('Failed query: select 1', { cause: new Error('timeout exceeded when trying to connect') });
    expect(classifyDbError(wrapped)).toBe('unavailable');
    expect(classifyDbError(new TypeError('bug'))).toBe('unexpected');
  });
});
