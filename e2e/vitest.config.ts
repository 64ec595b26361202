import { defineConfig } from 'vitest/config';

// The demo's day is Istanbul's (apps/server/src/seed/demo-data.ts `currentDemoDay`): the tests, the servers they start
// and Chromium (all inherit this environment) count days in the same zone, or a run between midnight in Istanbul and
// midnight UTC looks for "today" a day before the demo's (the plan, the board's date and the statistics disagree).
process.env.TZ = 'Europe/Istanbul';

// Two workers, each with a real server of its own (a fresh database with the demo data), started in global setup:
// the files of one worker share its demo accounts and run one after another; a browser test waits on the page and
// the server as much as it computes, so two at a time use the machine's two cores (E2E_WORKERS=1: one at a time).
const workers = Number(process.env.E2E_WORKERS || 2);
if (!Number.isInteger(workers) || workers < 1) throw new Error(`E2E_WORKERS must be a whole number of 1 or more, got ${process.env.E2E_WORKERS}`);

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/stale-socket-retry.ts', './support/english-after-each-file.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // Each worker runs its files one after another with the support modules, Playwright's client and vitest
    // loaded once (a fresh process per file cost seconds of start-up and imports under load). Files keep no state
    // in the support modules: each connects, signs in and closes its own browser contexts.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A browser under CI load needs more than expect.poll's default second (closing dropdowns, live updates).
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
