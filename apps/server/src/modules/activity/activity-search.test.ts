import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACTIVITY_MESSAGES, technicianActivitySearchResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, unique } from '../../../test/factories';
import { sosSamples, users } from '../../db/schema';
import { recordActivity, type ActivityEventInput } from '.';

let t: TestApp;
let mine: { teamId: number; bpNo: string };
let other: { teamId: number; bpNo: string };
let dispatcher: Record<string, string>;
let observer: Record<string, string>;
let admin: Record<string, string>;

const DAY = '2026-03-02';
/** UTC+3 (Istanbul): the browser's offset header, minutes east of UTC. */
const TR_ZONE = { 'x-timezone-offset': '180' };

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.db);
  const theirOrg = await createOrganization(t.db);
  const team = await createTeam(t.db, { orgunit: org.orgunit });
  const theirTeam = await createTeam(t.db, { orgunit: theirOrg.orgunit });
  mine = { teamId: team.id, bpNo: (await createTechnician(t.db, { teamId: team.id, orgunit: org.orgunit, fullName: 'Işıl Öztürk' })).bpNo };
  other = { teamId: theirTeam.id, bpNo: (await createTechnician(t.db, { teamId: theirTeam.id, orgunit: theirOrg.orgunit })).bpNo };
  dispatcher = { ...(await t.signIn(['DISPATCHER'], [team.id])).headers, ...TR_ZONE };
  observer = { ...(await t.signIn(['OBSERVER'], [team.id])).headers, ...TR_ZONE };
  admin = { ...(await t.signIn(['DISPATCHER', 'ADMIN'])).headers, ...TR_ZONE };
});
afterAll(async () => t?.close());

const event = (who: { teamId: number; bpNo: string }, at: string, extra: Partial<ActivityEventInput> = {}): ActivityEventInput => ({
  technicianBpNo: who.bpNo,
  teamId: who.teamId,
  eventType: 'STATUS_CHANGE',
  subject: 'Status: On site',
  description: 'Order 1001',
  occurredAt: new Date(at),
  status: 'ONSITE',
  ...extra,
});

async function search(payload: Record<string, unknown>, headers = dispatcher) {
  return t.app.inject({ method: 'POST', url: '/api/technician-activities-search', headers, payload });
}
async function ok(payload: Record<string, unknown>, headers = dispatcher) {
  const res = await search(payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return technicianActivitySearchResponse.parse(res.json());
}

describe('POST /api/technician-activities-search', () => {
  it("pages through the local days' activity of the caller's teams, newest first, with sample fields and an exact total", async () => {
    const marker = unique('C');
    const [sample] = await t.db
      .insert(sosSamples)
      .values({ sampleNumber: unique('S').slice(0, 12), sampledDate: new Date('2026-03-02T07:00:00Z'), technicianBpNo: mine.bpNo, equipComp: 'ENGINE', meterRdg: '1234.5', shopJobNo: 'SJ-1', fluidChanged: true })
      .returning();
    await t.db.transaction((tx) =>
      recordActivity(tx, [
        // 2026-03-01 22:30 UTC is already 2 March in Istanbul.
        event(mine, '2026-03-01T22:30:00Z', { customerName: `${marker} Işık İnşaat`, workOrderNo: '4000001', serialNumber: 'CATI0785' }),
        event(mine, '2026-03-02T08:00:00Z', { eventType: 'SAMPLE_ADDED', sampleId: sample.id, customerName: `${marker} Other`, hasSims: true }),
        event(mine, '2026-03-02T21:30:00Z', { customerName: `${marker} next day in Istanbul` }),
        event(other, '2026-03-02T09:00:00Z', { customerName: `${marker} foreign` }),
      ]),
    );
    const page = await ok({ startDate: '20260302', endDate: '20260302', customer: marker });
    expect(page.totalRowCount).toBe(2);
    expect(page.technicianActivityItems.map((r) => r.customer)).toEqual([`${marker} Other`, `${marker} Işık İnşaat`]);
    const [sampleRow, first] = page.technicianActivityItems;
    expect(sampleRow).toMatchObject({ eventType: 'SAMPLE_ADDED', sampleNumber: sample.sampleNumber, equipComp: 'ENGINE', meterRdg: 1234.5, shopJobNo: 'SJ-1', fluidChanged: true, hasSims: true });
    expect(sampleRow.sampledDate).toBe(Date.parse('2026-03-02T07:00:00Z'));
    expect(first).toMatchObject({ technicianFullName: 'Işıl Öztürk', technicianBpNo: mine.bpNo, workOrderNo: '4000001', sampleNumber: null, occurredAt: Date.parse('2026-03-01T22:30:00Z') });
    expect(first.technicianTeamName).toBeTruthy();

    // Turkish case rules: IŞIK and işik match Işık.
    expect((await ok({ startDate: DAY, endDate: DAY, customer: `${marker} IŞIK` })).technicianActivityItems).toHaveLength(1);
    expect((await ok({ startDate: DAY, endDate: DAY, customer: `${marker} işik İNŞ` })).technicianActivityItems).toHaveLength(1);
    expect((await ok({ startDate: DAY, endDate: DAY, customer: marker, workOrderNo: '4000001' })).totalRowCount).toBe(1);
    // A serial number's I typed on a Turkish keyboard ('ı', 'İ') finds it, as in the other searches.
    for (const serialNumber of ['catı07', 'CATİ07', 'cati07']) expect((await ok({ startDate: DAY, endDate: DAY, customer: marker, serialNumber })).totalRowCount, serialNumber).toBe(1);
    expect((await ok({ startDate: DAY, endDate: DAY, customer: marker, limit: 10, index: 1 })).technicianActivityItems).toEqual([]);
    // All-teams users see every team.
    expect((await ok({ startDate: DAY, endDate: DAY, customer: marker }, admin)).totalRowCount).toBe(3);
    // Observers read too.
    expect((await ok({ startDate: DAY, endDate: DAY, customer: marker }, observer)).totalRowCount).toBe(2);
  });

  it('matches a work order number typed or stored with leading zeros and surrounding spaces, and counts them as one filter (decision 0035)', async () => {
    const marker = unique('W');
    const number = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
    await t.db.transaction((tx) =>
      recordActivity(tx, [
        event(mine, '2026-03-02T08:00:00Z', { customerName: `${marker} plain`, workOrderNo: number }),
        event(mine, '2026-03-02T09:00:00Z', { customerName: `${marker} padded`, workOrderNo: `000${number}` }),
        event(mine, '2026-03-02T10:00:00Z', { customerName: `${marker} spaced`, workOrderNo: ` ${number} ` }),
        event(mine, '2026-03-02T11:00:00Z', { customerName: `${marker} other`, workOrderNo: `${number}0` }),
      ]),
    );
    const all = [`${marker} spaced`, `${marker} padded`, `${marker} plain`];
    for (const workOrderNo of [number, `00${number}`, ` 0${number} `, Number(number)]) {
      const page = await ok({ startDate: DAY, endDate: DAY, customer: marker, workOrderNo });
      expect(page.technicianActivityItems.map((r) => r.customer), String(workOrderNo)).toEqual(all);
      expect(page.totalRowCount).toBe(3);
    }
    // The rows answer the number as stored.
    expect((await ok({ startDate: DAY, endDate: DAY, customer: marker, workOrderNo: number })).technicianActivityItems.map((r) => r.workOrderNo)).toEqual([` ${number} `, `000${number}`, number]);
    // A number typed with and without its zeros is one counted filter.
    const res = await search({ startDate: DAY, endDate: DAY, customer: marker, workOrderNo: `000${number}` });
    expect(res.headers['x-total-cache']).toBe('hit');
  });

  it('answers "what is new" by cursor: rows recorded since, even when they happened earlier, never rows of other teams', { timeout: 90_000 }, async () => {
    const marker = unique('N');
    const before = await ok({ startDate: DAY, endDate: DAY, customer: marker });
    expect(before).toMatchObject({ technicianActivityItems: [], totalRowCount: 0 });
    await t.db.transaction((tx) =>
      recordActivity(tx, [event(mine, '2026-03-02T05:00:00Z', { customerName: `${marker} late sync` }), event(other, '2026-03-02T06:00:00Z', { customerName: `${marker} foreign` })]),
    );
    // A change that rolls back leaves no event.
    await t.db
      .transaction(async (tx) => {
        await recordActivity(tx, [event(mine, '2026-03-02T07:00:00Z', { customerName: `${marker} rolled back` })]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const news = await ok({ startDate: DAY, endDate: DAY, customer: marker, cursor: before.cursor });
    expect(news.technicianActivityItems.map((r) => r.customer)).toEqual([`${marker} late sync`]);
    expect(news.totalRowCount).toBe(1);
    // Asked again from each answer's cursor, the row stops coming. A cursor is the oldest transaction still
    // running anywhere on the server, other databases' included (on a test server, other files' DROP DATABASE,
    // seconds under load), so until that one ends the row may come again, never a row not seen before.
    let cursor = news.cursor;
    await expect
      .poll(
        async () => {
          const again = await ok({ startDate: DAY, endDate: DAY, customer: marker, cursor });
          expect(again.technicianActivityItems.map((r) => r.customer)).toEqual(again.technicianActivityItems.length ? [`${marker} late sync`] : []);
          cursor = again.cursor;
          return again.technicianActivityItems;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toEqual([]);
    // The spec's key: rows that happened after lastUpdateTime.
    const byTime = await ok({ startDate: DAY, endDate: DAY, customer: marker, lastUpdateTime: Date.parse('2026-03-02T04:00:00Z') });
    expect(byTime.technicianActivityItems).toHaveLength(1);
    expect((await ok({ startDate: DAY, endDate: DAY, customer: marker, lastUpdateTime: Date.parse('2026-03-02T05:00:00Z') })).technicianActivityItems).toEqual([]);
  });

  it('counts a filter once until new activity is recorded, and never shares a total between different scopes (X-Total-Cache)', async () => {
    const marker = unique('T');
    const filter = { startDate: DAY, endDate: DAY, customer: marker };
    const total = async (expected: string, headers = dispatcher) => {
      const res = await search(filter, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-total-cache']).toBe(expected);
      return technicianActivitySearchResponse.parse(res.json()).totalRowCount;
    };
    await t.db.transaction((tx) => recordActivity(tx, [event(mine, '2026-03-02T08:00:00Z', { customerName: `${marker} one` })]));
    expect(await total('miss')).toBe(1);
    expect(await total('hit')).toBe(1);
    expect(await total('miss', admin)).toBe(1);
    await t.db.transaction((tx) => recordActivity(tx, [event(other, '2026-03-02T09:00:00Z', { customerName: `${marker} theirs` })]));
    expect(await total('miss')).toBe(1);
    expect(await total('miss', admin)).toBe(2);
    expect(await total('hit', admin)).toBe(2);
  });

  it.each([
    [{ endDate: DAY }, 'startDate'],
    [{ startDate: DAY }, 'endDate'],
    [{ startDate: '2026-02-30', endDate: DAY }, 'startDate'],
    [{ startDate: DAY, endDate: '2026-03-01' }, 'end date must not be before'],
    [{ startDate: DAY, endDate: DAY, serialNumber: 'x'.repeat(31) }, 'serialNumber'],
    [{ startDate: DAY, endDate: DAY, workOrderNo: '12345678901' }, 'workOrderNo'],
    [{ startDate: DAY, endDate: DAY, workOrderNo: '2147483648' }, 'must not exceed 2147483647'],
    [{ startDate: DAY, endDate: DAY, customer: ' Iş ' }, 'at least 3 characters'],
    [{ startDate: DAY, endDate: DAY, customer: 'ab' }, 'customer'],
    [{ startDate: DAY, endDate: DAY, status: 'SLEEPING' }, 'status'],
    [{ startDate: DAY, endDate: DAY, limit: 30 }, 'limit'],
    [{ startDate: DAY, endDate: DAY, cursor: 'abc' }, 'cursor'],
    [{ startDate: DAY, endDate: DAY, lastUpdateTime: 1e16 }, 'lastUpdateTime'],
  ])('refuses %j with a 400 naming %s', async (payload, named) => {
    const res = await search(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(named);
  });

  it("words the date-range refusal in the caller's language (the screen shows it as it comes)", async () => {
    const turkish = await t.signIn(['DISPATCHER'], [mine.teamId]);
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, turkish.user.id));
    const reversed = { startDate: DAY, endDate: '2026-03-01' };
    const res = await search(reversed, { ...turkish.headers, ...TR_ZONE });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz');
    const shortCustomer = await search({ startDate: DAY, endDate: DAY, customer: 'Iş' }, { ...turkish.headers, ...TR_ZONE });
    expect(shortCustomer.json().message).toBe('Alan "customer": Müşteri en az 3 karakter olmalıdır.');
    // Everyone else still reads English.
    expect((await search(reversed)).json().message).toBe(ACTIVITY_MESSAGES.endBeforeStart);
  });

  it('is closed to users without a service-engineer role', async () => {
    const powerUser = (await t.signIn(['POWER_USER'])).headers;
    expect((await search({ startDate: DAY, endDate: DAY }, powerUser)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/technician-activities-search', payload: { startDate: DAY, endDate: DAY } })).statusCode).toBe(401);
  });

});
