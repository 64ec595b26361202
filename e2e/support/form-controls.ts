import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of an instant in the browser's (and this process's) zone. */
export function localYmd(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'YYYY-MM-DD HH:mm' of an instant, as the drawer's date pickers show and accept it. */
export function localText(ms: number): string {
  const d = new Date(ms);
  return `${localYmd(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * Opens an antd Select, optionally types a search, and clicks the visible option containing `text` (the first
 * when null). `closeWithEscape`: a multi-select stays open after a click; Escape closes it (use it for multi-selects only).
 */
export async function pickOption(page: Page, select: Locator, search: string | null, text: string | null, options: { closeWithEscape?: boolean } = {}) {
  const openDropdowns = page.locator('.ant-select-dropdown').filter({ visible: true });
  // A dropdown that is still closing would answer for the next one.
  await expect.poll(() => openDropdowns.count()).toBe(0);
  await select.click();
  if (search !== null) await page.keyboard.type(search);
  const choices = openDropdowns.locator('.ant-select-item-option').filter({ visible: true });
  const choice = text === null ? choices.first() : choices.filter({ hasText: text }).first();
  if (options.closeWithEscape) {
    await choice.click();
    // Only while a dropdown is open: an Escape that reaches a drawer or dialog would ask to leave it.
    if ((await openDropdowns.count()) > 0) await page.keyboard.press('Escape');
  } else {
    // Now and then the first click lands while the dropdown is still settling and chooses nothing (the dropdown
    // stays open): click the still-visible option again.
    for (let attempt = 0; attempt < 3; attempt++) {
      await choice.click();
      const closed = await expect.poll(() => openDropdowns.count(), { timeout: 2_000 }).toBe(0).then(() => true, () => false);
      if (closed) break;
    }
  }
  await expect.poll(() => openDropdowns.count()).toBe(0);
}

/** Types a date-time into an antd DatePicker (replacing what it holds) and confirms it with Enter. */
export async function typeDate(picker: Locator, value: string) {
  const input = picker.locator('xpath=descendant-or-self::input').first();
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(value);
  await input.press('Enter');
}

/**
 * Types `start` into a filter drawer's date range and presses Enter (the end input takes the focus and the drawer stays
 * open), then types `end`: the Enter that searches from the end input is the caller's, with what it waits for.
 */
export async function typeDateRangeUpToEnter(page: Page, drawer: Locator, start: string, end: string) {
  // A click, not focus(): a drawer may have given the start input the focus already, with its calendar closed.
  await drawer.locator('.ant-picker-range input').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(start);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('date-range'))).toBe('end');
  expect(await drawer.isVisible()).toBe(true);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(end);
}

/**
 * On a list screen whose search failed (its request still failing): Search in the filter drawer with the same filter
 * asks again and the failure is said again. It sent nothing: the failed answer stayed under that filter.
 */
export async function searchSameFilterAgain(page: Page, prefix: string, path: string) {
  await page.getByTestId(`${prefix}-filter-open`).click();
  await page.getByTestId(`${prefix}-filter-drawer`).waitFor();
  await Promise.all([page.waitForRequest((request) => request.url().endsWith(path)), page.getByTestId(`${prefix}-filter-search`).click()]);
  await page.getByTestId(`${prefix}-error`).waitFor();
}
