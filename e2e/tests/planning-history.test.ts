import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { searchSameFilterAgain } from '../support/form-controls';
import { signInByToken } from '../support/session';
import { setUserLanguage } from '../support/api';
import { apiToken, localDay } from '../support/planning-page';
import { fullyInView, openSideMenu, sidewaysScrollingTables, unreachableColumns } from '../support/layout';
import { shoot } from '../support/screenshots';

const SHOTS = process.env.E2E_SCREENSHOTS;
/** Demo data: TR10 team 1 (Saha Servis 1) is one of the dispatcher's teams. */
const TEAM_TR10_FIELD_1 = 1;
/** docs/api-conventions.md "POST /api/history/export". */
const EXPORT_HEADERS = ['Technician', 'Order', 'Customer', 'Description', 'Model', 'Serial', 'Job code', 'Start', 'End', 'Status'];

function ymd(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

interface HistoryPage {
  histories: unknown[];
  totalRowCount: number;
  totalRowCountIsLowerBound: boolean;
}

async function historyPage(token: string, start: string, end: string, index = 0, limit = 10): Promise<HistoryPage> {
  const res = await fetch(`${baseUrl()}/api/history-search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(localDay().offset) },
    body: JSON.stringify({ start, end, index, limit }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as HistoryPage;
}

/** The paginator's text: exact, or past the server's count bound (decision 0027: "more than 1,000"). */
function rangeText(from: number, to: number, answer: HistoryPage): string {
  const n = (x: number) => x.toLocaleString('en');
  return answer.totalRowCountIsLowerBound ? `${n(from)}–${n(to)} of more than ${n(answer.totalRowCount)}` : `${from}–${to} of ${answer.totalRowCount}`;
}

/** Every row of the period, counted by paging when the total is only a lower bound (pages past it are served). */
async function exactRows(token: string, start: string, end: string, first: HistoryPage): Promise<number> {
  if (!first.totalRowCountIsLowerBound) return first.totalRowCount;
  let rows = 0;
  for (let index = 0; ; index++) {
    const page = await historyPage(token, start, end, index, 100);
    rows += page.histories.length;
    if (page.histories.length < 100) return rows;
  }
}

/** Table cells whose content is wider than the cell (a serial number or a status tag running into the next column). */
async function cellsRunningOut(page: Page): Promise<string[]> {
  return page.locator('[data-testid="history-table"] tbody td').evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent ?? ''));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

/** The dispatcher's planning history at 1280×720 with its filter drawer open. */
async function openFilterOnLaptop(page: Page) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInByToken(page, 'dispatcher');
  await page.goto('/dispatcher/planning-history');
  await page.getByTestId('history-table-row').first().waitFor();
  await page.getByTestId('history-filter-open').click();
}

describe('planning history', () => {
  it('fits every column, Status and the detail button included, without sideways scrolling at 1600 px and at 1280 px with the side menu open, in English, Turkish and Russian', async () => {
    const token = await apiToken('dispatcher');
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/planning-history');
      await page.getByTestId('history-table-row').first().waitFor();
      // The narrowest case: 968 px of content beside the open menu (it starts folded below 1440 px, the user's choice is kept).
      await openSideMenu(page);
      for (const language of ['en', 'tr', 'ru']) {
        await setUserLanguage(token, language);
        await page.reload();
        await page.getByTestId('history-table-row').first().waitFor();
        for (const [width, height] of [[1600, 1000], [1280, 720]]) {
          const where = `${language} at ${width} px`;
          await page.setViewportSize({ width, height });
          await expect.poll(() => sidewaysScrollingTables(page), { message: where }).toEqual([]);
          expect(await fullyInView(page, '[data-testid="history-table"] thead th:nth-child(8)'), `${where}: Status header`).toBe(true);
          expect(await fullyInView(page, '[data-testid="history-table-row"] [data-testid="planning-status-tag"]'), `${where}: status`).toBe(true);
          expect(await fullyInView(page, '[data-testid="history-detail"]'), `${where}: detail button`).toBe(true);
          expect(await cellsRunningOut(page), where).toEqual([]);
        }
        if (language !== 'tr') await shoot(page, `planning-history-columns-${language}`);
      }
      // Long texts end at the second line, with the whole text on hover: an order detail cut at 50 characters
      // ("..."), and a shorter Russian job name cut where its two lines end ("…", by CSS: the text itself is whole).
      const texts = page.locator('[data-testid="history-table-row"] .ant-typography');
      const cutAt50 = texts.filter({ hasText: /\.\.\.$/ }).first();
      const shown = (await cutAt50.textContent())!.slice(0, -3);
      await cutAt50.hover();
      const tip = page.locator('.ant-tooltip').filter({ hasText: shown });
      await tip.waitFor();
      expect((await tip.textContent())!.length).toBeGreaterThan(shown.length + 3);
      const clamped = await texts.evaluateAll((nodes) => nodes.findIndex((n) => n.scrollHeight > n.clientHeight + 1 && !(n.textContent ?? '').endsWith('...')));
      expect(clamped).toBeGreaterThanOrEqual(0);
      const whole = (await texts.nth(clamped).textContent())!;
      await texts.nth(clamped).hover();
      await page.locator('.ant-tooltip').filter({ hasText: whole }).waitFor();
      // The detail button is an icon button ('Подробнее' once ran past the fixed column), its name in the tooltip and for screen readers.
      const detail = page.getByTestId('history-detail').first();
      expect(await detail.getAttribute('aria-label')).toBe('Подробнее');
      await detail.hover();
      await page.locator('.ant-tooltip').filter({ hasText: 'Подробнее' }).waitFor();
      // A narrower window scrolls the table sideways with the button fixed on the right, every column within reach.
      await page.setViewportSize({ width: 1100, height: 720 });
      await expect.poll(() => sidewaysScrollingTables(page)).toEqual(['history-table']);
      expect(await fullyInView(page, '[data-testid="history-detail"]')).toBe(true);
      expect(await unreachableColumns(page)).toEqual([]);
    } finally {
      await setUserLanguage(token, 'en');
      await context.close();
    }
  });

  it('filters by date, refuses organization with team, pages, and exports the period as report_{start}-{end}.xlsx', async () => {
    const { ymd: today, dayStart } = localDay();
    const start = ymd(dayStart - 3 * 86_400_000);
    const token = await apiToken('dispatcher');
    const todayTotal = (await historyPage(token, today, today)).totalRowCount;
    const period = await historyPage(token, start, today);
    const total = period.totalRowCount;
    expect(todayTotal).toBeGreaterThan(0);
    expect(await exactRows(token, start, today, period)).toBeGreaterThan(todayTotal);

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    await page.goto('/dispatcher/planning-history');
    const table = page.getByTestId('history-table');
    await page.getByTestId('history-table-row').first().waitFor();
    // Today's items first, 25 a page.
    await expect.poll(() => table.getAttribute('data-total')).toBe(String(todayTotal));
    // A one-day range named once.
    expect(await page.getByTestId('history-chip-date').textContent()).toBe(`Date: ${today}`);
    expect(await page.getByTestId('history-table-row').count()).toBe(Math.min(25, todayTotal));

    // Organization and team together: an error and no search.
    await page.getByTestId('history-filter-open').click();
    // Organizations are grouped under their country's name in the reader's language, not its code.
    const organizationTree = page.getByTestId('history-filter-drawer');
    await organizationTree.getByText(/^(Türkiye|Turkey)$/).first().waitFor();
    expect(await organizationTree.getByText('TR', { exact: true }).count()).toBe(0);
    await page.getByTestId('history-org-TR10').click();
    await page.getByTestId(`history-team-${TEAM_TR10_FIELD_1}`).click();
    await page.getByTestId('history-error-org-team').waitFor();
    await page.getByTestId('history-filter-search').click();
    expect(await page.getByTestId('history-filter-drawer').isVisible()).toBe(true);
    await page.getByTestId('history-team-remove-all').click();
    await page.getByTestId('history-org-remove-all').click();
    await page.getByTestId('history-error-org-team').waitFor({ state: 'detached' });

    // A day that does not exist typed as the end: antd's picker drops the text when the input blurs and shows the range
    // it had, which Search ran. The text is named beside the field, and Search does not run.
    const dateInputs = page.getByTestId('history-filter-drawer').locator('.ant-picker-range input');
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/history-search')) searches.push(request.postData() ?? '');
    });
    // Search tapped: a tap's mousedown, focus move and click come in one task (no render between the blur and the click).
    const tapSearch = () =>
      page.getByTestId('history-filter-search').evaluate((search: HTMLElement) => {
        search.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
        search.focus();
        search.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
        search.click();
      });
    await dateInputs.last().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2026-02-31');
    await tapSearch();
    await page.getByTestId('history-error-date').waitFor();
    expect(await page.getByTestId('history-error-date').textContent()).toBe('“2026-02-31” is not a day: type a real one or pick it in the calendar');
    // The input keeps the text (antd showed the old day again), and Search still does not run.
    expect(await dateInputs.last().inputValue()).toBe('2026-02-31');
    await page.getByTestId('history-filter-search').click();
    expect(await page.getByTestId('history-filter-drawer').isVisible()).toBe(true);
    expect(searches).toEqual([]);
    // The end typed again as a day, day.month.year as dispatchers in Türkiye and Russia write it: the message goes, and
    // the day shows year-month-day once the input blurs (spec part 1 §9; the chip below names it too).
    await dateInputs.last().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(today.split('-').reverse().join('.'));
    await page.getByTestId('history-error-date').waitFor({ state: 'detached' });

    // The last 3 days typed, page size 10. The start day typed and Enter (the end input takes the focus), then Search
    // tapped: before antd's picker closes a frame later and only then gave onChange the typed day: Search ran with the
    // old range.
    await dateInputs.first().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(start);
    await page.keyboard.press('Enter');
    expect(await dateInputs.first().inputValue()).toBe(start);
    expect(await dateInputs.last().inputValue()).toBe(today);
    await tapSearch();
    await page.getByTestId('history-filter-drawer').waitFor({ state: 'hidden' });
    await expect.poll(() => table.getAttribute('data-total')).toBe(String(total));
    expect(await page.getByTestId('history-chip-date').textContent()).toBe(`Date: ${start} – ${today}`);
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '10 / page' }).click();
    await expect.poll(() => page.getByTestId('history-table-row').count()).toBe(10);
    expect(await page.getByTestId('history-table-range').textContent()).toBe(rangeText(1, 10, period));

    // The detail button opens the item in the order drawer (GET /api/schedules/{id}), read-only, with its tabs.
    const firstTechnician = await page.getByTestId('history-technician').first().textContent();
    await page.getByTestId('history-detail').first().click();
    const detail = page.getByTestId('history-detail-drawer');
    await detail.waitFor();
    expect(await detail.getByTestId('history-detail-technician').textContent()).toContain(firstTechnician!);
    await detail.getByTestId('history-detail-notice').waitFor();
    expect(await detail.getByTestId('assignment-update').count()).toBe(0);
    if (SHOTS) {
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/planning-history-detail.png` });
    }
    const historyTab = detail.getByTestId('order-tab-history');
    await expect.poll(() => historyTab.locator('xpath=ancestor::*[@role="tab"]').getAttribute('aria-disabled')).toBe('false');
    await historyTab.click();
    const statusRows = detail.getByTestId('order-history-table').locator('tbody tr.ant-table-row');
    await statusRows.first().waitFor();
    expect(await statusRows.count()).toBeGreaterThan(0);
    if (SHOTS) {
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/planning-history-detail-history.png` });
    }
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // Excel export: the server's answer is held while the test checks the progress and that the page stays usable.
    let releaseExport!: () => void;
    const exportHeld = new Promise<void>((resolve) => (releaseExport = resolve));
    await page.route('**/api/history/export', async (route) => {
      await exportHeld;
      await route.continue();
    });
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('history-export').click();
    await page.getByTestId('history-export-progress').waitFor();
    expect(await page.getByTestId('history-export').getAttribute('class')).toContain('ant-btn-loading');
    await page.getByTestId('history-export-stop').waitFor();
    // Paging and the detail drawer still work while the export runs.
    await page.locator('.ant-pagination-next').click();
    await expect.poll(() => page.getByTestId('history-table-range').textContent()).toBe(rangeText(11, 20, period));
    await page.getByTestId('history-detail').first().click();
    await detail.waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('history-export-progress').isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/planning-history-export.png` });
    releaseExport();
    // The browser receives the file under the spec's name, and it is a workbook with the expected header row.
    const file = await download;
    await page.unroute('**/api/history/export');
    expect(file.suggestedFilename()).toBe(`report_${start}-${today}.xlsx`);
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'fsp-export-')), file.suggestedFilename());
    await file.saveAs(saved);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(saved);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(EXPORT_HEADERS);
    // Every row of the period, also past the search's count bound.
    expect(sheet.actualRowCount).toBe((await exactRows(token, start, today, period)) + 1);
    // The page was not blocked and says it is done.
    await page.getByTestId('history-export-progress').waitFor({ state: 'detached' });
    expect(await page.getByTestId('history-export').isEnabled()).toBe(true);
    await page.getByText(`report_${start}-${today}.xlsx downloaded`).waitFor();

    // The history drawer's read-only rule adds HOLD: an item on hold is shown locked.
    await page.getByTestId('history-filter-open').click();
    await page.getByTestId('history-statuses').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'On hold' }).click();
    // Enter in a text field searches, as the Search button does.
    await page.getByTestId('history-serial').locator('xpath=descendant-or-self::input').first().press('Enter');
    await page.getByTestId('history-filter-drawer').waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('[data-testid="history-table-row"] [data-testid="planning-status-tag"]').evaluateAll((tags) => [...new Set(tags.map((tag) => tag.getAttribute('data-status')))])).toEqual(['HOLD']);
    await page.getByTestId('history-detail').first().click();
    // The dispatcher may still add notes to a held job: the title's tag says its plan is locked, not the drawer read-only.
    const holdTag = detail.getByTestId('history-detail-read-only');
    await expect.poll(() => holdTag.getAttribute('data-lock')).toBe('planHold');
    expect(await holdTag.textContent()).toBe('Plan locked');
    expect(await detail.getByTestId('history-detail-notice').textContent()).toBe('This assignment is read-only: it cannot be changed in its status or with your role.');
    if (SHOTS) {
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/planning-history-detail-hold.png` });
    }
    // The assignment form's Map link, for looking only (docs/order-drawer.md "Map view"): the order's site, nothing to choose.
    await detail.getByTestId('order-map-open').click();
    const map = page.getByTestId('order-map-modal');
    await map.getByTestId('map-order-marker').waitFor();
    await map.getByTestId('closest-technicians-button').click();
    await map.getByTestId('nearby-result').waitFor();
    expect(await map.getByTestId('nearby-technician-pick').count()).toBe(0);
    await page.keyboard.press('Escape');
    await map.getByTestId('technician-map-view').waitFor({ state: 'detached' });
    await detail.locator('.ant-drawer-close').click();
    await detail.waitFor({ state: 'hidden' });

    // Back to the screen from another one brings the search back, page size included.
    const holdRange = await page.getByTestId('history-table-range').textContent();
    await page.goto('/dispatcher/work-orders');
    await page.getByTestId('wos-table-row').first().waitFor();
    await page.goBack();
    await page.getByTestId('history-table-row').first().waitFor();
    expect(await page.getByTestId('history-filter-chips').textContent()).toContain('On hold');
    await expect.poll(() => page.getByTestId('history-table-range').textContent()).toBe(holdRange);
    await context.close();
  });

  it('brings a refused last field into view at 1280×720: its message is read, not hidden below the fold', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openFilterOnLaptop(page);
      const field = page.getByTestId('history-work-order-no').locator('xpath=descendant-or-self::input').first();
      // Over the largest number a work order may have: refused on Enter, the drawer stays open.
      await field.fill('999999999999');
      await field.press('Enter');
      const message = page.getByTestId('history-error-work-order-no');
      await message.waitFor();
      const body = page.getByTestId('history-filter-drawer').locator('.ant-drawer-body');
      await expect.poll(async () => fullyInside((await message.boundingBox())!, (await body.boundingBox())!)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('brings the organization-with-team refusal into view at 1280×720 when Search is pressed from the lower fields', async () => {
    const { context, page } = await newPage(browser);
    try {
      await openFilterOnLaptop(page);
      await page.getByTestId('history-org-TR10').click();
      await page.getByTestId(`history-team-${TEAM_TR10_FIELD_1}`).click();
      // The user goes on to the last field, which scrolls the refusal's line out of the drawer's view, and searches.
      const field = page.getByTestId('history-work-order-no').locator('xpath=descendant-or-self::input').first();
      await field.focus();
      const message = page.getByTestId('history-error-org-team');
      const body = page.getByTestId('history-filter-drawer').locator('.ant-drawer-body');
      expect(fullyInside((await message.boundingBox())!, (await body.boundingBox())!)).toBe(false);
      await field.press('Enter');
      expect(await page.getByTestId('history-filter-drawer').isVisible()).toBe(true);
      await expect.poll(async () => fullyInside((await message.boundingBox())!, (await body.boundingBox())!)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('says that nothing matches the criteria, not that nothing was planned, when a criterion empties a period that has items', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/planning-history');
      await page.getByTestId('history-table-row').first().waitFor();
      await page.getByTestId('history-filter-open').click();
      const serial = page.getByTestId('history-serial').locator('xpath=descendant-or-self::input').first();
      await serial.fill('NO-SUCH-SERIAL');
      await serial.press('Enter');
      await page.getByTestId('history-filter-drawer').waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('history-table-row').count()).toBe(0);
      await page.getByTestId('history-table').getByText('No planned item matches the criteria').waitFor();
    } finally {
      await context.close();
    }
  });

  it('a search whose request fails says so once, above the table, with no notice repeating it, and Search with the same filter or Retry asks again', async () => {
    const today = ymd(localDay().dayStart);
    const { totalRowCount } = await historyPage(await apiToken('dispatcher'), today, today, 0, 25);
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      // The connection drops as the screen asks for today's items.
      await page.route('**/api/history-search', (route) => route.abort('connectionrefused'));
      await page.goto('/dispatcher/planning-history');
      await page.getByTestId('history-error').waitFor();
      // No notice repeating it (in English before the user's language had come).
      await page.waitForTimeout(500);
      expect(await page.locator('.ant-notification-notice').count()).toBe(0);
      // The table names what it does not show; the alert above it says why (not the same message twice).
      await expect.poll(() => page.getByTestId('history-table').locator('.ant-table-placeholder').textContent()).toBe('Nothing shown: the planned items could not be loaded');
      await searchSameFilterAgain(page, 'history', '/api/history-search');
      await page.unroute('**/api/history-search');
      await Promise.all([page.waitForRequest((request) => request.url().endsWith('/api/history-search')), page.getByTestId('history-retry').click()]);
      await page.getByTestId('history-error').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('history-table').getAttribute('data-total')).toBe(String(totalRowCount));
    } finally {
      await context.close();
    }
  });
});

const fullyInside = (inner: { y: number; height: number }, outer: { y: number; height: number }) => inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height;

