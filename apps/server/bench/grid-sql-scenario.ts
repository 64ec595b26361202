/**
 * Issue 19 item 2: the grid of 1,000 technicians without any cache against the time of its own SQL (the time
 * during which at least one of the builder's queries was running, rows received and parsed included). On
 * PostgreSQL: the uncached answer until its last byte, one request at a time, from a server process with the
 * cache off, against the SQL time that same server reports for that same request (Server-Timing `db`): both
 * from one process, so a shared machine cannot slow one and not the other. Beside it, for comparison, the same
 * build in the bench process, its queries timed the same way (query-time.ts). On the embedded database only the in-process figures.
 */
import { createPlanningRepo } from '../src/modules/planning/repo';
import { QueryTime } from '../src/modules/planning/query-time';
import { createGridBuilder } from '../src/modules/planning/grid-build';
import type { BenchContext, Scenario, ScenarioResult } from './scenario';
import { startServerProcess } from './server-process';
import { send, serverTimingMs } from './dispatchers-scenario';

const RUNS = 15;
const round = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function gridSqlScenario(teamCount: number): Scenario {
  return {
    name: `grid without cache vs its SQL (${teamCount} teams)`,
    async run(ctx: BenchContext): Promise<ScenarioResult> {
      const repo = createPlanningRepo(ctx.db);
      const build = createGridBuilder(repo);
      const teamIds = [...ctx.dataset.teamIds.slice(0, teamCount)].sort((a, b) => a - b);
      const searchDate = ctx.dataset.options.benchDay;
      const zone = { timezoneOffsetMinutes: ctx.dataset.options.offsetMinutes };
      const sqlMs: number[] = [];
      const buildMs: number[] = [];
      const httpMs: number[] = [];
      const serverSqlMs: number[] = [];
      const serverAppMs: number[] = [];
      const sameRequestRatios: number[] = [];
      let technicians = 0;
      // A server of its own with the cache off (every request builds the whole answer), asked right after each
      // in-process build: on a shared machine the load drifts by seconds, so SQL and answer are timed in turns.
      const server = ctx.databaseUrl ? await startServerProcess(ctx.databaseUrl, { PLANNING_GRID_CACHE_MAX_BYTES: '0' }) : null;
      try {
        const headers = { ...ctx.headers, 'content-type': 'application/json' };
        for (let run = -2; run < RUNS; run++) {
          const started = performance.now();
          const queryTime = new QueryTime();
          const rows = await queryTime.measure(() => repo.techniciansOfTeams(teamIds));
          const { body } = await build(rows, searchDate, zone, queryTime);
          const elapsed = performance.now() - started;
          const busy = queryTime.ms;
          technicians = rows.length;
          if (body.length === 0) throw new Error('the grid answer is empty');
          if (server) {
            const asked = performance.now();
            const res = await send(`${server.baseUrl}/api/technicians-with-schedules`, { teams: teamIds.map((id) => ({ id })), searchDate }, headers);
            if (res.status !== 200 || res.cache !== 'bypass') throw new Error(`uncached grid answered ${res.status} ${res.cache}: ${res.bytes.toString('utf8', 0, 200)}`);
            const answered = performance.now() - asked;
            const db = serverTimingMs(res.serverTiming, 'db');
            const app = serverTimingMs(res.serverTiming, 'app');
            if (!(db > 0)) throw new Error(`the uncached grid reported no query time: server-timing ${res.serverTiming}`);
            if (run >= 0) {
              httpMs.push(answered);
              serverSqlMs.push(db);
              serverAppMs.push(app);
              sameRequestRatios.push(answered / db);
            }
          }
          if (run < 0) continue;
          buildMs.push(elapsed);
          sqlMs.push(busy);
        }
      } finally {
        await server?.stop();
      }
      const twoDecimals = (n: number) => Math.round(n * 100) / 100;
      const inProcessRatio = median(buildMs) / median(sqlMs);
      const figures: Record<string, number> = {
        technicians,
        'in process: SQL median ms': round(median(sqlMs)),
        'build + JSON median ms': round(median(buildMs)),
        'ratio in process': twoDecimals(inProcessRatio),
      };
      let ratio = inProcessRatio;
      if (httpMs.length) {
        ratio = median(sameRequestRatios);
        figures['server: its SQL median ms'] = round(median(serverSqlMs));
        figures['server: until ready to send median ms'] = round(median(serverAppMs));
        figures['HTTP answer median ms'] = round(median(httpMs));
        figures['answer / its SQL, same request (median)'] = twoDecimals(ratio);
      }
      return {
        figures,
        target: 'answer <= 1.5 x its SQL',
        met: ratio <= 1.5,
        notes: `${RUNS} runs, in-process build and HTTP answer in turns, one at a time; the target's ratio is ${httpMs.length ? "the HTTP answer's against the SQL time its server reported for it" : "the in-process one's"}`,
        details: { sqlMs: sqlMs.map(round), buildMs: buildMs.map(round), httpMs: httpMs.map(round), serverSqlMs: serverSqlMs.map(round), serverAppMs: serverAppMs.map(round) },
      };
    },
  };
}
