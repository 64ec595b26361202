import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createWorkOrder } from '../../test/planning-factories';
import { createTotalsCache } from './totals-cache';

/** The cache's own rules for bounded totals and short pages (decision 0027); the searches' API tests cover the rest. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('totals cache: bounded totals and short pages', () => {
  it('takes the total of a page shorter than its size from the page, without a count', async () => {
    const cache = createTotalsCache(t.db);
    const count = vi.fn(async () => 999);
    expect(await cache.page('short', 0, { page: async () => rows(3), count, bound: 10, limit: 25 })).toMatchObject({ total: 3, totalIsLowerBound: false, source: 'miss' });
    // A short page further on: the total is its offset plus its rows.
    expect(await cache.page('short, page 3', 50, { page: async () => rows(4), count, bound: 100, limit: 25 })).toMatchObject({ total: 54, totalIsLowerBound: false });
    expect(count).not.toHaveBeenCalled();
    // Cached: the next page of that filter is answered empty without reading it.
    const page = vi.fn(async () => rows(1));
    expect(await cache.page('short', 25, { page, count, bound: 10, limit: 25 })).toMatchObject({ rows: [], total: 3, source: 'hit' });
    expect(page).not.toHaveBeenCalled();
  });

  it('counts when the page is full or empty past the start, and bounds the answer', async () => {
    const cache = createTotalsCache(t.db);
    const count = vi.fn(async () => 11);
    expect(await cache.page('full', 0, { page: async () => rows(25), count, bound: 10, limit: 25 })).toMatchObject({ total: 10, totalIsLowerBound: true, source: 'miss' });
    expect(await cache.page('empty past the start', 50, { page: async () => [], count, bound: 10, limit: 25 })).toMatchObject({ total: 10, totalIsLowerBound: true });
    expect(count).toHaveBeenCalledTimes(2);
    // A page past a bounded total is read: rows exist there.
    const page = vi.fn(async () => rows(25));
    expect(await cache.page('full', 100, { page, count, bound: 10, limit: 25 })).toMatchObject({ total: 10, totalIsLowerBound: true, source: 'hit' });
    expect(page).toHaveBeenCalledOnce();
    // Another bound is another entry (never "11 counted up to 10" read as exact under a bound of 20).
    expect(await cache.page('full', 0, { page: async () => rows(25), count: async () => 15, bound: 20, limit: 25 })).toMatchObject({ total: 15, totalIsLowerBound: false, source: 'miss' });
  });

  it('counts once for readers asking at the same version, and again once the data changed', async () => {
    const cache = createTotalsCache(t.db);
    let finish!: (n: number) => void;
    const count = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const ask = () => cache.page('at once', 0, { page: async () => rows(25), count, bound: 100, limit: 25 });
    const first = ask();
    await vi.waitFor(() => expect(count).toHaveBeenCalledOnce());
    const second = ask();
    // The second reader reaches the count while the first is still counting: it waits for that count.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count).toHaveBeenCalledOnce();
    finish(40);
    expect(await Promise.all([first, second])).toMatchObject([{ total: 40 }, { total: 40 }]);

    // A change between two readers: the later one counts for itself.
    const again = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const before = cache.page('after a change', 0, { page: async () => rows(25), count: again, bound: 100, limit: 25 });
    await vi.waitFor(() => expect(again).toHaveBeenCalledOnce());
    await createWorkOrder(t.db);
    const fresh = cache.page('after a change', 0, { page: async () => rows(25), count: async () => 41, bound: 100, limit: 25 });
    expect(await fresh).toMatchObject({ total: 41 });
    finish(40);
    expect(await before).toMatchObject({ total: 40 });
  });

  it('forgets a total from a short page once the data changes', async () => {
    const cache = createTotalsCache(t.db);
    const count = vi.fn(async () => 0);
    expect(await cache.page('changes', 0, { page: async () => rows(2), count, limit: 25 })).toMatchObject({ total: 2, source: 'miss' });
    expect(await cache.page('changes', 0, { page: async () => rows(2), count, limit: 25 })).toMatchObject({ total: 2, source: 'hit' });
    await createWorkOrder(t.db);
    expect(await cache.page('changes', 0, { page: async () => rows(3), count, limit: 25 })).toMatchObject({ total: 3, source: 'miss' });
    expect(count).not.toHaveBeenCalled();
  });

  it('answers a hit from a page read with its version (one statement), and reads as before without one', async () => {
    const cache = createTotalsCache(t.db);
    const count = vi.fn(async () => 7);
    expect(await cache.page('with version', 0, { page: async () => rows(25), count })).toMatchObject({ total: 7, source: 'miss' });
    const { rows: [{ v }] } = await t.db.execute<{ v: string }>(sql`select last_value::text as v from planning_data_version`);
    const page = vi.fn(async () => rows(25));
    const queries = vi.spyOn(t.db, 'execute');
    try {
      const hit = await cache.page('with version', 0, { page, count, pageWithVersion: async () => ({ rows: rows(25), versionRow: { v } }) });
      expect(hit).toMatchObject({ total: 7, source: 'hit', versionRow: { v } });
      expect(queries).not.toHaveBeenCalled();
      expect(page).not.toHaveBeenCalled();
      // An empty page carries no version: the version is read, then the page again.
      const empty = await cache.page('with version', 0, { page, count, pageWithVersion: async () => ({ rows: [], versionRow: null }) });
      expect(empty).toMatchObject({ total: 7, source: 'hit' });
      expect(queries).toHaveBeenCalledOnce();
      expect(page).toHaveBeenCalledOnce();
    } finally {
      queries.mockRestore();
    }
    // A page read at another version: counted again under the settled one.
    const older = await cache.page('with version', 0, { page, count, pageWithVersion: async () => ({ rows: rows(25), versionRow: { v: String(BigInt(v) - 1n) } }) });
    expect(older).toMatchObject({ total: 7, source: 'miss' });
    expect(count).toHaveBeenCalledTimes(2);
  });
});
