/** What a bench scenario gets and gives back (see run.ts). */
import type { Db } from '../src/db/client';
import type { Dataset } from './dataset';
import type { SearchDataset } from './search-dataset';
import type { ServerProcess } from './server-process';

export interface BenchOptions {
  durationSeconds: number;
  connections: number;
  workOrders: number;
  historyRows: number;
  exportRows: number;
  searchP99TargetMs: number;
  exportTargets: { timeLimitSeconds: number; rssLimitMb: number };
}

export interface BenchContext {
  /** The app running inside the bench process (grid and save scenarios). */
  baseUrl: string;
  headers: Record<string, string>;
  dataset: Dataset;
  options: BenchOptions;
  /** The bench database, for scenarios that time queries in process. */
  db: Db;
  /** PostgreSQL only: the bench database. */
  databaseUrl?: string;
  /** PostgreSQL only, when a selected scenario needs it: the large search data set. */
  search?: SearchDataset;
  /** PostgreSQL only: the server as a child process of its own, signed in. */
  server?: ServerProcess & { headers: Record<string, string> };
}

export interface ScenarioResult {
  /** Figures in the table, in order: name -> value (ms, requests/s, counts). */
  figures: Record<string, number>;
  target?: string;
  met?: boolean;
  notes?: string;
  /** The scenario broke (error, wrong answer): not a target miss. */
  failed?: boolean;
  /** Written to latest.json only (per-mix timings, plans). */
  details?: unknown;
}

export interface Scenario {
  name: string;
  /** Runs only on PostgreSQL, against the large data set and the server child process. */
  needsSearchData?: boolean;
  /** Runs only on PostgreSQL, against the server child process, with its own data (no search data set). */
  needsServerProcess?: boolean;
  /** Needs the built web app (apps/web/dist) served by the bench's app. */
  needsWebBuild?: boolean;
  run(ctx: BenchContext): Promise<ScenarioResult>;
}
