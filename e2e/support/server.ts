import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A tile server out of reach (nothing listens on port 9), as on a site without internet access. */
export const UNREACHABLE_TILE_URL = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Stops the server and removes its data, or keeps the data for another start (`keepData`). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Compiles the server as `npm start` does (apps/server/build.mjs, about a second). */
export function buildServer() {
  execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
}

/**
 * A fresh data folder holding a copy of `templateDir` (a stopped server's data: the demo seeded once per run in
 * global setup), so a server started on it skips the ~30 s (minutes under load) of seeding the demo again.
 */
export function copyDataDir(templateDir: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fsp-e2e-'));
  cpSync(templateDir, dataDir, { recursive: true });
  return dataDir;
}

/** For a test file's own server: a data folder with the run's demo data, as a fresh start would seed it. */
export function demoDataCopy(): string {
  return copyDataDir(inject('demoTemplateDir'));
}

/**
 * Starts the real server (built web app, fresh embedded database with demo data) and waits for /health.
 * `port` starts it again where a stopped one was, so an open page carries on against it.
 */
export async function startServer(options: { dataDir?: string; env?: Record<string, string>; port?: number } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'fsp-e2e-'));
  const output: string[] = [];
  // Every simulated user of the run signs in from 127.0.0.1, so the per-address login limit (30 a minute, which
  // the API tests prove) is raised: on a fast machine the suite signs in more often than that.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DEMO_SEED_TIME: '10:00',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...options.env,
  };
  // Browser tests always run on a fresh embedded database, with the demo loaded as at 10:00 in Istanbul at the
  // latest: an evening run must still find today's jobs that have not started (movable items).
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Seeding the demo data takes ~30 s on a quiet machine; several minutes when the machine is shared (over 240 s
  // at a load of 20 on 2 CPUs).
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in time:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    port,
    dataDir,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
