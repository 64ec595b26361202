import {
  explainWorkingHours,
  formatMinuteOfDay,
  MINUTES_PER_DAY,
  sameNameIgnoringCase,
  type ManagedTeam,
  type ChangeDispatcherTeamRequest,
  type ChangeTechnicianTeamRequest,
  type CreateTeamRequest,
  type TeamChangeResponse,
  type UpdateTeamRequest,
} from '@fsp/domain';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../clock';
import type { RequestContext } from '../../plugins/auth';
import { fieldRefused, notFound } from '../../plugins/errors';
import type { ReferenceCache } from '../../plugins/reference-cache';
import { admits, orgScopeKey } from '../../plugins/scope';
import { answerTextsFor } from './answer-texts';
import { languageOf, unknownInScope, type UnknownThing } from '../../texts';
import { createTeamManagementRepo, type ActiveTeams, type AdminChange } from './repo';

const DEFAULT_START = '08:00';
const DEFAULT_END = '17:00';
const SAVED: TeamChangeResponse = { statusCode: 0, message: 'Saved.' };
/** statusCode of a refused change the user can fix (a name already taken, a technician a colleague moved meanwhile). */
export const TEAM_CONFLICT = 1;

const hhmm = (time: string | null, fallback: string) => (time ? time.slice(0, 5) : fallback);
/** A 400 refusing one field, in the caller's language. */
const refused = (ctx: Pick<RequestContext, 'user'>, field: string, why: (texts: ReturnType<typeof answerTextsFor>) => string) =>
  fieldRefused(languageOf(ctx.user.cultureName), field, why(answerTextsFor(ctx)));
/** A field naming what the caller's scope does not hold. */
const unknown = (ctx: Pick<RequestContext, 'user'>, what: UnknownThing, value: string | number, field: string) => {
  const language = languageOf(ctx.user.cultureName);
  return fieldRefused(language, field, unknownInScope(language, what, value));
};
const clock24 = (minute: number) => (minute === MINUTES_PER_DAY ? '24:00' : formatMinuteOfDay(minute));

/**
 * The team list's answer: the spec's fields plus appliedHours, the hours each team works to (the planning's rule,
 * explainWorkingHours): its calendar, its own list, its organization's, or 08:00-17:00.
 */
function managedTeams({ rows, hours }: ActiveTeams): ManagedTeam[] {
  const hoursByTeam = new Map<number, { startTime: string; endTime: string }[]>();
  for (const { teamId, ...hour } of hours) hoursByTeam.set(teamId, [...(hoursByTeam.get(teamId) ?? []), hour]);
  return rows.map(({ calendarId, organization: { workHourStartTime, workHourEndTime, ...organization }, ...team }) => {
    const { source, windows } = explainWorkingHours({
      organization: { workHourStartTime, workHourEndTime },
      team: { calendarHours: calendarId === null ? null : [], workingHours: hoursByTeam.get(team.id) ?? [] },
    });
    return { ...team, organization, appliedHours: { source, hours: windows.map((w) => ({ startTime: clock24(w.startMinute), endTime: clock24(w.endMinute) })) } };
  });
}

const actorOf = (ctx: RequestContext) => ({ actorUserId: ctx.user.id, actorName: `${ctx.user.firstname} ${ctx.user.lastname}`.trim() || ctx.user.username });

/**
 * Team management (spec part 2 §2 "Team management", docs/team-management.md). A dispatcher manages the teams
 * of their own organizations, ADMIN and POWER_USER all; an id outside that is answered like an unknown one.
 * Every change is written to admin_changes in its own transaction.
 */
export function createTeamManagementService(deps: { db: Db; clock: Clock; referenceCache: ReferenceCache }) {
  const { db, clock } = deps;
  const repo = createTeamManagementRepo();

  async function nameTaken(tx: Tx, orgunit: string, name: string, exceptId?: number) {
    const existing = await repo.teamNamesOf(tx, orgunit);
    return existing.some((t) => t.id !== exceptId && sameNameIgnoringCase(t.name, name));
  }
  const conflict = (ctx: RequestContext, name: string): TeamChangeResponse => ({ statusCode: TEAM_CONFLICT, message: answerTextsFor(ctx).nameTaken(name) });

  return {
    /** The caller's manageable teams, from the cached list of every active team (the reference cache). */
    teams: (ctx: RequestContext) =>
      deps.referenceCache.scoped(
        'team-management:active-teams',
        orgScopeKey(ctx.scope),
        async () => managedTeams(await repo.activeTeams(db)),
        (team) => admits.organization(ctx.scope, team.organization.orgunit),
      ),
    sections: () => repo.sections(db),
    organizations: (ctx: RequestContext) => repo.organizations(db, ctx.scope),
    async organization(ctx: RequestContext, orgunit: string) {
      const [row] = await repo.organizations(db, ctx.scope, orgunit);
      if (!row) throw notFound();
      return row;
    },

    async createTeam(ctx: RequestContext, request: CreateTeamRequest): Promise<TeamChangeResponse> {
      return db.transaction(async (tx) => {
        const [org] = await repo.organizations(tx, ctx.scope, request.orgUnit);
        if (!org) throw unknown(ctx, 'organization', request.orgUnit, 'orgUnit');
        if (!(await repo.sectionExists(tx, request.sectionId))) throw unknown(ctx, 'section', request.sectionId, 'sectionId');
        await repo.lockOrganizationTeams(tx, org.orgunit);
        if (await nameTaken(tx, org.orgunit, request.name)) return conflict(ctx, request.name);
        const team = await repo.insertTeam(tx, { name: request.name, orgunit: org.orgunit, sectionId: request.sectionId });
        await repo.recordChanges(tx, [{ ...actorOf(ctx), subject: 'team', subjectId: String(team.id), action: 'create', before: null, after: team }]);
        return { ...SAVED, teamId: team.id };
      });
    },

    async updateTeam(ctx: RequestContext, request: UpdateTeamRequest): Promise<TeamChangeResponse> {
      return db.transaction(async (tx) => {
        const team = await repo.team(tx, ctx.scope, request.teamId, true);
        if (!team) throw unknown(ctx, 'team', request.teamId, 'teamId');
        if (request.orgUnit !== team.orgunit) throw refused(ctx, 'orgUnit', (texts) => texts.organizationFixed);
        if (!(await repo.sectionExists(tx, request.sectionId))) throw unknown(ctx, 'section', request.sectionId, 'sectionId');
        await repo.lockOrganizationTeams(tx, team.orgunit);
        if (await nameTaken(tx, team.orgunit, request.name, team.id)) return conflict(ctx, request.name);
        await repo.updateTeam(tx, team.id, { name: request.name, sectionId: request.sectionId });
        await repo.recordChanges(tx, [
          { ...actorOf(ctx), subject: 'team', subjectId: String(team.id), action: 'update', before: team, after: { ...team, name: request.name, sectionId: request.sectionId } },
        ]);
        return { ...SAVED, teamId: team.id };
      });
    },

    async deleteTeam(ctx: RequestContext, teamId: number): Promise<TeamChangeResponse> {
      return db.transaction(async (tx) => {
        const team = await repo.team(tx, ctx.scope, teamId, true);
        if (!team) throw unknown(ctx, 'team', teamId, 'teamId');
        const { technicians, dispatchers } = await repo.deleteTeam(tx, team.id);
        await repo.recordChanges(tx, [{ ...actorOf(ctx), subject: 'team', subjectId: String(team.id), action: 'delete', before: { ...team, technicians, dispatchers }, after: null }]);
        return { ...SAVED, teamId: team.id };
      });
    },

    async technicians(ctx: RequestContext) {
      const { rows, live } = await repo.technicians(db, ctx.scope, clock.now());
      return rows.map((r) => ({
        bpNo: r.bpNo,
        fullName: r.fullName,
        organization: {
          orgunit: r.orgunit,
          displayName: r.displayName,
          countryCode: r.countryCode,
          workHourStartTime: hhmm(r.workHourStartTime, DEFAULT_START),
          workHourEndTime: hhmm(r.workHourEndTime, DEFAULT_END),
        },
        team: r.teamId === null ? null : { id: r.teamId, name: r.teamName ?? '' },
        schedulers: live.filter((a) => a.bpNo === r.bpNo).map((a) => ({ id: a.id, workOrderItem: a.orderNumber ? { workOrder: { orderNumber: a.orderNumber } } : null })),
      }));
    },

    /** Moves technicians between teams of their own organization (or out of any team); assignments stay. */
    async changeTechnicianTeam(ctx: RequestContext, request: ChangeTechnicianTeamRequest): Promise<TeamChangeResponse> {
      const bpNos = request.changes.map((c) => c.bpNo);
      const twice = bpNos.find((b, i) => bpNos.indexOf(b) !== i);
      if (twice !== undefined) throw refused(ctx, 'changes', (texts) => texts.technicianTwice(twice));
      return db.transaction(async (tx) => {
        const found = new Map((await repo.techniciansForChange(tx, ctx.scope, bpNos)).map((t) => [t.bpNo, t]));
        const teamIds = [...new Set(request.changes.flatMap((c) => (c.teamId === null ? [] : [c.teamId])))];
        const teamsFound = new Map((await repo.teamsByIds(tx, ctx.scope, teamIds)).map((t) => [t.id, t]));
        const moves: { bpNo: string; from: number | null; to: number | null }[] = [];
        let moved: Awaited<ReturnType<typeof repo.techniciansForChange>>[number] | undefined;
        for (const change of request.changes) {
          const tech = found.get(change.bpNo);
          if (!tech) throw unknown(ctx, 'technician', change.bpNo, 'changes.bpNo');
          const team = change.teamId === null ? null : teamsFound.get(change.teamId);
          if (team === undefined) throw unknown(ctx, 'team', change.teamId!, 'changes.teamId');
          if (team && team.orgunit !== tech.orgunit) {
            throw refused(ctx, 'changes.teamId', (texts) => texts.otherOrganization(tech.bpNo, team.name));
          }
          // Already where asked (a colleague's same move included): nothing to write, nothing to refuse.
          if (tech.teamId === change.teamId) continue;
          // The rows are locked: a colleague's move since the caller's tree was read is not undone.
          if (change.fromTeamId !== undefined && change.fromTeamId !== tech.teamId) moved ??= tech;
          moves.push({ bpNo: tech.bpNo, from: tech.teamId, to: change.teamId });
        }
        // The request is one save: refused whole, nothing written.
        if (moved) {
          const now = moved.teamId === null ? null : await repo.teamName(tx, moved.teamId);
          return { statusCode: TEAM_CONFLICT, message: answerTextsFor(ctx).technicianMoved(`${moved.fullName} (${moved.bpNo})`, now) };
        }
        const changes: AdminChange[] = [];
        for (const { bpNo, from, to } of moves) {
          await repo.setTechnicianTeam(tx, bpNo, to);
          changes.push({ ...actorOf(ctx), subject: 'technician-team', subjectId: bpNo, action: to === null ? 'unassign' : 'assign', before: { teamId: from }, after: { teamId: to } });
        }
        await repo.recordChanges(tx, changes);
        return SAVED;
      });
    },

    dispatchers: (ctx: RequestContext) => repo.dispatchers(db, ctx.scope),

    async changeDispatcherTeam(ctx: RequestContext, request: ChangeDispatcherTeamRequest): Promise<TeamChangeResponse> {
      const pairs = [...request.added, ...request.removed];
      // A pair named twice (added and removed at once) has no one meaning: refused, not settled by the order of the writes.
      const keys = pairs.map((p) => `${p.dispatcherId}:${p.teamId}`);
      const twice = keys.findIndex((key, i) => keys.indexOf(key) !== i);
      if (twice !== -1) {
        const { dispatcherId, teamId } = pairs[twice];
        throw refused(ctx, twice < request.added.length ? 'added' : 'removed', (texts) => texts.dispatcherTeamTwice(dispatcherId, teamId));
      }
      return db.transaction(async (tx) => {
        const teamsFound = new Set((await repo.teamsByIds(tx, ctx.scope, [...new Set(pairs.map((p) => p.teamId))])).map((t) => t.id));
        const people = new Set((await repo.dispatchers(tx, ctx.scope, [...new Set(pairs.map((p) => p.dispatcherId))])).map((d) => d.id));
        for (const p of pairs) {
          if (!teamsFound.has(p.teamId)) throw unknown(ctx, 'team', p.teamId, 'teamId');
          if (!people.has(p.dispatcherId)) throw unknown(ctx, 'dispatcher', p.dispatcherId, 'dispatcherId');
        }
        const toLink = (list: typeof pairs) => list.map((p) => ({ userId: p.dispatcherId, teamId: p.teamId }));
        const removed = await repo.removeDispatcherTeams(tx, toLink(request.removed));
        const added = await repo.addDispatcherTeams(tx, toLink(request.added));
        await repo.recordChanges(tx, [
          ...added.map((l): AdminChange => ({ ...actorOf(ctx), subject: 'dispatcher-team', subjectId: String(l.userId), action: 'assign', before: null, after: { teamId: l.teamId } })),
          ...removed.map((l): AdminChange => ({ ...actorOf(ctx), subject: 'dispatcher-team', subjectId: String(l.userId), action: 'unassign', before: { teamId: l.teamId }, after: null })),
        ]);
        return SAVED;
      });
    },
  };
}
export type TeamManagementService = ReturnType<typeof createTeamManagementService>;
