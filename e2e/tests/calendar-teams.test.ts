import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken, PlanningPage } from '../support/planning-page';
import { localText, pickOption } from '../support/form-controls';
import { shoot } from '../support/screenshots';
import { apiCall } from '../support/api';
import { HOUR_MS, istanbul, istanbulDay, type ApiCalendar } from '../support/calendars';

interface Tech {
  bpNo: string;
  fullName: string;
  organization: { orgunit: string; displayName: string };
  team: { id: number } | null;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("calendars of teams: team management's assignment and the planning grid's working hours", () => {
  it("follows a calendar assigned in team management on the planning grid's working-hours band", async () => {
    const token = await apiToken('dispatcher');
    const suffix = Date.now().toString(36);
    const teamName = `E2E band ${suffix}`;
    const calendarName = `E2E band calendar ${suffix}`;
    // A team of our own with one technician borrowed from the demo (put back in finally), planned by the dispatcher.
    const techs = (await apiCall<{ technicians: Tech[] }>(token, '/api/technicians-include-noteam')).technicians.filter((x) => x.organization.orgunit === 'TR10' && x.team !== null);
    const tech = techs[Math.floor(techs.length / 2)];
    const { sections: [section] } = await apiCall<{ sections: { id: number }[] }>(token, '/api/sections');
    const { teamId } = await apiCall<{ teamId: number }>(token, '/api/create-team', { name: teamName, orgUnit: 'TR10', sectionId: section.id });
    const me = (await apiCall<{ id: number; name: string }[]>(token, '/api/dispatchers')).find((d) => d.name === 'Elif')!;
    await apiCall(token, '/api/change-dispatcher-team', { added: [{ teamId, dispatcherId: me.id }] });
    await apiCall(token, '/api/change-technician-team', { changes: [{ bpNo: tech.bpNo, teamId }] });
    // 10:00-14:00 in Istanbul on the day before, of and after today there: the grid's day is among them in any zone.
    const today = istanbulDay(Date.now());
    const days = [-1, 0, 1].map((n) => istanbulDay(Date.parse(`${today}T12:00:00Z`) + n * 24 * HOUR_MS));
    const entries = days.map((day) => ({ startDate: istanbul(day, 10), endDate: istanbul(day, 14), seriesId: `band-${suffix}` }));
    const { calendar } = await apiCall<{ calendar: ApiCalendar }>(token, '/api/change-calendar', { name: calendarName, country: 'TR', calendarEntries: entries });
    const { context, page } = await newPage(browser);
    const grid = new PlanningPage(page);
    const workLabels = () => grid.rows().first().locator('.pg-label.is-work').allInnerTexts();
    try {
      await signInByToken(page, 'dispatcher');
      await grid.openOn([teamId]);
      // The grid draws the country's hours on the browser's clock (this browser: UTC, so 10:00 Istanbul is 07:00).
      const onGrid = (hour: number, minute = 0) => localText(istanbul(today, hour, minute)).slice(11);
      expect(await workLabels()).not.toEqual([onGrid(10), onGrid(14)]);

      // Team management's calendar assignment.
      await page.goto('/admin/team-management');
      await page.getByTestId('team-search').fill(teamName);
      await expect.poll(() => page.getByTestId('team-row-name').allTextContents()).toEqual([teamName]);
      await page.getByTestId(`team-calendar-${teamId}`).click();
      await pickOption(page, page.getByTestId('calendar-assign-select'), null, calendarName);
      // A calendar chosen and not saved: Escape asks first (it closed the dialog and dropped the choice); Keep stays.
      await page.keyboard.press('Escape');
      await page.getByTestId('discard-keep').click();
      await page.getByTestId('discard-keep').waitFor({ state: 'detached' });
      expect(await page.getByTestId('calendar-assign-select').innerText()).toContain(calendarName);
      await page.getByTestId('calendar-assign-save').click();
      await page.getByTestId('calendar-assign-save').waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('team-row').filter({ hasText: teamName }).textContent()).toContain(calendarName);

      await grid.openOn([teamId]);
      await expect.poll(workLabels).toEqual([onGrid(10), onGrid(14)]);
      expect(await grid.rows().first().locator('.pg-band').count()).toBe(1);
      const band = async () => Number.parseFloat((await grid.rows().first().locator('.pg-band').getAttribute('style'))!.match(/left:\s*([\d.]+)%/)![1]);
      const tenOClock = await band();

      // A calendar change shows at the grid's next read: 07:30 start from now on.
      await apiCall(token, '/api/change-calendar', {
        id: calendar.id,
        name: calendarName,
        country: 'TR',
        calendarEntries: calendar.calendarEntries.map((e) => ({ ...e, startDate: e.startDate - 150 * 60_000 })),
      });
      await grid.openOn([teamId]);
      await expect.poll(workLabels).toEqual([onGrid(7, 30), onGrid(14)]);
      expect(await band()).toBeLessThan(tenOClock);

      // The calendar list names the team with its organization.
      await page.goto('/admin/calendar-management');
      await page.getByTestId('calendar-search').fill(calendarName);
      await expect.poll(() => page.getByTestId('calendar-team-tag').allInnerTexts()).toEqual([`${teamName} · ${tech.organization.displayName}`]);
      await shoot(page, 'calendars-list-team-tags');
    } finally {
      await context.close();
      await apiCall(token, '/api/change-technician-team', { changes: [{ bpNo: tech.bpNo, teamId: tech.team!.id }] });
      await apiCall(token, '/api/delete-team', { teamId });
      await apiCall(token, '/api/change-calendar', { id: calendar.id, deleted: true });
    }
  }, 240_000);

  it("opens team management from a calendar's Assign team, filtered to the teams it concerns, and gives it to a team there", async () => {
    const token = await apiToken('power');
    const teamName = `E2E assign ${Date.now().toString(36)}`;
    const { sections: [section] } = await apiCall<{ sections: { id: number }[] }>(token, '/api/sections');
    const { teamId } = await apiCall<{ teamId: number }>(token, '/api/create-team', { name: teamName, orgUnit: 'TR10', sectionId: section.id });
    const calendar = (await apiCall<{ calendars: ApiCalendar[] }>(token, '/api/authorizedCalendars')).calendars.find((c) => c.country === 'TR' && c.relatedTeams.length > 0)!;
    const { teams } = await apiCall<{ teams: { id: number; organization: { countryCode: string } }[] }>(token, '/api/authorizedTeams');
    const concerned = teams.filter((t) => t.organization.countryCode === 'TR' || calendar.relatedTeams.some((r) => r.id === t.id));
    // The power user sees every country: the filter leaves some teams out.
    expect(concerned.length).toBeLessThan(teams.length);
    const { context, page } = await newPage(browser);
    const total = () => page.locator('.ant-pagination-total-text').innerText();
    try {
      await signInByToken(page, 'power');
      await page.goto('/admin/calendar-management');
      await page.getByTestId('calendar-search').fill(calendar.name);
      // The calendar's teams and a team's dispatchers are told apart by their icons, each button named and explained.
      const iconOf = (button: Locator) => button.locator('.anticon').first().getAttribute('class');
      const teamsIcon = await iconOf(page.getByTestId(`calendar-assign-team-${calendar.id}`));
      expect(await page.getByTestId(`calendar-assign-team-${calendar.id}`).getAttribute('aria-label')).toBe('Assign team');
      await page.getByTestId(`calendar-assign-team-${calendar.id}`).click();
      await page.waitForURL(`**/admin/team-management?calendar=${calendar.id}`);
      // The filter is shown (the calendar in the select, whose teams these are) and the list holds only those teams.
      await expect.poll(() => page.getByTestId('team-calendar-filter').innerText()).toContain(calendar.name);
      expect(await page.getByTestId('team-calendar-filter-note').innerText()).toContain(`Working to it now: ${calendar.relatedTeams.length}`);
      await expect.poll(total).toBe(`Teams: ${concerned.length}`);
      await shoot(page, 'team-management-calendar-filter-en');

      // A row's calendar button comes with this calendar chosen, the team's present one named.
      await page.getByTestId('team-search').fill(teamName);
      await expect.poll(() => page.getByTestId('team-row-name').allTextContents()).toEqual([teamName]);
      const dispatchers = page.getByTestId(`team-dispatchers-${teamId}`);
      expect(await dispatchers.getAttribute('aria-label')).toBe('Assign dispatcher');
      const rowIcons = await page.getByTestId('team-row').locator('button .anticon').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('class')));
      expect(rowIcons).not.toContain(teamsIcon);
      expect(new Set(rowIcons).size).toBe(rowIcons.length);
      await dispatchers.hover();
      await page.locator('.ant-tooltip').filter({ visible: true }).getByText('Assign dispatcher').waitFor();
      await page.getByTestId(`team-calendar-${teamId}`).click();
      await expect.poll(() => page.getByTestId('calendar-assign-select').innerText()).toContain(calendar.name);
      expect(await page.getByTestId('calendar-assign-current').innerText()).toBe("Now: No calendar (the team's own or its organization's hours)");
      await shoot(page, 'team-management-calendar-assign-en');
      await page.getByTestId('calendar-assign-save').click();
      await page.getByTestId('calendar-assign-save').waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByTestId('team-row').filter({ hasText: teamName }).getByTestId('team-row-calendar').innerText()).toBe(calendar.name);
      expect((await apiCall<{ calendars: ApiCalendar[] }>(token, '/api/authorizedCalendars')).calendars.find((c) => c.id === calendar.id)!.relatedTeams.map((r) => r.id)).toContain(teamId);

      // Show all teams drops the filter from the address; Back returns to the calendars.
      await page.getByTestId('team-search').fill('');
      await page.getByTestId('team-calendar-filter-clear').click();
      await expect.poll(total).toBe(`Teams: ${teams.length}`);
      expect(new URL(page.url()).search).toBe('');
      await page.goBack();
      await page.waitForURL('**/admin/calendar-management');
      await page.getByTestId('calendar-table').waitFor();

      // A link to a calendar that is not there shows every team, and says so.
      await page.goto('/admin/team-management?calendar=2147483647');
      await page.getByTestId('team-calendar-filter-unknown').waitFor();
      await expect.poll(total).toBe(`Teams: ${teams.length}`);
    } finally {
      await context.close();
      await apiCall(token, '/api/delete-team', { teamId });
    }
  }, 120_000);
});
