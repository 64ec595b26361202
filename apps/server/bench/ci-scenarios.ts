/** CI board scenarios (issue 14): the list over 100,000 suggestions at 10 connections, and the export of 50,000. */
import { Readable } from 'node:stream';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import pg from 'pg';
import type { BenchContext, Scenario, ScenarioResult } from './scenario';

export const CI_SUGGESTIONS = 100_000;
export const CI_EXPORT_ROWS = 50_000;
const LIST_P99_MS = 100;
const EXPORT_LIMITS = { seconds: 5, rssMb: 200 };
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * 100,000 suggestions on one country's board (the bench dispatcher's TR organizations: the board shows one
 * country at a time), set-based SQL, once per database; created over the 400 days before the bench day,
 * newest ids newest; half of them authored under a name with 'Kaya'.
 */
async function ensureSuggestions(ctx: BenchContext): Promise<void> {
  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from ci_suggestions');
    if (rows[0].n >= CI_SUGGESTIONS) return;
    const { rows: tr } = await client.query<{ orgunit: string }>(`select orgunit from organizations where orgunit = any($1::text[]) and country_code = 'TR' order by orgunit`, [ctx.dataset.orgunits]);
    const orgunits = tr.map((o) => o.orgunit);
    await client.query(
      `insert into ci_suggestions (record_reference_key, created_by_user_id, full_name, orgunit, department, country_code, is_waste_type, waste_type, isg_type,
         problem, proposal, status, grading_type, best_practice, is_graded, due_date, committee_note, created_at, updated_at)
       select 'CI-B-' || lpad(g::text, 7, '0'), u.id, case when g % 2 = 0 then 'Mehmet Kaya ' || (g % 97) else 'Ivan Petrov ' || (g % 89) end,
         o.orgunit, (array['SERVICE','PARTS','WORKSHOP','SALES'])[1 + g % 4], o.country_code, g % 3 <> 0,
         case when g % 3 <> 0 then (array['TRANSPORT','MOTION','WAITING','DEFECTS'])[1 + g % 4] end, case when g % 3 = 0 then 'NEAR_MISS' end,
         'Problem text number ' || g || ' about the workshop floor and the parts store', 'Proposal number ' || g,
         s.status, case when s.status = 'LIVE' then 'B' end, case when s.status = 'LIVE' then g % 5 = 0 end, s.status = 'LIVE' and g % 2 = 0,
         case when s.status in ('APPROVED','LIVE') then date '2027-01-01' end, case when s.status = 'REJECTED' then 'Not feasible' end,
         timestamptz '${ctx.dataset.options.benchDay}' - ((${CI_SUGGESTIONS} - g) * interval '345 seconds'),
         timestamptz '${ctx.dataset.options.benchDay}' - ((${CI_SUGGESTIONS} - g) * interval '300 seconds')
       from generate_series(1, ${CI_SUGGESTIONS}) g
       cross join lateral (select (array['WAITING_APPROVAL','APPROVED','LIVE','REJECTED'])[1 + g % 4] as status) s
       join organizations o on o.orgunit = ($1::text[])[1 + g % cardinality($1::text[])]
       cross join (select id from users where username = $2) u`,
      [orgunits, ctx.dataset.dispatcher.username],
    );
    await client.query('analyze ci_suggestions');
  } finally {
    await client.end();
  }
}

function child(ctx: BenchContext) {
  if (!ctx.server) throw new Error('needs PostgreSQL: the CI scenarios run the server as a separate process');
  return ctx.server;
}

const MIXES = [
  { name: 'broad: one country, every status, no dates', body: { countryCode: 'TR', limit: 25 } },
  { name: 'broad: created in the last 3 months', body: { countryCode: 'TR', createdDateStart: '20251201', createdDateEnd: '20260302', limit: 25 } },
  { name: 'text: author name contains "kaya"', body: { countryCode: 'TR', userName: 'KAYA', limit: 25 } },
  { name: 'status LIVE, ISG types', body: { countryCode: 'TR', status: 'LIVE', suggestionTypeList: ['NEAR_MISS'], limit: 25 } },
];

export const ciListScenario: Scenario = {
  name: `ci-board/list (${CI_SUGGESTIONS.toLocaleString('en')} suggestions)`,
  needsServerProcess: true,
  async run(ctx): Promise<ScenarioResult> {
    await ensureSuggestions(ctx);
    const { baseUrl, headers } = child(ctx);
    const requests = MIXES.map((m) => ({ method: 'POST' as const, path: '/api/ciBoard/list', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(m.body) }));
    const perMix: { mix: string; total: number; ms: number; totalCache: string }[] = [];
    for (const m of MIXES) {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/api/ciBoard/list`, { method: 'POST', headers: requests[0].headers, body: JSON.stringify(m.body) });
      if (res.status !== 200) throw new Error(`list answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      perMix.push({ mix: m.name, total: ((await res.json()) as { totalRowCount: number }).totalRowCount, ms: round(performance.now() - started), totalCache: res.headers.get('x-total-cache') ?? '' });
    }
    const result = await autocannon({ url: `${baseUrl}/api/ciBoard/list`, connections: ctx.options.connections, duration: ctx.options.durationSeconds, timeout: 60, requests });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`list: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    for (const m of perMix) console.log(`  ${m.mix}: ${m.total} rows, alone ${m.ms} ms (total ${m.totalCache})`);
    return {
      figures: { 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, 'max ms': result.latency.max, 'requests/s': round(result.requests.average), 'filter mixes': MIXES.length },
      target: `p99 < ${LIST_P99_MS} ms`,
      met: result.latency.p99 < LIST_P99_MS,
      notes: `${ctx.options.connections} connections, ${ctx.options.durationSeconds} s, mixes in turn`,
      details: { perMix },
    };
  },
};

async function dataRows(file: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
  let rows = 0;
  for await (const sheet of reader) {
    for await (const _row of sheet as AsyncIterable<unknown>) rows++;
    break;
  }
  return rows - 1;
}

export const ciExportScenario: Scenario = {
  name: `ci-board/export (${CI_EXPORT_ROWS.toLocaleString('en')} suggestions)`,
  needsServerProcess: true,
  async run(ctx): Promise<ScenarioResult> {
    await ensureSuggestions(ctx);
    const server = child(ctx);
    // The newest half of the suggestions (50,119): created over the last ~200 days before the bench day.
    const body = { countryCode: 'TR', createdDateStart: '20250814', createdDateEnd: '20260302' };
    const count = await fetch(`${server.baseUrl}/api/ciBoard/list`, { method: 'POST', headers: { ...server.headers, 'content-type': 'application/json' }, body: JSON.stringify({ ...body, limit: 10 }) });
    const expected = ((await count.json()) as { totalRowCount: number }).totalRowCount;
    const beforeMb = server.memory().rssMb;
    const resetOk = server.resetPeak();
    let sampled = beforeMb;
    const sampler = setInterval(() => (sampled = Math.max(sampled, server.memory().rssMb)), 20);
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}/api/ciBoard/export`, { method: 'POST', headers: { ...server.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
    const chunks: Buffer[] = [];
    for await (const chunk of res.body) chunks.push(Buffer.from(chunk as Uint8Array));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const peakMb = resetOk ? Math.max(server.memory().hwmMb, sampled) : sampled;
    const rows = await dataRows(Buffer.concat(chunks));
    if (rows !== expected) throw new Error(`the export holds ${rows} rows, the list counts ${expected}`);
    return {
      figures: { rows, seconds: round(seconds, 2), 'RSS before MB': round(beforeMb, 0), 'peak RSS MB': round(peakMb, 0) },
      target: `< ${EXPORT_LIMITS.seconds} s and peak RSS < ${EXPORT_LIMITS.rssMb} MB`,
      met: seconds < EXPORT_LIMITS.seconds && peakMb < EXPORT_LIMITS.rssMb,
      notes: `server pid ${server.pid}`,
    };
  },
};
