/**
 * How the bench starts Chromium, as e2e/support/browser.ts does: headless, no GPU, none of the browser's own
 * background work. The address bar's popup is a web page of the browser's own since Chromium 151 and is rendered
 * ahead in every new window, headless too: on this 2-core machine it took a core's worth of time during each load
 * the bench measured (Puppeteer turns it off by default for the same reason, puppeteer/puppeteer#15278).
 */
export const BENCH_CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ],
};
