import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

import { HEADLESS_CHROMIUM_ARGS as CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/server/bench/chromium';

// Chromium started as the bench starts it: one list of switches for both.
export { CHROMIUM_ARGS, CHROMIUM_PATH };

/** The server of this worker (global-setup.ts starts one per worker). */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length]!;
}

/**
 * The run's Chromium (started once in global setup; a file's own contexts are closed with its `close()`), or, with
 * `extraArgs` (more Chromium switches, e.g. `--host-resolver-rules=MAP portal.test 127.0.0.1` for another host name)
 * or `own`, a Chromium of the file's own.
 */
export async function launchBrowser(extraArgs: string[] = [], options: { own?: boolean } = {}): Promise<Browser> {
  if (extraArgs.length === 0 && !options.own) return chromium.connect(inject('browserEndpoint'));
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * A page as a user who asked the system for reduced motion sees it: antd opens and closes its dropdowns, pickers
 * and dialogs without animation, so a click never lands on a popup that is still moving.
 */
export async function newPage(browser: Browser, options: { locale?: string; baseURL?: string; timezoneId?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: options.baseURL ?? baseUrl(), locale: options.locale ?? 'en-US', timezoneId: options.timezoneId ?? 'Europe/Istanbul', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}
