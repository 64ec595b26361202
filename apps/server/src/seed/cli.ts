/**
 * npm run seed -- [--scale N] [--today YYYY-MM-DD] [--reset]
 *
 * Loads the demo data into the database the server uses (DATABASE_URL, else the embedded database in
 * DATA_DIR/pglite). Refuses a database that already holds data unless --reset, which drops and recreates
 * the schema first. Never runs with NODE_ENV=production.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { dayNumber } from './time';
import { seedDemoData } from './demo-data';
import { defaultBlobStore } from '../blobs/blob-store';

export interface CliOptions {
  scale: number;
  today?: string;
  reset: boolean;
  help: boolean;
}

export class UsageError extends Error {}
/** A refusal or failure with a message for the user (exit code 1). */
export class CliError extends Error {}

export const USAGE = `Usage: npm run seed -- [--scale N] [--today YYYY-MM-DD] [--reset]

  --scale N       volume of transactional data (1 = ~20,000 work orders; fractions allowed), default 1
  --today DATE    the day the demo month is centred on, default the current day
  --reset         drop all tables and data first (the database is recreated from the migrations)

The database is the server's: DATABASE_URL when set, else the embedded database in DATA_DIR/pglite.`;

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { scale: 1, reset: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--scale': {
        const raw = value();
        const scale = Number(raw);
        if (!Number.isFinite(scale) || scale <= 0 || scale > 100) throw new UsageError(`--scale must be a number above 0 and at most 100, got '${raw}'`);
        options.scale = scale;
        break;
      }
      case '--today': {
        const raw = value();
        try {
          dayNumber(raw);
        } catch {
          throw new UsageError(`--today must be a date YYYY-MM-DD, got '${raw}'`);
        }
        options.today = raw;
        break;
      }
      case '--reset':
        options.reset = true;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new UsageError(`Unknown argument '${arg}'`);
    }
  }
  return options;
}

async function holdsData(database: Database): Promise<boolean> {
  const result = await database.db.execute(sql`select (exists (select 1 from users) or exists (select 1 from countries) or exists (select 1 from technicians) or exists (select 1 from work_orders)) as "hasData"`);
  return Boolean((result.rows[0] as { hasData?: boolean } | undefined)?.hasData);
}

/** Drops every table (the public schema and drizzle's migration journal) and migrates again. */
async function resetDatabase(database: Database) {
  await database.db.execute(sql.raw('drop schema if exists drizzle cascade'));
  await database.db.execute(sql.raw('drop schema if exists public cascade'));
  await database.db.execute(sql.raw('create schema public'));
  // A recreated schema belongs to the current role only; give other roles back the usual access.
  await database.db.execute(sql.raw('grant usage on schema public to public'));
  await database.migrate();
}

function describeTarget(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `embedded database in ${dataDir}/pglite`;
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (err) {
    if (err instanceof UsageError) throw new CliError(`${err.message}\n\n${USAGE}`);
    throw err;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }

  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) throw new CliError(err.message);
    throw err;
  }
  if (config.NODE_ENV === 'production') throw new CliError('Refusing to load demo data with NODE_ENV=production.');

  const target = describeTarget(config.DATABASE_URL, config.DATA_DIR);
  const database = await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` }).catch((err: Error) => {
    throw new CliError(`Cannot open the database (${target}): ${err.message}`);
  });
  try {
    await database.migrate().catch((err: Error) => {
      throw new CliError(`Database migration failed: ${err.message}`);
    });
    if (await holdsData(database)) {
      if (!options.reset) {
        throw new CliError(`The database already holds data (${target}).\nNothing was changed. To drop everything and load the demo data again, run:\n\n  npm run seed -- --reset${argv.length ? ` ${argv.join(' ')}` : ''}`);
      }
      process.stdout.write(`Resetting ${target} …\n`);
      await resetDatabase(database);
    }
    process.stdout.write(`Seeding ${target} (scale ${options.scale}${options.today ? `, today ${options.today}` : ''}) …\n`);
    const started = performance.now();
    const summary = await seedDemoData(database.db, { scale: options.scale, today: options.today, blobs: defaultBlobStore(config) });
    const seconds = (performance.now() - started) / 1000;
    const width = Math.max(...Object.keys(summary).map((k) => k.length));
    const lines = Object.entries(summary).map(([key, n]) => `  ${key.padEnd(width)}  ${n.toLocaleString('en-US').padStart(9)}`);
    process.stdout.write(`\nDemo data loaded in ${seconds.toFixed(1)} s:\n${lines.join('\n')}\n\nSign in with admin, power, dispatcher, observer, ciuser or committee (password: demo).\n`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    const message = err instanceof CliError ? err.message : `Seeding failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
    process.stderr.write(`\n${message}\n\n`);
    process.exitCode = 1;
  });
}
