import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { WorkingStatus } from '@fsp/domain';
import type { Db, Tx } from '../../db/client';
import {
  localisations,
  notificationEmailOptOuts,
  notificationSubscriptionStatuses,
  notificationSubscriptionTeams,
  notificationSubscriptions,
  organizations,
  teams,
  users,
} from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { teamScopeFilter } from '../../plugins/scope';
import { turkishSortKey } from '../../db/text-match';

type Runner = Db | Tx;

export interface StoredSubscription {
  id: number;
  subscriptionType: string;
  statuses: WorkingStatus[];
  teams: { id: number; name: string; organization: { displayName: string } }[];
}

/** Queries of the notification settings: a user's subscriptions and their e-mail opt-out. */
export const notificationsRepo = {
  async subscriptionsOf(runner: Runner, userId: number): Promise<StoredSubscription[]> {
    const subscriptions = await runner
      .select({ id: notificationSubscriptions.id, subscriptionType: notificationSubscriptions.subscriptionType })
      .from(notificationSubscriptions)
      .where(eq(notificationSubscriptions.userId, userId))
      .orderBy(asc(notificationSubscriptions.createdAt), asc(notificationSubscriptions.id));
    if (!subscriptions.length) return [];
    const ids = subscriptions.map((s) => s.id);
    const [statusRows, teamRows] = await Promise.all([
      runner.select().from(notificationSubscriptionStatuses).where(inArray(notificationSubscriptionStatuses.subscriptionId, ids)),
      runner
        .select({ subscriptionId: notificationSubscriptionTeams.subscriptionId, id: teams.id, name: teams.name, displayName: organizations.displayName })
        .from(notificationSubscriptionTeams)
        .innerJoin(teams, eq(teams.id, notificationSubscriptionTeams.teamId))
        .innerJoin(organizations, eq(organizations.orgunit, teams.orgunit))
        .where(inArray(notificationSubscriptionTeams.subscriptionId, ids))
        .orderBy(turkishSortKey(organizations.displayName), turkishSortKey(teams.name), asc(teams.id)),
    ]);
    return subscriptions.map((s) => ({
      ...s,
      statuses: statusRows.filter((r) => r.subscriptionId === s.id).map((r) => r.status as WorkingStatus),
      teams: teamRows.filter((r) => r.subscriptionId === s.id).map((r) => ({ id: r.id, name: r.name, organization: { displayName: r.displayName } })),
    }));
  },

  async countOf(tx: Tx, userId: number): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(notificationSubscriptions).where(eq(notificationSubscriptions.userId, userId));
    return row.n;
  },

  /** Serialises one user's changes to their subscriptions (limit and duplicate checks). */
  async lockUser(tx: Tx, userId: number) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  },

  async insert(tx: Tx, userId: number, subscription: { subscriptionType: string; statuses: readonly string[]; teamIds: readonly number[] }, now: Date): Promise<number> {
    const [row] = await tx
      .insert(notificationSubscriptions)
      .values({ userId, subscriptionType: subscription.subscriptionType, createdAt: now })
      .returning({ id: notificationSubscriptions.id });
    if (subscription.statuses.length) {
      await tx.insert(notificationSubscriptionStatuses).values(subscription.statuses.map((status) => ({ subscriptionId: row.id, status })));
    }
    if (subscription.teamIds.length) {
      await tx.insert(notificationSubscriptionTeams).values(subscription.teamIds.map((teamId) => ({ subscriptionId: row.id, teamId })));
    }
    return row.id;
  },

  /** Deletes one of the user's subscriptions; false when they have none with this id. */
  async remove(runner: Runner, userId: number, id: number): Promise<boolean> {
    const deleted = await runner
      .delete(notificationSubscriptions)
      .where(and(eq(notificationSubscriptions.id, id), eq(notificationSubscriptions.userId, userId)))
      .returning({ id: notificationSubscriptions.id });
    return deleted.length > 0;
  },

  /** Of these team ids, the active ones in the caller's scope. */
  async teamsInScope(runner: Runner, scope: DataScope, ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await runner
      .select({ id: teams.id })
      .from(teams)
      .where(and(inArray(teams.id, [...ids]), eq(teams.active, true), teamScopeFilter(teams.id, scope)));
    return new Set(rows.map((r) => r.id));
  },

  /** The codes of a localisation map (the e-mail subscription types). */
  async mapCodes(runner: Runner, mapName: string): Promise<Set<string>> {
    const rows = await runner.selectDistinct({ code: localisations.code }).from(localisations).where(eq(localisations.mapName, mapName));
    return new Set(rows.map((r) => r.code));
  },

  async optOutOf(runner: Runner, userId: number) {
    const [row] = await runner.select().from(notificationEmailOptOuts).where(eq(notificationEmailOptOuts.userId, userId));
    return row ?? null;
  },

  async optOut(runner: Runner, userId: number, email: string | null, source: 'LINK' | 'SETTINGS', now: Date) {
    // A second stop keeps the first date: the user sees since when nothing was sent.
    await runner.insert(notificationEmailOptOuts).values({ userId, email, source, unsubscribedAt: now }).onConflictDoNothing();
  },

  async resume(runner: Runner, userId: number) {
    await runner.delete(notificationEmailOptOuts).where(eq(notificationEmailOptOuts.userId, userId));
  },

  async userById(runner: Runner, userId: number) {
    const [row] = await runner
      .select({ id: users.id, email: users.email, firstname: users.firstname, cultureName: users.cultureName, active: users.active })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },
};
