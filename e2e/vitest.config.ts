import { defineConfig } from 'vitest/config';

// One real server (fresh database with demo data) for the whole run, started in global setup;
// files run one after another because they share the demo accounts.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/english-after-each-file.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A browser under CI load needs more than expect.poll's default second (closing dropdowns, live updates).
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
