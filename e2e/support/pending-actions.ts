import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// The planning board's pending actions (Save all, Discard all) on its tab line.

/** Whether the board's last tab is cut off by the tab line's right edge (its tabs share the line with the pending actions). */
export function lastTabClipped(page: Page) {
  return page.evaluate(() => {
    const wrap = document.querySelector('.pg-tab-line .ant-tabs-nav-wrap')!.getBoundingClientRect();
    const last = Array.from(document.querySelectorAll('.pg-tab-line [role="tab"]')).at(-1)!.getBoundingClientRect();
    return last.right > wrap.right + 0.5 || last.width === 0;
  });
}

/**
 * Opens Save all's or Discard all's question and checks that it lies wholly in the window, below the page's header
 * and title line (it opened above its button and covered them), then answers No.
 */
export async function checkConfirmPlacement(page: Page, which: 'save' | 'discard') {
  await page.getByTestId(`planning-${which}-all`).click();
  const question = page.locator('.ant-popconfirm').filter({ has: page.getByTestId(`planning-${which}-confirm`) });
  await question.waitFor();
  const box = (await question.boundingBox())!;
  const titleLine = (await page.getByTestId('planning-filter-bar').boundingBox())!;
  const window = page.viewportSize()!;
  const inView = box.y >= titleLine.y + titleLine.height && box.x >= 0 && box.x + box.width <= window.width && box.y + box.height <= window.height;
  expect(inView, `${which} at ${window.width}: ${JSON.stringify(box)} below ${titleLine.y + titleLine.height}`).toBe(true);
  await question.getByRole('button', { name: /^(No|Нет|Hayır)$/ }).click();
  await question.waitFor({ state: 'hidden' });
}
