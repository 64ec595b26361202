import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { assignments, calendars, ciSuggestions, drafts, organizations, teams, technicians, vehicles, workAreas, workOrderItems, workOrders } from '../db/schema';
import { sameOrderNumber } from '../db/order-number';
import type { DataScope } from './auth';

/**
 * The one "is this subject in the caller's scope" rule (docs/api-conventions.md "Data scope").
 *
 * ADMIN and POWER_USER see everything; everyone else sees the teams assigned to them (dispatcher_teams)
 * and the organizations of those teams. What follows from that, for every kind of subject a request can
 * name by id:
 * - a team: one of the caller's teams; a technician: its team is one of them (no team: nobody's);
 * - an assignment or a draft: its technician is in scope;
 * - an organization, a work order (by id or number), a work-order item, a work area, a vehicle (plate):
 *   the organization is one of the caller's organizations;
 * - a calendar: its country is the country of one of the caller's organizations (calendars belong to a
 *   country, not to an organization: a dispatcher uses and edits the calendars of their countries).
 *
 * A subject outside the scope is answered exactly like an unknown one: same status, same text.
 * Use the conditions in queries that read or change a subject (`inScope.assignment(scope)` next to
 * `eq(assignments.id, id)`), or `subjectsInScope` to check the ids of a whole request at once.
 */

const FALSE = sql`false`;

/** Restricts a team-id column to the caller's teams (no restriction for all-teams users). */
export function teamScopeFilter(column: AnyPgColumn, scope: DataScope): SQL | undefined {
  if (scope.allTeams) return undefined;
  return scope.teamIds.length ? inArray(column, scope.teamIds) : FALSE;
}

/** What the team restriction looks like in a statement's text: none, a list of the caller's teams, or nothing at all. */
export type ScopeShape = 'all' | 'some' | 'none';
export const teamScopeShape = (scope: DataScope): ScopeShape => (scope.allTeams ? 'all' : scope.teamIds.length ? 'some' : 'none');

/**
 * teamScopeFilter for a statement built once (db/prepared.ts): the teams come as one array parameter
 * (`teamIds`: the scope's `teamIds`), so the text depends only on `teamScopeShape(scope)`.
 */
export function preparedTeamScopeFilter(column: AnyPgColumn, shape: ScopeShape, teamIds: Placeholder): SQL | undefined {
  if (shape === 'all') return undefined;
  return shape === 'some' ? sql`${column} = any(${teamIds}::int[])` : FALSE;
}

/** Restricts an orgunit column to the caller's organizations (no restriction for all-teams users). */
export function orgScopeFilter(column: AnyPgColumn, scope: DataScope): SQL | undefined {
  if (scope.allTeams) return undefined;
  return scope.orgunits.length ? inArray(column, scope.orgunits) : FALSE;
}

/** bp numbers of the technicians in scope, as a subquery. */
function technicianBpNosInScope(scope: DataScope): SQL {
  return sql`(select ${technicians.bpNo} from ${technicians} where ${teamScopeFilter(technicians.teamId, scope) ?? sql`true`})`;
}

/** Conditions on each subject's own table: undefined (no restriction) for all-teams users. */
export const inScope = {
  team: (scope: DataScope) => teamScopeFilter(teams.id, scope),
  technician: (scope: DataScope) => teamScopeFilter(technicians.teamId, scope),
  assignment: (scope: DataScope) => (scope.allTeams ? undefined : inArray(assignments.technicianBpNo, technicianBpNosInScope(scope))),
  draft: (scope: DataScope) => (scope.allTeams ? undefined : inArray(drafts.technicianBpNo, technicianBpNosInScope(scope))),
  workOrder: (scope: DataScope) => orgScopeFilter(workOrders.orgunit, scope),
  workOrderItem: (scope: DataScope) =>
    scope.allTeams
      ? undefined
      : inArray(workOrderItems.workOrderId, sql`(select ${workOrders.id} from ${workOrders} where ${orgScopeFilter(workOrders.orgunit, scope)})`),
  workArea: (scope: DataScope) => orgScopeFilter(workAreas.orgunit, scope),
  vehicle: (scope: DataScope) => orgScopeFilter(vehicles.orgunit, scope),
  calendar: (scope: DataScope) => countryScopeFilter(calendars.countryCode, scope),
};

/** Restricts a country-code column to the countries of the caller's organizations. */
export function countryScopeFilter(column: AnyPgColumn, scope: DataScope): SQL | undefined {
  if (scope.allTeams) return undefined;
  if (!scope.orgunits.length) return FALSE;
  return inArray(column, sql`(select ${organizations.countryCode} from ${organizations} where ${inArray(organizations.orgunit, scope.orgunits)})`);
}

/** The same rule for ids already in hand (no query). */
export const admits = {
  team: (scope: DataScope, teamId: number | null) => scope.allTeams || (teamId !== null && scope.teamIds.includes(teamId)),
  organization: (scope: DataScope, orgunit: string) => scope.allTeams || scope.orgunits.includes(orgunit),
};

/** The scope as a cache key part: who sees the same teams (or organizations) gets the same key. */
export const teamScopeKey = (scope: DataScope) => (scope.allTeams ? 'all' : [...scope.teamIds].sort((a, b) => a - b).join(','));
export const orgScopeKey = (scope: DataScope) => (scope.allTeams ? 'all' : [...scope.orgunits].sort().join(','));

/** The ids a request names, by kind. */
export interface ScopeSubjects {
  teams?: readonly number[];
  technicians?: readonly string[];
  assignments?: readonly number[];
  drafts?: readonly number[];
  workOrderItems?: readonly number[];
  workAreas?: readonly number[];
}

/** Of the ids asked, those that exist and are in the caller's scope (unknown and foreign ids alike are absent). */
export interface SubjectsInScope {
  teams: Set<number>;
  technicians: Set<string>;
  assignments: Set<number>;
  drafts: Set<number>;
  workOrderItems: Set<number>;
  workAreas: Set<number>;
}

type Runner = Db | Tx;

async function idsWhere<T extends string | number>(asked: readonly T[] | undefined, load: (ids: T[]) => Promise<{ id: T }[]>): Promise<Set<T>> {
  const ids = [...new Set(asked ?? [])];
  return new Set(ids.length ? (await load(ids)).map((r) => r.id) : []);
}

/** Checks every id of a request in one query per kind of subject. */
export async function subjectsInScope(runner: Runner, scope: DataScope, asked: ScopeSubjects): Promise<SubjectsInScope> {
  const [teamIds, technicianIds, assignmentIds, draftIds, itemIds, areaIds] = await Promise.all([
    idsWhere(asked.teams, (ids) => runner.select({ id: teams.id }).from(teams).where(and(inArray(teams.id, ids), inScope.team(scope)))),
    idsWhere(asked.technicians, (ids) => runner.select({ id: technicians.bpNo }).from(technicians).where(and(inArray(technicians.bpNo, ids), inScope.technician(scope)))),
    idsWhere(asked.assignments, (ids) => runner.select({ id: assignments.id }).from(assignments).where(and(inArray(assignments.id, ids), inScope.assignment(scope)))),
    idsWhere(asked.drafts, (ids) => runner.select({ id: drafts.id }).from(drafts).where(and(inArray(drafts.id, ids), inScope.draft(scope)))),
    idsWhere(asked.workOrderItems, (ids) =>
      runner.select({ id: workOrderItems.id }).from(workOrderItems).where(and(inArray(workOrderItems.id, ids), inScope.workOrderItem(scope))),
    ),
    idsWhere(asked.workAreas, (ids) => runner.select({ id: workAreas.areaId }).from(workAreas).where(and(inArray(workAreas.areaId, ids), inScope.workArea(scope)))),
  ]);
  return { teams: teamIds, technicians: technicianIds, assignments: assignmentIds, drafts: draftIds, workOrderItems: itemIds, workAreas: areaIds };
}

/**
 * One work order by number if it is in the caller's scope (deleted upstream or not), leading zeros and surrounding
 * spaces ignored (docs/decisions/0035): a number stored exactly as asked wins over one that only shares its key.
 */
export async function workOrderInScope(runner: Runner, scope: DataScope, orderNumber: string) {
  const [row] = await runner
    .select({ id: workOrders.id, orderNumber: workOrders.orderNumber })
    .from(workOrders)
    .where(and(sameOrderNumber(workOrders.orderNumber, orderNumber), inScope.workOrder(scope)))
    .orderBy(sql`${workOrders.orderNumber} = ${orderNumber} desc`, workOrders.id)
    .limit(1);
  return row ?? null;
}

/**
 * The CI board's scope (docs/ci-board.md "Who sees what"): ADMIN and POWER_USER see every organization;
 * the committee every organization of the countries it works in (its teams' and its own); everyone else
 * the organizations of their teams, or of their own country when they have no team (employees who only
 * make suggestions). Everyone also sees the suggestions they wrote.
 */
export interface CiScope {
  userId: number;
  /** null = every organization. */
  orgunits: readonly string[] | null;
}

export async function loadCiScope(runner: Runner, user: { id: number; roles: readonly string[]; countryCode: string }, scope: DataScope): Promise<CiScope> {
  if (scope.allTeams) return { userId: user.id, orgunits: null };
  const committee = user.roles.includes('CI_COMMITTEE');
  if (!committee && scope.orgunits.length) return { userId: user.id, orgunits: scope.orgunits };
  const countryOfTeams = committee && scope.orgunits.length
    ? sql`or ${organizations.countryCode} in (select ${organizations.countryCode} from ${organizations} where ${inArray(organizations.orgunit, scope.orgunits)})`
    : sql``;
  const rows = await runner
    .select({ orgunit: organizations.orgunit })
    .from(organizations)
    .where(sql`${organizations.countryCode} = ${user.countryCode} ${countryOfTeams}`);
  return { userId: user.id, orgunits: rows.map((r) => r.orgunit) };
}

/** Suggestions the caller may see: of their CI organizations, or their own. */
export function ciSuggestionScopeFilter(ci: CiScope): SQL | undefined {
  if (ci.orgunits === null) return undefined;
  const own = eq(ciSuggestions.createdByUserId, ci.userId);
  return ci.orgunits.length ? sql`(${inArray(ciSuggestions.orgunit, [...ci.orgunits])} or ${own})` : own;
}

/** An organization a CI suggestion may be filed for (same rule, ids in hand). */
export const admitsCiOrganization = (ci: CiScope, orgunit: string) => ci.orgunits === null || ci.orgunits.includes(orgunit);
