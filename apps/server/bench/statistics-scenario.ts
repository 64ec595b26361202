/**
 * Usage statistics for a year over every organization of the bench data set (issue 13: p99 < 300 ms with
 * 10 connections on PostgreSQL): POST /api/technician-count and /api/dispatcher-count in turn. The first
 * call writes the year's daily snapshots (timed separately: it happens once, normally in the hourly job).
 */
import autocannon from 'autocannon';
import type { Scenario } from './scenario';

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

export function statisticsScenario(): Scenario {
  return {
    name: 'statistics (one year, every organization)',
    async run(ctx) {
      const now = Date.now();
      const body = JSON.stringify({ startDate: ymd(now - 364 * 86_400_000), endDate: ymd(now), organizations: ctx.dataset.orgunits });
      const headers = { ...ctx.headers, 'content-type': 'application/json' };
      const started = performance.now();
      for (const path of ['/api/technician-count', '/api/dispatcher-count']) {
        const res = await fetch(`${ctx.baseUrl}${path}`, { method: 'POST', headers, body });
        const answer = (await res.json()) as { searchResults?: unknown[] };
        if (res.status !== 200 || answer.searchResults?.length !== 365) throw new Error(`${path} answered ${res.status} with ${answer.searchResults?.length} days`);
      }
      const firstCallMs = Math.round(performance.now() - started);
      const result = await autocannon({
        url: ctx.baseUrl,
        connections: ctx.options.connections,
        duration: ctx.options.durationSeconds,
        workers: 1,
        timeout: 60,
        requests: [
          { method: 'POST', path: '/api/technician-count', headers, body },
          { method: 'POST', path: '/api/dispatcher-count', headers, body },
        ],
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`statistics: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      return {
        figures: {
          'first call (snapshots) ms': firstCallMs,
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'max ms': result.latency.max,
          'requests/s': Math.round(result.requests.average * 10) / 10,
          requests: result.requests.total,
        },
        target: 'p99 < 300 ms',
        met: result.latency.p99 < 300,
        notes: `${ctx.options.connections} connections, ${ctx.options.durationSeconds} s, ${ctx.dataset.orgunits.length} organizations`,
      };
    },
  };
}
