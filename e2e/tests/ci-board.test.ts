import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signIn, signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { pickOption, typeDate } from '../support/form-controls';
import { apiCall, inEachLanguage, setUserLanguage } from '../support/api';
import { cutCells, openSideMenu, scrolledFullyRight, sidewaysScrollingTables, unfitTableTexts } from '../support/layout';
import { resize } from '../support/settle';

const SHOTS = process.env.E2E_SCREENSHOTS;
const PROBLEM = `E2E ${Date.now()}: the hose reels block the walkway in bay 3.`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
let filePath: string;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  filePath = path.join(mkdtempSync(path.join(tmpdir(), 'ci-e2e-')), 'hose-reels.png');
  writeFileSync(filePath, PNG);
});
afterAll(async () => browser?.close());

/** At both sizes; `focus` is scrolled into view first (a control below the dialog's fold). */
async function shot(page: Page, name: string, focus?: Locator) {
  if (!SHOTS) return;
  for (const [w, h] of [[1600, 1000], [1280, 720]]) {
    await page.setViewportSize({ width: w, height: h });
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `ci-board-${name}-${w}.png`) });
  }
}

/**
 * The table's header texts that run past their cell's padding, even where an ellipsis and a title stand in for the rest
 * (a header names its column: 'განყოფი…' named none).
 */
function cutHeaders(root: Element): string[] {
  const headers = Array.from((root.closest('.ant-table-wrapper') ?? root).querySelectorAll<HTMLElement>('thead th')).filter((th) => th.offsetWidth > 0 && th.textContent);
  return headers
    .filter((th) => {
      const style = getComputedStyle(th);
      const box = th.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(th);
      const text = range.getBoundingClientRect();
      return text.left < box.left + parseFloat(style.paddingLeft) - 1 || text.right > box.right - parseFloat(style.paddingRight) + 1;
    })
    .map((th) => th.textContent ?? '');
}

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
    await signIn(page, 'committee');
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

  it('a double-click opens a row without selecting its text; a double-click on Close closes the dialog without opening the row under it', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 720 });
    await signInByToken(page, 'committee');
    await page.goto('/ci-board');
    const rows = page.getByTestId('ci-table-row');
    await rows.nth(7).waitFor();
    const dialog = page.getByTestId('ci-dialog');
    const selected = () => page.evaluate(() => String(getSelection()));
    // While the suggestion loads (held back here), its dialog is not titled as a new one nor offers Save.
    const detail = /\/api\/ciBoard\/\d+$/;
    await page.route(detail, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await rows.nth(1).getByTestId('ci-row-problem').dblclick();
    await dialog.locator('.ant-skeleton').waitFor();
    expect(await dialog.locator('.ant-modal-container').innerText()).not.toContain('New improvement suggestion');
    expect(await dialog.getByTestId('ci-form-save').count()).toBe(0);
    await dialog.getByTestId('ci-form-author').waitFor({ timeout: 30_000 });
    await page.unroute(detail);
    expect(await selected()).toBe('');
    const opened = new URL(page.url()).searchParams.get('id');
    expect(opened).not.toBeNull();

    // A person who opens rows with a double-click closes the dialog with one too: its second press comes once the
    // dialog has gone, on the row that lay under Close, and opened that row's suggestion.
    const close = (await dialog.getByTestId('ci-form-cancel').boundingBox())!;
    const [x, y] = [close.x + close.width / 2, close.y + close.height / 2];
    expect(await page.evaluate(([px, py]) => document.elementsFromPoint(px, py).some((e) => e.closest('[data-testid="ci-table-row"]')), [x, y])).toBe(true);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.up();
    await dialog.waitFor({ state: 'detached' });
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await page.waitForTimeout(1_000);
    expect(await dialog.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('id')).toBeNull();

    // A selection dragged over a row's text still works, and a double-click on the row still opens it.
    const problem = rows.nth(2).getByTestId('ci-row-problem');
    const box = (await problem.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + 8);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 4, box.y + 8, { steps: 8 });
    await page.mouse.up();
    expect((await selected()).length).toBeGreaterThan(5);
    await problem.dblclick();
    await dialog.getByTestId('ci-form-author').waitFor({ timeout: 30_000 });
    expect(await selected()).toBe('');
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

  it('quick filters toggle with a chip; the committee may export', async () => {
    const { context, page } = await newPage(browser, { locale: 'tr-TR' });
    await signInByToken(page, 'committee');
    await page.goto('/ci-board');
    await page.getByTestId('ci-table-row').first().waitFor();
    expect(await page.getByTestId('ci-export').count()).toBe(1);
    const total = await page.getByTestId('ci-table').getAttribute('data-total');
    await page.getByTestId('ci-quick-3').click();
    await page.getByTestId('ci-chip-quick').waitFor();
    await expect.poll(() => page.getByTestId('ci-table').getAttribute('data-total')).not.toBe(total);
    const statuses = await page.getByTestId('ci-table-row').getByTestId('ci-status-tag').evaluateAll((n) => n.map((x) => x.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['LIVE']));
    await shot(page, 'quick-live');
    await page.getByTestId('ci-quick-3').click();
    await page.getByTestId('ci-chip-quick').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('ci-table').getAttribute('data-total')).toBe(total);
    // "Last month" replaces the default created range: its chip names the calendar month the list shows, and the
    // replaced range has no chip of its own to contradict it.
    const now = new Date();
    const lastMonthEnd = new Date(now.getFullYear(), now.getMonth(), 0);
    const lastMonthStart = new Date(lastMonthEnd.getFullYear(), lastMonthEnd.getMonth(), 1);
    // The committee's portal language is English, whatever the browser's locale: days read as "01 November 2026".
    const boardDay = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'long', year: 'numeric' });
    const monthAndYear = boardDay.format(lastMonthEnd).slice(3);
    await page.getByTestId('ci-quick-1').click();
    await page.getByTestId('ci-chip-quick').waitFor();
    expect(await page.getByTestId('ci-chip-quick').innerText()).toContain(`${boardDay.format(lastMonthStart)} – ${boardDay.format(lastMonthEnd)}`);
    expect(await page.getByTestId('ci-chip-created').count()).toBe(0);
    const outsideLastMonth = async () => (await page.getByTestId('ci-created-date').allInnerTexts()).filter((d) => !d.endsWith(monthAndYear));
    await expect.poll(outsideLastMonth).toEqual([]);
    await shot(page, 'quick-last-month');
    await context.close();
  });

  it('an observer reads the board and its suggestions but is offered no new suggestion and no field to change', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'observer');
    await page.goto('/ci-board');
    await page.getByTestId('ci-table-row').first().waitFor();
    expect(await page.getByTestId('ci-add').count()).toBe(0);
    await page.getByTestId('ci-table-row').first().dblclick();
    const dialog = page.getByTestId('ci-dialog');
    await dialog.getByTestId('ci-form-read-only').waitFor();
    expect(await dialog.locator('textarea:not([disabled]), input:not([disabled]):not([type=file])').count()).toBe(0);
    expect(await dialog.getByTestId('ci-form-save').count()).toBe(0);
    await context.close();
  });

  it('a seeded suggestion of ciuser shows its file in the dialog and downloads it, in English and Turkish', async () => {
    const token = await apiToken('ciuser');
    const mine = await apiCall<{ ciBoardData: { id: number; attachments: { fileName: string; sizeBytes: number }[] }[] }>(token, '/api/ciBoard/list', { userName: 'CIUSER', limit: 25 });
    const seeded = mine.ciBoardData.find((r) => r.attachments.length > 0 && !r.attachments[0].fileName.startsWith('hose-reels'))!;
    const { fileName, sizeBytes } = seeded.attachments[0];
    for (const language of ['en', 'tr']) {
      await setUserLanguage(token, language);
      try {
        const { context, page } = await newPage(browser);
        await signInByToken(page, 'ciuser');
        await page.goto(`/ci-board?id=${seeded.id}`);
        const link = page.getByTestId('ci-dialog').getByTestId('ci-attachment-link');
        await link.waitFor({ timeout: 30_000 });
        expect(await link.textContent()).toContain(fileName);
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toBe(fileName);
        const saved = path.join(mkdtempSync(path.join(tmpdir(), 'ci-download-')), fileName);
        await download.saveAs(saved);
        expect(readFileSync(saved).byteLength).toBe(sizeBytes);
        await shot(page, `attachment-${language}`, link);
        await context.close();
      } finally {
        await setUserLanguage(token, 'en');
      }
    }
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

  it('fits its columns at 1600×1000 with the side menu open and at 1280×720 with it folded; the problem at least 300 px wide; with it open at 1280×720 the ID and the problem stay fixed on the left while the table scrolls sideways, a scroll bar on screen; cut texts are whole on hover; every header whole (en, ru, ge)', async () => {
    // The committee's long board (in English) runs on below the window, so its sticky scroll bar is needed; ciuser's own in
    // Russian and in Georgian, whose headers are the widest ('განყოფილება').
    const ciuser = await apiToken('ciuser');
    try {
      for (const [user, language] of [['committee', 'en'], ['ciuser', 'ru'], ['ciuser', 'ge']]) {
        if (user === 'ciuser') await setUserLanguage(ciuser, language);
        const { context, page } = await newPage(browser);
        try {
          await page.setViewportSize({ width: 1600, height: 1000 });
          await signInByToken(page, user);
          await page.goto('/ci-board');
          await page.getByTestId('ci-table-row').first().waitFor();
          // The side menu follows the window until the user chooses: open from 1440 px, folded below.
          for (const [size, menuFolded] of [[{ width: 1600, height: 1000 }, 0], [{ width: 1280, height: 720 }, 1]] as const) {
            await resize(page, size);
            await expect.poll(() => page.locator('[data-testid="side-menu"] .ant-menu-inline-collapsed').count()).toBe(menuFolded);
            await expect.poll(() => sidewaysScrollingTables(page), { message: `${language} at ${size.width}` }).toEqual([]);
            expect(await unfitTableTexts(page, 'ci-table'), `${language} at ${size.width}`).toEqual([]);
            expect(await page.getByTestId('ci-table').evaluate(cutHeaders), `${language} at ${size.width}`).toEqual([]);
            // The problem has room for two lines of its 80 characters; the department, cut with its title, shows from 1,600 px.
            expect(await page.getByTestId('ci-row-problem').first().evaluate((span) => span.closest('td')!.clientWidth), `${language} at ${size.width}`).toBeGreaterThanOrEqual(300);
            if (size.width === 1600) {
              // A department cut in its cell (one wider than the header's longest word) shows whole on hover.
              expect((await cutCells(page, 'ci-table-row')).untitled, language).toEqual([]);
            }
          }
          await openSideMenu(page);
          await shot(page, `columns-${language}`);
          await resize(page, { width: 1280, height: 720 });
          expect(await sidewaysScrollingTables(page)).toEqual(['ci-table']);
          expect(await unfitTableTexts(page, 'ci-table'), language).toEqual([]);
          const scrolled = await scrolledFullyRight(page, 'ci-table', '[data-testid="ci-row-key"]');
          expect(scrolled, language).toEqual({ scrolledToEnd: true, keyCellShown: true, lastCellShown: true, scrollBarOnScreen: true, tableRunsOnBelow: scrolled.tableRunsOnBelow });
          if (user === 'committee') expect(scrolled.tableRunsOnBelow).toBe(true);
          // The problem, the row's title, stays beside the ID.
          expect((await scrolledFullyRight(page, 'ci-table', '[data-testid="ci-row-problem"]')).keyCellShown, language).toBe(true);
          if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `ci-board-columns-scrolled-${language}-1280.png`) });
        } finally {
          await context.close();
        }
      }
    } finally {
      await setUserLanguage(ciuser, 'en');
    }
  });

  it('the filter drawer is 600 px wide and shows every field, its buttons and days of the longest month whole at 1280×720 (en, ge)', async () => {
    await inEachLanguage(browser, 'committee', ['en', 'ge'], async (page, language) => {
      await signInByToken(page, 'committee');
      await page.goto('/ci-board');
      await page.getByTestId('ci-table-row').first().waitFor();
      await page.getByTestId('ci-filter-open').click();
      const drawer = page.locator('.ant-drawer-content-wrapper').filter({ has: page.getByTestId('ci-filter-search') });
      await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(600);
      for (const id of ['ci-filter-search', 'ci-filter-reset']) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(box.y + box.height, id).toBeLessThanOrEqual(720);
        expect(box.x + box.width, id).toBeLessThanOrEqual(600);
      }
      // Every control fits the drawer's width (the body scrolls vertically, never sideways).
      const overflow = await page.getByTestId('ci-filter-drawer').evaluate((el) => {
        const body = (el.querySelector('.ant-drawer-body') ?? el.closest('.ant-drawer-content-wrapper')!.querySelector('.ant-drawer-body'))!;
        const right = body.getBoundingClientRect().right;
        return { sideways: body.scrollWidth > body.clientWidth, outside: Array.from(body.querySelectorAll('.ant-form-item-control')).filter((c) => c.getBoundingClientRect().right > right + 0.5).length };
      });
      expect(overflow).toEqual({ sideways: false, outside: 0 });
      // The half-width day pickers show a chosen day whole, with the longest month of the five languages ('28 თებერვალი 2026').
      const pickers = ['created', 'updated', 'due'].flatMap((range) => [`ci-filter-${range}-start`, `ci-filter-${range}-end`]);
      for (const id of pickers) await typeDate(page.getByTestId(id), '2026-02-28');
      await drawer.locator('.ant-drawer-title').click();
      const cutDays: string[] = [];
      for (const id of pickers) {
        const input = page.getByTestId(id).locator('xpath=descendant-or-self::input').first();
        // An input's text past its edge makes its scroll width larger than its width.
        if (await input.evaluate((el) => el.scrollWidth > el.clientWidth)) cutDays.push(`${id}: ${await input.inputValue()}`);
      }
      expect(await page.getByTestId('ci-filter-created-start').locator('xpath=descendant-or-self::input').first().inputValue()).toMatch(/^28 \S+ 2026$/);
      expect(cutDays, language).toEqual([]);
      await shot(page, `filter-drawer-${language}`);
    });
  });
});
