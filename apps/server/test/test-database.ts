import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';

export interface TestDatabase {
  database: Database;
  /** The database's URL on a PostgreSQL server (a second instance can open it); null for the embedded one. */
  url: string | null;
  /** Closes the connection and, on PostgreSQL, drops the database. Call it in afterAll. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set, a new database `fsp_test_<random>` created on that server
 * (the URL's user needs CREATEDB) so test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // The suite's migrated template (test/global-setup.ts), when this runs under it.
    const template = inject('pgliteTemplate');
    const database = await openDatabase(template ? { inMemory: true, loadDataDir: new Blob([readFileSync(template)]) } : { inMemory: true });
    await database.migrate();
    return { database, url: null, dispose: () => database.close() };
  }

  const name = `fsp_test_${randomBytes(6).toString('hex')}`;
  // A copy of the suite's migrated template database (test/global-setup.ts), when this runs under it.
  const template = inject('postgresTemplate');
  await withAdminClient(serverUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = databaseUrl(serverUrl, name);
  let database: Database | undefined;
  const dropDatabase = () => withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  try {
    database = await openDatabase({ databaseUrl: url });
    await database.migrate();
  } catch (error) {
    await database?.close();
    await dropDatabase();
    throw error;
  }
  const opened = database;
  return {
    database: opened,
    url,
    dispose: async () => {
      await opened.close();
      await dropDatabase();
    },
  };
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(connectionString: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper (DrizzleQueryError.cause). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
