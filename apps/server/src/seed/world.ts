/** What every generator needs to know about the reference data: service centres, teams, holidays, accounts, the demo day. */
import { LANG_OF, type CountryCode, type Lang } from './names';
import type { Random } from './random';
import { DEMO_ACCOUNTS, DEMO_COUNTRIES, DEMO_HOLIDAYS, DEMO_ORGANIZATIONS } from './reference-data';
import { DAY_MS, dayNumber, isWeekend, localInstant, MINUTE_MS, minutesOf } from './time';

export interface OrgInfo {
  orgunit: string;
  displayName: string;
  countryCode: CountryCode;
  lang: Lang;
  timeZone: string;
  latitude: number;
  longitude: number;
  /** Service-centre working hours in minutes after local midnight (08:00-17:00 when unset). */
  startMin: number;
  endMin: number;
  forceNormalShiftEnabled: boolean;
}

export interface TeamInfo {
  id: number;
  name: string;
  org: OrgInfo;
  /** Position within the service centre (the demo accounts take the first N). */
  index: number;
  /** Workshop teams work in the service centre; the others go to the customers. */
  workshop: boolean;
  startMin: number;
  endMin: number;
  /** One of the demo dispatcher account's teams. */
  dispatcherTeam: boolean;
}

export interface ReferenceIds {
  teamsByOrg: Map<string, { id: number; name: string; hours: { startTime: string; endTime: string } | null }[]>;
  userIdsByName: Map<string, number>;
  calendarIdsByCountry: Map<string, number>;
}

export interface World {
  seed: number;
  scale: number;
  /** The demo's today as a day number, and the seeding moment: nothing recorded (created, posted, sent) lies after it. */
  today: number;
  now: Date;
  orgs: OrgInfo[];
  orgByUnit: Map<string, OrgInfo>;
  teams: TeamInfo[];
  teamById: Map<number, TeamInfo>;
  holidays: Map<string, Set<number>>;
  userIdsByName: Map<string, number>;
  calendarIdsByCountry: Map<string, number>;
  dispatcher: { userId: number; fullName: string };
  committee: { userId: number; fullName: string };
  /** A named (non-user) planner per service centre, for history rows of teams outside the demo account's scope. */
  plannerNameByOrg: Map<string, string>;
  /** The planners' dispatcher accounts (generators/planners.ts), filled before any history is generated. */
  plannerUserIdByOrg: Map<string, number>;
  /** Transactional volume for a base count at scale 1 (at least `min`). */
  volume(base: number, min?: number): number;
}

const WORKSHOP_TEAM_INDEX = 2;

export function buildWorld(options: { seed: number; scale: number; today: string; now: Date; refs: ReferenceIds; plannerNames: (org: OrgInfo) => string }): World {
  const { refs } = options;
  const timeZoneOf = new Map<string, string>(DEMO_COUNTRIES.map((c) => [c.code, c.timeZone]));
  const orgs: OrgInfo[] = DEMO_ORGANIZATIONS.map((o) => ({
    orgunit: o.orgunit,
    displayName: o.displayName,
    countryCode: o.countryCode as CountryCode,
    lang: LANG_OF[o.countryCode as CountryCode],
    timeZone: timeZoneOf.get(o.countryCode) ?? 'UTC',
    latitude: o.latitude,
    longitude: o.longitude,
    startMin: minutesOf(o.workHourStartTime ?? '08:00'),
    endMin: minutesOf(o.workHourEndTime ?? '17:00'),
    forceNormalShiftEnabled: o.forceNormalShiftEnabled,
  }));
  const orgByUnit = new Map(orgs.map((o) => [o.orgunit, o]));

  const dispatcherAccount = DEMO_ACCOUNTS.find((a) => a.username === 'dispatcher');
  const dispatcherTeamIds = new Set(
    (dispatcherAccount?.teamsFrom ?? []).flatMap(({ orgunit, count }) => (refs.teamsByOrg.get(orgunit) ?? []).slice(0, count).map((t) => t.id)),
  );

  const teams: TeamInfo[] = [];
  for (const org of orgs) {
    (refs.teamsByOrg.get(org.orgunit) ?? []).forEach((t, index) => {
      teams.push({
        id: t.id,
        name: t.name,
        org,
        index,
        workshop: index === WORKSHOP_TEAM_INDEX,
        startMin: t.hours ? minutesOf(t.hours.startTime) : org.startMin,
        endMin: t.hours ? minutesOf(t.hours.endTime) : org.endMin,
        dispatcherTeam: dispatcherTeamIds.has(t.id),
      });
    });
  }

  const today = dayNumber(options.today);
  const holidays = new Map<string, Set<number>>();
  for (const [country, list] of Object.entries(DEMO_HOLIDAYS)) {
    const year = new Date(today * DAY_MS).getUTCFullYear();
    const days = new Set<number>();
    for (const y of [year - 1, year, year + 1]) for (const h of list) days.add(dayNumber(`${y}-${h.md}`));
    holidays.set(country, days);
  }

  const accountName = (username: string) => {
    const a = DEMO_ACCOUNTS.find((x) => x.username === username);
    return a ? `${a.firstname} ${a.lastname}` : username;
  };
  const userId = (username: string) => {
    const id = refs.userIdsByName.get(username);
    if (id === undefined) throw new Error(`seed: demo account ${username} missing`);
    return id;
  };

  const plannerNameByOrg = new Map(orgs.map((o) => [o.orgunit, options.plannerNames(o)]));

  return {
    seed: options.seed,
    scale: options.scale,
    today,
    now: options.now,
    orgs,
    orgByUnit,
    teams,
    teamById: new Map(teams.map((t) => [t.id, t])),
    holidays,
    userIdsByName: refs.userIdsByName,
    calendarIdsByCountry: refs.calendarIdsByCountry,
    dispatcher: { userId: userId('dispatcher'), fullName: accountName('dispatcher') },
    committee: { userId: userId('committee'), fullName: accountName('committee') },
    plannerNameByOrg,
    plannerUserIdByOrg: new Map(),
    volume: (base, min = 1) => Math.max(min, Math.round(base * options.scale)),
  };
}

export function isDayOff(world: World, countryCode: string, day: number): boolean {
  return isWeekend(day) || (world.holidays.get(countryCode)?.has(day) ?? false);
}

/** A local wall-clock instant of the organization's zone. */
export function orgTime(org: OrgInfo, day: number, minuteOfDay: number): Date {
  return localInstant(day, minuteOfDay, org.timeZone);
}

/** A point about `km` away from (lat, lon) in a random direction. */
export function nearby(random: Random, lat: number, lon: number, maxKm: number, minKm = 0): { latitude: number; longitude: number } {
  const distance = minKm + Math.sqrt(random.next()) * (maxKm - minKm);
  const bearing = random.next() * 2 * Math.PI;
  const latitude = lat + (distance * Math.cos(bearing)) / 111;
  const longitude = lon + (distance * Math.sin(bearing)) / (111 * Math.cos((lat * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

/** Moments after `now` land this far back at most (spread, so they do not all pile up on one minute). */
const PAST_SPREAD_MS = 6 * 60 * MINUTE_MS;

/**
 * A recorded moment that is not in the future of the seeding moment: `at` itself when it is, else a whole
 * minute in the hours before `now` (derived from `at`, no random draw, so the rest of the data stays as it is),
 * never before `after` (the moment it follows) and never after `now`.
 */
export function pastMoment(world: World, at: Date, after?: Date): Date {
  const now = world.now.getTime();
  if (at.getTime() <= now) return at;
  const back = 10 * MINUTE_MS + ((at.getTime() - now) % PAST_SPREAD_MS);
  const latest = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const moved = Math.floor((now - back) / MINUTE_MS) * MINUTE_MS;
  return new Date(Math.min(latest, Math.max(moved, after ? after.getTime() + MINUTE_MS : moved)));
}
