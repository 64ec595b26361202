import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { createUser } from './factories';

/** The real server process: start-up errors, graceful stop, the embedded database surviving it, log hygiene. */
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function startServer(env: Record<string, string>) {
  const output: string[] = [];
  // Node itself with tsx as a loader, not the tsx command: that one relays SIGTERM to its own child and
  // kills it with SIGKILL (exit 143) when the child does not answer within 30 ms, which a busy machine misses.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'test', DEMO_DATA: 'never', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

async function waitHealthy(port: number, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy: ${output.join('')}`);
}

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fsp-process-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server process', () => {
  it('refuses wrong configuration with a clear message, not a stack trace', async () => {
    const { output, exited } = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    expect(await exited).toBe(1);
    const text = output.join('');
    expect(text).toContain('Invalid configuration');
    expect(text).toContain('PORT');
    expect(text).not.toMatch(/\n\s+at /);
  });

  it('says so when the port is taken', async () => {
    const port = await freePort();
    const blocker: Server = createServer().listen(port, '127.0.0.1');
    try {
      const { output, exited } = startServer({ PORT: String(port), DATA_DIR: path.join(dataDir, 'port-test') });
      expect(await exited).toBe(1);
      expect(output.join('')).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('stops cleanly on SIGTERM, keeps what was saved, and never logs secrets', async () => {
    const dir = path.join(dataDir, 'persist');
    const seedDb = await openDatabase({ dataDir: `${dir}/pglite` });
    await seedDb.migrate();
    const user = await createUser(seedDb.db, { roles: ['DISPATCHER'] });
    await seedDb.close();

    const port = await freePort();
    const { child, output, exited } = startServer({ PORT: String(port), DATA_DIR: dir });
    await waitHealthy(port, child, output);
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: user.password }),
    });
    const { code } = (await login.json()) as { code: string };
    const token = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('web:web').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'web', grant_type: 'authorization_code', code }).toString(),
    });
    const { access_token } = (await token.json()) as { access_token: string };
    const change = await fetch(`${base}/api/user-info`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: String(user.id), username: user.username, cultureName: 'ru' }),
    });
    expect(change.status).toBe(200);
    await fetch(`${base}/login/start?token=${code}`);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const log = output.join('');
    expect(log).toContain('stopped cleanly');
    for (const secret of [user.password, code, access_token]) expect(log).not.toContain(secret);

    const reopened = await openDatabase({ dataDir: `${dir}/pglite` });
    const [row] = await reopened.db.select({ cultureName: users.cultureName }).from(users).where(eq(users.id, user.id));
    await reopened.close();
    expect(row.cultureName).toBe('ru');
  });
});
