import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signIn, signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { SHOTS, shoot } from '../support/screenshots';
import { apiCall } from '../support/api';

const CHARTS = [
  'technician-general',
  'technician-total-by-country',
  'technician-active-by-country',
  'dispatcher-general',
  'dispatcher-total-by-country',
  'dispatcher-active-by-country',
];

interface DayResult {
  date: string;
  total: number;
  active: number;
  totalPlanned?: number;
  totalPlanning?: number;
}

const ymd = (d: Date) => `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
/** A YYYYMMDD day as the UI shows dates (spec part 2 §9: 'DD MMMM YYYY'), the month in the language given. */
const uiDay = (compact: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(compact.slice(0, 4)), Number(compact.slice(4, 6)) - 1, Number(compact.slice(6))));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('usage statistics', () => {
  it('lands a power user on today’s figures, runs the last 7 days and shows six charts and the same numbers as a table', async () => {
    const token = await apiToken('power');
    const today = new Date();
    // "Last 7 days" reaches 7 days back, today included (spec part 2 §9: 0, 1, 3, 7, 15, 30 days back).
    const weekAgo = new Date(today.getTime() - 7 * 86_400_000);
    const body = { startDate: ymd(weekAgo), endDate: ymd(today), organizations: [] };
    const technicians = await apiCall<{ searchResults: DayResult[]; todayResult: DayResult }>(token, '/api/technician-count', body);
    const dispatchers = await apiCall<{ searchResults: DayResult[]; todayResult: DayResult }>(token, '/api/dispatcher-count', body);
    expect(technicians.searchResults).toHaveLength(8);
    // Demo data: technicians were planned on past days, and some reported from the field.
    expect(technicians.searchResults.some((d) => (d.totalPlanned ?? 0) > 0 && d.active > 0)).toBe(true);

    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    const sentDays: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
      if (r.url().endsWith('/api/technician-count')) sentDays.push(...Object.values(JSON.parse(r.postData()!) as Record<string, unknown>).filter((v): v is string => typeof v === 'string'));
    });
    await signIn(page, 'power');
    await page.waitForURL('**/admin/statistics');
    await expect.poll(() => page.getByTestId('statistics-today-technicians-total').locator('.ant-statistic-content-value').textContent()).toBe(String(technicians.todayResult.total));
    expect(await page.getByTestId('statistics-today-dispatchers-total').locator('.ant-statistic-content-value').textContent()).toBe(String(dispatchers.todayResult.total));
    expect(scripts.some((u) => u.includes('statistics-charts'))).toBe(true);
    // Today in words in the search chip.
    expect(await page.getByTestId('statistics-chip-range').innerText()).toBe(uiDay(ymd(today), 'en-GB'));
    // What the numbers mean opens from the keyboard too: Enter on the focused button, Enter again closes it.
    await page.getByTestId('statistics-definitions').focus();
    await page.keyboard.press('Enter');
    const definitions = page.locator('.ant-popover').getByText('What the numbers mean');
    await definitions.waitFor();
    await page.keyboard.press('Enter');
    await definitions.waitFor({ state: 'hidden' });

    await page.getByTestId('statistics-filter-open').click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ has: page.getByTestId('statistics-filter-search') });
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(600);
    // It opens on its first field, the date range's start (not on the organization search below it), its calendar closed.
    const picker = page.getByTestId('statistics-filter-drawer').locator('.ant-picker-range');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('date-range'))).toBe('start');
    expect(await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').filter({ visible: true }).count()).toBe(0);
    // The date range is required: clearing it keeps the drawer open with the message.
    await picker.hover();
    await picker.locator('.ant-picker-clear').click();
    await page.getByTestId('statistics-filter-search').click();
    expect(await page.getByTestId('statistics-error-date').textContent()).toBe('Please pick a date');
    await page.getByTestId('statistics-quick-last7Days').click();
    // The picker shows the days as the rest of the screen does.
    expect(await picker.locator('input').first().inputValue()).toBe(uiDay(ymd(weekAgo), 'en-GB'));
    await page.getByTestId('statistics-filter-search').click();
    await page.getByTestId('statistics-filter-drawer').waitFor({ state: 'hidden' });
    // The range goes through the page's address (a navigation): the chip follows a moment after the drawer closes.
    await expect.poll(() => page.getByTestId('statistics-chip-range').innerText()).toBe(`${uiDay(ymd(weekAgo), 'en-GB')} – ${uiDay(ymd(today), 'en-GB')}`);
    // The API still gets YYYYMMDD.
    await expect.poll(() => sentDays).toContain(ymd(weekAgo));
    expect(sentDays.every((day) => /^\d{8}$/.test(day))).toBe(true);

    for (const id of CHARTS) await page.getByTestId(`statistics-chart-${id}`).locator('canvas').waitFor();
    expect(await page.getByTestId('statistics-charts').locator('canvas').count()).toBeGreaterThanOrEqual(6);
    // The charts finish their entry animation before a picture (none is taken in CI).
    if (SHOTS) await page.waitForTimeout(800);
    await shoot(page, 'statistics-charts-en');

    // From the keyboard: Tab from the definitions button lands on the view's radios (no dead stop on their group) and
    // the arrow key turns to the table.
    await page.getByTestId('statistics-definitions').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio');
    await page.keyboard.press('ArrowRight');
    const rows = page.getByTestId('statistics-table-technicians').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(8);
    const first = technicians.searchResults[0];
    const cells = await rows.first().locator('td').allTextContents();
    const d = first.date;
    expect(cells.slice(0, 4)).toEqual([uiDay(d, 'en-GB'), String(first.total), String(first.active), String(first.totalPlanned)]);
    // Each country cell says which number is which: the header's second line, and a tooltip spelling it out.
    expect(await page.getByTestId('statistics-table-technicians').getByTestId('statistics-country-header').first().innerText()).toMatch(/\nactive \/ total$/);
    const country = rows.first().getByTestId('statistics-country-cell').filter({ hasText: ' / ' }).first();
    const [active, total] = (await country.textContent())!.split(' / ');
    expect(await country.getAttribute('title')).toBe(`${active} active of ${total}`);
    await shoot(page, 'statistics-table-en');

    // Enter searches as Search does: in the range's start input it moves on to the end input, in the end input it
    // searches; in the organization search box too. The focus is back on Filters, which the same Enter does not reopen.
    const threeDaysAgo = new Date(today.getTime() - 3 * 86_400_000);
    const iso = (d: Date) => ymd(d).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('date-range') ?? document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'));
    await page.getByTestId('statistics-filter-open').click();
    await picker.locator('input').first().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(iso(threeDaysAgo));
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('end');
    expect(await page.getByTestId('statistics-filter-drawer').isVisible()).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(iso(today));
    await page.keyboard.press('Enter');
    await page.getByTestId('statistics-filter-drawer').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('statistics-chip-range').innerText()).toBe(`${uiDay(ymd(threeDaysAgo), 'en-GB')} – ${uiDay(ymd(today), 'en-GB')}`);
    await expect.poll(focused).toBe('statistics-filter-open');
    await page.getByTestId('statistics-filter-open').click();
    await page.getByTestId('statistics-quick-last7Days').click();
    await page.getByTestId('statistics-org-search').locator('xpath=descendant-or-self::input').first().fill('TR');
    await page.keyboard.press('Enter');
    await page.getByTestId('statistics-filter-drawer').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('statistics-chip-range').innerText()).toBe(`${uiDay(ymd(weekAgo), 'en-GB')} – ${uiDay(ymd(today), 'en-GB')}`);
    await expect.poll(focused).toBe('statistics-filter-open');
    expect(await page.getByTestId('statistics-filter-drawer').isVisible()).toBe(false);
    await context.close();
  });

  it('speaks Turkish to a Turkish admin, also for days without figures', async () => {
    const token = await apiToken('admin');
    const { info } = await apiCall<{ info: { identifier: string; username: string } }>(token, '/api/user-info');
    await apiCall(token, '/api/user-info', { identifier: info.identifier, username: info.username, cultureName: 'tr' });
    const { context, page } = await newPage(browser, { locale: 'tr-TR' });
    try {
      await signInByToken(page, 'admin');
      await page.goto('/admin/statistics');
      await page.getByText('Teknisyen genel toplam').waitFor();
      // Dates in Turkish words: the chip, then the table.
      const today = ymd(new Date());
      expect(await page.getByTestId('statistics-chip-range').innerText()).toBe(uiDay(today, 'tr'));
      expect(uiDay(today, 'tr')).toMatch(/^\d\d (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/);
      await page.getByTestId('statistics-chart-dispatcher-active-by-country').locator('canvas').waitFor();
      // A screen reader hears each chart in Turkish (ECharts' own description is English): its title and today's figures.
      const chartLabel = await page.getByTestId('statistics-chart-technician-general').getAttribute('aria-label');
      expect(chartLabel).toMatch(new RegExp(`^Teknisyen genel toplam\\. ${uiDay(today, 'tr')}: Toplam \\d+, Aktif \\d+, Toplam planlanan \\d+\\.$`));
      // Today's six figures are cards of one height, though a Turkish title takes two lines.
      await page.setViewportSize({ width: 1600, height: 1000 });
      const cardHeights = await page.locator('[data-testid^="statistics-today-"]').evaluateAll((figures) => figures.map((f) => Math.round(f.closest('.ant-card')!.getBoundingClientRect().height)));
      expect(cardHeights).toHaveLength(6);
      expect(new Set(cardHeights).size).toBe(1);
      if (SHOTS) await page.waitForTimeout(800);
      await shoot(page, 'statistics-charts-tr');
      await page.getByTestId('statistics-view').getByText('Tablo').click();
      await expect.poll(() => page.getByTestId('statistics-table-technicians').locator('tbody tr.ant-table-row td').first().innerText()).toBe(uiDay(today, 'tr'));
      await shoot(page, 'statistics-table-tr');
      await page.getByTestId('statistics-filter-open').click();
      await page.getByTestId('statistics-org-tree').waitFor();
      await shoot(page, 'statistics-drawer-tr');
      // Days without figures (still to come) say so, and the range is kept in the address over a reload.
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      await page.goto(`/admin/statistics?start=${day(30)}&end=${day(39)}`);
      await page.reload();
      await page.getByTestId('statistics-no-days').getByText('Bu günler için veri yok.', { exact: false }).waitFor();
      expect(await page.getByTestId('statistics-chip-range').innerText()).toBe(`${uiDay(day(30).replaceAll('-', ''), 'tr')} – ${uiDay(day(39).replaceAll('-', ''), 'tr')}`);
      expect(await page.getByTestId('statistics-charts').count()).toBe(0);
      await shoot(page, 'statistics-no-days-tr');
    } finally {
      await apiCall(token, '/api/user-info', { identifier: info.identifier, username: info.username, cultureName: 'en' });
      await context.close();
    }
  });

  it('narrows a link shared from a wider scope to the organizations of the one who opens it, without an error', async () => {
    const { context, page } = await newPage(browser);
    const sent: string[][] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/technician-count')) sent.push((JSON.parse(r.postData()!) as { organizations: string[] }).organizations);
    });
    try {
      // The demo observer serves TR10 only: AZ10 is refused by the server (400), which left the screen on an error.
      await signInByToken(page, 'observer');
      // The drawer opened before the caller's organizations arrive: AZ10 then dropped under it kept the range chosen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/authorizedOrganizations', async (route) => {
        await held;
        await route.fallback();
      });
      await page.goto('/admin/statistics?organizations=AZ10,TR10');
      await page.getByTestId('statistics-filter-open').click();
      await page.getByTestId('statistics-quick-last7Days').click();
      release();
      await page.getByTestId('statistics-left-out').getByText('AZ10', { exact: false }).waitFor();
      expect(await page.getByTestId('statistics-quick-last7Days').getAttribute('class')).toContain('ant-btn-primary');
      await page.keyboard.press('Escape');
      await page.getByTestId('statistics-filter-drawer').waitFor({ state: 'hidden' });
      await page.getByTestId('statistics-chart-technician-general').locator('canvas').waitFor();
      expect(await page.getByTestId('statistics-error').count()).toBe(0);
      expect(await page.getByTestId('statistics-chip-org-AZ10').count()).toBe(0);
      expect(sent).toEqual([['TR10']]);
      // A link whose period the server would refuse (a year and two days) shows today's figures and says so.
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      await page.goto(`/admin/statistics?start=${day(-367)}&end=${day(0)}`);
      const refused = page.getByTestId('statistics-link-range-refused');
      await refused.getByText(`(${day(-367)} – ${day(0)})`, { exact: false }).waitFor();
      expect(await refused.innerText()).toContain('at most 367 days');
      expect(await page.getByTestId('statistics-left-out').count()).toBe(0);
      // Figures that fail to load leave only the error with its Retry: six empty charts under it looked like no figures.
      await page.route('**/api/*-count', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"error":"Service Unavailable","message":"down"}' }));
      await page.reload();
      await page.getByTestId('statistics-error').waitFor();
      expect(await page.getByTestId('statistics-charts').count()).toBe(0);
      expect(await page.getByTestId('statistics-no-days').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
