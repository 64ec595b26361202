import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openDatabase } from '../../apps/server/src/db/client';
import { DEFAULT_DATASET, createDataset, type Dataset } from '../../apps/server/bench/dataset';
import { launchBrowser, newPage } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { signInByToken } from '../support/session';
import { PlanningPage, apiToken, localDay } from '../support/planning-page';

/**
 * 1,000 technician rows stay usable (virtualised rows, memoised per technician): a server of its own
 * on the benchmark's data set (50 teams, 1,000 technicians, ~10,000 items around today) and the
 * data set's dispatcher, who sees every team.
 */
let browser: Browser;
let server: RunningServer;
let dataset: Dataset;
const today = localDay().ymd;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fsp-e2e-large-'));
  const database = await openDatabase({ dataDir: `${dataDir}/pglite` });
  await database.migrate();
  dataset = await createDataset(database.db, { ...DEFAULT_DATASET, benchDay: today, offsetMinutes: -new Date().getTimezoneOffset() });
  await database.close();
  server = await startServer({ dataDir, env: { DEMO_DATA: 'never' } });
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('planning grid with 1,000 technicians', () => {
  it('renders only the rows in view, scrolls to the last row and still moves a block', async () => {
    const { username: user, password } = dataset.dispatcher;
    const token = await apiToken(user, password, server.baseUrl);
    const orgs = (await (await fetch(`${server.baseUrl}/api/organizations-teams`, { headers: { authorization: `Bearer ${token}` } })).json()) as { teams: { id: number }[] }[];
    const teamIds = orgs.flatMap((org) => org.teams.map((team) => team.id));
    expect(teamIds.length).toBe(dataset.counts.teams);

    const { context, page } = await newPage(browser, { baseURL: server.baseUrl });
    await signInByToken(page, user, password);
    // The grid restores, applies and clears a stored filter on load: start it on all the user's teams.
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      ['fsp.planning.filters', JSON.stringify({ version: 1, savedAt: Date.now(), filters: { date: today, teamIds, organizationEnabled: false, organizations: [], remember: false } })],
    );
    const grid = new PlanningPage(page);
    const started = Date.now();
    await grid.open();
    await grid.rows().first().waitFor({ timeout: 60_000 });
    const firstRender = Date.now() - started;
    await grid.closeDeletedDialogs();
    const total = Number(await page.getByTestId('planning-grid').getAttribute('data-row-count'));
    expect(total).toBeGreaterThanOrEqual(1000);
    expect(await grid.rows().count()).toBeLessThan(60);

    const body = page.getByTestId('planning-rows');
    await body.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => grid.rows().last().isVisible()).toBe(true);
    expect(await grid.rows().count()).toBeLessThan(60);

    // A block fully inside the visible part of the scroller.
    const view = (await body.boundingBox())!;
    const candidates = page.locator('[data-testid="planning-block"][data-draggable="true"]');
    let key: string | null = null;
    for (let i = 0; i < (await candidates.count()) && key === null; i++) {
      const box = await candidates.nth(i).boundingBox();
      if (box && box.width > 20 && box.y > view.y + 40 && box.y + box.height < view.y + view.height - 8) key = await candidates.nth(i).getAttribute('data-key');
    }
    expect(key).not.toBeNull();
    const before = Number(await grid.block(key!).getAttribute('data-start'));
    await grid.dragBlockByMinutes(key!, 30);
    await grid.giveReasonIfAsked();
    await expect.poll(async () => Number(await grid.block(key!).getAttribute('data-start'))).not.toBe(before);
    expect(await page.getByTestId('planning-changes-badge').textContent()).toContain('1');
    console.log(`planning grid: ${total} technicians, first rows ${firstRender} ms after navigation`);
    await context.close();
  });
});
