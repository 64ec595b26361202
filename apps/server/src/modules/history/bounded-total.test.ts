import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { historySearchResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician } from '../../../test/factories';
import { createAssignment, createWorkOrder } from '../../../test/planning-factories';
import { assignments } from '../../db/schema';

/** docs/decisions/0027-bounded-search-totals.md: totals are exact up to SEARCH_TOTAL_BOUND, here 5. */
const BOUND = 5;
const HOUR = 3_600_000;
const IST = { 'x-timezone-offset': '180' };

let t: TestApp;
let myOrg: string;
let myTeam: number;
let dispatcher: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ config: { SEARCH_TOTAL_BOUND: BOUND } });
  myOrg = (await createOrganization(t.db)).orgunit;
  myTeam = (await createTeam(t.db, { orgunit: myOrg })).id;
  dispatcher = { ...(await t.signIn(['DISPATCHER'], [myTeam])).headers, ...IST };
});
afterAll(async () => t?.close());

async function page(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/history-search', headers: dispatcher, payload });
  expect(res.statusCode, res.body).toBe(200);
  const body = historySearchResponse.parse(res.json());
  return { total: body.totalRowCount, lowerBound: body.totalRowCountIsLowerBound, ids: body.histories.map((h) => h.id), cache: res.headers['x-total-cache'] };
}

describe('POST /api/history-search: bounded totals', () => {
  it('answers the exact total up to the bound, and the bound with totalRowCountIsLowerBound above it', async () => {
    const tech = await createTechnician(t.db, { teamId: myTeam, orgunit: myOrg });
    const { items } = await createWorkOrder(t.db, { orgunit: myOrg, modelNumber: 'BOUNDED-1' });
    const start = Date.parse('2026-06-01T05:00:00Z');
    const ids: number[] = [];
    const add = async () => {
      const i = ids.length;
      const row = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: items[0].id, start: start + i * HOUR, end: start + i * HOUR + HOUR / 2 });
      ids.push(row.id);
      return row;
    };
    for (let i = 0; i < BOUND; i++) await add();
    const latestFirst = () => [...ids].reverse();
    const day = { start: '2026-06-01', end: '2026-06-02', technicians: [tech.bpNo] };

    expect(await page({ ...day, limit: 10 })).toEqual({ total: BOUND, lowerBound: false, ids: latestFirst(), cache: 'miss' });
    // The model filter joins the work order: same answer, counted the same bounded way.
    expect(await page({ ...day, modelNo: 'bounded-1', limit: 10 })).toMatchObject({ total: BOUND, lowerBound: false });

    const sixth = await add();
    expect(await page({ ...day, limit: 10 })).toEqual({ total: BOUND, lowerBound: true, ids: latestFirst(), cache: 'miss' });
    expect(await page({ ...day, limit: 10 })).toMatchObject({ total: BOUND, lowerBound: true, cache: 'hit' });
    expect(await page({ ...day, modelNo: 'bounded-1', limit: 10 })).toMatchObject({ total: BOUND, lowerBound: true });

    // Past the bound the pages are still read, from the cached bounded total too (offset 10 > 6 rows counted).
    // New rows leave a total above the bound as it is (decision 0029): still a hit, the page read anew.
    for (let i = 0; i < 6; i++) await add();
    expect(await page({ ...day, limit: 10 })).toMatchObject({ total: BOUND, lowerBound: true, ids: latestFirst().slice(0, 10), cache: 'hit' });
    expect(await page({ ...day, limit: 10, index: 1 })).toEqual({ total: BOUND, lowerBound: true, ids: latestFirst().slice(10), cache: 'hit' });

    // Fewer again: exact (the deletions moved the data version; a deleted item still counts in the history,
    // so the items are moved out of the period instead).
    const later = Date.parse('2027-01-01T06:00:00Z');
    for (const [i, id] of ids.splice(BOUND).entries()) {
      await t.db.update(assignments).set({ startDate: new Date(later + i * HOUR), endDate: new Date(later + i * HOUR + HOUR / 2) }).where(eq(assignments.id, id));
    }
    expect(ids).not.toContain(sixth.id);
    expect(await page({ ...day, limit: 10 })).toEqual({ total: BOUND, lowerBound: false, ids: latestFirst(), cache: 'miss' });
  });
});
