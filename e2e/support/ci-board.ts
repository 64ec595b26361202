import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SHOTS } from './screenshots';

/** With E2E_SCREENSHOTS, the board at both sizes as `ci-board-<name>-<width>.png`; `focus` is scrolled into view first (a control below the dialog's fold). */
export async function shot(page: Page, name: string, focus?: Locator) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [w, h] of [[1600, 1000], [1280, 720]]) {
    await page.setViewportSize({ width: w, height: h });
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `ci-board-${name}-${w}.png`) });
  }
}
