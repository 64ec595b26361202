import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiCall, setUserLanguage } from '../support/api';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { shoot } from '../support/screenshots';
import { signInByToken } from '../support/session';
import { PlanningPage, apiToken, localDay, openNewAssignment, techniciansOf, turkishUpper, type ApiItem, type ApiTechnician } from '../support/planning-page';
import { localText, pickOption, typeDate } from '../support/form-controls';

// Demo data: the dispatcher and the observer both see TR10 team 1 (Saha Servis 1). TR10 needs a work
// area on assignments (WORK_AREA_ENABLED_ORGANIZATIONS) and offers job types for job codes 010/035/043.
const TEAM_TR10_FIELD_1 = 1;
const TEAM_RU10_FIELD = 22;
const TR10 = 'TR10';
const HOUR = 3_600_000;
const SHOTS = process.env.E2E_SCREENSHOTS;

interface ApiWorkOrder {
  id: number;
  orderNumber: string;
  customer: string;
  simType: string | null;
  deleted: boolean;
  organization: { orgunit: string };
  workOrderItems: { id: number; jobCode: string | null }[];
}

async function workOrdersOf(token: string, orgunit: string): Promise<ApiWorkOrder[]> {
  const { ymd, offset } = localDay();
  const res = await fetch(`${baseUrl()}/api/work-orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(offset) },
    body: JSON.stringify({ organizations: [{ orgunit }], searchDate: ymd }),
  });
  return ((await res.json()) as { workOrders: ApiWorkOrder[] }).workOrders;
}

/**
 * A Chargeable (ZCH) order of TR10 with one item whose job code asks for no job type: the working-hours rule
 * does not apply to Chargeable work, so only the overlap rule matters.
 */
function chargeableOrder(orders: ApiWorkOrder[]): ApiWorkOrder {
  const order = orders.find(
    (o) => !o.deleted && o.simType === 'ZCH' && o.organization.orgunit === TR10 && o.workOrderItems.length === 1 && !['010', '035', '043'].includes(o.workOrderItems[0].jobCode ?? ''),
  );
  if (!order) throw new Error('no chargeable TR10 order with one item in the demo data');
  return order;
}

/** A technician with a unique name who is free in [start, end) today. */
function freeTechnician(technicians: ApiTechnician[], start: number, end: number): ApiTechnician {
  const found = technicians.find(
    (tech) => technicians.filter((x) => x.fullName === tech.fullName).length === 1 && !tech.schedulers.some((s) => s.startDate < end && start < s.endDate),
  );
  if (!found) throw new Error('no free technician today');
  return found;
}



/** A technician with a unique name and an item today (not deleted) that lies within the day. */
function technicianWithItemToday(technicians: ApiTechnician[]): { technician: ApiTechnician; item: ApiItem } {
  const { dayStart } = localDay();
  for (const technician of technicians) {
    if (technicians.filter((x) => x.fullName === technician.fullName).length > 1) continue;
    const item = technician.schedulers.find((s) => !s.shouldBeDeleted && s.startDate >= dayStart && s.endDate <= dayStart + 24 * HOUR);
    if (item) return { technician, item };
  }
  throw new Error('no technician with an item today in the demo data');
}

/** Whether the element lies fully inside the viewport and the drawer's panel, and nothing covers its middle (what a user sees without scrolling). */
async function shownWhole(page: Page, drawer: Locator, element: Locator) {
  await element.waitFor();
  const box = (await element.boundingBox())!;
  const panel = (await drawer.boundingBox())!;
  const viewport = page.viewportSize()!;
  const inside = (outer: { x: number; y: number; width: number; height: number }) =>
    box.x >= outer.x - 0.5 && box.y >= outer.y - 0.5 && box.x + box.width <= outer.x + outer.width + 0.5 && box.y + box.height <= outer.y + outer.height + 0.5;
  const uncovered = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  return { inViewport: inside({ x: 0, y: 0, ...viewport }), inDrawer: inside(panel), uncovered };
}



let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('assignment drawer', () => {
  it('a dispatcher adds a chargeable work order for a technician, sees the block and the change, and saves it', async () => {
    const token = await apiToken('dispatcher');
    const { dayStart } = localDay();
    const start = dayStart + 13 * HOUR;
    const end = dayStart + 14 * HOUR + HOUR / 2;
    const technician = freeTechnician(await techniciansOf(token, [TEAM_TR10_FIELD_1]), start, end);
    const order = chargeableOrder(await workOrdersOf(token, TR10));

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const { grid, drawer } = await openNewAssignment(page, technician, TEAM_TR10_FIELD_1);
    const form = drawer.getByTestId('assignment-form');
    expect(await form.getAttribute('data-mode')).toBe('new');
    // TR is in the demo's ADVANCED_ASSIGNMENT_DEFAULT: the drawer opens on the wizard; this test uses the plain form.
    const advanced = drawer.getByTestId('assignment-advanced');
    expect(await advanced.getAttribute('aria-checked')).toBe('true');
    await advanced.click();
    await drawer.getByTestId('assignment-add').waitFor();
    // Opened from the row: the technician is preset.
    expect(await drawer.getByTestId('assignment-technician').textContent()).toContain(technician.fullName);

    // Nothing chosen yet: Add reports the missing order inline, in words that name it and tied to its box for screen
    // readers, with the spec's 'Please select!' summing up by the actions, and adds nothing.
    await drawer.getByTestId('assignment-add').click();
    await drawer.getByTestId('assignment-error-order').waitFor();
    expect(await drawer.getByTestId('assignment-error-order').textContent()).toBe('Please select a work order, training or leave');
    expect(await drawer.getByTestId('assignment-missing').textContent()).toBe('Please select! Work order / training / leave');
    const orderBox = drawer.locator('#assignment-order');
    expect(await orderBox.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await orderBox.getAttribute('aria-describedby')}`).textContent()).toBe('Please select a work order, training or leave');

    await pickOption(page, drawer.getByTestId('assignment-order'), order.orderNumber, order.orderNumber);
    await drawer.getByTestId('assignment-error-order').waitFor({ state: 'detached' });
    // TR10 then asks for a work area, by name.
    expect(await drawer.getByTestId('assignment-error-workArea').textContent()).toBe('Please select a work area');
    await pickOption(page, drawer.getByTestId('assignment-work-area'), null, null);
    // The start's day typed day.month.year, as dispatchers in Türkiye and Russia write it; shown year-month-day.
    await typeDate(drawer.getByTestId('assignment-start'), localText(start).replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3.$2.$1'));
    expect(await drawer.getByTestId('assignment-start').locator('xpath=descendant-or-self::input').inputValue()).toBe(localText(start));
    await typeDate(drawer.getByTestId('assignment-end'), localText(end));
    if (SHOTS) {
      await drawer.getByText('Work order / training / leave').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/drawer-new-filled.png` });
    }

    await drawer.getByTestId('assignment-add-close').click();
    await drawer.waitFor({ state: 'hidden' });
    // The plain form chosen above stays the choice: the board's "+" opens it too (it opened the wizard for TR).
    await page.getByTestId('planning-quick-add').click();
    expect(await drawer.getByTestId('assignment-advanced').getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    const added = grid.row(technician.id).locator('[data-testid="planning-block"][data-dirty="added"]');
    await expect.poll(() => added.count()).toBe(1);
    expect(Number(await added.getAttribute('data-start'))).toBe(start);
    expect(Number(await added.getAttribute('data-end'))).toBe(end);
    expect(await added.getAttribute('data-status')).toBe('INFORMED_UNSAVED');
    expect(await page.getByTestId('planning-changes-badge').textContent()).toContain('1');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/drawer-added-block.png` });

    await grid.changesTab().click();
    await expect.poll(() => grid.changeRows().count()).toBe(1);
    expect(await grid.changeRows().first().textContent()).toContain(technician.fullName);

    await grid.saveAll();
    await page.getByText('1 work order saved successfully').waitFor();
    await expect.poll(() => page.getByTestId('planning-save-all').count()).toBe(0);

    const after = (await techniciansOf(token, [TEAM_TR10_FIELD_1])).find((x) => x.id === technician.id);
    expect(after?.schedulers.some((s) => s.startDate === start && s.endDate === end && s.orderWekingStatus === 'INFORMED_SAVED')).toBe(true);
    await context.close();
  });

  it('an update of a ZBP/ZBO order goes through the reason-for-change dialog and keeps the source', async () => {
    const token = await apiToken('dispatcher');
    const teams = [TEAM_TR10_FIELD_1, 2, 3];
    const technicians = await techniciansOf(token, teams);
    const { dayStart } = localDay();
    let found: { technician: ApiTechnician; id: number } | null = null;
    for (const technician of technicians) {
      if (technicians.filter((x) => x.fullName === technician.fullName).length > 1) continue;
      const item = technician.schedulers.find(
        (s) =>
          s.orderWekingStatus === 'INFORMED_SAVED' &&
          !s.shouldBeDeleted &&
          s.workOrderItem?.workOrder.deleted === false &&
          ['ZBP', 'ZBO'].includes(s.workOrderItem.workOrder.simChannel ?? '') &&
          s.workOrderItem.workOrder.simType === 'ZCH' &&
          s.startDate >= dayStart &&
          s.endDate <= dayStart + 24 * HOUR,
      );
      if (item) {
        found = { technician, id: item.id };
        break;
      }
    }
    if (!found) throw new Error('no ZBP/ZBO item today in the demo data');
    const key = `s-${found.id}`;

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.openOn(teams);
    await grid.search(turkishUpper(found.technician.fullName));
    await expect.poll(() => grid.rows().count(), { timeout: 5_000 }).toBe(1);
    await grid.block(key).click();
    await page.getByTestId('planning-block-popover').getByTestId('planning-block-details').click();
    const drawer = page.getByTestId('planning-details-drawer');
    await drawer.getByTestId('assignment-form').waitFor();
    expect(await drawer.getByTestId('assignment-update').isDisabled()).toBe(true);
    // In TR10 the bay is the work area (saved as assignedBayNo): move the item to another one.
    await drawer.getByTestId('assignment-work-area').click();
    await page.locator('.ant-select-dropdown:visible:not([class*="-leave"]) .ant-select-item-option:not(.ant-select-item-option-selected)').first().click();
    await drawer.getByTestId('assignment-update').click();
    // Seeded items may predate the work-area / job-type requirements: fill them when the form asks.
    if (await drawer.getByTestId('assignment-error-workArea').isVisible()) {
      await pickOption(page, drawer.getByTestId('assignment-work-area'), null, null);
    }
    if (await drawer.getByTestId('assignment-error-jobType').isVisible()) {
      await pickOption(page, drawer.getByTestId('assignment-job-type'), null, null);
    }
    if (!(await page.getByTestId('assignment-reason-ok').isVisible())) await drawer.getByTestId('assignment-update').click();

    const ok = page.getByTestId('assignment-reason-ok');
    await ok.waitFor();
    expect(await ok.isDisabled()).toBe(true);
    await page.getByTestId('assignment-reason-CUSTOMER_REQUEST').click();
    expect(await ok.isDisabled()).toBe(true);
    await page.getByTestId('assignment-reason-text').fill('Customer asked for another bay');
    expect(await ok.isDisabled()).toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/drawer-reason.png` });
    await ok.click();
    await drawer.waitFor({ state: 'hidden' });

    await expect.poll(async () => grid.block(key).getAttribute('data-dirty')).toBe('updated');
    const stored = await page.evaluate(() => localStorage.getItem('fsp.planning.pendingChanges'));
    type StoredChange = { key: string; planRejectReasonSourceType: string | null; assignedBayNo: string | null; workAreaId: number | null };
    const change = (JSON.parse(stored ?? '{}') as { changes?: StoredChange[] }).changes?.find((c) => c.key === key);
    expect(change).toMatchObject({ planRejectReasonSourceType: 'CUSTOMER_REQUEST', planChangeReason: 'Customer asked for another bay' });
    expect(change?.assignedBayNo).toBe(String(change?.workAreaId));

    // Saved, the reason for change shows with the update in the item's history.
    await grid.saveAll();
    await page.getByText('1 work order saved successfully').waitFor();
    await expect.poll(() => grid.block(key).getAttribute('data-dirty')).toBe('');
    await grid.block(key).click();
    await page.getByTestId('planning-block-popover').getByTestId('planning-block-details').click();
    await drawer.getByTestId('order-tab-history').click();
    const details = drawer.getByTestId('order-history-detail');
    await expect.poll(() => details.allTextContents()).toContainEqual(expect.stringMatching(/\nReason for change \(customer demand\): Customer asked for another bay$/));
    if (SHOTS) {
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/drawer-history-reason.png` });
    }
    await context.close();
  });

  it("takes the flags of the technician's country: PL info for an İstanbul technician, none for a Moscow one", async () => {
    // The demo turns PL_FIELD_ENABLED on for TR only; the dispatcher (a TR user) also plans an RU10 team.
    const token = await apiToken('dispatcher');
    const [trTechnician] = await techniciansOf(token, [TEAM_TR10_FIELD_1]);
    const [ruTechnician] = await techniciansOf(token, [TEAM_RU10_FIELD]);
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.openOn([TEAM_TR10_FIELD_1, TEAM_RU10_FIELD]);
    const drawer = page.getByTestId('planning-details-drawer');
    for (const [technician, plShown] of [
      [trTechnician, true],
      [ruTechnician, false],
    ] as const) {
      await grid.search(technician.fullName);
      await grid.row(technician.id).getByTestId('planning-add').click();
      await drawer.getByTestId('assignment-form').waitFor();
      expect(await drawer.getByTestId('assignment-technician').textContent()).toContain(technician.fullName);
      expect(await drawer.getByTestId('assignment-pl-info').count()).toBe(plShown ? 1 : 0);
      await page.keyboard.press('Escape');
      await drawer.getByTestId('assignment-form').waitFor({ state: 'hidden' });
    }
    await context.close();
  });

  it("names the country of training and leave kinds named alike, and refuses another country's for the technician", async () => {
    const token = await apiToken('dispatcher');
    const [technician] = await techniciansOf(token, [TEAM_TR10_FIELD_1]);
    // A leave kind of TR and one of RU shown under one name (the demo's sick leave: the localisation map names each
    // country's kinds in the reader's language).
    const { trainingVacations } = await apiCall<{ trainingVacations: { name: string; type: string; countryCode: string | null }[] }>(token, '/api/training-vacations', { countryCodes: ['TR', 'RU'] });
    const { allConfig } = await apiCall<{ allConfig: { localisations: Record<string, Record<string, string>> } }>(token, '/api/user-info');
    const shownOf = (name: string) => allConfig.localisations.trainingVacation?.[name] ?? name;
    const leaves = (country: string) => trainingVacations.filter((x) => x.type === 'VACATION' && x.countryCode === country).map((x) => shownOf(x.name));
    const shown = leaves('TR').find((name) => leaves('RU').includes(name));
    if (!shown) throw new Error('no leave kinds of TR and RU shown alike in the demo data');

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    // The board shows a TR and an RU team: the drawer lists the kinds of both countries.
    const grid = new PlanningPage(page);
    await grid.openOn([TEAM_TR10_FIELD_1, TEAM_RU10_FIELD]);
    await grid.search(technician.bpNo);
    await grid.row(technician.id).getByTestId('planning-add').click();
    const drawer = page.getByTestId('planning-details-drawer');
    await drawer.getByTestId('assignment-form').waitFor();
    const advanced = drawer.getByTestId('assignment-advanced');
    if ((await advanced.getAttribute('aria-checked')) === 'true') await advanced.click();
    await drawer.getByTestId('assignment-add').waitFor();
    await drawer.getByTestId('assignment-order').click();
    await page.keyboard.type(shown);
    const choices = page.locator('.ant-select-dropdown').filter({ visible: true }).locator('.ant-select-item-option').filter({ hasText: shown });
    await expect.poll(() => choices.count()).toBe(2);
    const labels = await choices.allTextContents();
    expect(new Set(labels).size).toBe(2);
    await page.keyboard.press('Escape');
    await pickOption(page, drawer.getByTestId('assignment-order'), shown, 'Russia');
    await drawer.getByTestId('assignment-add').click();
    await expect.poll(() => drawer.getByTestId('assignment-rule-error').textContent()).toMatch(/^This training or leave is another country's: choose one of (Türkiye|Turkey)\.$/);
    await context.close();
  });

  it('asks before the drawer is left with edits that were not added, by Escape or by a reload', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.openOn([TEAM_TR10_FIELD_1]);
    // Whether the page asks the browser to confirm leaving it (a reload, a closed tab): the event was cancelled.
    const reloadAsks = () => page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })));
    await grid.rows().first().getByTestId('planning-add').click();
    const drawer = page.getByTestId('planning-details-drawer');
    await drawer.getByTestId('assignment-form').waitFor();
    expect(await reloadAsks()).toBe(false);
    await drawer.getByTestId('assignment-bay-no').fill('B-12');
    await expect.poll(reloadAsks).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('assignment-leave-confirm').waitFor();
    if (SHOTS) {
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS}/drawer-leave-confirm.png` });
    }
    await page.getByTestId('assignment-leave-confirm').click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await reloadAsks()).toBe(false);
    await context.close();
  });
});

describe('assignment drawer as an observer', () => {
  it('is read-only: no Add, Update or Delete', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'observer');
    const grid = new PlanningPage(page);
    await grid.openOn([TEAM_TR10_FIELD_1]);
    const block = page.locator('[data-testid="planning-block"][data-status="INFORMED_SAVED"]').first();
    await block.click();
    const popover = page.getByTestId('planning-block-popover');
    await popover.getByTestId('planning-block-details').click();
    const drawer = page.getByTestId('planning-details-drawer');
    const form = drawer.getByTestId('assignment-form');
    await form.waitFor();
    expect(await form.getAttribute('data-read-only')).toBe('true');
    expect(await drawer.getByTestId('assignment-read-only').isVisible()).toBe(true);
    for (const id of ['assignment-add', 'assignment-add-next', 'assignment-add-close', 'assignment-update', 'assignment-delete']) {
      expect(await drawer.getByTestId(id).count(), id).toBe(0);
    }
    expect(await drawer.locator('input[disabled]').count()).toBeGreaterThan(0);
    if (SHOTS) {
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS}/drawer-observer.png` });
    }
    await context.close();
  });
});

// The drawer's actions stay in a footer below the scrolling form: at 1280×720 the main button (and an error shown
// with it) is in view without scrolling, in English and in Russian (the longest labels).
describe('assignment drawer on a 1280×720 laptop', () => {
  it.each(['en', 'ru'] as const)('shows Next, Add and close and the rule error whole, without scrolling (%s)', async (language) => {
    const token = await apiToken('dispatcher');
    const { technician, item } = technicianWithItemToday(await techniciansOf(token, [TEAM_TR10_FIELD_1]));
    const order = chargeableOrder(await workOrdersOf(token, TR10));
    if (language !== 'en') await setUserLanguage(token, language);
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInByToken(page, 'dispatcher');
      const { drawer } = await openNewAssignment(page, technician, TEAM_TR10_FIELD_1);
      const whole = { inViewport: true, inDrawer: true, uncovered: true };

      // TR opens on the wizard: its Next, also after Next showed the missing order.
      expect(await drawer.getByTestId('assignment-advanced').getAttribute('aria-checked')).toBe('true');
      expect(await shownWhole(page, drawer, drawer.getByTestId('wizard-next')), 'wizard-next').toEqual(whole);
      await drawer.getByTestId('wizard-next').click();
      await drawer.getByTestId('assignment-error-order').waitFor();
      expect(await shownWhole(page, drawer, drawer.getByTestId('wizard-next')), 'wizard-next after an error').toEqual(whole);
      await shoot(page, `assignment-drawer-footer-wizard-${language}`);

      // The plain form, filled so that it overlaps the technician's item: the rule's error and Add and close.
      await drawer.getByTestId('assignment-advanced').click();
      await pickOption(page, drawer.getByTestId('assignment-order'), order.orderNumber, order.orderNumber);
      await pickOption(page, drawer.getByTestId('assignment-work-area'), null, null);
      await typeDate(drawer.getByTestId('assignment-start'), localText(item.startDate));
      await typeDate(drawer.getByTestId('assignment-end'), localText(item.endDate));
      for (const id of ['assignment-add', 'assignment-add-close']) expect(await shownWhole(page, drawer, drawer.getByTestId(id)), id).toEqual(whole);
      await drawer.getByTestId('assignment-add-close').click();
      await drawer.getByTestId('assignment-rule-error').waitFor();
      for (const id of ['assignment-rule-error', 'assignment-add-close']) expect(await shownWhole(page, drawer, drawer.getByTestId(id)), `${id} after the refusal`).toEqual(whole);
      await shoot(page, `assignment-drawer-footer-${language}`);
      // The footer follows the form in the focus order: Shift+Tab from Add goes back to the form's last field.
      await drawer.getByTestId('assignment-add').focus();
      await page.keyboard.press('Shift+Tab');
      expect(await drawer.getByTestId('assignment-form').evaluate((form) => form.contains(document.activeElement))).toBe(true);
    } finally {
      await context.close();
      if (language !== 'en') await setUserLanguage(token, 'en');
    }
  });
});
