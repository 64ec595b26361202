import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  server = await startServer();
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
