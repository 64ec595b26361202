/**
 * Issue 19 item 5: a day's fleet of dispatchers against two server instances on one PostgreSQL. Every simulated
 * dispatcher loops on a mix of what the board does (its grid, a work-order search, the session's user info) with
 * a pause between calls, and saves a new assignment now and then; the calls alternate between the instances as a
 * load balancer would. Figures: latency over every call and per kind, errors, and both instances' resident
 * memory sampled through the run (flat = the last sample within 10 % of the one after the first minute).
 */
import type { SchedulePayload } from '@fsp/domain';
import type { BenchContext, Scenario, ScenarioResult } from './scenario';
import { startServerProcess, type ServerProcess } from './server-process';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A dispatcher's scope on the board: five teams (100 technicians), as most have. */
const TEAMS_PER_DISPATCHER = 5;
/** Sessions per instance: the simulated dispatchers share them (the login limit allows 30 sign-ins a minute). */
const SESSIONS_PER_INSTANCE = 10;
const TARGET_P99_MS = 300;
const MEMORY_SAMPLE_MS = 10_000;

type Kind = 'grid' | 'work-order-search' | 'user-info' | 'save';

export interface DispatchersOptions {
  dispatchers: number;
  durationSeconds: number;
  /** Pause between a dispatcher's reads, ms (uniformly drawn from the range). */
  thinkMs: [number, number];
  /** Pause between a dispatcher's saves, ms. */
  saveEveryMs: [number, number];
}

export const DEFAULT_DISPATCHERS: DispatchersOptions = { dispatchers: 200, durationSeconds: 300, thinkMs: [1_000, 3_000], saveEveryMs: [20_000, 40_000] };

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

export function dispatchersScenario(options: DispatchersOptions): Scenario {
  return {
    name: `dispatchers (${options.dispatchers} simulated, two instances, ${options.durationSeconds} s)`,
    needsServerProcess: true,
    async run(ctx: BenchContext): Promise<ScenarioResult> {
      const first = ctx.server!;
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
  const latencies: Record<Kind, number[]> = { grid: [], 'work-order-search': [], 'user-info': [], save: [] };
  const errors: string[] = [];
  let call = 0;

  /** One call on the next instance in turn, timed; anything but a 2xx (or a save item not OK) is an error. */
  async function timed(kind: Kind, path: string, body: unknown | undefined, dispatcher: number) {
    const which = call++ % instances.length;
    const token = sessions[which][dispatcher % SESSIONS_PER_INSTANCE];
    const started = performance.now();
    try {
      const res = await fetch(`${instances[which].baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-timezone-offset': offset, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      latencies[kind].push(performance.now() - started);
      if (!res.ok) errors.push(`${kind}: ${res.status} ${text.slice(0, 120)}`);
      else if (kind === 'save' && Object.values(JSON.parse(text) as Record<string, string>).some((outcome) => outcome !== 'OK')) errors.push(`save: ${text.slice(0, 120)}`);
    } catch (error) {
      errors.push(`${kind}: ${(error as Error).message}`);
    }
  }

  const benchMidnight = Date.parse(`${dataset.options.benchDay}T00:00:00Z`) - dataset.options.offsetMinutes * MINUTE;
  const deadline = Date.now() + options.durationSeconds * 1000;

  async function dispatcher(index: number) {
    const firstTeam = (index * TEAMS_PER_DISPATCHER) % dataset.teamIds.length;
    const teams = dataset.teamIds.slice(firstTeam, firstTeam + TEAMS_PER_DISPATCHER).map((id) => ({ id }));
    const day = dataset.options.benchDay;
    // Each dispatcher plans on a day of its own far from the seeded items, one slot after the other, so saves never collide.
    const saveDay = benchMidnight + (60 + index) * DAY;
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
        const roll = Math.random();
        if (roll < 0.5) await timed('grid', '/api/technicians-with-schedules', { teams, searchDate: day }, index);
        else if (roll < 0.8) await timed('work-order-search', '/api/work-order-search', { organizations: [], customers: [], index: 0, limit: 25, onlyAssigned: index % 2 === 0 }, index);
        else await timed('user-info', '/api/user-info', undefined, index);
      }
      await sleep(between(options.thinkMs));
    }
  }

  const memory: { atMs: number; rssMb: number[] }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => memory.push({ atMs: Date.now() - started, rssMb: instances.map((i) => round(i.memory().rssMb)) }), MEMORY_SAMPLE_MS);
  memory.push({ atMs: 0, rssMb: instances.map((i) => round(i.memory().rssMb)) });
  try {
    await Promise.all(Array.from({ length: options.dispatchers }, (_, index) => dispatcher(index)));
  } finally {
    clearInterval(sampler);
  }
  memory.push({ atMs: Date.now() - started, rssMb: instances.map((i) => round(i.memory().rssMb)) });

  const all = Object.values(latencies).flat().sort((a, b) => a - b);
  const perKind = Object.fromEntries(
    (Object.keys(latencies) as Kind[]).map((kind) => {
      const sorted = [...latencies[kind]].sort((a, b) => a - b);
      return [kind, { calls: sorted.length, p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)) }];
    }),
  );
  const afterWarmUp = memory.find((sample) => sample.atMs >= MINUTE) ?? memory[0];
  const last = memory[memory.length - 1];
  const memoryFlat = last.rssMb.every((rss, i) => rss <= afterWarmUp.rssMb[i] * 1.1);
  const p99 = round(percentile(all, 99));
  const elapsedSeconds = (Date.now() - started) / 1000;
  return {
    figures: {
      'p50 ms': round(percentile(all, 50)),
      'p99 ms': p99,
      'max ms': round(all[all.length - 1] ?? 0),
      'requests/s': round(all.length / elapsedSeconds),
      saves: latencies.save.length,
      errors: errors.length,
      'rss A after 1 min MB': afterWarmUp.rssMb[0],
      'rss A end MB': last.rssMb[0],
      'rss B after 1 min MB': afterWarmUp.rssMb[1],
      'rss B end MB': last.rssMb[1],
    },
    target: `p99 <= ${TARGET_P99_MS} ms, 0 errors, resident memory flat`,
    met: p99 <= TARGET_P99_MS && errors.length === 0 && memoryFlat,
    notes: `${options.dispatchers} dispatchers, reads every ${options.thinkMs.join('-')} ms, a save every ${options.saveEveryMs.join('-')} ms each`,
    details: { perKind, errors: errors.slice(0, 20), memory },
  };
}
