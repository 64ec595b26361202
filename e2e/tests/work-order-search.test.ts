import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { searchSameFilterAgain } from '../support/form-controls';
import { signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { apiCall, setUserLanguage } from '../support/api';

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

interface PlannedItem {
  id: number;
  workOrderItemId: number;
  technician: { bpNo: string; fullName: string };
  team: { id: number; name: string } | null;
  deleted: boolean;
}

async function plannedItems(token: string, orderNumber: string): Promise<PlannedItem[]> {
  return (await apiCall<{ plannedItems: PlannedItem[] }>(token, `/api/work-orders/${orderNumber}/planned-items`)).plannedItems;
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

    // Closing the chip drops the criterion; the next page is asked of the server. Its ✕ is named after it for a screen reader.
    const serialChip = (await page.getByTestId('wos-chip-serial').innerText()).trim();
    expect(serialChip).toMatch(/^Serial no: /);
    await page.getByRole('button', { name: `Remove: ${serialChip}`, exact: true }).click();
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
    // Until a planned item is chosen (the only one is chosen by itself) the tabs are the work order's: its notes and oil
    // samples are its own, the planned item's tabs are disabled.
    await drawer.getByTestId('wos-planned-items').getByRole('heading').getByText(/\(\d+\+?\)/).waitFor();
    const plannedOfFirst = await plannedItems(token, first);
    if (plannedOfFirst.length !== 1) expect(await drawer.locator('.ant-tabs-tab-disabled').allTextContents()).toEqual(['History', 'Attachments', 'SIMS', 'Survey']);
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
      // A reload keeps the page (the history entry holds the search, docs/work-order-search.md "Keeping the search").
      await page.reload();
      await page.getByTestId('wos-table-row').first().waitFor();
      await expect.poll(() => range.textContent()).toBe('976–1.000 / 1.000 kayıttan fazla');
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

  it('a page whose request fails says so, not that nothing matches, and Retry brings that page', async () => {
    const token = await apiToken('dispatcher');
    const second = await search(token, { index: 1, limit: 25 });
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/work-orders');
      await page.getByTestId('wos-table-row').first().waitFor();
      // The connection drops while the user turns to page 2.
      await page.route('**/api/work-order-search', (route) => route.abort('connectionrefused'));
      await page.locator('.ant-pagination-item-2').first().click();
      await page.getByTestId('wos-error').waitFor();
      const table = page.getByTestId('wos-table');
      await expect.poll(() => table.locator('.ant-table-placeholder').textContent()).not.toContain('No work order matches');
      await page.unroute('**/api/work-order-search');
      await page.getByTestId('wos-retry').click();
      await page.getByTestId('wos-error').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('wos-order-number').first().textContent()).toBe(second.workOrders[0].orderNumber);
      expect(await page.getByTestId('wos-table-range').textContent()).toBe(rangeText(26, 50, second));
    } finally {
      await context.close();
    }
  });

  it('a search whose request fails says so once, above the table, with no notice repeating it, and Search with the same filter or Retry asks again', async () => {
    const token = await apiToken('observer');
    const all = await search(token, { index: 0, limit: 25 });
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'observer');
      // The connection drops as the screen asks for its first page.
      await page.route('**/api/work-order-search', (route) => route.abort('connectionrefused'));
      await page.goto('/dispatcher/work-orders');
      await page.getByTestId('wos-error').waitFor();
      // The table names what it does not show; the alert above it says why (not the same message twice).
      await expect.poll(() => page.getByTestId('wos-table').locator('.ant-table-placeholder').textContent()).toBe('Nothing shown: the work orders could not be loaded');
      // No notice repeating it (in English before the user's language had come).
      await page.waitForTimeout(500);
      expect(await page.locator('.ant-notification-notice').count()).toBe(0);
      await searchSameFilterAgain(page, 'wos', '/api/work-order-search');
      await page.unroute('**/api/work-order-search');
      await Promise.all([page.waitForRequest((request) => request.url().endsWith('/api/work-order-search')), page.getByTestId('wos-retry').click()]);
      await page.getByTestId('wos-error').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('wos-table').getAttribute('data-total')).toBe(String(all.totalRowCount));
    } finally {
      await context.close();
    }
  });

  it("drops an organization of a kept search that is no longer one of the user's, instead of an empty result and a chip naming a code", async () => {
    const token = await apiToken('observer');
    const all = await search(token, { index: 0, limit: 25 });
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'observer');
      await page.goto('/dispatcher/work-orders');
      await expect.poll(() => page.getByTestId('wos-table').getAttribute('data-total')).toBe(String(all.totalRowCount));
      // The search kept in the history entry (Back, a reload) names an organization the user has lost since (no such code).
      await page.evaluate(() => {
        const state = history.state as { fsp: { workOrderSearch: { filters: { organizations: string[] } } } };
        state.fsp.workOrderSearch.filters.organizations = ['ZZ99'];
        history.replaceState(state, '');
      });
      const asked: string[][] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/work-order-search')) asked.push((request.postDataJSON() as { organizations: string[] }).organizations);
      });
      await page.reload();
      await page.getByTestId('wos-table-row').first().waitFor();
      await expect.poll(() => page.getByTestId('wos-table').getAttribute('data-total')).toBe(String(all.totalRowCount));
      expect(await page.locator('[data-testid^="wos-chip-org-"]').count()).toBe(0);
      expect(asked.flat()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lists the order's planned items, opens the chosen one's tabs, adds a note to its work-order item and opens it on the grid", async () => {
    const token = await apiToken('dispatcher');
    // An order with several planned items of the dispatcher's teams, one of them live on a team's row.
    const assigned = await search(token, { index: 0, limit: 50, onlyAssigned: true });
    let order: { orderNumber: string; items: PlannedItem[] } | null = null;
    for (const row of assigned.workOrders) {
      const items = await plannedItems(token, row.orderNumber);
      if (items.length >= 2 && items.length <= 10 && items.some((i) => !i.deleted && i.team)) {
        order = { orderNumber: row.orderNumber, items };
        break;
      }
    }
    expect(order, 'an order with 2 to 10 planned items').not.toBeNull();
    const { orderNumber, items } = order!;
    const chosenIndex = items.findIndex((i) => !i.deleted && i.team);
    const chosen = items[chosenIndex];
    const schedule = await apiCall<{ schedulerStatus: unknown[] }>(token, `/api/schedules/${chosen.id}`);

    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/work-orders');
      await page.getByTestId('wos-filter-open').click();
      // Pasted with spaces: the box keeps the digits, all of them (its length limit once cut the pasted text first).
      await page.getByTestId('wos-work-order-no').fill(` ${orderNumber.slice(0, 4)} ${orderNumber.slice(4, 7)} ${orderNumber.slice(7)} `);
      expect(await page.getByTestId('wos-work-order-no').inputValue()).toBe(orderNumber);
      await page.getByTestId('wos-filter-search').click();
      await page.getByTestId('wos-filter-drawer').waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('wos-order-number').allTextContents()).toEqual([orderNumber]);
      await page.getByTestId('wos-table-row').first().locator('td').nth(2).click();
      const drawer = page.getByTestId('wos-order-drawer');

      // The list: one row per planned item, newest first, as the server answers.
      const rows = drawer.getByTestId('wos-planned-row');
      await expect.poll(() => drawer.getByTestId('wos-planned-technician').allTextContents()).toEqual(items.map((i) => i.technician.fullName));
      expect(await drawer.getByTestId('wos-planned-deleted').count()).toBe(items.filter((i) => i.deleted).length);
      expect(await drawer.locator('.ant-tabs-tab-disabled').allTextContents()).toEqual(['History', 'Attachments', 'SIMS', 'Survey']);
      expect(await drawer.getByTestId('wos-chosen-item').count()).toBe(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/work-order-search-planned-items.png` });

      // Choosing a row enables the planned item's tabs; History shows its status history.
      await rows.nth(chosenIndex).locator('td').nth(2).click();
      await expect.poll(() => rows.nth(chosenIndex).getAttribute('data-chosen')).toBe('true');
      await drawer.getByTestId('wos-chosen-item').getByText(chosen.technician.fullName, { exact: false }).waitFor();
      await expect.poll(() => drawer.locator('.ant-tabs-tab-disabled').count()).toBe(0);
      await drawer.getByTestId('order-tab-history').click();
      const history = drawer.getByTestId('order-history-table');
      await expect.poll(() => history.locator('.ant-table-row').count()).toBe(Math.min(schedule.schedulerStatus.length, 15));

      // A note is written on the chosen item's work-order item.
      const text = `WOS note ${Date.now()}`;
      await drawer.getByTestId('order-tab-note').click();
      await drawer.getByTestId('note-input').fill(text);
      await drawer.getByTestId('note-add').click();
      await expect
        .poll(async () => (await apiCall<{ assignmentNoteResourceList: { orderKalemId: number; description: string }[] }>(token, `/api/assignmentnote/workorder/${orderNumber}`)).assignmentNoteResourceList.find((n) => n.description === text)?.orderKalemId)
        .toBe(chosen.workOrderItemId);

      // The item on the planning grid: its day and its technician's team.
      await drawer.getByTestId('order-tab-detail').click();
      await rows.nth(chosenIndex).getByTestId('wos-planned-open-grid').click();
      await page.waitForURL('**/dispatcher/planning/grid');
      await page.locator(`[data-testid="planning-block"][data-key="s-${chosen.id}"]`).first().waitFor({ state: 'attached', timeout: 30_000 });
      expect(await page.locator(`[data-testid="planning-row"][data-technician-id="${chosen.technician.bpNo}"]`).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
