import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { baseUrl } from './browser';

/** Page object of the planning grid (/dispatcher/planning/grid). */
export class PlanningPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/dispatcher/planning/grid');
    await this.page.getByTestId('planning-page').waitFor();
  }

  /**
   * Opens the board on these teams and day (YYYY-MM-DD, today unless given) as a reload restores it (storeBoardFilter):
   * no filter drawer and no paging day by day, for tests about something else (the page signed in, on the portal's
   * origin). The deleted-items dialogs it opens by itself are closed.
   */
  async openOn(teamIds: number[], date = localDay().ymd) {
    await storeBoardFilter(this.page, teamIds, date);
    await this.open();
    await this.waitForRows();
  }

  get drawer(): Locator {
    return this.page.getByTestId('planning-filter-drawer');
  }

  /** Opens the filter drawer unless it is open, picks exactly these teams and applies. */
  async filterByTeams(teamIds: number[]) {
    // The board opens the drawer by itself for a user without filters; its part may still be loading.
    if ((await this.page.getByTestId('planning-page').getAttribute('data-filters-open')) !== 'true') await this.page.getByTestId('planning-filter-open').click();
    await this.page.getByTestId('planning-team-tree').waitFor();
    const removeAll = this.page.getByTestId('planning-team-remove-all');
    if (await removeAll.isEnabled()) await removeAll.click();
    for (const id of teamIds) await this.page.getByTestId(`planning-team-${id}`).click();
    await this.page.getByTestId('planning-filter-apply').click();
    await this.drawer.waitFor({ state: 'hidden' });
    await this.waitForRows();
  }

  async waitForRows() {
    await this.page.getByTestId('planning-row').first().waitFor({ timeout: 30_000 });
    await this.closeDeletedDialogs();
  }

  /**
   * The deleted-work-order / deleted-technician dialog the board has opened by itself ('orders', 'technicians' or ''):
   * it names the open one (its part may still be loading, so visibility alone would come too early). It decides in an
   * effect after the rows render: the rows must be the filter's own (not the ones kept while the next are fetched),
   * and two animation frames let that effect and its render run.
   */
  async deletedDialog(): Promise<string> {
    await this.page.locator('.pg-grid.is-fetching').waitFor({ state: 'detached', timeout: 30_000 });
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return (await this.page.getByTestId('planning-page').getAttribute('data-deleted-dialog')) ?? '';
  }

  /** Closes the dialogs the board opens by itself when the data has flagged items. */
  async closeDeletedDialogs() {
    for (let i = 0; i < 6; i++) {
      if ((await this.deletedDialog()) === '') return;
      // A dialog that is already zooming out (or sits under the other one) cannot take the click: the next
      // round looks again, and a dialog that stays open fails the test at its next step.
      await this.page
        .getByTestId('planning-deleted-close')
        .filter({ visible: true })
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
    }
  }

  async search(text: string) {
    await this.page.getByTestId('planning-search').fill(text);
  }

  rows(): Locator {
    return this.page.getByTestId('planning-row');
  }

  row(technicianId: string): Locator {
    return this.page.locator(`[data-testid="planning-row"][data-technician-id="${technicianId}"]`);
  }

  block(key: string): Locator {
    return this.page.locator(`[data-testid="planning-block"][data-key="${key}"]`);
  }

  /** Drags a block horizontally by the given minutes (converted with the row's timeline width: the day is 85 % of it). */
  async dragBlockByMinutes(key: string, minutes: number, options: { screenshot?: string } = {}) {
    const block = this.block(key);
    // A block still waits at an earlier drop's place until that drop is decided (its time label shows): measured
    // there, the drag would start over another item (a refused drop over it), which would move instead.
    await this.page.getByTestId('planning-drag-time').waitFor({ state: 'detached' });
    const box = await block.boundingBox();
    const cell = await block.locator('xpath=..').boundingBox();
    if (!box || !cell) throw new Error(`block ${key} is not on screen`);
    const dx = (minutes / 1440) * cell.width * 0.85;
    const x = box.x + Math.min(12, box.width / 3);
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y, { steps: 5 });
    await this.page.mouse.move(x + dx, y, { steps: 5 });
    if (options.screenshot) await this.page.screenshot({ path: options.screenshot });
    await this.page.mouse.up();
  }

  /** After a drop: a ZBP/ZBO item asks for the reason for change first (spec part 1 §4); answers it when asked. */
  async giveReasonIfAsked(text = 'Planner moved it') {
    const ok = this.page.getByTestId('assignment-reason-ok');
    await ok.waitFor({ timeout: 1_000 }).catch(() => undefined);
    if (!(await ok.isVisible())) return;
    await this.page.getByTestId('assignment-reason-PLANNER_REQUEST').click();
    await this.page.getByTestId('assignment-reason-text').fill(text);
    await ok.click();
  }

  changesTab(): Locator {
    return this.page.getByTestId('planning-tab-changes');
  }

  async openTab(name: RegExp) {
    await this.page.getByRole('tab', { name }).click();
  }

  changeRows(): Locator {
    return this.page.getByTestId('planning-change-row');
  }

  async saveAll() {
    await this.page.getByTestId('planning-save-all').click();
    await this.page.getByTestId('planning-save-confirm').click();
  }

  async discardAll() {
    await this.page.getByTestId('planning-discard-all').click();
    await this.page.getByTestId('planning-discard-confirm').click();
  }
}

/**
 * Stores the board's filter (these teams, the day: today unless given) as the board keeps it over a reload: the board's
 * next full load in the page shows it without its filter drawer. The page must be on the portal's origin.
 */
export async function storeBoardFilter(page: Page, teamIds: number[], date = localDay().ymd) {
  const filters = { date, teamIds, organizationEnabled: false, organizations: [], remember: false };
  await page.evaluate((snapshot) => localStorage.setItem('fsp.planning.filters', snapshot), JSON.stringify({ version: 1, savedAt: Date.now(), filters }));
}

/**
 * The planning grid on one team, searched to the technician's row (the name typed in Turkish capitals), and the
 * row's add drawer open.
 */
export async function openNewAssignment(page: Page, technician: { id: string; fullName: string }, teamId: number) {
  const grid = new PlanningPage(page);
  await grid.openOn([teamId]);
  await grid.search(turkishUpper(technician.fullName));
  await expect.poll(() => grid.rows().count(), { timeout: 5_000 }).toBe(1);
  await grid.row(technician.id).getByTestId('planning-add').click();
  const drawer = page.getByTestId('planning-details-drawer');
  await drawer.getByTestId('assignment-form').waitFor();
  return { grid, drawer };
}

// ---------------------------------------------------------------------------------------------
// API helpers: the tests pick their data from what the server really has.

/** The run's tokens for the tests' own API calls, by server, user and password: shared by the worker's files. */
const apiTokens = new Map<string, Promise<string>>();

/**
 * A token for the test's own API calls. On the run's servers one per user, reused by the worker's files: every sign-in
 * costs the server a password hash (scrypt, ~0.1 s of a core, more under load), and nothing revokes these tokens (a
 * page signs in with a session of its own, newSessionToken, which a test may end).
 */
export function apiToken(username: string, password = 'demo', base = baseUrl()): Promise<string> {
  if (!inject('baseUrls').includes(base)) return newSessionToken(username, password, base);
  const key = JSON.stringify([base, username, password]);
  let token = apiTokens.get(key);
  if (!token) {
    token = newSessionToken(username, password, base);
    apiTokens.set(key, token);
    // A refused sign-in is not kept: the next call asks again.
    void token.then(
      (value) => typeof value !== 'string' && apiTokens.delete(key),
      () => apiTokens.delete(key),
    );
  }
  return token;
}

/** A new session's token, as the login form gets one. */
export async function newSessionToken(username: string, password = 'demo', base = baseUrl()): Promise<string> {
  const login = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const { code } = (await login.json()) as { code: string };
  const token = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('web:web').toString('base64')}` },
    body: new URLSearchParams({ client_id: 'web', grant_type: 'authorization_code', code }).toString(),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

export interface ApiItem {
  id: number;
  startDate: number;
  endDate: number;
  orderWekingStatus: string;
  shouldBeDeleted: boolean;
  forceNormalShift: boolean;
  planRejectReasonSourceType: string | null;
  workOrderItem: { workOrder: { deleted: boolean; simType: string | null; simChannel: string | null } } | null;
}

/**
 * Whether the server's save rules let a dispatcher move the item as it is (spec part 1 §4, §5): a ZBP/ZBO order
 * needs a reason for change (the grid asks for it on every move), and Non Chargeable / Allowed work may leave working hours only with force normal
 * shift, so only Chargeable items or ones already on force normal shift are taken (the demo flags: ZCH chargeable).
 */
function movableByRules(item: ApiItem, reasonAsked: boolean): boolean {
  const order = item.workOrderItem?.workOrder;
  if (!order) return false;
  const zbpOrZbo = ['ZBP', 'ZBO'].includes(order.simChannel ?? '');
  // Every move of a ZBP/ZBO item asks for a reason for change first (spec part 1 §4).
  if (reasonAsked !== zbpOrZbo) return false;
  return order.simType === 'ZCH' || item.forceNormalShift;
}
export interface ApiTechnician {
  id: string;
  bpNo: string;
  fullName: string;
  team: { id: number };
  schedulers: ApiItem[];
}

/** The browser's (and this process's) local day and offset, as the grid sends them. */
export function localDay(): { ymd: string; dayStart: number; offset: number } {
  const now = new Date();
  const dayStart = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const ymd = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return { ymd, dayStart, offset: -now.getTimezoneOffset() || 0 };
}

/** The browser's local day `daysBack` days before today, YYYY-MM-DD (the board's day after as many previous-day clicks). */
export function localDayBefore(daysBack: number): string {
  const day = new Date(localDay().dayStart);
  day.setDate(day.getDate() - daysBack);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** The grid's technicians of the teams on a day ('YYYY-MM-DD', today by default). */
export async function techniciansOf(token: string, teamIds: number[], ymd = localDay().ymd): Promise<ApiTechnician[]> {
  const { offset } = localDay();
  const res = await fetch(`${baseUrl()}/api/technicians-with-schedules`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(offset) },
    body: JSON.stringify({ teams: teamIds.map((id) => ({ id })), searchDate: ymd }),
  });
  return ((await res.json()) as { technicians: ApiTechnician[] }).technicians;
}

const HOUR = 3_600_000;

/**
 * Today's items the rules let a dispatcher move by `shiftMs` without leaving the day or touching another item of
 * their technician, any technician, any start minute. `reasonAsked`: only items of ZBP/ZBO orders, whose moves ask
 * for a reason for change.
 */
export function* movableItems(technicians: ApiTechnician[], shiftMs = HOUR, reasonAsked = false): Generator<{ technician: ApiTechnician; item: ApiItem }> {
  const { dayStart } = localDay();
  for (const technician of technicians) {
    for (const item of technician.schedulers) {
      if (!['INFORMED_SAVED', 'ACCEPT'].includes(item.orderWekingStatus) || item.shouldBeDeleted || item.workOrderItem?.workOrder.deleted !== false) continue;
      if (!movableByRules(item, reasonAsked)) continue;
      const start = item.startDate + shiftMs;
      const end = item.endDate + shiftMs;
      if (item.startDate < dayStart + HOUR || end > dayStart + 23 * HOUR || item.endDate - item.startDate < HOUR) continue;
      const clash = technician.schedulers.some((other) => other.id !== item.id && other.startDate < end && start < other.endDate);
      if (!clash) yield { technician, item };
    }
  }
}

/**
 * A movable item of today (see movableItems) whose technician's name has a lower-case 'i' (for the dotted-capital
 * search) and is theirs alone, starting on a whole 10 minutes.
 */
export function findMovable(technicians: ApiTechnician[], shiftMs = HOUR, exclude: string[] = [], reasonAsked = false): { technician: ApiTechnician; item: ApiItem } {
  const { dayStart } = localDay();
  for (const found of movableItems(technicians, shiftMs, reasonAsked)) {
    const { technician, item } = found;
    if (exclude.includes(technician.id) || !/i/.test(technician.fullName)) continue;
    if (technicians.filter((t) => t.fullName === technician.fullName).length > 1) continue;
    if ((item.startDate - dayStart) % 600_000 === 0) return found;
  }
  throw new Error('no movable item in the demo data for today');
}

/** Upper-cases with Turkish rules ('i' -> 'İ', 'ı' -> 'I'), as a Turkish keyboard user types a name in capitals. */
export function turkishUpper(text: string): string {
  return text.replace(/i/g, 'İ').replace(/ı/g, 'I').toUpperCase();
}
