import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerSearchParams,
  customerSearchResponse,
  customersResponse,
  holidaysResponse,
  organizationsResponse,
  organizationsTeamsResponse,
  techniciansResponse,
  teamsResponse,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import type { ReferenceCache } from '../../plugins/reference-cache';
import { createReferenceService } from './service';

/**
 * Shared lists the screens cache (teams, organizations, technicians, holidays, customers).
 * Teams, organizations and technicians are limited to the caller's data scope.
 */
export const referenceRoutes: FastifyPluginAsyncZod<{ db: Db; referenceCache: ReferenceCache }> = async (app, deps) => {
  const reference = createReferenceService(deps);
  const tags = ['reference lists'];

  app.get('/api/teams', { schema: { tags, summary: "The caller's teams with organization and working hours", response: { 200: teamsResponse } } }, async (request) =>
    reference.teams(await request.dataScope()),
  );

  app.get(
    '/api/organizations-teams',
    { schema: { tags, summary: "The caller's organizations, each with its teams (deduplicated by id)", response: { 200: organizationsTeamsResponse } } },
    async (request) => {
      const scope = await request.dataScope();
      const [orgs, scopedTeams] = await Promise.all([reference.organizations(scope), reference.teams(scope)]);
      return orgs
        .map((org) => ({ ...org, teams: scopedTeams.filter((t) => t.organization.orgunit === org.orgunit).map((t) => ({ id: t.id, name: t.name })) }))
        .filter((org) => org.teams.length > 0 || scope.allTeams);
    },
  );

  app.get('/api/authorizedOrganizations', { schema: { tags, summary: "Organizations in the caller's scope", response: { 200: organizationsResponse } } }, async (request) =>
    reference.organizations(await request.dataScope()),
  );

  app.get('/api/technicians', { schema: { tags, summary: "Active technicians of the caller's teams", response: { 200: techniciansResponse } } }, async (request) => ({
    technicians: await reference.technicians(await request.dataScope()),
  }),
  );

  app.get('/api/holidays', { schema: { tags, summary: 'Public holidays of every country', response: { 200: holidaysResponse } } }, async () => reference.holidays());

  app.get('/api/customers', { schema: { tags, summary: 'All customers (name, number)', response: { 200: customersResponse } } }, async () => reference.customers());

  app.get(
    '/api/customers/:text',
    { schema: { tags, summary: 'Customers whose name contains, or whose number starts with, the text (at most 50)', params: customerSearchParams, response: { 200: customerSearchResponse } } },
    async (request) => ({ customers: await reference.searchCustomers(request.params.text) }),
  );
};
