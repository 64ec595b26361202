import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { PlanningPage, apiToken, localDay, openNewAssignment, techniciansOf, type ApiTechnician } from '../support/planning-page';
import { localText, localYmd, pickOption, typeDate } from '../support/form-controls';
import { apiCall } from '../support/api';

// Demo data: the dispatcher sees TR10 team 1 (Saha Servis 1, country TR). ADVANCED_ASSIGNMENT_DEFAULT is 'TR',
// so the new-assignment drawer opens with the advanced wizard on; REPEAT_ASSIGNMENT, SINGLE_ASSIGNMENT and
// TRAINING_REPETITIVE_ENABLED are 'true'. Demo assignments reach at most 10 days after today.
const TEAM_TR10_FIELD_1 = 1;
const DAY = 86_400_000;
const SHOTS = process.env.E2E_SCREENSHOTS;

interface ApiTraining {
  id: number;
  name: string;
  type: 'TRAINING' | 'VACATION';
  countryCode: string | null;
  allowedFrom: string | null;
  allowedTo: string | null;
}

/** A training of the country whose allowance covers [from, to] ('YYYY-MM-DD'), with a name no other item of the list shares. */
async function trainingFor(token: string, countryCode: string, from: string, to: string): Promise<(ApiTraining & { shown: string }) | undefined> {
  const { trainingVacations } = await apiCall<{ trainingVacations: ApiTraining[] }>(token, '/api/training-vacations', { countryCodes: [countryCode] });
  // Kinds are stored in their country's language; the screens name them in the reader's (the localisation map).
  const { allConfig } = await apiCall<{ allConfig: { localisations: Record<string, Record<string, string>> } }>(token, '/api/user-info');
  const found = trainingVacations.find(
    (x) =>
      x.type === 'TRAINING' &&
      x.countryCode === countryCode &&
      (x.allowedFrom === null || x.allowedFrom <= from) &&
      (x.allowedTo === null || x.allowedTo >= to) &&
      trainingVacations.filter((y) => y.name === x.name).length === 1,
  );
  return found && { ...found, shown: allConfig.localisations.trainingVacation?.[found.name] ?? found.name };
}

/** Local midnight of a 'YYYY-MM-DD' day plus `days`. */
const dayAt = (ymd: string, days = 0, hour = 0) => {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(y, m - 1, d + days, hour).getTime();
};

interface Scenario {
  holiday: string;
  teamId: number;
  technician: ApiTechnician;
  training: ApiTraining & { shown: string };
}

/**
 * A holiday on a weekday of one of the dispatcher's countries with no other holiday of that country in the
 * 7 days after it (so the 8 days from it hold the holiday, one weekend and 5 working days), a training of that
 * country allowed on all 8 days, and a technician of that country (unique name) with nothing planned on them.
 * Nearest to today first; the demo data has holidays of TR and RU around any date.
 */
async function findScenario(token: string): Promise<Scenario> {
  const holidays = await apiCall<{ countryCode: string; date: string }[]>(token, '/api/holidays');
  const orgs = await apiCall<{ countryCode: string; teams: { id: number }[] }[]>(token, '/api/organizations-teams');
  const today = localYmd(Date.now());
  const distance = (d: string) => Math.abs(dayAt(d) - dayAt(today));
  const candidates = holidays
    .filter((h) => {
      const weekday = new Date(dayAt(h.date)).getDay();
      const next7 = Array.from({ length: 7 }, (_, i) => localYmd(dayAt(h.date, i + 1)));
      const sameCountry = holidays.filter((x) => x.countryCode === h.countryCode).map((x) => x.date);
      return weekday >= 1 && weekday <= 5 && !next7.some((d) => sameCountry.includes(d)) && orgs.some((o) => o.countryCode === h.countryCode && o.teams.length > 0);
    })
    .sort((a, b) => distance(a.date) - distance(b.date));
  for (const { date: holiday, countryCode } of candidates) {
    const lastDay = localYmd(dayAt(holiday, 7));
    const training = await trainingFor(token, countryCode, holiday, lastDay);
    if (!training) continue;
    const days = Array.from({ length: 8 }, (_, i) => localYmd(dayAt(holiday, i)));
    for (const teamId of orgs.filter((o) => o.countryCode === countryCode).flatMap((o) => o.teams.map((team) => team.id))) {
      const perDay = await Promise.all(
        days.map((day) => apiCall<{ technicians: ApiTechnician[] }>(token, '/api/technicians-with-schedules', { teams: [{ id: teamId }], searchDate: day }).then((r) => r.technicians)),
      );
      const range = { start: dayAt(holiday), end: dayAt(holiday, 8) };
      const technician = perDay[0].find(
        (tech) =>
          uniqueName(perDay[0], tech) &&
          perDay.every((list) => !(list.find((x) => x.id === tech.id)?.schedulers ?? []).some((s) => s.startDate < range.end && range.start < s.endDate)),
      );
      if (technician) return { holiday, teamId, technician, training };
    }
  }
  throw new Error('no holiday, training and free technician for the repetitive scenario in the demo data');
}

function uniqueName(technicians: ApiTechnician[], technician: ApiTechnician) {
  return technicians.filter((x) => x.fullName === technician.fullName).length === 1;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('advanced assignment wizard', () => {
  it('creates a 5-day repetitive training that skips a weekend and a holiday, lists it, adds it to the changes and saves it', async () => {
    const token = await apiToken('dispatcher');
    const { holiday, teamId, technician, training } = await findScenario(token);
    const first = dayAt(holiday, 0, 9);
    const last = dayAt(holiday, 7, 12);
    const expectedDays = Array.from({ length: 8 }, (_, i) => localYmd(dayAt(holiday, i)))
      .filter((d) => d !== holiday)
      .filter((d) => ![0, 6].includes(new Date(dayAt(d)).getDay()));
    expect(expectedDays).toHaveLength(5);

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const { grid, drawer } = await openNewAssignment(page, technician, teamId);

    // The wizard starts on for the countries of ADVANCED_ASSIGNMENT_DEFAULT (TR in the demo); turn it on otherwise.
    const advanced = drawer.getByTestId('assignment-advanced');
    if ((await advanced.getAttribute('aria-checked')) !== 'true') await advanced.click();
    await drawer.getByTestId('wizard-steps').waitFor();

    await pickOption(page, drawer.getByTestId('assignment-order'), training.shown, training.shown);
    await drawer.getByTestId('wizard-mode-multiple').click();
    // The row's technician carries over into the multi-select.
    expect(await drawer.getByTestId('assignment-technicians').textContent()).toContain(technician.fullName);
    await drawer.getByTestId('wizard-repetitive').click();
    expect(await drawer.getByTestId('wizard-exclude-weekends').locator('xpath=descendant-or-self::input').isChecked()).toBe(true);
    expect(await drawer.getByTestId('wizard-exclude-holidays').locator('xpath=descendant-or-self::input').isChecked()).toBe(true);
    await typeDate(drawer.getByTestId('assignment-start'), localText(first));
    await typeDate(drawer.getByTestId('assignment-end'), localText(last));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/wizard-options.png` });

    await drawer.getByTestId('wizard-next').click();
    const rows = drawer.getByTestId('wizard-task-row');
    await expect.poll(() => rows.count()).toBe(5);
    const starts = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-start'))));
    expect(starts.map((ms) => localText(ms))).toEqual(expectedDays.map((d) => `${d} 09:00`));
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-error')))).toEqual(['', '', '', '', '']);
    // 5 per page: no second page.
    expect(await drawer.locator('.ant-pagination-item-2').count()).toBe(0);
    expect(await drawer.getByTestId('wizard-next').isEnabled()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/wizard-data-list.png` });

    await drawer.getByTestId('wizard-next').click();
    expect(await drawer.getByTestId('wizard-approve-count').textContent()).toBe('5');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/wizard-approve.png` });
    await drawer.getByTestId('wizard-finish').click();
    await drawer.waitFor({ state: 'hidden' });

    // Finishing offers to save; first look at the changes.
    await page.getByTestId('wizard-save-later').click();
    expect(await page.getByTestId('planning-changes-badge').textContent()).toContain('5');
    await grid.changesTab().click();
    await expect.poll(() => grid.changeRows().count()).toBe(5);
    const changeTexts = await grid.changeRows().allTextContents();
    for (const [i, text] of changeTexts.entries()) {
      expect(text).toContain(technician.fullName);
      expect(text).toContain(training.shown);
      expect(text).toContain(`${expectedDays[i]} 09:00`);
      expect(text).toContain(`${expectedDays[i]} 12:00`);
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/wizard-changes.png` });

    await grid.saveAll();
    await page.getByText('5 training/vacations saved successfully').waitFor();
    await expect.poll(() => page.getByTestId('planning-save-all').count()).toBe(0);

    // Stored: a training on each expected day at 09:00-12:00, none on the holiday.
    for (const day of [...expectedDays, holiday]) {
      const { technicians: onDay } = await apiCall<{ technicians: ApiTechnician[] }>(token, '/api/technicians-with-schedules', { teams: [{ id: teamId }], searchDate: day });
      const items = (onDay.find((x) => x.id === technician.id)?.schedulers ?? []) as (ApiTechnician['schedulers'][number] & { trainingVacation: { id: number } | null })[];
      const planned = items.filter((s) => s.trainingVacation?.id === training.id && s.startDate === dayAt(day, 0, 9) && s.endDate === dayAt(day, 0, 12));
      expect(planned.length, day).toBe(day === holiday ? 0 : 1);
    }
    await context.close();
  });

  it('shows the overlap of a task, blocks Next until it is removed, and then adds the rest', async () => {
    const token = await apiToken('dispatcher');
    const technicians = await techniciansOf(token, [TEAM_TR10_FIELD_1]);
    const { dayStart } = localDay();
    // A technician with an item inside today, and another one free at that time.
    let pair: { busy: ApiTechnician; free: ApiTechnician; startDate: number; endDate: number } | undefined;
    for (const tech of technicians) {
      if (!uniqueName(technicians, tech)) continue;
      for (const s of tech.schedulers) {
        if (s.shouldBeDeleted || s.startDate < dayStart || s.endDate > dayStart + DAY || s.startDate % 60_000 !== 0 || s.endDate % 60_000 !== 0) continue;
        const free = technicians.find((x) => x.id !== tech.id && uniqueName(technicians, x) && !x.schedulers.some((o) => o.startDate < s.endDate && s.startDate < o.endDate));
        if (free) pair = { busy: tech, free, startDate: s.startDate, endDate: s.endDate };
        if (pair) break;
      }
      if (pair) break;
    }
    if (!pair) throw new Error('no technician with an item today and another one free then');
    const { busy, free, startDate, endDate } = pair;
    const today = localDay().ymd;
    const training = await trainingFor(token, 'TR', today, today);
    if (!training) throw new Error('no TR training allowed today');

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.openOn([TEAM_TR10_FIELD_1]);
    await grid.row(busy.id).getByTestId('planning-add').click();
    const drawer = page.getByTestId('planning-details-drawer');
    await drawer.getByTestId('assignment-form').waitFor();

    // Next with nothing chosen names the missing field, and the spec's 'Please select!' sums up by the actions.
    await drawer.getByTestId('wizard-next').click();
    expect(await drawer.getByTestId('assignment-error-order').textContent()).toBe('Please select a work order, training or leave');
    expect(await drawer.getByTestId('assignment-missing').textContent()).toBe('Please select! Work order / training / leave');
    // The focus left Next for the field in error.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="assignment-order"]') !== null)).toBe(true);

    await pickOption(page, drawer.getByTestId('assignment-order'), training.shown, training.shown);
    await drawer.getByTestId('wizard-mode-multiple').click();
    await pickOption(page, drawer.getByTestId('assignment-technicians'), free.fullName, free.fullName, { closeWithEscape: true });
    await typeDate(drawer.getByTestId('assignment-start'), localText(startDate));
    await typeDate(drawer.getByTestId('assignment-end'), localText(endDate));
    await drawer.getByTestId('wizard-next').click();

    const rows = drawer.getByTestId('wizard-task-row');
    await expect.poll(() => rows.count()).toBe(2);
    const busyRow = drawer.locator(`[data-testid="wizard-task-row"][data-technician="${busy.bpNo}"]`);
    expect(await busyRow.getAttribute('data-error')).toBe('overlap');
    expect(await busyRow.getByTestId('wizard-task-error').textContent()).toBe('There is already work at the selected time');
    expect(await drawer.locator(`[data-testid="wizard-task-row"][data-technician="${free.bpNo}"]`).getAttribute('data-error')).toBe('');
    await drawer.getByTestId('wizard-task-errors').waitFor();
    expect(await drawer.getByTestId('wizard-next').isDisabled()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/wizard-overlap.png` });

    // Single-task entry for the busy technician alone: its one task has the error; removed, the approve step is
    // empty and Finish gives the generic error.
    await drawer.getByTestId('wizard-back').click();
    await drawer.getByTestId('wizard-mode-single').click();
    expect(await drawer.getByTestId('assignment-technician').textContent()).toContain(busy.fullName);
    await drawer.getByTestId('wizard-next').click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-error')).toBe('overlap');
    await rows.first().getByTestId('wizard-task-remove').click();
    await expect.poll(() => rows.count()).toBe(0);
    await drawer.getByTestId('wizard-next').click();
    await drawer.getByTestId('wizard-approve-empty').waitFor();
    await drawer.getByTestId('wizard-finish').click();
    expect(await drawer.getByTestId('wizard-error').textContent()).toBe('The operation failed. Please try again later.');
    expect(await page.getByTestId('planning-save-all').count()).toBe(0);

    // Back to multiple tasks: both technicians again; removing the overlapping task lets the wizard go on.
    await drawer.getByTestId('wizard-back').click();
    await drawer.getByTestId('wizard-back').click();
    await drawer.getByTestId('wizard-mode-multiple').click();
    await drawer.getByTestId('wizard-next').click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await drawer.getByTestId('wizard-next').isDisabled()).toBe(true);
    await busyRow.getByTestId('wizard-task-remove').click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await drawer.getByTestId('wizard-next').isEnabled()).toBe(true);
    await drawer.getByTestId('wizard-next').click();
    expect(await drawer.getByTestId('wizard-approve-count').textContent()).toBe('1');
    await drawer.getByTestId('wizard-finish').click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByTestId('wizard-save-later').click();

    await grid.changesTab().click();
    await expect.poll(() => grid.changeRows().count()).toBe(1);
    const text = await grid.changeRows().first().textContent();
    expect(text).toContain(free.fullName);
    expect(text).not.toContain(busy.fullName);
    await context.close();
  });
});
