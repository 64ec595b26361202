import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { countries, dispatcherTeams, notificationEmailOptOuts, organizations, teams, userRoles, users } from '../../db/schema';
import type { UnsubscribeSigner } from './link-signing';
import type { Language } from '@fsp/domain';
import { languageOf } from '../../texts';

/** Someone a notification e-mail may go to: active, with an address, not stopped, with their team scope now. */
export interface Recipient {
  userId: number;
  email: string;
  name: string;
  language: Language;
  allTeams: boolean;
  teamIds: Set<number>;
}

export const admitsTeam = (recipient: Recipient, teamId: number | null) => recipient.allTeams || (teamId !== null && recipient.teamIds.has(teamId));

/** The recipients among these users (the others are left out: no address, inactive or unsubscribed). */
export async function loadRecipients(tx: Tx, userIds: readonly number[]): Promise<Map<number, Recipient>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const people = await tx
    .select({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname, cultureName: users.cultureName })
    .from(users)
    .leftJoin(notificationEmailOptOuts, eq(notificationEmailOptOuts.userId, users.id))
    .where(and(inArray(users.id, ids), eq(users.active, true), isNotNull(users.email), isNull(notificationEmailOptOuts.userId)));
  if (!people.length) return new Map();
  const found = people.map((p) => p.id);
  const [roles, scopeRows] = await Promise.all([
    tx.select().from(userRoles).where(and(inArray(userRoles.userId, found), inArray(userRoles.role, ['ADMIN', 'POWER_USER']))),
    tx.select().from(dispatcherTeams).where(inArray(dispatcherTeams.userId, found)),
  ]);
  return new Map(
    people.map((p) => [
      p.id,
      {
        userId: p.id,
        email: p.email!,
        name: p.firstname || p.lastname,
        language: languageOf(p.cultureName),
        allTeams: roles.some((r) => r.userId === p.id),
        teamIds: new Set(scopeRows.filter((r) => r.userId === p.id).map((r) => r.teamId)),
      },
    ]),
  );
}

/** Each team's name, organization and country zone. */
export async function loadTeams(tx: Tx, teamIds: readonly number[]) {
  const ids = [...new Set(teamIds)];
  if (!ids.length) return new Map<number, { name: string; organization: string; countryCode: string; timeZone: string }>();
  const rows = await tx
    .select({ id: teams.id, name: teams.name, organization: organizations.displayName, countryCode: countries.code, timeZone: countries.timeZone })
    .from(teams)
    .innerJoin(organizations, eq(organizations.orgunit, teams.orgunit))
    .innerJoin(countries, eq(countries.code, organizations.countryCode))
    .where(inArray(teams.id, ids));
  return new Map(rows.map(({ id, ...team }) => [id, team]));
}

/** The links every notification e-mail carries: the settings page and a signed unsubscribe link. */
export function createMailLinks(publicBaseUrl: string, signer: UnsubscribeSigner) {
  const base = publicBaseUrl.replace(/\/+$/, '');
  return {
    manageUrl: `${base}/dispatcher/settings`,
    /** Call before a transaction that makes links (the key is read outside it). */
    ready: () => signer.ready(),
    async unsubscribeUrl(userId: number) {
      return `${base}/pub/notifications/unsubscribe?token=${encodeURIComponent(await signer.sign(userId))}`;
    },
  };
}
export type MailLinks = ReturnType<typeof createMailLinks>;
