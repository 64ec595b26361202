import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { teamManagementRoutes } from './routes';
import { createTeamManagementService } from './service';
import type { ReferenceCache } from '../../plugins/reference-cache';

/** Public entry of the team-management area (docs/team-management.md). */
export const teamManagement: FastifyPluginAsync<{ db: Db; clock: Clock; referenceCache: ReferenceCache }> = async (app, deps) => {
  await app.register(teamManagementRoutes, { service: createTeamManagementService(deps) });
};
