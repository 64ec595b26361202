import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authorizedOrganizationsResponse,
  customerSearchParams,
  customerSearchResponse,
  customersResponse,
  holidaysResponse,
  organizationsTeamsResponse,
  techniciansResponse,
  teamsResponse,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import { namedAnswer, type ReferenceCache } from '../../plugins/reference-cache';
import { createReferenceService } from './service';

// The spec's one-word response name is a field of the answer (docs/api-conventions.md "Response names").
const organizationsAnswer = namedAnswer('organizations');

/**
 * Shared lists the screens cache (teams, organizations, technicians, holidays, customers).
 * Teams, organizations and technicians are limited to the caller's data scope.
 */
export const referenceRoutes: FastifyPluginAsyncZod<{ db: Db; referenceCache: ReferenceCache }> = async (app, deps) => {
  const reference = createReferenceService(deps);
  const tags = ['reference lists'];

  app.get(
    '/api/teams',
    {
      schema: {
        tags,
        summary: "The caller's teams with organization and working hours",
        description:
          'Active teams by organization and name, with section, calendar name and own working-hour list. ADMIN and POWER_USER get every active team, others the teams assigned to them. Served from the reference cache, refreshed when its tables change.',
        response: { 200: teamsResponse },
      },
    },
    async (request) => reference.teams(await request.dataScope()),
  );

  app.get(
    '/api/organizations-teams',
    {
      schema: {
        tags,
        summary: "The caller's organizations, each with its teams (deduplicated by id)",
        description: 'A bare list (the spec\'s cached "lists"): the organizations of GET /api/authorizedOrganizations, each with the id and name of its teams in scope; an organization without such a team is left out unless the caller sees every team (ADMIN, POWER_USER).',
        response: { 200: organizationsTeamsResponse },
      },
    },
    async (request) => {
      const scope = await request.dataScope();
      const [orgs, scopedTeams] = await Promise.all([reference.organizations(scope), reference.teams(scope)]);
      return orgs
        .map((org) => ({ ...org, teams: scopedTeams.filter((t) => t.organization.orgunit === org.orgunit).map((t) => ({ id: t.id, name: t.name })) }))
        .filter((org) => org.teams.length > 0 || scope.allTeams);
    },
  );

  app.get(
    '/api/authorizedOrganizations',
    {
      schema: {
        tags,
        summary: "Organizations in the caller's scope ({organizations})",
        description:
          "{organizations: [...]}: the spec's response name is the field. Active organizations by country and name: every one for ADMIN and POWER_USER, else the organizations of the teams assigned to the caller.",
        response: { 200: authorizedOrganizationsResponse },
      },
    },
    async (request) => organizationsAnswer(await reference.organizations(await request.dataScope())),
  );

  app.get(
    '/api/technicians',
    {
      schema: {
        tags,
        summary: "Active technicians of the caller's teams",
        description: 'By full name, each with organization and team. ADMIN and POWER_USER get every active technician, team null for one without a team.',
        response: { 200: techniciansResponse },
      },
    },
    async (request) => ({ technicians: await reference.technicians(await request.dataScope()) }),
  );

  app.get(
    '/api/holidays',
    { schema: { tags, summary: 'Public holidays of every country', description: 'Country code, date and name, by date; not limited to the caller\'s scope.', response: { 200: holidaysResponse } } },
    async () => reference.holidays(),
  );

  app.get(
    '/api/customers',
    { schema: { tags, summary: 'All customers (name, number)', description: 'Every customer by name, not limited to the caller\'s scope; GET /api/customers/{text} searches instead.', response: { 200: customersResponse } } },
    async () => reference.customers(),
  );

  app.get(
    '/api/customers/:text',
    {
      schema: {
        tags,
        summary: 'Customers whose name contains, or whose number starts with, the text (at most 50)',
        description:
          "Case-insensitive, the Turkish I letters (İ, I, ı, i) counting as one: 'ışık', 'işik' and 'İŞİK' all find 'IŞIK'; other accents count (ş is not s). % and _ match themselves. The text has 3 to 100 characters after trimming.",
        params: customerSearchParams,
        response: { 200: customerSearchResponse },
      },
    },
    async (request) => ({ customers: await reference.searchCustomers(request.params.text) }),
  );
};
