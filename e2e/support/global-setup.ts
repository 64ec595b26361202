import type { TestProject } from 'vitest/node';
import { buildServer, startServer, type RunningServer } from './server';

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  // The tests drive the compiled server that `npm start` runs, built from the current sources.
  buildServer();
  // No map tiles: browser tests never depend on a tile server (markers are asserted on a blank map).
  server = await startServer({ env: { MAP_PROVIDER: 'none' } });
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
