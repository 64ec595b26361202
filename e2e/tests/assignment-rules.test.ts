import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { PlanningPage, apiToken, localDay, techniciansOf, turkishUpper, type ApiTechnician } from '../support/planning-page';

// Demo flags: NON_CHARGEABLE = ZNC, ALLOWED = ZAL; the dispatcher sees TR10 teams 1 and 2.
const TEAMS = [1, 2];
const HOUR = 3_600_000;

type Technician = ApiTechnician & {
  team: { workingHours: { startTime: string; endTime: string }[] } | null;
  organization: { workHourStartTime: string | null; workHourEndTime: string | null };
};

/** The latest end of the technician's working windows in minutes after midnight (team list, else organization, else 17:00). */
function lastWorkingMinute(tech: Technician): number {
  const minutes = (text: string | null | undefined) => {
    const match = /^(\d{1,2}):(\d{2})/.exec(text ?? '');
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const team = (tech.team?.workingHours ?? []).map((w) => [minutes(w.startTime), minutes(w.endTime)] as const).filter(([s, e]) => s !== null && e !== null);
  const windows = team.length > 0 ? team : [[minutes(tech.organization.workHourStartTime) ?? 480, minutes(tech.organization.workHourEndTime) ?? 1020] as const];
  // An overnight window (end before start) reaches into the night: such technicians are not used.
  return Math.max(...windows.map(([s, e]) => (e! <= s! ? 24 * 60 : e!)));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('planning rules in the browser', () => {
  it('refuses to drag Non Chargeable or Allowed work out of working hours, with the rule text, and keeps the block', async () => {
    const token = await apiToken('dispatcher');
    const { dayStart } = localDay();
    let found: { teamId: number; technician: Technician; key: string; startDate: number; endDate: number; minutes: number } | undefined;
    for (const teamId of TEAMS) {
      const technicians = (await techniciansOf(token, [teamId])) as Technician[];
      for (const technician of technicians) {
        if (technicians.filter((x) => x.fullName === technician.fullName).length > 1) continue;
        const lastMinute = lastWorkingMinute(technician);
        if (lastMinute > 20 * 60) continue;
        const item = technician.schedulers.find(
          (s) =>
            ['INFORMED_SAVED', 'ACCEPT'].includes(s.orderWekingStatus) &&
            !s.shouldBeDeleted &&
            !s.forceNormalShift &&
            ['ZNC', 'ZAL'].includes(s.workOrderItem?.workOrder.simType ?? '') &&
            s.workOrderItem?.workOrder.deleted === false &&
            s.startDate >= dayStart &&
            s.endDate <= dayStart + 17 * HOUR &&
            s.endDate - s.startDate <= 3 * HOUR,
        );
        if (!item) continue;
        // Move so that the block ends late in the evening, past the last working window of the team, its organization
        // and any calendar day (a weekday's calendar hours may reach past the team's), still inside the day.
        const minutes = Math.round((dayStart + Math.max(lastMinute + 90, 22 * 60 + 50) * 60_000 - item.endDate) / 600_000) * 10;
        if (item.endDate + minutes * 60_000 > dayStart + 23 * HOUR) continue;
        const clash = technician.schedulers.some((o) => o.id !== item.id && o.startDate < item.endDate + minutes * 60_000 && item.startDate + minutes * 60_000 < o.endDate);
        if (clash) continue;
        found = { teamId, technician, key: `s-${item.id}`, startDate: item.startDate, endDate: item.endDate, minutes };
        break;
      }
      if (found) break;
    }
    if (!found) throw new Error('no Non Chargeable / Allowed item to drag in the demo data');

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    const grid = new PlanningPage(page);
    await grid.openOn([found.teamId]);
    await grid.search(turkishUpper(found.technician.fullName));
    await expect.poll(() => grid.rows().count(), { timeout: 5_000 }).toBe(1);

    await grid.dragBlockByMinutes(found.key, found.minutes);
    await page.getByText('The assignment is outside working hours: Non Chargeable and Allowed work needs force normal shift.').waitFor();
    expect(Number(await grid.block(found.key).getAttribute('data-start'))).toBe(found.startDate);
    expect(Number(await grid.block(found.key).getAttribute('data-end'))).toBe(found.endDate);
    expect(await grid.block(found.key).getAttribute('data-dirty')).toBe('');
    expect(await page.getByTestId('planning-save-all').count()).toBe(0);
    await context.close();
  });
});
