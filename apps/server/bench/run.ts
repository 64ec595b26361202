/**
 * `npm run bench`: builds a large data set, starts the real app on a free port and drives it over HTTP.
 *
 * Database: PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set — a fresh database
 * `fsp_bench_<random>` is created on that server and dropped afterwards (the user needs CREATEDB;
 * BENCH_KEEP_DATABASE=1 keeps it with its data sets, BENCH_REUSE_DATABASE=<name> runs on such a kept one
 * without reloading) — otherwise embedded PGlite in a temporary folder.
 *
 * Add a scenario by appending to SCENARIOS: it gets the running server, the data set and signed-in
 * headers, and returns its figures (and whether it met its target). Results are printed as a table and
 * written to bench/results/latest.json (gitignored).
 *
 * The search and export scenarios (search-scenarios.ts) need PostgreSQL: they add the large data set
 * (search-dataset.ts, sizes from BENCH_WORK_ORDERS / BENCH_HISTORY_ROWS / BENCH_EXPORT_ROWS or
 * --work-orders= / --history-rows= / --export-rows=, --smoke for small ones) and run the server as a child
 * process so its memory can be measured. --only=grid,save,work-order-search,history-search,history/export,statistics,authorizedTeams,survey-first-paint,grid-first-rows,activity,sample-search,reads,dispatchers
 * (or BENCH_ONLY) picks scenarios by name (also "grid without cache", "scopes under writes"). The dispatchers
 * scenario (PostgreSQL, a second server process) takes
 * --dispatchers= / BENCH_DISPATCHERS (200) and --dispatchers-seconds= / BENCH_DISPATCHERS_SECONDS (300).
 *
 * Exit code: 0 when every scenario ran, even if a target was missed (misses are reported in the table
 * and latest.json); 1 when a scenario failed (error, wrong answer) or the bench itself broke.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { SchedulePayload } from '@fsp/domain';
import { buildApp } from '../src/app';
import { DEFAULT_SESSION_CACHE_TTL_MS, testConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { createDataset, DEFAULT_DATASET, type Dataset } from './dataset';
import type { BenchContext, BenchOptions, Scenario, ScenarioResult } from './scenario';
import { createSearchDataset, type SearchDataset } from './search-dataset';
import { historyExportScenario, historySearchScenario, workOrderSearchScenario } from './search-scenarios';
import { startServerProcess } from './server-process';
import { ciExportScenario, ciListScenario } from './ci-scenarios';
import { statisticsScenario } from './statistics-scenario';
import { authorizedTeamsScenario } from './auth-scenario';
import { surveyFirstPaintScenario } from './survey-scenario';
import { activityScenarios } from './activity-scenarios';
import { DEFAULT_DISPATCHERS, GRID_SCOPES_UNDER_WRITES, READS_UNDER_WRITES, dispatchersScenario } from './dispatchers-scenario';
import { gridSqlScenario } from './grid-sql-scenario';
import { gridFirstRowsScenario } from './grid-first-rows-scenario';

/** `--name=value` from the command line, else the environment variable, else the default. */
function setting(flag: string, envName: string, fallback: number): number {
  const arg = process.argv.slice(2).find((a) => a.startsWith(`--${flag}=`));
  const raw = arg ? arg.slice(flag.length + 3) : process.env[envName];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${flag} / ${envName} must be a positive whole number, got ${raw}`);
  return value;
}

const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const OPTIONS: BenchOptions = {
  durationSeconds: setting('duration', 'BENCH_DURATION_SECONDS', SMOKE ? 3 : 10),
  connections: 10,
  // Issue #5's sizes by default; --smoke: a quick check that everything runs.
  workOrders: setting('work-orders', 'BENCH_WORK_ORDERS', SMOKE ? 20_000 : 1_000_000),
  historyRows: setting('history-rows', 'BENCH_HISTORY_ROWS', SMOKE ? 20_000 : 1_000_000),
  exportRows: setting('export-rows', 'BENCH_EXPORT_ROWS', SMOKE ? 5_000 : 100_000),
  searchP99TargetMs: 100,
  exportTargets: { timeLimitSeconds: 10, rssLimitMb: 300 },
};
const ONLY = (process.argv.slice(2).find((a) => a.startsWith('--only='))?.slice(7) ?? process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const DURATION_SECONDS = OPTIONS.durationSeconds;
const CONNECTIONS = OPTIONS.connections;
const SAVE_BATCH = 500;
const SAVE_RUNS = 3;

async function postJson(ctx: BenchContext, url: string, body: unknown) {
  const res = await fetch(`${ctx.baseUrl}${url}`, { method: 'POST', headers: { ...ctx.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return { body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Drives POST /api/technicians-with-schedules for the first `teamCount` teams (20 technicians each) with
 * autocannon, after a warm-up that also checks the answer holds every technician of those teams.
 */
function gridScenario(teamCount: number, target?: { p99Ms: number }): Scenario {
  return {
    name: `technicians-with-schedules (${teamCount} teams, ${teamCount * DEFAULT_DATASET.techniciansPerTeam} technicians)`,
    async run(ctx) {
      const body = { teams: ctx.dataset.teamIds.slice(0, teamCount).map((id) => ({ id })), searchDate: ctx.dataset.options.benchDay };
      // Warm up (JIT, connection pool, plan cache) and check the answer is the whole grid.
      let sample = await postJson(ctx, '/api/technicians-with-schedules', body);
      for (let i = 0; i < 5; i++) sample = await postJson(ctx, '/api/technicians-with-schedules', body);
      const technicians = (sample.body as { technicians: { schedulers: unknown[] }[] }).technicians;
      const schedulers = technicians.reduce((n, t) => n + t.schedulers.length, 0);
      const expected = teamCount * ctx.dataset.options.techniciansPerTeam;
      if (technicians.length !== expected) throw new Error(`expected ${expected} technicians, got ${technicians.length}`);

      const result = await autocannon({
        url: `${ctx.baseUrl}/api/technicians-with-schedules`,
        method: 'POST',
        // Browsers always ask for gzip; the grid answer is served compressed from the cache.
        headers: { ...ctx.headers, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify(body),
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        // The load generator gets a thread of its own: parsing megabytes of answers on the server's
        // event loop would slow the server it measures.
        workers: 1,
        // The embedded database answers one query at a time: queued requests may take long, but must not be cut off.
        timeout: 60,
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`technicians-with-schedules: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} timeouts)`);
      const p99 = result.latency.p99;
      return {
        figures: {
          'p50 ms': result.latency.p50,
          'p99 ms': p99,
          'max ms': result.latency.max,
          'requests/s': round(result.requests.average),
          requests: result.requests.total,
          schedulers,
          'response KB': round(sample.bytes / 1024, 0),
        },
        target: target ? `p99 < ${target.p99Ms} ms` : undefined,
        met: target ? p99 < target.p99Ms : undefined,
        notes: `${CONNECTIONS} connections, ${DURATION_SECONDS} s`,
      };
    },
  };
}

const SCENARIOS: Scenario[] = [
  gridScenario(50, { p99Ms: 100 }),
  // A dispatcher's usual scope, for comparison (no target of its own).
  gridScenario(5),
  gridSqlScenario(50),
  {
    name: `save-schedules (${SAVE_BATCH} new items in one call)`,
    async run(ctx) {
      const timings: number[] = [];
      const { technicianBpNos, liveWorkOrderItemIds, options } = ctx.dataset;
      const benchMidnight = Date.parse(`${options.benchDay}T00:00:00Z`) - options.offsetMinutes * 60_000;
      // One untimed warm-up call (JIT, pool connections), then the timed runs.
      for (let run = -1; run < SAVE_RUNS; run++) {
        // Fresh, non-overlapping items: a day of their own far from the seeded ones, one per technician.
        const day = benchMidnight + (40 + run) * 86_400_000;
        const schedules: SchedulePayload[] = Array.from({ length: SAVE_BATCH }, (_, i) => ({
          key: `bench-${run}-${i}`,
          technicianId: technicianBpNos[i % technicianBpNos.length],
          workOrderItemId: liveWorkOrderItemIds[(i * 7) % liveWorkOrderItemIds.length],
          startDate: day + 8 * 3_600_000 + 17_000, // seconds are zeroed by the server
          endDate: day + 10 * 3_600_000,
        }));
        const started = performance.now();
        const { body } = await postJson(ctx, '/api/save-schedules', { schedules, deletedSchedulers: [] });
        if (run >= 0) timings.push(round(performance.now() - started));
        const outcomes = Object.values(body as Record<string, string>);
        const failed = outcomes.filter((o) => o !== 'OK');
        if (outcomes.length !== SAVE_BATCH || failed.length) throw new Error(`save run ${run + 1}: ${failed.length} of ${outcomes.length} not OK (${failed[0]})`);
      }
      const med = median(timings);
      return {
        figures: Object.fromEntries([...timings.map((ms, i) => [`run ${i + 1} ms`, ms]), ['median ms', med]]),
        target: 'median < 1000 ms',
        met: med < 1000,
      };
    },
  },
  workOrderSearchScenario(`${OPTIONS.workOrders.toLocaleString('en')} work orders`),
  historySearchScenario(`${OPTIONS.historyRows.toLocaleString('en')} history rows`),
  historyExportScenario(`${OPTIONS.exportRows.toLocaleString('en')} rows`),
  ciListScenario,
  ciExportScenario,
  statisticsScenario(),
  authorizedTeamsScenario(),
  surveyFirstPaintScenario(),
  gridFirstRowsScenario(),
  ...activityScenarios,
  dispatchersScenario({ ...READS_UNDER_WRITES, durationSeconds: SMOKE ? 15 : READS_UNDER_WRITES.durationSeconds }),
  dispatchersScenario({ ...GRID_SCOPES_UNDER_WRITES, durationSeconds: SMOKE ? 15 : GRID_SCOPES_UNDER_WRITES.durationSeconds }),
  dispatchersScenario({
    ...DEFAULT_DISPATCHERS,
    dispatchers: setting('dispatchers', 'BENCH_DISPATCHERS', SMOKE ? 20 : DEFAULT_DISPATCHERS.dispatchers),
    durationSeconds: setting('dispatchers-seconds', 'BENCH_DISPATCHERS_SECONDS', SMOKE ? 20 : DEFAULT_DISPATCHERS.durationSeconds),
    // The smoke run is shorter than a save's pause: it saves more often so that saving is exercised too.
    saveEveryMs: SMOKE ? [3_000, 6_000] : DEFAULT_DISPATCHERS.saveEveryMs,
  }),
];

/** BENCH_REUSE_DATABASE=<name>: a database kept by an earlier run (BENCH_KEEP_DATABASE=1) is used again. */
const REUSE_DATABASE = process.env.BENCH_REUSE_DATABASE ?? '';
/** Kept databases remember their data sets here, so a later run can reuse them without reloading. */
const DATASET_TABLE = 'bench_dataset';

async function openBenchDatabase(): Promise<{ database: Database; label: string; version: string; url?: string; reused: boolean; dispose(): Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (REUSE_DATABASE && !serverUrl) throw new Error('BENCH_REUSE_DATABASE needs BENCH_DATABASE_URL (PostgreSQL)');
  if (REUSE_DATABASE && !/^fsp_bench_[a-z0-9_]+$/.test(REUSE_DATABASE)) throw new Error(`BENCH_REUSE_DATABASE must name a kept fsp_bench_* database, got ${REUSE_DATABASE}`);
  if (serverUrl) {
    const reused = REUSE_DATABASE !== '';
    const name = reused ? REUSE_DATABASE : `fsp_bench_${randomBytes(5).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        return await client.query(statement);
      } finally {
        await client.end();
      }
    };
    if (!reused) await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    const dispose = async () => {
      await database.close();
      // BENCH_KEEP_DATABASE=1 leaves it for EXPLAIN sessions or BENCH_REUSE_DATABASE (drop it by hand afterwards).
      if (reused || process.env.BENCH_KEEP_DATABASE === '1') console.log(`kept database ${name}`);
      else await admin(`drop database if exists ${name} with (force)`);
    };
    try {
      // On a reused database this applies the migrations added since it was loaded.
      await database.migrate();
    } catch (error) {
      await dispose();
      throw error;
    }
    const version = ((await database.db.execute(sql`show server_version`)).rows[0] as { server_version: string }).server_version;
    return { database, label: `PostgreSQL (${url.host}, database ${name}${reused ? ', reused' : ''})`, version: `PostgreSQL ${version}`, url: url.toString(), reused, dispose };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fsp-bench-'));
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  const version = ((await database.db.execute(sql`show server_version`)).rows[0] as { server_version: string }).server_version;
  return {
    database,
    label: `embedded PGlite (${dir})`,
    version: `PGlite (PostgreSQL ${version})`,
    reused: false,
    dispose: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function keepDatasets(db: Database['db'], dataset: Dataset, search: SearchDataset | undefined) {
  await db.execute(sql`create table ${sql.identifier(DATASET_TABLE)} (dataset jsonb not null, search jsonb)`);
  await db.execute(sql`insert into ${sql.identifier(DATASET_TABLE)} values (${JSON.stringify(dataset)}::jsonb, ${search ? JSON.stringify(search) : null}::jsonb)`);
}

async function readKeptDatasets(db: Database['db']): Promise<{ dataset: Dataset; search?: SearchDataset }> {
  const { rows } = await db.execute<{ dataset: Dataset; search: SearchDataset | null }>(sql`select dataset, search from ${sql.identifier(DATASET_TABLE)}`);
  if (!rows[0]) throw new Error(`${REUSE_DATABASE} has no ${DATASET_TABLE}: keep it with BENCH_KEEP_DATABASE=1 (this bench version)`);
  return { dataset: rows[0].dataset, search: rows[0].search ?? undefined };
}

async function signIn(baseUrl: string, username: string, password: string, clientId: string, clientSecret: string): Promise<Record<string, string>> {
  const login = await fetch(`${baseUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { code } = (await login.json()) as { code: string };
  const token = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
    body: new URLSearchParams({ client_id: clientId, grant_type: 'authorization_code', code }).toString(),
  });
  if (token.status !== 200) throw new Error(`token exchange failed: ${token.status} ${await token.text()}`);
  const { access_token } = (await token.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

function machine() {
  let cpuModel = os.cpus()[0]?.model ?? 'unknown';
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8').split('\n').find((l) => l.startsWith('model name'));
    if (line) cpuModel = line.split(':')[1].trim();
  } catch {
    // not Linux: os.cpus() is good enough
  }
  return { cpus: os.availableParallelism(), cpuModel, memoryGiB: round(os.totalmem() / 1024 ** 3, 1), node: process.version, platform: `${os.type()} ${os.release()}` };
}

function printTable(rows: { name: string; result: ScenarioResult }[]) {
  const lines: string[][] = [['scenario', 'figures', 'target', 'met']];
  for (const { name, result } of rows) {
    const figures = Object.entries(result.figures)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
    lines.push([name, result.failed || !figures ? result.notes ?? '' : figures, result.target ?? '-', result.failed ? 'FAILED' : result.met === undefined ? '-' : result.met ? 'yes' : 'NO']);
  }
  const widths = lines[0].map((_, c) => Math.max(...lines.map((l) => l[c].length)));
  const fmt = (l: string[]) => `| ${l.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  console.log(fmt(lines[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines.slice(1)) console.log(fmt(l));
}

async function main() {
  const startedAt = new Date();
  // Other work on the machine skews every figure: the load average is part of the report.
  const loadAtStart = os.loadavg().map((l) => round(l, 2));
  const aliases: Record<string, string> = { grid: 'technicians-with-schedules', save: 'save-schedules', export: 'history/export' };
  const selected = ONLY.length ? SCENARIOS.filter((s) => ONLY.some((o) => s.name.startsWith(aliases[o] ?? o))) : SCENARIOS;
  if (!selected.length) throw new Error(`--only=${ONLY.join(',')} matches no scenario`);
  const db = await openBenchDatabase();
  console.log(`bench database: ${db.label}, ${db.version}`);
  const results: { name: string; result: ScenarioResult }[] = [];
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let child: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const seedStarted = performance.now();
    const wantsSearch = selected.some((s) => s.needsSearchData) && db.url !== undefined;
    let dataset: Dataset;
    let search: BenchContext['search'];
    if (db.reused) {
      ({ dataset, search } = await readKeptDatasets(db.database.db));
      if (wantsSearch && !search) throw new Error(`${REUSE_DATABASE} was kept without the search data set`);
      // Statistics and visibility map after any migration that rewrote rows since the database was kept.
      await db.database.db.execute(sql`vacuum analyze`);
      console.log(`reused data set: ${JSON.stringify(dataset.counts)}${search ? `, search data set ${JSON.stringify(search.counts)}` : ''}`);
    } else {
      dataset = await createDataset(db.database.db, DEFAULT_DATASET);
      console.log(`data set: ${JSON.stringify(dataset.counts)} in ${round(performance.now() - seedStarted, 0)} ms`);
      if (wantsSearch) {
        console.log(`search data set: ${OPTIONS.workOrders} work orders, ${OPTIONS.historyRows} history rows (set-based SQL)...`);
        const started = performance.now();
        search = await createSearchDataset(db.database.db, dataset, { workOrders: OPTIONS.workOrders, historyRows: OPTIONS.historyRows, customers: 5000 });
        console.log(`search data set: ${JSON.stringify(search.counts)} in ${round(performance.now() - started, 0)} ms ${JSON.stringify(search.timings)}`);
      }
      if (process.env.BENCH_KEEP_DATABASE === '1' && db.url) await keepDatasets(db.database.db, dataset, search);
    }
    const seedMs = round(performance.now() - seedStarted, 0);

    // The built web app only for the scenarios that open its pages.
    const webDist = selected.some((s) => s.needsWebBuild) ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist') : '/nonexistent';
    const config = testConfig({ WEB_DIST_DIR: webDist, LOG_LEVEL: 'silent', DEMO_DATA: 'never', SESSION_CACHE_TTL_MS: DEFAULT_SESSION_CACHE_TTL_MS });
    app = await buildApp({ database: db.database, config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app did not listen on a TCP port');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const auth = await signIn(baseUrl, dataset.dispatcher.username, dataset.dispatcher.password, config.OAUTH_CLIENT_ID, config.OAUTH_CLIENT_SECRET);
    const benchHeaders = { 'x-timezone-offset': String(dataset.options.offsetMinutes) };
    const ctx: BenchContext = { baseUrl, headers: { ...auth, ...benchHeaders }, dataset, options: OPTIONS, db: db.database.db, databaseUrl: db.url, search };
    if ((wantsSearch || selected.some((s) => s.needsServerProcess)) && db.url) {
      child = await startServerProcess(db.url);
      const childAuth = await signIn(child.baseUrl, dataset.dispatcher.username, dataset.dispatcher.password, config.OAUTH_CLIENT_ID, config.OAUTH_CLIENT_SECRET);
      ctx.server = Object.assign(child, { headers: { ...childAuth, ...benchHeaders } });
      console.log(`server process: pid ${child.pid} on ${child.baseUrl}, ${round(child.memory().rssMb, 0)} MB resident after start`);
    }

    for (const scenario of selected) {
      console.log(`running: ${scenario.name}`);
      if ((scenario.needsSearchData || scenario.needsServerProcess) && !ctx.server) {
        // The embedded database lives inside one process: the server cannot run as a separate one.
        console.log('  skipped: needs PostgreSQL (BENCH_DATABASE_URL)');
        results.push({ name: scenario.name, result: { figures: {}, notes: 'skipped: needs PostgreSQL' } });
        continue;
      }
      try {
        const result = await scenario.run(ctx);
        // The server's targets are set for PostgreSQL; on the embedded database the figures are for information
        // (a page measured in the browser keeps its target: it does not depend on the database).
        if (db.database.kind !== 'postgres' && result.target && !scenario.needsWebBuild) Object.assign(result, { target: `${result.target} (PostgreSQL)`, met: undefined });
        results.push({ name: scenario.name, result });
      } catch (error) {
        // One broken scenario must not hide the others' figures.
        console.error(`  failed: ${(error as Error).message}`);
        results.push({ name: scenario.name, result: { figures: {}, failed: true, notes: `failed: ${(error as Error).message}` } });
      }
    }

    const loadAtEnd = os.loadavg().map((l) => round(l, 2));
    console.log('');
    printTable(results);
    const missed = results.filter((r) => r.result.met === false).map((r) => r.name);
    const failed = results.filter((r) => r.result.failed).map((r) => r.name);
    if (missed.length) console.log(`\ntargets MISSED (reported, not an error): ${missed.join('; ')}`);
    if (failed.length) console.log(`\nscenarios FAILED: ${failed.join('; ')}`);
    console.log(`\nload average (1, 5, 15 min): ${loadAtStart.join(' ')} at start, ${loadAtEnd.join(' ')} at end, on ${os.availableParallelism()} CPUs`);
    const report = {
      date: startedAt.toISOString(),
      database: db.version,
      machine: machine(),
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      options: OPTIONS,
      dataset: { ...dataset.counts, benchDay: dataset.options.benchDay, seedMs },
      searchDataset: search ? { ...search.counts, historyFirstDay: search.historyFirstDay, historyLastDay: search.historyLastDay, timings: search.timings } : undefined,
      scenarios: results.map(({ name, result }) => ({ name, ...result })),
    };
    const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
    mkdirSync(outDir, { recursive: true });
    const outFile = path.join(outDir, 'latest.json');
    writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten to ${path.relative(process.cwd(), outFile)}`);
    // A missed target is a finding, not a failure: only scenarios that broke fail the run.
    if (failed.length) process.exitCode = 1;
  } finally {
    await child?.stop();
    await app?.close();
    await db.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
