import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { apiCall, setUserLanguage } from '../support/api';
import { signInByToken } from '../support/session';
import { PlanningPage, apiToken, localDay, techniciansOf } from '../support/planning-page';
import { shoot } from '../support/screenshots';
import { overlayGone } from '../support/overlays';

interface HistoryRow {
  jobCode: string | null;
  jobCodeTxt: string | null;
}

interface ApiTrainingVacation {
  id: number;
  name: string;
  description: string | null;
  laborType: string | null;
}

type Localisations = Record<string, Record<string, string>>;

interface ApiWorkArea {
  areaId: number;
  areaName: string;
}

/** Demo data: the dispatcher sees TR10 team 1, whose country's training/vacation kinds are stored in Turkish. */
const TEAM_TR10_FIELD_1 = 1;
const DAY = 24 * 3_600_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('master data in the reader’s language (issue 18 item 5)', () => {
  it('shows job names in Turkish to a Turkish dispatcher, on screen and in the planning-history export', async () => {
    const token = await apiToken('dispatcher');
    await setUserLanguage(token, 'tr');
    const { context, page } = await newPage(browser);
    try {
      const session = await apiCall<{ allConfig: { localisations: Record<string, Record<string, string>> } }>(token, '/api/user-info');
      const jobNames = session.allConfig.localisations.jobCode;
      expect(jobNames['035']).toBe('Giriş ekspertizi');

      const { ymd: today } = localDay();
      const { histories } = await apiCall<{ histories: HistoryRow[] }>(token, '/api/history-search', { start: today, end: today, index: 0, limit: 25 });
      const row = histories.find((h) => h.jobCode !== null && jobNames[h.jobCode] !== undefined && jobNames[h.jobCode] !== h.jobCodeTxt);
      expect(row, 'a history row of today whose CRM job text is not Turkish').toBeDefined();
      const shown = `${row!.jobCode} · ${jobNames[row!.jobCode!]}`;

      await signInByToken(page, 'dispatcher');
      await page.goto('/dispatcher/planning-history');
      await page.getByTestId('history-table-row').first().waitFor();
      await expect.poll(() => page.getByTestId('history-table').innerText()).toContain(shown);
      await shoot(page, 'planning-history-tr-job-names');

      const res = await fetch(`${baseUrl()}/api/history/export`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(localDay().offset) },
        body: JSON.stringify({ start: today, end: today }),
      });
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      const sheet = book.worksheets[0];
      expect(sheet.getRow(1).getCell(1).value).toBe('Teknisyen');
      const jobCells = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(7).value ?? ''));
      expect(jobCells).toContain(`${row!.jobCode} - ${jobNames[row!.jobCode!]}`);
    } finally {
      await setUserLanguage(token, 'en');
      await context.close();
    }
  });

  it('describes a Turkish training/vacation kind and work areas in Russian to a Russian dispatcher: the Training/Vacation tab (its search too) and the assignment drawer', async () => {
    const token = await apiToken('dispatcher');
    await setUserLanguage(token, 'ru');
    const { context, page } = await newPage(browser);
    try {
      const { allConfig } = await apiCall<{ allConfig: { localisations: Localisations } }>(token, '/api/user-info');
      const { trainingVacation: names, trainingVacationDescription: descriptions, laborType: laborTypes } = allConfig.localisations;
      const { trainingVacations } = await apiCall<{ trainingVacations: ApiTrainingVacation[] }>(token, '/api/training-vacations', { countryCodes: ['TR'] });
      const kind = trainingVacations.find((x) => x.description !== null && descriptions?.[x.description] !== undefined && descriptions[x.description] !== x.description);
      expect(kind, 'a Turkish kind whose stored description the Russian map translates').toBeDefined();
      const description = descriptions[kind!.description!];
      const name = names[kind!.name];

      await signInByToken(page, 'dispatcher');
      const grid = new PlanningPage(page);
      await grid.openOn([TEAM_TR10_FIELD_1]);

      // A TR10 job's work area (a bay stored in Turkish) in Russian, in the drawer's select and its whole list.
      const areaNames = allConfig.localisations.workArea;
      const { dayStart } = localDay();
      const { areas } = await apiCall<{ areas: ApiWorkArea[] }>(token, '/api/areas/TR10');
      const technicians = await techniciansOf(token, [TEAM_TR10_FIELD_1]);
      const planned = technicians
        .filter((tech) => technicians.filter((x) => x.fullName === tech.fullName).length === 1)
        .flatMap((tech) => tech.schedulers.map((item) => ({ tech, item: item as typeof item & { workAreaId: number | null } })))
        .find(({ item }) => item.workOrderItem !== null && item.workAreaId !== null && item.startDate >= dayStart && item.endDate <= dayStart + DAY);
      expect(planned, 'a TR10 job of today with a work area').toBeDefined();
      const stored = areas.find((a) => a.areaId === planned!.item.workAreaId)!.areaName;
      await grid.search(planned!.tech.fullName);
      await grid.block(`s-${planned!.item.id}`).click();
      await page.getByTestId('planning-block-popover').getByTestId('planning-block-details').click();
      const drawer = page.getByTestId('planning-details-drawer');
      await expect.poll(() => drawer.getByTestId('assignment-work-area').innerText()).toBe(areaNames[stored]);
      await drawer.getByTestId('assignment-work-area').click();
      const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
      await expect.poll(() => options.allInnerTexts()).toEqual(expect.arrayContaining([areaNames[stored]]));
      const shown = await options.allInnerTexts();
      expect(shown.sort()).toEqual(areas.map((a) => areaNames[a.areaName]).sort());
      await shoot(page, 'assignment-drawer-ru-work-areas');
      await page.keyboard.press('Escape');
      await expect.poll(() => options.count()).toBe(0);
      await overlayGone(page);
      await page.keyboard.press('Escape');
      await drawer.getByTestId('assignment-form').waitFor({ state: 'hidden' });
      await grid.search('');

      await grid.openTab(/^Обучение\/Отпуск$/);
      const table = page.getByTestId('training-vacation-table');
      const rows = table.locator('tr.ant-table-row');
      await rows.first().waitFor();
      const unfiltered = await rows.count();
      // Found by the Russian words, not only shown in them (the search applies after its debounce).
      await page.getByTestId('training-vacation-search').locator('xpath=descendant-or-self::input').first().fill(description);
      await expect.poll(() => rows.count()).toBeLessThan(unfiltered);
      const row = table.locator(`tr.ant-table-row[data-row-key="${kind!.id}"]`);
      expect(await row.locator('td').nth(1).innerText()).toBe(description);
      expect(await row.locator('td').first().innerText()).toContain(name);
      expect(await table.innerText()).not.toContain(kind!.description!);
      await shoot(page, 'training-vacation-tab-ru-descriptions');

      await page.getByTestId(`training-vacation-add-${kind!.id}`).click();
      await drawer.getByTestId('assignment-form').waitFor();
      await expect.poll(() => drawer.getByTestId('assignment-order').innerText()).toContain(`${name} · ${laborTypes[kind!.laborType!]}`);
      await shoot(page, 'assignment-drawer-ru-training-vacation');
    } finally {
      await setUserLanguage(token, 'en');
      await context.close();
    }
  });
});
