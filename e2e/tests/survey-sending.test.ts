import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { axeViolations } from '../support/axe';
import { recordMessages } from '../support/messages';
import { PlanningPage, apiToken, localDay, localDayBefore, type ApiTechnician } from '../support/planning-page';

// Demo data: the dispatcher and the observer both see TR10 team 1; TR has SEND_SURVEY_ENABLED_V2 and the
// mobile prefixes 50, 53, 54, 55 with 10 digits.
const TEAM_TR10_FIELD_1 = 1;
const FINISHED = ['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED', 'SEND_FORM'];
const SHOTS = process.env.E2E_SCREENSHOTS;

interface SurveyItem {
  id: number;
  startDate: number;
  endDate: number;
  orderWekingStatus: string;
  attachmentList: unknown[];
  workOrderItem: { workOrder: { orderNumber: string; deleted: boolean } } | null;
}

const DAY = 24 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

async function techniciansOn(token: string, day: Date): Promise<ApiTechnician[]> {
  const { offset } = localDay();
  const searchDate = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  const res = await fetch(`${baseUrl()}/api/technicians-with-schedules`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(offset) },
    body: JSON.stringify({ teams: [{ id: TEAM_TR10_FIELD_1 }], searchDate }),
  });
  return ((await res.json()) as { technicians: ApiTechnician[] }).technicians;
}

/**
 * A finished work-order job with attachments (the survey tab needs an attachment list) on today or the nearest
 * earlier day, on a technician with a unique name; daysBack: days before today.
 */
async function finishedJob(token: string): Promise<{ technician: ApiTechnician; item: SurveyItem; daysBack: number }> {
  const { dayStart } = localDay();
  for (let daysBack = 0; daysBack <= 14; daysBack++) {
    const start = new Date(dayStart);
    start.setDate(start.getDate() - daysBack);
    const from = start.getTime();
    // The grid also returns the nearest items before and after the day (drawn as markers, not blocks).
    const to = from + DAY;
    const technicians = await techniciansOn(token, start);
    for (const technician of technicians) {
      if (technicians.filter((x) => x.fullName === technician.fullName).length > 1) continue;
      for (const item of technician.schedulers as unknown as SurveyItem[]) {
        // The grid search by order number must leave this technician's row alone: skip orders planned on others too.
        const orderNumber = item.workOrderItem?.workOrder.orderNumber;
        if (technicians.filter((x) => (x.schedulers as unknown as SurveyItem[]).some((s) => s.workOrderItem?.workOrder.orderNumber === orderNumber)).length > 1) continue;
        if (item.startDate >= from && item.endDate <= to && FINISHED.includes(item.orderWekingStatus) && item.attachmentList.length > 0 && item.workOrderItem && !item.workOrderItem.workOrder.deleted) {
          return { technician, item, daysBack };
        }
      }
    }
  }
  throw new Error('no finished job with attachments in the last two weeks of the demo data');
}

/** The newest message to a recipient, read through the development outbox endpoint (ADMIN; the e2e server runs with NODE_ENV=test). */
async function outbox(adminToken: string, recipient: string): Promise<{ body: string }[]> {
  const res = await fetch(`${baseUrl()}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: { body: string }[] }).messages;
}

async function openSurveyTab(page: Page, found: { technician: ApiTechnician; item: SurveyItem; daysBack: number }): Promise<Locator> {
  const { technician, item, daysBack } = found;
  const grid = new PlanningPage(page);
  await grid.openOn([TEAM_TR10_FIELD_1], localDayBefore(daysBack));
  await grid.search(item.workOrderItem!.workOrder.orderNumber);
  await expect.poll(() => grid.rows().count(), { timeout: 5_000 }).toBe(1);
  await grid.block(`s-${item.id}`).click();
  await page.getByTestId('planning-block-popover').getByTestId('planning-block-details').click();
  const drawer = page.getByTestId('planning-details-drawer');
  await drawer.getByTestId('order-tab-survey').click();
  const tab = drawer.getByTestId('survey-tab');
  await tab.waitFor();
  // The sent surveys are counted by the tests: wait until the table has its rows, not its loading state.
  await expect.poll(() => tab.getByTestId('survey-rows').locator('.ant-spin-spinning').count()).toBe(0);
  expect(technician.fullName).toBeTruthy();
  return tab;
}

/** A cold context loads the 2 MB bundle first; on a busy machine that can take longer than the 15 s action timeout. */
async function warmUp(page: Page) {
  await page.goto('/login');
  await page.getByTestId('login-username').waitFor({ timeout: 45_000 });
}

let browser: Browser;
let dispatcherToken: string;
let adminToken: string;
let job: { technician: ApiTechnician; item: SurveyItem; daysBack: number };

beforeAll(async () => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  dispatcherToken = await apiToken('dispatcher');
  adminToken = await apiToken('admin');
  job = await finishedJob(dispatcherToken);
});
afterAll(async () => browser?.close());

describe('survey sending from the order drawer', () => {
  it('adds a contact person, verifies the phone with the code from the outbox, sends the survey and resends it after confirming', async () => {
    const { context, page } = await newPage(browser);
    try {
      await warmUp(page);
      await signInByToken(page, 'dispatcher');
      const tab = await openSurveyTab(page, job);
      const rowsBefore = await tab.getByTestId('survey-rows').locator('tbody tr.ant-table-row').count();

      await tab.getByTestId('survey-add-contact').click();
      const dialog = page.getByTestId('survey-new-contact-dialog');
      await dialog.getByTestId('survey-contact-first-name').fill('Zeynep');
      await page.keyboard.press('Tab');
      const lastName = `Işık${Date.now() % 100000}`;
      await page.keyboard.type(lastName);
      // Esc with a half-typed person asks first; "Keep editing" keeps what was typed.
      await page.keyboard.press('Escape');
      await page.getByTestId('discard-keep').click();
      expect(await dialog.getByTestId('survey-contact-first-name').inputValue()).toBe('Zeynep');
      // The form's own rule words a bad address; the browser's bubble (in the browser's language) must not check it too.
      await dialog.getByTestId('survey-contact-email').fill('zeynep@');
      expect(await dialog.evaluate((form) => (form as HTMLFormElement).checkValidity())).toBe(true);
      await dialog.getByTestId('survey-contact-position').click();
      await page.locator('.ant-select-dropdown').filter({ visible: true }).locator('.ant-select-item-option').first().click();
      await dialog.getByTestId('survey-contact-no-email').check();
      expect(await dialog.getByTestId('survey-contact-email').inputValue()).toBe('no-email@customer.invalid');
      expect(await dialog.getByTestId('survey-contact-email').isDisabled()).toBe(true);

      // The shared rule refuses a number without an operator prefix, and one digit short, before anything is sent.
      const phoneInput = dialog.getByTestId('survey-contact-telephone');
      await phoneInput.fill('5121234567');
      await phoneInput.press('Enter');
      await dialog.getByText('The number must start with one of: 50, 53, 54, 55.').waitFor();
      await phoneInput.fill('532123456');
      await dialog.getByText('The number must have exactly 10 digits.').waitFor();
      const telephone = `53${String(Date.now()).slice(-8)}`;
      await phoneInput.fill(telephone);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/survey-new-contact.png` });
      // One Enter sends nothing: the recipient is shown first, and a second Enter (its default button) goes back to the form.
      await phoneInput.press('Enter');
      const recipient = page.locator('.ant-modal-confirm').filter({ has: page.getByTestId('survey-new-contact-confirm') });
      await recipient.waitFor();
      expect(await recipient.textContent()).toContain(`Zeynep ${lastName}`);
      expect(await recipient.textContent()).toContain(telephone);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Back to the form');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/survey-new-contact-confirm.png` });
      await page.keyboard.press('Enter');
      await recipient.waitFor({ state: 'detached' });
      expect(await outbox(adminToken, telephone)).toEqual([]);
      await phoneInput.press('Enter');
      await page.getByTestId('survey-new-contact-confirm-ok').click();

      const verification = page.getByTestId('survey-verification-dialog');
      await verification.waitFor();
      const resend = verification.getByTestId('survey-verification-resend');
      expect(await resend.isDisabled()).toBe(true);
      expect(await resend.textContent()).toMatch(/\((2:00|1:5\d)\)/);

      const [message] = await outbox(adminToken, telephone);
      const code = /\b(\d{6})\b/.exec(message.body)![1];
      const wrong = code === '000000' ? '111111' : '000000';
      await verification.getByTestId('survey-verification-code').fill(wrong);
      await verification.getByTestId('survey-verification-code').press('Enter');
      await verification.getByTestId('survey-verification-error').getByText('Verification code incorrect').waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/survey-verification.png` });

      await verification.getByTestId('survey-verification-code').fill(code);
      // Recorded from before the click: the message goes after 4 s, and a busy machine can pass that before the test
      // looks; any other outcome (a refusal in the dialog, another message) is named by the failure.
      const messages = await recordMessages(page);
      await verification.getByTestId('survey-verification-submit').click();
      const outcome = async () => [...(await messages()), ...(await verification.getByTestId('survey-verification-error').allTextContents())];
      await expect.poll(outcome, { timeout: 30_000 }).toContain('The survey was sent.');
      expect((await outcome()).filter((text) => text !== 'Sending the survey…')).toEqual(['The survey was sent.']);
      await verification.waitFor({ state: 'detached' });

      // The survey row and the now verified contact person are listed.
      const rows = tab.getByTestId('survey-rows').locator('tbody tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(rowsBefore + 1);
      expect(await rows.first().textContent()).toContain(lastName);
      expect(await rows.first().textContent()).toContain('Sent');
      const contact = tab.getByTestId('survey-contacts').locator('tbody tr.ant-table-row').filter({ hasText: lastName });
      await contact.waitFor();
      expect(await contact.textContent()).toContain(telephone);
      const [link] = await outbox(adminToken, telephone);
      expect(link.body).toMatch(/\/pub\/survey\?c=[A-Za-z0-9_-]{32}&ul=tr$/);

      // Sending again asks first (124) with the server's message, then sends on Yes.
      await contact.getByRole('button', { name: /Send the survey to/ }).click();
      const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'Send it again?' });
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(lastName);
      // No is the default: Enter alone does not send another message.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('No');
      if (SHOTS) {
        await page.waitForTimeout(600);
        await page.screenshot({ path: `${SHOTS}/survey-confirm.png` });
      }
      await page.getByTestId('survey-resend-confirm').click();
      await expect.poll(() => rows.count()).toBe(rowsBefore + 2);
      expect(await rows.nth(1).textContent()).toContain('Expired');
      expect(await rows.first().textContent()).toContain('Sent');
      // The status tags of a filled table are readable (the empty table of the layout check has none).
      const violations = await axeViolations(page, '[data-testid="survey-rows"]');
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/survey-tab.png` });
    } finally {
      await context.close();
    }
  });

  it('shows the surveys to an observer without any send action', async () => {
    const { context, page } = await newPage(browser);
    try {
      await warmUp(page);
      await signInByToken(page, 'observer');
      const tab = await openSurveyTab(page, job);
      await tab.getByTestId('survey-contacts').waitFor();
      const res = await fetch(`${baseUrl()}/api/surveysWo/${job.item.id}`, { headers: { authorization: `Bearer ${dispatcherToken}` } });
      const { surveys } = (await res.json()) as { surveys: unknown[] };
      await expect.poll(() => tab.getByTestId('survey-rows').locator('tbody tr.ant-table-row').count()).toBe(Math.min(15, surveys.length));
      expect(await tab.getByTestId('survey-add-contact').count()).toBe(0);
      expect(await tab.locator('[data-testid^="survey-send-"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
