import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data folder (tar), or '' on a PostgreSQL server (TEST_DATABASE_URL). */
    pgliteTemplate: string;
  }
}

/**
 * Creating an embedded database runs initdb in WebAssembly (~4 s) and the migrations take ~1 s more; each
 * API test file needs a database of its own. The suite does both once, dumps the data folder, and every
 * file starts from a copy (~1 s). Test files still run the migrations, which finds nothing to do on the copy.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
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
