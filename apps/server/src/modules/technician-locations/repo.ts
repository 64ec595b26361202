import { and, arrayOverlaps, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, teams, technicianLocationSyncRequests, technicians } from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { teamScopeFilter } from '../../plugins/scope';

export interface TechnicianLocationRow {
  bpNo: string;
  fullName: string;
  latitude: number | null;
  longitude: number | null;
  lastSeenAt: Date | null;
  permissionDisabled: boolean;
  orgunit: string;
  organizationName: string;
  teamId: number | null;
  teamName: string | null;
}

export function createTechnicianLocationsRepo(db: Db) {
  return {
    /** Active technicians of the teams, only those in the caller's scope (others are ignored, as on the grid). */
    async technicians(teamIds: number[], scope: DataScope): Promise<TechnicianLocationRow[]> {
      if (!teamIds.length) return [];
      return db
        .select({
          bpNo: technicians.bpNo,
          fullName: technicians.fullName,
          latitude: technicians.lastLatitude,
          longitude: technicians.lastLongitude,
          lastSeenAt: technicians.lastSeenAt,
          permissionDisabled: technicians.locationPermissionDisabled,
          orgunit: technicians.orgunit,
          organizationName: organizations.displayName,
          teamId: teams.id,
          teamName: teams.name,
        })
        .from(technicians)
        .innerJoin(organizations, eq(organizations.orgunit, technicians.orgunit))
        .innerJoin(teams, eq(teams.id, technicians.teamId))
        .where(and(eq(technicians.active, true), inArray(technicians.teamId, teamIds), teamScopeFilter(technicians.teamId, scope)))
        .orderBy(asc(technicians.fullName));
    },

    /** Teams among `teamIds` that were asked for positions after `since`, each with when it was last asked. */
    async recentlySyncedTeams(teamIds: number[], since: Date): Promise<Map<number, Date>> {
      const lastAsked = new Map<number, Date>();
      if (!teamIds.length) return lastAsked;
      const rows = await db
        .select({ teamIds: technicianLocationSyncRequests.teamIds, requestedAt: technicianLocationSyncRequests.requestedAt })
        .from(technicianLocationSyncRequests)
        .where(and(gt(technicianLocationSyncRequests.requestedAt, since), arrayOverlaps(technicianLocationSyncRequests.teamIds, teamIds)));
      const wanted = new Set(teamIds);
      for (const row of rows) {
        for (const id of row.teamIds) {
          const known = lastAsked.get(id);
          if (wanted.has(id) && (!known || known < row.requestedAt)) lastAsked.set(id, row.requestedAt);
        }
      }
      return lastAsked;
    },

    async recordSync(values: typeof technicianLocationSyncRequests.$inferInsert) {
      const [row] = await db.insert(technicianLocationSyncRequests).values(values).returning({ id: technicianLocationSyncRequests.id, requestedAt: technicianLocationSyncRequests.requestedAt });
      return row;
    },
  };
}
