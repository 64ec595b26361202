import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { planEndTagColor, ymdFromEpoch } from '../../packages/domain/src/rules';
import { openDatabase } from '../../apps/server/src/db/client';
import { workOrders } from '../../apps/server/src/db/schema';
import { seedDemoData } from '../../apps/server/src/seed/demo-data';
import { launchBrowser, newPage } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { signInByToken } from '../support/session';
import { PlanningPage, apiToken, localDay } from '../support/planning-page';
import { pickOption } from '../support/form-controls';

/**
 * Work-order refresh (spec part 1 §8): 'all set' for a live order; when the CRM has deleted the order meanwhile, an
 * error toast and the Error modal (800 px, Close) listing the errorList. No demo order can be chosen in the drawer
 * once it is deleted upstream, so the CRM's deletion happens while the drawer is open: this file runs a server of its
 * own (a small demo data set), stops it, marks the chosen order deleted through the server's data layer and starts it
 * again on the same port and data. The page stays open throughout.
 */
const TEAM_TR10_FIELD_1 = 1;
const TR10 = 'TR10';
const SHOTS = process.env.E2E_SCREENSHOTS;
const SERVER_ENV = { DEMO_DATA: 'never', MAP_PROVIDER: 'none' };

let browser: Browser;
let server: RunningServer;
let dataDir: string;

async function withDatabase(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<unknown>) {
  const database = await openDatabase({ dataDir: `${dataDir}/pglite` });
  try {
    await database.migrate();
    await work(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fsp-e2e-refresh-'));
  await withDatabase((db) => seedDemoData(db, { scale: 0.1 }));
  server = await startServer({ dataDir, env: SERVER_ENV });
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});


describe('work-order refresh', () => {
  it("merges a live order with 'all set', and shows the Error modal listing the messages for an order the CRM deleted", async () => {
    const token = await apiToken('dispatcher', 'demo', server.baseUrl);
    const res = await fetch(`${server.baseUrl}/api/work-orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(localDay().offset) },
      body: JSON.stringify({ organizations: [{ orgunit: TR10 }], searchDate: localDay().ymd }),
    });
    const { workOrders: live } = (await res.json()) as { workOrders: { orderNumber: string; deleted: boolean; planTo: number | null }[] };
    const order = live.find((o) => !o.deleted && o.planTo !== null);
    if (!order) throw new Error('no live TR10 work order in the small demo data set');

    const { context, page } = await newPage(browser, { baseURL: server.baseUrl });
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.openOn([TEAM_TR10_FIELD_1]);
    await grid.rows().first().getByTestId('planning-add').click();
    const drawer = page.getByTestId('planning-details-drawer');
    await drawer.getByTestId('assignment-form').waitFor();
    await pickOption(page, drawer.getByTestId('assignment-order'), order.orderNumber, order.orderNumber);
    const refresh = drawer.getByTestId('assignment-refresh-order');
    // DUE_DATE.ENABLED (on for TR in the demo settings): the plan end shown once, as the due date in its plan-end colour.
    const { offset } = localDay();
    const dueDate = drawer.getByTestId('assignment-fact-dueDate').locator('[data-color]');
    expect(await dueDate.textContent()).toBe(ymdFromEpoch(order.planTo!, offset));
    expect(await dueDate.getAttribute('data-color')).toBe(planEndTagColor(order.planTo, Date.now(), offset));
    expect(await drawer.getByTestId('assignment-fact-planEnd').count()).toBe(0);

    // A live order: refreshed and merged, no modal.
    await refresh.click();
    await page.locator('.ant-message-notice').filter({ hasText: 'all set' }).waitFor();
    expect(await page.getByTestId('refresh-error-list').count()).toBe(0);

    // The CRM deletes the order while the drawer is open.
    await server.stop({ keepData: true });
    await withDatabase((db) => db.update(workOrders).set({ deletedAt: new Date() }).where(eq(workOrders.orderNumber, order.orderNumber)));
    server = await startServer({ dataDir, env: SERVER_ENV, port: server.port });

    await refresh.click();
    const expected = `Work order ${order.orderNumber} was not found in the work-order system.`;
    // The error toast, and the modal titled Error listing the message.
    await page.locator('.ant-message-notice').filter({ hasText: expected }).waitFor();
    const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('refresh-error-list') });
    await modal.waitFor();
    expect(await modal.locator('.ant-modal-confirm-title').textContent()).toBe('Error');
    expect(await modal.getByTestId('refresh-error-list').locator('li').allTextContents()).toEqual([expected]);
    // The modal zooms in: its width settles at 800 px.
    await expect.poll(async () => Math.round((await modal.boundingBox())?.width ?? 0)).toBe(800);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/refresh-error-modal.png` });
    const close = modal.getByTestId('refresh-error-close');
    expect(await close.textContent()).toBe('Close');
    await close.click();
    await modal.waitFor({ state: 'hidden' });
    // The drawer is still there with the order chosen.
    expect(await drawer.getByTestId('assignment-order').textContent()).toContain(order.orderNumber);
    await context.close();
  });
});
