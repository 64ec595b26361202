import type { Page } from 'playwright-core';
import { apiCall } from './api';
import { PlanningPage, localDay } from './planning-page';
import { FINISHED, searchDateOf } from './public-survey';

/** TR20's second field team (Ankara, surveys on): no other browser test sends its surveys, so its jobs stay as seeded. */
const TEAM_TR20_FIELD_2 = 7;
const PREVIEWED_IMAGES = ['png', 'jpg', 'jpeg'];
const DAY = 24 * 3_600_000;

interface JobItem {
  id: number;
  startDate: number;
  endDate: number;
  orderWekingStatus: string;
  latitude: number | null;
  attachmentList: { fileName: string; extension: string | null }[];
  workOrderItem: { workOrder: { orderNumber: string; deleted: boolean } } | null;
}

export interface FinishedJob {
  item: JobItem;
  orderNumber: string;
  /** The job's day, YYYY-MM-DD. */
  day: string;
  /** The photo the attachment preview shows. */
  image: string;
  /** The contact person the survey went to: sending again asks first. */
  repId: number;
}

/**
 * A finished job of TR20's field team 2 with part lines (their completion), a located work order (its map), a photo
 * among its files (the attachment preview) and a customer contact with a phone, on the nearest day before today that
 * has one: days before today lie wholly before the demo's seeding moment, so what is found does not depend on the hour
 * of the run. Unless one is open, its survey is sent through the API, as a dispatcher sends it from the drawer, so
 * that sending it again asks first.
 */
export async function finishedJobWithOpenSurvey(dispatcherToken: string): Promise<FinishedJob> {
  const { dayStart } = localDay();
  for (let daysBack = 1; daysBack <= 14; daysBack++) {
    const start = new Date(dayStart);
    start.setDate(start.getDate() - daysBack);
    const day = searchDateOf(start);
    const { technicians } = await apiCall<{ technicians: { schedulers: JobItem[] }[] }>(dispatcherToken, '/api/technicians-with-schedules', { teams: [{ id: TEAM_TR20_FIELD_2 }], searchDate: day });
    const items = technicians.flatMap((technician) => technician.schedulers);
    for (const item of items) {
      const order = item.workOrderItem?.workOrder;
      const image = item.attachmentList.find((file) => PREVIEWED_IMAGES.includes(file.extension ?? ''));
      if (!order || order.deleted || !image || item.latitude === null || !FINISHED.includes(item.orderWekingStatus)) continue;
      if (item.startDate < start.getTime() || item.endDate > start.getTime() + DAY) continue;
      // The grid's search by order number must leave this one block.
      if (items.filter((other) => other.workOrderItem?.workOrder.orderNumber === order.orderNumber).length > 1) continue;
      const { partItems } = await apiCall<{ partItems: unknown[] }>(dispatcherToken, '/api/partmanagements', { workOrderNumbers: [order.orderNumber] });
      if (partItems.length === 0) continue;
      const { customerReps } = await apiCall<{ customerReps: { repId: number; phoneList: { telephone: string }[] }[] }>(dispatcherToken, `/api/getActiveReps/${item.id}`);
      const rep = customerReps.find((candidate) => candidate.phoneList.length > 0);
      if (!rep) continue;
      // An answered survey is not sent again (nothing asks); one still open already makes sending again ask.
      const { surveys } = await apiCall<{ surveys: { status: string }[] }>(dispatcherToken, `/api/surveysWo/${item.id}`);
      if (surveys.some((survey) => survey.status === 'ANSWERED')) continue;
      if (!surveys.some((survey) => survey.status === 'SENT')) {
        const sent = await apiCall<{ statusCode: number }>(dispatcherToken, '/api/sendSurvey', { schedulerId: item.id, repId: rep.repId, telephone: rep.phoneList[0].telephone, confirmed: true });
        if (sent.statusCode !== 0) continue;
      }
      return { item, orderNumber: order.orderNumber, day, image: image.fileName, repId: rep.repId };
    }
  }
  throw new Error('no finished, located job with parts, a photo and a contact person of TR20 team 2 in the last two weeks of the demo data');
}

/**
 * The planning grid on the job's day and team, opened as a reload restores it (the filter snapshot in browser
 * storage: no filter drawer, no day-by-day paging), searched to the job's block; `page` is signed in.
 */
export async function openJobOnGrid(page: Page, job: FinishedJob): Promise<PlanningPage> {
  const grid = new PlanningPage(page);
  await grid.openOn([TEAM_TR20_FIELD_2], job.day);
  await grid.search(job.orderNumber);
  await grid.block(`s-${job.item.id}`).waitFor();
  return grid;
}
