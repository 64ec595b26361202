import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { apiCall } from '../support/api';
import { signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { shoot } from '../support/screenshots';

/**
 * Names at their 255-character limit without a space (a team, a plate number) on the admin tables at 1280×720:
 * they wrap inside their column instead of widening the table, so the other columns and the row's buttons stay
 * in view without scrolling sideways.
 */

interface Dispatcher {
  id: number;
  name: string;
  surname: string;
  teams: number[];
}

let browser: Browser;
let power: string;
let dispatcher: string;
const suffix = String(Date.now() % 100000).padStart(5, '0');
const teamName = `LONG${suffix}${'Q'.repeat(246)}`;
const plateNumber = `01LONG${suffix}${'W'.repeat(244)}`;
let teamId = 0;
let vehicleId = 0;
let subscriptionId = 0;
let calendarId = 0;
const calendarName = `LONG${suffix} ${'Q'.repeat(245)}`;

async function send<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${path}: ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  power = await apiToken('power');
  dispatcher = await apiToken('dispatcher');
  const { sections } = await apiCall<{ sections: { id: number }[] }>(power, '/api/sections');
  teamId = (await apiCall<{ teamId: number }>(power, '/api/create-team', { name: teamName, orgUnit: 'TR10', sectionId: sections[0]!.id })).teamId;
  const { calendars } = await apiCall<{ calendars: { id: number; country: string }[] }>(power, '/api/authorizedCalendars');
  await apiCall(power, '/api/change-calendar-team', { changes: [{ teamId, calendarId: calendars.find((c) => c.country === 'TR')!.id }] });
  const { info } = await apiCall<{ info: { firstname: string; lastname: string } }>(dispatcher, '/api/user-info');
  const me = (await apiCall<Dispatcher[]>(power, '/api/dispatchers')).find((d) => d.name === info.firstname && d.surname === info.lastname)!;
  await apiCall(power, '/api/change-dispatcher-team', { added: [{ teamId, dispatcherId: me.id }], removed: [] });
  subscriptionId = (await send<{ id: number }>(dispatcher, 'POST', '/api/settings/notification-subscriptions', { subscriptionType: 'DAILY_PLANNING', statuses: [], teams: [{ id: teamId }] })).id;
  const plate = await apiCall<{ vehicle: { vehicleId: number } }>(power, '/api/create-vehicle', {
    plateNumber,
    orgUnit: 'TR10',
    activationDate: '20260101',
    deactivationDate: '20270101',
    latitude: null,
    longitude: null,
  });
  vehicleId = plate.vehicle.vehicleId;
  calendarId = (await apiCall<{ calendar: { id: number } }>(power, '/api/change-calendar', { name: calendarName, country: 'TR', calendarEntries: [] })).calendar.id;
});

afterAll(async () => {
  if (subscriptionId) await send(dispatcher, 'DELETE', `/api/settings/notification-subscriptions/${subscriptionId}`).catch(() => undefined);
  if (vehicleId) await apiCall(power, '/api/delete-vehicle', { vehicleId }).catch(() => undefined);
  if (teamId) await apiCall(power, '/api/delete-team', { teamId }).catch(() => undefined);
  if (calendarId) await apiCall(power, '/api/change-calendar', { id: calendarId, deleted: true }).catch(() => undefined);
  await browser?.close();
});

/** How far the table's content reaches past its visible width (0: nothing hidden sideways). */
async function sidewaysOverflow(page: Page, tableTestId: string): Promise<number> {
  return page.getByTestId(tableTestId).locator('.ant-table-content, .ant-table-body').first().evaluate((el) => el.scrollWidth - el.clientWidth);
}

/** The right edge of a button, to check it is inside the 1280 px window. */
async function rightEdge(page: Page, testId: string): Promise<number> {
  const box = await page.getByTestId(testId).boundingBox();
  return box ? box.x + box.width : Number.POSITIVE_INFINITY;
}

async function openAt1280(username: string, path: string) {
  const { context, page } = await newPage(browser);
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInByToken(page, username);
  await page.goto(path);
  return { context, page };
}

describe('names at their length limit on the admin tables (1280×720)', () => {
  it('notification settings: the long team tag wraps, the delete button stays in view', async () => {
    const { context, page } = await openAt1280('dispatcher', '/dispatcher/settings');
    try {
      await page.getByTestId('notification-table').getByText(teamName, { exact: false }).waitFor();
      await shoot(page, 'notifications-long-team');
      expect(await sidewaysOverflow(page, 'notification-table')).toBeLessThanOrEqual(1);
      expect(await rightEdge(page, `notification-remove-${subscriptionId}`)).toBeLessThanOrEqual(1280);
    } finally {
      await context.close();
    }
  });

  it('calendar management: the long related team wraps, the other teams stay readable', async () => {
    const { context, page } = await openAt1280('power', '/admin/calendar-management');
    try {
      await page.getByTestId('calendar-team-tag').filter({ hasText: teamName }).first().waitFor();
      await shoot(page, 'calendars-long-team');
      expect(await sidewaysOverflow(page, 'calendar-table')).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  });

  it('calendar detail: the long name ends before the Add working hours button', async () => {
    const { context, page } = await openAt1280('power', `/admin/calendar-management?calendar=${calendarId}`);
    try {
      const title = page.getByTestId('calendar-title');
      await title.waitFor();
      await shoot(page, 'calendar-detail-long-name');
      const titleBox = (await title.boundingBox())!;
      const addBox = (await page.getByTestId('calendar-add-hours').boundingBox())!;
      expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(addBox.x);
      expect(await title.getAttribute('title')).toBe(calendarName);
    } finally {
      await context.close();
    }
  });

  it("team management: the technician tree's title keeps to two lines, the full name its tooltip, and Save stays in view", async () => {
    const { context, page } = await openAt1280('power', '/admin/team-management');
    try {
      await page.getByTestId('team-search').fill(`LONG${suffix}`);
      await page.getByTestId(`team-technicians-${teamId}`).click();
      const title = page.getByTestId('team-technician-tree-title');
      await title.waitFor();
      // The people load after the dialog opened: the tree (or its empty note) sets the dialog's height.
      await page.getByTestId('team-technician-tree').locator('.ant-tree, .ant-empty').first().waitFor();
      const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect((await title.boundingBox())!.height).toBeLessThanOrEqual(2 * lineHeight + 1);
      expect(await title.getAttribute('title')).toContain(teamName);
      const save = (await page.getByTestId('team-technician-tree-save').boundingBox())!;
      expect(save.y + save.height).toBeLessThanOrEqual(720);
      await shoot(page, 'team-technician-tree-long-name');
    } finally {
      await context.close();
    }
  });

  it('plate management: the long plate number wraps, the dates and actions stay in view', async () => {
    const { context, page } = await openAt1280('power', '/admin/plate-management');
    try {
      await page.getByTestId('plate-search').fill(`LONG${suffix}`);
      await page.locator(`[data-testid="plate-row"][data-plate="${plateNumber}"]`).waitFor();
      await shoot(page, 'plates-long-number');
      expect(await sidewaysOverflow(page, 'plate-table')).toBeLessThanOrEqual(1);
      expect(await rightEdge(page, `plate-delete-${vehicleId}`)).toBeLessThanOrEqual(1280);
    } finally {
      await context.close();
    }
  });
});
