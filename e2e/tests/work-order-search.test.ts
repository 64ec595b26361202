import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/session';
import { apiToken } from '../support/planning-page';

const SHOTS = process.env.E2E_SCREENSHOTS;

interface SearchRow {
  orderNumber: string;
  serialNumber: string | null;
  customer: string;
  customerNumber: string;
}

async function search(token: string, body: Record<string, unknown>): Promise<{ workOrders: SearchRow[]; totalRowCount: number }> {
  const res = await fetch(`${baseUrl()}/api/work-order-search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { workOrders: SearchRow[]; totalRowCount: number };
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
    await signIn(page, 'dispatcher');
    await page.goto('/dispatcher/work-orders');
    const table = page.getByTestId('wos-table');
    await page.getByTestId('wos-table-row').first().waitFor();
    await expect.poll(() => table.getAttribute('data-total')).toBe(String(all.totalRowCount));
    expect(await page.getByTestId('wos-table-range').textContent()).toBe(`1–25 of ${all.totalRowCount}`);
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
    await page.getByTestId('wos-filter-search').click();
    await page.getByTestId('wos-filter-drawer').waitFor({ state: 'hidden' });

    await expect.poll(() => table.getAttribute('data-total')).toBe(String(expected.totalRowCount));
    const serials = await page.getByTestId('wos-serial-number').allTextContents();
    expect(serials.length).toBe(Math.min(expected.totalRowCount, 25));
    for (const s of serials) expect(s.toLowerCase()).toContain(fragment);
    expect(await page.getByTestId('wos-order-number').allTextContents()).toContain(target.orderNumber);
    expect(await page.getByTestId('wos-table-range').textContent()).toBe(`1–${serials.length} of ${expected.totalRowCount}`);
    expect(await page.getByTestId('wos-chip-serial').textContent()).toContain(fragment);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/work-order-search-serial.png` });

    // Closing the chip drops the criterion; the next page is asked of the server.
    await page.getByTestId('wos-chip-serial').locator('.anticon-close').click();
    await expect.poll(() => table.getAttribute('data-total')).toBe(String(all.totalRowCount));
    await page.locator('.ant-pagination-next').click();
    await expect.poll(() => page.getByTestId('wos-table-range').textContent()).toBe(`26–50 of ${all.totalRowCount}`);

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
});
