/** Administration data: calendar working-hour entries, service vehicles (plates), the dispatcher's notification subscriptions. */
import type { calendarEntries, notificationSubscriptionStatuses, notificationSubscriptionTeams, notificationSubscriptions, vehicles } from '../../db/schema';
import { normalizePlateNumber } from '@fsp/domain';
import { forkRandom, type Random } from '../random';
import { DEMO_ACCOUNTS, DEMO_COUNTRIES } from '../reference-data';
import { isoDay, localInstant, monthStart } from '../time';
import { isDayOff, nearby, pastMoment, type OrgInfo, type World } from '../world';
import type { Tech } from './people';

/** A UUID-shaped id from the demo's random stream (the same series ids on every run). */
export function seriesId(random: Random): string {
  const hex = random.chars(32, '0123456789abcdef');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[random.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Weekdays 09:00-18:00 from two months before to two months after the current month, holidays skipped. */
export function generateCalendarEntries(world: World): (typeof calendarEntries.$inferInsert)[] {
  const random = forkRandom(world.seed, 'calendar-entries');
  const rows: (typeof calendarEntries.$inferInsert)[] = [];
  for (const country of DEMO_COUNTRIES) {
    const calendarId = world.calendarIdsByCountry.get(country.code);
    if (calendarId === undefined) continue;
    // The working-hours form was used twice: once for the past months, once to extend into the coming ones.
    const series = [seriesId(random), seriesId(random)];
    const from = monthStart(world.today, -2);
    const until = monthStart(world.today, 3);
    const split = monthStart(world.today, 1);
    for (let day = from; day < until; day++) {
      if (isDayOff(world, country.code, day)) continue;
      rows.push({
        calendarId,
        startDate: localInstant(day, 9 * 60, country.timeZone),
        endDate: localInstant(day, 18 * 60, country.timeZone),
        seriesId: series[day < split ? 0 : 1],
      });
    }
  }
  return rows;
}

const TR_PLATE_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVYZ';
const RU_PLATE_LETTERS = 'АВЕКМНОРСТУХ';
const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TR_PROVINCE: Record<string, string> = { TR10: '34', TR20: '06', TR30: '35', TR40: '01', TR50: '25' };
const RU_REGIONS: Record<string, string[]> = { RU10: ['77', '97', '177', '199', '50', '750'], RU20: ['66', '96', '196'], RU30: ['54', '154'] };
const KZ_REGION: Record<string, string> = { KZ10: '02', KZ20: '01', KZ30: '09' };
const AZ_REGION: Record<string, string[]> = { AZ10: ['10', '90', '99', '77'], AZ20: ['20'] };
const KG_REGION: Record<string, string> = { KG10: '01', KG20: '03' };

/** Plate numbers in each country's format: '34 ABC 123', 'А123ВС77', '123 ABC 02', '10-AB-123', '01 123 ABC'. */
export function plateNumber(random: Random, org: OrgInfo): string {
  switch (org.countryCode) {
    case 'TR': {
      const province = TR_PROVINCE[org.orgunit] ?? '34';
      const shape = random.int(1, 3);
      return shape === 1
        ? `${province} ${random.chars(1, TR_PLATE_LETTERS)} ${random.int(1000, 9999)}`
        : shape === 2
          ? `${province} ${random.chars(2, TR_PLATE_LETTERS)} ${random.int(100, 9999)}`
          : `${province} ${random.chars(3, TR_PLATE_LETTERS)} ${random.int(10, 999)}`;
    }
    case 'RU':
      return `${random.chars(1, RU_PLATE_LETTERS)}${random.digits(3).replace(/^000$/, '001')}${random.chars(2, RU_PLATE_LETTERS)}${random.pick(RU_REGIONS[org.orgunit] ?? ['77'])}`;
    case 'KZ':
      return `${random.digits(3).replace(/^000$/, '001')} ${random.chars(3, LATIN)} ${KZ_REGION[org.orgunit] ?? '02'}`;
    case 'AZ':
      return `${random.pick(AZ_REGION[org.orgunit] ?? ['10'])}-${random.chars(2, LATIN)}-${random.digits(3).replace(/^000$/, '001')}`;
    case 'KG':
      return `${KG_REGION[org.orgunit] ?? '01'} ${random.digits(3).replace(/^000$/, '001')} ${random.chars(3, LATIN)}`;
  }
}

export function generateVehicles(world: World, techs: Tech[]): (typeof vehicles.$inferInsert)[] {
  const random = forkRandom(world.seed, 'vehicles');
  const perOrg = new Map<string, number>();
  for (const t of techs) if (t.planned) perOrg.set(t.org.orgunit, (perOrg.get(t.org.orgunit) ?? 0) + 1);
  const weights = world.orgs.map((o) => [o, Math.max(1, perOrg.get(o.orgunit) ?? 0)] as const);
  const names = DEMO_ACCOUNTS.filter((a) => a.roles.includes('ADMIN') || a.roles.includes('POWER_USER')).map((a) => `${a.firstname} ${a.lastname}`);
  const live = new Set<string>();
  const rows: (typeof vehicles.$inferInsert)[] = [];
  const total = 60;
  for (let i = 0; i < total; i++) {
    const org = i < world.orgs.length ? world.orgs[i] : random.weighted(weights);
    // Stored as the plate screen saves them: upper case without spaces, one live registration per plate.
    let plate = normalizePlateNumber(plateNumber(random, org));
    while (live.has(plate)) plate = normalizePlateNumber(plateNumber(random, org));
    const deleted = i >= total - 3;
    if (!deleted) live.add(plate);
    const activationDay = world.today - random.int(30, 6 * 365);
    // A couple of registrations already ran out.
    const deactivationDay = i % 25 === 7 ? world.today - random.int(1, 20) : activationDay + random.int(2, 10) * 365;
    const createdAt = localInstant(activationDay, random.int(9 * 60, 17 * 60), org.timeZone);
    const updated = random.chance(0.4);
    const updatedAt = updated ? pastMoment(world, localInstant(Math.min(world.today, activationDay + random.int(10, 500)), random.int(9 * 60, 17 * 60), org.timeZone), createdAt) : createdAt;
    const location = random.chance(0.7) ? nearby(random, org.latitude, org.longitude, 5) : null;
    rows.push({
      plateNumber: plate,
      orgunit: org.orgunit,
      activationDate: isoDay(activationDay),
      deactivationDate: isoDay(Math.max(activationDay, deactivationDay)),
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
      createdBy: random.pick(names),
      createdAt,
      updatedBy: updated ? random.pick(names) : null,
      updatedAt,
      deletedAt: deleted ? localInstant(world.today - random.int(1, 60), random.int(9 * 60, 17 * 60), org.timeZone) : null,
    });
  }
  return rows;
}

export interface SubscriptionRows {
  subscriptions: (typeof notificationSubscriptions.$inferInsert)[];
  statuses: (typeof notificationSubscriptionStatuses.$inferInsert)[];
  teams: (typeof notificationSubscriptionTeams.$inferInsert)[];
}

/** The dispatcher account's e-mail subscriptions: task-based status changes, the daily planning and one team-based type. */
export function generateSubscriptions(world: World): SubscriptionRows {
  const userId = world.dispatcher.userId;
  const teams = world.teams.filter((t) => t.dispatcherTeam);
  const createdAt = localInstant(world.today - 40, 10 * 60, 'Europe/Istanbul');
  return {
    subscriptions: [
      { id: 1, userId, subscriptionType: 'TASK_BASED_STATUS_CHANGE', createdAt },
      { id: 2, userId, subscriptionType: 'DAILY_PLANNING', createdAt },
      { id: 3, userId, subscriptionType: 'TEAM_BASED_STATUS_CHANGE', createdAt },
    ],
    statuses: [
      { subscriptionId: 1, status: 'REJECT' },
      { subscriptionId: 1, status: 'HOLD' },
      { subscriptionId: 1, status: 'JOBDONE' },
      { subscriptionId: 3, status: 'ENROUTE' },
      { subscriptionId: 3, status: 'ONSITE' },
    ],
    teams: [
      ...teams.filter((t) => t.org.orgunit === 'TR10').map((t) => ({ subscriptionId: 2, teamId: t.id })),
      ...teams.filter((t) => t.org.orgunit !== 'TR10').map((t) => ({ subscriptionId: 3, teamId: t.id })),
    ],
  };
}
