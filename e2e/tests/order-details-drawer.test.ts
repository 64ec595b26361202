import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { drawerLockTag } from '../support/overlays';
import { restoreEnglish, setUserLanguage } from '../support/api';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { PlanningPage, apiToken, localDayBefore, techniciansOf, type ApiTechnician } from '../support/planning-page';
import { shoot } from '../support/screenshots';

// Demo data: the dispatcher and the observer both see TR10 team 1; TR sends surveys (SEND_SURVEY_ENABLED_V2).
const TEAM_TR10_FIELD_1 = 1;
const LOCKED_STATUSES = ['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED'];
const DAY = 86_400_000;

interface Job {
  daysBack: number;
  technician: ApiTechnician;
  itemId: number;
}

/**
 * The nearest earlier day's finished (plan-locked) work-order job of team 1 whose customer has a contact to survey
 * and, with `withFiles`, that has a PDF (previewed) and an XML report (downloaded only).
 */
async function findFinishedJob(token: string, withFiles = false): Promise<Job> {
  for (let daysBack = 1; daysBack <= 20; daysBack++) {
    const day = localDayBefore(daysBack);
    const technicians = await techniciansOf(token, [TEAM_TR10_FIELD_1], day);
    const start = new Date(`${day}T00:00:00`).getTime();
    for (const technician of technicians) {
      if (technicians.filter((x) => x.fullName === technician.fullName).length > 1) continue;
      for (const item of technician.schedulers) {
        if (item.startDate < start || item.endDate > start + DAY || !LOCKED_STATUSES.includes(item.orderWekingStatus) || !item.workOrderItem || item.shouldBeDeleted) continue;
        const files = (item as typeof item & { attachmentList: { extension: string | null }[] }).attachmentList.map((file) => file.extension);
        if (withFiles && !(files.includes('pdf') && files.includes('xml'))) continue;
        const reps = (await (await fetch(`${baseUrl()}/api/getActiveReps/${item.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { customerReps: unknown[] };
        if (reps.customerReps.length > 0) return { daysBack, technician, itemId: item.id };
      }
    }
  }
  throw new Error(`no finished job with a contact person${withFiles ? ', a PDF and an XML report' : ''} on team 1 in the last 20 days`);
}

async function openJob(page: Page, job: Job) {
  const grid = new PlanningPage(page);
  await grid.openOn([TEAM_TR10_FIELD_1], localDayBefore(job.daysBack));
  await grid.search(job.technician.fullName);
  await grid.row(job.technician.id).waitFor();
  await grid.block(`s-${job.itemId}`).click();
  await page.getByTestId('planning-block-popover').getByTestId('planning-block-details').click();
  const drawer = page.getByTestId('planning-details-drawer');
  await drawer.getByTestId('assignment-form').waitFor();
  return drawer;
}

let browser: Browser;
let job: Job;
beforeAll(async () => {
  browser = await launchBrowser();
  job = await findFinishedJob(await apiToken('dispatcher'));
});
afterAll(async () => {
  await restoreEnglish(['dispatcher']);
  await browser?.close();
});

describe("the order drawer's lock tag", () => {
  it("says only the plan of a finished job is locked for a dispatcher, whose survey tab still sends", async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const drawer = await openJob(page, job);
    // The planning fields are locked...
    expect(await drawer.getByTestId('assignment-form').getAttribute('data-read-only')).toBe('true');
    // ...but the title does not call the whole drawer read-only: it names the plan, and why.
    expect(await drawerLockTag(page, page.getByTestId('planning-drawer-read-only'))).toEqual({ text: 'Plan locked', lock: 'planFinished', reason: 'The job is finished: its technician and times can no longer be changed. Notes and the customer survey are still open.' });
    await shoot(page, 'order-details-lock-dispatcher');
    await drawer.getByTestId('order-tab-survey').click();
    const send = drawer.locator('[data-testid^="survey-send-"]').first();
    await send.waitFor();
    expect(await send.isEnabled()).toBe(true);
    await drawer.getByTestId('order-tab-note').click();
    await drawer.getByTestId('note-add').waitFor();
    await context.close();
  });

  it('fits the title at 1280 px in Turkish', async () => {
    await setUserLanguage(await apiToken('dispatcher'), 'tr');
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 720 });
    await signInByToken(page, 'dispatcher');
    const drawer = await openJob(page, job);
    expect((await drawerLockTag(page, page.getByTestId('planning-drawer-read-only'))).text).toBe('Plan kilitli');
    const [title, tag] = await Promise.all([drawer.locator('.ant-drawer-header').boundingBox(), page.getByTestId('planning-drawer-read-only').boundingBox()]);
    expect(tag!.x + tag!.width).toBeLessThanOrEqual(title!.x + title!.width);
    await shoot(page, 'order-details-lock-dispatcher-tr');
    await context.close();
    await restoreEnglish(['dispatcher']);
  });

  it('calls the drawer read-only for an observer, who has no send or note buttons and whose survey the server refuses', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'observer');
    const drawer = await openJob(page, job);
    expect(await drawerLockTag(page, page.getByTestId('planning-drawer-read-only'))).toEqual({ text: 'Read-only', lock: 'readOnly', reason: "You can look at this item, its notes and surveys. The team's dispatchers make the changes." });
    await drawer.getByTestId('order-tab-survey').click();
    await drawer.getByTestId('survey-contacts').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await drawer.locator('[data-testid^="survey-send-"], [data-testid="survey-add-contact"]').count()).toBe(0);
    await context.close();

    const token = await apiToken('observer');
    const reps = (await (await fetch(`${baseUrl()}/api/getActiveReps/${job.itemId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { customerReps: { repId: number; phoneList: { telephone: string }[] }[] };
    const rep = reps.customerReps[0]!;
    const res = await fetch(`${baseUrl()}/api/sendSurvey`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ schedulerId: job.itemId, repId: rep.repId, telephone: rep.phoneList[0]!.telephone }),
    });
    expect(res.status).toBe(403);
  });
});

describe("the order drawer's attachment downloads", () => {
  it('show that a file is being fetched, and a second click starts no second fetch', async () => {
    const withFiles = await findFinishedJob(await apiToken('dispatcher'), true);
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    // The real server's answer is held back until the test has looked at the buttons (a large file on a slow line).
    const fetches: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/attachment/*', async (route) => {
      fetches.push(route.request().url());
      await held;
      await route.continue();
    });
    const drawer = await openJob(page, withFiles);
    await drawer.getByTestId('order-tab-attachments').click();
    const xmlRow = drawer.locator('[data-testid="order-attachment-row"][data-file-name$=".xml"]');
    const button = xmlRow.getByTestId('order-attachment-download');
    await button.click();
    await expect.poll(() => button.getAttribute('class')).toContain('ant-btn-loading');
    await xmlRow.getByTestId('order-attachment-open').click();
    await button.click({ force: true });
    const download = page.waitForEvent('download');
    release();
    expect((await download).suggestedFilename()).toMatch(/\.xml$/);
    await expect.poll(() => button.getAttribute('class')).not.toContain('ant-btn-loading');
    expect(fetches).toHaveLength(1);
    await context.close();
  });
});

describe("the order drawer's note tab", () => {
  it('asks before the drawer closes over a note that was typed but not added', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const drawer = await openJob(page, job);
    await drawer.getByTestId('order-tab-note').click();
    const input = drawer.getByTestId('note-input').locator('xpath=descendant-or-self::textarea');
    await input.fill('Customer asks for a call before the next visit');
    await page.keyboard.press('Escape');
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('The note you wrote was not added. Leave without it?').waitFor();
    // Stay (the focused button): the drawer and the note are still there.
    await confirm.getByRole('button', { name: 'Stay' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await drawer.isVisible()).toBe(true);
    expect(await input.inputValue()).toBe('Customer asks for a call before the next visit');
    // Added, the note is no change any more: the drawer closes at once.
    await drawer.getByTestId('note-add').click();
    await page.getByTestId('notes-table').getByText('Customer asks for a call before the next visit').waitFor();
    expect(await input.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await confirm.count()).toBe(0);
    await context.close();
  });

  it('lets the user leave without the typed note once they say so', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const drawer = await openJob(page, job);
    await drawer.getByTestId('order-tab-note').click();
    await drawer.getByTestId('note-input').locator('xpath=descendant-or-self::textarea').fill('A note to drop');
    await drawer.locator('.ant-drawer-close').click();
    await page.locator('.ant-modal-confirm').getByTestId('assignment-leave-confirm').click();
    await drawer.waitFor({ state: 'hidden' });
    const token = await apiToken('dispatcher');
    const detail = (await (await fetch(`${baseUrl()}/api/schedules/${job.itemId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { workOrderItem: { workOrder: { orderNumber: string } } };
    const notes = (await (await fetch(`${baseUrl()}/api/assignmentnote/workorder/${detail.workOrderItem.workOrder.orderNumber}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { assignmentNoteResourceList: { description: string }[] };
    expect(notes.assignmentNoteResourceList.map((note) => note.description)).not.toContain('A note to drop');
    await context.close();
  });
});
