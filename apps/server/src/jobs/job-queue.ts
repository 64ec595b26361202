import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/client';

/**
 * Background and scheduled work on one PostgreSQL job queue (pg-boss), shared by every server instance:
 * a job is fetched by exactly one worker (SELECT ... FOR UPDATE SKIP LOCKED), failed runs are retried
 * with exponential back-off, and a periodic job runs once per period however many instances ask for it.
 * The embedded database (PGlite) runs the same queue in process. docs/decisions/0009-job-queue.md.
 */

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobDefinition<T extends object> {
  /** Letters, digits and underscores, at most 50 characters (the queue's table partition is named after it). */
  name: string;
  /** Does one job. A throw fails the run: it is retried after the back-off, up to retryLimit times. */
  run(data: T): Promise<void>;
  /**
   * Also run every this many seconds. Each instance asks once per period; the queue keeps one job per
   * period and at most one waiting beside the running one, so the work runs once per period in all.
   */
  everySeconds?: number;
  /** Retries after a failed run (default 3); the delay doubles from retryDelaySeconds (default 10). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run still going after this long counts as failed and is retried elsewhere (default 300). */
  expireInSeconds?: number;
}

export interface SendOptions {
  /** Jobs of a periodic kind with the same key are not queued twice (one waiting, one running). */
  key?: string;
  startAfterSeconds?: number;
}

export interface JobQueue {
  /** Declares a kind of job and what does it; before start(). */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Queues a job; null when an equal one is already waiting. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Asks for a run of a periodic job now rather than at its next period (after a change; in tests). */
  runSoon(name: string): Promise<void>;
  /** Creates the queue's tables if needed and starts working; main.ts calls it once the demo data is in. */
  start(): Promise<void>;
  /** Stops fetching, waits for running jobs (up to stopTimeoutMs) and stops the timers. Idempotent. */
  stop(): Promise<void>;
  readonly started: boolean;
}

export interface JobQueueOptions {
  sql: SqlExecutor;
  log: JobLog;
  /** How often an idle worker looks for jobs (seconds, at least 0.5). */
  pollSeconds: number;
  stopTimeoutMs?: number;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;
/**
 * Queues of one process on one database install the queue's tables one after the other: pg-boss settles
 * a race between servers by the error PostgreSQL reports, which PGlite words differently.
 */
const installs = new WeakMap<SqlExecutor, Promise<unknown>>();
const SCHEMA = 'job_queue';

/**
 * Creates a queue unless it exists. Instances starting together may both create it: PostgreSQL then
 * picks one as a deadlock victim (a queue is a partition attached to the job table), which tries again
 * and finds the queue made.
 */
async function createQueueOnce(boss: PgBoss, queue: PgBoss.Queue) {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(queue.name)) return;
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { sql, log } = options;
  const definitions = new Map<string, JobDefinition<object>>();
  const timers: NodeJS.Timeout[] = [];
  let boss: PgBoss | null = null;
  let state: 'idle' | 'starting' | 'started' | 'stopped' = 'idle';
  // pg-boss 10 marks a job complete without awaiting it (manager.js, onFetch): stop() waits for the statements
  // still running, so the database may be closed once it returns.
  const running = new Set<Promise<unknown>>();

  const definitionOf = (name: string) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`unknown job kind ${name}`);
    return definition;
  };

  async function askForPeriodicRun(definition: JobDefinition<object>, throttle: boolean) {
    if (!boss || state !== 'started') return;
    const seconds = definition.everySeconds!;
    const sendOptions: PgBoss.SendOptions = { singletonKey: definition.name };
    try {
      if (throttle) await boss.send(definition.name, {}, { ...sendOptions, singletonSeconds: seconds });
      else await boss.send(definition.name, {}, sendOptions);
    } catch (error) {
      log.warn({ job: definition.name, err: (error as Error).message }, 'periodic job not queued');
    }
  }

  return {
    get started() {
      return state === 'started';
    },

    define(definition) {
      if (state !== 'idle') throw new Error('define jobs before start()');
      if (!NAME.test(definition.name)) throw new Error(`job name ${definition.name}: letters, digits and underscores, at most 50`);
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },

    async send(name, data, sendOptions = {}) {
      definitionOf(name);
      if (!boss || state !== 'started') throw new Error('the job queue is not started');
      return boss.send(name, data, { singletonKey: sendOptions.key, startAfter: sendOptions.startAfterSeconds });
    },

    async runSoon(name) {
      const definition = definitionOf(name);
      if (!definition.everySeconds) throw new Error(`job ${name} is not periodic`);
      await askForPeriodicRun(definition, false);
    },

    async start() {
      if (state !== 'idle') return;
      state = 'starting';
      boss = new PgBoss({
        db: {
          executeSql: (text: string, values: unknown[]) => {
            const statement = sql.executeSql(text, values);
            running.add(statement);
            const settled = () => running.delete(statement);
            statement.then(settled, settled);
            return statement;
          },
        },
        schema: SCHEMA,
        // Periodic jobs are asked for by the instances' own timers (below), not by pg-boss's cron clock.
        schedule: false,
        supervise: true,
        archiveCompletedAfterSeconds: 3600,
        archiveFailedAfterSeconds: 7 * 24 * 3600,
        deleteAfterDays: 7,
      });
      boss.on('error', (error: Error) => log.error({ err: error.message }, 'job queue error'));
      const started = boss;
      const install = (installs.get(sql) ?? Promise.resolve()).catch(() => undefined).then(() => started.start());
      installs.set(sql, install);
      await install;
      for (const definition of definitions.values()) {
        const periodic = definition.everySeconds !== undefined;
        await createQueueOnce(boss, {
          name: definition.name,
          // Periodic work: one waiting and one running at most, whoever asks.
          policy: periodic ? 'stately' : 'standard',
          retryLimit: definition.retryLimit ?? 3,
          retryDelay: definition.retryDelaySeconds ?? 10,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 300,
        });
        await boss.work<object>(definition.name, { pollingIntervalSeconds: Math.max(0.5, options.pollSeconds), batchSize: 1 }, async ([job]) => {
          try {
            await definition.run(job.data ?? {});
          } catch (error) {
            log.warn({ job: definition.name, jobId: job.id, err: (error as Error).message }, 'job failed; it is retried after a back-off');
            throw error;
          }
        });
      }
      state = 'started';
      for (const definition of definitions.values()) {
        if (definition.everySeconds === undefined) continue;
        void askForPeriodicRun(definition, true);
        const timer = setInterval(() => void askForPeriodicRun(definition, true), definition.everySeconds * 1000);
        timer.unref();
        timers.push(timer);
      }
      log.info({ jobs: [...definitions.keys()] }, 'job queue started');
    },

    async stop() {
      if (state === 'stopped' || state === 'idle') {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      for (const timer of timers.splice(0)) clearInterval(timer);
      await boss?.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 20_000 });
      // A job's completion may be sent a moment after its work ended (not awaited by pg-boss): wait until no statement
      // has run for a short while, so none reaches a database closed after this returns (seen on PostgreSQL).
      for (let quiet = 0; quiet < 3; ) {
        if (running.size) {
          quiet = 0;
          await Promise.allSettled([...running]);
        } else quiet++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      boss = null;
    },
  };
}
