/** Fixed master data (countries, service centres, teams, calendars, holidays, settings, localisations) and the demo accounts. */
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
import { SERVICE_ENGINEER_SCREEN_ROLES } from '@fsp/domain';
import { hashPassword } from '../plugins/security';
import type { SeedDb } from './bulk';
import type { Random } from './random';
import {
  DEMO_ACCOUNTS,
  DEMO_COUNTRIES,
  DEMO_HOLIDAYS,
  DEMO_LOCALISATIONS,
  DEMO_ORGANIZATIONS,
  DEMO_SECTIONS,
  DEMO_SETTINGS,
  STANDARD_CALENDAR_WORD,
  TEAM_NAMES,
} from './reference-data';
import { MASTER_DATA_NAMES } from './master-data-texts';
import type { ReferenceIds } from './world';

export const DEMO_PASSWORD = 'demo';

export async function seedReferenceData(db: SeedDb, random: Random, today: string, refs: ReferenceIds) {
  await db.insert(countries).values([...DEMO_COUNTRIES]);
  await db.insert(organizations).values(DEMO_ORGANIZATIONS);
  const sectionRows = await db
    .insert(sections)
    .values(DEMO_SECTIONS.map((name) => ({ name })))
    .returning();

  const calendarRows = await db
    .insert(calendars)
    .values(DEMO_COUNTRIES.map((c) => ({ name: `${c.name} — ${STANDARD_CALENDAR_WORD[c.defaultLanguage]}`, countryCode: c.code })))
    .returning();
  for (const c of calendarRows) refs.calendarIdsByCountry.set(c.countryCode, c.id);

  for (const org of DEMO_ORGANIZATIONS) {
    const lang = org.countryCode === 'TR' ? 'tr' : org.countryCode === 'AZ' ? 'az' : 'ru';
    const teamsOfOrg = TEAM_NAMES[lang].slice(0, random.int(3, 5));
    const calendar = calendarRows.find((c) => c.countryCode === org.countryCode);
    const created = await db
      .insert(teams)
      .values(
        teamsOfOrg.map(({ name, section }, i) => ({
          name,
          orgunit: org.orgunit,
          sectionId: sectionRows.find((row) => row.name === section)!.id,
          calendarId: i === 0 ? (calendar?.id ?? null) : null,
        })),
      )
      .returning({ id: teams.id, name: teams.name });
    // Some teams have their own shifts; the others fall back to the service centre's hours.
    const withHours = created.filter(() => random.chance(0.5));
    const hours = withHours.map((t) => (random.chance(0.5) ? { teamId: t.id, startTime: '07:30', endTime: '16:30' } : { teamId: t.id, startTime: '08:00', endTime: '18:00' }));
    if (hours.length > 0) await db.insert(teamWorkingHours).values(hours);
    refs.teamsByOrg.set(
      org.orgunit,
      created.map((t) => {
        const h = hours.find((x) => x.teamId === t.id);
        return { id: t.id, name: t.name, hours: h ? { startTime: h.startTime, endTime: h.endTime } : null };
      }),
    );
  }

  const year = Number(today.slice(0, 4));
  const holidayRows = Object.entries(DEMO_HOLIDAYS).flatMap(([countryCode, list]) =>
    [year - 1, year, year + 1].flatMap((y) => list.map((h) => ({ countryCode, date: `${y}-${h.md}`, name: h.name }))),
  );
  await db.insert(holidays).values(holidayRows);

  await db.insert(configurationSettings).values(DEMO_SETTINGS);
  const localisationRows = demoLocalisationRows();
  for (let i = 0; i < localisationRows.length; i += 500) await db.insert(localisations).values(localisationRows.slice(i, i + 500));
  await db.insert(applications).values([
    { code: 'PORTAL', name: 'Field Service Portal', url: '/', requiredRoles: [] },
    // Listed only for the roles the CI board's route admits (spec part 2 §1), not for admins and power users.
    { code: 'CI_BOARD', name: 'Improvement Board', url: '/ci-board', requiredRoles: [...SERVICE_ENGINEER_SCREEN_ROLES] },
  ]);
}

/** Every row of the demo's localisation maps (CI and e-mail texts, master-data names), one per map, code and language. */
export function demoLocalisationRows(): (typeof localisations.$inferInsert)[] {
  return Object.entries({ ...DEMO_LOCALISATIONS, ...MASTER_DATA_NAMES }).flatMap(([mapName, codes]) =>
    Object.entries(codes).flatMap(([code, labels]) => Object.entries(labels).map(([language, label]) => ({ mapName, code, language, label }))),
  );
}

/** The demo accounts' addresses: on the reserved example.com domain, so no real deployment holds them. */
export const demoAccountEmail = (username: string) => `${username}@service.example.com`;

export async function seedAccounts(db: SeedDb, refs: ReferenceIds) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db
      .insert(users)
      .values({
        username: account.username,
        passwordHash,
        firstname: account.firstname,
        lastname: account.lastname,
        email: demoAccountEmail(account.username),
        mobile: '+90 532 000 00 00',
        telephone: '+90 216 000 00 00',
        distinguishedName: `CN=${account.firstname} ${account.lastname},OU=Service,DC=example,DC=com`,
        cultureName: account.cultureName,
        countryCode: account.countryCode,
      })
      .returning({ id: users.id });
    refs.userIdsByName.set(account.username, user.id);
    await db.insert(userRoles).values(account.roles.map((role) => ({ userId: user.id, role })));
    const teamIds = account.teamsFrom.flatMap(({ orgunit, count }) => (refs.teamsByOrg.get(orgunit) ?? []).slice(0, count).map((t) => t.id));
    if (teamIds.length > 0) await db.insert(dispatcherTeams).values(teamIds.map((teamId) => ({ userId: user.id, teamId })));
  }
}
