import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { teamManagementRoutes } from './routes';
import { createTeamManagementService } from './service';

/** Public entry of the team-management area (docs/team-management.md). */
export const teamManagement: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  await app.register(teamManagementRoutes, { service: createTeamManagementService({ db, clock }) });
};
