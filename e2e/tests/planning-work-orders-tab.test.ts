import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { apiCall, setUserLanguage } from '../support/api';
import { signInByToken } from '../support/session';
import { PlanningPage, apiToken, localDay, localDayBefore, turkishUpper } from '../support/planning-page';
import { typeDate } from '../support/form-controls';
import { shoot } from '../support/screenshots';
import { workOrderWindowDay, ymdFromEpoch } from '../../packages/domain/src/rules';

// The planning board's Work orders tab in the reader's language: its search finds the names the reader reads (decision
// 0024), and its header is never cut to a sliver at the edge of its sideways scroll. Demo data: the dispatcher sees
// TR10 team 1, whose CRM sends order types in Turkish and job and component texts in English.
const TEAM_TR10_FIELD_1 = 1;
const DEFAULT_SIM_STAGES = ['0010', '0020', '0080', '0160'];

interface ApiItem {
  componentCode: string | null;
  componentCodeTxt: string | null;
  jobCode: string | null;
  jobCodeTxt: string | null;
}
interface ApiWorkOrder {
  id: number;
  orderNumber: string;
  code: string | null;
  codeTxt: string | null;
  simStage: string | null;
  planFrom: number | null;
  planTo: number | null;
  workOrderItems: ApiItem[];
}
type Localisations = Record<string, Record<string, string>>;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function localisations(token: string): Promise<Localisations> {
  return (await apiCall<{ allConfig: { localisations: Localisations } }>(token, '/api/user-info')).allConfig.localisations;
}

async function tr10WorkOrders(token: string, searchDate = localDay().ymd): Promise<ApiWorkOrder[]> {
  const body = { organizations: [{ orgunit: 'TR10' }], searchDate };
  return (await apiCall<{ workOrders: ApiWorkOrder[] }>(token, '/api/work-orders', body)).workOrders;
}

/** The planning board filtered to team 1, on its Work orders tab with the first rows shown. */
async function openWorkOrdersTab(page: Page): Promise<PlanningPage> {
  const grid = new PlanningPage(page);
  await grid.openOn([TEAM_TR10_FIELD_1]);
  await page.locator('[data-node-key="workOrders"] [role="tab"]').click();
  await rows(page).first().waitFor();
  return grid;
}

function rows(page: Page) {
  return page.locator('[data-testid="work-orders-table"] tr.ant-table-row');
}

/** Types into the text search and waits for the debounced list: the row keys it shows. */
async function search(page: Page, text: string, expected: string[]) {
  await page.getByTestId('work-orders-search').locator('xpath=descendant-or-self::input').fill(text);
  await expect.poll(() => rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key') ?? '')), { message: text }).toEqual(expected);
}

/**
 * Header cells of the tab's table that do not show their whole text: a cell is seen through the table's box, less the
 * fixed columns for the ones that scroll; the part seen must be at least as wide as its text and padding.
 * Returns "text: seen of needed px".
 */
function cutHeaders(page: Page): Promise<string[]> {
  return page.locator('[data-testid="work-orders-table"] .ant-table-content').evaluate((content) => {
    const box = content.getBoundingClientRect();
    const cells = Array.from(content.querySelectorAll<HTMLElement>('thead th'));
    const startFixed = cells.filter((cell) => cell.classList.contains('ant-table-cell-fix-start'));
    const endFixed = cells.filter((cell) => cell.classList.contains('ant-table-cell-fix-end'));
    const bandLeft = Math.max(box.left, ...startFixed.map((cell) => cell.getBoundingClientRect().right));
    const bandRight = Math.min(box.right, ...endFixed.map((cell) => cell.getBoundingClientRect().left));
    return cells.flatMap((cell) => {
      const text = (cell.textContent ?? '').trim();
      if (text === '') return [];
      const fixed = startFixed.includes(cell) || endFixed.includes(cell);
      const r = cell.getBoundingClientRect();
      const seen = Math.min(r.right, fixed ? box.right : bandRight) - Math.max(r.left, fixed ? box.left : bandLeft);
      if (seen <= 0.5) return [];
      // The text's own extent, wherever the cell's edges cut it; a visually hidden name (1 px wide) is not shown text.
      let textLeft = Infinity;
      let textRight = -Infinity;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.textContent ?? '').trim() === '' || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const extent = range.getBoundingClientRect();
        textLeft = Math.min(textLeft, extent.left);
        textRight = Math.max(textRight, extent.right);
      }
      if (textRight <= textLeft) return [];
      const style = getComputedStyle(cell);
      const needed = textRight - textLeft + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return seen + 0.5 < needed ? [`${text}: ${Math.round(seen)} of ${Math.ceil(needed)} px`] : [];
    });
  });
}

/** Scrolls the table sideways to its start or its end, lets the layout follow, and looks for cut headers. */
async function cutHeadersScrolledTo(page: Page, to: 'start' | 'end'): Promise<string[]> {
  await page.locator('[data-testid="work-orders-table"] .ant-table-content').evaluate((content, end) => {
    content.scrollLeft = end ? content.scrollWidth : 0;
  }, to === 'end');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return cutHeaders(page);
}

describe('planning Work orders tab', () => {
  it("finds an order by its order type, job and component names in the reader's language, not by the CRM's text", async () => {
    const token = await apiToken('dispatcher');
    const { context, page } = await newPage(browser);
    try {
      await setUserLanguage(token, 'ru');
      const ru = await localisations(token);
      const named = (map: string, code: string | null, carried: string | null) => code !== null && ru[map]?.[code] !== undefined && ru[map][code] !== carried;
      const order = (await tr10WorkOrders(token)).find(
        (o) =>
          DEFAULT_SIM_STAGES.includes(o.simStage ?? '') &&
          named('orderType', o.code, o.codeTxt) &&
          o.workOrderItems.some((item) => named('component', item.componentCode, item.componentCodeTxt)),
      );
      if (!order) throw new Error('no TR10 order whose order type and component have Russian names in the demo data');
      const item = order.workOrderItems.find((i) => named('component', i.componentCode, i.componentCodeTxt))!;
      const key = String(order.id);

      await signInByToken(page, 'dispatcher');
      await openWorkOrdersTab(page);
      await search(page, `${order.orderNumber} ${ru.orderType[order.code!]}`, [key]);
      await search(page, `${ru.component[item.componentCode!].toUpperCase()} ${order.orderNumber}`, [key]);
      // The CRM's Turkish order type is nowhere on a Russian reader's screen.
      await search(page, `${order.orderNumber} ${order.codeTxt}`, []);
      await page.getByTestId('work-orders-no-match').waitFor();

      // In Turkish, typed in capitals with Turkish rules (İ for i): the job's Turkish name.
      await setUserLanguage(token, 'tr');
      const tr = await localisations(token);
      const job = order.workOrderItems.find((i) => i.jobCode !== null && tr.jobCode?.[i.jobCode] !== undefined);
      if (!job) throw new Error(`order ${order.orderNumber} has no job with a Turkish name`);
      await page.reload();
      await openWorkOrdersTab(page);
      await search(page, `${turkishUpper(tr.jobCode[job.jobCode!])} ${order.orderNumber}`, [key]);
    } finally {
      await setUserLanguage(token, 'en');
      await context.close();
    }
  });

  it('keeps both ends of a plan range typed quickly while the list reloads, and lists the orders planned inside both', async () => {
    const token = await apiToken('dispatcher');
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await openWorkOrdersTab(page);
      await page.getByTestId('work-orders-quick-filter-toggle').click();
      const range = page.getByTestId('work-orders-plan-range');
      const shown = () => range.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      // The list's reload is held until the next range's start is typed: it lands between that start and its end.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/work-orders', async (route) => {
        await held;
        await route.fallback();
      });
      // A start 60 days back moves the server's window: the list reloads for this first range.
      await typeDate(range.first(), localDayBefore(60));
      const reloaded = page.waitForResponse('**/api/work-orders');
      await typeDate(range.last(), localDayBefore(-5));
      const [start, end] = [localDayBefore(45), localDayBefore(-3)];
      await typeDate(range.first(), start);
      release();
      await reloaded;
      await rows(page).first().waitFor();
      expect(await shown()).toEqual([start, localDayBefore(-5)]);
      await range.last().press('ControlOrMeta+a');
      await range.last().pressSequentially(end);
      await range.last().press('Enter');
      await expect.poll(() => page.getByTestId('planning-chip-plan-range').getAttribute('title')).toBe(`Work orders: ${start} – ${end}`);
      expect(await shown()).toEqual([start, end]);
      // Listed: the orders of the default SIM stages planned from the start on and to the end at the latest.
      const { offset } = localDay();
      const inside = (await tr10WorkOrders(token, workOrderWindowDay(localDay().ymd, { start, end }))).filter(
        (o) =>
          DEFAULT_SIM_STAGES.includes(o.simStage ?? '') &&
          o.planFrom !== null &&
          ymdFromEpoch(o.planFrom, offset) >= start &&
          o.planTo !== null &&
          ymdFromEpoch(o.planTo, offset) <= end,
      );
      await expect.poll(() => page.getByTestId('work-orders-count').textContent()).toBe(`Work orders: ${inside.length}`);
    } finally {
      await context.close();
    }
  });

  it('shows every header whole at 1280×720 and 1600×1000 in Russian, at both ends of the sideways scroll', async () => {
    const token = await apiToken('dispatcher');
    const { context, page } = await newPage(browser);
    try {
      await setUserLanguage(token, 'ru');
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInByToken(page, 'dispatcher');
      await openWorkOrdersTab(page);
      await page.waitForFunction(() => document.documentElement.lang.startsWith('ru'));
      for (const [width, height] of [
        [1280, 720],
        [1600, 1000],
      ]) {
        await page.setViewportSize({ width, height });
        // Scrolled anew on each look: the widths follow the window a frame or two after it changes.
        for (const end of ['start', 'end'] as const) {
          await expect.poll(() => cutHeadersScrolledTo(page, end), { message: `${width} px, scrolled to the ${end}` }).toEqual([]);
        }
      }
      await shoot(page, 'planning-work-orders-ru');
    } finally {
      await setUserLanguage(token, 'en');
      await context.close();
    }
  });
});
