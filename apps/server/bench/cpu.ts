/**
 * CPU time spent by the server process and by its PostgreSQL backends while a scenario ran: on a machine shared
 * with other work, latency swings with the load, while CPU milliseconds per request barely move, so a change's
 * effect shows in them when its p99 is lost in the noise.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU of a process so far, ms (fields 14 and 15 of /proc/<pid>/stat, after the command's parentheses). */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    // The process has ended: its time is no longer readable.
    return 0;
  }
}

/** CPU so far of every backend connected to the database of `databaseUrl`, by pid. */
export async function backendsCpuMs(databaseUrl: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]));
  } finally {
    await client.end();
  }
}

/**
 * Starts counting; `stop(requests)` answers CPU ms per request of the server process and of the database's
 * backends (a backend that ended during the run is missed, one that started is counted whole).
 */
export async function cpuPerRequest(serverPid: number, databaseUrl: string) {
  const server = processCpuMs(serverPid);
  const backends = await backendsCpuMs(databaseUrl);
  return async (requests: number) => {
    const serverMs = processCpuMs(serverPid) - server;
    let databaseMs = 0;
    for (const [pid, ms] of await backendsCpuMs(databaseUrl)) databaseMs += ms - (backends.get(pid) ?? 0);
    const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 100) / 100;
    return { 'server CPU ms/request': per(serverMs), 'PostgreSQL CPU ms/request': per(databaseMs) };
  };
}
