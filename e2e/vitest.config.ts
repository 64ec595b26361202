import { defineConfig } from 'vitest/config';

// One real server (fresh database with demo data) for the whole run, started in global setup;
// files run one after another because they share the demo accounts.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
