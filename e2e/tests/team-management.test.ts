import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { pickOption } from '../support/form-controls';
import { shoot } from '../support/screenshots';
import { apiCall, setUserLanguage } from '../support/api';
import { sidewaysScrollingTables } from '../support/layout';


interface Tech {
  bpNo: string;
  fullName: string;
  organization: { orgunit: string };
  team: { id: number; name: string } | null;
}
interface Dispatcher {
  id: number;
  name: string;
  surname: string;
  teams: number[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('team management', () => {
  it('creates a team, assigns two technicians and a dispatcher, refuses to undo a colleague\'s move, and removes the team leaving its technicians unassigned', async () => {
    const token = await apiToken('power');
    const teamName = `E2E Ekip ${Date.now() % 100000}`;
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'power');
    await page.goto('/admin/team-management');
    await page.getByTestId('team-row').first().waitFor();
    await shoot(page, 'team-management-en');

    await page.getByTestId('team-add').click();
    await page.getByTestId('team-form-save').click();
    await page.getByText('This field cannot be empty').waitFor();
    // The shared max-length text, with the team name's limit in it.
    await page.getByTestId('team-form-name').fill('x'.repeat(256));
    await page.getByText('This field can be a maximum of 255 characters.').waitFor();
    await page.getByTestId('team-form-name').fill(teamName);
    await pickOption(page, page.getByTestId('team-form-organization'), 'TR10', null);
    await pickOption(page, page.getByTestId('team-form-section'), null, null);
    await page.getByTestId('team-form-save').click();
    await page.getByText('Saved successfully.').first().waitFor();

    await page.getByTestId('team-search').fill(teamName.slice(0, 12).toLocaleLowerCase('tr'));
    await expect.poll(() => page.getByTestId('team-row-name').allTextContents()).toContain(teamName);
    const created = (await apiCall<{ teams: { id: number; name: string; organization: { orgunit: string; displayName: string } }[] }>(token, '/api/authorizedTeams')).teams.find((t) => t.name === teamName)!;
    expect(created.organization.orgunit).toBe('TR10');
    // Organizations name their teams alike: every dialog about this one names its organization too.
    const named = `${teamName} · ${created.organization.displayName}`;
    await page.getByTestId(`team-edit-${created.id}`).click();
    const editDialog = page.getByRole('dialog', { name: `Edit team ${named}` });
    await editDialog.waitFor();
    await editDialog.getByRole('button', { name: 'Cancel' }).click();
    await editDialog.waitFor({ state: 'hidden' });

    // Two technicians of the organization from other teams.
    const techs = (await apiCall<{ technicians: Tech[] }>(token, '/api/technicians-include-noteam')).technicians.filter((x) => x.organization.orgunit === 'TR10' && x.team !== null);
    const [first, second] = [techs[0], techs[techs.length - 1]];
    await page.getByTestId(`team-technicians-${created.id}`).click();
    const tree = page.getByTestId('team-technician-tree');
    await tree.waitFor();
    await page.getByRole('dialog', { name: `Technicians of ${named}` }).waitFor();
    await tree.getByTestId(`team-technician-tree-search`).fill(first.fullName);
    await tree.getByTestId(`team-technician-tree-item-${first.bpNo}`).click();
    await tree.getByTestId(`team-technician-tree-search`).fill(second.fullName);
    await tree.getByTestId(`team-technician-tree-item-${second.bpNo}`).click();
    await tree.getByTestId(`team-technician-tree-search`).fill('');
    await shoot(page, 'team-technician-tree-en');
    await page.getByTestId('team-technician-tree-save').click();
    await tree.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await apiCall<{ technicians: Tech[] }>(token, '/api/technicians-include-noteam')).technicians.filter((x) => x.team?.id === created.id).map((x) => x.bpNo).sort())
      .toEqual([first.bpNo, second.bpNo].sort());

    // A colleague puts the second back meanwhile: unchecking it in the tree read before is refused, not their move undone;
    // the other edit (the first out) stays on the teams read again, and saving again moves only the first.
    await page.getByTestId(`team-technicians-${created.id}`).click();
    await tree.getByTestId(`team-technician-tree-item-${second.bpNo}`).waitFor();
    await apiCall(token, '/api/change-technician-team', { changes: [{ bpNo: second.bpNo, teamId: second.team!.id }] });
    await tree.getByTestId(`team-technician-tree-item-${first.bpNo}`).click();
    await tree.getByTestId(`team-technician-tree-item-${second.bpNo}`).click();
    await page.getByTestId('team-technician-tree-save').click();
    await tree.getByText(`Technician ${second.fullName} (${second.bpNo}) has meanwhile been moved to team "${second.team!.name}" by someone else.`).waitFor();
    expect(await tree.getByTestId(`team-technician-tree-kept-kept-${first.bpNo}`).textContent()).toBe(`${first.fullName}: to be taken out of the team`);
    expect(await tree.getByTestId(`team-technician-tree-kept-dropped-${second.bpNo}`).textContent()).toBe(`${second.fullName}: someone else already took them out of the team`);
    const checkedIn = (bpNo: string) => tree.locator('.ant-tree-treenode').filter({ has: tree.getByTestId(`team-technician-tree-item-${bpNo}`) }).locator('.ant-tree-checkbox-checked').count();
    expect(await checkedIn(first.bpNo)).toBe(0);
    await page.getByTestId('team-technician-tree-save').click();
    await tree.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await apiCall<{ technicians: Tech[] }>(token, '/api/technicians-include-noteam')).technicians.filter((x) => [first.bpNo, second.bpNo].includes(x.bpNo)).map((x) => [x.bpNo, x.team?.id ?? null]))
      .toEqual(expect.arrayContaining([[first.bpNo, null], [second.bpNo, second.team!.id]]));

    const dispatcher = (await apiCall<Dispatcher[]>(token, '/api/dispatchers')).find((d) => !d.teams.includes(created.id))!;
    await page.getByTestId(`team-dispatchers-${created.id}`).click();
    await page.getByRole('dialog', { name: `Dispatchers of ${named}` }).waitFor();
    await page.getByTestId(`team-dispatcher-tree-item-${dispatcher.id}`).click();
    await page.getByTestId('team-dispatcher-tree-save').click();
    await page.getByTestId('team-dispatcher-tree').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await apiCall<Dispatcher[]>(token, '/api/dispatchers')).find((d) => d.id === dispatcher.id)!.teams).toContain(created.id);

    // A calendar of the organization's country gives the team its working hours.
    await page.getByTestId(`team-calendar-${created.id}`).click();
    await page.getByRole('dialog', { name: `Calendar of ${named}` }).waitFor();
    // The team has none yet ("own hours" is chosen): take the first calendar offered.
    await page.getByTestId('calendar-assign-select').click();
    await page.locator('.ant-select-dropdown:visible:not([class*="-leave"]) .ant-select-item-option:not(.ant-select-item-option-selected)').first().click();
    await page.getByTestId('calendar-assign-save').click();
    await page.getByTestId('calendar-assign-save').waitFor({ state: 'hidden' });
    const { calendars } = await apiCall<{ calendars: { name: string; relatedTeams: { id: number }[] }[] }>(token, '/api/authorizedCalendars');
    const assigned = calendars.find((c) => c.relatedTeams.some((r) => r.id === created.id));
    expect(assigned).toBeDefined();
    await expect.poll(() => page.getByTestId('team-row').filter({ hasText: teamName }).textContent()).toContain(assigned!.name);

    await page.getByTestId(`team-remove-${created.id}`).click();
    expect(await page.getByTestId('team-remove-confirm-text').locator('strong').textContent()).toBe(named);
    // While the removal runs its button says so: a slow one showed nothing and invited a second click.
    let releaseRemoval = () => {};
    const removalHeld = new Promise<void>((resolve) => (releaseRemoval = resolve));
    await page.route('**/api/delete-team', async (route) => {
      await removalHeld;
      await route.fallback();
    });
    await page.getByTestId('team-remove-confirm').click();
    await expect.poll(() => page.getByTestId(`team-remove-${created.id}`).getAttribute('class')).toContain('ant-btn-loading');
    releaseRemoval();
    await expect.poll(() => page.getByTestId('team-row-name').allTextContents()).not.toContain(teamName);
    const { technicians: after } = await apiCall<{ technicians: Tech[] }>(token, '/api/technicians-include-noteam');
    expect(after.find((x) => x.bpNo === first.bpNo)!.team).toBeNull();
    expect(after.find((x) => x.bpNo === second.bpNo)!.team!.id).toBe(second.team!.id);
    // Put the demo technicians back where they were for the tests that follow.
    await apiCall(token, '/api/change-technician-team', { changes: [first, second].map((x) => ({ bpNo: x.bpNo, teamId: x.team!.id })) });
    await context.close();
  });

  it('names the hours a team without a calendar works to: its organization\'s, marked inherited, or its own', async () => {
    const token = await apiToken('power');
    const teamName = `E2E saatler ${Date.now() % 100000}`;
    const { sections: [section] } = await apiCall<{ sections: { id: number }[] }>(token, '/api/sections');
    // A new team of İstanbul Tuzla (TR10, 08:00-17:30) has neither a calendar nor hours of its own.
    const { teamId } = await apiCall<{ teamId: number }>(token, '/api/create-team', { name: teamName, orgUnit: 'TR10', sectionId: section.id });
    const { teams } = await apiCall<{
      teams: { id: number; name: string; organization: { displayName: string }; calendarName: string | null; appliedHours: { source: string; hours: { startTime: string; endTime: string }[] } }[];
    }>(token, '/api/authorizedTeams');
    expect(teams.find((t) => t.id === teamId)!.appliedHours).toEqual({ source: 'organization', hours: [{ startTime: '08:00', endTime: '17:30' }] });
    const { context, page } = await newPage(browser);
    // Organizations of one country name their teams alike: a row is found by team and organization.
    const cellOf = (name: string, organization = 'İstanbul Tuzla') =>
      page.getByTestId('team-row').filter({ has: page.getByTestId('team-row-name').getByText(name, { exact: true }) }).filter({ hasText: organization }).getByTestId('team-row-calendar');
    try {
      await signInByToken(page, 'power');
      await page.goto('/admin/team-management');
      // A search typed on a later page shows its first page of matches (it showed the last one, page 2 of "08:00").
      await page.locator('.ant-pagination-item-3').click();
      await page.getByTestId('team-search').fill('08:00');
      await expect.poll(() => page.locator('.ant-pagination-item-active').textContent()).toBe('1');
      expect(await page.locator('.ant-pagination-item-2').count()).toBe(1);
      await page.getByTestId('team-search').fill(teamName);
      const cell = cellOf(teamName);
      await expect.poll(() => cell.innerText()).toMatch(/^Organization hours 08:00–17:30\s+Inherited$/);
      expect(await cell.getAttribute('data-source')).toBe('organization');
      await cell.hover();
      await page.locator('.ant-tooltip').filter({ visible: true }).getByText('the team works to the hours of İstanbul Tuzla').waitFor();
      await shoot(page, 'team-management-inherited-hours-en');

      // A demo team with hours of its own shows them, not inherited.
      const own = teams.find((t) => t.calendarName === null && t.appliedHours.source === 'team')!;
      await page.getByTestId('team-search').fill(`${own.name} ${own.organization.displayName}`);
      const hours = own.appliedHours.hours.map((h) => `${h.startTime}–${h.endTime}`).join(', ');
      await expect.poll(() => cellOf(own.name, own.organization.displayName).innerText()).toBe(`Own hours ${hours}`);
    } finally {
      await context.close();
      await apiCall(token, '/api/delete-team', { teamId });
    }
  });

  it('asks before a team form with typed input is closed, and closes an untouched one at once', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'power');
      await page.goto('/admin/team-management');
      await page.getByTestId('team-row').first().waitFor();
      const form = page.getByTestId('team-form');

      await page.getByTestId('team-add').click();
      await form.waitFor();
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });
      expect(await page.getByTestId('discard-confirm').count()).toBe(0);

      await page.getByTestId('team-add').click();
      await page.getByTestId('team-form-name').fill('Yarım kalan ekip');
      await page.keyboard.press('Escape');
      await page.locator('.ant-modal-confirm-title', { hasText: 'Discard your changes?' }).waitFor();
      await page.getByTestId('discard-keep').click();
      expect(await page.getByTestId('team-form-name').inputValue()).toBe('Yarım kalan ekip');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByTestId('discard-confirm').click();
      await form.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('works from the keyboard: the team form opens in its name, Enter checks and submits it; a people tree opens in its search box, which keeps what was typed while the people loaded and opens every group once it is cleared; Enter on the removal question keeps the team', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'power');
      await page.goto('/admin/team-management');
      await page.getByTestId('team-row').first().waitFor();
      await page.getByTestId('team-add').click();
      const name = page.getByTestId('team-form-name');
      await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByTestId('team-form').getByText('This field cannot be empty').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('team-form').waitFor({ state: 'detached' });

      // The technicians arrive after the search was typed: it stays, and Enter there does not close the dialog.
      const firstTeamId = Number((await page.locator('[data-testid^="team-technicians-"]').first().getAttribute('data-testid'))!.replace('team-technicians-', ''));
      const people = (await apiCall<{ technicians: Tech[] }>(await apiToken('power'), '/api/technicians-include-noteam')).technicians;
      const member = people.find((tech) => tech.team?.id === firstTeamId)!;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/technicians-include-noteam', async (route) => {
        await held;
        await route.fallback();
      });
      await page.locator('[data-testid^="team-technicians-"]').first().click();
      const search = page.getByTestId('team-technician-tree-search');
      await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.type(member.fullName);
      release();
      await page.keyboard.press('Enter');
      const tree = page.getByTestId('team-technician-tree');
      await tree.getByTestId(`team-technician-tree-item-${member.bpNo}`).waitFor();
      expect(await tree.isVisible()).toBe(true);
      // Cleared, every group shows its people, also those the search hid when the people arrived (antd opened only the
      // groups drawn first, so the unassigned and the other teams stayed folded).
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      const other = people.find((tech) => tech.organization.orgunit === member.organization.orgunit && tech.team?.id !== firstTeamId)!;
      await tree.getByTestId(`team-technician-tree-item-${other.bpNo}`).waitFor();
      expect(await tree.locator('.ant-tree-switcher_close').count()).toBe(0);
      await page.keyboard.type('zzqx');
      await tree.getByText('Nobody to show').waitFor();
      // A check changed and not saved is asked about before Escape drops it: Keep stays in the tree, Discard closes it.
      await search.fill(member.fullName);
      await tree.getByTestId(`team-technician-tree-item-${member.bpNo}`).click();
      await page.keyboard.press('Escape');
      await page.getByTestId('discard-keep').click();
      await page.getByTestId('discard-keep').waitFor({ state: 'detached' });
      expect(await tree.isVisible()).toBe(true);
      await page.locator('.ant-modal-footer').getByRole('button', { name: 'Cancel' }).click();
      await page.getByTestId('discard-confirm').click();
      await page.getByTestId('team-technician-tree').waitFor({ state: 'detached' });
      // Untouched, it closes at once.
      await page.locator('[data-testid^="team-technicians-"]').first().click();
      await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByTestId('team-technician-tree').waitFor({ state: 'detached' });

      // The removal question has Cancel as its default: Enter keeps the team.
      const first = page.locator('[data-testid^="team-remove-"]').first();
      const teamId = Number((await first.getAttribute('data-testid'))!.replace('team-remove-', ''));
      await first.click();
      await page.getByTestId('team-remove-confirm-text').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await page.keyboard.press('Enter');
      await page.getByTestId('team-remove-confirm-text').waitFor({ state: 'detached' });
      const token = await apiToken('power');
      expect((await apiCall<{ teams: { id: number }[] }>(token, '/api/authorizedTeams')).teams.map((team) => team.id)).toContain(teamId);
    } finally {
      await context.close();
    }
  });

  it('wraps a team name of 255 characters, even one long word, instead of pushing the columns out of a 1280×720 window', async () => {
    const token = await apiToken('power');
    const teams = async () => (await apiCall<{ teams: { id: number; name: string; sectionId: number | null; organization: { orgunit: string } }[] }>(token, '/api/authorizedTeams')).teams;
    const model = (await teams())[0];
    const name = `Uzun ${'Servisekibi'.repeat(22)} ${Date.now() % 100000}`.slice(0, 255);
    await apiCall(token, '/api/create-team', { name, orgUnit: model.organization.orgunit, sectionId: model.sectionId });
    const created = (await teams()).find((t) => t.name === name)!;
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize({ width: 1280, height: 720 });
      await signInByToken(page, 'power');
      await page.goto('/admin/team-management');
      await page.getByTestId('team-search').locator('xpath=descendant-or-self::input').first().fill(name.slice(0, 20));
      await expect.poll(() => page.getByTestId('team-row-name').allTextContents()).toContain(name);
      expect(await sidewaysScrollingTables(page)).toEqual([]);
      const section = await page.getByTestId('team-row-section').first().boundingBox();
      expect(section!.x + section!.width).toBeLessThan(1280);
    } finally {
      await context.close();
      await apiCall(token, '/api/delete-team', { teamId: created.id });
    }
  });

  it('shows a failed read of the team list in place of the table, with Retry, and no toast', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'power');
      let failing = true;
      // The real server answers; the read is only cut off on the way (as a dropped connection would), until Retry.
      await page.route('**/api/authorizedTeams', (route) => (failing ? route.abort('connectionrefused') : route.fallback()));
      await page.goto('/admin/team-management');
      await page.getByTestId('team-list-error').getByText('The teams could not be loaded.').waitFor();
      expect(await page.getByTestId('team-table').count()).toBe(0);
      expect(await page.locator('.ant-notification-notice').count()).toBe(0);
      failing = false;
      await page.getByTestId('team-list-error').getByRole('button', { name: 'Retry' }).click();
      await page.getByTestId('team-row').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('says so when a team was removed by someone else while its form or technician tree was open, and closes the dialog', async () => {
    const token = await apiToken('power');
    const { sections } = await apiCall<{ sections: { id: number }[] }>(token, '/api/sections');
    const stamp = Date.now() % 100000;
    const create = async (name: string) => (await apiCall<{ teamId: number }>(token, '/api/create-team', { name, orgUnit: 'TR10', sectionId: sections[0].id })).teamId;
    const edited = await create(`E2E Gone ${stamp}`);
    const treed = await create(`E2E Gone tree ${stamp}`);
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'power');
      await page.goto('/admin/team-management');
      await page.getByTestId('team-search').fill(`E2E Gone`);
      await page.getByTestId(`team-edit-${edited}`).click();
      await page.getByTestId('team-form-name').waitFor();
      await apiCall(token, '/api/delete-team', { teamId: edited });
      await page.getByTestId('team-form-name').fill(`E2E Gone renamed ${stamp}`);
      await page.getByTestId('team-form-save').click();
      // Not the answer's "unknown team 42": the team is gone, the form closes and the row with it.
      await page.locator('.ant-notification-notice').getByText(`Team E2E Gone ${stamp} · İstanbul Tuzla no longer exists`).waitFor();
      await page.getByTestId('team-form').waitFor({ state: 'detached' });
      await page.getByTestId(`team-edit-${edited}`).waitFor({ state: 'detached' });

      await page.getByTestId(`team-technicians-${treed}`).click();
      const tree = page.getByTestId('team-technician-tree');
      const person = tree.locator('.ant-tree-treenode').filter({ has: page.locator('[data-testid^="team-technician-tree-item-"]') }).first();
      await person.waitFor();
      await apiCall(token, '/api/delete-team', { teamId: treed });
      // Someone in another group (the new team has nobody yet) checked into the removed team.
      await person.locator('.ant-tree-checkbox').click();
      await page.getByTestId('team-technician-tree-save').click();
      await page.locator('.ant-notification-notice').getByText(`Team E2E Gone tree ${stamp} · İstanbul Tuzla no longer exists`).waitFor();
      await tree.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('gives the focus to Add team after a team was removed from the keyboard: its row took the Remove button away', async () => {
    const token = await apiToken('power');
    const { sections } = await apiCall<{ sections: { id: number }[] }>(token, '/api/sections');
    const name = `E2E Focus ${Date.now() % 100000}`;
    const { teamId } = await apiCall<{ teamId: number }>(token, '/api/create-team', { name, orgUnit: 'TR10', sectionId: sections[0].id });
    const { context, page } = await newPage(browser);
    const focused = () => page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? document.activeElement?.tagName);
    try {
      await signInByToken(page, 'power');
      await page.goto('/admin/team-management');
      await page.getByTestId('team-search').fill(name);
      await page.getByTestId(`team-remove-${teamId}`).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('team-remove-confirm').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId(`team-remove-${teamId}`).waitFor({ state: 'detached' });
      await expect.poll(focused).toBe('team-add');
    } finally {
      await context.close();
    }
  });

  it('shows an observer the teams without the remove button, in Turkish', async () => {
    const token = await apiToken('observer');
    const { info } = await apiCall<{ info: { identifier: string; username: string } }>(token, '/api/user-info');
    await apiCall(token, '/api/user-info', { identifier: info.identifier, username: info.username, cultureName: 'tr' });
    const { context, page } = await newPage(browser, { locale: 'tr-TR' });
    try {
      await signInByToken(page, 'observer');
      await page.goto('/admin/team-management');
      await page.getByTestId('team-row').first().waitFor();
      await page.getByText('Organizasyon').first().waitFor();
      expect(await page.locator('[data-testid^="team-remove-"]').count()).toBe(0);
      expect(await page.getByTestId('team-add').count()).toBe(0);
      await shoot(page, 'team-management-observer-tr');
      const firstRow = page.getByTestId('team-row').first();
      await firstRow.locator('[data-testid^="team-technicians-"]').click();
      await page.getByTestId('team-technician-tree').waitFor();
      // Read, not edit: no Save, Close instead of Cancel, the names in the text colour (not faded as disabled).
      expect(await page.getByTestId('team-technician-tree-save').count()).toBe(0);
      const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('team-technician-tree') });
      expect(await dialog.locator('.ant-modal-footer button').allInnerTexts()).toEqual(['Kapat']);
      const name = dialog.locator('.ant-tree-title').nth(1);
      const colours = await name.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el.closest('.ant-modal-body')!).color]);
      expect(colours[0]).toBe(colours[1]);
      await shoot(page, 'team-technician-tree-observer-tr');
    } finally {
      await apiCall(token, '/api/user-info', { identifier: info.identifier, username: info.username, cultureName: 'en' });
      await context.close();
    }
  });

  it('names the sections in Russian, in the table and in the team form', async () => {
    const token = await apiToken('dispatcher');
    const { allConfig } = await apiCall<{ allConfig: { localisations: Record<string, Record<string, string>> } }>(token, '/api/user-info');
    const english = Object.keys(allConfig.localisations.section);
    await setUserLanguage(token, 'ru');
    const { context, page } = await newPage(browser, { locale: 'ru-RU' });
    try {
      const russian = (await apiCall<{ allConfig: { localisations: Record<string, Record<string, string>> } }>(token, '/api/user-info')).allConfig.localisations.section;
      expect(russian['Engine Overhaul']).toBe('Капитальный ремонт двигателей');
      await signInByToken(page, 'dispatcher');
      await page.goto('/admin/team-management');
      await page.getByTestId('team-row').first().waitFor();
      const shown = (await page.getByTestId('team-row-section').allInnerTexts()).filter((text) => text !== '–');
      expect(shown.length).toBeGreaterThan(0);
      for (const name of shown) {
        expect(Object.values(russian), name).toContain(name);
        expect(english, name).not.toContain(name);
      }
      // Searching finds a team by its section's Russian name.
      await page.getByTestId('team-search').fill(shown[0]);
      await expect.poll(async () => new Set(await page.getByTestId('team-row-section').allInnerTexts())).toEqual(new Set([shown[0]]));
      await page.getByTestId('team-search').fill('');
      // Hours a team inherits are named and marked so in Russian too.
      await expect.poll(() => page.locator('[data-testid="team-row-calendar"][data-source="organization"]').first().innerText()).toMatch(/^Часы организации \d\d:\d\d–\d\d:\d\d\s+Унаследовано$/);
      await shoot(page, 'team-management-ru');
      await page.getByTestId('team-add').click();
      await page.getByTestId('team-form-section').click();
      const options = page.locator('.ant-select-dropdown').filter({ visible: true }).locator('.ant-select-item-option');
      await expect.poll(() => options.allInnerTexts()).toContain('Капитальный ремонт двигателей');
      await shoot(page, 'team-form-ru');
      await page.getByTestId('team-form-name').fill('x'.repeat(256));
      await page.getByText('Это поле может содержать не более 255 символов.').waitFor();
    } finally {
      await setUserLanguage(token, 'en');
      await context.close();
    }
  });
});
