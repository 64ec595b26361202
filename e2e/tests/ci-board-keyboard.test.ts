import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { apiCall } from '../support/api';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? document.activeElement?.tagName);

describe('CI board from the keyboard', () => {
  it('choosing a file with Enter or Space on "Choose file" leaves the focus on that button', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'ciuser');
      await page.goto('/ci-board');
      await page.getByTestId('ci-table-row').first().waitFor({ timeout: 30_000 });
      await page.getByTestId('ci-add').click();
      const upload = page.getByTestId('ci-form-upload');
      await upload.waitFor();
      for (const key of ['Enter', ' ']) {
        await upload.focus();
        // The upload blurred the button as it opened the file dialog: the focus fell to the page's body.
        await page.keyboard.press(key);
        await page.locator('input[type=file]').setInputFiles({ name: `reels-${key.trim() || 'space'}.png`, mimeType: 'image/png', buffer: PNG });
        await page.getByText(`reels-${key.trim() || 'space'}.png`).waitFor();
        await expect.poll(() => focusedTestId(page)).toBe('ci-form-upload');
      }
    } finally {
      await context.close();
    }
  });

  it("removing a criterion with its chip's ✕ from the keyboard leaves the focus in the bar, on Filters when no chip is left", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'committee');
      await page.goto('/ci-board');
      await page.getByTestId('ci-table-row').first().waitFor({ timeout: 30_000 });
      const closers = page.getByTestId('ci-filter-chips').locator('.ant-tag-close-icon');
      expect(await closers.count()).toBe(1);
      // A screen reader names the ✕ after its chip, not a bare "Close".
      const chipText = (await page.getByTestId('ci-filter-chips').locator('.ant-tag').first().innerText()).trim();
      await page.getByRole('button', { name: `Remove: ${chipText}`, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => closers.count()).toBe(0);
      await expect.poll(() => focusedTestId(page)).toBe('ci-filter-open');
    } finally {
      await context.close();
    }
  });
});

/** A save as the form makes it: multipart with the JSON part ciBoardDatum. */
async function saveSuggestion(token: string, datum: Record<string, unknown>, file?: { name: string; bytes: Buffer }): Promise<number> {
  const body = new FormData();
  body.append('ciBoardDatum', JSON.stringify(datum));
  if (file) body.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
  const res = await fetch(`${baseUrl()}/api/ciBoard/update`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  if (!res.ok) throw new Error(`save: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

describe('CI board in the field', () => {
  it('on a 390×844 phone a criterion chip longer than the screen wraps within it and the new suggestion, one field a line, stays on screen with Save', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'tr-TR', timezoneId: 'Europe/Istanbul', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await signInByToken(page, 'ciuser');
      await page.goto('/ci-board');
      await page.getByTestId('ci-table-row').first().waitFor({ timeout: 30_000 });
      // The created range's chip is wider than the phone: it wraps; it widened the page, and the dialog, centred on
      // that wider page, ran off the screen with its Save button.
      const chip = (await page.getByTestId('ci-chip-created').boundingBox())!;
      expect(chip.x + chip.width).toBeLessThanOrEqual(390);
      await page.getByTestId('ci-add').tap();
      const dialog = page.getByTestId('ci-dialog');
      await dialog.getByTestId('ci-form-save').waitFor();
      const box = async (testId: string) => (await dialog.getByTestId(testId).boundingBox())!;
      const [panel, save] = [(await page.locator('.ant-modal').boundingBox())!, await box('ci-form-save')];
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(390);
      expect(save.x + save.width).toBeLessThanOrEqual(390);
      const [kind, type, organization, department] = [await box('ci-form-kind'), await box('ci-form-waste-type'), await box('ci-form-organization'), await box('ci-form-department')];
      expect(type.y).toBeGreaterThan(kind.y + kind.height);
      expect(department.y).toBeGreaterThan(organization.y + organization.height);
    } finally {
      await context.close();
    }
  });

  it("on a phone the CI login's country question is whole, not cut with an ellipsis", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      // An ADMIN signed in through the CI login sees every country and has filed no suggestion: the flags are offered.
      await page.goto('/login?app=ci');
      await page.getByTestId('login-username').fill('admin');
      await page.getByTestId('login-password').fill('demo');
      await page.getByTestId('login-submit').click();
      const title = page.getByTestId('ci-country-chooser').locator('.ant-card-head-title');
      await title.waitFor({ timeout: 30_000 });
      expect(await title.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      expect(await title.textContent()).toBe('Choose the country whose suggestions you want to see');
    } finally {
      await context.close();
    }
  });

  it('an author whose suggestion the committee approved while they edited it is handed back what they typed, not told it is kept', async () => {
    const token = await apiToken('ciuser');
    const [organization] = await apiCall<{ orgunit: string }[]>(token, '/api/ciAuthorizedOrganizations');
    const datum = { id: null, committeeNote: null, userNote: null, status: null, gradingType: null, wasteType: 'MOTION', isgType: null, orgunit: organization.orgunit, department: 'WORKSHOP', problem: `E2E ${Date.now()}: torque wrenches are shared`, proposal: 'One set per bay.', bestPractice: null, isGraded: false, dueDate: null };
    const id = await saveSuggestion(token, datum);
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'ciuser');
      await page.goto(`/ci-board?id=${id}`);
      const dialog = page.getByTestId('ci-dialog');
      await dialog.getByTestId('ci-form-author').waitFor({ timeout: 30_000 });
      const typed = 'Torque wrenches are shared by four bays; 20 minutes a day go on finding them.';
      await dialog.getByTestId('ci-form-problem').fill(typed);
      await saveSuggestion(await apiToken('committee'), { ...datum, id, status: 'APPROVED', dueDate: '20301231' });
      await dialog.getByTestId('ci-form-save').click();
      await dialog.getByTestId('ci-form-error').filter({ hasText: 'Someone else saved this suggestion after you opened it.' }).waitFor();
      // Approved, the suggestion is no longer the author's to change: their text is handed back to copy, and the
      // read-only form shows what is saved, not their unsaved text as if it were kept for another save.
      await expect.poll(() => dialog.getByTestId('ci-refused-problem').textContent(), { timeout: 15_000 }).toBe(typed);
      expect(await dialog.getByTestId('ci-refused-edits').textContent()).toContain('You can no longer change Problem');
      expect(await dialog.getByTestId('ci-kept-fields').count()).toBe(0);
      expect(await dialog.getByTestId('ci-form-problem').inputValue()).toBe(datum.problem);
      expect(await dialog.getByTestId('ci-form-save').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('Save with a required field scrolled out of the dialog at 1280×720 brings that field into view and gives it the focus', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInByToken(page, 'ciuser');
      await page.goto('/ci-board');
      await page.getByTestId('ci-table-row').first().waitFor({ timeout: 30_000 });
      await page.getByTestId('ci-add').click();
      const dialog = page.getByTestId('ci-dialog');
      // Everything but the type, the organization and the department, typed from the bottom up as far as Save.
      await dialog.getByTestId('ci-form-problem').fill('The hose reels block the walkway.');
      await dialog.getByTestId('ci-form-proposal').fill('Hang them on the wall.');
      await dialog.locator('.ant-modal-body').evaluate((body) => body.scrollTo({ top: body.scrollHeight }));
      expect(await dialog.getByTestId('ci-form-waste-type').evaluate((field) => field.getBoundingClientRect().bottom < field.closest('.ant-modal-body')!.getBoundingClientRect().top)).toBe(true);
      await dialog.getByTestId('ci-form-save').click();
      // Before, the refusal stayed above the fold with the focus on Save: nothing seemed to happen.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('wasteType');
      await expect
        .poll(() => dialog.getByTestId('ci-form-waste-type').evaluate((field) => {
          const body = field.closest('.ant-modal-body')!.getBoundingClientRect();
          const box = field.getBoundingClientRect();
          return box.top >= body.top && box.bottom <= body.bottom;
        }))
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a reload with a half-written suggestion asks first and, refused, keeps the text; an untouched one reloads without asking', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'ciuser');
      await page.goto('/ci-board');
      await page.getByTestId('ci-table-row').first().waitFor({ timeout: 30_000 });
      const asked: string[] = [];
      page.on('dialog', (question) => {
        asked.push(question.type());
        void question.dismiss();
      });
      await page.getByTestId('ci-add').click();
      const problem = page.getByTestId('ci-dialog').getByTestId('ci-form-problem');
      await problem.click();
      await page.keyboard.type('Half a thought about the hose reels');
      // Refused, the reload does not happen: its promise never settles.
      void page.reload({ timeout: 5_000 }).catch(() => undefined);
      await expect.poll(() => asked).toEqual(['beforeunload']);
      expect(await problem.inputValue()).toBe('Half a thought about the hose reels');

      await problem.fill('');
      await page.reload();
      await page.getByTestId('ci-table-row').first().waitFor({ timeout: 30_000 });
      expect(asked).toEqual(['beforeunload']);
    } finally {
      await context.close();
    }
  });

  it('a file its author replaced after the committee opened the suggestion is said to be gone, not a silent click', async () => {
    const token = await apiToken('ciuser');
    const [organization] = await apiCall<{ orgunit: string }[]>(token, '/api/ciAuthorizedOrganizations');
    const datum = { id: null, committeeNote: null, userNote: null, status: null, gradingType: null, wasteType: 'MOTION', isgType: null, orgunit: organization.orgunit, department: 'WORKSHOP', problem: `E2E ${Date.now()}: the parts list is printed daily`, proposal: 'Show it on the tablet.', bestPractice: null, isGraded: false, dueDate: null };
    const id = await saveSuggestion(token, datum, { name: 'first.png', bytes: PNG });
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'committee');
      await page.goto(`/ci-board?id=${id}`);
      const dialog = page.getByTestId('ci-dialog');
      await dialog.getByTestId('ci-attachment-link').filter({ hasText: 'first.png' }).waitFor({ timeout: 30_000 });
      await saveSuggestion(token, { ...datum, id }, { name: 'second.png', bytes: PNG });
      await dialog.getByTestId('ci-attachment-link').click();
      await page.locator('.ant-message').getByText('This file is no longer attached', { exact: false }).waitFor();
      // Not the app's "page not found" notice for the file's 404.
      expect(await page.locator('.ant-notification').getByText('the page you visited was not found', { exact: false }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
