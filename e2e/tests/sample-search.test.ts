import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { searchSameFilterAgain, typeDateRangeUpToEnter } from '../support/form-controls';
import { apiToken, localDay, localDayBefore } from '../support/planning-page';
import { SHOTS, shoot } from '../support/screenshots';
import { inEachLanguage } from '../support/api';
import { cutCells, openSideMenu, scrolledFullyRight, sidewaysScrollingTables, unfitTableTexts } from '../support/layout';
import { resize } from '../support/settle';

interface SampleAnswer {
  sampleItems: { sampleNumber: string; sampleJobSite: string | null; meterOnFluid: number | null; fluidWeight: string | null; loginNote: string | null }[];
  totalRowCount: number;
}

function ymd(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}

async function samples(token: string, body: Record<string, unknown>): Promise<SampleAnswer> {
  const res = await fetch(`${baseUrl()}/api/sample-search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(localDay().offset) },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as SampleAnswer;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('sample search', () => {
  it('searches the last 30 days within a sample-number range and refuses an over-long sample number', async () => {
    const token = await apiToken('observer');
    const { dayStart } = localDay();
    const range = { startDate: ymd(dayStart - 30 * 86_400_000), endDate: ymd(dayStart), index: 0, limit: 100 };
    const month = await samples(token, range);
    expect(month.totalRowCount).toBeGreaterThan(3);
    const numbers = month.sampleItems.map((s) => s.sampleNumber).sort();
    const [from, to] = [numbers[1], numbers[Math.min(numbers.length - 2, 6)]];
    const expected = await samples(token, { ...range, startSampleNumber: from, endSampleNumber: to });

    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'observer');
      await page.goto('/dispatcher/sos');
      await page.getByTestId('samples-filter-open').click();
      await page.getByTestId('samples-date-quick-last1Month').click();
      await page.getByTestId('samples-start-number').fill('1'.repeat(17));
      await page.getByTestId('samples-filter-search').click();
      expect(await page.getByTestId('samples-error-start-number').textContent()).toBe('This field can be a maximum of 16 characters.');
      await page.getByTestId('samples-start-number').fill(from);
      await page.getByTestId('samples-end-number').fill(to);
      await page.getByTestId('samples-filter-search').click();
      await page.getByTestId('samples-chip-startSampleNumber').waitFor();
      const table = page.getByTestId('samples-table');
      await expect.poll(() => table.getAttribute('data-total')).toBe(String(expected.totalRowCount));
      const shown = await page.getByTestId('sample-number').allTextContents();
      expect(shown.length).toBe(Math.min(25, expected.totalRowCount));
      for (const number of shown) expect(number >= from && number <= to, number).toBe(true);
      await shoot(page, 'sample-search');

      // Excel export of the filtered rows, with progress, saved under the filter's dates.
      const download = page.waitForEvent('download');
      await page.getByTestId('samples-export').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^samples_\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const book = new ExcelJS.Workbook();
      // Read as a stream: the browser is the run's shared one, over a connection, so the file has no local path.
      await book.xlsx.read(await file.createReadStream());
      expect(book.worksheets[0].rowCount - 1).toBe(expected.totalRowCount);
    } finally {
      await context.close();
    }
  });

  it('tells two chosen teams of one name apart by their organizations, in the drawer and in the chips (dispatcher)', async () => {
    // Demo data: the dispatcher has a 'Saha Servis 1' in İstanbul Tuzla and another in Ankara Sincan.
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/sos');
      await page.getByTestId('samples-filter-open').click();
      await page.locator('#samples-teams').fill('Saha Servis 1');
      const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
      await expect.poll(() => options.allInnerTexts()).toEqual(['Saha Servis 1', 'Saha Servis 1']);
      await options.nth(0).click();
      await page.locator('#samples-teams').fill('Saha Servis 1');
      await options.nth(1).click();
      const tags = await page.getByTestId('samples-teams').locator('.ant-select-selection-item-content').allInnerTexts();
      expect(tags.sort()).toEqual(['Saha Servis 1 · Ankara Sincan', 'Saha Servis 1 · İstanbul Tuzla']);
      await page.keyboard.press('Escape');
      await page.getByTestId('samples-filter-search').click();
      const chips = page.getByTestId('samples-filter-chips').locator('[data-testid^="samples-chip-team-"]');
      await expect.poll(async () => (await chips.allInnerTexts()).map((x) => x.trim()).sort()).toEqual(['Team: Saha Servis 1 · Ankara Sincan', 'Team: Saha Servis 1 · İstanbul Tuzla']);
    } finally {
      await context.close();
    }
  });

  it("searches with Enter in the date range's end input, as Search does and as the activity filter does", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'observer');
      await page.goto('/dispatcher/sos');
      await page.getByTestId('samples-table').waitFor();
      await page.getByTestId('samples-filter-open').click();
      const drawer = page.getByTestId('samples-filter-drawer');
      await drawer.waitFor();
      // Enter in the start input of the open calendar moves on to the end input; Enter there searches and closes the drawer.
      await typeDateRangeUpToEnter(page, drawer, localDayBefore(3), localDay().ymd);
      const searched = page.waitForRequest((request) => request.url().endsWith('/api/sample-search') && (request.postDataJSON() as { startDate?: string }).startDate === localDayBefore(3).replaceAll('-', ''));
      // It did nothing here: the drawer stayed open and only Search applied the range.
      await page.keyboard.press('Enter');
      await searched;
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('samples-filter-open');
    } finally {
      await context.close();
    }
  });

  it('reads a day typed with its month named in any case, by the language\'s case rules (tr, ru)', async () => {
    const typed: Record<string, [start: string, end: string]> = { tr: ['01 kasım 2026', '30 KASIM 2026'], ru: ['01 Ноября 2026', '30 НОЯБРЯ 2026'] };
    await inEachLanguage(browser, 'observer', ['tr', 'ru'], async (page, language) => {
      await signInByToken(page, 'observer');
      await page.goto('/dispatcher/sos');
      await page.getByTestId('samples-table').waitFor();
      await page.getByTestId('samples-filter-open').click();
      const drawer = page.getByTestId('samples-filter-drawer');
      await drawer.waitFor();
      const [start, end] = typed[language]!;
      await typeDateRangeUpToEnter(page, drawer, start, end);
      // Refused as "not a day" before: dayjs matched the month's name case for case.
      const searched = page.waitForRequest((request) => request.url().endsWith('/api/sample-search'));
      await page.keyboard.press('Enter');
      const body = (await searched).postDataJSON() as { startDate: string; endDate: string };
      expect([body.startDate, body.endDate]).toEqual(['20261101', '20261130']);
      await drawer.waitFor({ state: 'hidden' });
    });
  });

  it('a search whose request fails says so once, not that there are no samples, and Search with the same filter or Retry asks again (neither did)', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'observer');
      // The connection drops as the screen asks for today's samples.
      await page.route('**/api/sample-search', (route) => route.abort('connectionrefused'));
      await page.goto('/dispatcher/sos');
      await page.getByTestId('samples-error').waitFor();
      await expect.poll(() => page.getByTestId('samples-table').locator('.ant-table-placeholder').textContent()).toBe('Nothing shown: the samples could not be loaded');
      // Said once, there: no notice repeating it (in English before the user's language had come).
      await page.waitForTimeout(500);
      expect(await page.locator('.ant-notification-notice').count()).toBe(0);
      await searchSameFilterAgain(page, 'samples', '/api/sample-search');
      await page.unroute('**/api/sample-search');
      await Promise.all([page.waitForRequest((request) => request.url().endsWith('/api/sample-search')), page.getByTestId('samples-retry').click()]);
      await page.getByTestId('samples-error').waitFor({ state: 'detached' });
      const today = ymd(localDay().dayStart);
      const { totalRowCount } = await samples(await apiToken('observer'), { startDate: today, endDate: today, index: 0, limit: 25 });
      await expect.poll(() => page.getByTestId('samples-table').getAttribute('data-total')).toBe(String(totalRowCount));
    } finally {
      await context.close();
    }
  });

  it('drops a team of a kept search that is no longer one of the user\'s, instead of a refused search and a chip naming an id', async () => {
    const token = await apiToken('observer');
    const today = ymd(localDay().dayStart);
    const { totalRowCount } = await samples(token, { startDate: today, endDate: today, index: 0, limit: 25 });
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'observer');
      await page.goto('/dispatcher/sos');
      await expect.poll(() => page.getByTestId('samples-table').getAttribute('data-total')).toBe(String(totalRowCount));
      // The search kept in the history entry (Back, a reload) names a team the user has lost since (no team has this id).
      await page.evaluate(() => {
        const state = history.state as { fsp: { sampleSearch: { filters: { teams: number[] } } } };
        state.fsp.sampleSearch.filters.teams = [2147483000];
        history.replaceState(state, '');
      });
      const refused: number[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/api/sample-search') && response.status() !== 200) refused.push(response.status());
      });
      await page.reload();
      await page.getByTestId('samples-chip-date').waitFor();
      await expect.poll(() => page.getByTestId('samples-table').getAttribute('data-total')).toBe(String(totalRowCount));
      // Polled: the first read may come early (the last full load's, sent before the app runs) and show the total first.
      await expect.poll(() => page.locator('[data-testid^="samples-chip-team-"]').count()).toBe(0);
      expect(await page.getByTestId('samples-error').count()).toBe(0);
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("opens a row's every field, the lab's note, job site and fluid hours among them, from a double-click and from Enter (ru)", async () => {
    const token = await apiToken('observer');
    const { dayStart } = localDay();
    const range = { startDate: ymd(dayStart - 30 * 86_400_000), endDate: ymd(dayStart), index: 0, limit: 100 };
    // Demo data: about one sample in five carries a note of the lab.
    const noted = (await samples(token, range)).sampleItems.find((s) => s.loginNote && s.sampleJobSite && s.meterOnFluid !== null);
    expect(noted).toBeDefined();
    await inEachLanguage(browser, 'observer', ['ru'], async (page) => {
      await signInByToken(page, 'observer');
      await page.goto('/dispatcher/sos');
      await page.getByTestId('samples-filter-open').click();
      await page.getByTestId('samples-date-quick-last1Month').click();
      await page.getByTestId('samples-start-number').fill(noted!.sampleNumber);
      await page.getByTestId('samples-end-number').fill(noted!.sampleNumber);
      await page.getByTestId('samples-filter-search').click();
      await expect.poll(() => page.getByTestId('sample-number').allTextContents()).toEqual([noted!.sampleNumber]);

      await page.getByTestId('sample-number').dblclick();
      const detail = page.getByTestId('sample-detail');
      await detail.getByTestId('sample-detail-labNote').waitFor();
      expect(await detail.locator('.ant-drawer-title').textContent()).toBe(`Проба ${noted!.sampleNumber}`);
      expect(await detail.getByTestId('sample-detail-labNote').textContent()).toBe(noted!.loginNote);
      expect(await detail.getByTestId('sample-detail-jobSite').textContent()).toBe(noted!.sampleJobSite);
      expect((await detail.getByTestId('sample-detail-hoursOnFluid').textContent())?.replace(/\s/g, '')).toBe(String(noted!.meterOnFluid));
      expect(await detail.getByTestId('sample-detail-fluidGrade').textContent()).toBe(noted!.fluidWeight ?? '–');
      expect(await detail.getByText('Примечание лаборатории').count()).toBe(1);
      if (SHOTS) await shoot(page, 'sample-detail-ru');
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'hidden' });

      // The keyboard's way: the first row takes the focus, Enter opens it.
      await page.getByTestId('samples-table-row').first().focus();
      await page.keyboard.press('Enter');
      await detail.getByTestId('sample-detail-labNote').waitFor();
    });
  });

  it('fits its columns at 1600×1000 with the side menu open and at 1280×720 with it folded: no sideways scrolling, every header and text whole or cut with its title (en, ge)', async () => {
    await inEachLanguage(browser, 'observer', ['en', 'ge'], async (page, language) => {
      await signInByToken(page, 'observer');
      await page.goto('/dispatcher/sos');
      await page.getByTestId('samples-filter-open').click();
      await page.getByTestId('samples-date-quick-last1Month').click();
      await page.getByTestId('samples-filter-search').click();
      await expect.poll(() => page.getByTestId('samples-table-row').count()).toBe(25);
      // The side menu follows the window until the user chooses: open from 1440 px, folded below.
      for (const [size, menuFolded] of [[{ width: 1600, height: 1000 }, 0], [{ width: 1280, height: 720 }, 1]] as const) {
        await resize(page, size);
        await expect.poll(() => page.locator('[data-testid="side-menu"] .ant-menu-inline-collapsed').count()).toBe(menuFolded);
        expect(await sidewaysScrollingTables(page), `${language} at ${size.width}`).toEqual([]);
        expect(await unfitTableTexts(page, 'samples-table'), `${language} at ${size.width}`).toEqual([]);
      }
      await shoot(page, `sample-search-fit-${language}`);
    });
  });

  it('at 1280×720 with the side menu open the sample number stays fixed on the left while the table scrolls sideways, its scroll bar on screen; cut customers are whole on hover (en, ru)', async () => {
    await inEachLanguage(browser, 'observer', ['en', 'ru'], async (page, language) => {
    await signInByToken(page, 'observer');
    await page.goto('/dispatcher/sos');
    await openSideMenu(page);
    // A month of samples: a full page, so the table runs on below the window.
    await page.getByTestId('samples-filter-open').click();
    await page.getByTestId('samples-date-quick-last1Month').click();
    await page.getByTestId('samples-filter-search').click();
    await expect.poll(() => page.getByTestId('samples-table-row').count()).toBe(25);
    await shoot(page, `sample-search-columns-${language}`);
    expect(await sidewaysScrollingTables(page)).toEqual(['samples-table']);
    expect(await unfitTableTexts(page, 'samples-table'), language).toEqual([]);
    expect(await scrolledFullyRight(page, 'samples-table', '[data-testid="sample-number"]'), language).toEqual({
      scrolledToEnd: true,
      keyCellShown: true,
      lastCellShown: true,
      scrollBarOnScreen: true,
      tableRunsOnBelow: true,
    });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sample-search-columns-scrolled-${language}-1280.png` });
    const cells = await cutCells(page, 'samples-table-row');
    expect(cells.cut, language).toBeGreaterThan(0);
    expect(cells.untitled, language).toEqual([]);
    // The lab's compartment codes (ENGINE, FINAL DRIVE RH …) are named in the reader's language.
    const rows = await page.getByTestId('samples-table-row').allInnerTexts();
    expect(rows.filter((row) => /\b(ENGINE|HYDRAULIC|TRANSMISSION|FINAL DRIVE|DIFFERENTIAL|SWING DRIVE|COOLANT)\b/.test(row)), language).toEqual([]);
    });
  });
});
