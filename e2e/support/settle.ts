import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** How long the page must have had nothing in flight and no spinner before it counts as loaded. */
const QUIET_MS = 250;

/**
 * Counts the page's requests in flight from now on. The live stream is left out: it stays open by design, which is
 * why "network idle" never comes on screens that show live activity.
 */
export function trackRequests(page: Page): () => string[] {
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!(request.headers().accept ?? '').includes('text/event-stream')) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => [...open].map((request) => request.url());
}

/**
 * Waits until the screen has loaded what it shows: no request in flight and no spinner for QUIET_MS on end (a request
 * that starts from another one's answer comes within that), then a layout that holds still (settledLayout).
 */
export async function settledScreen(page: Page, inFlight: () => string[]) {
  let quietSince: number | null = null;
  await expect
    .poll(async () => {
      const busy = inFlight().length > 0 || (await page.locator('.ant-spin-spinning').count()) > 0;
      if (busy) quietSince = null;
      else quietSince ??= Date.now();
      return quietSince !== null && Date.now() - quietSince >= QUIET_MS ? 'quiet' : `busy: ${inFlight().join(', ') || 'spinner'}`;
    }, { timeout: 30_000, interval: 50 })
    .toBe('quiet');
  await settledLayout(page);
}

/**
 * Waits until the boxes of the page's controls, menu texts, table cells and test-id elements stay the same over three
 * animation frames in a row: after a resize, antd's breakpoints, tables and tab lists re-render in a frame or two.
 * Gives up after 5 s (something animates for good); the checks that follow then see the page as it is.
 */
export async function settledLayout(page: Page) {
  await page.evaluate(async () => {
    const selector = 'button, a[href], input, [role="tab"], [data-testid], .ant-menu-title-content, .ant-table-wrapper, th, td';
    const signature = () => {
      let sum = document.body.getElementsByTagName('*').length;
      document.querySelectorAll(selector).forEach((el, i) => {
        if (el.closest('.anticon-spin')) return;
        const r = el.getBoundingClientRect();
        sum += (i + 1) * (r.left * 3 + r.top * 5 + r.width * 7 + r.height * 11);
      });
      return sum;
    };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const deadline = performance.now() + 5_000;
    let last = signature();
    for (let same = 0; same < 3 && performance.now() < deadline; ) {
      await frame();
      const next = signature();
      same = next === last ? same + 1 : 0;
      last = next;
    }
  });
}

/** Resizes the window and waits until the page has laid itself out for the new size. */
export async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => innerWidth === width, size.width);
  await settledLayout(page);
}
