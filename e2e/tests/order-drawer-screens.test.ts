import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { drawerLockTag } from '../support/overlays';
import { apiCall } from '../support/api';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken, localDay, movableItems, techniciansOf, type ApiItem, type ApiTechnician } from '../support/planning-page';
import { shoot } from '../support/screenshots';

// The order drawers of the planning history, the activity history and the work-order search (docs/order-drawer.md):
// the title's tag says what is locked, and a note typed and not added is asked about before the drawer closes.

/** Demo data: TR10 teams of both the dispatcher and the observer. */
const TR10_TEAMS = [1, 2, 3];
const HOUR = 3_600_000;
const LEAVE_TEXT = 'The note you wrote was not added. Leave without it?';

interface NoteList {
  assignmentNoteResourceList: { description: string }[];
}

const notesOf = async (token: string, orderNumber: string) => (await apiCall<NoteList>(token, `/api/assignmentnote/workorder/${orderNumber}`)).assignmentNoteResourceList.map((note) => note.description);

/**
 * Types a note in the drawer's note tab and closes the drawer: with Escape it is asked about and Stay keeps drawer and
 * note; with × it is asked about again and Leave closes the drawer without adding it.
 */
async function typedNoteIsAskedAbout(page: Page, drawer: Locator, token: string, orderNumber: string, shot: string) {
  const text = `Typed, not added ${Date.now()}`;
  await drawer.getByTestId('order-tab-note').click();
  const input = drawer.getByTestId('note-input').locator('xpath=descendant-or-self::textarea');
  await input.fill(text);
  await page.keyboard.press('Escape');
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.getByText(LEAVE_TEXT).waitFor();
  await shoot(page, shot);
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect(await drawer.isVisible()).toBe(true);
  expect(await input.inputValue()).toBe(text);
  await drawer.locator('.ant-drawer-close').click();
  await confirm.getByTestId('note-leave-confirm').click();
  await drawer.waitFor({ state: 'hidden' });
  expect(await notesOf(token, orderNumber)).not.toContain(text);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("the planning history's order drawer", () => {
  it('asks before it closes over a note that was typed but not added', async () => {
    const token = await apiToken('dispatcher');
    const today = localDay().ymd;
    const { histories } = await apiCall<{ histories: { id: number; orderNumber: string | null; deleted: boolean }[] }>(token, '/api/history-search', { start: today, end: today, index: 0, limit: 100 });
    const row = histories.find((candidate) => candidate.orderNumber !== null && !candidate.deleted);
    expect(row, "a live work-order item in today's history").toBeDefined();
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/planning-history');
      await page.getByTestId('history-table-row').first().waitFor();
      await page.getByTestId('history-filter-open').click();
      await page.getByTestId('history-work-order-no').locator('xpath=descendant-or-self::input').first().fill(row!.orderNumber!);
      await page.getByTestId('history-work-order-no').locator('xpath=descendant-or-self::input').first().press('Enter');
      await page.getByTestId('history-filter-drawer').waitFor({ state: 'hidden' });
      await page.locator(`[data-testid="history-table-row"][data-row-key="${row!.id}"]`).getByTestId('history-detail').click();
      const drawer = page.getByTestId('history-detail-drawer');
      await drawer.getByTestId('history-detail-notice').waitFor();
      await typedNoteIsAskedAbout(page, drawer, token, row!.orderNumber!, 'history-detail-note-leave');
    } finally {
      await context.close();
    }
  });
});

/** An item of the grid's answer with what this file reads of its work order. */
type OrderItem = ApiItem & { workOrderItem: { id: number; workOrder: { orderNumber: string } } };

/** The dispatcher saves `item` to start at `from`, as the grid saves it: the activity history gets a row for it. */
const moveItem = (token: string, technician: ApiTechnician, item: OrderItem, from: number, key: string) =>
  apiCall<Record<string, string>>(token, '/api/save-schedules', {
    schedules: [{ ...item, key, technicianId: technician.bpNo, workOrderItemId: item.workOrderItem.id, startDate: from, endDate: from + (item.endDate - item.startDate) }],
    deletedSchedulers: [],
  });

describe("the activity history's order drawer", () => {
  it("calls itself read-only only for the observer; for a dispatcher an open job's plan is not called locked and a typed note is asked about", async () => {
    const token = await apiToken('dispatcher');
    // The last movable item: the activity history's own test moves the first.
    const found = [...movableItems(await techniciansOf(token, TR10_TEAMS))].at(-1);
    expect(found, 'a movable work-order item today').toBeDefined();
    const technician = found!.technician;
    // movableItems takes work-order items only.
    const item = found!.item as OrderItem;
    const orderNumber = item.workOrderItem.workOrder.orderNumber;
    expect(await moveItem(token, technician, item, item.startDate + HOUR, 'drawer-lock-move')).toEqual({ 'drawer-lock-move': 'OK' });
    try {
      const open = async (page: Page) => {
        await page.goto('/dispatcher/activity-history');
        const row = page.getByTestId('activity-table-row').filter({ has: page.getByTestId('activity-technician').getByText(technician.fullName) }).first();
        await row.dblclick();
        const drawer = page.getByTestId('activity-order-drawer');
        await drawer.getByTestId('activity-order-technician').waitFor();
        expect(await drawer.getByTestId('activity-order-orderNumber').textContent()).toContain(orderNumber);
        return drawer;
      };
      const observer = await newPage(browser);
      try {
        await signInByToken(observer.page, 'observer');
        const drawer = await open(observer.page);
        expect(await drawerLockTag(observer.page, drawer.getByTestId('activity-order-drawer-read-only'))).toEqual({ text: 'Read-only', lock: 'readOnly', reason: "You can look at this item, its notes and surveys. The team's dispatchers make the changes." });
      } finally {
        await observer.context.close();
      }

      const { context, page } = await newPage(browser);
      try {
        await signInByToken(page, 'dispatcher');
        const drawer = await open(page);
        // An accepted job's plan is changed on the grid and its notes here: nothing of it is locked.
        await drawer.getByTestId('order-tab-note').click();
        await drawer.getByTestId('note-add').waitFor();
        expect(await drawer.getByTestId('activity-order-drawer-read-only').count()).toBe(0);
        await shoot(page, 'activity-order-drawer-dispatcher');
        await drawer.getByTestId('order-tab-detail').click();
        await typedNoteIsAskedAbout(page, drawer, token, orderNumber, 'activity-order-drawer-note-leave');
      } finally {
        await context.close();
      }
    } finally {
      await moveItem(token, technician, item, item.startDate, 'drawer-lock-back');
    }
  });
});

describe("the work-order search's order drawer", () => {
  it('asks about a typed note before it closes, and calls itself read-only for the observer', async () => {
    const token = await apiToken('dispatcher');
    const res = await fetch(`${baseUrl()}/api/work-order-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ index: 0, limit: 50, onlyAssigned: true }),
    });
    const { workOrders } = (await res.json()) as { workOrders: { orderNumber: string }[] };
    let orderNumber: string | null = null;
    for (const row of workOrders) {
      const { plannedItems } = await apiCall<{ plannedItems: { deleted: boolean }[] }>(token, `/api/work-orders/${row.orderNumber}/planned-items`);
      // The only planned item is chosen by itself: the note tab writes on it.
      if (plannedItems.length === 1 && !plannedItems[0]!.deleted) {
        orderNumber = row.orderNumber;
        break;
      }
    }
    expect(orderNumber, 'an order with one live planned item').not.toBeNull();
    const observer = await newPage(browser);
    try {
      // Any order of the observer's: with none of its planned items chosen the drawer is read-only all the same.
      await signInByToken(observer.page, 'observer');
      await observer.page.goto('/dispatcher/work-orders');
      await observer.page.getByTestId('wos-table-row').first().locator('td').nth(2).click();
      const drawer = observer.page.getByTestId('wos-order-drawer');
      await drawer.getByTestId('wos-order-facts').waitFor();
      expect((await drawerLockTag(observer.page, drawer.getByTestId('wos-order-drawer-lock'))).lock).toBe('readOnly');
      await shoot(observer.page, 'wos-order-drawer-observer');
    } finally {
      await observer.context.close();
    }
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/work-orders');
      await page.getByTestId('wos-filter-open').click();
      await page.getByTestId('wos-work-order-no').fill(orderNumber!);
      await page.getByTestId('wos-filter-search').click();
      await page.getByTestId('wos-filter-drawer').waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('wos-order-number').allTextContents()).toEqual([orderNumber]);
      await page.getByTestId('wos-table-row').first().locator('td').nth(2).click();
      const drawer = page.getByTestId('wos-order-drawer');
      await drawer.getByTestId('wos-chosen-item').waitFor();
      await typedNoteIsAskedAbout(page, drawer, token, orderNumber!, 'wos-order-drawer-note-leave');
    } finally {
      await context.close();
    }
  });
});
