import { defineConfig } from 'vitest/config';

// One real server (fresh database with demo data) for the whole run, started in global setup;
// files run one after another because they share the demo accounts.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/english-after-each-file.ts'],
    fileParallelism: false,
    // The one worker runs the files one after another with the support modules, Playwright's client and vitest
    // loaded once (a fresh process per file cost seconds of start-up and imports under load). Files keep no state
    // in the support modules: each connects, signs in and closes its own browser contexts.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A browser under CI load needs more than expect.poll's default second (closing dropdowns, live updates).
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
