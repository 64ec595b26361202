/**
 * The service centres' planners as dispatcher accounts (no password: they cannot sign in to the demo) and
 * the sign-ins of every dispatcher over the last weeks, so usage statistics have real days to count.
 */
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { accessTokens, dispatcherTeams, userRoles, users } from '../../db/schema';
import type { SeedDb } from '../bulk';
import { forkRandom } from '../random';
import { isWeekend } from '../time';
import { orgTime, type World } from '../world';

/** Days back (besides today) with sign-ins. */
const SIGN_IN_DAYS = 45;

const CULTURE = { tr: 'tr', ru: 'ru', az: 'az', en: 'en' } as const;

/** Creates one planner account per service centre, serving its teams other than the demo dispatcher's. */
export async function seedPlanners(tx: SeedDb, world: World): Promise<void> {
  const random = forkRandom(world.seed, 'planner-accounts');
  const rows = world.orgs.map((org) => {
    const full = world.plannerNameByOrg.get(org.orgunit) ?? 'Planner';
    const [firstname, ...rest] = full.split(' ');
    return {
      username: `planner.${org.orgunit.toLowerCase()}`,
      passwordHash: null,
      firstname,
      lastname: rest.join(' ') || firstname,
      email: `planner.${org.orgunit.toLowerCase()}@service.example.com`,
      cultureName: CULTURE[org.lang as keyof typeof CULTURE] ?? 'en',
      countryCode: org.countryCode,
      createdAt: orgTime(org, world.today - random.int(400, 1500), random.int(9 * 60, 17 * 60)),
    };
  });
  const created = await tx.insert(users).values(rows).returning({ id: users.id, username: users.username });
  const idOf = new Map(created.map((u) => [u.username, u.id]));
  for (const org of world.orgs) world.plannerUserIdByOrg.set(org.orgunit, idOf.get(`planner.${org.orgunit.toLowerCase()}`)!);
  await tx.insert(userRoles).values(created.map((u) => ({ userId: u.id, role: 'DISPATCHER' })));
  const memberships = world.teams.filter((t) => !t.dispatcherTeam).map((t) => ({ userId: world.plannerUserIdByOrg.get(t.org.orgunit)!, teamId: t.id }));
  if (memberships.length) await tx.insert(dispatcherTeams).values(memberships);
  // The demo accounts have worked here for years too: their past days count in the statistics.
  await tx
    .update(users)
    .set({ createdAt: orgTime(world.orgs[0], world.today - 1000, 9 * 60) })
    .where(inArray(users.id, [...world.userIdsByName.values()]));
}

/** Past sign-ins (expired, revoked tokens: records of the day, never usable) on most working days. */
export function signInRows(world: World): (typeof accessTokens.$inferInsert)[] {
  const random = forkRandom(world.seed, 'sign-ins');
  const people = [
    ...world.orgs.map((org) => ({ userId: world.plannerUserIdByOrg.get(org.orgunit)!, org })),
    { userId: world.dispatcher.userId, org: world.orgs[0] },
  ];
  const rows: (typeof accessTokens.$inferInsert)[] = [];
  for (let day = world.today - SIGN_IN_DAYS; day < world.today; day++) {
    if (isWeekend(day)) continue;
    for (const { userId, org } of people) {
      if (!random.chance(0.8)) continue;
      const at = orgTime(org, day, random.int(7 * 60 + 30, 9 * 60 + 30));
      rows.push({
        tokenHash: createHash('sha256').update(`demo-sign-in:${userId}:${day}`).digest('hex'),
        userId,
        clientId: 'web',
        createdAt: at,
        expiresAt: new Date(at.getTime() + 12 * 3_600_000),
        revokedAt: new Date(at.getTime() + 9 * 3_600_000),
      });
    }
  }
  return rows;
}
