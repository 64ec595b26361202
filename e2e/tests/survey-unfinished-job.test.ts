import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiCall } from '../support/api';
import { FINISHED } from '../support/public-survey';
import { PlanningPage, apiToken, localDay, localDayBefore, techniciansOf } from '../support/planning-page';

// Demo data: the dispatcher sees TR10 team 1; TR has SEND_SURVEY_ENABLED_V2. A status outside FINISHED (the domain's
// SURVEY_READY_STATUSES) is a job not finished yet.
const TEAM_TR10_FIELD_1 = 1;
const DAY = 24 * 3_600_000;

interface JobItem {
  id: number;
  startDate: number;
  endDate: number;
  orderWekingStatus: string;
  attachmentList: unknown[] | null;
  workOrderItem: { workOrder: { orderNumber: string; deleted: boolean } } | null;
}

interface Job {
  item: JobItem;
  daysBack: number;
  /** A contact person with a phone: the contacts table has a send button for it. */
  repId: number;
}

/**
 * A job of team 1 within one day, today or up to two weeks back, finished or not as asked, with an attachment list (the survey tab
 * needs one), the only block of its order on that day (the grid's search leaves it alone) and a customer contact
 * with a phone.
 */
async function jobOfTeam(token: string, finished: boolean): Promise<Job> {
  for (let daysBack = 0; daysBack <= 14; daysBack++) {
    const start = new Date(localDay().dayStart);
    start.setDate(start.getDate() - daysBack);
    const technicians = await techniciansOf(token, [TEAM_TR10_FIELD_1], localDayBefore(daysBack));
    const items = technicians.flatMap((technician) => technician.schedulers as unknown as JobItem[]);
    for (const item of items) {
      const order = item.workOrderItem?.workOrder;
      // The grid also returns the nearest items before and after the day (drawn as markers, not blocks).
      if (item.startDate < start.getTime() || item.endDate > start.getTime() + DAY) continue;
      if (!order || order.deleted || !Array.isArray(item.attachmentList) || FINISHED.includes(item.orderWekingStatus) !== finished) continue;
      if (items.filter((other) => other.workOrderItem?.workOrder.orderNumber === order.orderNumber).length > 1) continue;
      const { customerReps } = await apiCall<{ customerReps: { repId: number; phoneList: unknown[] }[] }>(token, `/api/getActiveReps/${item.id}`);
      const rep = customerReps.find((candidate) => candidate.phoneList.length > 0);
      if (rep) return { item, daysBack, repId: rep.repId };
    }
  }
  throw new Error(`no ${finished ? 'finished' : 'unfinished'} job with a contact person in team 1 in the last two weeks of the demo data`);
}

async function openSurveyTab(page: Page, job: Job): Promise<Locator> {
  const grid = new PlanningPage(page);
  await grid.openOn([TEAM_TR10_FIELD_1], localDayBefore(job.daysBack));
  await grid.search(job.item.workOrderItem!.workOrder.orderNumber);
  await grid.block(`s-${job.item.id}`).click();
  await page.getByTestId('planning-block-popover').getByTestId('planning-block-details').click();
  const drawer = page.getByTestId('planning-details-drawer');
  await drawer.getByTestId('order-tab-survey').click();
  const tab = drawer.getByTestId('survey-tab');
  await tab.getByTestId(`survey-send-${job.repId}`).first().waitFor();
  return tab;
}

let browser: Browser;
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await apiToken('dispatcher');
});
afterAll(async () => browser?.close());

describe('survey tab of a job not finished yet', () => {
  it('disables sending and says the survey can go once the job is finished', async () => {
    const job = await jobOfTeam(token, false);
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      const tab = await openSurveyTab(page, job);
      await expect.poll(() => tab.getByTestId('survey-not-finished').textContent()).toBe('The survey can be sent once the job is finished.');
      const sendButtons = tab.locator('[data-testid^="survey-send-"]');
      expect(await sendButtons.count()).toBeGreaterThan(0);
      for (const button of await sendButtons.all()) expect(await button.isDisabled(), (await button.getAttribute('data-testid')) ?? '').toBe(true);
      // Adding a contact sends the survey too.
      expect(await tab.getByTestId('survey-add-contact').isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("keeps a finished job's send buttons enabled, without the note", async () => {
    const job = await jobOfTeam(token, true);
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      const tab = await openSurveyTab(page, job);
      expect(await tab.getByTestId(`survey-send-${job.repId}`).first().isEnabled()).toBe(true);
      expect(await tab.getByTestId('survey-add-contact').isEnabled()).toBe(true);
      expect(await tab.getByTestId('survey-not-finished').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
