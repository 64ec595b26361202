import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { inEachLanguage, setUserLanguage } from '../support/api';
import { openSideMenu } from '../support/layout';
import { SHOTS, shoot } from '../support/screenshots';

// Spec part 2 §9: "UI date format 'DD MMMM YYYY', time HH:mm", the month named in the reader's language.
const RU_DAY = /^\d{2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}$/;
const EN_DAY = /^\d{2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/;
const withTime = (day: RegExp) => new RegExp(`${day.source.slice(0, -1)} \\d{2}:\\d{2}$`);
const LANGUAGES = ['en', 'tr', 'ru'] as const;
const SIZES = [
  { name: '1280 menu folded', width: 1280, height: 720, openMenu: false },
  { name: '1600', width: 1600, height: 1000, openMenu: false },
  { name: '1280 menu open', width: 1280, height: 720, openMenu: true },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * How the days in `selector` (a day alone, or the day of a DateTimeText) sit in their table cells: cells whose day
 * breaks over lines or runs past the cell, and whether the language's longest month ('28 сентября 2026') would fit
 * on one line, measured with the cell's own font.
 */
async function dayFit(page: Page, selector: string, language: string) {
  return page.locator(selector).evaluateAll((nodes, lang) => {
    const days = nodes.map((node) => (node.children.length > 0 ? (node.children[0] as HTMLElement) : (node as HTMLElement)));
    const cells = days.map((day) => day.closest('td')!);
    const room = (cell: HTMLElement) => {
      const style = getComputedStyle(cell);
      return cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    const broken = days.filter((day) => day.getClientRects().length > 1).map((day) => day.textContent);
    const overflowing = cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent);
    const probe = document.createElement('span');
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
    cells[0].appendChild(probe);
    let longest = { text: '', width: 0 };
    for (let month = 0; month < 12; month++) {
      const parts = new Intl.DateTimeFormat(lang, { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(Date.UTC(2026, month, 28));
      probe.textContent = ['day', 'month', 'year'].map((type) => parts.find((p) => p.type === type)!.value).join(' ');
      if (probe.offsetWidth > longest.width) longest = { text: probe.textContent, width: probe.offsetWidth };
    }
    probe.remove();
    return { count: days.length, broken, overflowing, longestFits: longest.width <= Math.min(...cells.map(room)), longest: `${longest.text} (${longest.width} px)`, room: Math.min(...cells.map(room)) };
  }, language);
}

async function api<T>(token: string, method: 'GET' | 'POST' | 'DELETE', path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

/** The page at each of SIZES in turn (the menu folded or opened as the size says), then `check` with the size's name. */
async function atEachSize(page: Page, check: (size: string) => Promise<void>) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // The layout folds or opens the menu for the new width first.
    await page.waitForTimeout(400);
    if (size.openMenu) {
      await openSideMenu(page);
      await page.waitForTimeout(300);
    }
    await check(size.name);
  }
}

/** An instant as part 2 shows it in the language, in the tests' (and the browser's) zone: '06 декабря 2026 01:10'. */
function part2DateTime(ms: number, language: string): string {
  const parts = new Intl.DateTimeFormat(language, { day: '2-digit', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('day')} ${part('month')} ${part('year')} ${part('hour')}:${part('minute')}`;
}

async function expectDaysFit(page: Page, selector: string, label: string, language: string) {
  const fit = await dayFit(page, selector, language);
  expect(fit.count, label).toBeGreaterThan(0);
  expect({ broken: fit.broken, overflowing: fit.overflowing, longestFits: fit.longestFits }, `${label}: ${fit.longest} in ${fit.room} px`).toEqual({ broken: [], overflowing: [], longestFits: true });
}

describe("part 2 screens show dates as spec part 2 §9 has it ('DD MMMM YYYY', HH:mm)", () => {
  it('the CI board (table, filter chips and drawer) in Russian, its date columns whole at 1280×720 (menu folded and open) and 1600×1000 in en, tr, ru', async () => {
    await inEachLanguage(browser, 'ciuser', LANGUAGES, async (page, language) => {
    await signInByToken(page, 'ciuser');
    await page.goto('/ci-board');
    await page.getByTestId('ci-table-row').first().waitFor({ timeout: 30_000 });
    if (language === 'ru') {
      const created = await page.getByTestId('ci-created-date').allTextContents();
      expect(created.length).toBeGreaterThan(0);
      for (const text of created) expect(text).toMatch(RU_DAY);
      for (const text of await page.getByTestId('ci-due-date').allTextContents()) expect(text).toMatch(RU_DAY);
      // The default filter: a month back to today, both days in words.
      const chip = await page.getByTestId('ci-chip-created').innerText();
      expect(chip.split(': ')[1].split(' – ').map((day) => RU_DAY.test(day))).toEqual([true, true]);
    }
    await atEachSize(page, async (size) => {
      await expectDaysFit(page, '[data-testid="ci-created-date"]', `${language} ${size} created`, language);
      // ciuser's approved and live suggestions have due dates.
      await expectDaysFit(page, '[data-testid="ci-due-date"]', `${language} ${size} due`, language);
    });
    await shoot(page, `dates-ci-board-${language}`);
    if (language !== 'tr') {
      await page.getByTestId('ci-filter-open').click();
      const start = page.getByTestId('ci-filter-created-start').locator('xpath=descendant-or-self::input').first();
      await start.waitFor();
      if (language === 'ru') expect(await start.inputValue()).toMatch(RU_DAY);
      // The picker's field holds the longest day whole.
      expect(await start.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
      await shoot(page, `dates-ci-filter-${language}`);
    }
    });
  });

  it('sample search (sampled date-time, filter chip and drawer) in Russian, its date column whole at 1280×720 (menu folded and open) and 1600×1000 in en, tr, ru', async () => {
    await inEachLanguage(browser, 'observer', LANGUAGES, async (page, language) => {
    await signInByToken(page, 'observer');
    await page.goto('/dispatcher/sos');
    await page.getByTestId('samples-filter-open').click();
    await page.getByTestId('samples-date-quick-last1Month').click();
    if (language === 'ru') {
      for (const input of await page.getByTestId('samples-date-range').locator('xpath=ancestor-or-self::*[contains(@class, "ant-picker-range")]').first().locator('input').all()) expect(await input.inputValue()).toMatch(RU_DAY);
      if (SHOTS) await shoot(page, 'dates-samples-filter-ru');
    }
    await page.getByTestId('samples-filter-search').click();
    await expect.poll(() => page.getByTestId('samples-table-row').count()).toBe(25);
    if (language === 'ru') {
      for (const text of await page.getByTestId('sample-date').allInnerTexts()) expect(text.replace(/\s+/g, ' ')).toMatch(withTime(RU_DAY));
      const chip = await page.getByTestId('samples-chip-date').innerText();
      expect(chip.split(': ')[1].split(' – ').map((day) => RU_DAY.test(day))).toEqual([true, true]);
    }
    await atEachSize(page, (size) => expectDaysFit(page, '[data-testid="sample-date"]', `${language} ${size} sampled`, language));
    await shoot(page, `dates-samples-${language}`);
    });
  });

  it('activity history (range chip, time tooltip) and the paused notification e-mails, in English and Russian', async () => {
    const observer = await apiToken('observer');
    const dispatcher = await apiToken('dispatcher');
    try {
      for (const [language, day] of [['en', EN_DAY], ['ru', RU_DAY]] as const) {
        await setUserLanguage(observer, language);
        await setUserLanguage(dispatcher, language);
        const { context, page } = await newPage(browser);
        try {
          await signInByToken(page, 'observer');
          await page.goto('/dispatcher/activity-history');
          await page.getByTestId('activity-filter-open').click();
          await page.getByTestId('activity-date-quick-last7Days').click();
          await page.getByTestId('activity-filter-search').click();
          await page.getByTestId('activity-table-row').first().waitFor();
          // The filter goes through the page's address (a navigation): the chip follows a moment after the drawer closes.
          await expect.poll(async () => (await page.getByTestId('activity-chip-date').innerText()).split(': ')[1].split(' – ').map((text) => day.test(text))).toEqual([true, true]);
          await shoot(page, `dates-activity-${language}`);
          // The time passed is relative; its tooltip has the moment itself.
          await page.getByTestId('activity-time').first().hover();
          const tooltip = page.locator('.ant-tooltip').filter({ visible: true });
          await tooltip.waitFor();
          expect((await tooltip.innerText()).trim()).toMatch(withTime(day));
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/dates-activity-tooltip-${language}-1280.png` });

          await api(dispatcher, 'DELETE', '/api/email-subscription');
          const [entry] = await api<{ unsubscribedAt: number }[]>(dispatcher, 'GET', '/api/email-subscription/list');
          await signInByToken(page, 'dispatcher');
          await page.goto('/dispatcher/settings');
          const paused = page.getByTestId('notification-email-paused');
          await paused.waitFor();
          expect(await paused.innerText()).toContain(part2DateTime(entry.unsubscribedAt, language));
          await shoot(page, `dates-notifications-${language}`);
        } finally {
          await api(dispatcher, 'POST', '/api/email-subscription/sync');
          await context.close();
        }
      }
    } finally {
      await setUserLanguage(observer, 'en');
      await setUserLanguage(dispatcher, 'en');
    }
  });
});
