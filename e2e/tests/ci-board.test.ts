import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signIn, signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { pickOption, typeDate } from '../support/form-controls';
import { apiCall } from '../support/api';
import { shot } from '../support/ci-board';

const PROBLEM = `E2E ${Date.now()}: the hose reels block the walkway in bay 3.`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
let filePath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  filePath = path.join(mkdtempSync(path.join(tmpdir(), 'ci-e2e-')), 'hose-reels.png');
  writeFileSync(filePath, PNG);
});
afterAll(async () => browser?.close());

/** The id of the e2e suggestion, read through the API as ciuser. */
async function suggestionId(): Promise<number> {
  const token = await apiToken('ciuser');
  const res = await fetch(`${baseUrl()}/api/ciBoard/list`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ userName: 'CIUSER', limit: 10 }) });
  const body = (await res.json()) as { ciBoardData: { id: number; problem: string }[] };
  return body.ciBoardData.find((r) => r.problem === PROBLEM)!.id;
}

async function openAndReview(page: Page, id: number, fill: () => Promise<void>) {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/ci-board?id=${id}`);
  const dialog = page.getByTestId('ci-dialog');
  await dialog.getByTestId('ci-form-author').waitFor({ timeout: 30_000 });
  // Once it has opened (its zoom takes 0.3 s), it shows its top, the problem to be read, not its first free field below.
  await page.waitForTimeout(800);
  expect(await dialog.getByTestId('ci-form-problem').evaluate((field) => field.getBoundingClientRect().top > 0 && field.getBoundingClientRect().bottom < window.innerHeight)).toBe(true);
  expect(await dialog.getByTestId('ci-form-problem').inputValue()).toBe(PROBLEM);
  // The committee reads the author's text but cannot change it.
  expect(await dialog.getByTestId('ci-form-problem').isDisabled()).toBe(true);
  await fill();
  await dialog.getByTestId('ci-form-save').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('CI board', () => {
  it('ciuser lands on the board, adds a suggestion with a file and finds it under "my own suggestions"; no export', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'ciuser');
    await page.waitForURL(/\/ci-board/);
    await page.getByTestId('ci-table-row').first().waitFor();
    expect(await page.getByTestId('ci-export').count()).toBe(0);
    await shot(page, 'list-en');

    await page.getByTestId('ci-add').click();
    const dialog = page.getByTestId('ci-dialog');
    await pickOption(page, dialog.getByTestId('ci-form-waste-type'), null, 'Motion');
    // The CI user's one CI organization is chosen already.
    await expect.poll(() => dialog.getByTestId('ci-form-organization').locator('.ant-select-content').getAttribute('title')).toBe('İzmir Kemalpaşa');
    await pickOption(page, dialog.getByTestId('ci-form-department'), null, 'Workshop');
    await dialog.getByTestId('ci-form-problem').fill(PROBLEM);
    await dialog.getByTestId('ci-form-proposal').fill('Mount the reels on the wall.');
    await dialog.locator('input[type=file]').setInputFiles(filePath);
    await dialog.getByText('hose-reels.png').waitFor();
    await shot(page, 'new-en');
    await dialog.getByTestId('ci-form-save').click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('ci-quick-4').click();
    await page.getByTestId('ci-chip-quick').waitFor();
    const first = page.getByTestId('ci-table-row').first();
    await expect.poll(() => first.textContent()).toContain(PROBLEM.slice(0, 40));
    expect(await first.getByTestId('ci-status-tag').getAttribute('data-status')).toBe('WAITING_APPROVAL');

    // No Excel export on the other screens they may open either (the server refuses it too).
    await page.goto('/dispatcher/planning-history');
    await page.getByTestId('history-filter-open').waitFor();
    expect(await page.getByTestId('history-export').count()).toBe(0);
    await context.close();
  });

  it('committee approves it with a due date, then puts it live graded as best practice; both steps in the history', async () => {
    const id = await suggestionId();
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'committee');
    const dialog = page.getByTestId('ci-dialog');
    await openAndReview(page, id, async () => {
      // WAITING_APPROVAL cannot go straight to LIVE.
      await dialog.getByTestId('ci-form-status').click();
      const live = page.locator('.ant-select-item-option').filter({ hasText: 'Live' });
      expect(await live.getAttribute('aria-disabled')).toBe('true');
      await page.keyboard.press('Escape');
      await pickOption(page, dialog.getByTestId('ci-form-status'), null, 'Approved');
      await dialog.getByTestId('ci-form-save').click();
      await dialog.getByText('A due date is required').waitFor();
      await typeDate(dialog.getByTestId('ci-form-due-date'), '2027-01-15');
    });
    await openAndReview(page, id, async () => {
      await pickOption(page, dialog.getByTestId('ci-form-status'), null, 'Live');
      await pickOption(page, dialog.getByTestId('ci-form-grading'), null, 'A –');
      await dialog.getByTestId('ci-form-best-practice').check();
      await dialog.getByTestId('ci-form-graded').check();
    });
    await page.goto(`/ci-board?id=${id}`);
    const rows = dialog.getByTestId('ci-history').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
    expect(await rows.nth(1).textContent()).toContain('Approved');
    expect(await rows.nth(2).textContent()).toContain('Live');
    expect(await rows.nth(2).textContent()).toContain('A – high impact');
    expect(await dialog.getByTestId('ci-attachment-link').textContent()).toContain('hose-reels.png');
    await shot(page, 'review-en');
    await context.close();
  });

  it('a half-filled suggestion is not lost on Esc or Cancel: the question comes only after a change, and No keeps the text', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'ciuser');
    await page.goto('/ci-board');
    await page.getByTestId('ci-table-row').first().waitFor();
    const dialog = page.getByTestId('ci-dialog');
    // Nothing entered: Esc closes at once.
    await page.getByTestId('ci-add').click();
    await dialog.getByTestId('ci-form-problem').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('ci-add').click();
    await dialog.getByTestId('ci-form-problem').fill('The oil drums stand in the walkway.');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal-confirm-title').filter({ hasText: 'Discard your changes?' }).waitFor();
    await page.getByTestId('discard-keep').click();
    expect(await dialog.getByTestId('ci-form-problem').inputValue()).toBe('The oil drums stand in the walkway.');
    await shot(page, 'discard-kept');
    await dialog.getByTestId('ci-form-cancel').click();
    await page.getByTestId('discard-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the committee confirms a rejection, named by its key, before it is saved; one made on a version a colleague saved meanwhile is refused', async () => {
    const token = await apiToken('committee');
    const waiting = await apiCall<{ ciBoardData: { id: number; recordReferenceKey: string }[] }>(token, '/api/ciBoard/list', { countryCode: 'TR', status: 'WAITING_APPROVAL', limit: 10 });
    const { id, recordReferenceKey } = waiting.ciBoardData[0];
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'committee');
    await page.goto(`/ci-board?id=${id}`);
    const dialog = page.getByTestId('ci-dialog');
    await dialog.getByTestId('ci-form-author').waitFor({ timeout: 30_000 });
    await pickOption(page, dialog.getByTestId('ci-form-status'), null, 'Rejected');
    await dialog.getByTestId('ci-form-committee-note').fill('Not for our workshop.');
    await dialog.getByTestId('ci-form-save').click();
    await page.locator('.ant-modal-confirm-title').filter({ hasText: `Reject suggestion ${recordReferenceKey}?` }).waitFor();
    await page.getByTestId('ci-reject-cancel').click();
    // Not saved: the dialog stays open with the choice, and the server still has it waiting.
    expect(await dialog.getByTestId('ci-form-committee-note').inputValue()).toBe('Not for our workshop.');
    const detail = await apiCall<{ ciBoardData: Record<string, unknown> & { statusName: string } }>(token, `/api/ciBoard/${id}`);
    expect(detail.ciBoardData.statusName).toBe('WAITING_APPROVAL');

    // Meanwhile a second committee member approves it; this one's rejection, made on what they opened, is refused.
    const d = detail.ciBoardData;
    const approval = new FormData();
    approval.append('ciBoardDatum', JSON.stringify({ ...d, id, userNote: d.employeeNote, status: 'APPROVED', dueDate: '20270301' }));
    const approved = await fetch(`${baseUrl()}/api/ciBoard/update`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: approval });
    expect(approved.status).toBe(200);
    await dialog.getByTestId('ci-form-save').click();
    await page.getByTestId('ci-reject-confirm').click();
    await dialog.getByTestId('ci-form-error').filter({ hasText: 'Someone else saved this suggestion after you opened it.' }).waitFor();
    // In view, although Save was pressed with the dialog's body scrolled down to the review.
    const inBody = (alert: Element) => {
      const [box, body] = [alert.getBoundingClientRect(), alert.closest('.ant-modal-body')!.getBoundingClientRect()];
      return box.top >= body.top - 1 && box.bottom <= body.bottom + 1;
    };
    await expect.poll(() => dialog.getByTestId('ci-form-error').evaluate(inBody)).toBe(true);
    // Nothing of the rejection was stored. The form shows the approval's due date with what this member typed kept
    // on top, and says which of their changes differ from it (the status the colleague changed too).
    expect((await apiCall<{ ciBoardData: { statusName: string } }>(token, `/api/ciBoard/${id}`)).ciBoardData.statusName).toBe('APPROVED');
    await expect.poll(() => dialog.getByTestId('ci-kept-fields').textContent(), { timeout: 15_000 }).toBe('Status, Committee note');
    expect(await dialog.getByTestId('ci-kept-over-theirs').textContent()).toContain('Status');
    const hints = await dialog.locator('[data-testid^="ci-kept-hint-"]').evaluateAll((n) => n.map((e) => `${e.getAttribute('data-testid')}: ${e.textContent}`));
    expect(hints).toEqual(["ci-kept-hint-status: Your change, kept over the other person's: not saved yet.", 'ci-kept-hint-committeeNote: Your change, kept: not saved yet.']);
    const form = [dialog.getByTestId('ci-form-committee-note').inputValue(), dialog.getByTestId('ci-form-status').textContent(), dialog.getByTestId('ci-form-due-date').inputValue()];
    expect(await Promise.all(form)).toEqual(['Not for our workshop.', expect.stringContaining('Rejected'), expect.stringContaining('2027')]);
    await shot(page, 'changed-meanwhile', dialog.getByTestId('ci-form-error'));
    // Saved again, now on the approved version: the rejection is stored with the member's note.
    await dialog.getByTestId('ci-form-save').click();
    await page.getByTestId('ci-reject-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    const rejected = await apiCall<{ ciBoardData: { statusName: string; committeeNote: string | null } }>(token, `/api/ciBoard/${id}`);
    expect(rejected.ciBoardData).toMatchObject({ statusName: 'REJECTED', committeeNote: 'Not for our workshop.' });
    await context.close();
  });

  it('the dialog fits 1280×720 (new, review, read-only with a file): its body scrolls inside, the footer buttons stay in view', async () => {
    const expectFits = async (page: Page, button: string) => {
      const dialog = page.getByTestId('ci-dialog');
      const box = (await dialog.getByTestId(button).boundingBox())!;
      expect(box.y, button).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, button).toBeLessThanOrEqual(720);
      // The page behind does not scroll: the dialog's body does, inside the window.
      const scroll = await dialog.evaluate((root) => {
        const wrap = root.querySelector('.ant-modal-wrap')!;
        const body = wrap.querySelector('.ant-modal-body')!;
        return { wrap: wrap.scrollHeight > wrap.clientHeight, bottom: body.getBoundingClientRect().bottom <= window.innerHeight };
      });
      expect(scroll, button).toEqual({ wrap: false, bottom: true });
    };
    const open = async (user: 'ciuser' | 'committee', url: string, ready: string) => {
      const { context, page } = await newPage(browser);
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInByToken(page, user);
      await page.goto(url);
      if (url === '/ci-board') {
        await page.getByTestId('ci-table-row').first().waitFor();
        await page.getByTestId('ci-add').click();
      }
      await page.getByTestId('ci-dialog').getByTestId(ready).waitFor({ timeout: 30_000 });
      return { context, page };
    };

    // New, with the file chosen.
    let { context, page } = await open('ciuser', '/ci-board', 'ci-form-problem');
    await page.getByTestId('ci-dialog').locator('input[type=file]').setInputFiles(filePath);
    await page.getByTestId('ci-dialog').getByText('hose-reels.png').waitFor();
    await expectFits(page, 'ci-form-save');
    await context.close();

    // The committee's review with its history.
    ({ context, page } = await open('committee', `/ci-board?id=${await suggestionId()}`, 'ci-history'));
    await expectFits(page, 'ci-form-save');
    // The wheel over the dialog, its title and footer too, scrolls its body, never the board behind.
    const scrollTops = () => page.evaluate(() => [document.querySelector('.ant-modal-body')!.scrollTop, document.scrollingElement!.scrollTop]);
    for (const part of ['.ant-modal-title', '.ant-modal-footer']) {
      const [body, board] = await scrollTops();
      const box = (await page.getByTestId('ci-dialog').locator(part).boundingBox())!;
      await page.mouse.move(box.x + 8, box.y + box.height / 2);
      await page.mouse.wheel(0, 120);
      await expect.poll(async () => (await scrollTops())[0], { message: part }).toBeGreaterThan(body);
      expect((await scrollTops())[1], part).toBe(board);
    }
    // The last field of the review is reached by scrolling the body; Save stays where it was.
    await page.getByTestId('ci-dialog').getByTestId('ci-history').scrollIntoViewIfNeeded();
    await expectFits(page, 'ci-form-save');
    await context.close();

    // Read-only for its author once it left the waiting state, with a seeded file.
    const token = await apiToken('ciuser');
    const mine = await apiCall<{ ciBoardData: { id: number; statusName: string; attachments: unknown[] }[] }>(token, '/api/ciBoard/list', { userName: 'CIUSER', limit: 50 });
    const readOnly = mine.ciBoardData.find((r) => r.attachments.length > 0 && r.statusName !== 'WAITING_APPROVAL') ?? mine.ciBoardData.find((r) => r.attachments.length > 0)!;
    ({ context, page } = await open('ciuser', `/ci-board?id=${readOnly.id}`, 'ci-attachment-link'));
    const canSave = (await page.getByTestId('ci-dialog').getByTestId('ci-form-save').count()) > 0;
    await expectFits(page, canSave ? 'ci-form-save' : 'ci-form-cancel');
    await context.close();
  });
});
