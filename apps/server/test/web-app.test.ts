import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'fsp-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ config: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves built files without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it('answers client routes with index.html so deep links load', async () => {
    for (const url of ['/login', '/dispatcher/planning/grid', '/login/start?token=abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keeps API paths as JSON 404s rather than the web page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: (await t.signIn(['DISPATCHER'])).headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Not Found');
  });
});
