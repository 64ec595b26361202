import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { setUserLanguage } from '../support/api';

const SHOTS = process.env.E2E_SCREENSHOTS;

interface SearchRow {
  orderNumber: string;
  serialNumber: string | null;
  customer: string;
  customerNumber: string;
}

interface SearchAnswer {
  workOrders: SearchRow[];
  totalRowCount: number;
  totalRowCountIsLowerBound: boolean;
}

/** The paginator's text for rows from–to of an answer: exact, or past the server's count bound (decision 0027). */
function rangeText(from: number, to: number, answer: SearchAnswer): string {
  const n = (x: number) => x.toLocaleString('en');
  return answer.totalRowCountIsLowerBound ? `${n(from)}–${n(to)} of more than ${n(answer.totalRowCount)}` : `${from}–${to} of ${answer.totalRowCount}`;
}

async function search(token: string, body: Record<string, unknown>): Promise<SearchAnswer> {
  const res = await fetch(`${baseUrl()}/api/work-order-search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as SearchAnswer;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('work-order search', () => {
  it('lists the scope with total and range, finds a work order by serial number and by customer (lookup from 3 characters, upper-cased), chips remove criteria', async () => {
    const token = await apiToken('dispatcher');
    const all = await search(token, { index: 0, limit: 25 });
    expect(all.totalRowCount).toBeGreaterThan(25);
    // A serial number that identifies few orders, taken from what the server really has.
    const target = all.workOrders.find((o) => o.serialNumber && o.serialNumber.length >= 6)!;
    const serial = target.serialNumber!;
    const fragment = serial.slice(1, -1).toLowerCase();
    const expected = await search(token, { index: 0, limit: 25, seriNo: fragment });

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    await page.goto('/dispatcher/work-orders');
    const table = page.getByTestId('wos-table');
    await page.getByTestId('wos-table-row').first().waitFor();
    await expect.poll(() => table.getAttribute('data-total')).toBe(String(all.totalRowCount));
    expect(await page.getByTestId('wos-table-range').textContent()).toBe(rangeText(1, 25, all));
    expect(await page.getByTestId('wos-table-row').count()).toBe(25);

    // Filter drawer: a lower-case contains-match on the serial number.
    await page.getByTestId('wos-filter-open').click();
    await page.getByTestId('wos-serial').fill(fragment);
    // The work-order-number input keeps digits only; an oversized number is refused before any search.
    await page.getByTestId('wos-work-order-no').fill('99999999999');
    await page.getByTestId('wos-filter-search').click();
    await page.getByTestId('wos-error-workOrderNo').waitFor();
    expect(await page.getByTestId('wos-filter-drawer').isVisible()).toBe(true);
    await page.getByTestId('wos-work-order-no').fill('');
    // Enter in a text field searches, as the Search button does.
    await page.getByTestId('wos-serial').locator('xpath=descendant-or-self::input').first().press('Enter');
    await page.getByTestId('wos-filter-drawer').waitFor({ state: 'hidden' });

    await expect.poll(() => table.getAttribute('data-total')).toBe(String(expected.totalRowCount));
    const serials = await page.getByTestId('wos-serial-number').allTextContents();
    expect(serials.length).toBe(Math.min(expected.totalRowCount, 25));
    for (const s of serials) expect(s.toLowerCase()).toContain(fragment);
    expect(await page.getByTestId('wos-order-number').allTextContents()).toContain(target.orderNumber);
    expect(await page.getByTestId('wos-table-range').textContent()).toBe(rangeText(1, serials.length, expected));
    if (!expected.totalRowCountIsLowerBound) expect(await page.getByTestId('wos-table-bounded-hint').count()).toBe(0);
    expect(await page.getByTestId('wos-chip-serial').textContent()).toContain(fragment);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/work-order-search-serial.png` });

    // Closing the chip drops the criterion; the next page is asked of the server.
    await page.getByTestId('wos-chip-serial').locator('.anticon-close').click();
    await expect.poll(() => table.getAttribute('data-total')).toBe(String(all.totalRowCount));
    await page.locator('.ant-pagination-next').click();
    await expect.poll(() => page.getByTestId('wos-table-range').textContent()).toBe(rangeText(26, 50, all));

    // A row opens its work order in the order drawer, on a click and with Enter on a focused row.
    const rows = page.getByTestId('wos-table-row');
    const drawer = page.getByTestId('wos-order-drawer');
    const orderNumberOf = async (row: number) => (await rows.nth(row).getByTestId('wos-order-number').textContent())!;
    // The second page has arrived (the first stays on screen while it loads).
    await expect.poll(() => orderNumberOf(0)).not.toBe(all.workOrders[0].orderNumber);
    const first = await orderNumberOf(0);
    await rows.first().locator('td').nth(2).click();
    await drawer.getByTestId('wos-order-orderNumber').getByText(first, { exact: true }).waitFor();
    expect(await drawer.locator('.ant-drawer-title').textContent()).toBe(`Work order ${first}`);
    // A work order has no planned item's tabs; its notes and oil samples are its own.
    expect(await drawer.locator('.ant-tabs-tab-disabled').allTextContents()).toEqual(['History', 'Attachments', 'SIMS', 'Survey']);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const second = await orderNumberOf(1);
    await drawer.getByTestId('wos-order-orderNumber').getByText(second, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    // The row had the focus: Escape brings it back there.
    await expect.poll(() => rows.nth(1).evaluate((row) => row === document.activeElement)).toBe(true);
    // A double-click (as other lists open rows) opens it too: its second click, on the drawer's mask, does not close it.
    await rows.nth(2).locator('td').nth(5).dblclick();
    await drawer.getByTestId('wos-order-orderNumber').getByText(await orderNumberOf(2), { exact: true }).waitFor();
    expect(await drawer.evaluate((panel) => panel.closest('.ant-drawer')!.classList.contains('ant-drawer-open'))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Customer: the lookup fires only from 3 characters, upper-cased; the chosen customer narrows the search.
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/customers/')) lookups.push(decodeURIComponent(r.url().split('/api/customers/')[1]));
    });
    const byCustomer = await search(token, { index: 0, limit: 25, customers: [target.customerNumber] });
    await page.getByTestId('wos-filter-open').click();
    await page.getByTestId('wos-customers').click();
    await page.keyboard.type('ab');
    await page.waitForTimeout(900);
    expect(lookups).toEqual([]);
    await page.keyboard.type('c');
    await expect.poll(() => lookups).toEqual(['ABC']);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type(target.customerNumber);
    const option = page.locator('.ant-select-item-option').filter({ hasText: target.customerNumber });
    await option.click();
    await page.getByTestId('wos-filter-search').click();
    await page.getByTestId('wos-filter-drawer').waitFor({ state: 'hidden' });
    await expect.poll(() => table.getAttribute('data-total')).toBe(String(byCustomer.totalRowCount));
    expect(await page.getByTestId(`wos-chip-customer-${target.customerNumber}`).textContent()).toContain(target.customer);
    expect(await page.getByTestId('wos-order-number').allTextContents()).toContain(target.orderNumber);
    await context.close();
  });

  it('says "more than 1,000" for a scope past the count bound, pages through the first 1,000, and fits at 1280 px in Turkish', async () => {
    const token = await apiToken('dispatcher');
    const all = await search(token, { index: 0, limit: 25 });
    // The demo dispatcher's organizations hold more work orders than SEARCH_TOTAL_BOUND (1,000).
    expect(all).toMatchObject({ totalRowCount: 1000, totalRowCountIsLowerBound: true });
    // Pages past the bound are still served.
    expect((await search(token, { index: 40, limit: 25 })).workOrders).toHaveLength(25);

    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/work-orders');
      const table = page.getByTestId('wos-table');
      const range = page.getByTestId('wos-table-range');
      await page.getByTestId('wos-table-row').first().waitFor();
      await expect.poll(() => table.getAttribute('data-total-lower-bound')).toBe('true');
      expect(await range.textContent()).toBe('1–25 of more than 1,000');
      expect(await range.getAttribute('title')).toBe('Counting stops at 1,000 rows, so only the first 1,000 can be paged through. Narrow the filter to see the others.');
      // 40 pages of 25, not more, and a visible line under the pager says why.
      expect(await page.locator('.ant-pagination-item-40').count()).toBe(1);
      expect(await page.locator('.ant-pagination-item-41').count()).toBe(0);
      const hint = page.getByTestId('wos-table-bounded-hint');
      await page.locator('.ant-pagination-item-40').click();
      await expect.poll(() => range.textContent()).toBe('976–1,000 of more than 1,000');
      expect(await hint.isVisible()).toBe(true);
      expect(await hint.textContent()).toBe('Counting stops at 1,000 rows, so only the first 1,000 can be paged through. Narrow the filter to see the others.');

      await setUserLanguage(token, 'tr');
      await page.reload();
      await page.getByTestId('wos-table-row').first().waitFor();
      await expect.poll(() => range.textContent()).toBe('1–25 / 1.000 kayıttan fazla');
      expect(await hint.textContent()).toContain('yalnızca ilk 1.000 kayıt');
      await range.scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/work-order-search-more-than-tr.png` });
      // One line, inside the window, on the same row as the pager's buttons (not pushed onto a line of its own).
      const fits = await range.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const pager = el.closest('.ant-pagination')!;
        const next = pager.querySelector('.ant-pagination-next')!.getBoundingClientRect();
        const middle = (b: DOMRect) => b.top + b.height / 2;
        return { lines: el.getClientRects().length, inside: r.left >= 0 && pager.getBoundingClientRect().right <= innerWidth, sameRow: Math.abs(middle(r) - middle(next)) < 8 };
      });
      expect(fits).toEqual({ lines: 1, inside: true, sameRow: true });
    } finally {
      await setUserLanguage(token, 'en');
      await context.close();
    }
  });
});
