/**
 * Issue 19 item 2: the grid of 1,000 technicians without any cache against the time of its own SQL. The SQL
 * time is measured in the bench process on the builder's own queries (a repository whose calls are timed: the
 * time during which at least one of them was running, rows received and parsed included); the uncached answer
 * until its last byte, one request at a time, from a server process with the cache off (PostgreSQL), or, on the
 * embedded database, as the same build plus serialization in process.
 */
import { createPlanningRepo, type PlanningRepo } from '../src/modules/planning/repo';
import { createGridBuilder } from '../src/modules/planning/grid-build';
import type { BenchContext, Scenario, ScenarioResult } from './scenario';
import { startServerProcess } from './server-process';
import { send } from './dispatchers-scenario';

const RUNS = 15;
const round = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The repository with every call timed; `busyMs()` is the length of the union of the calls' intervals. */
function timedRepo(repo: PlanningRepo) {
  let intervals: [number, number][] = [];
  const timed = Object.fromEntries(
    Object.entries(repo).map(([name, fn]) => [
      name,
      async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await (fn as (...a: unknown[]) => Promise<unknown>)(...args);
        } finally {
          intervals.push([started, performance.now()]);
        }
      },
    ]),
  ) as PlanningRepo;
  function busyMs() {
    let total = 0;
    let end = -Infinity;
    for (const [s, e] of [...intervals].sort((a, b) => a[0] - b[0])) {
      if (e <= end) continue;
      total += e - Math.max(s, end);
      end = e;
    }
    intervals = [];
    return total;
  }
  return { repo: timed, busyMs };
}

export function gridSqlScenario(teamCount: number): Scenario {
  return {
    name: `grid without cache vs its SQL (${teamCount} teams)`,
    async run(ctx: BenchContext): Promise<ScenarioResult> {
      const { repo, busyMs } = timedRepo(createPlanningRepo(ctx.db));
      const build = createGridBuilder(repo);
      const teamIds = [...ctx.dataset.teamIds.slice(0, teamCount)].sort((a, b) => a - b);
      const searchDate = ctx.dataset.options.benchDay;
      const zone = { timezoneOffsetMinutes: ctx.dataset.options.offsetMinutes };
      const sqlMs: number[] = [];
      const buildMs: number[] = [];
      const httpMs: number[] = [];
      let technicians = 0;
      // A server of its own with the cache off (every request builds the whole answer), asked right after each
      // in-process build: on a shared machine the load drifts by seconds, so SQL and answer are timed in turns.
      const server = ctx.databaseUrl ? await startServerProcess(ctx.databaseUrl, { PLANNING_GRID_CACHE_MAX_BYTES: '0' }) : null;
      try {
        const headers = { ...ctx.headers, 'content-type': 'application/json' };
        for (let run = -2; run < RUNS; run++) {
          const started = performance.now();
          const rows = await repo.techniciansOfTeams(teamIds);
          const { body } = await build(rows, searchDate, zone);
          const elapsed = performance.now() - started;
          const busy = busyMs();
          technicians = rows.length;
          if (body.length === 0) throw new Error('the grid answer is empty');
          if (server) {
            const asked = performance.now();
            const res = await send(`${server.baseUrl}/api/technicians-with-schedules`, { teams: teamIds.map((id) => ({ id })), searchDate }, headers);
            if (res.status !== 200 || res.cache !== 'bypass') throw new Error(`uncached grid answered ${res.status} ${res.cache}: ${res.bytes.toString('utf8', 0, 200)}`);
            if (run >= 0) httpMs.push(performance.now() - asked);
          }
          if (run < 0) continue;
          buildMs.push(elapsed);
          sqlMs.push(busy);
        }
      } finally {
        await server?.stop();
      }
      const figures: Record<string, number> = { technicians, 'SQL median ms': round(median(sqlMs)), 'build + JSON median ms': round(median(buildMs)) };
      let answerMs = median(buildMs);
      if (httpMs.length) {
        answerMs = median(httpMs);
        figures['HTTP answer median ms'] = round(answerMs);
      }
      const ratio = answerMs / median(sqlMs);
      figures['answer / SQL'] = Math.round(ratio * 100) / 100;
      return {
        figures,
        target: 'answer <= 1.5 x its SQL',
        met: ratio <= 1.5,
        notes: `${RUNS} runs, in-process build and HTTP answer in turns, one at a time`,
        details: { sqlMs: sqlMs.map(round), buildMs: buildMs.map(round), httpMs: httpMs.map(round) },
      };
    },
  };
}
