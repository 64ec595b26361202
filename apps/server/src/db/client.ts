import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database handle type the services and repos see, whichever driver is behind it. */
export type Db = ReturnType<typeof drizzleNodePg<Schema>>;
/** The handle inside `db.transaction(...)`: repositories take it so the caller decides the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Plain SQL for libraries that bring their own statements (the job queue): text with $1.. parameters. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  sql: SqlExecutor;
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel` (sent at commit by any server instance).
   * After a lost connection is back, `onReconnect` runs: notifications may have been missed meanwhile.
   * Resolves once listening; the returned function stops.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
  /** The embedded database's data folder as an uncompressed tar (the API tests' migrated template); null on a server. */
  dumpDataDir(): Promise<Blob | null>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** How the server's connections to a PostgreSQL server behave (DB_* settings; README "Configure it"). */
export interface PoolSettings {
  /** Connections of the pool. */
  max: number;
  /** A statement running longer is cancelled (57014). */
  statementTimeoutMs: number;
  /** A statement waiting longer for a lock (rows, advisory plan locks) is cancelled (55P03). */
  lockTimeoutMs: number;
  /** A request waiting longer for a free connection fails as busy instead of hanging. */
  connectTimeoutMs: number;
}

export const DEFAULT_POOL_SETTINGS: PoolSettings = { max: 20, statementTimeoutMs: 60_000, lockTimeoutMs: 5_000, connectTimeoutMs: 10_000 };

/** /health's own budget: it answers within this even when every pooled connection is busy. */
const HEALTH_TIMEOUT_MS = 2_000;

/** inMemory may start from a dumped data folder (PGlite's dumpDataDir): the API tests' migrated template. */
export type DatabaseOptions = { databaseUrl: string; pool?: Partial<PoolSettings> } | { dataDir: string } | { inMemory: true; loadDataDir?: Blob };

/** Rejects when `work` takes longer than `ms`. */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const settings = { ...DEFAULT_POOL_SETTINGS, ...options.pool };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: settings.max,
      connectionTimeoutMillis: settings.connectTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      lock_timeout: settings.lockTimeoutMs,
      // A transaction left open by a bug must not hold its locks for ever.
      idle_in_transaction_session_timeout: Math.max(settings.statementTimeoutMs, 60_000),
      // Our statements take milliseconds: JIT compiling one whose estimate passes jit_above_cost costs 50–100 ms,
      // and starting parallel workers for one costs more than it saves when ten requests share two CPUs
      // (docs/decisions/0025-request-cost.md).
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    // /health has a connection of its own, so a burst that takes every pooled connection cannot silence it.
    const healthPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 1,
      connectionTimeoutMillis: HEALTH_TIMEOUT_MS,
      statement_timeout: HEALTH_TIMEOUT_MS,
      query_timeout: HEALTH_TIMEOUT_MS,
    });
    // An idle client erroring (e.g. server restart) must not crash the process.
    pool.on('error', () => undefined);
    healthPool.on('error', () => undefined);
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      sql: poolExecutor(pool),
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      ping: async () => {
        await healthPool.query('select 1');
      },
      listen: (channel, onMessage, onReconnect) => listenOnServer(options.databaseUrl, channel, onMessage, onReconnect),
      dumpDataDir: async () => null,
      close: async () => {
        await Promise.all([pool.end(), healthPool.end()]);
      },
    };
  }
  let dataDir: string | undefined;
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = options.dataDir;
  }
  const loadDataDir = 'inMemory' in options ? options.loadDataDir : undefined;
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { btree_gist, pg_trgm } });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    sql: pgliteExecutor(client),
    migrate: () => migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder }),
    // One connection in process: a long statement ahead of it delays the ping, the timeout keeps /health answering.
    ping: async () => {
      await within(client.query('select 1'), HEALTH_TIMEOUT_MS, 'the embedded database');
    },
    // One process, one database: notifications arrive in process, at commit, like a server's.
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Wait before a lost LISTEN connection is opened again. */
const LISTEN_RETRY_MS = 1_000;

/** LISTEN on a connection of its own (a pooled one would be handed to other work), reopened when lost. */
async function listenOnServer(url: string, channel: string, onMessage: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => retry());
    next.on('end', () => retry());
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  const retry = () => {
    if (stopped || timer) return;
    const lost = client;
    client = null;
    void lost?.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(onReconnect, retry);
    }, LISTEN_RETRY_MS);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}

/**
 * Statements without parameters may be scripts (BEGIN; ...; COMMIT). They run on one connection and a
 * failure rolls the script's transaction back, so a broken script never leaves a connection inside an
 * aborted transaction.
 */
function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) {
        const result = await pool.query(text, values);
        return { rows: result.rows, rowCount: result.rowCount };
      }
      const client = await pool.connect();
      try {
        const result = await client.query(text);
        const last = Array.isArray(result) ? result[result.length - 1] : result;
        return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? null };
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** PGlite: one statement with parameters through query(), a script through exec() (last result returned). */
function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      try {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? null };
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}
