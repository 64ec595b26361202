/**
 * Issue 19 item 2: time to the planning grid's first rows in Chromium for 1,000 technicians (target 1 s), beside
 * the same for one team's 20 technicians in the same run: the difference is what the grid's size costs, the rest
 * is the app's own start (its scripts, the session, the signed-in frame). Each load is a fresh browser context
 * (nothing cached, no compiled code kept), signed in by the bench dispatcher's token, with the browser storage the
 * app left when the load before was left (the grid's filters, its first read for the next load). Runs against the bench's app, which serves the built web app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BENCH_CHROMIUM_LAUNCH } from './chromium';
import type { BenchContext, Scenario } from './scenario';

const RUNS = 5;
const TARGET_MS = 1000;
const FILTERS_KEY = 'fsp.planning.filters';
const TOKEN_KEY = 'fsp.accessToken';
const TRACE_DIR = process.env.BENCH_TRACE_DIR ?? '';
/** DevTools' timeline with JavaScript samples (where script time goes), without screenshots (they slow the load). */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const VIEWPORT = { width: 1600, height: 1000 };

/** One timed load: first rows, and when the grid's answer was complete (both from the navigation's start, in the page). */
interface Load {
  rowsMs: number;
  answerMs: number | null;
}

/** The grid read's last byte, from the page's Resource Timing (null: the answer was not fetched by this load). */
const ANSWER_END = `(() => { const e = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/api/technicians-with-schedules')); return e ? Math.round(e.responseEnd) : null; })()`;

/**
 * `returning`: every load in one browser profile on disk, as a dispatcher opening the grid again during the day
 * (the app's files from the HTTP cache, their compiled code from Chromium's code cache, which an incognito context
 * does not keep); otherwise each load in a fresh context, as the first visit of the day on an empty cache.
 */
async function firstRowsMs(ctx: BenchContext, teamIds: number[], returning = false): Promise<Load[]> {
  const token = ctx.headers.authorization?.replace(/^Bearer /, '');
  if (!token) throw new Error('the bench has no signed-in token');
  const filters = JSON.stringify({
    version: 1,
    savedAt: Date.now(),
    filters: { date: ctx.dataset.options.benchDay, teamIds, organizationEnabled: false, organizations: [], remember: false },
  });
  // The first load starts from the filters as the board stores them; each later one from what the app itself left
  // in storage when the page before was left (the filters, the grid's first read for the next load).
  let stored: { name: string; value: string }[] = [
    { name: TOKEN_KEY, value: token },
    { name: FILTERS_KEY, value: filters },
  ];
  const profileDir = returning ? mkdtempSync(path.join(os.tmpdir(), 'fsp-bench-profile-')) : null;
  const profile = profileDir ? await chromium.launchPersistentContext(profileDir, { ...BENCH_CHROMIUM_LAUNCH, viewport: VIEWPORT }) : null;
  const browser = profile ? null : await chromium.launch(BENCH_CHROMIUM_LAUNCH);
  try {
    const loads: Load[] = [];
    const firstRun = profile ? -3 : -1;
    // Loads first, not counted: the server's first grid of these teams (its pieces built, its code compiled), and for
    // a returning user the visits that fill the caches (Chromium keeps a script's compiled code from its third load).
    for (let run = firstRun; run < RUNS + (TRACE_DIR && browser ? 1 : 0); run++) {
      const context = profile ?? (await browser!.newContext({ viewport: VIEWPORT, storageState: { cookies: [], origins: [{ origin: ctx.baseUrl, localStorage: stored }] } }));
      const page = await context.newPage();
      // A profile keeps its storage from load to load: only the first is given it.
      if (profile && run === firstRun) await page.addInitScript({ content: stored.map(({ name, value }) => `localStorage.setItem(${JSON.stringify(name)}, ${JSON.stringify(value)});`).join('') });
      // BENCH_TRACE_DIR: one more cold load, not counted, traced by Chromium to see where its time goes (chrome://tracing).
      const trace = run === RUNS ? path.join(TRACE_DIR, `first-rows-${teamIds.length}-teams.json`) : null;
      if (trace) await browser!.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
      const started = Date.now();
      await page.goto(`${ctx.baseUrl}/dispatcher/planning/grid`);
      await page.locator('[data-testid="planning-row"]').first().waitFor({ timeout: 60_000 });
      if (trace) await browser!.stopTracing();
      if (run >= 0 && !trace) loads.push({ rowsMs: Date.now() - started, answerMs: (await page.evaluate(ANSWER_END)) as number | null });
      // Leaving the page, as a dispatcher closing the tab: the board stores what it opens on next time. Read on a page
      // of the same site (the browser's own copy of the storage may not have the page's last writes yet).
      await page.goto(`${ctx.baseUrl}/health`);
      if (!profile) stored = Object.entries(await page.evaluate('({ ...localStorage })') as Record<string, string>).map(([name, value]) => ({ name, value }));
      await (profile ? page.close() : context.close());
    }
    return loads;
  } finally {
    await (profile ?? browser)!.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  }
}

export function gridFirstRowsScenario(): Scenario {
  return {
    name: 'grid-first-rows in Chromium (1,000 and 20 technicians, 1600×1000)',
    needsWebBuild: true,
    async run(ctx) {
      const probe = await fetch(`${ctx.baseUrl}/dispatcher/planning/grid`);
      if (probe.status !== 200) throw new Error(`the grid's page answered ${probe.status}: build the web app first (npm run build)`);
      const large = await firstRowsMs(ctx, ctx.dataset.teamIds);
      const all = large.map((load) => load.rowsMs);
      const one = (await firstRowsMs(ctx, ctx.dataset.teamIds.slice(0, 1))).map((load) => load.rowsMs);
      const again = (await firstRowsMs(ctx, ctx.dataset.teamIds, true)).map((load) => load.rowsMs);
      // Where a cold load of the large grid waits: for its answer, or for the page's work after it.
      const answers = large.flatMap((load) => (load.answerMs === null ? [] : [load.answerMs]));
      return {
        figures: {
          '1,000 technicians median ms': median(all),
          '20 technicians median ms': median(one),
          '1,000 technicians, returning, median ms': median(again),
          ...(answers.length ? { '1,000 technicians, answer complete (page clock), median ms': median(answers) } : {}),
        },
        target: `1,000 technicians: first rows <= ${TARGET_MS} ms`,
        met: median(all) <= TARGET_MS,
        notes: `${RUNS} cold loads each (fresh contexts, after one untimed), median; returning: ${RUNS} loads in one browser profile on disk after three untimed; answer complete: the grid read's responseEnd in the page's Resource Timing (from the navigation's start, which the first-rows figures measure from the bench's call)`,
        details: { all, one, again, answers },
      };
    },
  };
}
