/**
 * The real server as `npm start` runs it (compiled by build.mjs, then `node … dist/main.js` with the
 * start script's flags) in a child process of its own, so its resident memory can be measured apart from the bench and the load generator.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** VmRSS and VmHWM (peak since start or since resetPeak) in MB, from /proc/<pid>/status. */
  memory(): { rssMb: number; hwmMb: number };
  /** Resets VmHWM to the current resident size (writes 5 to /proc/<pid>/clear_refs); false where not allowed. */
  resetPeak(): boolean;
  stop(): Promise<void>;
}

function statusKb(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  if (!line) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(line.split(/\s+/)[1]);
}

/**
 * The arguments of a `node …` script of package.json: the bench runs exactly what `npm start` runs, minus npm.
 * A shell `exec` in front is dropped and `npm run <other>` is followed (prestart is `npm run build`).
 */
function nodeArgsOf(script: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = scripts[script].trim().split(/\s+/);
  if (words[0] === 'exec') words.shift();
  if (words.length === 3 && words[0] === 'npm' && words[1] === 'run') return nodeArgsOf(words[2]);
  const [command, ...args] = words;
  if (command !== 'node') throw new Error(`the ${script} script must be a plain node command (or npm run of one), got: ${scripts[script]}`);
  return args;
}

/** Starts the server on a free loopback port against `databaseUrl` and waits until /health answers. */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  execFileSync(process.execPath, nodeArgsOf('prestart'), { cwd: serverDir, stdio: 'inherit' });
  // BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"): flags for the server's node only, to profile it under load.
  const extraNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...extraNodeArgs, ...nodeArgsOf('start')], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: databaseUrl, DEMO_DATA: 'never', LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited with ${child.exitCode} before it answered`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the server process did not answer /health within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid!;
  return {
    baseUrl,
    pid,
    memory: () => ({ rssMb: statusKb(pid, 'VmRSS') / 1024, hwmMb: statusKb(pid, 'VmHWM') / 1024 }),
    resetPeak: () => {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
