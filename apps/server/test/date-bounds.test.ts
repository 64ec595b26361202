import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { SUPPORTED_DATES, supportedYmd } from '@fsp/domain';
import { createTestApp, type TestApp } from './harness';
import { createOrganization, createTeam, createTechnician } from './factories';
import { createWorkOrder } from './planning-factories';

/**
 * Issue 11 §3: extreme dates and epochs gave 500s (Invalid time value, timestamp out of range). Every date
 * field of every request contract is bounded to 1970-01-01 … 2199-12-31 in packages/domain; this test
 * proves it over HTTP with generated values: never a 500, outside the range a 400 naming the field, and
 * nothing stored.
 */
type Kind = 'epoch' | 'day' | 'searchDate';
interface DateCase {
  url: string;
  /** The body with the date under test at `field` (dot path, as the 400 names it). */
  body: (value: unknown) => object;
  field: string;
  kind: Kind;
  /** The call may store something: prove a refused value stores nothing. */
  mutation?: boolean;
}

const WATCHED = ['assignments', 'assignment_status_history', 'technician_location_sync_requests'];
const HOUR = 3_600_000;
let t: TestApp;
let headers: Record<string, string>;
let cases: DateCase[];

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db);
  const team = await createTeam(t.db, { orgunit: org.orgunit });
  const tech = await createTechnician(t.db, { teamId: team.id, orgunit: org.orgunit, lastLatitude: 41, lastLongitude: 29 });
  const itemId = (await createWorkOrder(t.db, { orgunit: org.orgunit })).items[0].id;
  headers = { ...(await t.signIn(['DISPATCHER'], [team.id])).headers, 'x-timezone-offset': '180' };
  const map = { teams: [{ id: team.id }], latitude: 41, longitude: 29, workOrderNo: null };
  const history = { teams: [team.id] };
  const item = (startDate: unknown, endDate: unknown) => ({ schedules: [{ key: 'k', technicianId: tech.bpNo, workOrderItemId: itemId, startDate, endDate }], deletedSchedulers: [] });
  const end = (start: unknown) => (typeof start === 'number' ? start + HOUR : start);
  cases = [
    { url: '/api/technicians-with-schedules', body: (v) => ({ teams: [{ id: team.id }], searchDate: v }), field: 'searchDate', kind: 'searchDate' },
    { url: '/api/work-orders', body: (v) => ({ organizations: [{ orgunit: org.orgunit }], searchDate: v }), field: 'searchDate', kind: 'searchDate' },
    { url: '/api/technician-locations', body: (v) => ({ ...map, searchDate: v }), field: 'searchDate', kind: 'searchDate' },
    { url: '/api/technician-location-sync', body: (v) => ({ ...map, searchDate: v }), field: 'searchDate', kind: 'searchDate', mutation: true },
    { url: '/api/history-search', body: (v) => ({ ...history, start: v, end: '2199-12-31' }), field: 'start', kind: 'day' },
    { url: '/api/history-search', body: (v) => ({ ...history, start: '1970-01-01', end: v }), field: 'end', kind: 'day' },
    { url: '/api/history/export', body: (v) => ({ ...history, start: v, end: '2199-12-31' }), field: 'start', kind: 'day' },
    { url: '/api/history/export', body: (v) => ({ ...history, start: '1970-01-01', end: v }), field: 'end', kind: 'day' },
    { url: '/api/draft/work-orders', body: (v) => ({ teams: [team.id], start: v, end: '2199-12-31' }), field: 'start', kind: 'day' },
    { url: '/api/draft/work-orders', body: (v) => ({ teams: [team.id], start: '1970-01-01', end: v }), field: 'end', kind: 'day' },
    { url: '/api/save-schedules', body: (v) => item(v, end(v)), field: 'schedules.0.startDate', kind: 'epoch', mutation: true },
    { url: '/api/save-schedules', body: (v) => item(Date.UTC(2026, 2, 2, 8), v), field: 'schedules.0.endDate', kind: 'epoch', mutation: true },
  ];
});
afterAll(async () => t?.close());

/** The values the issue found, and the edges of the supported range. */
const EDGE_EPOCHS = [253402300800000, -62198755200000, 8639999999999999, -8640000000000001, 8.64e15, -1, SUPPORTED_DATES.minMs, SUPPORTED_DATES.maxMs, SUPPORTED_DATES.maxMs + 1];
const EDGE_DAYS = ['0001-01-01', '9999-12-31', '1969-12-31', '1970-01-01', '2199-12-31', '2200-01-01', '2026-02-30', '2026-13-01'];
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const epochs = fc.oneof(
  fc.constantFrom(...EDGE_EPOCHS),
  fc.integer({ min: 0, max: Math.floor(SUPPORTED_DATES.maxMs / 60_000) }).map((minutes) => minutes * 60_000),
  fc.maxSafeInteger(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const days = (separator: string) =>
  fc.oneof(
    fc.constantFrom(...EDGE_DAYS.map((d) => d.replaceAll('-', separator))),
    fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 })).map(([y, m, d]) => [pad(y, 4), pad(m, 2), pad(d, 2)].join(separator)),
  );
const ARBITRARY: Record<Kind, fc.Arbitrary<unknown>> = { epoch: epochs, day: days('-'), searchDate: fc.oneof(epochs, days('-'), days('')) };

function supported(kind: Kind, value: unknown): boolean {
  if (typeof value === 'number') return kind !== 'day' && Number.isInteger(value) && value >= SUPPORTED_DATES.minMs && value <= SUPPORTED_DATES.maxMs;
  return typeof value === 'string' && kind !== 'epoch' && supportedYmd(value, kind === 'searchDate') !== null;
}

async function watchedRows() {
  const counts: Record<string, number> = {};
  for (const table of WATCHED) counts[table] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`)).rows[0].n;
  return counts;
}

let request = 0;
describe('dates in every request contract', () => {
  it('never answer 500; outside 1970-01-01 … 2199-12-31 (or not a real day) they are a 400 naming the field and store nothing', async () => {
    for (const c of cases) {
      await fc.assert(
        fc.asyncProperty(ARBITRARY[c.kind], async (value) => {
          const before = c.mutation ? await watchedRows() : null;
          // A new client address each time: the sync's per-client rate limit must not answer first.
          const res = await t.app.inject({ method: 'POST', url: c.url, headers, payload: c.body(value), remoteAddress: `10.0.${(request >> 8) & 255}.${request++ & 255}` });
          const label = `${c.url} ${c.field}=${JSON.stringify(value)}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, label).not.toBe(500);
          if (!supported(c.kind, value)) {
            expect(res.statusCode, label).toBe(400);
            expect(res.json().message, label).toContain(`"${c.field}"`);
            if (before) expect(await watchedRows(), label).toEqual(before);
          }
        }),
        { numRuns: 30 },
      );
    }
  });

  it('are all bounded: every date field of a request in the OpenAPI document carries the supported range', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const unbounded: string[] = [];
    const seen: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const s = schema as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
      for (const [name, inner] of Object.entries(s.properties ?? {})) {
        if (/(^|[a-z])Date$|^date$|^start$|^end$/.test(name)) {
          seen.push(`${where}.${name}`);
          if (!(inner && typeof inner === 'object' && 'x-date-range' in inner)) unbounded.push(`${where}.${name}`);
        }
        walk(inner, `${where}.${name}`);
      }
      for (const inner of [s.items, ...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(inner, where);
    };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods as Record<string, { requestBody?: { content: Record<string, { schema: unknown }> }; parameters?: { name: string; schema: unknown }[] }>)) {
        for (const content of Object.values(op.requestBody?.content ?? {})) walk(content.schema, `${method.toUpperCase()} ${path}`);
        walk({ properties: Object.fromEntries((op.parameters ?? []).map((p) => [p.name, p.schema])) }, `${method.toUpperCase()} ${path}`);
      }
    }
    expect(seen.length).toBeGreaterThanOrEqual(cases.length);
    expect(unbounded).toEqual([]);
  });
});
