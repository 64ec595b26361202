import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TECHNICIAN_LOCATION_MESSAGES, technicianLocationSyncResponse, technicianLocationsResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician } from '../../../test/factories';
import { technicianLocationSyncRequests, users } from '../../db/schema';
import type { AuthenticatedUser } from '../../plugins/auth';
import { answerTextsFor } from './answer-texts';

const MINUTE = 60_000;
/** About 1 km due north per 1/111.19 degree of latitude. */
const north = (km: number) => ({ lastLatitude: 38 + km / 111.19, lastLongitude: 28 });
const ORIGIN = { latitude: 38, longitude: 28 };

let t: TestApp;
let myTeam: number;
let myOrg: string;
let theirTeam: number;
let dispatcher: Record<string, string>;
let observer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ config: { TECH_LOCATION_MAX_KM: 50, TECH_LOCATION_MAX_MINUTE: 60, TECH_LOCATION_SYNC_COOLDOWN_SECONDS: 60, LOGIN_RATE_LIMIT_PER_MINUTE: 1000 } });
  myOrg = (await createOrganization(t.db, { displayName: 'Izmir Service' })).orgunit;
  myTeam = (await createTeam(t.db, { orgunit: myOrg, name: 'Izmir Field 1' })).id;
  theirTeam = (await createTeam(t.db)).id;
  dispatcher = (await t.signIn(['DISPATCHER'], [myTeam])).headers;
  observer = (await t.signIn(['OBSERVER'], [myTeam])).headers;
});
afterAll(async () => t?.close());

const seen = (minutesAgo: number) => new Date(t.clock.now().getTime() - minutesAgo * MINUTE);

/** A fresh team in the dispatcher's scope with the given technicians (positions km north of the origin, minutes ago). */
async function teamWith(technicians: { name: string; km?: number; minutesAgo?: number; permissionDisabled?: boolean; active?: boolean }[]) {
  const team = (await createTeam(t.db, { orgunit: myOrg })).id;
  const user = await t.signIn(['DISPATCHER'], [team]);
  const observerUser = await t.signIn(['OBSERVER'], [team]);
  const rows = [];
  for (const tech of technicians) {
    rows.push(
      await createTechnician(t.db, {
        teamId: team,
        orgunit: myOrg,
        fullName: tech.name,
        ...(tech.km !== undefined ? north(tech.km) : {}),
        lastSeenAt: tech.minutesAgo !== undefined ? seen(tech.minutesAgo) : null,
        locationPermissionDisabled: tech.permissionDisabled ?? false,
        active: tech.active ?? true,
      }),
    );
  }
  return { team, headers: user.headers, observer: observerUser.headers, rows };
}

function post(url: string, payload: Record<string, unknown>, headers: Record<string, string> = dispatcher) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}
const body = (teams: number[], extra: Record<string, unknown> = {}) => ({ teams: teams.map((id) => ({ id })), searchDate: '2026-11-22', ...ORIGIN, workOrderNo: '4000123', ...extra });

async function nearby(teams: number[], headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  const res = await post('/api/technician-locations', body(teams, extra), headers);
  expect(res.statusCode, res.body).toBe(200);
  return technicianLocationsResponse.parse(res.json());
}

describe('POST /api/technician-locations', () => {
  it('lists the technicians nearest first with distance, lastSeen, organization and team', async () => {
    const { team, headers, rows } = await teamWith([
      { name: 'Far Fatma', km: 40, minutesAgo: 5 },
      { name: 'Near Nuri', km: 1.5, minutesAgo: 30, permissionDisabled: true },
      { name: 'Mid Mehmet', km: 12, minutesAgo: 10 },
    ]);
    const res = await nearby([team], headers);
    expect(res.technicians.map((n) => n.fullName)).toEqual(['Near Nuri', 'Mid Mehmet', 'Far Fatma']);
    expect(res.technicians[0]).toMatchObject({
      bpNo: rows[1].bpNo,
      permissionDisabled: true,
      lastSeen: seen(30).getTime(),
      organization: { orgunit: myOrg, displayName: 'Izmir Service' },
      team: { id: team },
      latitude: rows[1].lastLatitude,
      longitude: 28,
    });
    expect(res.technicians[0].distance).toBeCloseTo(1.5, 1);
    expect(res.technicians[2].distance).toBeCloseTo(40, 0);
    expect(res).toMatchObject({ maxKm: 50, maxMinute: 60, outOfMaxKmTechCount: 0, outOfMaxMinuteTechCount: 0, noLocationTechCount: 0 });
  });

  it('counts technicians beyond maxKm, last seen more than maxMinute ago, and without a position; inactive ones not at all', async () => {
    const { team, headers } = await teamWith([
      { name: 'Listed', km: 3, minutesAgo: 59 },
      { name: 'Remote', km: 51, minutesAgo: 1 },
      { name: 'Stale', km: 2, minutesAgo: 61 },
      { name: 'Remote and stale', km: 300, minutesAgo: 120 },
      { name: 'Never reported' },
      { name: 'Older than the window', km: 1, minutesAgo: 8 * 60 + 1 },
      { name: 'Left the company', km: 1, minutesAgo: 1, active: false },
    ]);
    const res = await nearby([team], headers);
    expect(res.technicians.map((n) => n.fullName)).toEqual(['Listed']);
    expect(res).toMatchObject({ outOfMaxKmTechCount: 2, outOfMaxMinuteTechCount: 2, noLocationTechCount: 2 });
  });

  it('takes latestLastSeen as the window: a shorter one turns older positions into no location, a longer one brings them back', async () => {
    const { team, headers } = await teamWith([
      { name: 'Fresh', km: 1, minutesAgo: 10 },
      { name: 'Half hour', km: 2, minutesAgo: 30 },
      { name: 'Yesterday', km: 3, minutesAgo: 20 * 60 },
    ]);
    const narrow = await nearby([team], headers, { latestLastSeen: 15 * MINUTE });
    expect(narrow.technicians.map((n) => n.fullName)).toEqual(['Fresh']);
    expect(narrow).toMatchObject({ noLocationTechCount: 2, outOfMaxMinuteTechCount: 0 });

    const byDefault = await nearby([team], headers, { latestLastSeen: null });
    expect(byDefault).toMatchObject({ noLocationTechCount: 1, outOfMaxMinuteTechCount: 0 });
    expect(byDefault.technicians).toHaveLength(2);

    // A day-long window: yesterday's position is known, but older than maxMinute.
    const wide = await nearby([team], headers, { latestLastSeen: 24 * 60 * MINUTE });
    expect(wide).toMatchObject({ noLocationTechCount: 0, outOfMaxMinuteTechCount: 1 });
  });

  it("shows a dispatcher only their teams' technicians: other teams are ignored, not refused", async () => {
    const mine = await teamWith([{ name: 'Mine', km: 5, minutesAgo: 5 }]);
    await createTechnician(t.db, { teamId: theirTeam, orgunit: (await t.db.query.teams.findFirst({ where: (x, o) => o.eq(x.id, theirTeam) }))!.orgunit, ...north(1), lastSeenAt: seen(1) });
    const res = await nearby([mine.team, theirTeam], mine.headers);
    expect(res.technicians.map((n) => n.fullName)).toEqual(['Mine']);
    expect(res.noLocationTechCount + res.outOfMaxKmTechCount + res.outOfMaxMinuteTechCount).toBe(0);

    const onlyTheirs = await nearby([theirTeam], mine.headers);
    expect(onlyTheirs).toMatchObject({ technicians: [], noLocationTechCount: 0, outOfMaxKmTechCount: 0, outOfMaxMinuteTechCount: 0 });
  });

  it('admits OBSERVER and the CI roles (read-only), refuses POWER_USER and callers without a token', async () => {
    const { team, observer: observerOfTeam } = await teamWith([{ name: 'Seen', km: 5, minutesAgo: 5 }]);
    expect((await nearby([team], observerOfTeam)).technicians).toHaveLength(1);
    const ci = (await t.signIn(['CI_COMMITTEE'], [team])).headers;
    expect((await nearby([team], ci)).technicians).toHaveLength(1);
    const power = (await t.signIn(['POWER_USER'])).headers;
    expect((await post('/api/technician-locations', body([team]), power)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/technician-locations', payload: body([team]) })).statusCode).toBe(401);
  });

  it.each([
    ['no teams', { teams: [] }, 'teams'],
    ['a latitude out of range', { latitude: 91 }, 'latitude'],
    ['a longitude out of range', { longitude: -181 }, 'longitude'],
    ['a text latitude', { latitude: '38' }, 'latitude'],
    ['a missing longitude', { longitude: undefined }, 'longitude'],
    ['an impossible searchDate', { searchDate: '2026-02-30' }, 'searchDate'],
    ['a malformed searchDate', { searchDate: 'tomorrow' }, 'searchDate'],
    ['a non-numeric workOrderNo', { workOrderNo: '12AB' }, 'workOrderNo'],
    ['a too long workOrderNo', { workOrderNo: '1234567890123' }, 'workOrderNo'],
    ['a zero latestLastSeen', { latestLastSeen: 0 }, 'latestLastSeen'],
    ['a latestLastSeen beyond 7 days', { latestLastSeen: 8 * 24 * 3600_000 }, 'latestLastSeen'],
  ])('answers 400 naming the field for %s', async (_label, patch, field) => {
    for (const url of ['/api/technician-locations', '/api/technician-location-sync']) {
      const res = await post(url, body([myTeam], patch), dispatcher);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });

  it('accepts a point without a work order (the draggable marker) and an epoch-ms searchDate', async () => {
    const { team, headers } = await teamWith([{ name: 'Solo', km: 5, minutesAgo: 5 }]);
    const res = await nearby([team], headers, { workOrderNo: null, searchDate: t.clock.now().getTime() });
    expect(res.technicians).toHaveLength(1);
  });
});

describe('POST /api/technician-location-sync', () => {
  it('records who asked which active technicians of their teams, then refuses a repeat within the cooldown without recording it', async () => {
    const { team, headers, rows } = await teamWith([
      { name: 'Sharing', km: 1, minutesAgo: 5 },
      { name: 'Not sharing', permissionDisabled: true },
      { name: 'Inactive', active: false },
    ]);
    const res = await post('/api/technician-location-sync', body([team, theirTeam]), headers);
    expect(res.statusCode, res.body).toBe(200);
    const answer = technicianLocationSyncResponse.parse(res.json());
    expect(answer).toMatchObject({ technicianCount: 2, permissionDisabledTechCount: 1, message: TECHNICIAN_LOCATION_MESSAGES.syncRequested, requestedAt: t.clock.now().getTime() });
    const [stored] = await t.db.select().from(technicianLocationSyncRequests).where(eq(technicianLocationSyncRequests.id, answer.requestId));
    expect(stored).toMatchObject({ teamIds: [team], workOrderNo: '4000123', latitude: 38, longitude: 28 });
    expect([...stored.technicianBpNos].sort()).toEqual([rows[0].bpNo, rows[1].bpNo].sort());

    const before = await t.db.$count(technicianLocationSyncRequests);
    t.clock.advance(18_500);
    const again = await post('/api/technician-location-sync', body([team]), headers);
    expect(again.statusCode).toBe(429);
    // 41.5 s of the minute are left: the answer names the wait it sends as Retry-After.
    expect(again.headers['retry-after']).toBe('42');
    // The default minute words it as it always did: clients read this sentence.
    expect(again.json().message).toBe('Positions were requested for these teams less than a minute ago. Please wait before asking again. You can ask again in 42 seconds.');
    expect(await t.db.$count(technicianLocationSyncRequests)).toBe(before);

    t.clock.advance(41_500);
    expect((await post('/api/technician-location-sync', body([team]), headers)).statusCode).toBe(200);
  });

  it("names the wait until the first of the teams may be asked again, in the caller's language", async () => {
    const first = await teamWith([{ name: 'W1' }]);
    const second = await teamWith([{ name: 'W2' }]);
    const { headers, user } = await t.signIn(['DISPATCHER'], [first.team, second.team]);
    // An address of its own: the route's per-client limit (20 a minute) is not what this test is about.
    const sync = (teams: number[], extra: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/technician-location-sync', headers: { ...headers, ...extra }, payload: body(teams), remoteAddress: '192.0.2.90' });
    expect((await sync([first.team])).statusCode).toBe(200);
    t.clock.advance(20_000);
    expect((await sync([second.team])).statusCode).toBe(200);
    t.clock.advance(19_000);
    const before = await t.db.$count(technicianLocationSyncRequests);
    // The first team is free in 21 s, the second in 41 s: the call runs again when the first is.
    const words = async (cultureName: string) => {
      await t.db.update(users).set({ cultureName }).where(eq(users.id, user.id));
      const res = await sync([first.team, second.team], { 'accept-language': 'en' });
      expect(res.statusCode).toBe(429);
      return [res.headers['retry-after'], res.json().message];
    };
    expect(await words('ru')).toEqual(['21', 'Местоположение этих бригад запрашивалось меньше минуты назад. Запросить снова можно через 21 секунду.']);
    expect(await words('tr')).toEqual(['21', 'Bu ekiplerin konumları bir dakikadan kısa süre önce istendi. Lütfen tekrar istemeden önce 21 saniye bekleyin.']);
    expect(await words('az')).toEqual(['21', 'Bu komandaların mövqeləri bir dəqiqədən az əvvəl istənilib. Yenidən istəməzdən əvvəl 21 saniyə gözləyin.']);
    expect(await words('ge')).toEqual(['21', 'ამ გუნდების მდებარეობა ერთ წუთზე ნაკლები ხნის წინ მოითხოვეს. ხელახლა მოთხოვნა შეგიძლიათ 21 წამში.']);
    t.clock.advance(18_000);
    expect(await words('ru')).toEqual(['3', 'Местоположение этих бригад запрашивалось меньше минуты назад. Запросить снова можно через 3 секунды.']);
    t.clock.advance(2_999);
    expect(await words('ru')).toEqual(['1', 'Местоположение этих бригад запрашивалось меньше минуты назад. Запросить снова можно через 1 секунду.']);
    expect(await t.db.$count(technicianLocationSyncRequests)).toBe(before);
    // Retry-After is not too short: the call runs once it has passed.
    t.clock.advance(1);
    const res = await sync([first.team, second.team]);
    expect(res.statusCode, res.body).toBe(200);
    expect(technicianLocationSyncResponse.parse(res.json()).message).toBe('Техникам отправлен запрос на их текущее местоположение.');
  });

  it('names the configured cooldown (TECH_LOCATION_SYNC_COOLDOWN_SECONDS), not a fixed minute, in every language', async () => {
    const five = await createTestApp({ config: { TECH_LOCATION_SYNC_COOLDOWN_SECONDS: 300, LOGIN_RATE_LIMIT_PER_MINUTE: 1000 } });
    try {
      const orgunit = (await createOrganization(five.db)).orgunit;
      const team = (await createTeam(five.db, { orgunit })).id;
      await createTechnician(five.db, { teamId: team, orgunit, fullName: 'C1' });
      const { headers, user } = await five.signIn(['DISPATCHER'], [team]);
      const sync = () => five.app.inject({ method: 'POST', url: '/api/technician-location-sync', headers, payload: body([team]) });
      expect((await sync()).statusCode).toBe(200);
      // Two minutes later: "less than a minute ago" would be false; three minutes of the five are left.
      five.clock.advance(120_000);
      const words = async (cultureName: string) => {
        await five.db.update(users).set({ cultureName }).where(eq(users.id, user.id));
        const res = await sync();
        expect(res.statusCode).toBe(429);
        expect(res.headers['retry-after']).toBe('180');
        return res.json().message;
      };
      expect(await words('en')).toBe('Positions were requested for these teams less than 5 minutes ago. Please wait before asking again. You can ask again in 180 seconds.');
      expect(await words('tr')).toBe('Bu ekiplerin konumları 5 dakikadan kısa süre önce istendi. Lütfen tekrar istemeden önce 180 saniye bekleyin.');
      expect(await words('ru')).toBe('Местоположение этих бригад запрашивалось меньше 5 минут назад. Запросить снова можно через 180 секунд.');
      expect(await words('az')).toBe('Bu komandaların mövqeləri 5 dəqiqədən az əvvəl istənilib. Yenidən istəməzdən əvvəl 180 saniyə gözləyin.');
      expect(await words('ge')).toBe('ამ გუნდების მდებარეობა 5 წუთზე ნაკლები ხნის წინ მოითხოვეს. ხელახლა მოთხოვნა შეგიძლიათ 180 წამში.');
    } finally {
      await five.close();
    }
    // Any other value in its largest whole unit, each language's number forms included.
    const tooSoon = (cultureName: string, cooldown: number) => answerTextsFor({ user: { cultureName } as AuthenticatedUser }).syncTooSoon(cooldown, 5);
    expect(tooSoon('en', 90)).toContain(' less than 90 seconds ago.');
    expect(tooSoon('en', 1)).toContain(' less than a second ago.');
    expect(tooSoon('en', 3600)).toContain(' less than an hour ago.');
    expect(tooSoon('en', 7200)).toContain(' less than 2 hours ago.');
    expect(tooSoon('ru', 21 * 60)).toContain(' меньше 21 минуты назад.');
    expect(tooSoon('ru', 11 * 60)).toContain(' меньше 11 минут назад.');
    expect(tooSoon('ru', 3600)).toContain(' меньше часа назад.');
    expect(tooSoon('ru', 90)).toContain(' меньше 90 секунд назад.');
    expect(tooSoon('tr', 7200)).toContain(' 2 saatten kısa süre önce ');
    expect(tooSoon('tr', 45)).toContain(' 45 saniyeden kısa süre önce ');
    expect(tooSoon('az', 3600)).toContain(' bir saatdan az əvvəl ');
    expect(tooSoon('ge', 90)).toContain(' 90 წამზე ნაკლები ხნის წინ ');
  });

  it('asks only the teams not asked within the cooldown when some were', async () => {
    const first = await teamWith([{ name: 'A1' }]);
    const second = await teamWith([{ name: 'B1' }, { name: 'B2' }]);
    const both = (await t.signIn(['DISPATCHER'], [first.team, second.team])).headers;
    expect((await post('/api/technician-location-sync', body([first.team]), first.headers)).statusCode).toBe(200);
    const res = await post('/api/technician-location-sync', body([first.team, second.team]), both);
    expect(res.statusCode, res.body).toBe(200);
    const answer = technicianLocationSyncResponse.parse(res.json());
    expect(answer.technicianCount).toBe(2);
    const [stored] = await t.db.select().from(technicianLocationSyncRequests).where(eq(technicianLocationSyncRequests.id, answer.requestId));
    expect(stored.teamIds).toEqual([second.team]);
  });

  it("answers teams of another organization like unknown ones (404) and a team without active technicians with a 400 in the caller's language, recording nothing", async () => {
    const foreign = await teamWith([{ name: 'F1' }]);
    const empty = await teamWith([{ name: 'E1', active: false }]);
    const { headers, user } = await t.signIn(['DISPATCHER'], [empty.team]);
    const before = await t.db.$count(technicianLocationSyncRequests);
    const foreignRes = await post('/api/technician-location-sync', body([foreign.team]), headers);
    const unknownRes = await post('/api/technician-location-sync', body([2_000_000_000]), headers);
    expect(foreignRes.statusCode).toBe(404);
    expect(foreignRes.body).toBe(unknownRes.body);
    expect(foreignRes.json().message).toBe(TECHNICIAN_LOCATION_MESSAGES.teamsNotFound);
    const emptyRes = await post('/api/technician-location-sync', body([empty.team]), headers);
    expect(emptyRes.statusCode).toBe(400);
    expect(emptyRes.json().message).toBe(TECHNICIAN_LOCATION_MESSAGES.noActiveTechnicians);
    // In the caller's language: the map shows the refusal as it comes.
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, user.id));
    const turkish = await post('/api/technician-location-sync', body([empty.team]), headers);
    expect(turkish.json().message).toBe('İstenen ekiplerde konumu sorulabilecek aktif teknisyen yok.');
    expect(await t.db.$count(technicianLocationSyncRequests)).toBe(before);
  });

  it('refuses OBSERVER (it sends messages) and roles other than DISPATCHER, recording nothing', async () => {
    const before = await t.db.$count(technicianLocationSyncRequests);
    expect((await post('/api/technician-location-sync', body([myTeam]), observer)).statusCode).toBe(403);
    const ci = (await t.signIn(['CI_BOARD_USER'], [myTeam])).headers;
    expect((await post('/api/technician-location-sync', body([myTeam]), ci)).statusCode).toBe(403);
    expect(await t.db.$count(technicianLocationSyncRequests)).toBe(before);
  });
});

describe('GET /api/map-settings', () => {
  it('answers OpenStreetMap with the spec defaults (centre 38, 28, zoom 10) unless configured otherwise', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/map-settings', headers: observer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'osm', tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', center: { latitude: 38, longitude: 28 }, zoom: 10, crs: 'EPSG3857', locales: ['tr', 'en', 'ru'] });
    // The admin screens' plate map reads them too; anonymous callers do not.
    expect((await t.app.inject({ method: 'GET', url: '/api/map-settings', headers: (await t.signIn(['POWER_USER'])).headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/map-settings' })).statusCode).toBe(401);
  });

  it('maps the Google-type and Yandex-type variants and a custom tile URL to provider settings', async () => {
    const { mapSettingsOf } = await import('./routes');
    expect(mapSettingsOf({ provider: 'google' })).toMatchObject({ zoom: 13, crs: 'EPSG3857' });
    expect(mapSettingsOf({ provider: 'google' }).tileUrl).toContain('{lang}');
    expect(mapSettingsOf({ provider: 'yandex' })).toMatchObject({ zoom: 10, crs: 'EPSG3395' });
    expect(mapSettingsOf({ provider: 'none' })).toMatchObject({ tileUrl: null });
    expect(mapSettingsOf({ provider: 'none', tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' }).tileUrl).toBeNull();
    expect(mapSettingsOf({ provider: 'osm', tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Example' })).toMatchObject({
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: 'Example',
      zoom: 10,
    });
  });
});
