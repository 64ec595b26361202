import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { databaseUrl, withAdminClient } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data folder (tar), or '' on a PostgreSQL server (TEST_DATABASE_URL). */
    pgliteTemplate: string;
    /** A migrated database on the PostgreSQL server (TEST_DATABASE_URL) that files copy, or '' on the embedded one. */
    postgresTemplate: string;
  }
}

/**
 * Creating an embedded database runs initdb in WebAssembly (~4 s) and the migrations take ~1 s more; each
 * API test file needs a database of its own. The suite does both once, dumps the data folder, and every
 * file starts from a copy (~1 s). Test files still run the migrations, which finds nothing to do on the copy.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // On a server, creating and migrating a database per file takes ~370 ms, a copy of a migrated one ~130 ms.
    const name = `fsp_template_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, (admin) => admin.query(`create database ${name}`));
    const dropTemplate = () => withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    try {
      const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
      await database.migrate().finally(() => database.close());
    } catch (error) {
      await dropTemplate();
      throw error;
    }
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', name);
    return dropTemplate;
  }
  project.provide('postgresTemplate', '');
  const database = await openDatabase({ inMemory: true });
  await database.migrate();
  const dump = await database.dumpDataDir();
  await database.close();
  if (!dump) throw new Error('the embedded database gave no data folder to dump');
  const folder = mkdtempSync(path.join(tmpdir(), 'fsp-api-tests-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
