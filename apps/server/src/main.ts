import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig, poolSettings, type Config } from './config';
import { openDatabase } from './db/client';
import { prepareDemoData } from './seed/on-start';

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL, pool: poolSettings(config) } : { dataDir: `${config.DATA_DIR}/pglite` },
  ).catch(
    (err: Error) => fail(`Cannot open the database (${config.DATABASE_URL ? 'DATABASE_URL' : config.DATA_DIR}): ${err.message}`),
  );
  await database.migrate().catch((err: Error) => fail(`Database migration failed: ${err.message}`));

  const app = await buildApp({ database, config, logger: loggerOptions(config) });
  await prepareDemoData({ db: database.db, config, log: app.log });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: draining requests and running jobs');
    // app.close() stops accepting connections, waits for in-flight requests and stops the job queue
    // (running jobs finish; unfinished ones are retried by another instance) before the database closes.
    await app.close();
    await database.close();
    app.log.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    await database.close();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(`Port ${config.PORT} is already in use. Stop the other process or set PORT to a free port.`);
    if (code === 'EACCES') fail(`Not allowed to listen on port ${config.PORT}. Choose a port above 1024 with PORT.`);
    fail(`Cannot start the server: ${(err as Error).message}`);
  }
  // After the demo data: the change-log reader starts at the end of the log, not at the seeded history.
  await app.jobs.start();
  app.log.info(`Portal ready on http://localhost:${config.PORT} (database: ${database.kind})`);
}

void main();
