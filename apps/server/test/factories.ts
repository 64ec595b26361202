import { randomUUID } from 'node:crypto';
import type { Role } from '@fsp/domain';
import type { Db } from '../src/db/client';
import { countries, dispatcherTeams, organizations, teams, technicians, userRoles, users } from '../src/db/schema';
import { hashPassword } from '../src/plugins/security';

/** Unique suffixes so tests never collide with each other or with demo data. */
export const unique = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;

export const TEST_PASSWORD = 'correct horse battery staple';

/**
 * Test users' password hash at scrypt N=2^10 instead of the production 2^15: verifyPassword takes the cost from
 * the stored hash, so every sign-in of the suite still checks the password the production way, at 1/32 of the
 * work (~100 ms a sign-in at the production cost, several hundred sign-ins a pass). security.test.ts checks the
 * production cost.
 */
export const TEST_PASSWORD_COST = 2 ** 10;
let testPasswordHash: Promise<string> | undefined;

export async function ensureCountry(db: Db, code = 'TR') {
  await db
    .insert(countries)
    .values({ code, name: code, defaultLanguage: 'en', timeZone: 'Europe/Istanbul' })
    .onConflictDoNothing();
  return code;
}

export async function createOrganization(db: Db, overrides: Partial<typeof organizations.$inferInsert> = {}) {
  const countryCode = await ensureCountry(db, overrides.countryCode ?? 'TR');
  const orgunit = overrides.orgunit ?? unique('O');
  const [row] = await db
    .insert(organizations)
    .values({ orgunit, orgtext: `Org ${orgunit}`, displayName: `Org ${orgunit}`, workHourStartTime: '08:00', workHourEndTime: '17:00', ...overrides, countryCode })
    .returning();
  return row;
}

export async function createTeam(db: Db, overrides: Partial<typeof teams.$inferInsert> = {}) {
  const orgunit = overrides.orgunit ?? (await createOrganization(db)).orgunit;
  const [row] = await db.insert(teams).values({ name: unique('Team '), ...overrides, orgunit }).returning();
  return row;
}

export async function createTechnician(db: Db, overrides: Partial<typeof technicians.$inferInsert> = {}) {
  const team = overrides.teamId ? null : await createTeam(db);
  const [row] = await db
    .insert(technicians)
    .values({
      bpNo: unique('T'),
      fullName: unique('Technician '),
      orgunit: team?.orgunit ?? overrides.orgunit ?? (await createOrganization(db)).orgunit,
      teamId: team?.id,
      ...overrides,
    })
    .returning();
  return row;
}

export async function createUser(db: Db, options: { roles: Role[]; teamIds?: number[]; countryCode?: string; active?: boolean } = { roles: ['DISPATCHER'] }) {
  const countryCode = await ensureCountry(db, options.countryCode ?? 'TR');
  const username = unique('user');
  const [user] = await db
    .insert(users)
    .values({ username, passwordHash: await (testPasswordHash ??= hashPassword(TEST_PASSWORD, TEST_PASSWORD_COST)), firstname: 'Test', lastname: username, countryCode, active: options.active ?? true })
    .returning();
  if (options.roles.length) await db.insert(userRoles).values(options.roles.map((role) => ({ userId: user.id, role })));
  if (options.teamIds?.length) await db.insert(dispatcherTeams).values(options.teamIds.map((teamId) => ({ userId: user.id, teamId })));
  return { ...user, password: TEST_PASSWORD };
}
