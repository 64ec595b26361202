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
 * when null). `closeWithEscape`: a multi-select stays open after a click; Escape closes it.
 */
export async function pickOption(page: Page, select: Locator, search: string | null, text: string | null, options: { closeWithEscape?: boolean } = {}) {
  const openDropdowns = page.locator('.ant-select-dropdown').filter({ visible: true });
  // A dropdown that is still closing would answer for the next one.
  await expect.poll(() => openDropdowns.count()).toBe(0);
  await select.click();
  if (search !== null) await page.keyboard.type(search);
  const choices = openDropdowns.locator('.ant-select-item-option').filter({ visible: true });
  await (text === null ? choices.first() : choices.filter({ hasText: text }).first()).click();
  if (options.closeWithEscape) await page.keyboard.press('Escape');
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
