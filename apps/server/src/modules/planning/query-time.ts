import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * How long one request's planning queries ran: the time during which at least one of the repository's calls
 * was running (rows received and parsed included; calls in parallel count once). The grid answer reports it
 * with its own time in a Server-Timing header, so "the answer against its SQL" (issue 19) is measured inside
 * one process for one request, not by two processes that a shared machine slows down unequally.
 */
class QueryTime {
  private intervals: [number, number][] = [];

  add(from: number, to: number) {
    this.intervals.push([from, to]);
  }

  get ms() {
    let total = 0;
    let end = -Infinity;
    for (const [from, to] of [...this.intervals].sort((a, b) => a[0] - b[0])) {
      if (to <= end) continue;
      total += to - Math.max(from, end);
      end = to;
    }
    return total;
  }
}

const current = new AsyncLocalStorage<QueryTime>();

/** `work`, and how long the repository calls it made ran (calls joined from another request's work are not counted). */
export async function withQueryTime<T>(work: () => Promise<T>): Promise<{ value: T; queryMs: number }> {
  const time = new QueryTime();
  const value = await current.run(time, work);
  return { value, queryMs: time.ms };
}

/** The repository with each call's time added to the running request's QueryTime (none outside withQueryTime). */
export function timedQueries<R extends object>(repo: R): R {
  return Object.fromEntries(
    Object.entries(repo).map(([name, call]) => [
      name,
      async (...args: unknown[]) => {
        const time = current.getStore();
        if (!time) return (call as (...a: unknown[]) => Promise<unknown>)(...args);
        const from = performance.now();
        try {
          return await (call as (...a: unknown[]) => Promise<unknown>)(...args);
        } finally {
          time.add(from, performance.now());
        }
      },
    ]),
  ) as R;
}
