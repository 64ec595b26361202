import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { waitFor } from '../../test/smtp-sink';
import { createJobQueue, type JobQueue } from './job-queue';

/** The shared job queue on the test database: two queues stand for two server instances. */
let test: TestDatabase;
let second: Database;
const queues: JobQueue[] = [];
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  test = await createTestDatabase();
  second = test.url ? await openDatabase({ databaseUrl: test.url }) : test.database;
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  if (test?.url) await second?.close();
  await test?.dispose();
});

function queueOn(database: Database) {
  const queue = createJobQueue({ sql: database.sql, log: silent, pollSeconds: 0.5, stopTimeoutMs: 5_000 });
  queues.push(queue);
  return queue;
}

describe('job queue', () => {
  it('runs each job once across instances, retries a failing one with back-off, and runs periodic work once per period', async () => {
    const handled: string[] = [];
    let failures = 0;
    const ticks: number[] = [];
    const [a, b] = [queueOn(test.database), queueOn(second)];
    for (const queue of [a, b]) {
      queue.define<{ n: number }>({ name: 'test_work', run: async ({ n }) => void handled.push(`job ${n}`) });
      queue.define({
        name: 'test_flaky',
        retryLimit: 2,
        retryDelaySeconds: 1,
        run: async () => {
          if (failures++ === 0) throw new Error('first run fails');
          handled.push('flaky done');
        },
      });
      queue.define({ name: 'test_tick', everySeconds: 3, run: async () => void ticks.push(Date.now()) });
    }
    const startedAt = Date.now();
    await Promise.all([a.start(), b.start()]);
    expect(() => a.define({ name: 'late', run: async () => undefined })).toThrow('before start');

    for (let n = 0; n < 10; n++) await (n % 2 ? a : b).send('test_work', { n });
    await a.send('test_flaky', {});
    await waitFor(() => handled.length === 11, 20_000, 'the jobs');
    expect(handled.filter((h) => h.startsWith('job')).sort()).toEqual(Array.from({ length: 10 }, (_, n) => `job ${n}`).sort());
    expect(failures).toBe(2);

    // Both instances ask for the tick each period; it runs once per 3-second period (plus the first ask at start),
    // however long the jobs above took on a loaded machine: twice per period would be about twice as many.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(Math.floor((Date.now() - startedAt) / 3_000) + 2);
  });

  it('refuses bad names and unknown kinds; stop waits for a running job', async () => {
    const queue = queueOn(test.database);
    expect(() => queue.define({ name: 'no-dashes', run: async () => undefined })).toThrow('letters, digits and underscores');
    let running = false;
    let finished = false;
    queue.define({
      name: 'test_slow',
      run: async () => {
        running = true;
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        finished = true;
      },
    });
    await expect(queue.send('test_slow', {})).rejects.toThrow('not started');
    await queue.start();
    await expect(queue.send('nothing_like_it', {})).rejects.toThrow('unknown job kind');
    await queue.send('test_slow', {});
    await waitFor(() => running, 10_000, 'the slow job to start');
    await queue.stop();
    expect(finished).toBe(true);
    expect(queue.started).toBe(false);
  });
});
