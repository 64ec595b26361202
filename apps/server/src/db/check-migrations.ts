/**
 * `npm run db:check`: fails when the Drizzle schema and the committed migrations disagree.
 * It runs `drizzle-kit generate` against a temporary copy of apps/server/drizzle; if that
 * would write a new migration, the schema changed without one (run `npm run db:generate`).
 * It also fails when a .sql file and the migration journal do not list the same migrations
 * (the migrator silently skips a file the journal does not name).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const migrationsDir = join(serverDir, 'drizzle');

function sqlFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.sql')).sort() : [];
}

function journalTags(dir: string): string[] {
  const journalPath = join(dir, 'meta', '_journal.json');
  if (!existsSync(journalPath)) return [];
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((e) => `${e.tag}.sql`).sort();
}

class DriftError extends Error {}

function fail(message: string): never {
  throw new DriftError(message);
}

function main(): void {
  const committed = sqlFiles(migrationsDir);
  const journaled = journalTags(migrationsDir);
  const notInJournal = committed.filter((f) => !journaled.includes(f));
  const missingFiles = journaled.filter((f) => !committed.includes(f));
  if (notInJournal.length > 0 || missingFiles.length > 0) {
    fail(
      `apps/server/drizzle/meta/_journal.json and the .sql files disagree.` +
        (notInJournal.length ? `\n  not in the journal: ${notInJournal.join(', ')}` : '') +
        (missingFiles.length ? `\n  journal entries without a file: ${missingFiles.join(', ')}` : ''),
    );
  }

  const tmp = mkdtempSync(join(tmpdir(), 'fsp-db-check-'));
  try {
    const out = join(tmp, 'drizzle');
    cpSync(migrationsDir, out, { recursive: true });
    // Same settings as apps/server/drizzle.config.ts, only `out` differs. No imports, so it loads from /tmp.
    // Paths relative to the working directory: drizzle-kit prefixes './' to an absolute `out`.
    const config = { dialect: 'postgresql', schema: './src/db/schema/index.ts', out: relative(serverDir, out), casing: 'snake_case' };
    const configPath = join(tmp, 'drizzle.config.ts');
    writeFileSync(configPath, `export default ${JSON.stringify(config, null, 2)};\n`);

    const drizzleKitBin = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
    const result = spawnSync(process.execPath, [drizzleKitBin, 'generate', '--config', configPath, '--name', 'schema_drift'], {
      cwd: serverDir,
      // No stdin: if drizzle-kit wants to ask (e.g. "was this column renamed?"), the schema has drifted anyway.
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (result.error || result.status !== 0) {
      fail(
        `drizzle-kit generate did not finish cleanly (${result.error?.message ?? `exit ${result.status}`}); ` +
          `the schema probably needs a migration that asks about renames. Run \`npm run db:generate\`.\n${result.stdout}${result.stderr}`,
      );
    }

    const added = sqlFiles(out).filter((f) => !committed.includes(f));
    const output = `${result.stdout}${result.stderr}`;
    // drizzle-kit exits 0 even when it fails to read the folder; only trust a clear answer.
    if (added.length === 0 && !output.includes('No schema changes')) {
      fail(`drizzle-kit generate gave no clear answer:\n${output}`);
    }
    if (added.length > 0) {
      const sql = added.map((f) => readFileSync(join(out, f), 'utf8')).join('\n');
      fail(
        `the Drizzle schema (apps/server/src/db/schema) has changes that no migration in apps/server/drizzle covers.\n` +
          `Run \`npm run db:generate -- --name <what-changed>\` and commit the result. The missing SQL would be:\n\n${sql}`,
      );
    }
    console.log(`db:check ok: the schema matches the ${committed.length} committed migrations.`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  console.error(`db:check failed: ${error instanceof DriftError ? error.message : String(error)}`);
  process.exitCode = 1;
}
