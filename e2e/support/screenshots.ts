import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** Where screenshots go when E2E_SCREENSHOTS names a folder; none are taken otherwise. */
export const SHOTS = process.env.E2E_SCREENSHOTS;

/** The page at 1600×1000 and at 1280×720, as `{name}-{width}.png` in SHOTS. */
export async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1600, 1000],
    [1280, 720],
  ]) {
    await page.setViewportSize({ width, height });
    // Let the layout follow the new size before the picture.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}
