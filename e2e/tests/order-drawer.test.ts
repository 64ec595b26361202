import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { PlanningPage, apiToken, localDay } from '../support/planning-page';

const SHOTS = process.env.E2E_SCREENSHOTS;
const DAY = 86_400_000;

interface DrawerItem {
  id: number;
  startDate: number;
  endDate: number;
  orderWekingStatus: string;
  latitude: number | null;
  longitude: number | null;
  sos: boolean;
  schedulerStatus: unknown[];
  attachmentList: { id: string; fileName: string; extension: string | null }[];
  workOrderItem: { id: number; workOrder: { orderNumber: string; deleted: boolean } } | null;
}
interface DrawerTechnician {
  id: string;
  fullName: string;
  team: { id: number } | null;
  schedulers: DrawerItem[];
}
interface Found {
  daysBack: number;
  technician: DrawerTechnician;
  item: DrawerItem;
  sims: number;
  samples: number;
  parts: { material: string | null }[];
}

async function apiGet<T>(token: string, path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as T };
}

async function apiPost<T>(token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  return (await res.json()) as T;
}

async function gridOf(token: string, teamIds: number[], ymd: string, offset: number): Promise<DrawerTechnician[]> {
  const res = await fetch(`${baseUrl()}/api/technicians-with-schedules`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(offset) },
    body: JSON.stringify({ teams: teamIds.map((id) => ({ id })), searchDate: ymd }),
  });
  return ((await res.json()) as { technicians: DrawerTechnician[] }).technicians;
}

const ymdOf = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The nearest day (today or earlier) with a job of the caller's teams that has a status history, a PNG
 * attachment, SIMS records, oil samples and part lines, on a technician whose name is unique; the demo data has such
 * jobs on most days (jobs with SIMS records or samples always carry files).
 */
async function findFullJob(token: string): Promise<Found> {
  const teams = (await apiGet<{ id: number }[]>(token, '/api/teams')).body.map((t) => t.id).sort((a, b) => a - b);
  const { dayStart, offset } = localDay();
  for (let daysBack = 0; daysBack <= 20; daysBack++) {
    const start = dayStart - daysBack * DAY;
    const technicians = await gridOf(token, teams, ymdOf(start + DAY / 2), offset);
    for (const technician of technicians) {
      if (!technician.team || technicians.filter((x) => x.fullName === technician.fullName).length > 1) continue;
      for (const item of technician.schedulers) {
        if (item.startDate < start || item.startDate >= start + DAY || item.endDate > start + DAY) continue;
        if (!item.sos || !item.workOrderItem || item.schedulerStatus.length === 0) continue;
        if (!item.attachmentList.some((a) => a.extension === 'png')) continue;
        const sims = await apiGet<unknown[]>(token, `/api/simsInfo/${item.id}`);
        const samples = await apiGet<unknown[]>(token, `/api/samplesWo/${item.workOrderItem.workOrder.orderNumber}`);
        if (sims.body.length === 0 || samples.body.length === 0) continue;
        const parts = await apiPost<{ partItems: { material: string | null }[] }>(token, '/api/partmanagements', { workOrderNumbers: [item.workOrderItem.workOrder.orderNumber] });
        if (parts.partItems.length > 0) return { daysBack, technician, item, sims: sims.body.length, samples: samples.body.length, parts: parts.partItems };
      }
    }
  }
  throw new Error('no job with history, attachments, SIMS and SOS in the demo data of the last 20 days');
}

const FINISHED = ['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED', 'SEND_FORM'];

/**
 * The nearest earlier day with a finished job of the caller's teams that has no files but a located work order,
 * on a technician whose name is unique: most finished jobs of the demo are such.
 */
async function findFinishedJobWithoutFiles(token: string): Promise<Pick<Found, 'daysBack' | 'technician' | 'item'>> {
  const teams = (await apiGet<{ id: number }[]>(token, '/api/teams')).body.map((t) => t.id).sort((a, b) => a - b);
  const { dayStart, offset } = localDay();
  for (let daysBack = 1; daysBack <= 20; daysBack++) {
    const start = dayStart - daysBack * DAY;
    const technicians = await gridOf(token, teams, ymdOf(start + DAY / 2), offset);
    for (const technician of technicians) {
      if (!technician.team || technicians.filter((x) => x.fullName === technician.fullName).length > 1) continue;
      const item = technician.schedulers.find(
        (x) =>
          x.startDate >= start &&
          x.endDate <= start + DAY &&
          FINISHED.includes(x.orderWekingStatus) &&
          x.attachmentList.length === 0 &&
          x.workOrderItem !== null &&
          !x.workOrderItem.workOrder.deleted &&
          x.latitude !== null,
      );
      if (item) return { daysBack, technician, item };
    }
  }
  throw new Error('no finished job without files in the demo data of the last 20 days');
}

/** Opens the planning grid on the job's day with only its technician, and the job's drawer. */
async function openJob(page: Page, found: Pick<Found, 'daysBack' | 'technician' | 'item'>) {
  const grid = new PlanningPage(page);
  await grid.open();
  await grid.filterByTeams([found.technician.team!.id]);
  for (let i = 0; i < found.daysBack; i++) {
    await page.getByTestId('planning-day-prev').click();
    await grid.waitForRows();
  }
  await grid.search(found.technician.fullName);
  await expect.poll(() => grid.rows().count(), { timeout: 10_000 }).toBe(1);
  await grid.block(`s-${found.item.id}`).click();
  await page.getByTestId('planning-block-popover').getByTestId('planning-block-details').click();
  const drawer = page.getByTestId('planning-details-drawer');
  await drawer.getByTestId('assignment-form').waitFor();
  return drawer;
}

const rowsOf = (page: Page, table: string) => page.getByTestId(table).locator('tbody tr.ant-table-row');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('order drawer tabs', () => {
  it('a dispatcher opens every tab of a finished job, previews a photo, opens the parts and adds a note', async () => {
    const token = await apiToken('dispatcher');
    const found = await findFullJob(token);
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const drawer = await openJob(page, found);
    const shot = async (name: string) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-drawer-${name}.png` });
    };
    await shot('detail');
    // The title says which job is open, on every tab.
    expect(await drawer.getByTestId('planning-drawer-subject').innerText()).toBe(`· ${found.item.workOrderItem!.workOrder.orderNumber} · ${found.technician.fullName}`);

    // Part completion from the work-order detail (PART_MANAGEMENT_ENABLED in the demo settings).
    await drawer.getByTestId('part-completion-open').click();
    const parts = page.getByTestId('part-completion-modal');
    await parts.getByTestId('part-search').waitFor();
    // Polled: the modal zooms in, so its box grows to full width over the opening animation.
    const modalBox = parts.locator('.ant-modal-container, .ant-modal-content').first();
    await expect.poll(async () => Math.round((await modalBox.boundingBox())?.width ?? 0)).toBe(900);
    const partRows = parts.getByTestId('part-row');
    await expect.poll(() => partRows.count()).toBe(Math.min(15, found.parts.length));
    await parts.getByTestId('part-completion-total').waitFor();
    await shot('parts');
    // The search is case-insensitive: the material number typed in lower case finds its lines only.
    const material = found.parts[0].material!;
    await parts.getByTestId('part-search').locator('xpath=descendant-or-self::input').first().fill(material.toLowerCase());
    const matching = found.parts.filter((p) => p.material === material).length;
    await expect.poll(() => partRows.count()).toBe(Math.min(15, matching));
    for (const text of await partRows.allTextContents()) expect(text).toContain(material);
    await parts.getByRole('button', { name: 'Close' }).last().click();
    await parts.waitFor({ state: 'hidden' });

    // Every tab is enabled for this job (spec §2 rules: history, attachment list, sos flag).
    for (const tab of ['history', 'attachments', 'note', 'sims', 'sos']) {
      const tabButton = drawer.locator('.ant-tabs-tab').filter({ has: page.getByTestId(`order-tab-${tab}`) });
      expect(await tabButton.getAttribute('class'), tab).not.toContain('ant-tabs-tab-disabled');
    }

    await drawer.getByTestId('order-tab-history').click();
    await expect.poll(() => rowsOf(page, 'order-history-table').count()).toBe(Math.min(15, found.item.schedulerStatus.length));
    await shot('history');

    await drawer.getByTestId('order-tab-attachments').click();
    await expect.poll(() => rowsOf(page, 'order-attachments-table').count()).toBe(Math.min(15, found.item.attachmentList.length));
    await shot('attachments');
    const png = found.item.attachmentList.find((a) => a.extension === 'png')!;
    await page.locator(`[data-testid="order-attachment-row"][data-file-name="${png.fileName}"]`).getByTestId('order-attachment-open').click();
    const preview = page.getByTestId('attachment-preview');
    const image = preview.getByTestId('attachment-preview-image');
    await image.waitFor();
    // The image really decoded (bytes from the blob store, served as image/png).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await shot('preview');
    await preview.getByTestId('attachment-preview-close').click();
    await preview.getByTestId('attachment-preview-body').waitFor({ state: 'detached' });

    // XML is never previewed: opening it downloads the file (spec §8); every oil-sampled job has the lab's XML report.
    const xml = found.item.attachmentList.find((a) => a.extension === 'xml');
    expect(xml).toBeDefined();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator(`[data-testid="order-attachment-row"][data-file-name="${xml!.fileName}"]`).getByTestId('order-attachment-open').click(),
    ]);
    expect(download.suggestedFilename()).toBe(xml!.fileName);
    expect(await preview.getByTestId('attachment-preview-body').count()).toBe(0);

    await drawer.getByTestId('order-tab-sims').click();
    await expect.poll(() => rowsOf(page, 'order-sims-table').count()).toBe(Math.min(15, found.sims));
    await shot('sims');

    await drawer.getByTestId('order-tab-sos').click();
    await expect.poll(() => rowsOf(page, 'order-sos-table').count()).toBe(Math.min(15, found.samples));
    await shot('sos');

    await drawer.getByTestId('order-tab-note').click();
    const text = `Call the site manager before arriving ${Date.now()}`;
    await drawer.getByTestId('note-input').fill(text);
    await drawer.getByTestId('note-add').click();
    await page.getByTestId('notes-table').getByText(text).waitFor();
    await shot('note');
    const stored = await apiGet<{ assignmentNoteResourceList: { description: string; orderKalemId: number }[] }>(token, `/api/assignmentnote/workorder/${found.item.workOrderItem!.workOrder.orderNumber}`);
    expect(stored.body.assignmentNoteResourceList[0]).toMatchObject({ description: text, orderKalemId: found.item.workOrderItem!.id });
    await context.close();
  });

  it("a finished job without files still opens its attachments and survey tabs (with the customer's contacts) and its map, for looking only", async () => {
    const token = await apiToken('dispatcher');
    const found = await findFinishedJobWithoutFiles(token);
    const reps = await apiGet<{ customerReps: { active: boolean; phoneList: unknown[] }[] }>(token, `/api/getActiveReps/${found.item.id}`);
    const contactPhones = reps.body.customerReps.reduce((sum, rep) => sum + rep.phoneList.length, 0);
    // Demo data: every customer with a finished job has an active contact person to send the survey to.
    expect(reps.body.customerReps.length).toBeGreaterThan(0);
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const drawer = await openJob(page, found);

    // An empty attachment list is still a list (spec §2 rule, docs/order-drawer.md): the tabs open and say so.
    for (const tab of ['history', 'attachments', 'sims', 'survey']) {
      const tabButton = drawer.locator('.ant-tabs-tab').filter({ has: page.getByTestId(`order-tab-${tab}`) });
      expect(await tabButton.getAttribute('class'), tab).not.toContain('ant-tabs-tab-disabled');
    }
    await drawer.getByTestId('order-tab-attachments').click();
    await drawer.getByTestId('order-attachments-table').getByText('No attachments').waitFor();
    // No SIMS records: the note alone, not an empty table wider than the drawer with its headers cut.
    await drawer.getByTestId('order-tab-sims').click();
    await drawer.getByTestId('order-sims-empty').waitFor();
    expect(await drawer.getByTestId('order-sims-table').count()).toBe(0);
    await drawer.getByTestId('order-tab-survey').click();
    await expect.poll(() => rowsOf(page, 'survey-contacts').count()).toBe(Math.min(15, contactPhones));
    // Every column has a name, also the answers' expand column and the send buttons' column (hidden, for screen readers).
    const headers = await drawer.locator('[data-testid="survey-rows"] thead th, [data-testid="survey-contacts"] thead th').allTextContents();
    expect(headers.filter((text) => text.trim() === '')).toEqual([]);
    expect(headers).toEqual(expect.arrayContaining(['Answers', 'Send survey']));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-drawer-survey-without-files.png` });

    // The planned job's map: the order and the nearby technicians, but nothing to choose (the form is not a new assignment).
    await drawer.getByRole('tab', { name: 'Work order detail' }).click();
    await drawer.getByTestId('order-map-open').click();
    const modal = page.getByTestId('order-map-modal');
    await modal.getByTestId('map-order-marker').waitFor();
    await modal.getByTestId('closest-technicians-button').click();
    await modal.getByTestId('nearby-result').waitFor();
    expect(await modal.getByTestId('nearby-technician-pick').count()).toBe(0);
    await context.close();
  });

  it('an observer reads the notes but has no note form, and the server refuses an observer note', async () => {
    const token = await apiToken('observer');
    const found = await findFullJob(token);
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'observer');
    const drawer = await openJob(page, found);
    await drawer.getByTestId('order-tab-note').click();
    await page.getByTestId('notes-table').waitFor();
    expect(await drawer.getByTestId('note-input').count()).toBe(0);
    expect(await drawer.getByTestId('note-add').count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-drawer-observer-note.png` });

    const res = await fetch(`${baseUrl()}/api/assignmentnote/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ orderKalemId: found.item.workOrderItem!.id, description: 'Observer note' }),
    });
    expect(res.status).toBe(403);
    await context.close();
  });
});
