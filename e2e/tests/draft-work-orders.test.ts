import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken, localDay, techniciansOf, type ApiTechnician } from '../support/planning-page';
import { localText, pickOption, typeDate } from '../support/form-controls';
import { inEachLanguage } from '../support/api';
import { openSideMenu, unfitTableTexts } from '../support/layout';

// Demo data: the dispatcher and the observer both see TR10 teams. TR10 asks for a work area on
// assignments and offers job types for job codes 010/035/043 (avoided here).
const TR10 = 'TR10';
const HOUR = 3_600_000;
const SHOTS = process.env.E2E_SCREENSHOTS;

interface ApiDraft {
  id: number;
  status: 'SAVED' | 'ASSIGNED' | 'CANCELLED';
  schedulerId: number | null;
  technician: { bpNo: string; fullName: string };
  serialNumber: string | null;
  customer: string | null;
}

interface ApiWorkOrder {
  id: number;
  orderNumber: string;
  simType: string | null;
  deleted: boolean;
  organization: { orgunit: string };
  workOrderItems: { id: number; jobCode: string | null }[];
}

function ymd(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function post<T>(token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(localDay().offset) },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** TR10 drafts of the last month (the screen's "last 1 month"), as the server has them. */
async function tr10DraftPage(token: string, extra: Record<string, unknown> = {}): Promise<{ workOrders: ApiDraft[]; totalRowCount: number }> {
  const { ymd: today, dayStart } = localDay();
  const body = { start: ymd(dayStart - 30 * 24 * HOUR), end: today, organizations: [TR10], limit: 250, ...extra };
  return post<{ workOrders: ApiDraft[]; totalRowCount: number }>(token, '/api/draft/work-orders', body);
}

async function tr10Drafts(token: string, extra: Record<string, unknown> = {}): Promise<ApiDraft[]> {
  return (await tr10DraftPage(token, extra)).workOrders;
}

async function tr10TeamIds(token: string): Promise<number[]> {
  const res = await fetch(`${baseUrl()}/api/organizations-teams`, { headers: { authorization: `Bearer ${token}` } });
  const orgs = (await res.json()) as { orgunit: string; teams: { id: number }[] }[];
  return orgs.filter((o) => o.orgunit === TR10).flatMap((o) => o.teams.map((t) => t.id));
}

/** A Chargeable (ZCH) TR10 order with one item whose job code asks for no job type: only overlap matters. */
async function chargeableOrder(token: string): Promise<ApiWorkOrder> {
  const { ymd: today } = localDay();
  const { workOrders } = await post<{ workOrders: ApiWorkOrder[] }>(token, '/api/work-orders', { organizations: [{ orgunit: TR10 }], searchDate: today });
  const order = workOrders.find(
    (o) => !o.deleted && o.simType === 'ZCH' && o.organization.orgunit === TR10 && o.workOrderItems.length === 1 && !['010', '035', '043'].includes(o.workOrderItems[0].jobCode ?? ''),
  );
  if (!order) throw new Error('no chargeable TR10 order with one item in the demo data');
  return order;
}

/** A free 90-minute slot of the technician today, on 10-minute steps between 09:00 and 18:00. */
function freeSlot(technician: ApiTechnician): { start: number; end: number } | null {
  const { dayStart } = localDay();
  for (let start = dayStart + 9 * HOUR; start + 1.5 * HOUR <= dayStart + 18 * HOUR; start += HOUR / 6) {
    const end = start + 1.5 * HOUR;
    if (!technician.schedulers.some((s) => s.startDate < end && start < s.endDate)) return { start, end };
  }
  return null;
}




const row = (page: Page, id: number) => page.locator(`[data-testid="drafts-table-row"][data-row-key="${id}"]`);

/** On the draft screen (its filter drawer open): TR10, last month, and the serial number when given. */
/** Signed in as the dispatcher, the draft list searched for TR10's drafts from the filter drawer it opens with. */
async function openTr10Drafts(page: Page) {
  await signInByToken(page, 'dispatcher');
  await page.goto('/dispatcher/draft-work-orders');
  await page.getByTestId('drafts-filter-drawer').waitFor();
  await filterTr10(page, null);
}

async function filterTr10(page: Page, serial: string | null) {
  const drawer = page.getByTestId('drafts-filter-drawer');
  if (!(await drawer.isVisible())) await page.getByTestId('drafts-filter-open').click();
  await page.getByTestId(`drafts-org-${TR10}`).click();
  await page.getByTestId('drafts-date-quick-last1Month').click();
  // With a serial number, Enter in its field searches (as the Search button does).
  if (serial) await page.getByTestId('drafts-serial').fill(serial);
  if (serial) await page.getByTestId('drafts-serial').locator('xpath=descendant-or-self::input').first().press('Enter');
  else await page.getByTestId('drafts-filter-search').click();
  await drawer.waitFor({ state: 'hidden' });
}

/**
 * A SAVED TR10 draft without an assignment whose technician (of the dispatcher's TR10 teams) has a free slot today,
 * and whose serial number picks it out among the month's TR10 drafts.
 */
async function assignableDraft(token: string): Promise<{ draft: ApiDraft; technician: ApiTechnician; slot: { start: number; end: number } }> {
  const technicians = await techniciansOf(token, await tr10TeamIds(token));
  const all = await tr10Drafts(token);
  const pick = all
    .filter((d) => d.status === 'SAVED' && d.schedulerId === null && d.serialNumber)
    .map((d) => ({ draft: d, technician: technicians.find((x) => x.bpNo === d.technician.bpNo) }))
    .filter((c): c is { draft: ApiDraft; technician: ApiTechnician } => c.technician !== undefined && freeSlot(c.technician) !== null)
    .find((c) => all.filter((d) => d.serialNumber?.toLowerCase().includes(c.draft.serialNumber!.toLowerCase())).length === 1);
  if (!pick) throw new Error('no SAVED TR10 draft with a free technician today in the demo data');
  return { ...pick, slot: freeSlot(pick.technician)! };
}

/** In the open planning drawer of a draft: the order, a work area when asked for, and the slot. */
async function fillDraftAssignment(page: Page, drawer: Locator, order: ApiWorkOrder, slot: { start: number; end: number }) {
  await drawer.getByTestId('assignment-draft').waitFor();
  await pickOption(page, drawer.getByTestId('assignment-order'), order.orderNumber, order.orderNumber);
  if (await drawer.getByTestId('assignment-work-area').count()) await pickOption(page, drawer.getByTestId('assignment-work-area'), null, null);
  await typeDate(drawer.getByTestId('assignment-start'), localText(slot.start));
  await typeDate(drawer.getByTestId('assignment-end'), localText(slot.end));
}

/**
 * Where the draft status column's header and cells stand against the fixed actions column at the table's scroll
 * position: 'shown' wholly before it, 'beyond' wholly past it (reached by scrolling), 'covered' partly under it.
 */
async function statusColumnPlaces(page: Page): Promise<string[]> {
  return page.getByTestId('drafts-table').evaluate((root) => {
    const wrapper = root.closest('.ant-table-wrapper')!;
    const actionsLeft = wrapper.querySelector('thead th.ant-table-cell-fix-end')!.getBoundingClientRect().left;
    const cells = Array.from(wrapper.querySelectorAll('[data-testid="draft-status"]'), (tag) => tag.closest('td')!);
    const header = wrapper.querySelector('thead tr')!.children[cells[0].cellIndex];
    const places = [header, ...cells].map((cell) => {
      const box = cell.getBoundingClientRect();
      if (box.right <= actionsLeft + 0.5) return 'shown';
      return box.left >= actionsLeft - 0.5 ? 'beyond' : 'covered';
    });
    return [...new Set(places)];
  });
}

const SAVE_SCHEDULES = '**/api/save-schedules';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('draft work orders', () => {
  it('asks for an organization, team or technician, filters, opens the history and creates an assignment from a SAVED draft, which becomes ASSIGNED', async () => {
    const token = await apiToken('dispatcher');
    const { draft, technician, slot } = await assignableDraft(token);
    const order = await chargeableOrder(token);

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    await page.goto('/dispatcher/draft-work-orders');
    // The drawer opens by itself; without organization, team or technician there is an error line and no search.
    await page.getByTestId('drafts-filter-drawer').waitFor();
    await page.getByTestId('drafts-filter-search').click();
    await page.getByTestId('drafts-error-selection').waitFor();
    expect(await page.getByTestId('drafts-table').getAttribute('data-total')).toBe('0');

    await filterTr10(page, draft.serialNumber);
    const target = row(page, draft.id);
    await target.waitFor();
    expect(await page.getByTestId('drafts-table-row').count()).toBe(1);
    expect(await target.getByTestId('draft-status').getAttribute('data-status')).toBe('SAVED');
    expect(await target.getByTestId('draft-technician').textContent()).toBe(draft.technician.fullName);
    expect(await page.getByTestId('drafts-chip-serial').textContent()).toContain(draft.serialNumber!);
    expect(await page.getByTestId(`drafts-chip-org-${TR10}`).isVisible()).toBe(true);

    // Criteria hide and show.
    await page.getByTestId('drafts-chips-toggle').click();
    await page.getByTestId('drafts-filter-chips').waitFor({ state: 'detached' });
    await page.getByTestId('drafts-chips-toggle').click();
    await page.getByTestId('drafts-filter-chips').waitFor();

    // Double-click opens the history.
    await target.dblclick();
    const history = page.getByTestId('draft-drawer');
    await history.getByTestId('draft-history-entry').first().waitFor();
    expect(await history.getByTestId('draft-history-entry').first().getAttribute('data-status')).toBe('SAVED');
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'hidden' });

    // Create assignment: the planning drawer, prefilled from the draft (its technician), saved at once with the draft id.
    await target.getByTestId('draft-create-assignment').click();
    const drawer = page.getByTestId('planning-details-drawer');
    await drawer.getByTestId('assignment-form').waitFor();
    expect(await drawer.getByTestId('assignment-technician').textContent()).toContain(technician.fullName);
    await fillDraftAssignment(page, drawer, order, slot);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/draft-create-assignment.png` });
    // The save is held until the test lets it through: meanwhile the drawer stays open and shows its progress.
    let releaseSave!: () => void;
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    await page.route(SAVE_SCHEDULES, async (route) => {
      await saveHeld;
      await route.continue();
    });
    await drawer.getByTestId('assignment-add-close').click();
    await page.getByTestId('draft-confirm-ok').click();
    await drawer.getByTestId('assignment-saving').waitFor();
    expect(await drawer.getByTestId('assignment-saving').textContent()).toBe('Saving the assignment…');
    expect(await drawer.getByTestId('assignment-add-close').getAttribute('class')).toContain('ant-btn-loading');
    await page.waitForTimeout(500);
    expect(await drawer.isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/draft-assignment-saving.png` });
    releaseSave();
    // Then it closes and says what happened: saved, the draft ASSIGNED (not "Save all to keep it": nothing is pending).
    await drawer.waitFor({ state: 'hidden' });
    await page.locator('.ant-message-notice').filter({ hasText: 'The assignment was saved and the draft is now ASSIGNED.' }).waitFor();
    expect(await page.getByText('Save all to keep it').count()).toBe(0);
    await page.unroute(SAVE_SCHEDULES);

    await expect.poll(() => target.getByTestId('draft-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('ASSIGNED');
    await target.getByTestId('draft-planning-info').waitFor();
    expect(await target.getByTestId('draft-planning-info').textContent()).toContain(order.orderNumber);
    // ASSIGNED: no create assignment, no cancel; the focus, given back when the drawer closed, is on the draft's row.
    expect(await target.getByTestId('draft-create-assignment').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-row-key'))).toBe(String(draft.id));
    expect(await target.getByTestId('draft-cancel').count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/draft-assigned.png` });

    const [after] = (await tr10Drafts(token, { seriNo: draft.serialNumber })).filter((d) => d.id === draft.id);
    expect(after.status).toBe('ASSIGNED');
    expect(after.schedulerId).not.toBeNull();
    const planned = (await techniciansOf(token, await tr10TeamIds(token))).find((x) => x.bpNo === technician.bpNo)!;
    expect(planned.schedulers.some((s) => s.id === after.schedulerId && s.startDate === slot.start && s.endDate === slot.end)).toBe(true);

    // Closing the serial chip widens the search again.
    await page.getByTestId('drafts-chip-serial').locator('.anticon-close').click();
    const { totalRowCount } = await tr10DraftPage(token);
    await expect.poll(async () => Number(await page.getByTestId('drafts-table').getAttribute('data-total'))).toBe(totalRowCount);
    await context.close();
  });

  it("keeps the drawer open with the server's text when the save is refused (the draft was cancelled meanwhile)", async () => {
    const token = await apiToken('dispatcher');
    const { draft, technician, slot } = await assignableDraft(token);
    const order = await chargeableOrder(token);

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    await page.goto('/dispatcher/draft-work-orders');
    await page.getByTestId('drafts-filter-drawer').waitFor();
    await filterTr10(page, draft.serialNumber);
    await row(page, draft.id).getByTestId('draft-create-assignment').click();
    const drawer = page.getByTestId('planning-details-drawer');
    await fillDraftAssignment(page, drawer, order, slot);
    // Someone else cancels the draft before the dispatcher saves.
    await post(token, '/api/draft/cancel', { id: draft.id });
    await drawer.getByTestId('assignment-add-close').click();
    await page.getByTestId('draft-confirm-ok').click();

    const error = drawer.getByTestId('assignment-rule-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('The assignment was not saved: The draft work order is no longer open (already assigned, cancelled or missing).');
    expect(await drawer.getByTestId('assignment-saving').count()).toBe(0);
    await page.waitForTimeout(500);
    expect(await drawer.isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/draft-assignment-refused.png` });
    // Nothing was planned.
    const after = (await techniciansOf(token, await tr10TeamIds(token))).find((x) => x.bpNo === technician.bpNo)!;
    expect(after.schedulers.some((s) => s.startDate === slot.start && s.endDate === slot.end)).toBe(false);
    expect((await tr10Drafts(token, { seriNo: draft.serialNumber })).find((d) => d.id === draft.id)?.status).toBe('CANCELLED');
    await context.close();
  });

  it('opens create assignment from the keyboard on the order field, and Escape gives the focus back to its button', async () => {
    const { draft } = await assignableDraft(await apiToken('dispatcher'));
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/draft-work-orders');
      await page.getByTestId('drafts-filter-drawer').waitFor();
      await filterTr10(page, draft.serialNumber);
      const button = row(page, draft.id).getByTestId('draft-create-assignment');
      await button.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByTestId('planning-details-drawer');
      await drawer.getByTestId('assignment-form').waitFor();
      // The key field takes the focus, not left on the loading drawer's box that holds it first.
      const focused = () => page.evaluate(() => document.activeElement?.id || document.activeElement?.getAttribute('data-testid'));
      await expect.poll(focused).toBe('assignment-order');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(focused).toBe('draft-create-assignment');
      // Still there once the drawer's own focus handling is over, and Enter opens it again.
      await page.waitForTimeout(1_000);
      expect(await focused()).toBe('draft-create-assignment');
      await page.keyboard.press('Enter');
      await drawer.getByTestId('assignment-form').waitFor();
    } finally {
      await context.close();
    }
  });

  it('a dispatcher cancels a SAVED draft after confirming, and it becomes CANCELLED', async () => {
    const token = await apiToken('dispatcher');
    const all = await tr10Drafts(token);
    const draft = all.find((d) => d.status === 'SAVED' && d.serialNumber && all.filter((x) => x.serialNumber?.toLowerCase().includes(d.serialNumber!.toLowerCase())).length === 1);
    if (!draft) throw new Error('no SAVED TR10 draft with a unique serial number');

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    await page.goto('/dispatcher/draft-work-orders');
    await page.getByTestId('drafts-filter-drawer').waitFor();
    await filterTr10(page, draft.serialNumber);
    const target = row(page, draft.id);
    // The action is named cancelling the draft, and its tooltip gives way to the confirmation instead of covering it.
    const tooltip = page.locator('.ant-tooltip').filter({ hasText: 'Cancel draft' });
    await target.getByTestId('draft-cancel').hover();
    await tooltip.waitFor();
    await target.getByTestId('draft-cancel').click();
    expect(await page.getByTestId('draft-cancel-confirm').textContent()).toBe('Cancel draft');
    await tooltip.waitFor({ state: 'hidden' });
    await page.getByTestId('draft-cancel-confirm').click();
    await expect.poll(() => target.getByTestId('draft-status').getAttribute('data-status')).toBe('CANCELLED');
    expect(await target.getByTestId('draft-cancel').count()).toBe(0);
    expect(await target.getByTestId('draft-create-assignment').count()).toBe(0);
    const [after] = (await tr10Drafts(token, { seriNo: draft.serialNumber })).filter((d) => d.id === draft.id);
    expect(after.status).toBe('CANCELLED');
    await context.close();
  });

  it('shows the draft status column whole at 1280 px in Russian, never half under the fixed actions', async () => {
    await inEachLanguage(browser, 'dispatcher', ['ru'], async (page) => {
      await openTr10Drafts(page);
      await page.getByTestId('drafts-table-row').first().waitFor();
      // Below 1,440 px the menu starts folded: there the status column is on screen before the actions column.
      expect(await statusColumnPlaces(page)).toEqual(['shown']);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/drafts-ru-1280-menu-folded.png` });
      // With the menu open it starts wholly past the visible part, reached by scrolling, not half hidden.
      await openSideMenu(page);
      expect(await statusColumnPlaces(page)).not.toContain('covered');
      expect(await unfitTableTexts(page, 'drafts-table')).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/drafts-ru-1280-menu-open.png` });
    });
  });

  it('gives the focus to the Filters button when the drawer that opened on arrival is closed with Escape', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/draft-work-orders');
      await page.getByTestId('drafts-filter-drawer').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('drafts-filter-drawer').waitFor({ state: 'hidden' });
      // Not left on the hidden drawer: the keyboard goes on from the Filters button, and Enter opens the drawer again.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('drafts-filter-open');
      await page.keyboard.press('Enter');
      await page.getByTestId('drafts-filter-drawer').waitFor();
    } finally {
      await context.close();
    }
  });

  it('brings the missing-selection refusal into view at 1280×720 when Enter in the serial number searches', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/draft-work-orders');
      await page.getByTestId('drafts-filter-drawer').waitFor();
      // The drawer's last field, below the trees: focusing it scrolls the top of the form out of view.
      const serial = page.getByTestId('drafts-serial').locator('xpath=descendant-or-self::input').first();
      await serial.fill('CAT');
      await serial.press('Enter');
      const message = page.getByTestId('drafts-error-selection');
      await message.waitFor();
      const body = page.getByTestId('drafts-filter-drawer').locator('.ant-drawer-body');
      const inside = async () => {
        const [m, b] = [(await message.boundingBox())!, (await body.boundingBox())!];
        return m.y >= b.y && m.y + m.height <= b.y + b.height;
      };
      await expect.poll(inside).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('brings the search and its page back on Back from another screen and after a reload, without the filter drawer', async () => {
    const { totalRowCount } = await tr10DraftPage(await apiToken('dispatcher'));
    expect(totalRowCount).toBeGreaterThan(25);
    const { context, page } = await newPage(browser);
    try {
      await openTr10Drafts(page);
      await page.getByTestId('drafts-table-row').first().waitFor();
      await page.locator('.ant-pagination-next').click();
      await expect.poll(() => page.locator('.ant-pagination-item-active').textContent()).toBe('2');
      const range = await page.getByTestId('drafts-table-range').textContent();
      for (const comeBack of [() => page.goto('/dispatcher/work-orders').then(() => page.getByTestId('wos-table-row').first().waitFor()).then(() => page.goBack()), () => page.reload()]) {
        await comeBack();
        await page.getByTestId('drafts-table-row').first().waitFor();
        expect(await page.getByTestId('drafts-filter-drawer').isVisible()).toBe(false);
        expect(await page.getByTestId(`drafts-chip-org-${TR10}`).isVisible()).toBe(true);
        await expect.poll(() => page.getByTestId('drafts-table-range').textContent()).toBe(range);
      }
      // Opening the screen anew (here a second tab) starts with an empty filter and its drawer.
      const second = await context.newPage();
      await second.goto('/dispatcher/draft-work-orders');
      await second.getByTestId('drafts-filter-drawer').waitFor();
      expect(await second.getByTestId(`drafts-chip-org-${TR10}`).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("shows the files and SIMS records a technician sent with a draft in the draft's drawer", async () => {
    const token = await apiToken('dispatcher');
    const drafts = (await tr10Drafts(token)).filter((d) => d.serialNumber);
    const read = async (path: string) => (await (await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { fileName?: string }[];
    let withFiles: { draft: ApiDraft; files: { fileName?: string }[] } | undefined;
    let withSims: { draft: ApiDraft; records: unknown[] } | undefined;
    for (const draft of drafts) {
      if (!withFiles) {
        const files = await read(`/api/draft/attachments/${draft.id}`);
        if (files.length) withFiles = { draft, files };
      }
      if (!withSims) {
        const records = await read(`/api/draft/simsInfo/${draft.id}`);
        if (records.length) withSims = { draft, records };
      }
      if (withFiles && withSims) break;
    }
    if (!withFiles || !withSims) throw new Error('no TR10 draft with files and none with SIMS records in the demo data');

    const { context, page } = await newPage(browser);
    try {
      await openTr10Drafts(page);
      const drawer = page.getByTestId('draft-drawer');
      await row(page, withFiles.draft.id).getByTestId('draft-details').click();
      await drawer.getByTestId('draft-tab-attachments').click();
      await drawer.getByTestId('order-attachment-row').first().waitFor();
      expect(await drawer.getByTestId('order-attachment-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-file-name')))).toEqual(withFiles.files.map((f) => f.fileName));
      // Loaded: no spinner left over the list (the draft has no planned item whose load it could wait for).
      await expect.poll(() => drawer.locator('.ant-spin-spinning').count()).toBe(0);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await row(page, withSims.draft.id).getByTestId('draft-details').click();
      await drawer.getByTestId('draft-tab-sims').click();
      await expect.poll(() => drawer.getByTestId('order-sims-table').locator('tbody tr.ant-table-row').count()).toBe(withSims.records.length);
    } finally {
      await context.close();
    }
  });

  it('an observer sees the SAVED drafts but no create-assignment or cancel action', async () => {
    const token = await apiToken('observer');
    const { workOrders: saved, totalRowCount } = await tr10DraftPage(token, { status: ['SAVED'] });
    expect(saved.length).toBeGreaterThan(0);

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'observer');
    await page.goto('/dispatcher/draft-work-orders');
    await page.getByTestId('drafts-filter-drawer').waitFor();
    await page.getByTestId('drafts-status').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Saved' }).click();
    await page.getByTestId('drafts-serial').click();
    await filterTr10(page, null);
    await page.getByTestId('drafts-table-row').first().waitFor();
    await expect.poll(async () => Number(await page.getByTestId('drafts-table').getAttribute('data-total'))).toBe(totalRowCount);
    const statuses = await page.getByTestId('draft-status').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['SAVED']));
    expect(await page.getByTestId('draft-details').count()).toBe(statuses.length);
    expect(await page.getByTestId('draft-create-assignment').count()).toBe(0);
    expect(await page.getByTestId('draft-cancel').count()).toBe(0);
    // The server refuses the observer's cancel too.
    const res = await fetch(`${baseUrl()}/api/draft/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: saved[0].id }),
    });
    expect(res.status).toBe(403);
    await context.close();
  });
});
