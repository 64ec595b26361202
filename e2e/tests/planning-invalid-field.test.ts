import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser } from '../support/browser';
import { signInByToken } from '../support/session';
import { PlanningPage } from '../support/planning-page';
import { pickOption } from '../support/form-controls';
import { shoot } from '../support/screenshots';

// Demo data: the dispatcher sees TR10 team 1; ADVANCED_ASSIGNMENT_DEFAULT 'TR' opens the new-assignment drawer on
// the wizard. A work order needs a work area and a work type, which the drawer leaves empty.
const TEAM_TR10_FIELD_1 = 1;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('new assignment refused for a missing field, on a small screen', () => {
  it('shows the field in error whole, its message included, with the focus in it', async () => {
    // 1280x720: the first missing field (the work area) lies at the drawer body's bottom edge once an order is chosen.
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', timezoneId: 'Europe/Istanbul', viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.openOn([TEAM_TR10_FIELD_1]);
    await grid.rows().first().getByTestId('planning-add').click();
    const drawer = page.getByTestId('planning-details-drawer');
    await drawer.getByTestId('assignment-form').waitFor();
    await pickOption(page, drawer.getByTestId('assignment-order'), '2000', null);
    await drawer.getByTestId('assignment-work-area').waitFor();

    await drawer.getByTestId('wizard-next').click();
    const message = drawer.getByTestId('assignment-error-workArea');
    await message.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('assignment-work-area');
    // The message lies wholly inside the drawer body's visible part, not under its footer.
    await expect
      .poll(() =>
        message.evaluate((element) => {
          const body = element.closest('.ant-drawer-body')!.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          return box.top >= body.top && box.bottom <= body.bottom;
        }),
      )
      .toBe(true);
    await shoot(page, 'planning-invalid-field');
    await context.close();
  });
});
