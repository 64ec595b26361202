import type { Page } from 'playwright-core';

/**
 * Starts recording every text an antd message shows on the page, in order: a message leaves after a few seconds,
 * which a busy machine can spend before a test looks, and a message updated in place (a loading notice that becomes
 * the outcome) changes its text without a new element. Returns a reader of the texts seen so far.
 */
export async function recordMessages(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { __messagesSeen: seen });
    const read = () => {
      for (const notice of Array.from(document.querySelectorAll('.ant-message-notice'))) {
        const text = (notice.textContent ?? '').trim();
        if (text && seen[seen.length - 1] !== text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
    read();
  });
  return () => page.evaluate(() => (window as unknown as { __messagesSeen: string[] }).__messagesSeen.slice());
}
