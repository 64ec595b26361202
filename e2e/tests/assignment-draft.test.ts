import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken, localDay, techniciansOf, type ApiTechnician } from '../support/planning-page';
import { localText, localYmd, pickOption, typeDate } from '../support/form-controls';

// The planning drawer opened from a draft (spec part 1 §5): a typed serial number must match the work order's,
// and a draft whose serial differs from the chosen order's is warned about in the confirmation. The entry is the
// Draft work orders screen's "create assignment" (TR10 drafts of the demo data).
const TR10 = 'TR10';
const HOUR = 3_600_000;
const SHOTS = process.env.E2E_SCREENSHOTS;

interface ApiDraft {
  id: number;
  status: string;
  schedulerId: number | null;
  technician: { bpNo: string; fullName: string };
  serialNumber: string | null;
}
interface ApiWorkOrder {
  id: number;
  orderNumber: string;
  serialNumber: string | null;
  simType: string | null;
  deleted: boolean;
  organization: { orgunit: string };
  workOrderItems: { id: number; jobCode: string | null }[];
}

async function post<T>(token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(localDay().offset) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}


async function tr10Drafts(token: string, extra: Record<string, unknown> = {}): Promise<ApiDraft[]> {
  const { ymd: today, dayStart } = localDay();
  const body = { start: localYmd(dayStart - 30 * 24 * HOUR), end: today, organizations: [TR10], limit: 250, ...extra };
  return (await post<{ workOrders: ApiDraft[] }>(token, '/api/draft/work-orders', body)).workOrders;
}

function freeSlot(technician: ApiTechnician): { start: number; end: number } | null {
  const { dayStart } = localDay();
  for (let start = dayStart + 9 * HOUR; start + HOUR <= dayStart + 17 * HOUR; start += HOUR / 6) {
    const end = start + HOUR;
    if (!technician.schedulers.some((s) => s.startDate < end && start < s.endDate)) return { start, end };
  }
  return null;
}



let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

describe('assignment drawer from a draft', () => {
  it('checks a typed serial number against the order, warns that the draft serial differs, and assigns the draft', async () => {
    const token = await apiToken('dispatcher');
    const orgs = await fetch(`${baseUrl()}/api/organizations-teams`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<{ orgunit: string; teams: { id: number }[] }[]>);
    const technicians = await techniciansOf(token, orgs.filter((o) => o.orgunit === TR10).flatMap((o) => o.teams.map((t) => t.id)));
    const all = await tr10Drafts(token);
    const pick = (await tr10Drafts(token, { status: ['SAVED'] }))
      .filter((d) => d.schedulerId === null && d.serialNumber)
      .map((draft) => ({ draft, technician: technicians.find((x) => x.bpNo === draft.technician.bpNo) }))
      .find(
        (c): c is { draft: ApiDraft; technician: ApiTechnician } =>
          c.technician !== undefined &&
          freeSlot(c.technician) !== null &&
          all.filter((d) => d.serialNumber?.toLowerCase().includes(c.draft.serialNumber!.toLowerCase())).length === 1,
      );
    if (!pick) throw new Error('no SAVED TR10 draft with a free technician today');
    const { draft, technician } = pick;
    const slot = freeSlot(technician)!;
    // A Chargeable order with one item needing no job type, whose serial number differs from the draft's.
    const { workOrders } = await post<{ workOrders: ApiWorkOrder[] }>(token, '/api/work-orders', { organizations: [{ orgunit: TR10 }], searchDate: localDay().ymd });
    const order = workOrders.find(
      (o) =>
        !o.deleted &&
        o.simType === 'ZCH' &&
        o.serialNumber &&
        o.serialNumber.toLowerCase() !== draft.serialNumber!.toLowerCase() &&
        o.workOrderItems.length === 1 &&
        !['010', '035', '043'].includes(o.workOrderItems[0].jobCode ?? ''),
    );
    if (!order) throw new Error('no chargeable TR10 order in the demo data');

    const { context, page } = await newPage(browser);
    await signInByToken(page, 'dispatcher');
    await page.goto('/dispatcher/draft-work-orders');
    // The screen opens its filter drawer by itself while nothing is filtered.
    const filters = page.getByTestId('drafts-filter-drawer');
    await filters.waitFor();
    await page.getByTestId(`drafts-org-${TR10}`).click();
    await page.getByTestId('drafts-date-quick-last1Month').click();
    await page.getByTestId('drafts-serial').fill(draft.serialNumber!);
    await page.getByTestId('drafts-filter-search').click();
    await filters.waitFor({ state: 'hidden' });
    const row = page.locator(`[data-testid="drafts-table-row"][data-row-key="${draft.id}"]`);
    await row.getByTestId('draft-create-assignment').click();

    const drawer = page.getByTestId('planning-details-drawer');
    await drawer.getByTestId('assignment-draft').waitFor();
    expect(await drawer.getByTestId('assignment-draft').textContent()).toContain(draft.serialNumber!);
    // One draft, one assignment: no wizard, no Add next technician.
    expect(await drawer.getByTestId('assignment-advanced').count()).toBe(0);
    expect(await drawer.getByTestId('assignment-add-next').count()).toBe(0);

    await pickOption(page, drawer.getByTestId('assignment-order'), order.orderNumber, order.orderNumber);
    if (await drawer.getByTestId('assignment-work-area').count()) await pickOption(page, drawer.getByTestId('assignment-work-area'), null, null);
    await typeDate(drawer.getByTestId('assignment-start'), localText(slot.start));
    await typeDate(drawer.getByTestId('assignment-end'), localText(slot.end));

    // A typed serial number must be the order's.
    await drawer.getByTestId('assignment-serial-number').fill(`${order.serialNumber}X`);
    await drawer.getByTestId('assignment-add-close').click();
    expect(await drawer.getByTestId('assignment-error-serialNumber').textContent()).toBe("The serial number does not match the work order's serial number.");
    expect(await page.getByTestId('draft-confirm-ok').count()).toBe(0);
    await drawer.getByTestId('assignment-serial-number').fill(order.serialNumber!.toLowerCase());
    await drawer.getByTestId('assignment-error-serialNumber').waitFor({ state: 'detached' });

    // The confirmation warns that the draft's serial number differs from the order's.
    await drawer.getByTestId('assignment-add-close').click();
    const warning = page.getByTestId('draft-serial-warning');
    await warning.waitFor();
    expect(await warning.textContent()).toContain(draft.serialNumber!);
    expect(await warning.textContent()).toContain(order.serialNumber!);
    if (SHOTS) {
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/draft-serial-warning.png` });
    }
    await page.getByTestId('draft-confirm-ok').click();
    await drawer.waitFor({ state: 'hidden' });

    await expect.poll(async () => (await tr10Drafts(token, { seriNo: draft.serialNumber })).find((d) => d.id === draft.id)?.status, { timeout: 15_000 }).toBe('ASSIGNED');
    await context.close();
  });
});
