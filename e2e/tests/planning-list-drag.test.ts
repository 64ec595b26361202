import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { PlanningPage, apiToken, localDay, techniciansOf, turkishUpper, type ApiTechnician } from '../support/planning-page';
import { localText, pickOption } from '../support/form-controls';

// Issue 18 item 12: a row of the Work orders or Training/Vacation list dragged onto a technician's timeline opens the
// assignment drawer for that technician at the drop time (the order's standard hours long), through the drawer's own
// rules. Demo data: the dispatcher sees TR10 team 1; TR10 needs a work area on work-order assignments.
const TEAM_TR10_FIELD_1 = 1;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const SHOTS = process.env.E2E_SCREENSHOTS;

interface ApiWorkOrder {
  id: number;
  orderNumber: string;
  simType: string | null;
  deleted: boolean;
  standardHour: number | null;
  organization: { orgunit: string };
  workOrderItems: { id: number; jobCode: string | null; standardHour: number | null }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function tr10WorkOrders(token: string): Promise<ApiWorkOrder[]> {
  const { ymd, offset } = localDay();
  const res = await fetch(`${baseUrl()}/api/work-orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(offset) },
    body: JSON.stringify({ organizations: [{ orgunit: 'TR10' }], searchDate: ymd }),
  });
  return ((await res.json()) as { workOrders: ApiWorkOrder[] }).workOrders;
}

/** A technician with a unique name who is free in [start, end) today. */
function freeTechnician(technicians: ApiTechnician[], start: number, end: number): ApiTechnician {
  const found = technicians.find(
    (tech) => technicians.filter((x) => x.fullName === tech.fullName).length === 1 && !tech.schedulers.some((s) => s.startDate < end && start < s.endDate),
  );
  if (!found) throw new Error('no free technician today');
  return found;
}

/** The length the drop gives: a single item's standard hours, else the order's, rounded up to 10 minutes; else 2 h. */
function expectedLength(order: ApiWorkOrder): number {
  const hours = (order.workOrderItems.length === 1 ? order.workOrderItems[0].standardHour : null) ?? order.standardHour;
  if (!hours || hours <= 0) return 2 * HOUR;
  return Math.min(Math.max(Math.ceil((hours * 60) / 10 - 1e-9) * 10, 10), 24 * 60) * MINUTE;
}

/** Drags the list row over the Technician tab (which opens) and drops it on the technician's timeline at `at`. */
async function dragRowOnto(page: Page, grid: PlanningPage, listRow: ReturnType<Page['locator']>, technician: ApiTechnician, at: number, until: number) {
  const rowBox = await listRow.boundingBox();
  if (!rowBox) throw new Error('the list row is not on screen');
  await page.mouse.move(rowBox.x + 80, rowBox.y + rowBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(rowBox.x + 100, rowBox.y + rowBox.height / 2 - 10, { steps: 4 });
  const tab = await page.getByTestId('planning-tab-technician').boundingBox();
  if (!tab) throw new Error('no Technician tab');
  await page.mouse.move(tab.x + tab.width / 2, tab.y + tab.height / 2, { steps: 6 });
  const timeline = grid.row(technician.id).locator('.pg-timeline');
  await timeline.waitFor();
  const box = (await timeline.boundingBox())!;
  const minutes = (at - localDay().dayStart) / MINUTE;
  const x = box.x + box.width * (0.075 + (0.85 * minutes) / 1440);
  await page.mouse.move(x, box.y + box.height / 2, { steps: 8 });
  // The tab's content may still be laying out when the pointer arrives (a busy machine): the browser sends the
  // timeline dragover events only while the pointer moves, so it is nudged as a hand would until the range shows.
  const dropLine = page.getByTestId('planning-drop-line');
  for (let nudge = 0; nudge < 20 && !(await dropLine.isVisible()); nudge++) {
    await page.mouse.move(x + (nudge % 2 ? 1 : -1), box.y + box.height / 2);
    await page.waitForTimeout(250);
    await page.mouse.move(x, box.y + box.height / 2);
  }
  await dropLine.waitFor();
  // The range the drop would take shows with its times before the button is let go.
  expect(await page.getByTestId('planning-drop-line').textContent()).toBe(`${localText(at).slice(11)}–${localText(until).slice(11)}`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-drag-over-timeline.png` });
  await page.mouse.up();
}

async function plainForm(page: Page) {
  const drawer = page.getByTestId('planning-details-drawer');
  await drawer.getByTestId('assignment-form').waitFor();
  // TR opens new assignments on the wizard (ADVANCED_ASSIGNMENT_DEFAULT); the plain form shows the times as fields.
  const advanced = drawer.getByTestId('assignment-advanced');
  if ((await advanced.getAttribute('aria-checked')) === 'true') await advanced.click();
  await drawer.getByTestId('assignment-add').waitFor();
  return drawer;
}

describe('dragging from the lists onto the timeline', () => {
  it("a work order dropped on a technician's timeline opens the drawer at the drop time and adds the pending item there", async () => {
    const token = await apiToken('dispatcher');
    const { dayStart } = localDay();
    const start = dayStart + 14 * HOUR + 20 * MINUTE;
    const order = (await tr10WorkOrders(token)).find(
      (o) => !o.deleted && o.simType === 'ZCH' && o.workOrderItems.length === 1 && !['010', '035', '043'].includes(o.workOrderItems[0].jobCode ?? '') && expectedLength(o) <= 3 * HOUR,
    );
    if (!order) throw new Error('no chargeable TR10 order with one item in the demo data');
    const end = start + expectedLength(order);
    const technician = freeTechnician(await techniciansOf(token, [TEAM_TR10_FIELD_1]), start, end);

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.openOn([TEAM_TR10_FIELD_1]);
    await grid.search(turkishUpper(technician.fullName));
    await expect.poll(() => grid.rows().count()).toBe(1);

    await grid.openTab(/^Work orders$/);
    const search = page.getByTestId('work-order-number-search').locator('input');
    await search.fill(order.orderNumber);
    await search.press('Enter');
    const listRow = page.locator(`[data-testid="work-orders-table"] tr[data-row-key="${order.id}"]`);
    await listRow.waitFor();
    expect(await listRow.getAttribute('draggable')).toBe('true');

    await dragRowOnto(page, grid, listRow, technician, start, end);
    const drawer = await plainForm(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-drag-drawer.png` });
    expect(await drawer.getByTestId('assignment-technician').textContent()).toContain(technician.fullName);
    expect(await drawer.getByTestId('assignment-order').textContent()).toContain(order.orderNumber);
    expect(await drawer.getByTestId('assignment-start').locator('xpath=descendant-or-self::input').inputValue()).toBe(localText(start));
    expect(await drawer.getByTestId('assignment-end').locator('xpath=descendant-or-self::input').inputValue()).toBe(localText(end));
    // Nothing is pending before the drawer's Add: the drop only prepared the form.
    expect(await page.getByTestId('planning-pending-actions').count()).toBe(0);

    await pickOption(page, drawer.getByTestId('assignment-work-area'), null, null);
    await drawer.getByTestId('assignment-add-close').click();
    await drawer.waitFor({ state: 'hidden' });
    const added = grid.row(technician.id).locator('[data-testid="planning-block"][data-dirty="added"]');
    await expect.poll(() => added.count()).toBe(1);
    expect(Number(await added.getAttribute('data-start'))).toBe(start);
    expect(Number(await added.getAttribute('data-end'))).toBe(end);

    await grid.discardAll();
    await expect.poll(() => added.count()).toBe(0);
    await context.close();
  });

  it('a training or leave row dropped on the timeline opens the drawer with it chosen, two hours from the drop; an observer cannot drag', async () => {
    const token = await apiToken('dispatcher');
    const { dayStart } = localDay();
    const start = dayStart + 15 * HOUR;
    const technician = freeTechnician(await techniciansOf(token, [TEAM_TR10_FIELD_1]), start, start + 2 * HOUR);

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.openOn([TEAM_TR10_FIELD_1]);
    await grid.search(turkishUpper(technician.fullName));
    await expect.poll(() => grid.rows().count()).toBe(1);
    await grid.openTab(/^Training\/Vacation$/);
    const listRow = page.locator('[data-testid="training-vacation-table"] tr.ant-table-row').first();
    await listRow.waitFor();
    // The kind's country under its name (each country has its own records, named alike in the reader's language).
    const nameCell = listRow.locator('td').first();
    const country = (await nameCell.getByTestId('training-vacation-country').textContent())!;
    expect(country).toMatch(/^(Türkiye|Turkey)$/);
    const name = (await nameCell.textContent())!.replace(country, '').trim();

    await dragRowOnto(page, grid, listRow, technician, start, start + 2 * HOUR);
    const drawer = await plainForm(page);
    expect(await drawer.getByTestId('assignment-order').textContent()).toContain(name);
    expect(await drawer.getByTestId('assignment-start').locator('xpath=descendant-or-self::input').inputValue()).toBe(localText(start));
    expect(await drawer.getByTestId('assignment-end').locator('xpath=descendant-or-self::input').inputValue()).toBe(localText(start + 2 * HOUR));
    await context.close();

    const observer = await newPage(browser);
    await signInByToken(observer.page, 'observer');
    const observerGrid = new PlanningPage(observer.page);
    await observerGrid.openOn([TEAM_TR10_FIELD_1]);
    await observerGrid.openTab(/^Work orders$/);
    const firstRow = observer.page.locator('[data-testid="work-orders-table"] tr.ant-table-row').first();
    await firstRow.waitFor();
    expect(await firstRow.getAttribute('draggable')).toBeNull();
    await observer.context.close();
  });
});
