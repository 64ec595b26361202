import {
  DEFAULT_LATEST_LAST_SEEN_MS,
  rankNearbyTechnicians,
  technicianLocationsRequest,
  type NearbyTechnician,
  type TechnicianLocationSyncResponse,
  type TechnicianLocationsResponse,
} from '@fsp/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import type { RequestContext } from '../../plugins/auth';
import { WaitRefused, badRequest, notFound } from '../../plugins/errors';
import { subjectsInScope } from '../../plugins/scope';
import { createTechnicianLocationsRepo, type TechnicianLocationRow } from './repo';
import { answerTextsFor } from './answer-texts';

export interface TechnicianLocationLimits {
  maxKm: number;
  maxMinute: number;
  syncCooldownSeconds: number;
}

type Body = z.output<typeof technicianLocationsRequest>;

const uniqueTeamIds = (body: Body) => [...new Set(body.teams.map((t) => t.id))];

/**
 * Nearby technicians for a point (a work order's site or the map's draggable marker) and the
 * "send your position now" request to the technicians' app (spec part 1 §3, §6, §7).
 */
export function createTechnicianLocationsService(deps: { db: Db; clock: Clock; limits: TechnicianLocationLimits }) {
  const { db, clock, limits } = deps;
  const repo = createTechnicianLocationsRepo(db);

  return {
    async nearby(body: Body, ctx: RequestContext): Promise<TechnicianLocationsResponse> {
      const rows = await repo.technicians(uniqueTeamIds(body), ctx.scope);
      const ranking = rankNearbyTechnicians(
        { latitude: body.latitude, longitude: body.longitude },
        rows.map((row) => ({
          ...row,
          position: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
          lastSeen: row.lastSeenAt?.getTime() ?? null,
        })),
        { now: clock.now().getTime(), windowMs: body.latestLastSeen ?? DEFAULT_LATEST_LAST_SEEN_MS, maxKm: limits.maxKm, maxMinute: limits.maxMinute },
      );
      return {
        technicians: ranking.nearby.map(({ technician, distance }) => toNearby(technician, distance)),
        maxKm: limits.maxKm,
        maxMinute: limits.maxMinute,
        outOfMaxKmTechCount: ranking.outOfMaxKmTechCount,
        outOfMaxMinuteTechCount: ranking.outOfMaxMinuteTechCount,
        noLocationTechCount: ranking.noLocationTechCount,
      };
    },

    /**
     * Records a request for fresh positions from the active technicians of the teams (in scope). A team
     * asked less than the cooldown ago is skipped; when every team was, the call is a 429 naming when it may run
     * again (Retry-After) and nothing is recorded, so repeated clicks never flood the technicians' phones.
     */
    async sync(body: Body, ctx: RequestContext): Promise<TechnicianLocationSyncResponse> {
      const now = clock.now();
      const m = answerTextsFor(ctx);
      const { teams } = await subjectsInScope(db, ctx.scope, { teams: uniqueTeamIds(body) });
      if (teams.size === 0) throw notFound(m.teamsNotFound);
      const rows = await repo.technicians([...teams], ctx.scope);
      if (rows.length === 0) throw badRequest(m.noActiveTechnicians);
      const teamIds = [...new Set(rows.map((r) => r.teamId).filter((id): id is number => id !== null))];
      const cooldownMs = limits.syncCooldownSeconds * 1000;
      const recent = cooldownMs > 0 ? await repo.recentlySyncedTeams(teamIds, new Date(now.getTime() - cooldownMs)) : new Map<number, Date>();
      if (teamIds.every((id) => recent.has(id))) {
        // The call runs again as soon as one of its teams is out of its cooldown.
        const firstFree = Math.min(...[...recent.values()].map((asked) => asked.getTime() + cooldownMs));
        throw new WaitRefused((firstFree - now.getTime()) / 1000, (seconds) => m.syncTooSoon(limits.syncCooldownSeconds, seconds));
      }
      const asked = rows.filter((r) => r.teamId !== null && !recent.has(r.teamId));
      const askedTeams = teamIds.filter((id) => !recent.has(id));
      const record = await repo.recordSync({
        requestedByUserId: ctx.user.id,
        teamIds: askedTeams,
        technicianBpNos: asked.map((r) => r.bpNo),
        workOrderNo: body.workOrderNo ?? null,
        latitude: body.latitude,
        longitude: body.longitude,
        requestedAt: now,
      });
      return {
        requestId: record.id,
        requestedAt: record.requestedAt.getTime(),
        technicianCount: asked.length,
        permissionDisabledTechCount: asked.filter((r) => r.permissionDisabled).length,
        message: m.syncRequested,
      };
    },
  };
}

function toNearby(row: TechnicianLocationRow & { lastSeen: number | null }, distance: number): NearbyTechnician {
  return {
    fullName: row.fullName,
    bpNo: row.bpNo,
    distance,
    lastSeen: row.lastSeen!,
    permissionDisabled: row.permissionDisabled,
    organization: { orgunit: row.orgunit, displayName: row.organizationName },
    team: row.teamId !== null ? { id: row.teamId, name: row.teamName ?? '' } : null,
    latitude: row.latitude!,
    longitude: row.longitude!,
  };
}
