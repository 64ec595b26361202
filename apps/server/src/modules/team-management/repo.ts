import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  adminChanges,
  assignments,
  calendars,
  dispatcherTeams,
  organizations,
  sections,
  teamWorkingHours,
  teams,
  technicians,
  userRoles,
  users,
  workOrderItems,
  workOrders,
} from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { orgScopeFilter } from '../../plugins/scope';
import { turkishSortKey } from '../../db/text-match';

type Runner = Db | Tx;

/** Team management covers the teams of the caller's organizations (all of them for ADMIN and POWER_USER). */
const manageableTeam = (scope: DataScope) => orgScopeFilter(teams.orgunit, scope);

export interface AdminChange {
  actorUserId: number;
  actorName: string;
  subject: 'team' | 'technician-team' | 'dispatcher-team';
  subjectId: string;
  action: 'create' | 'update' | 'delete' | 'assign' | 'unassign';
  before: unknown;
  after: unknown;
}

export type ActiveTeams = Awaited<ReturnType<ReturnType<typeof createTeamManagementRepo>['activeTeams']>>;

export function createTeamManagementRepo() {
  return {
    /**
     * Every active team (the caller's scope is applied by the service, on the cached list), with what decides the
     * hours it works to: its calendar, its own working-hour list and its organization's start and end.
     */
    async activeTeams(runner: Runner) {
      const rows = await runner
        .select({
          id: teams.id,
          name: teams.name,
          organization: {
            orgunit: organizations.orgunit,
            displayName: organizations.displayName,
            countryCode: organizations.countryCode,
            workHourStartTime: organizations.workHourStartTime,
            workHourEndTime: organizations.workHourEndTime,
          },
          sectionId: teams.sectionId,
          sectionName: sections.name,
          calendarId: teams.calendarId,
          calendarName: calendars.name,
        })
        .from(teams)
        .innerJoin(organizations, eq(organizations.orgunit, teams.orgunit))
        .leftJoin(sections, eq(sections.id, teams.sectionId))
        .leftJoin(calendars, eq(calendars.id, teams.calendarId))
        .where(eq(teams.active, true))
        .orderBy(turkishSortKey(organizations.displayName), turkishSortKey(teams.name), asc(teams.id));
      const hours = await runner
        .select({ teamId: teamWorkingHours.teamId, startTime: teamWorkingHours.startTime, endTime: teamWorkingHours.endTime })
        .from(teamWorkingHours)
        .innerJoin(teams, eq(teams.id, teamWorkingHours.teamId))
        .where(eq(teams.active, true));
      return { rows, hours };
    },

    async team(runner: Runner, scope: DataScope, teamId: number, lock = false) {
      const query = runner
        .select({ id: teams.id, name: teams.name, orgunit: teams.orgunit, sectionId: teams.sectionId })
        .from(teams)
        .where(and(eq(teams.id, teamId), eq(teams.active, true), manageableTeam(scope)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async teamsByIds(runner: Runner, scope: DataScope, ids: number[]) {
      if (ids.length === 0) return [];
      return runner
        .select({ id: teams.id, name: teams.name, orgunit: teams.orgunit })
        .from(teams)
        .where(and(inArray(teams.id, ids), eq(teams.active, true), manageableTeam(scope)));
    },

    async teamNamesOf(tx: Tx, orgunit: string) {
      return tx.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.orgunit, orgunit));
    },

    /** Serialises name checks and writes per organization (uniqueness is decided with Turkish case rules, not by an index). */
    async lockOrganizationTeams(tx: Tx, orgunit: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`teams:${orgunit}`}))`);
    },

    async organizations(runner: Runner, scope: DataScope, orgunit?: string) {
      return runner
        .select({
          orgunit: organizations.orgunit,
          orgtext: organizations.orgtext,
          displayName: organizations.displayName,
          countryCode: organizations.countryCode,
          workHourStartTime: organizations.workHourStartTime,
          workHourEndTime: organizations.workHourEndTime,
          forceNormalShiftEnabled: organizations.forceNormalShiftEnabled,
        })
        .from(organizations)
        .where(and(eq(organizations.active, true), orgScopeFilter(organizations.orgunit, scope), orgunit === undefined ? undefined : eq(organizations.orgunit, orgunit)))
        .orderBy(asc(organizations.countryCode), turkishSortKey(organizations.displayName), asc(organizations.orgunit));
    },

    async sections(runner: Runner) {
      return runner.select({ id: sections.id, name: sections.name }).from(sections).orderBy(turkishSortKey(sections.name), asc(sections.id));
    },

    async sectionExists(runner: Runner, id: number) {
      const [row] = await runner.select({ id: sections.id }).from(sections).where(eq(sections.id, id));
      return row !== undefined;
    },

    async insertTeam(tx: Tx, values: { name: string; orgunit: string; sectionId: number }) {
      const [row] = await tx.insert(teams).values(values).returning({ id: teams.id, name: teams.name, orgunit: teams.orgunit, sectionId: teams.sectionId });
      return row;
    },

    async updateTeam(tx: Tx, id: number, values: { name: string; sectionId: number }) {
      await tx.update(teams).set(values).where(eq(teams.id, id));
    },

    /** Unassigns the team's technicians (their assignments stay), then removes the team and its dispatcher links. */
    async deleteTeam(tx: Tx, id: number) {
      const moved = await tx.update(technicians).set({ teamId: null }).where(eq(technicians.teamId, id)).returning({ bpNo: technicians.bpNo });
      const dispatchers = await tx.select({ userId: dispatcherTeams.userId }).from(dispatcherTeams).where(eq(dispatcherTeams.teamId, id));
      await tx.delete(teams).where(eq(teams.id, id));
      return { technicians: moved.map((t) => t.bpNo), dispatchers: dispatchers.map((d) => d.userId) };
    },

    /** Active technicians of the caller's organizations, with or without a team, and their live assignments not yet ended. */
    async technicians(runner: Runner, scope: DataScope, now: Date) {
      const rows = await runner
        .select({
          bpNo: technicians.bpNo,
          fullName: technicians.fullName,
          orgunit: organizations.orgunit,
          displayName: organizations.displayName,
          countryCode: organizations.countryCode,
          workHourStartTime: organizations.workHourStartTime,
          workHourEndTime: organizations.workHourEndTime,
          teamId: teams.id,
          teamName: teams.name,
        })
        .from(technicians)
        .innerJoin(organizations, eq(organizations.orgunit, technicians.orgunit))
        .leftJoin(teams, eq(teams.id, technicians.teamId))
        .where(and(eq(technicians.active, true), orgScopeFilter(technicians.orgunit, scope)))
        .orderBy(turkishSortKey(technicians.fullName), asc(technicians.bpNo));
      const live = rows.length
        ? await runner
            .select({ id: assignments.id, bpNo: assignments.technicianBpNo, orderNumber: workOrders.orderNumber })
            .from(assignments)
            .leftJoin(workOrderItems, eq(workOrderItems.id, assignments.workOrderItemId))
            .leftJoin(workOrders, eq(workOrders.id, workOrderItems.workOrderId))
            .where(and(isNull(assignments.deletedAt), gt(assignments.endDate, now), inArray(assignments.technicianBpNo, rows.map((r) => r.bpNo))))
            .orderBy(asc(assignments.startDate))
        : [];
      return { rows, live };
    },

    async techniciansForChange(tx: Tx, scope: DataScope, bpNos: string[]) {
      return tx
        .select({ bpNo: technicians.bpNo, fullName: technicians.fullName, orgunit: technicians.orgunit, teamId: technicians.teamId })
        .from(technicians)
        .where(and(inArray(technicians.bpNo, bpNos), eq(technicians.active, true), orgScopeFilter(technicians.orgunit, scope)))
        .for('update');
    },

    /** A team's name whatever the caller's scope (the team a technician of the scope is in belongs to their organization). */
    async teamName(runner: Runner, id: number) {
      const [row] = await runner.select({ name: teams.name }).from(teams).where(eq(teams.id, id));
      return row?.name ?? null;
    },

    async setTechnicianTeam(tx: Tx, bpNo: string, teamId: number | null) {
      await tx.update(technicians).set({ teamId }).where(eq(technicians.bpNo, bpNo));
    },

    /**
     * Active DISPATCHER accounts the caller may assign: for ADMIN and POWER_USER all, otherwise those with a
     * team in the caller's organizations or with no team yet. Their teams are limited to the manageable ones.
     */
    async dispatchers(runner: Runner, scope: DataScope, ids?: number[]) {
      const people = await runner
        .select({ id: users.id, name: users.firstname, surname: users.lastname })
        .from(users)
        .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'DISPATCHER')))
        .where(
          and(
            eq(users.active, true),
            ids === undefined ? undefined : inArray(users.id, ids.length ? ids : [0]),
            scope.allTeams
              ? undefined
              : or(
                  sql`not exists (select 1 from ${dispatcherTeams} where ${dispatcherTeams.userId} = ${users.id})`,
                  sql`exists (select 1 from ${dispatcherTeams} join ${teams} on ${teams.id} = ${dispatcherTeams.teamId} where ${dispatcherTeams.userId} = ${users.id} and ${orgScopeFilter(teams.orgunit, scope) ?? sql`true`})`,
                ),
          ),
        )
        .orderBy(turkishSortKey(users.firstname), turkishSortKey(users.lastname), asc(users.id));
      const links = people.length
        ? await runner
            .select({ userId: dispatcherTeams.userId, teamId: dispatcherTeams.teamId })
            .from(dispatcherTeams)
            .innerJoin(teams, eq(teams.id, dispatcherTeams.teamId))
            .where(and(inArray(dispatcherTeams.userId, people.map((p) => p.id)), manageableTeam(scope)))
        : [];
      return people.map((p) => ({ ...p, teams: links.filter((l) => l.userId === p.id).map((l) => l.teamId).sort((a, b) => a - b) }));
    },

    async addDispatcherTeams(tx: Tx, pairs: { userId: number; teamId: number }[]) {
      if (pairs.length === 0) return [];
      return tx.insert(dispatcherTeams).values(pairs).onConflictDoNothing().returning();
    },

    async removeDispatcherTeams(tx: Tx, pairs: { userId: number; teamId: number }[]) {
      const removed: { userId: number; teamId: number }[] = [];
      for (const p of pairs) {
        removed.push(...(await tx.delete(dispatcherTeams).where(and(eq(dispatcherTeams.userId, p.userId), eq(dispatcherTeams.teamId, p.teamId))).returning()));
      }
      return removed;
    },

    async recordChanges(tx: Tx, changes: AdminChange[]) {
      if (changes.length) await tx.insert(adminChanges).values(changes);
    },
  };
}
export type TeamManagementRepo = ReturnType<typeof createTeamManagementRepo>;
