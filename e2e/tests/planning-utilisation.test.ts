import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { setUserLanguage } from '../support/api';
import { PlanningPage, apiToken, findMovable, localDay, techniciansOf, type ApiTechnician } from '../support/planning-page';
import { shoot } from '../support/screenshots';
import { signInByToken } from '../support/session';

// Issue 18 item 14: utilisation at a glance, checked against hours worked out here from the API's data.
const TR10_TEAMS = [1, 2, 3];
const MINUTE = 60_000;

type Hours = { startTime?: string | null; endTime?: string | null };
type WithHours = ApiTechnician & {
  organization: { workHourStartTime?: string | null; workHourEndTime?: string | null };
  team: { id: number; name: string; calendarHours?: Hours[] | null; workingHours?: Hours[] | null } | null;
};

const minuteOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
const span = (h: Hours) => {
  const start = minuteOf(h.startTime ?? '');
  const end = minuteOf(h.endTime ?? '');
  return end > start ? end - start : end + 1440 - start;
};

/** Working minutes of the day: calendar entries, else the team's list, else the organization's hours, else 08:00–17:00. */
function workingMinutes(technician: WithHours): number {
  const list = technician.team?.calendarHours ?? (technician.team?.workingHours?.length ? technician.team.workingHours : null);
  if (list) return list.reduce((sum, h) => sum + span(h), 0);
  const org = technician.organization;
  return span({ startTime: org.workHourStartTime ?? '08:00', endTime: org.workHourEndTime ?? '17:00' });
}

/** Planned minutes on the local day, clipped to it, overlaps once. */
function plannedMinutes(technician: ApiTechnician): number {
  const { dayStart } = localDay();
  const spans = technician.schedulers
    .map((s) => [Math.max(s.startDate, dayStart), Math.min(s.endDate, dayStart + 1440 * MINUTE)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let [from, to] = [0, 0];
  for (const [a, b] of spans) {
    if (a > to) {
      total += to - from;
      [from, to] = [a, b];
    } else to = Math.max(to, b);
  }
  return (total + to - from) / MINUTE;
}

const hours = (minutes: number) => String(Math.round(minutes / 6) / 10);
const label = (planned: number, working: number) =>
  working === 0
    ? `${hours(planned)} h planned, no working hours on this day`
    : `${hours(planned)} h planned of ${hours(working)} h working hours (${Math.round((planned / working) * 100)} %)`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('planning utilisation', () => {
  it("shows a technician's planned against working hours, follows a change of the plan, and totals each team", async () => {
    const token = await apiToken('dispatcher');
    const technicians = (await techniciansOf(token, TR10_TEAMS)) as WithHours[];
    const { technician, item } = findMovable(technicians, 20 * MINUTE);
    const own = technicians.find((t) => t.id === technician.id) as WithHours;
    const planned = plannedMinutes(own);
    // A team calendar without entries today (a weekend) gives no working hours: the label says so.
    const working = workingMinutes(own);

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.openOn(TR10_TEAMS);
    await grid.search(technician.bpNo);
    await expect.poll(() => grid.rows().count()).toBe(1);
    const bar = grid.row(technician.id).getByTestId('planning-utilisation');
    expect(await bar.getAttribute('aria-label')).toBe(label(planned, working));

    // Ten minutes longer (Shift+→ moves the end): ten planned minutes more, before anything is saved.
    const block = grid.block(`s-${item.id}`);
    await block.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => bar.getAttribute('aria-label')).toBe(label(planned + 10, working));

    // The team total: every shown technician of the team, with the pending change.
    await grid.search('');
    await expect.poll(() => grid.rows().count()).toBeGreaterThan(1);
    await page.getByTestId('planning-utilisation-total').click();
    const teamRow = page.getByTestId('planning-team-utilisation').locator(`tr[data-team="${own.team?.name}"]`);
    const team = technicians.filter((t) => t.team?.id === own.team?.id);
    const teamPlanned = team.reduce((sum, t) => sum + plannedMinutes(t), 0) + 10;
    const teamWorking = team.reduce((sum, t) => sum + workingMinutes(t), 0);
    await expect.poll(() => teamRow.getAttribute('data-planned-minutes')).toBe(String(teamPlanned));
    expect(await teamRow.getAttribute('data-working-minutes')).toBe(String(teamWorking));
    expect(await teamRow.textContent()).toContain(`${hours(teamPlanned)} h / ${hours(teamWorking)} h`);
    // Marked when more is planned than worked, also on a day without working hours (a weekend).
    const overPlanned = teamWorking === 0 ? teamPlanned > 0 : teamPlanned > teamWorking;
    expect(await teamRow.locator('td').last().getAttribute('class')).toBe(overPlanned ? 'is-over' : null);
    await shoot(page, 'utilisation-en');
    await page.keyboard.press('Escape');
    await grid.discardAll();
    await context.close();
  });

  it('reads in Russian', async () => {
    const token = await apiToken('dispatcher');
    await setUserLanguage(token, 'ru');
    try {
      const { context, page } = await newPage(browser);
      await signInByToken(page, 'dispatcher');
      const grid = new PlanningPage(page);
      await grid.openOn(TR10_TEAMS);
      await expect.poll(async () => (await grid.rows().first().getByTestId('planning-utilisation').getAttribute('aria-label')) ?? '').toMatch(/^Запланировано .* ч/);
      await page.getByTestId('planning-utilisation-total').click();
      await page.getByTestId('planning-team-utilisation').waitFor();
      await shoot(page, 'utilisation-ru');
      await context.close();
    } finally {
      await setUserLanguage(token, 'en');
    }
  });
});
