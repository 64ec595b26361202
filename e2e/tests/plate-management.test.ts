import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { shoot } from '../support/screenshots';
import { sidewaysScrollingTables, unfitTableTexts } from '../support/layout';
import { inEachLanguage } from '../support/api';


interface ApiVehicle {
  vehicleId: number;
  plateNumber: string;
  orgunit: string;
  orgunitDisplayName: string;
  latitude: number | null;
  longitude: number | null;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function vehicles(token: string): Promise<ApiVehicle[]> {
  const res = await fetch(`${baseUrl()}/api/organization-vehicles`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { vehicles: ApiVehicle[] }).vehicles;
}

/** A plate call (create, update, delete) as the given user: the answer's vehicle. */
function postVehicle(token: string, path: string, body: object): Promise<{ vehicle: ApiVehicle | null }> {
  return fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ vehicle: ApiVehicle | null }>);
}

describe('plate management', () => {
  it('adds a plate (normalised), finds it with a Turkish search, places it on the map and deletes it', async () => {
    const token = await apiToken('power');
    const suffix = String(Date.now() % 100000).padStart(5, '0');
    const typed = `34 iz ${suffix}`;
    const stored = `34IZ${suffix}`;
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'power');
    await page.goto('/admin/plate-management');
    await page.getByTestId('plate-table').waitFor();
    await shoot(page, 'plates-list');

    await page.getByTestId('plate-add').click();
    // Enter in the plate number does what Save does: here, the required messages.
    await page.getByTestId('plate-number').press('Enter');
    await page.getByText('This field cannot be empty').first().waitFor();
    await page.getByTestId('plate-number').fill(typed);
    expect(await page.getByTestId('plate-number').inputValue()).toBe(stored);
    // Chosen with Enter while the page is busy, the Tab typed right after it goes on to the registration date: rc-select
    // closes its list a task later, and the still-open list took that Tab and kept the focus.
    await page.getByTestId('plate-number').press('Tab');
    await page.keyboard.type('İstanbul');
    const busy = page.evaluate(() => {
      const end = performance.now() + 400;
      while (performance.now() < end);
    });
    await page.waitForTimeout(50);
    await Promise.all([busy, page.keyboard.press('Enter'), page.keyboard.press('Tab')]);
    await expect.poll(() => page.getByTestId('plate-activation').evaluate((input) => input === document.activeElement)).toBe(true);
    // The deactivation picker offers no day before the registration (today).
    await page.getByTestId('plate-deactivation').click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-cell-disabled').first().waitFor();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-header-super-next-btn').click();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-cell-in-view').nth(10).click();
    await shoot(page, 'plates-dialog');
    await page.getByTestId('plate-number').press('Enter');
    await expect.poll(async () => (await vehicles(token)).find((v) => v.plateNumber === stored)).toBeDefined();
    // Closed for good: the same Enter does not press Add, which has the focus back.
    await page.getByTestId('plate-number').waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    expect(await page.getByTestId('plate-number').count()).toBe(0);
    const created = (await vehicles(token)).find((v) => v.plateNumber === stored)!;

    // Every word must match, the I-letters folded: 'iz' finds '34IZ…' (as 'İZ' does below), and the organization word narrows it.
    await page.getByTestId('plate-search').fill(`${suffix} iz istanbul`);
    await expect.poll(() => page.getByTestId('plate-row').count()).toBe(1);
    expect(await page.getByTestId('plate-row').getAttribute('data-plate')).toBe(stored);
    await page.getByTestId('plate-search').fill(`${suffix} ankara`);
    await expect.poll(() => page.getByTestId('plate-row').count()).toBe(0);
    await page.getByTestId('plate-search').fill(`${suffix} İZ`);
    await expect.poll(() => page.getByTestId('plate-row').count()).toBe(1);
    await shoot(page, 'plates-search');

    // Map location: drag the marker, save, the position is stored.
    await page.getByTestId(`plate-map-${created.vehicleId}`).click();
    const marker = page.getByTestId('map-draggable-marker');
    // Leaflet loads on first use.
    await marker.waitFor({ timeout: 45_000 });
    const box = (await marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 60, { steps: 8 });
    await page.mouse.up();
    await page.getByTestId('plate-map-point').waitFor();
    // The e2e tile server is out of reach: the notice speaks of the plate's marker (there are no distances here).
    expect(await page.getByTestId('map-tiles-unavailable').textContent()).toBe('Map tiles cannot be loaded from the tile server: the marker can still be placed and saved.');
    await shoot(page, 'plates-map');
    // A colleague gives the plate a new deactivation date while the marker is being placed: saving the marker keeps it.
    const open = (await vehicles(token)).find((v) => v.vehicleId === created.vehicleId)! as ApiVehicle & Record<string, string>;
    const dated = await fetch(`${baseUrl()}/api/update-vehicle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ vehicleId: open.vehicleId, plateNumber: open.plateNumber, orgUnit: open.orgunit, activationDate: open.activationDate, deactivationDate: '21001231' }),
    });
    expect(((await dated.json()) as { statusCode: number }).statusCode).toBe(0);
    await page.getByTestId('plate-map-save').click();
    await expect.poll(async () => (await vehicles(token)).find((v) => v.vehicleId === created.vehicleId)?.latitude ?? null).not.toBeNull();
    expect((await vehicles(token)).find((v) => v.vehicleId === created.vehicleId)).toMatchObject({ deactivationDate: '21001231' });

    // The form, opened before a colleague moves the marker, saves without taking the marker back.
    await page.getByTestId(`plate-edit-${created.vehicleId}`).click();
    await page.getByTestId('plate-number').waitFor();
    const { latitude, longitude, ...saved } = (await vehicles(token)).find((v) => v.vehicleId === created.vehicleId)! as ApiVehicle & Record<string, unknown>;
    const moved = { latitude: 41.25, longitude: 28.75 };
    const colleague = await fetch(`${baseUrl()}/api/update-vehicle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ vehicleId: saved.vehicleId, plateNumber: saved.plateNumber, orgUnit: saved.orgunit, activationDate: saved.activationDate, deactivationDate: saved.deactivationDate, ...moved }),
    });
    expect(((await colleague.json()) as { statusCode: number }).statusCode).toBe(0);
    expect({ latitude, longitude }).not.toEqual(moved);
    await page.getByTestId('plate-number').press('Enter');
    await page.getByTestId('plate-number').waitFor({ state: 'detached' });
    expect((await vehicles(token)).find((v) => v.vehicleId === created.vehicleId)).toMatchObject(moved);

    await page.getByTestId(`plate-delete-${created.vehicleId}`).click();
    await page.getByTestId('plate-delete-name').getByText(stored).waitFor();
    await page.getByTestId('plate-delete-confirm').click();
    await expect.poll(async () => (await vehicles(token)).some((v) => v.vehicleId === created.vehicleId)).toBe(false);

    // Deleted in another tab while the question is open: confirming says so and the question closes on the refreshed list.
    const other = `34İZ${suffix}9`;
    const post = (path: string, body: object) => postVehicle(token, path, body);
    const twin = (await post('/api/create-vehicle', { plateNumber: other, orgUnit: saved.orgunit, activationDate: '20260101', deactivationDate: '20270101' })).vehicle!;
    await page.reload();
    await page.getByTestId('plate-search').fill(other);
    await page.getByTestId(`plate-delete-${twin.vehicleId}`).click();
    await post('/api/delete-vehicle', { vehicleId: twin.vehicleId });
    await page.getByTestId('plate-delete-confirm').click();
    await page.getByText('The plate was not found; it may have been deleted.').waitFor();
    await page.getByTestId('plate-delete-confirm').waitFor({ state: 'hidden', timeout: 5_000 });
    await expect.poll(() => page.getByTestId('plate-row').count()).toBe(0);
    await context.close();
  }, 180_000);

  it('fits the location dialog into 1280×720: a map of at least 300 px, the coordinates and Save in view (600 px at 1600×1000)', async () => {
    const token = await apiToken('power');
    const placed = (await vehicles(token)).find((v) => v.latitude !== null && v.longitude !== null)!;
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'power');
    await page.goto('/admin/plate-management');
    await page.getByTestId('plate-table').waitFor();
    await page.getByTestId('plate-search').fill(placed.plateNumber);
    await expect.poll(() => page.getByTestId('plate-row').count()).toBe(1);
    const map = page.getByTestId('technician-map');
    const inView = async (height: number) => {
      for (const id of ['plate-map-point', 'plate-map-save']) {
        const box = (await page.getByTestId(id).boundingBox())!;
        expect(box.y, id).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, id).toBeLessThanOrEqual(height);
      }
    };

    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByTestId(`plate-map-${placed.vehicleId}`).click();
    const marker = page.getByTestId('map-draggable-marker');
    await marker.waitFor({ timeout: 45_000 });
    expect((await map.boundingBox())!.height).toBeGreaterThanOrEqual(300);
    await inView(720);
    // Dragged: Save is enabled and still in view.
    const box = (await marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + 40, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('plate-map-save').isEnabled()).toBe(true);
    await inView(720);

    // A taller window keeps the 600 px map (inside its border).
    await page.setViewportSize({ width: 1600, height: 1000 });
    await expect.poll(() => map.evaluate((el) => el.clientHeight)).toBe(600);
    await inView(1000);
    // A placed marker is not dropped by a stray Esc: the dialog asks first.
    await page.keyboard.press('Escape');
    await page.getByTestId('discard-confirm').click();
    await marker.waitFor({ state: 'detached' });
    // Not saved.
    expect((await vehicles(token)).find((v) => v.vehicleId === placed.vehicleId)?.latitude).toBe(placed.latitude);
    await context.close();
  }, 120_000);

  it('places a plate from the keyboard: the arrow keys pan the map, a button brings the marker to its centre', async () => {
    const token = await apiToken('power');
    const plateNumber = `06KB${String(Date.now() % 100000).padStart(5, '0')}`;
    const res = await fetch(`${baseUrl()}/api/create-vehicle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ plateNumber, orgUnit: 'TR10', activationDate: '20260101', deactivationDate: '20270101', latitude: null, longitude: null }),
    });
    const { vehicle } = (await res.json()) as { vehicle: { vehicleId: number } };
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'power');
      await page.goto('/admin/plate-management');
      await page.getByTestId('plate-search').fill(plateNumber);
      await expect.poll(() => page.getByTestId('plate-row').count()).toBe(1);
      await page.getByTestId(`plate-map-${vehicle.vehicleId}`).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('map-draggable-marker').waitFor({ timeout: 45_000 });
      // No location yet: nothing to save until the marker is placed.
      expect(await page.getByTestId('plate-map-save').isEnabled()).toBe(false);
      await page.getByTestId('technician-map').focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await page.getByTestId('plate-map-to-centre').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('plate-map-point').waitFor();
      await expect.poll(() => page.getByTestId('plate-map-save').isEnabled()).toBe(true);
      await page.getByTestId('plate-map-save').focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await vehicles(token)).find((v) => v.vehicleId === vehicle.vehicleId)?.latitude ?? null).not.toBeNull();
    } finally {
      await context.close();
      await fetch(`${baseUrl()}/api/delete-vehicle`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ vehicleId: vehicle.vehicleId }),
      });
    }
  }, 120_000);

  it('says a search that finds no plate found none, not that there are no plates', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'power');
      await page.goto('/admin/plate-management');
      await page.getByTestId('plate-row').first().waitFor();
      await page.getByTestId('plate-search').locator('xpath=descendant-or-self::input').first().fill('zzqx nothing');
      await page.getByTestId('plate-table').getByText('No plate matches your search').waitFor();
      expect(await page.getByTestId('plate-table').getByText('No plates').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('marks a plate number registered for an overlapping period on its field, which takes the focus back from Save', async () => {
    const token = await apiToken('power');
    const plate = `06FX${String(Date.now() % 100000).padStart(5, '0')}`;
    const post = (path: string, body: object) => postVehicle(token, path, body);
    const taken = (await post('/api/create-vehicle', { plateNumber: plate, orgUnit: 'TR20', activationDate: '20200101', deactivationDate: `${new Date().getFullYear() + 2}0101` })).vehicle!;
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'power');
      await page.goto('/admin/plate-management');
      await page.getByTestId('plate-table').waitFor();
      await page.getByTestId('plate-add').click();
      await page.getByTestId('plate-number').fill(plate);
      await page.getByTestId('plate-organization').click();
      await page.keyboard.type('Ankara');
      await page.keyboard.press('Enter');
      await page.getByTestId('plate-deactivation').click();
      await page.locator('.ant-picker-dropdown:visible .ant-picker-header-super-next-btn').click();
      await page.locator('.ant-picker-dropdown:visible .ant-picker-cell-in-view').nth(10).click();
      await page.getByTestId('plate-save').click();
      await page.getByRole('dialog').getByText('This plate number is already registered for an overlapping period.').waitFor();
      // The focus stayed on Save: a keyboard user went back through the dates and the organization to correct the number.
      await expect.poll(() => page.getByTestId('plate-number').evaluate((input) => input === document.activeElement)).toBe(true);
    } finally {
      await context.close();
      await post('/api/delete-vehicle', { vehicleId: taken.vehicleId });
    }
  });

  const statusesOn = (page: Page) =>
    page.getByTestId('plate-row').evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-plate'), row.querySelector('[data-testid="plate-status"]')?.textContent]));

  it('tags each plate Active, Inactive since the day after its deactivation or From its registration, filters by that, and fits at 1280×720 (en, ru, ge)', async () => {
    const token = await apiToken('power');
    const suffix = String(Date.now() % 100000).padStart(5, '0');
    const post = (path: string, body: object) => postVehicle(token, path, body);
    // Far from today either way, so the browser's day (the screen's "today") cannot move a plate across a boundary.
    const next = new Date().getFullYear() + 1;
    const created = [
      await post('/api/create-vehicle', { plateNumber: `06ST${suffix}A`, orgUnit: 'TR20', activationDate: '20200101', deactivationDate: `${next + 2}0101` }),
      await post('/api/create-vehicle', { plateNumber: `06ST${suffix}I`, orgUnit: 'TR20', activationDate: '20200101', deactivationDate: '20201231' }),
      await post('/api/create-vehicle', { plateNumber: `06ST${suffix}U`, orgUnit: 'TR20', activationDate: `${next}0301`, deactivationDate: `${next + 2}0101` }),
    ].map((answer) => answer.vehicle!);
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'power');
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto('/admin/plate-management');
      await page.getByTestId('plate-table').waitFor();
      await page.getByTestId('plate-search').fill(`06ST${suffix}`);
      await expect.poll(() => page.getByTestId('plate-row').count()).toBe(3);
      // Before, the deactivated and the later plate looked just like the registered one.
      expect(await statusesOn(page)).toEqual([
        [`06ST${suffix}A`, 'Active'],
        [`06ST${suffix}I`, 'Inactive since 01\u00a0January 2021'],
        [`06ST${suffix}U`, `From 01\u00a0March ${next}`],
      ]);
      expect(await sidewaysScrollingTables(page)).toEqual([]);
      expect(await unfitTableTexts(page, 'plate-table')).toEqual([]);

      // The status column's filter shows one kind only; the search still applies.
      await page.locator('th', { hasText: 'Status' }).locator('.ant-table-filter-trigger').click();
      await page.locator('.ant-table-filter-dropdown:visible').getByText('Inactive', { exact: true }).click();
      await page.locator('.ant-table-filter-dropdown:visible button.ant-btn-primary').click();
      await expect.poll(() => page.getByTestId('plate-row').count()).toBe(1);
      expect(await page.getByTestId('plate-row').getAttribute('data-plate')).toBe(`06ST${suffix}I`);
    } finally {
      await context.close();
    }
    try {
      // In the reader's language and day format, as the dates beside it (a dispatcher of TR20 sees these plates too);
      // Georgian's long words wrap inside the tag rather than widening the table.
      await inEachLanguage(browser, 'dispatcher', ['ru', 'ge'], async (page, language) => {
        await signInByToken(page, 'dispatcher');
        await page.goto('/admin/plate-management');
        await page.getByTestId('plate-table').waitFor();
        expect(await sidewaysScrollingTables(page), language).toEqual([]);
        expect(await unfitTableTexts(page, 'plate-table')).toEqual([]);
        await page.getByTestId('plate-search').fill(`06ST${suffix}`);
        await expect.poll(() => page.getByTestId('plate-row').count()).toBe(3);
        if (language === 'ru') expect(await statusesOn(page)).toEqual([
          [`06ST${suffix}A`, 'Активен'],
          // The day of the month stays with its month when the tag wraps.
          [`06ST${suffix}I`, 'Неактивен с 01\u00a0января 2021'],
          [`06ST${suffix}U`, `С 01\u00a0марта ${next}`],
        ]);
        expect(await sidewaysScrollingTables(page)).toEqual([]);
        expect(await unfitTableTexts(page, 'plate-table')).toEqual([]);
      });
    } finally {
      for (const vehicle of created) await post('/api/delete-vehicle', { vehicleId: vehicle.vehicleId });
    }
  });

  it('shows an observer the plates without add, edit or delete', async () => {
    const { context, page } = await newPage(browser);
    await signInByToken(page, 'observer');
    await page.goto('/admin/plate-management');
    await page.getByTestId('plate-row').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('plate-add').count()).toBe(0);
    expect(await page.locator('[data-testid^="plate-delete-"]').count()).toBe(0);
    expect(await page.locator('[data-testid^="plate-map-"]').count()).toBeGreaterThan(0);

    // The location, read only: the notice about unreachable tiles offers no placing, a plate without a place shows no empty map.
    const list = await vehicles(await apiToken('observer'));
    const placed = list.find((v) => v.latitude !== null)!;
    const admin = await apiToken('admin');
    const created = await fetch(`${baseUrl()}/api/create-vehicle`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ plateNumber: `OBS${Date.now() % 1_000_000}`, orgUnit: placed.orgunit, activationDate: '20260101', deactivationDate: '20261231' }),
    });
    const unplaced = ((await created.json()) as { vehicle: ApiVehicle }).vehicle;
    const search = page.getByTestId('plate-search');
    await search.fill(placed.plateNumber);
    await page.getByTestId(`plate-map-${placed.vehicleId}`).click();
    await page.getByTestId('map-tiles-unavailable').waitFor({ timeout: 45_000 });
    expect(await page.getByTestId('map-tiles-unavailable').textContent()).toBe('Map tiles cannot be loaded from the tile server: the marker is shown without the map.');
    expect(await page.getByTestId('plate-map-hint').textContent()).toBe('Where the vehicle is kept.');
    await page.getByTestId('plate-map-save').click();
    await page.getByTestId('plate-map-hint').waitFor({ state: 'detached' });
    await page.reload();
    await search.fill(unplaced.plateNumber);
    await page.getByTestId(`plate-map-${unplaced.vehicleId}`).click();
    expect(await page.getByTestId('plate-map-hint').textContent()).toBe('No location has been saved for this vehicle.');
    expect(await page.getByTestId('technician-map').count()).toBe(0);
    await shoot(page, 'plates-map-observer-no-location');
    await fetch(`${baseUrl()}/api/delete-vehicle`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ vehicleId: unplaced.vehicleId }) });
    await context.close();
  }, 120_000);
});
