import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { typeDate } from '../support/form-controls';
import { apiCall, inEachLanguage, setUserLanguage } from '../support/api';
import { cutCells, openSideMenu, scrolledFullyRight, sidewaysScrollingTables, unfitTableTexts } from '../support/layout';
import { resize } from '../support/settle';
import { SHOTS } from '../support/screenshots';
import { shot } from '../support/ci-board';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * The table's header texts that run past their cell's padding, even where an ellipsis and a title stand in for the rest
 * (a header names its column: 'განყოფი…' named none).
 */
function cutHeaders(root: Element): string[] {
  const headers = Array.from((root.closest('.ant-table-wrapper') ?? root).querySelectorAll<HTMLElement>('thead th')).filter((th) => th.offsetWidth > 0 && th.textContent);
  return headers
    .filter((th) => {
      const style = getComputedStyle(th);
      const box = th.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(th);
      const text = range.getBoundingClientRect();
      return text.left < box.left + parseFloat(style.paddingLeft) - 1 || text.right > box.right - parseFloat(style.paddingRight) + 1;
    })
    .map((th) => th.textContent ?? '');
}

describe("CI board's list: its rows, quick filters, columns and filter drawer, read and downloaded", () => {
  it('a double-click opens a row without selecting its text; a double-click on Close closes the dialog without opening the row under it', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 720 });
    await signInByToken(page, 'committee');
    await page.goto('/ci-board');
    const rows = page.getByTestId('ci-table-row');
    await rows.nth(7).waitFor();
    const dialog = page.getByTestId('ci-dialog');
    const selected = () => page.evaluate(() => String(getSelection()));
    // While the suggestion loads (held back here), its dialog is not titled as a new one nor offers Save.
    const detail = /\/api\/ciBoard\/\d+$/;
    await page.route(detail, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await rows.nth(1).getByTestId('ci-row-problem').dblclick();
    await dialog.locator('.ant-skeleton').waitFor();
    expect(await dialog.locator('.ant-modal-container').innerText()).not.toContain('New improvement suggestion');
    expect(await dialog.getByTestId('ci-form-save').count()).toBe(0);
    await dialog.getByTestId('ci-form-author').waitFor({ timeout: 30_000 });
    await page.unroute(detail);
    expect(await selected()).toBe('');
    const opened = new URL(page.url()).searchParams.get('id');
    expect(opened).not.toBeNull();

    // A person who opens rows with a double-click closes the dialog with one too: its second press comes once the
    // dialog has gone, on the row that lay under Close, and opened that row's suggestion.
    const close = (await dialog.getByTestId('ci-form-cancel').boundingBox())!;
    const [x, y] = [close.x + close.width / 2, close.y + close.height / 2];
    expect(await page.evaluate(([px, py]) => document.elementsFromPoint(px, py).some((e) => e.closest('[data-testid="ci-table-row"]')), [x, y])).toBe(true);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.up();
    await dialog.waitFor({ state: 'detached' });
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await page.waitForTimeout(1_000);
    expect(await dialog.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('id')).toBeNull();

    // A selection dragged over a row's text still works, and a double-click on the row still opens it.
    const problem = rows.nth(2).getByTestId('ci-row-problem');
    const box = (await problem.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + 8);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 4, box.y + 8, { steps: 8 });
    await page.mouse.up();
    expect((await selected()).length).toBeGreaterThan(5);
    await problem.dblclick();
    await dialog.getByTestId('ci-form-author').waitFor({ timeout: 30_000 });
    expect(await selected()).toBe('');
    await context.close();
  });

  it('quick filters toggle with a chip; the committee may export', async () => {
    const { context, page } = await newPage(browser, { locale: 'tr-TR' });
    await signInByToken(page, 'committee');
    await page.goto('/ci-board');
    await page.getByTestId('ci-table-row').first().waitFor();
    expect(await page.getByTestId('ci-export').count()).toBe(1);
    const total = await page.getByTestId('ci-table').getAttribute('data-total');
    await page.getByTestId('ci-quick-3').click();
    await page.getByTestId('ci-chip-quick').waitFor();
    await expect.poll(() => page.getByTestId('ci-table').getAttribute('data-total')).not.toBe(total);
    const statuses = await page.getByTestId('ci-table-row').getByTestId('ci-status-tag').evaluateAll((n) => n.map((x) => x.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['LIVE']));
    await shot(page, 'quick-live');
    await page.getByTestId('ci-quick-3').click();
    await page.getByTestId('ci-chip-quick').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('ci-table').getAttribute('data-total')).toBe(total);
    // "Last month" replaces the default created range: its chip names the calendar month the list shows, and the
    // replaced range has no chip of its own to contradict it.
    const now = new Date();
    const lastMonthEnd = new Date(now.getFullYear(), now.getMonth(), 0);
    const lastMonthStart = new Date(lastMonthEnd.getFullYear(), lastMonthEnd.getMonth(), 1);
    // The committee's portal language is English, whatever the browser's locale: days read as "01 November 2026".
    const boardDay = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric' });
    const monthAndYear = boardDay.format(lastMonthEnd).slice(3);
    await page.getByTestId('ci-quick-1').click();
    await page.getByTestId('ci-chip-quick').waitFor();
    expect(await page.getByTestId('ci-chip-quick').innerText()).toContain(`${boardDay.format(lastMonthStart)} – ${boardDay.format(lastMonthEnd)}`);
    expect(await page.getByTestId('ci-chip-created').count()).toBe(0);
    const outsideLastMonth = async () => (await page.getByTestId('ci-created-date').allInnerTexts()).filter((d) => !d.endsWith(monthAndYear));
    await expect.poll(outsideLastMonth).toEqual([]);
    await shot(page, 'quick-last-month');
    await context.close();
  });

  it('an observer reads the board and its suggestions but is offered no new suggestion and no field to change', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'observer');
    await page.goto('/ci-board');
    await page.getByTestId('ci-table-row').first().waitFor();
    expect(await page.getByTestId('ci-add').count()).toBe(0);
    await page.getByTestId('ci-table-row').first().dblclick();
    const dialog = page.getByTestId('ci-dialog');
    await dialog.getByTestId('ci-form-read-only').waitFor();
    expect(await dialog.locator('textarea:not([disabled]), input:not([disabled]):not([type=file])').count()).toBe(0);
    expect(await dialog.getByTestId('ci-form-save').count()).toBe(0);
    await context.close();
  });

  it('a seeded suggestion of ciuser shows its file in the dialog and downloads it, in English and Turkish', async () => {
    const token = await apiToken('ciuser');
    const mine = await apiCall<{ ciBoardData: { id: number; attachments: { fileName: string; sizeBytes: number }[] }[] }>(token, '/api/ciBoard/list', { userName: 'CIUSER', limit: 25 });
    const seeded = mine.ciBoardData.find((r) => r.attachments.length > 0 && !r.attachments[0].fileName.startsWith('hose-reels'))!;
    const { fileName, sizeBytes } = seeded.attachments[0];
    for (const language of ['en', 'tr']) {
      await setUserLanguage(token, language);
      try {
        const { context, page } = await newPage(browser);
        await signInByToken(page, 'ciuser');
        await page.goto(`/ci-board?id=${seeded.id}`);
        const link = page.getByTestId('ci-dialog').getByTestId('ci-attachment-link');
        await link.waitFor({ timeout: 30_000 });
        expect(await link.textContent()).toContain(fileName);
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toBe(fileName);
        const saved = path.join(mkdtempSync(path.join(tmpdir(), 'ci-download-')), fileName);
        await download.saveAs(saved);
        expect(readFileSync(saved).byteLength).toBe(sizeBytes);
        await shot(page, `attachment-${language}`, link);
        await context.close();
      } finally {
        await setUserLanguage(token, 'en');
      }
    }
  });

  it('fits its columns at 1600×1000 with the side menu open and at 1280×720 with it folded; the problem at least 300 px wide; with it open at 1280×720 the ID and the problem stay fixed on the left while the table scrolls sideways, a scroll bar on screen; cut texts are whole on hover; every header whole (en, ru, ge)', async () => {
    // The committee's long board (in English) runs on below the window, so its sticky scroll bar is needed; ciuser's own in
    // Russian and in Georgian, whose headers are the widest ('განყოფილება').
    const ciuser = await apiToken('ciuser');
    try {
      for (const [user, language] of [['committee', 'en'], ['ciuser', 'ru'], ['ciuser', 'ge']]) {
        if (user === 'ciuser') await setUserLanguage(ciuser, language);
        const { context, page } = await newPage(browser);
        try {
          await page.setViewportSize({ width: 1600, height: 1000 });
          await signInByToken(page, user);
          await page.goto('/ci-board');
          await page.getByTestId('ci-table-row').first().waitFor();
          // The side menu follows the window until the user chooses: open from 1440 px, folded below.
          for (const [size, menuFolded] of [[{ width: 1600, height: 1000 }, 0], [{ width: 1280, height: 720 }, 1]] as const) {
            await resize(page, size);
            await expect.poll(() => page.locator('[data-testid="side-menu"] .ant-menu-inline-collapsed').count()).toBe(menuFolded);
            await expect.poll(() => sidewaysScrollingTables(page), { message: `${language} at ${size.width}` }).toEqual([]);
            expect(await unfitTableTexts(page, 'ci-table'), `${language} at ${size.width}`).toEqual([]);
            expect(await page.getByTestId('ci-table').evaluate(cutHeaders), `${language} at ${size.width}`).toEqual([]);
            // The problem has room for two lines of its 80 characters; the department, cut with its title, shows from 1,600 px.
            expect(await page.getByTestId('ci-row-problem').first().evaluate((span) => span.closest('td')!.clientWidth), `${language} at ${size.width}`).toBeGreaterThanOrEqual(300);
            if (size.width === 1600) {
              // A department cut in its cell (one wider than the header's longest word) shows whole on hover.
              expect((await cutCells(page, 'ci-table-row')).untitled, language).toEqual([]);
            }
          }
          await openSideMenu(page);
          await shot(page, `columns-${language}`);
          await resize(page, { width: 1280, height: 720 });
          expect(await sidewaysScrollingTables(page)).toEqual(['ci-table']);
          expect(await unfitTableTexts(page, 'ci-table'), language).toEqual([]);
          const scrolled = await scrolledFullyRight(page, 'ci-table', '[data-testid="ci-row-key"]');
          expect(scrolled, language).toEqual({ scrolledToEnd: true, keyCellShown: true, lastCellShown: true, scrollBarOnScreen: true, tableRunsOnBelow: scrolled.tableRunsOnBelow });
          if (user === 'committee') expect(scrolled.tableRunsOnBelow).toBe(true);
          // The problem, the row's title, stays beside the ID.
          expect((await scrolledFullyRight(page, 'ci-table', '[data-testid="ci-row-problem"]')).keyCellShown, language).toBe(true);
          if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `ci-board-columns-scrolled-${language}-1280.png`) });
        } finally {
          await context.close();
        }
      }
    } finally {
      await setUserLanguage(ciuser, 'en');
    }
  });

  it('the filter drawer is 600 px wide and shows every field, its buttons and days of the longest month whole at 1280×720 (en, ge)', async () => {
    await inEachLanguage(browser, 'committee', ['en', 'ge'], async (page, language) => {
      await signInByToken(page, 'committee');
      await page.goto('/ci-board');
      await page.getByTestId('ci-table-row').first().waitFor();
      await page.getByTestId('ci-filter-open').click();
      const drawer = page.locator('.ant-drawer-content-wrapper').filter({ has: page.getByTestId('ci-filter-search') });
      await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(600);
      for (const id of ['ci-filter-search', 'ci-filter-reset']) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(box.y + box.height, id).toBeLessThanOrEqual(720);
        expect(box.x + box.width, id).toBeLessThanOrEqual(600);
      }
      // Every control fits the drawer's width (the body scrolls vertically, never sideways).
      const overflow = await page.getByTestId('ci-filter-drawer').evaluate((el) => {
        const body = (el.querySelector('.ant-drawer-body') ?? el.closest('.ant-drawer-content-wrapper')!.querySelector('.ant-drawer-body'))!;
        const right = body.getBoundingClientRect().right;
        return { sideways: body.scrollWidth > body.clientWidth, outside: Array.from(body.querySelectorAll('.ant-form-item-control')).filter((c) => c.getBoundingClientRect().right > right + 0.5).length };
      });
      expect(overflow).toEqual({ sideways: false, outside: 0 });
      // The half-width day pickers show a chosen day whole, with the longest month of the five languages ('28 თებერვალი 2026').
      const pickers = ['created', 'updated', 'due'].flatMap((range) => [`ci-filter-${range}-start`, `ci-filter-${range}-end`]);
      for (const id of pickers) await typeDate(page.getByTestId(id), '2026-02-28');
      await drawer.locator('.ant-drawer-title').click();
      const cutDays: string[] = [];
      for (const id of pickers) {
        const input = page.getByTestId(id).locator('xpath=descendant-or-self::input').first();
        // An input's text past its edge makes its scroll width larger than its width.
        if (await input.evaluate((el) => el.scrollWidth > el.clientWidth)) cutDays.push(`${id}: ${await input.inputValue()}`);
      }
      expect(await page.getByTestId('ci-filter-created-start').locator('xpath=descendant-or-self::input').first().inputValue()).toMatch(/^28 \S+ 2026$/);
      expect(cutDays, language).toEqual([]);
      await shot(page, `filter-drawer-${language}`);
    });
  });
});
