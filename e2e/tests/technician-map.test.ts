import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/session';
import { PlanningPage, apiToken, localDay } from '../support/planning-page';

// Demo data: the dispatcher and the observer both see TR10 team 1 (Saha Servis 1). TR has MAP_PLANNING and
// TECH_LOCATION_SYNC on. The e2e server runs with MAP_PROVIDER=none: no tiles are requested, the map is blank
// and the test asserts on markers.
const TEAM_TR10_FIELD_1 = 1;
const TR10 = 'TR10';
const SHOTS = process.env.E2E_SCREENSHOTS;

interface ApiWorkOrder {
  orderNumber: string;
  customer: string;
  deleted: boolean;
  latitude: number | null;
  longitude: number | null;
}

interface ApiNearby {
  technicians: { fullName: string; bpNo: string; distance: number }[];
  maxKm: number;
  maxMinute: number;
  outOfMaxKmTechCount: number;
  outOfMaxMinuteTechCount: number;
  noLocationTechCount: number;
}

async function post<T>(token: string, path: string, body: unknown): Promise<T> {
  const { offset } = localDay();
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(offset) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An order of TR10 with coordinates near Istanbul, where team 1's technicians are. */
async function orderWithCoordinates(token: string): Promise<ApiWorkOrder & { latitude: number; longitude: number }> {
  const { workOrders } = await post<{ workOrders: ApiWorkOrder[] }>(token, '/api/work-orders', { organizations: [{ orgunit: TR10 }], searchDate: localDay().ymd });
  const withCoordinates = workOrders.filter((o): o is ApiWorkOrder & { latitude: number; longitude: number } => !o.deleted && o.latitude !== null && o.longitude !== null);
  expect(withCoordinates.length).toBeGreaterThan(1);
  // Nearest to Istanbul Tuzla (the service centre) so that technicians are in reach.
  const tuzla = { latitude: 40.82, longitude: 29.3 };
  withCoordinates.sort((a, b) => Math.hypot(a.latitude - tuzla.latitude, a.longitude - tuzla.longitude) - Math.hypot(b.latitude - tuzla.latitude, b.longitude - tuzla.longitude));
  return withCoordinates[0];
}

async function openMapView(page: Page) {
  const grid = new PlanningPage(page);
  await grid.open();
  await grid.filterByTeams([TEAM_TR10_FIELD_1]);
  await grid.openTab(/work orders/i);
  await page.getByTestId('work-orders-view-toggle').getByText('Map', { exact: true }).click();
  await page.getByTestId('technician-map').waitFor();
}

const orderMarkers = (page: Page) => page.getByTestId('map-order-marker');
const countIn = async (page: Page, testId: string) => Number((await page.getByTestId(testId).textContent())?.match(/(\d+)\s*$/)?.[1]);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('technician map', () => {
  it('a dispatcher sees the work orders as markers and finds the nearest technicians of an order, as the server ranks them', async () => {
    const token = await apiToken('dispatcher');
    const order = await orderWithCoordinates(token);

    const { context, page } = await newPage(browser);
    const tileRequests: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseUrl())) tileRequests.push(r.url());
    });
    await signIn(page, 'dispatcher');
    await openMapView(page);

    // Every listed order with coordinates is a marker; the count line says how many.
    await orderMarkers(page).first().waitFor();
    const onMap = await countIn(page, 'technician-map-count');
    expect(onMap).toBeGreaterThan(1);
    expect(await orderMarkers(page).count()).toBe(onMap);
    expect(await page.getByTestId('map-draggable-marker').count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/technician-map-orders.png` });

    // The work-order number search narrows the map to that order.
    await page.getByTestId('work-order-number-search').locator('input').fill(order.orderNumber);
    await page.getByTestId('work-order-number-search').locator('input').press('Enter');
    await expect.poll(() => orderMarkers(page).count()).toBe(1);
    const marker = page.locator(`[data-testid="map-order-marker"][data-order-number="${order.orderNumber}"]`);
    await marker.click();
    const panel = page.getByTestId('nearby-technicians-panel');
    expect(await panel.getByTestId('nearby-place-title').textContent()).toBe(`Work order ${order.orderNumber}`);

    await panel.getByTestId('closest-technicians-button').click();
    await panel.getByTestId('nearby-result').waitFor();
    const expected = await post<ApiNearby>(token, '/api/technician-locations', {
      teams: [{ id: TEAM_TR10_FIELD_1 }],
      searchDate: localDay().ymd,
      latitude: order.latitude,
      longitude: order.longitude,
      workOrderNo: order.orderNumber,
    });
    expect(expected.technicians.length).toBeGreaterThan(0);
    const distances = expected.technicians.map((x) => x.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    // The overlay lists the server's ranking, with distance and last seen, and the three counts.
    const rows = panel.getByTestId('nearby-technician');
    await expect.poll(() => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-bpno')))).toEqual(expected.technicians.map((x) => x.bpNo));
    expect(await rows.first().getByTestId('nearby-technician-name').textContent()).toBe(expected.technicians[0].fullName);
    expect(await rows.first().getByTestId('nearby-technician-distance').textContent()).toMatch(/^\d[\d.,]* (m|km)$/);
    expect(await rows.first().getByTestId('nearby-technician-last-seen').textContent()).toMatch(/^Last seen /);
    expect(await panel.getByTestId('nearby-out-of-km').textContent()).toBe(`Beyond ${expected.maxKm} km: ${expected.outOfMaxKmTechCount}`);
    expect(await panel.getByTestId('nearby-out-of-minute').textContent()).toBe(`Not seen for ${expected.maxMinute} min: ${expected.outOfMaxMinuteTechCount}`);
    expect(await panel.getByTestId('nearby-no-location').textContent()).toBe(`No location: ${expected.noLocationTechCount}`);
    // ...and draws them on the map, numbered.
    expect(await page.getByTestId('map-technician-marker').count()).toBe(expected.technicians.length);
    expect(await page.getByTestId('map-technician-marker').first().textContent()).toBe('1');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/technician-map-nearby.png` });

    // The red marker: brought to the map centre, dragged, and searched around.
    await page.getByTestId('map-use-point').click();
    const point = page.getByTestId('map-draggable-marker');
    await point.waitFor();
    const before = await panel.getByTestId('nearby-place-coordinates').textContent();
    const box = (await point.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 60, box.y + 50, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => panel.getByTestId('nearby-place-coordinates').textContent()).not.toBe(before);
    expect(await panel.getByTestId('nearby-place-title').textContent()).toBe('Marked point');
    expect(await panel.getByTestId('nearby-result').count()).toBe(0);
    await panel.getByTestId('closest-technicians-button').click();
    await panel.getByTestId('nearby-result').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/technician-map-point.png` });

    // A dispatcher may ask the technicians' app for fresh positions.
    await panel.getByTestId('technician-location-sync').click();
    await page.getByText(/^Position requested from technicians: \d+$/).waitFor();

    // No tile server was asked for anything.
    expect(tileRequests).toEqual([]);
    await context.close();
  });

  it('an observer finds the nearest technicians too, but cannot ask for fresh positions', async () => {
    const token = await apiToken('observer');
    const order = await orderWithCoordinates(token);
    const { context, page } = await newPage(browser);
    await signIn(page, 'observer');
    await openMapView(page);
    await page.getByTestId('work-order-number-search').locator('input').fill(order.orderNumber);
    await page.getByTestId('work-order-number-search').locator('input').press('Enter');
    await expect.poll(() => orderMarkers(page).count()).toBe(1);
    await orderMarkers(page).click();
    const panel = page.getByTestId('nearby-technicians-panel');
    await panel.getByTestId('closest-technicians-button').click();
    await panel.getByTestId('nearby-result').waitFor();
    expect(await panel.getByTestId('nearby-technician').count()).toBeGreaterThan(0);
    expect(await panel.getByTestId('technician-location-sync').count()).toBe(0);
    await context.close();
  });
});
