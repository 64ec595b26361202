import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { UNREACHABLE_TILE_URL, buildServer, copyDataDir, freePort, startServer, type RunningServer } from './server';
import { SURVEY_PARENT_HOST } from './survey-parent';

let servers: RunningServer[] = [];
let template: RunningServer | undefined;
let browserServer: BrowserServer | undefined;

export async function setup(project: TestProject) {
  // One Chromium for the run (starting and closing one per file cost ~1.2 s at load 14); each file connects to it.
  // Started while the demo is seeded.
  const launchingBrowser = chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // The tests drive the compiled server that `npm start` runs, built from the current sources.
  buildServer();
  // The demo is seeded once, by a server that is then stopped: its data folder is the template every server of
  // the run starts on a copy of (demoDataCopy in support/server.ts), fresh and without seeding again.
  template = await startServer();
  await template.stop({ keepData: true });
  // The survey's embedded mode (view=boom) is tested inside a parent page the test serves on this origin.
  const surveyParentOrigin = `http://${SURVEY_PARENT_HOST}:${await freePort()}`;
  // Browser tests never depend on a tile server: the tiles point at a port nobody serves, so the map shows
  // its "tiles unavailable" notice and the tests assert on markers.
  // One server per worker, each on its own copy of the demo: files running at the same time never share accounts
  // or data, and the files of one worker run one after another as they always did.
  const workers = Math.max(1, project.config.maxWorkers);
  servers = await Promise.all(
    Array.from({ length: workers }, () =>
      startServer({
        dataDir: copyDataDir(template!.dataDir),
        env: { MAP_PROVIDER: 'osm', MAP_TILE_URL: UNREACHABLE_TILE_URL, SURVEY_EMBED_ORIGINS: surveyParentOrigin },
      }),
    ),
  );
  browserServer = await launchingBrowser;
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  project.provide('surveyParentOrigin', surveyParentOrigin);
  project.provide('demoTemplateDir', template.dataDir);
}

export async function teardown() {
  await browserServer?.close();
  await Promise.all(servers.map((server) => server.stop()));
  await template?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's servers, one per worker (VITEST_POOL_ID 1, 2, …). */
    baseUrls: string[];
    browserEndpoint: string;
    surveyParentOrigin: string;
    demoTemplateDir: string;
  }
}
