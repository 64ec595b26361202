/**
 * Activity and sample search (issue 15, "Performance"): 2,000,000 activity events over the year up to now for
 * the bench's 1,000 technicians in 50 teams, and 500,000 oil samples, both made in set-based SQL once per
 * database. Targets at 10 connections on PostgreSQL: activity calls p99 < 50 ms, sample search p99 < 100 ms.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchContext, Scenario } from './scenario';
import { cpuPerRequest } from './cpu';

export const ACTIVITY_EVENTS = 2_000_000;
export const SAMPLES = 500_000;
const YEAR_SECONDS = 365 * 86_400;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The server's local day (the bench client's X-Timezone-Offset) of an instant, as 'YYYY-MM-DD'. */
const localDay = (ctx: BenchContext, ms: number) => new Date(ms + ctx.dataset.options.offsetMinutes * 60_000).toISOString().slice(0, 10);

/** Newest event time (epoch ms) after making the data sets when they are not there yet. */
let newestEventMs: number | undefined;

async function ensureData(ctx: BenchContext): Promise<number> {
  if (newestEventMs !== undefined) return newestEventMs;
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    // The bench technicians in a fixed order, each with its team: event g goes to technician g % 1000.
    const technicians = `select bp_no, team_id, (row_number() over (order by bp_no) - 1)::int as n from technicians where bp_no = any($1::text[])`;
    const { rows: [events] } = await client.query<{ n: number }>('select count(*)::int as n from activity_events');
    if (events.n < ACTIVITY_EVENTS) {
      const started = performance.now();
      // Evenly spread over the year up to now (one every ~16 s): today holds ~5,500 events, the newest a moment ago.
      await client.query(
        `with t as (${technicians})
         insert into activity_events (technician_bp_no, team_id, event_type, subject, occurred_at, customer_name, customer_number, serial_number, work_order_no, status)
         select t.bp_no, t.team_id, (array['PLAN_SAVED','PLAN_UPDATED','STATUS_CHANGE','DRAFT_CREATED'])[1 + g % 4], 'Work order ' || (4000000 + g % 50000),
           now() - (${ACTIVITY_EVENTS} - g) * interval '${YEAR_SECONDS / ACTIVITY_EVENTS} seconds',
           case when g % 2 = 0 then 'Kaya Makine ' || (g % 997) else 'Petrov Service ' || (g % 991) end, 'C' || (g % 5000),
           'SN' || lpad((g % 20000)::text, 6, '0'), (4000000 + g % 50000)::text, (array['INFORMED_SAVED','INFORMED_UNSAVED'])[1 + g % 2]
         from generate_series(1, ${ACTIVITY_EVENTS}) g join t on t.n = g % cardinality($1::text[])`,
        [ctx.dataset.technicianBpNos],
      );
      await client.query('analyze activity_events');
      console.log(`  ${ACTIVITY_EVENTS} activity events in ${Math.round(performance.now() - started)} ms`);
    }
    const { rows: [samples] } = await client.query<{ n: number }>('select count(*)::int as n from sos_samples');
    if (samples.n < SAMPLES) {
      const started = performance.now();
      await client.query(
        `with t as (${technicians})
         insert into sos_samples (sample_number, work_order_number, technician_bp_no, sampled_date, equip_comp, meter_rdg, fluid_changed, fluid_brand,
           sample_job_site, shop_job_no, serial_number, customer_name, dealer_branch)
         select 'B' || lpad(g::text, 9, '0'), (4000000 + g % 50000)::text, t.bp_no, now() - (${SAMPLES} - g) * interval '${YEAR_SECONDS / SAMPLES} seconds',
           'ENGINE', g % 20000, g % 3 = 0, 'CAT DEO', 'Site ' || (g % 300), 'SJ' || (g % 9000), 'SN' || lpad((g % 20000)::text, 6, '0'),
           'Kaya Makine ' || (g % 997), (array['ISTANBUL','ANKARA','IZMIR'])[1 + g % 3]
         from generate_series(1, ${SAMPLES}) g join t on t.n = g % cardinality($1::text[])`,
        [ctx.dataset.technicianBpNos],
      );
      await client.query('analyze sos_samples');
      console.log(`  ${SAMPLES} samples in ${Math.round(performance.now() - started)} ms`);
    }
    const { rows: [newest] } = await client.query<{ ms: number }>('select (extract(epoch from max(occurred_at)) * 1000)::float8 as ms from activity_events');
    newestEventMs = newest.ms;
    return newestEventMs;
  } finally {
    await client.end();
  }
}

interface Mix {
  name: string;
  path: string;
  body: (ctx: BenchContext, newestMs: number) => Record<string, unknown>;
  /** Rows the answer must hold at least (checked once before the load). */
  minRows: number;
}

function searchScenario(mix: Mix, p99TargetMs: number): Scenario {
  return {
    name: mix.name,
    needsServerProcess: true,
    async run(ctx) {
      if (!ctx.server) throw new Error('needs PostgreSQL: the activity scenarios run the server as a separate process');
      const newestMs = await ensureData(ctx);
      const headers = { ...ctx.server.headers, 'content-type': 'application/json' };
      const body = JSON.stringify(mix.body(ctx, newestMs));
      const check = await fetch(`${ctx.server.baseUrl}${mix.path}`, { method: 'POST', headers, body });
      const answer = (await check.json()) as { technicianActivityItems?: unknown[]; sampleItems?: unknown[]; totalRowCount: number };
      const rows = (answer.technicianActivityItems ?? answer.sampleItems)?.length ?? 0;
      if (check.status !== 200 || rows < mix.minRows) throw new Error(`${mix.path} answered ${check.status} with ${rows} rows: ${JSON.stringify(answer).slice(0, 200)}`);
      const cpu = await cpuPerRequest(ctx.server.pid, ctx.databaseUrl!);
      const result = await autocannon({
        url: `${ctx.server.baseUrl}${mix.path}`,
        method: 'POST',
        headers,
        body,
        connections: ctx.options.connections,
        duration: ctx.options.durationSeconds,
        workers: 1,
        timeout: 60,
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${mix.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      return {
        figures: {
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'max ms': result.latency.max,
          'requests/s': round(result.requests.average),
          'total rows': answer.totalRowCount,
          ...(await cpu(result.requests.total)),
        },
        target: `p99 < ${p99TargetMs} ms`,
        met: result.latency.p99 < p99TargetMs,
        notes: `${ctx.options.connections} connections, ${ctx.options.durationSeconds} s`,
      };
    },
  };
}

const ACTIVITY = '/api/technician-activities-search';
const SAMPLE = '/api/sample-search';
const yearAgo = (ms: number) => ms - 364 * 86_400_000;

export const activityScenarios: Scenario[] = [
  searchScenario(
    { name: 'activity: today, 50 teams, first page', path: ACTIVITY, minRows: 25, body: (ctx, now) => ({ startDate: localDay(ctx, now), endDate: localDay(ctx, now), index: 0, limit: 25 }) },
    50,
  ),
  searchScenario(
    {
      name: 'activity: a year, one technician, customer contains "kaya"',
      path: ACTIVITY,
      minRows: 25,
      body: (ctx, now) => ({ startDate: localDay(ctx, yearAgo(now)), endDate: localDay(ctx, now), techBpNo: ctx.dataset.technicianBpNos[0], customer: 'kaya', index: 0, limit: 25 }),
    },
    50,
  ),
  searchScenario(
    {
      name: 'activity: what is new since (lastUpdateTime 5 s before the newest)',
      path: ACTIVITY,
      minRows: 0,
      body: (ctx, now) => ({ startDate: localDay(ctx, now), endDate: localDay(ctx, now), lastUpdateTime: Math.floor(now) - 5_000, index: 0, limit: 25 }),
    },
    50,
  ),
  searchScenario(
    { name: 'sample-search: a month, every team', path: SAMPLE, minRows: 25, body: (ctx, now) => ({ startDate: localDay(ctx, now - 30 * 86_400_000), endDate: localDay(ctx, now), index: 0, limit: 25 }) },
    100,
  ),
  searchScenario(
    {
      name: 'sample-search: a year, sample-number range of 1,000',
      path: SAMPLE,
      minRows: 25,
      body: (ctx, now) => ({ startDate: localDay(ctx, yearAgo(now)), endDate: localDay(ctx, now), startSampleNumber: 'B000200000', endSampleNumber: 'B000200999', index: 0, limit: 25 }),
    },
    100,
  ),
];
