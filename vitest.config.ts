import { defineConfig } from 'vitest/config';

// Unit tests (pure rules) and API tests (real database) run as separate projects;
// the browser suite has its own config in e2e/ because it needs a built web app.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Files share their worker's process and module cache instead of a fresh process each: importing
          // the server app cost ~3 s of CPU a file (~70 files a pass). Every file opens its own database and
          // app; the few spies on globals are restored in the file that sets them.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/eslint/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
