import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { restoreEnglish, setUserLanguage } from '../support/api';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { PlanningPage, apiToken, localDay, localDayBefore } from '../support/planning-page';
import { hiddenByMessages } from '../support/layout';
import { shoot } from '../support/screenshots';
import { resize, settledLayout } from '../support/settle';

const SHOTS = process.env.E2E_SCREENSHOTS;
const DAY = 86_400_000;
const LAPTOP = { width: 1280, height: 720 };
const DESKTOP = { width: 1600, height: 1000 };

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
  workOrderItem: { id: number; workOrder: { orderNumber: string; deleted: boolean; organization: { countryCode: string } } } | null;
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
          // Turkey sends surveys in the demo (the survey tab's send column); a day's first job may be of a country that does not.
          x.workOrderItem.workOrder.organization.countryCode === 'TR' &&
          x.latitude !== null,
      );
      if (item) return { daysBack, technician, item };
    }
  }
  throw new Error('no finished job without files in the demo data of the last 20 days');
}

/** Opens the planning grid on the job's day and team (as a reload restores it) with only its technician, and the job's drawer. */
async function openJob(page: Page, found: Pick<Found, 'daysBack' | 'technician' | 'item'>) {
  const grid = new PlanningPage(page);
  await grid.openOn([found.technician.team!.id], localDayBefore(found.daysBack));
  await grid.search(found.technician.fullName);
  // The search keeps the technician and any other whose texts hold every word of the name (a "Deniz Bayramoğlu").
  await expect.poll(() => grid.rows().count(), { timeout: 10_000 }).toBeLessThanOrEqual(3);
  await grid.row(found.technician.id).waitFor();
  await grid.block(`s-${found.item.id}`).click();
  await page.getByTestId('planning-block-popover').getByTestId('planning-block-details').click();
  const drawer = page.getByTestId('planning-details-drawer');
  await drawer.getByTestId('assignment-form').waitFor();
  return drawer;
}

/**
 * What keeps a user from reading the tables inside `container` (the drawer or a dialog; `unreachableColumns` of
 * support/layout.ts leaves those out), as "table test id: problem". Each header cell is brought into view by scrolling
 * only its table sideways, as its scroll bar does (never the drawer), and must then lie within the container's visible
 * width, be what the page shows there (not under the fixed column) and have no word broken. A table that scrolls
 * sideways must show it without scrolling (its edge fades out where more columns wait, with a next-columns button:
 * overlay scroll bars show only while scrolling), keep its first column fixed and, when its end is out of view, its scroll bar on screen. A cell's
 * text must fit or carry its full text as a title.
 */
async function unreadableTableParts(container: Locator): Promise<string[]> {
  return container.evaluate(async (root) => {
    const found: string[] = [];
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const visible = root.querySelector('.ant-drawer-body, .ant-modal-body') ?? root;
    if (visible.scrollWidth > visible.clientWidth + 1) found.push(`${visible.className.split(' ')[0]} scrolls sideways`);
    const box = visible.getBoundingClientRect();
    const [left, right, bottom] = [Math.max(0, box.left), Math.min(innerWidth, box.right), Math.min(innerHeight, box.bottom)];
    const canvas = document.createElement('canvas').getContext('2d')!;
    // The cell's shown texts (screen-reader-only ones, 1 px wide, aside).
    const texts = (cell: HTMLElement) => {
      const found: Text[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.parentElement!.getBoundingClientRect().width > 1) found.push(node as Text);
      return found;
    };
    // A word wider than its cell's text width is broken over lines.
    const brokenWord = (cell: HTMLElement) => {
      const style = getComputedStyle(cell);
      const width = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      for (const node of texts(cell)) {
        canvas.font = getComputedStyle(node.parentElement!).font;
        const word = (node.textContent ?? '').split(/\s+/).find((w) => canvas.measureText(w).width > width + 1);
        if (word) return word;
      }
      return null;
    };
    // Text running past its cell's edges (hidden by an ellipsis, or over the next cell).
    const overflows = (cell: HTMLElement) => {
      const edges = cell.getBoundingClientRect();
      return texts(cell).some((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        return text.width > 0 && (text.left < edges.left - 1 || text.right > edges.right + 1);
      });
    };
    for (const table of Array.from(root.querySelectorAll<HTMLElement>('.ant-table-wrapper'))) {
      if (table.getClientRects().length === 0) continue; // on a tab not shown
      const name = table.querySelector('[data-testid]')?.getAttribute('data-testid') ?? 'table';
      const region = table.querySelector<HTMLElement>('.ant-table-body, .ant-table-content')!;
      const headers = Array.from(table.querySelectorAll<HTMLElement>('thead th')).filter((th) => !th.classList.contains('ant-table-cell-scrollbar') && th.offsetWidth > 0);
      region.scrollLeft = 0;
      await frames();
      if (region.scrollWidth > region.clientWidth + 1) {
        if (!/ant-table-cell-fix-(left|start)/.test(headers[0]?.className ?? '')) found.push(`${name}: scrolls sideways without a fixed first column`);
        const edge = getComputedStyle(table.querySelector('.ant-table-container')!, '::after');
        const more = table.parentElement!.querySelector<HTMLButtonElement>('[data-testid="wide-table-more"]');
        const at = more?.getBoundingClientRect();
        const shown = at && !more!.disabled && document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2)?.closest('[data-testid="wide-table-more"]');
        if (!shown || !edge.backgroundImage.includes('gradient')) found.push(`${name}: scrolls sideways with nothing to show it`);
        const bar = region.getBoundingClientRect().bottom > bottom + 1 ? table.querySelector('.ant-table-sticky-scroll') : region;
        if (!bar || bar.getBoundingClientRect().bottom > bottom + 1) found.push(`${name}: sideways scroll bar out of sight`);
      }
      for (const th of headers) {
        const title = (th.textContent ?? '').trim();
        const [cell, area] = [th.getBoundingClientRect(), region.getBoundingClientRect()];
        region.scrollLeft += cell.left + cell.width / 2 - (area.left + area.width / 2);
        await frames();
        const r = th.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 10));
        if (r.left < left - 0.5 || r.right > right + 0.5 || !hit || !th.contains(hit)) found.push(`${name}: column out of reach: ${title}`);
        const word = brokenWord(th);
        if (word) found.push(`${name}: header word broken: ${word}`);
        if (overflows(th) && !th.title) found.push(`${name}: header cut: ${title}`);
      }
      region.scrollLeft = 0;
      await frames();
      for (const td of Array.from(table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row > td'))) {
        const text = (td.textContent ?? '').trim();
        if (overflows(td) && !td.title && !td.querySelector('[title]')) found.push(`${name}: cell cut without its full text: ${text}`);
        const word = getComputedStyle(td).whiteSpace === 'nowrap' ? null : brokenWord(td);
        if (word) found.push(`${name}: word broken in a cell: ${word}`);
      }
    }
    return found;
  });
}

/**
 * A wide table's next-columns button brings in its last column and its previous-columns button the first scrolling
 * one again, as a user without a sideways scroll wheel goes through them (none when the table fits).
 */
async function buttonWalkProblems(container: Locator): Promise<string[]> {
  const table = container.locator('.wide-table').filter({ visible: true });
  if ((await table.count()) === 0) return [];
  const page = container.page();
  const walk = async (button: 'more' | 'back', column: 'last' | 'first') => {
    const control = table.getByTestId(`wide-table-${button}`);
    // A table that fits has no buttons.
    if ((await control.count()) === 0) return [];
    for (let clicks = 0; await control.isEnabled(); clicks++) {
      if (clicks === 10) return [`the ${button} button never ends`];
      await control.click();
      await settledLayout(page);
    }
    const inView = await table.evaluate((holder, which) => {
      const region = holder.querySelector('.ant-table-body, .ant-table-content')!.getBoundingClientRect();
      const headers = Array.from(holder.querySelectorAll('thead th:not(.ant-table-cell-scrollbar):not(.ant-table-cell-fix-start)'));
      const cell = (which === 'last' ? headers.at(-1) : headers[0])!.getBoundingClientRect();
      return cell.left >= region.left - 0.5 && cell.right <= region.right + 0.5;
    }, column);
    return inView ? [] : [`the ${button} buttons leave the ${column} column out of view`];
  };
  return [...(await walk('more', 'last')), ...(await walk('back', 'first'))];
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
    // 16 more notes make a second page; a note added there must bring the user back to the first, where it is listed.
    for (let i = 0; i < 16; i++) await apiPost(token, '/api/assignmentnote/', { orderKalemId: found.item.workOrderItem!.id, description: `Earlier note ${i}` });
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
    // The keyboard starts in the search box (it was on Close, the dialog's first tabbable, once the dialog had opened).
    const focusedTestId = () => page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'));
    await expect.poll(focusedTestId).toBe('part-search');
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
    await drawer.locator('.ant-pagination-item-2').filter({ visible: true }).click();
    const text = `Call the site manager before arriving ${Date.now()}`;
    await drawer.getByTestId('note-input').fill(text);
    // At 1280 px the drawer covers the window's centre, where messages show: the note's hides neither its header nor a button.
    await page.setViewportSize(LAPTOP);
    await drawer.getByTestId('note-add').click();
    await page.getByTestId('notes-table').getByText(text).waitFor();
    await page.locator('.ant-message-notice').filter({ hasText: 'Note added.' }).waitFor();
    expect(await hiddenByMessages(page)).toEqual([]);
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
    // Every empty list looks the same (order-details/tab-empty.tsx): antd's small picture over the note.
    const emptyLook = (empty: Locator) => empty.evaluate((node) => ({ simple: node.classList.contains('ant-empty-normal'), picture: Math.round(node.querySelector('.ant-empty-image')?.getBoundingClientRect().height ?? 0) }));
    const paneTop = (tab: string) => drawer.locator(`[role="tabpanel"][aria-hidden="false"]`).evaluate((pane, name) => {
      // Where the tab's first thing starts below its tab bar: the table, or the survey's first title.
      const first = pane.querySelector(name === 'survey' ? '[data-testid="survey-tab"] h5' : '.ant-table-wrapper')!;
      return Math.round(first.getBoundingClientRect().top - pane.getBoundingClientRect().top);
    }, tab);
    await drawer.getByTestId('order-tab-history').click();
    await drawer.getByTestId('order-history-table').locator('tbody tr').first().waitFor();
    const historyTop = await paneTop('history');
    await drawer.getByTestId('order-tab-attachments').click();
    const attachmentsEmpty = drawer.getByTestId('order-attachments-table').getByTestId('order-attachments-empty');
    await attachmentsEmpty.getByText('No attachments').waitFor();
    const look = await emptyLook(attachmentsEmpty);
    expect(look).toEqual({ simple: true, picture: expect.any(Number) });
    expect(look.picture).toBeGreaterThan(0);
    // No SIMS records: the empty state alone, not an empty table wider than the drawer with its headers cut.
    await drawer.getByTestId('order-tab-sims').click();
    await drawer.getByTestId('order-sims-empty').waitFor();
    expect(await drawer.getByTestId('order-sims-table').count()).toBe(0);
    expect(await emptyLook(drawer.getByTestId('order-sims-empty'))).toEqual(look);
    await drawer.getByTestId('order-tab-survey').click();
    await expect.poll(() => rowsOf(page, 'survey-contacts').count()).toBe(Math.min(15, contactPhones));
    // The survey tab starts where the others do (its title had the browser's h5 margin above it).
    expect(await paneTop('survey')).toBe(historyTop);
    const noSurveys = drawer.getByTestId('survey-rows').locator('.ant-empty');
    if ((await noSurveys.count()) > 0) expect(await emptyLook(noSurveys)).toEqual(look);
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

// The drawer's tabs with tables, and the part-completion dialog opened from its detail tab: at a laptop's and a desktop's
// size, in English and in the languages with the longest words (Russian, Turkish).
describe.each(['en', 'ru', 'tr'])('the order drawer tables in %s', (lang) => {
  it('show every column in full: a wide table scrolls sideways with its key column fixed, its faded edge and next-columns button', { timeout: 240_000 }, async () => {
    const token = await apiToken('dispatcher');
    const found = await findFullJob(token);
    // The user's language as the header's language menu sets it (session.test.ts checks that menu).
    await setUserLanguage(token, lang);
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize(LAPTOP);
      await signInByToken(page, 'dispatcher');
      const drawer = await openJob(page, found);
      await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
      const problems: string[] = [];
      // The drawer and the parts dialog have fixed widths: a taller window shows more rows, not wider columns. Both
      // sizes in English; a translation's longer words at the laptop's, the narrower (a vertical scroll bar takes room).
      const sizes = lang === 'en' ? [LAPTOP, DESKTOP] : [LAPTOP];
      const check = async (where: string, container: Locator) => {
        for (const size of sizes) {
          await resize(page, size);
          for (const problem of await unreadableTableParts(container)) problems.push(`${where} at ${size.width}: ${problem}`);
          for (const problem of await buttonWalkProblems(container)) problems.push(`${where} at ${size.width}: ${problem}`);
        }
        await shoot(page, `order-drawer-${lang}-${where}`);
        // A wide table once more columns came in: the fixed key column's shadow and the previous-columns button.
        const more = container.getByTestId('wide-table-more').filter({ visible: true });
        if (SHOTS && (await more.count()) > 0 && (await more.isEnabled())) {
          await more.click();
          await settledLayout(page);
          await shoot(page, `order-drawer-${lang}-${where}-scrolled`);
          await container.getByTestId('wide-table-back').filter({ visible: true }).click();
        }
      };
      for (const tab of ['history', 'attachments', 'note', 'sims', 'survey', 'sos']) {
        await drawer.getByTestId(`order-tab-${tab}`).click();
        const pane = drawer.locator('[role="tabpanel"][aria-hidden="false"]');
        await pane.locator('.ant-table-wrapper').first().waitFor();
        await expect.poll(() => pane.locator('.ant-spin-spinning, .ant-skeleton').count()).toBe(0);
        await settledLayout(page);
        await check(tab, drawer);
      }
      await drawer.locator('.ant-tabs-tab[data-node-key="detail"]').click();
      await drawer.getByTestId('part-completion-open').click();
      const parts = page.getByTestId('part-completion-modal');
      await expect.poll(() => parts.getByTestId('part-row').count()).toBe(Math.min(15, found.parts.length));
      await settledLayout(page);
      await check('parts', parts);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await restoreEnglish(['dispatcher']);
    }
  });
});
