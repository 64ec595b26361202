import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { axeViolations } from './axe';
import { baseUrl } from './browser';
import { SHOTS } from './screenshots';
export { OTHER_PARENT_HOST, PARENT_HOST_RULES, SURVEY_PARENT_HOST } from './survey-parent';
import { PlanningPage, localDay, localDayBefore, type ApiTechnician } from './planning-page';

export const surveyParentOrigin = () => inject('surveyParentOrigin');

/** Serves a parent page that frames `src` and records what it is told in window.received; on the allowed origin's port. */
export async function startParentPage(src: string): Promise<Server> {
  const html = `<!doctype html><html lang="en"><title>Parent</title><script>window.received=[];addEventListener('message',(e)=>received.push({origin:e.origin,data:e.data}));</script><iframe title="survey" src="${src}" style="width:100%;height:600px;border:0"></iframe></html>`;
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(Number(new URL(surveyParentOrigin()).port), '127.0.0.1', resolve));
  return server;
}

const TEAM = 1;
/** The statuses of a finished job, whose contact may be sent a survey (SURVEY_READY_STATUSES in the domain). */
export const FINISHED = ['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED', 'SEND_FORM'];
const DAY = 24 * 3_600_000;
/** A local day as the grid's searchDate, YYYY-MM-DD. */
export const searchDateOf = (day: Date) => `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

interface Item {
  id: number;
  startDate: number;
  endDate: number;
  orderWekingStatus: string;
  attachmentList: unknown[];
  workOrderItem: { workOrder: { orderNumber: string; deleted: boolean } } | null;
}

export interface SentSurvey {
  link: URL;
  item: Item;
  daysBack: number;
  repId: number;
  telephone: string;
}

async function api<T>(token: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(localDay().offset) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** Sends the job's survey (again: the earlier link expires) and reads the new link from the outbox; null when refused. */
async function send(dispatcherToken: string, adminToken: string, schedulerId: number, repId: number, telephone: string): Promise<URL | null> {
  const sent = await api<{ statusCode: number }>(dispatcherToken, '/api/sendSurvey', { schedulerId, repId, telephone, confirmed: true });
  if (sent.status !== 200 || sent.json.statusCode !== 0) return null;
  const outbox = await api<{ messages: { body: string }[] }>(adminToken, `/api/dev/outbox?recipient=${encodeURIComponent(telephone)}`);
  return new URL(/(https?:\/\/\S+\/pub\/survey\?\S+)/.exec(outbox.json.messages[0].body)![1]);
}

export async function resendSurvey(dispatcherToken: string, adminToken: string, sent: SentSurvey): Promise<URL> {
  const link = await send(dispatcherToken, adminToken, sent.item.id, sent.repId, sent.telephone);
  if (!link) throw new Error(`the survey of job ${sent.item.id} could not be sent again`);
  return link;
}

/**
 * Sends a survey for a finished job of team 1 through the API, as a dispatcher does from the drawer, and
 * reads its link from the outbox. Jobs are tried from two weeks back towards today, so the survey-sending
 * test (which takes the first from today backwards) keeps its job; `skip` holds jobs already used.
 */
export async function sendSurveyLink(dispatcherToken: string, adminToken: string, skip: Set<number>): Promise<SentSurvey> {
  const { dayStart } = localDay();
  for (let daysBack = 14; daysBack >= 1; daysBack--) {
    const day = new Date(dayStart);
    day.setDate(day.getDate() - daysBack);
    const searchDate = searchDateOf(day);
    const { json } = await api<{ technicians: ApiTechnician[] }>(dispatcherToken, '/api/technicians-with-schedules', { teams: [{ id: TEAM }], searchDate });
    const items = json.technicians.flatMap((t) => t.schedulers as unknown as Item[]);
    for (const item of items) {
      const order = item.workOrderItem?.workOrder;
      if (skip.has(item.id) || !order || order.deleted || !FINISHED.includes(item.orderWekingStatus) || !item.attachmentList.length) continue;
      if (item.startDate < day.getTime() || item.endDate > day.getTime() + DAY) continue;
      // The grid search by order number must find one row.
      if (items.filter((x) => x.workOrderItem?.workOrder.orderNumber === order.orderNumber).length > 1) continue;
      skip.add(item.id);
      const reps = await api<{ customerReps: { repId: number; phoneList: { telephone: string }[] }[] }>(dispatcherToken, `/api/getActiveReps/${item.id}`);
      const rep = reps.json.customerReps?.find((r) => r.phoneList.length > 0);
      if (!rep) continue;
      const telephone = rep.phoneList[0].telephone;
      const link = await send(dispatcherToken, adminToken, item.id, rep.repId, telephone);
      if (link) return { link, item, daysBack, repId: rep.repId, telephone };
    }
  }
  throw new Error('no finished job of team 1 to send a survey for in the last two weeks of the demo data');
}

/** A phone: 360 × 640, touch, mobile viewport rules. */
export async function phonePage(browser: Browser, locale = 'en-US'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** What a customer reads or hears on the survey page: the document's title, the page's text and its controls' labels. */
export function readableText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [document.title, document.querySelector('main')!.innerText, ...Array.from(document.querySelectorAll('main [aria-label]'), (e) => e.getAttribute('aria-label'))].join('\n'),
  );
}

/** The survey link with another page language (`ul`), as a customer who changes it or a parent page that embeds it. */
export function withLanguage(link: URL, language: string): string {
  const url = new URL(link.href);
  url.searchParams.set('ul', language);
  return url.href;
}

/** The phone's page at 360×640 and at 1280×720, as `{name}-360.png` and `{name}-1280.png` in SHOTS. */
export async function shootPhoneAndDesktop(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-360.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  // Let the layout follow the new size before the picture.
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 360, height: 640 });
}

/** axe-core's serious and critical violations on the page (axeViolations: the rules, how it runs). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await axeViolations(page);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Opens the order drawer's Survey tab of the job on the planning grid (signed in as a dispatcher). */
export async function openSurveyTab(page: Page, sent: SentSurvey) {
  const grid = new PlanningPage(page);
  await grid.openOn([TEAM], localDayBefore(sent.daysBack));
  await grid.search(sent.item.workOrderItem!.workOrder.orderNumber);
  await grid.block(`s-${sent.item.id}`).click();
  await page.getByTestId('planning-block-popover').getByTestId('planning-block-details').click();
  const drawer = page.getByTestId('planning-details-drawer');
  await drawer.getByTestId('order-tab-survey').click();
  const tab = drawer.getByTestId('survey-tab');
  await tab.waitFor();
  return tab;
}
