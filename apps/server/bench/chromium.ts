/**
 * How the bench and the browser tests (e2e/support/browser.ts) start Chromium: headless, no GPU, none of the
 * browser's own background work. The address bar's popup is a web page of the browser's own since Chromium 151
 * and is rendered ahead in every new window, headless too: on a 2-core machine it took a core's worth of time
 * during each page load measured (Puppeteer turns it off by default for the same reason, puppeteer/puppeteer#15278).
 */
export const HEADLESS_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const BENCH_CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: HEADLESS_CHROMIUM_ARGS };
