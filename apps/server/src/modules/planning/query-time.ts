import { performance } from 'node:perf_hooks';

/**
 * How long the queries behind one grid answer ran: the time during which at least one of them was running (rows
 * received and parsed included; queries in parallel count once). The grid answer reports it beside its own time
 * in a Server-Timing header, so "the answer against its SQL" (issue 19) is measured in one process for one
 * request, not by two processes that a shared machine slows down unequally. Passed along explicitly:
 * AsyncLocalStorage would switch on Node 20's promise hooks for every request of the process.
 */
export class QueryTime {
  private intervals: [number, number][] = [];

  /** `query()`'s result, its running time counted. */
  async measure<T>(query: () => Promise<T>): Promise<T> {
    const from = performance.now();
    try {
      return await query();
    } finally {
      this.intervals.push([from, performance.now()]);
    }
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

/** The repository with every call's running time counted in `time`. */
export function timedQueries<R extends object>(repo: R, time: QueryTime): R {
  return Object.fromEntries(
    Object.entries(repo).map(([name, call]) => [name, (...args: unknown[]) => time.measure(() => (call as (...a: unknown[]) => Promise<unknown>)(...args))]),
  ) as R;
}
