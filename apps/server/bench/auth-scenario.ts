/**
 * The cost of being signed in (issue 19 item 4): GET /api/authorizedTeams, a small authenticated read,
 * against a bare Fastify route measured in the same run on the same machine, as a ratio, and /health (one
 * database round trip, no session) for reference. Target on PostgreSQL: at least 5,000 requests/s at 10
 * connections.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { BenchContext, Scenario } from './scenario';

const TARGET_PER_SECOND = 5_000;

async function drive(ctx: BenchContext, url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: ctx.options.connections, duration: ctx.options.durationSeconds, workers: 1, timeout: 60 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { perSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

export function authorizedTeamsScenario(): Scenario {
  return {
    name: 'authorizedTeams (signed-in read vs bare Fastify route)',
    async run(ctx) {
      const bare = Fastify({ logger: false });
      bare.get('/bare', async () => ({ ok: true }));
      const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
      try {
        const url = `${ctx.baseUrl}/api/authorizedTeams`;
        const check = await fetch(url, { headers: ctx.headers });
        const { teams } = (await check.json()) as { teams?: unknown };
        if (check.status !== 200 || !Array.isArray(teams) || teams.length === 0) throw new Error(`/api/authorizedTeams answered ${check.status}`);
        const base = await drive(ctx, `${bareUrl}/bare`, {});
        const health = await drive(ctx, `${ctx.baseUrl}/health`, {});
        const signedIn = await drive(ctx, url, ctx.headers);
        return {
          figures: {
            'requests/s': signedIn.perSecond,
            'p50 ms': signedIn.p50,
            'p99 ms': signedIn.p99,
            'bare route requests/s': base.perSecond,
            'ratio to bare': Math.round((signedIn.perSecond / base.perSecond) * 1000) / 1000,
            '/health requests/s': health.perSecond,
            teams: teams.length,
          },
          target: `>= ${TARGET_PER_SECOND} requests/s`,
          met: signedIn.perSecond >= TARGET_PER_SECOND,
          notes: `${ctx.options.connections} connections, ${ctx.options.durationSeconds} s each`,
        };
      } finally {
        await bare.close();
      }
    },
  };
}
