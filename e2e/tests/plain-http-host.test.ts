import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/session';

/**
 * The portal opened over plain HTTP by a host name other than localhost (which browsers treat as secure):
 * a Content-Security-Policy with upgrade-insecure-requests would send the browser to https:// on the HTTP
 * port for every script, and the page would stay blank.
 */
const HOST = 'portal.test';
let browser: Browser;
let portalUrl: string;

beforeAll(async () => {
  browser = await launchBrowser([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
  portalUrl = `http://${HOST}:${new URL(baseUrl()).port}`;
});
afterAll(async () => browser?.close());

describe(`the portal over plain HTTP as ${HOST}`, () => {
  it('loads its scripts over HTTP and signs in', async () => {
    const { context, page } = await newPage(browser, { baseURL: portalUrl });
    const failed: string[] = [];
    // A request cancelled by the test's own navigation (signIn opens /login again while the first visit still
    // preloads) is net::ERR_ABORTED; an upgraded or blocked one fails otherwise (an SSL or CSP error).
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${error}`);
    });
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response?.headers()['strict-transport-security']).toBeUndefined();
    await signIn(page, 'dispatcher');
    expect(new URL(page.url()).origin).toBe(portalUrl);
    expect(new URL(page.url()).pathname).toBe('/dispatcher/activity-history');
    expect(failed).toEqual([]);
    await context.close();
  });
});
