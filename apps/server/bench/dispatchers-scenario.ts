/**
 * Issue 19 item 5: a day's fleet of dispatchers against two server instances on one PostgreSQL; with other
 * options, items 2 and 3: ten readers without pauses (grid, work-order and history search, or grids of several
 * scopes) while a save lands every second. Every simulated
 * dispatcher loops on a mix of what the board does (its grid, a work-order search, the session's user info) with
 * a pause between calls, and saves a new assignment now and then; the calls alternate between the instances as a
 * load balancer would. Figures: latency over every call and per kind, errors, and both instances' resident
 * memory sampled through the run (flat = the last sample within 10 % of the one after the first minute, judged on
 * runs of two minutes or more).
 */
import http from 'node:http';
import { addDays, type SchedulePayload } from '@fsp/domain';
import type { BenchContext, Scenario, ScenarioResult } from './scenario';
import { startServerProcess, type ServerProcess } from './server-process';
import { backendsCpuMs, processCpuMs } from './cpu';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Sessions per instance: the simulated dispatchers share them (the login limit allows 30 sign-ins a minute). */
const SESSIONS_PER_INSTANCE = 10;
const MEMORY_SAMPLE_MS = 10_000;

type Kind = 'grid' | 'work-order-search' | 'history-search' | 'user-info' | 'save';
type ReadKind = Exclude<Kind, 'save'>;

export interface DispatchersOptions {
  name: string;
  /** Server instances on the one database (the bench's own and more). */
  instances: 1 | 2;
  targetP99Ms: number;
  /** The teams of a dispatcher's grid: five (100 technicians) as most have, or all 50 (1,000 technicians). */
  teamsPerDispatcher: number;
  /** Instead, one team count per dispatcher in turn: grids of several scopes that overlap (from the i × 7th team on, wrapping). */
  scopes?: number[];
  /** Share of each kind among the reads (they add up to 1). */
  mix: Record<ReadKind, number>;
  dispatchers: number;
  durationSeconds: number;
  /** Pause between a dispatcher's reads, ms (uniformly drawn from the range). */
  thinkMs: [number, number];
  /** Pause between a dispatcher's saves, ms. */
  saveEveryMs: [number, number];
}

export const DEFAULT_DISPATCHERS: DispatchersOptions = {
  name: 'dispatchers',
  instances: 2,
  targetP99Ms: 300,
  teamsPerDispatcher: 5,
  mix: { grid: 0.5, 'work-order-search': 0.3, 'history-search': 0, 'user-info': 0.2 },
  dispatchers: 200,
  durationSeconds: 300,
  thinkMs: [1_000, 3_000],
  saveEveryMs: [20_000, 40_000],
};

/** Issue 19 items 2 and 3: 10 connections of reads without pauses (the grid of all 1,000 technicians), one save a second in all, one instance. */
export const READS_UNDER_WRITES: DispatchersOptions = {
  name: 'reads under writes',
  instances: 1,
  targetP99Ms: 150,
  teamsPerDispatcher: 50,
  mix: { grid: 0.5, 'work-order-search': 0.25, 'history-search': 0.25, 'user-info': 0 },
  dispatchers: 10,
  durationSeconds: 60,
  thinkMs: [0, 0],
  saveEveryMs: [10_000, 10_000],
};

/** Issue 19 item 2: ten readers of grids of several scopes (5 to 50 teams, overlapping) without pauses, one save a second in all. */
export const GRID_SCOPES_UNDER_WRITES: DispatchersOptions = {
  ...READS_UNDER_WRITES,
  name: 'scopes under writes',
  scopes: [50, 20, 10, 5, 50, 25, 5, 10, 50, 20],
  mix: { grid: 1, 'work-order-search': 0, 'history-search': 0, 'user-info': 0 },
};

/** The read a roll in [0, 1) falls on, by the mix's shares. */
function readKind(mix: Record<ReadKind, number>, roll: number): ReadKind {
  let sum = 0;
  for (const [kind, share] of Object.entries(mix) as [ReadKind, number][]) {
    sum += share;
    if (roll < sum) return kind;
  }
  return 'grid';
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (n: number) => Math.round(n * 10) / 10;
const between = ([low, high]: [number, number]) => low + Math.random() * (high - low);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { code } = (await login.json()) as { code: string };
  const token = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    body: new URLSearchParams({ client_id: 'web', grant_type: 'authorization_code', code }).toString(),
  });
  if (token.status !== 200) throw new Error(`token exchange failed: ${token.status} ${await token.text()}`);
  return ((await token.json()) as { access_token: string }).access_token;
}

const agent = new http.Agent({ keepAlive: true });

/**
 * One call (POST with a body, else GET), the answer's bytes as they came. A gzip answer is not unpacked: a browser
 * does that on its own CPU, while here ten readers unpacking and decoding megabytes in one process would share
 * the 2 CPUs with the server they measure (the grid of 1,000 technicians is 6 MB of JSON).
 */
/** A metric's duration from a Server-Timing header (`db;dur=12.3;desc="…", app;dur=45.6`), NaN when absent. */
export function serverTimingMs(header: string | undefined, metric: 'db' | 'app'): number {
  return Number(new RegExp(`(?:^|,\\s*)${metric};dur=([\\d.]+)`).exec(header ?? '')?.[1]);
}

export function send(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; cache?: string; serverTiming?: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: body === undefined ? 'GET' : 'POST', headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache'] as string | undefined, serverTiming: res.headers['server-timing'] as string | undefined, bytes: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

export function dispatchersScenario(options: DispatchersOptions): Scenario {
  return {
    name: `${options.name} (${options.dispatchers} simulated, ${options.instances === 2 ? 'two instances' : 'one instance'}, ${options.durationSeconds} s)`,
    needsServerProcess: true,
    async run(ctx: BenchContext): Promise<ScenarioResult> {
      const first = ctx.server!;
      if (options.instances === 1) return drive(ctx, [first], options);
      const second: ServerProcess = await startServerProcess(ctx.databaseUrl!);
      try {
        return await drive(ctx, [first, second], options);
      } finally {
        await second.stop();
      }
    },
  };
}

async function drive(ctx: BenchContext, instances: ServerProcess[], options: DispatchersOptions): Promise<ScenarioResult> {
  const { dataset } = ctx;
  const offset = String(dataset.options.offsetMinutes);
  const sessions = await Promise.all(
    instances.map(async (instance) => {
      const tokens: string[] = [];
      for (let i = 0; i < SESSIONS_PER_INSTANCE; i++) tokens.push(await signIn(instance.baseUrl, dataset.dispatcher.username, dataset.dispatcher.password));
      return tokens;
    }),
  );
  const latencies: Record<Kind, number[]> = { grid: [], 'work-order-search': [], 'history-search': [], 'user-info': [], save: [] };
  const errors: string[] = [];
  // Grid latencies by how the answer was made (X-Cache: hit, partial, miss, bypass). Without pauses, cheap hits
  // come faster and dilute the rest in the overall p99: each kind's p99 shows what a reader waits after a save.
  const gridCache: Record<string, number[]> = {};
  // The same by the server's own time (Server-Timing `app`): where it is far below the reader's wait, the request
  // waited for the process (other requests' work), not for its own.
  const gridCacheServer: Record<string, number[]> = {};
  let call = 0;

  /** One call on the next instance in turn, timed; anything but a 2xx (or a save item not OK) is an error. */
  async function timed(kind: Kind, path: string, body: unknown | undefined, dispatcher: number) {
    const which = call++ % instances.length;
    const token = sessions[which][dispatcher % SESSIONS_PER_INSTANCE];
    const started = performance.now();
    try {
      // The grid asks for gzip as browsers do; its bytes are not unpacked here (see send()).
      const res = await send(`${instances[which].baseUrl}${path}`, body, {
        authorization: `Bearer ${token}`,
        'x-timezone-offset': offset,
        'content-type': 'application/json',
        ...(kind === 'grid' ? { 'accept-encoding': 'gzip' } : {}),
      });
      latencies[kind].push(performance.now() - started);
      if (kind === 'grid' && res.cache) {
        (gridCache[res.cache] ??= []).push(performance.now() - started);
        const app = serverTimingMs(res.serverTiming, 'app');
        if (app >= 0) (gridCacheServer[res.cache] ??= []).push(app);
      }
      const text = () => res.bytes.toString('utf8');
      if (res.status < 200 || res.status > 299) errors.push(`${kind}: ${res.status} ${text().slice(0, 120)}`);
      else if (kind === 'save' && Object.values(JSON.parse(text()) as Record<string, string>).some((outcome) => outcome !== 'OK')) errors.push(`save: ${text().slice(0, 120)}`);
    } catch (error) {
      errors.push(`${kind}: ${(error as Error).message}`);
    }
  }

  const benchMidnight = Date.parse(`${dataset.options.benchDay}T00:00:00Z`) - dataset.options.offsetMinutes * MINUTE;
  // Saves of an earlier run or scenario on the database hold their slots: each run plans in a stretch of its own
  // (one in 200 to meet another; the last ends before 2199, the latest date the API takes).
  const runDays = 300 * Math.floor(Math.random() * 200);
  const deadline = Date.now() + options.durationSeconds * 1000;

  async function dispatcher(index: number) {
    const firstTeam = (index * options.teamsPerDispatcher) % dataset.teamIds.length;
    const scope = options.scopes?.[index % options.scopes.length];
    const teams = (
      scope === undefined
        ? dataset.teamIds.slice(firstTeam, firstTeam + options.teamsPerDispatcher)
        : Array.from({ length: scope }, (_, i) => dataset.teamIds[(index * 7 + i) % dataset.teamIds.length]!)
    ).map((id) => ({ id }));
    const day = dataset.options.benchDay;
    // Each dispatcher plans on a day of its own far from the seeded items, one slot after the other, so saves never collide.
    const saveDay = benchMidnight + (60 + runDays + index) * DAY;
    let saves = 0;
    let nextSave = Date.now() + between(options.saveEveryMs);
    await sleep(Math.random() * options.thinkMs[1]);
    while (Date.now() < deadline) {
      if (Date.now() >= nextSave) {
        const start = saveDay + saves * 20 * MINUTE;
        const schedule: SchedulePayload = {
          key: `fleet-${index}-${saves}`,
          technicianId: dataset.technicianBpNos[(index * 13 + saves) % dataset.technicianBpNos.length],
          workOrderItemId: dataset.liveWorkOrderItemIds[(index * 31 + saves) % dataset.liveWorkOrderItemIds.length],
          startDate: start,
          endDate: start + 10 * MINUTE,
        };
        await timed('save', '/api/save-schedules', { schedules: [schedule], deletedSchedulers: [] }, index);
        saves++;
        nextSave = Date.now() + between(options.saveEveryMs);
      } else {
        const kind = readKind(options.mix, Math.random());
        if (kind === 'grid') await timed('grid', '/api/technicians-with-schedules', { teams, searchDate: day }, index);
        else if (kind === 'work-order-search') await timed(kind, '/api/work-order-search', { organizations: [], customers: [], index: 0, limit: 25, onlyAssigned: index % 2 === 0 }, index);
        else if (kind === 'history-search') await timed(kind, '/api/history-search', { start: addDays(day, -29), end: addDays(day, 3), teams: teams.map((t) => t.id), index: 0, limit: 25 }, index);
        else await timed('user-info', '/api/user-info', undefined, index);
      }
      if (options.thinkMs[1] > 0) await sleep(between(options.thinkMs));
    }
  }

  const memory: { atMs: number; rssMb: number[] }[] = [];
  const cpu = await cpuCounter(instances, ctx.databaseUrl!);
  const started = Date.now();
  const sampler = setInterval(() => memory.push({ atMs: Date.now() - started, rssMb: instances.map((i) => round(i.memory().rssMb)) }), MEMORY_SAMPLE_MS);
  memory.push({ atMs: 0, rssMb: instances.map((i) => round(i.memory().rssMb)) });
  try {
    await Promise.all(Array.from({ length: options.dispatchers }, (_, index) => dispatcher(index)));
  } finally {
    clearInterval(sampler);
  }
  memory.push({ atMs: Date.now() - started, rssMb: instances.map((i) => round(i.memory().rssMb)) });
  const cpuMs = await cpu();

  const all = Object.values(latencies).flat().sort((a, b) => a - b);
  const perKind = Object.fromEntries(
    (Object.keys(latencies) as Kind[]).map((kind) => {
      const sorted = [...latencies[kind]].sort((a, b) => a - b);
      return [kind, { calls: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) }];
    }),
  );
  const last = memory[memory.length - 1];
  // Flat needs a stretch after the warm-up minute: a shorter run (the 60 s reads scenarios) only reports memory,
  // since its "after 1 min" sample would be the start, before the caches fill.
  const warmedUp = memory.find((sample) => sample.atMs >= MINUTE);
  const memoryJudged = warmedUp !== undefined && last.atMs - warmedUp.atMs >= MINUTE;
  const afterWarmUp = warmedUp ?? memory[0];
  const memoryFlat = !memoryJudged || last.rssMb.every((rss, i) => rss <= afterWarmUp.rssMb[i] * 1.1);
  const p99 = round(percentile(all, 99));
  const elapsedSeconds = (Date.now() - started) / 1000;
  const readP99s = Object.entries(perKind).filter(([kind, k]) => kind !== 'save' && k.calls > 0);
  return {
    figures: {
      'p50 ms': round(percentile(all, 50)),
      'p99 ms': p99,
      'max ms': round(all[all.length - 1] ?? 0),
      'requests/s': round(all.length / elapsedSeconds),
      ...Object.fromEntries(readP99s.map(([kind, k]) => [`${kind} p99 ms`, k.p99])),
      ...Object.fromEntries(
        Object.entries(gridCache).flatMap(([how, ms]) => [
          [`grid ${how}`, ms.length],
          [`grid ${how} p99 ms`, round(percentile([...ms].sort((a, b) => a - b), 99))],
          [`grid ${how} server p99 ms`, round(percentile([...(gridCacheServer[how] ?? [])].sort((a, b) => a - b), 99))],
        ]),
      ),
      saves: latencies.save.length,
      ...Object.fromEntries(Object.entries(cpuMs).map(([who, ms]) => [`${who} CPU ms/call`, Math.round((ms / Math.max(1, all.length)) * 100) / 100])),
      'CPU cores busy': Math.round((Object.values(cpuMs).reduce((a, b) => a + b, 0) / (elapsedSeconds * 1000)) * 100) / 100,
      errors: errors.length,
      ...Object.fromEntries(instances.flatMap((_, i) => [[`rss ${'AB'[i]} after 1 min MB`, afterWarmUp.rssMb[i]], [`rss ${'AB'[i]} end MB`, last.rssMb[i]]])),
    },
    target: `p99 <= ${options.targetP99Ms} ms, 0 errors${memoryJudged ? ', resident memory flat' : ' (memory not judged: under 2 minutes)'}`,
    met: p99 <= options.targetP99Ms && errors.length === 0 && memoryFlat,
    notes: `${options.dispatchers} dispatchers, reads every ${options.thinkMs.join('-')} ms, a save every ${options.saveEveryMs.join('-')} ms each`,
    details: { perKind, errors: errors.slice(0, 20), memory },
  };
}

/**
 * CPU time of each party while the dispatchers ran (the instances, PostgreSQL's backends, this load generator),
 * so that a missed p99 can be told apart: a machine whose cores are all busy queues every request.
 */
async function cpuCounter(instances: ServerProcess[], databaseUrl: string) {
  const serversAt = instances.map((i) => processCpuMs(i.pid));
  const backendsAt = await backendsCpuMs(databaseUrl);
  const generatorAt = process.cpuUsage();
  return async (): Promise<Record<string, number>> => {
    const generator = process.cpuUsage(generatorAt);
    let database = 0;
    for (const [pid, ms] of await backendsCpuMs(databaseUrl)) database += ms - (backendsAt.get(pid) ?? 0);
    return {
      ...Object.fromEntries(instances.map((instance, i) => [`instance ${'AB'[i]}`, processCpuMs(instance.pid) - serversAt[i]])),
      PostgreSQL: database,
      'load generator': (generator.user + generator.system) / 1000,
    };
  };
}
