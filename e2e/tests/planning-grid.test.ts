import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { PlanningPage, apiToken, findMovable, newSessionToken, techniciansOf, turkishUpper } from '../support/planning-page';
import { axeViolations } from '../support/axe';

// Demo data: the dispatcher sees TR10 teams 1 (Saha Servis 1), 2 (Saha Servis 2), 3 (Atölye), TR20
// teams 6, 7 and RU10 team 22; the observer sees the three TR10 teams.
const TEAM_TR10_FIELD_1 = 1;
const TEAM_TR10_FIELD_2 = 2;
const TEAM_TR10_WORKSHOP = 3;
const HOUR = 3_600_000;
const SHOTS = process.env.E2E_SCREENSHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

/** The text of the board's tab that has the focus, '' when something else has it. */
function focusedTab(page: Page) {
  return page.evaluate(() => (document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : ''));
}

describe('planning grid as a dispatcher', () => {
  it('filters by team, finds a technician typed in Turkish capitals, moves a block, keeps the change over a reload and saves it', async () => {
    const token = await apiToken('dispatcher');
    // Any of the TR10 teams (one alone may have no movable item left after the other files); the filter takes its team.
    const { technician, item } = findMovable(await techniciansOf(token, [TEAM_TR10_FIELD_1, TEAM_TR10_FIELD_2, TEAM_TR10_WORKSHOP]));
    const team = technician.team.id;
    const key = `s-${item.id}`;

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.open();
    // No filter known yet: the drawer opens by itself.
    await grid.drawer.waitFor();
    await grid.filterByTeams([team]);
    expect(await page.getByTestId(`planning-chip-team-${team}`).isVisible()).toBe(true);

    await grid.search(turkishUpper(technician.fullName));
    await expect.poll(() => grid.rows().count(), { timeout: 5_000 }).toBe(1);
    expect(await grid.rows().first().getAttribute('data-technician-id')).toBe(technician.id);
    expect(Number(await grid.block(key).getAttribute('data-start'))).toBe(item.startDate);

    await grid.dragBlockByMinutes(key, 60, { screenshot: SHOTS ? `${SHOTS}/drag-in-progress.png` : undefined });
    await expect.poll(async () => Number(await grid.block(key).getAttribute('data-start'))).toBe(item.startDate + HOUR);
    expect(Number(await grid.block(key).getAttribute('data-end'))).toBe(item.endDate + HOUR);
    expect(await grid.block(key).getAttribute('data-dirty')).toBe('updated');

    await grid.changesTab().click();
    await expect.poll(() => grid.changeRows().count()).toBe(1);
    expect(await grid.changeRows().first().textContent()).toContain(technician.fullName);
    expect(await page.getByTestId('planning-changes-badge').textContent()).toContain('1');

    // A reload loses nothing: the change comes back from browser storage, the filters too.
    await page.reload();
    await grid.waitForRows();
    await grid.search(turkishUpper(technician.fullName));
    await expect.poll(async () => Number(await grid.block(key).getAttribute('data-start'))).toBe(item.startDate + HOUR);
    await grid.changesTab().click();
    await expect.poll(() => grid.changeRows().count()).toBe(1);

    await grid.saveAll();
    await page.getByText('1 work order saved successfully').waitFor();
    await expect.poll(() => page.getByTestId('planning-save-all').count()).toBe(0);
    // Save all left with the changes: its focus went to the open tab, not to the page's body.
    await expect.poll(() => focusedTab(page)).toBe('Changes');
    // Back to the timeline by keyboard, as antd's tab bar does it: arrows move the focus (round the ends), Enter opens.
    await page.getByRole('tab', { name: /^Changes/ }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Technician');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name: /^Technician$/ }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(async () => grid.block(key).getAttribute('data-dirty')).toBe('');
    expect(Number(await grid.block(key).getAttribute('data-start'))).toBe(item.startDate + HOUR);

    // The server has it.
    const after = (await techniciansOf(token, [team])).find((t) => t.id === technician.id);
    expect(after?.schedulers.find((s) => s.id === item.id)?.startDate).toBe(item.startDate + HOUR);
    await context.close();
  });

  it('Discard all brings the block back to where it was', async () => {
    const token = await apiToken('dispatcher');
    // Any of the TR10 teams: one team alone may have no movable item left after the other tests.
    const teams = [TEAM_TR10_FIELD_1, TEAM_TR10_FIELD_2, TEAM_TR10_WORKSHOP];
    const { technician, item } = findMovable(await techniciansOf(token, teams), -HOUR);
    const key = `s-${item.id}`;
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.openOn(teams);
    await grid.search(technician.bpNo);
    await expect.poll(() => grid.rows().count(), { timeout: 5_000 }).toBe(1);

    await grid.dragBlockByMinutes(key, -60);
    await expect.poll(async () => Number(await grid.block(key).getAttribute('data-start'))).toBe(item.startDate - HOUR);

    await grid.discardAll();
    await expect.poll(async () => Number(await grid.block(key).getAttribute('data-start'))).toBe(item.startDate);
    expect(await grid.block(key).getAttribute('data-dirty')).toBe('');
    expect(await page.getByTestId('planning-discard-all').count()).toBe(0);
    await expect.poll(() => focusedTab(page)).toBe('Technician');
    await grid.changesTab().click();
    expect(await grid.changeRows().count()).toBe(0);
    await context.close();
  });

  it("refuses a save over a colleague's change made meanwhile, and the reloaded board shows theirs", async () => {
    const token = await apiToken('dispatcher');
    const teams = [TEAM_TR10_FIELD_1, TEAM_TR10_FIELD_2, TEAM_TR10_WORKSHOP];
    const { technician, item } = findMovable(await techniciansOf(token, teams));
    const key = `s-${item.id}`;
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.openOn(teams);
    await grid.search(technician.bpNo);
    await expect.poll(() => grid.rows().count(), { timeout: 5_000 }).toBe(1);
    await grid.dragBlockByMinutes(key, 60);
    await expect.poll(async () => Number(await grid.block(key).getAttribute('data-start'))).toBe(item.startDate + HOUR);

    // A colleague, whose board was fresh, shortens the item by half an hour and saves first.
    const stored = item as typeof item & { technicianId: string; workOrderItem: { id: number }; schedulerJobType: string | null; assignedBayNo: string | null; plInfo: boolean; workAreaId: number | null };
    const { technicianId, startDate, schedulerJobType, forceNormalShift, assignedBayNo, plInfo, workAreaId } = stored;
    const colleague = await fetch(`${baseUrl()}/api/save-schedules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await newSessionToken('dispatcher')}` },
      body: JSON.stringify({
        schedules: [
          { id: item.id, key: 'colleague', technicianId, startDate, endDate: item.endDate - HOUR / 2, workOrderItemId: stored.workOrderItem.id, schedulerJobType, forceNormalShift, assignedBayNo, plInfo, workAreaId, previous: { startDate, endDate: item.endDate } },
        ],
        deletedSchedulers: [],
      }),
    });
    expect(await colleague.json()).toEqual({ colleague: 'OK' });

    await grid.saveAll();
    await page.getByText('Someone else changed this item after you loaded it').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/save-conflict.png` });
    await expect.poll(async () => Number(await grid.block(key).getAttribute('data-end'))).toBe(item.endDate - HOUR / 2);
    expect(Number(await grid.block(key).getAttribute('data-start'))).toBe(item.startDate);
    expect(await grid.block(key).getAttribute('data-dirty')).toBe('');
    const after = (await techniciansOf(token, teams)).find((t) => t.id === technician.id);
    expect(after?.schedulers.find((s) => s.id === item.id)).toMatchObject({ startDate: item.startDate, endDate: item.endDate - HOUR / 2 });
    await context.close();
  });

  it("keeps one list of changes over two tabs: one tab's change is not dropped by the other's, a reload shows both", async () => {
    const token = await apiToken('dispatcher');
    const teams = [TEAM_TR10_FIELD_1, TEAM_TR10_FIELD_2, TEAM_TR10_WORKSHOP];
    const technicians = await techniciansOf(token, teams);
    const first = findMovable(technicians, 10 * 60_000);
    const second = findMovable(technicians, 10 * 60_000, [first.technician.id]);
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const tabOf = async (target: Page, bpNo: string) => {
      // A new tab is on about:blank: the filter goes into the portal origin's storage.
      if (target.url() === 'about:blank') await target.goto('/health');
      const grid = new PlanningPage(target);
      await grid.openOn(teams);
      await grid.search(bpNo);
      await expect.poll(() => grid.rows().count(), { timeout: 5_000 }).toBe(1);
      return grid;
    };
    const moveRight = async (grid: PlanningPage, item: { id: number; startDate: number }) => {
      await grid.block(`s-${item.id}`).focus();
      await grid.page.keyboard.press('ArrowRight');
      await expect.poll(async () => Number(await grid.block(`s-${item.id}`).getAttribute('data-start'))).toBe(item.startDate + 10 * 60_000);
    };
    const one = await tabOf(page, first.technician.bpNo);
    const two = await tabOf(await context.newPage(), second.technician.bpNo);

    await moveRight(one, first.item);
    await expect.poll(() => two.page.getByTestId('planning-changes-badge').textContent()).toContain('1');
    await moveRight(two, second.item);
    await expect.poll(() => one.page.getByTestId('planning-changes-badge').textContent()).toContain('2');

    await page.reload();
    await one.waitForRows();
    await one.search(first.technician.bpNo);
    await expect.poll(async () => one.block(`s-${first.item.id}`).getAttribute('data-dirty')).toBe('updated');
    await expect.poll(() => one.page.getByTestId('planning-changes-badge').textContent()).toContain('2');

    // Discard all in one tab empties the other's list too.
    await one.discardAll();
    await expect.poll(async () => two.block(`s-${second.item.id}`).getAttribute('data-dirty')).toBe('');
    expect(Number(await two.block(`s-${second.item.id}`).getAttribute('data-start'))).toBe(second.item.startDate);
    await context.close();
  });

  it("asks a reload's first read with the session, before the app's scripts arrive, and only once, and draws the board at its height at once", async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.open();
    await grid.drawer.waitFor();
    await grid.filterByTeams([TEAM_TR10_FIELD_2, TEAM_TR10_FIELD_1]);

    // The app's main script held back on the reload: the grid's read must not wait for it.
    const events: string[] = [];
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      events.push('main script');
      await route.continue();
    });
    const gridReads: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/api/technicians-with-schedules')) return;
      events.push('grid read');
      gridReads.push(request.postData() ?? '');
    });
    // The heights the board's scrolling body had before its last on the reload: none (the board's top is remembered
    // from the load before), so the board is not drawn at 300 px and laid out again on the way to its first rows.
    await page.addInitScript(() => {
      const heights: string[] = [];
      Object.assign(window, { __boardHeights: heights });
      // Changes within one task come in one batch: each style change's old value tells the heights it went through.
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target instanceof HTMLElement && record.target.dataset.testid === 'planning-rows') {
            const before = /height: ([^;]+)/.exec(record.oldValue ?? '')?.[1];
            if (before && before !== record.target.style.height) heights.push(before);
          }
      }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['style'] });
    });
    await page.reload();
    await grid.waitForRows();
    expect(events.slice(0, 2)).toEqual(['grid read', 'main script']);
    expect(await page.evaluate(() => (window as unknown as { __boardHeights: string[] }).__boardHeights)).toEqual([]);
    expect(gridReads.map((body) => JSON.parse(body))).toEqual([{ teams: [{ id: TEAM_TR10_FIELD_1 }, { id: TEAM_TR10_FIELD_2 }], searchDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
    await context.close();
  });

  it('draws the signed-in frame and the board in one pass on a load, even when the screen comes after the frame', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    // Which test ids each change of the page adds, in order, from the first one on.
    await page.addInitScript(() => {
      const added: [number, string][] = [];
      let batch = 0;
      Object.assign(window, { __added: added });
      new MutationObserver((records) => {
        batch += 1;
        for (const record of records)
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof Element)) continue;
            for (const element of [node, ...Array.from(node.querySelectorAll('[data-testid]'))]) added.push([batch, element.getAttribute('data-testid') ?? '']);
          }
      }).observe(document, { subtree: true, childList: true });
    });
    // The grid's own chunk arrives well after the frame's: the frame must not show first with the screen's spinner
    // (React would then reveal the screen no sooner than 300 ms later: docs/performance-history.md, "First rows:
    // antd's static stylesheet, the frame and the screen in one pass").
    await page.route(/\/assets\/planning-grid-page-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await new PlanningPage(page).open();
    await page.getByTestId('planning-page').waitFor();
    const added = await page.evaluate(() => (window as unknown as { __added: [number, string][] }).__added);
    const batchOf = (id: string) => added.find(([, testId]) => testId === id)?.[0];
    expect(added.map(([, id]) => id)).not.toContain('screen-loading');
    expect(batchOf('page-title')).toBeDefined();
    expect(batchOf('planning-page')).toBe(batchOf('page-title'));
    await context.close();
  });

  it('requires a team in the filter drawer and shows the popover with Details and Delete', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.open();
    await grid.drawer.waitFor();
    await page.getByTestId('planning-filter-apply').click();
    await page.getByText('Please pick a team').waitFor();

    await grid.filterByTeams([TEAM_TR10_FIELD_2]);
    const block = page.locator('[data-testid="planning-block"][data-status="INFORMED_SAVED"]').first();
    await block.click();
    const popover = page.getByTestId('planning-block-popover');
    await popover.waitFor();
    expect(await popover.getByTestId('planning-block-details').isVisible()).toBe(true);
    expect(await popover.getByTestId('planning-block-delete').isVisible()).toBe(true);
    // The status once: its coloured tag (a row repeating it below said the same again).
    expect(await popover.getByText('Assigned', { exact: true }).count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/popover.png` });
    await popover.getByTestId('planning-block-details').click();
    await page.getByTestId('planning-details-drawer').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/details-drawer.png` });

    // Escape leaves the unedited drawer; the fixed quick-add button opens an empty new assignment.
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="assignment-form"][data-mode="view"]').waitFor({ state: 'hidden' });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/quick-add.png` });
    await page.getByTestId('planning-quick-add').click();
    const newForm = page.locator('[data-testid="assignment-form"][data-mode="new"]');
    await newForm.waitFor();
    expect(await newForm.getByTestId('assignment-order').textContent()).not.toMatch(/\d{10}/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/quick-add-drawer.png` });
    await context.close();
  });
});

describe('planning grid as an observer', () => {
  it('shows no add buttons, no Delete and no Changes tab, blocks cannot be dragged, and the board says it is read-only', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'observer');
    const grid = new PlanningPage(page);
    await grid.openOn([TEAM_TR10_FIELD_1]);
    expect(await grid.rows().count()).toBeGreaterThan(0);
    expect(await page.getByTestId('planning-add').count()).toBe(0);
    expect(await page.getByTestId('planning-quick-add').count()).toBe(0);
    expect(await grid.changesTab().count()).toBe(0);
    expect(await page.getByRole('tab', { name: /Changes/ }).count()).toBe(0);
    expect(await page.locator('[data-testid="planning-block"][data-draggable="true"]').count()).toBe(0);

    const block = page.locator('[data-testid="planning-block"][data-status="INFORMED_SAVED"]').first();
    await block.click();
    const popover = page.getByTestId('planning-block-popover');
    await popover.waitFor();
    expect(await popover.getByTestId('planning-block-details').isVisible()).toBe(true);
    expect(await popover.getByTestId('planning-block-delete').count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/observer.png` });
    await page.keyboard.press('Escape');

    // The board says it is read-only, beside its tab list, not in it (a tab list holds only tabs), and its keyboard
    // help lists only the keys that work here.
    expect(await page.getByTestId('planning-read-only').textContent()).toBe('Read-only');
    // Its reason reaches a keyboard user too: the tooltip opens on focus, not only on hover.
    await page.getByTestId('planning-read-only').focus();
    const reason = page.locator('.ant-tooltip').filter({ visible: true });
    await reason.waitFor();
    expect((await reason.innerText()).trim()).toBe("You can view the plan and open the details. The team's dispatchers make the changes.");
    await page.keyboard.press('Tab');
    await reason.waitFor({ state: 'hidden' });
    expect((await axeViolations(page, '.pg-tab-line')).map((violation) => violation.id)).toEqual([]);
    await page.getByTestId('planning-shortcuts').click();
    const shortcuts = page.getByTestId('planning-shortcuts-list');
    await shortcuts.getByText('Enter').waitFor();
    expect(await shortcuts.textContent()).not.toMatch(/Delete|Ctrl S|⌘ S|Move the selected item/);
    await context.close();
  });
});
