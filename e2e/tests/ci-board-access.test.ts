import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { inEachLanguage } from '../support/api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The 403 page a user meets who opens /ci-board from the normal login, and whether it offers the CI login. */
async function refusedBoard(username: string): Promise<{ ciLoginOffered: boolean }> {
  const { context, page } = await newPage(browser);
  try {
    await signInByToken(page, username);
    await page.goto('/ci-board');
    await page.getByTestId('page-no-access').waitFor({ timeout: 30_000 });
    await page.getByTestId('no-access-home').waitFor();
    return { ciLoginOffered: (await page.getByTestId('no-access-ci-login').count()) > 0 };
  } finally {
    await context.close();
  }
}

describe('the CI board refused on the 403 page (docs/decisions/0034-ci-login-board-access.md)', () => {
  it('offers "log out and sign in for the CI board" to an admin, whom the CI login lets in, not to a power user, whom it does not', async () => {
    // ADMIN only: the CI login gives the session the board's role.
    expect(await refusedBoard('admin')).toEqual({ ciLoginOffered: true });
    // POWER_USER: the CI login adds nothing and lands on the statistics, so the button only led back here.
    expect(await refusedBoard('power')).toEqual({ ciLoginOffered: false });
  });

  it("says in the reader's language that a suggestion link leads to none they may see, once, in the dialog", async () => {
    const seen: Record<string, { title: string; alert: string; notices: number }> = {};
    await inEachLanguage(browser, 'ciuser', ['en', 'tr', 'ru'], async (page, language) => {
      await signInByToken(page, 'ciuser');
      // No suggestion has this id (one outside the user's organizations answers the same 404).
      await page.goto('/ci-board?id=2147483000');
      const dialog = page.getByTestId('ci-dialog');
      await dialog.getByTestId('ci-dialog-error').waitFor();
      const alert = await dialog.getByTestId('ci-dialog-error').innerText();
      const title = (await dialog.locator('.ant-modal-title').count()) ? await dialog.locator('.ant-modal-title').innerText() : '';
      // Closed, the board is there with nothing else said about it (the toast repeated the server's English words).
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      seen[language] = { title, alert, notices: await page.locator('.ant-notification-notice').count() };
    });
    expect(seen).toEqual({
      en: {
        title: 'Suggestion not found',
        alert: 'No suggestion with this number is open to you: it does not exist, or it belongs to organizations you do not see.',
        notices: 0,
      },
      tr: { title: 'Öneri bulunamadı', alert: 'Bu numarada size açık bir öneri yok: ya hiç yok ya da göremediğiniz organizasyonlara ait.', notices: 0 },
      ru: {
        title: 'Предложение не найдено',
        alert: 'Предложения с этим номером, доступного вам, нет: его не существует или оно относится к организациям, которые вам не видны.',
        notices: 0,
      },
    });
  });
});
