import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let withMaps: TestApp;
let dist: string;

const INDEX = '<!doctype html><title>portal</title><div id="root"></div>';
const SCRIPT = `export const rows = ${JSON.stringify('row '.repeat(500))};`;
const MAP = JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: 'AAAA' });

/** A build as the web app's Vite config writes it: hashed assets with .br/.gz beside them, a hidden map. */
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'fsp-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'main-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'main-Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'main-Ab12Cd34.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'main-Ab12Cd34.js.map'), MAP);
  t = await createTestApp({ config: { WEB_DIST_DIR: dist } });
  withMaps = await createTestApp({ config: { WEB_DIST_DIR: dist, SERVE_SOURCE_MAPS: true } });
});
afterAll(async () => {
  await t?.close();
  await withMaps?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, acceptEncoding?: string) =>
  app.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('shipping the build (issue 19)', () => {
  it('sends hashed assets immutable for a year and the page and other files revalidated', async () => {
    const asset = await get(t, '/assets/main-Ab12Cd34.js', 'gzip, deflate, br');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/dispatcher/planning/grid', '/index.html', '/favicon.svg']) {
      const res = await get(t, url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the brotli file to browsers that accept br, gzip to the others, plain text without either', async () => {
    const br = await get(t, '/assets/main-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get(t, '/assets/main-Ab12Cd34.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const refused = await get(t, '/assets/main-Ab12Cd34.js', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await get(t, '/assets/main-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a script the browser already has with 304 and no body (its ETag names its hashed file)', async () => {
    const first = await get(t, '/assets/main-Ab12Cd34.js', 'br');
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/assets/main-Ab12Cd34.js', headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses the app page too, for deep links as well', async () => {
    const br = await get(t, '/dispatcher/work-orders', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX);
    const gzip = await get(t, '/login', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX);
  });

  it('refuses source maps and the compressed files by name unless SERVE_SOURCE_MAPS is set', async () => {
    for (const url of ['/assets/main-Ab12Cd34.js.map', '/assets/main-Ab12Cd34.js.br', '/assets/main-Ab12Cd34.js.gz']) {
      const res = await get(t, url, 'gzip, br');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('mappings');
    }
    const served = await get(withMaps, '/assets/main-Ab12Cd34.js.map');
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual(JSON.parse(MAP));
  });

  it('answers a missing asset with 404, not the app page a stale tab would try to run', async () => {
    const res = await get(t, '/assets/main-0ld0ld00.js', 'gzip, br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
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

  it('answers HEAD for the page, a deep link and an asset as GET would, without a body (uptime checks, link checkers)', async () => {
    // Over a real socket: Node, not Fastify, leaves a HEAD answer's body out.
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/', '/dispatcher/planning/grid', '/assets/main-Ab12Cd34.js']) {
      const res = await fetch(origin + url, { method: 'HEAD' });
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toBe('');
    }
    expect((await fetch(origin + '/', { method: 'HEAD' })).headers.get('content-type')).toContain('text/html');
    expect((await fetch(origin + '/assets/missing-Zz99Yy88.js', { method: 'HEAD' })).status).toBe(404);
  });

  it("leaves the web app's own routes out of the API document, which still answers with them registered", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: (await t.signIn(['ADMIN'])).headers });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/api/authorizedTeams');
    const apiPrefixes = ['/api/', '/auth/', '/oauth/', '/pub', '/health'];
    expect(paths.filter((p) => !apiPrefixes.some((prefix) => p.startsWith(prefix)))).toEqual([]);
  });

  it('keeps API paths as JSON 404s rather than the web page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: (await t.signIn(['DISPATCHER'])).headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Not Found');
  });
});

describe('security headers over HTTP and HTTPS', () => {
  it('sends neither upgrade-insecure-requests nor HSTS over plain HTTP, whatever the host name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { host: 'portal.test:8080', 'x-forwarded-proto': 'https' } });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // Without TRUST_PROXY a client cannot claim HTTPS with a header.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends both when a trusted proxy says the request came over HTTPS', async () => {
    const proxied = await createTestApp({ config: { WEB_DIST_DIR: dist, TRUST_PROXY: true } });
    try {
      const https = await proxied.app.inject({ method: 'GET', url: '/login', headers: { host: 'portal.example.com', 'x-forwarded-proto': 'https' } });
      expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.app.inject({ method: 'GET', url: '/login', headers: { host: 'portal.example.com', 'x-forwarded-proto': 'http' } });
      expect(http.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe("a route's scripts preloaded with the page (issue 19: the grid's first rows)", () => {
  const PAGE = '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>';
  let routed: TestApp;
  let routedDist: string;
  beforeAll(async () => {
    routedDist = mkdtempSync(path.join(tmpdir(), 'fsp-dist-'));
    writeFileSync(path.join(routedDist, 'index.html'), PAGE);
    const preloads = { '/dispatcher/planning/grid': ['assets/app-layout-Ab12.js', 'assets/planning-Cd34.js', '../secret.js', 'assets/x.js" onload="alert(1)'] };
    writeFileSync(path.join(routedDist, 'route-preloads.json'), JSON.stringify(preloads));
    routed = await createTestApp({ config: { WEB_DIST_DIR: routedDist } });
  });
  afterAll(async () => {
    await routed?.close();
    rmSync(routedDist, { recursive: true, force: true });
  });

  it("lists the build's scripts for that address as modulepreload links in its head, only built asset names", async () => {
    const res = await get(routed, '/dispatcher/planning/grid?x=1', 'gzip, br');
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/app-layout-Ab12.js"><link rel="modulepreload" crossorigin href="/assets/planning-Cd34.js"></head>',
    );
    expect(html).not.toContain('secret');
    expect(html).not.toContain('onload');
  });

  it('sends other addresses the plain page and keeps the list itself unserved', async () => {
    for (const url of ['/login', '/dispatcher/work-orders', '/dispatcher/planning/grid/extra']) {
      expect((await get(routed, url)).body, url).toBe(PAGE);
    }
    expect((await get(routed, '/route-preloads.json')).body).toBe(PAGE);
  });
});
