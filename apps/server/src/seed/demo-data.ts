import type { Db } from '../db/client';
import {
  applications,
  calendars,
  configurationSettings,
  countries,
  dispatcherTeams,
  holidays,
  localisations,
  organizations,
  sections,
  teamWorkingHours,
  teams,
  userRoles,
  users,
} from '../db/schema';
import { hashPassword } from '../plugins/security';
import { createRandom, type Random } from './random';
import {
  DEMO_ACCOUNTS,
  DEMO_COUNTRIES,
  DEMO_HOLIDAYS,
  DEMO_LOCALISATIONS,
  DEMO_ORGANIZATIONS,
  DEMO_SECTIONS,
  DEMO_SETTINGS,
  TEAM_NAMES,
} from './reference-data';

export const DEMO_PASSWORD = 'demo';
export const DEMO_SEED = 20261122;

export interface SeedOptions {
  /** Multiplies the volume of transactional data (technicians, work orders, history). */
  scale: number;
  /** The day the demo month is centred on, YYYY-MM-DD; defaults to the real today. */
  today?: string;
}

export interface SeedContext {
  db: Db;
  random: Random;
  scale: number;
  today: string;
  teamsByOrg: Map<string, { id: number; name: string }[]>;
  userIdsByName: Map<string, number>;
}

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seedReferenceData(ctx: SeedContext) {
  const { db, random } = ctx;
  await db.insert(countries).values([...DEMO_COUNTRIES]);
  await db.insert(organizations).values(DEMO_ORGANIZATIONS);
  const sectionRows = await db
    .insert(sections)
    .values(DEMO_SECTIONS.map((name) => ({ name })))
    .returning();

  const calendarRows = await db
    .insert(calendars)
    .values(DEMO_COUNTRIES.map((c) => ({ name: `${c.name} — standard`, countryCode: c.code })))
    .returning();

  for (const org of DEMO_ORGANIZATIONS) {
    const lang = org.countryCode === 'TR' ? 'tr' : org.countryCode === 'AZ' ? 'az' : 'ru';
    const names = TEAM_NAMES[lang].slice(0, random.int(3, 5));
    const calendar = calendarRows.find((c) => c.countryCode === org.countryCode);
    const created = await db
      .insert(teams)
      .values(
        names.map((name, i) => ({
          name,
          orgunit: org.orgunit,
          sectionId: sectionRows[i % sectionRows.length].id,
          calendarId: i === 0 ? (calendar?.id ?? null) : null,
        })),
      )
      .returning({ id: teams.id, name: teams.name });
    ctx.teamsByOrg.set(org.orgunit, created);
    // Some teams have their own shifts; the others fall back to the service centre's hours.
    const withHours = created.filter(() => random.chance(0.5));
    if (withHours.length > 0) {
      await db.insert(teamWorkingHours).values(
        withHours.map((t) => (random.chance(0.5) ? { teamId: t.id, startTime: '07:30', endTime: '16:30' } : { teamId: t.id, startTime: '08:00', endTime: '18:00' })),
      );
    }
  }

  const year = Number(ctx.today.slice(0, 4));
  const holidayRows = Object.entries(DEMO_HOLIDAYS).flatMap(([countryCode, list]) =>
    [year - 1, year, year + 1].flatMap((y) => list.map((h) => ({ countryCode, date: `${y}-${h.md}`, name: h.name }))),
  );
  await db.insert(holidays).values(holidayRows);

  await db.insert(configurationSettings).values(DEMO_SETTINGS);
  const localisationRows = Object.entries(DEMO_LOCALISATIONS).flatMap(([mapName, codes]) =>
    Object.entries(codes).flatMap(([code, labels]) =>
      Object.entries(labels).map(([language, label]) => ({ mapName, code, language, label })),
    ),
  );
  await insertChunked(localisationRows, 500, (chunk) => db.insert(localisations).values(chunk));
  await db.insert(applications).values([
    { code: 'PORTAL', name: 'Field Service Portal', url: '/', requiredRoles: [] },
    { code: 'CI_BOARD', name: 'Improvement Board', url: '/ci-board', requiredRoles: [] },
  ]);
}

async function seedAccounts(ctx: SeedContext) {
  const { db } = ctx;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db
      .insert(users)
      .values({
        username: account.username,
        passwordHash,
        firstname: account.firstname,
        lastname: account.lastname,
        email: `${account.username}@service.example.com`,
        mobile: '+90 532 000 00 00',
        telephone: '+90 216 000 00 00',
        distinguishedName: `CN=${account.firstname} ${account.lastname},OU=Service,DC=example,DC=com`,
        cultureName: account.cultureName,
        countryCode: account.countryCode,
      })
      .returning({ id: users.id });
    ctx.userIdsByName.set(account.username, user.id);
    await db.insert(userRoles).values(account.roles.map((role) => ({ userId: user.id, role })));
    const teamIds = account.teamsFrom.flatMap(({ orgunit, count }) => (ctx.teamsByOrg.get(orgunit) ?? []).slice(0, count).map((t) => t.id));
    if (teamIds.length > 0) await db.insert(dispatcherTeams).values(teamIds.map((teamId) => ({ userId: user.id, teamId })));
  }
}

/**
 * The demo data set: deterministic for a given seed and day. Reference data is fixed; the volume of
 * transactional data follows `scale`.
 */
export async function seedDemoData(db: Db, options: SeedOptions) {
  const ctx: SeedContext = {
    db,
    random: createRandom(DEMO_SEED),
    scale: options.scale,
    today: options.today ?? new Date().toISOString().slice(0, 10),
    teamsByOrg: new Map(),
    userIdsByName: new Map(),
  };
  await seedReferenceData(ctx);
  await seedAccounts(ctx);
  return { accounts: ctx.userIdsByName.size, organizations: DEMO_ORGANIZATIONS.length };
}
