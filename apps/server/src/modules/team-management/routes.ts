import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SCREEN_ROLES,
  activeOrganizationParams,
  activeOrganizationsResponse,
  changeDispatcherTeamRequest,
  changeTechnicianTeamRequest,
  createTeamRequest,
  deleteTeamRequest,
  dispatchersResponse,
  errorResponse,
  managedTeamsResponse,
  organizationRef,
  sectionsResponse,
  teamChangeResponse,
  techniciansIncludeNoTeamResponse,
  updateTeamRequest,
} from '@fsp/domain';
import { requestContext } from '../../plugins/auth';
import { namedAnswer } from '../../plugins/reference-cache';
import type { TeamManagementService } from './service';

const SCOPE =
  'A dispatcher manages the teams of their own organizations; ADMIN and POWER_USER all. An id outside that is answered exactly like an unknown one (400). OBSERVER reads only.';
const NAMED_CHANGE =
  "statusCode 0 = saved; 1 = refused because the name is already used in the organization (compared with Turkish case rules), the message in the caller's language. Malformed input, unknown ids and other refusals: 400 naming the field. " +
  SCOPE;
const CHANGE = "statusCode 0 = saved. Malformed input, unknown ids and refused changes: 400 naming the field, in the caller's language; nothing changes. " + SCOPE;

const MOVED =
  "fromTeamId (optional, an addition to the spec) is the team the caller saw the technician in (null = unassigned): when the technician is now in another team and not already where teamId asks, the answer is statusCode 1 with the message naming the technician and their current team, in the caller's language, and nothing of the request is written. Without fromTeamId the move is made whatever the current team (older clients).";

// The spec's one-word response names are fields of the answer (docs/api-conventions.md "Response names").
const teamsAnswer = namedAnswer('teams');

/** Team management (spec part 2 §2 "Team management", §7 "Teams, technicians, dispatchers, calendars"). */
export const teamManagementRoutes: FastifyPluginAsyncZod<{ service: TeamManagementService }> = async (app, { service }) => {
  const tags = ['team-management'];
  const read = { roles: ADMIN_SCREEN_ROLES };
  // Team changes change the cached reference lists: answers wait until this instance has heard it (decision 0021).
  const change = { roles: ADMIN_SCREEN_ROLES, changesSessions: true };
  const changed = { 200: teamChangeResponse, 400: errorResponse };

  app.get(
    '/api/authorizedTeams',
    {
      config: read,
      schema: {
        tags,
        summary: 'Teams the caller may manage ({teams}), with organization, section, calendar and the hours each works to',
        description: `{teams: [...]}: the spec's response name is the field. ${SCOPE} appliedHours (an addition to the spec's Team) names the hours a team works to: its calendar's, else its own working-hour list, else its organization's start and end, else 08:00-17:00 (source calendar, team, organization, default).`,
        response: { 200: managedTeamsResponse },
      },
    },
    async (request) => teamsAnswer(await service.teams(await requestContext(request))),
  );
  app.get(
    '/api/activeOrganizations',
    { config: read, schema: { tags, summary: "Active organizations of the caller's scope", description: `The organizations a team may be created in. ${SCOPE}`, response: { 200: activeOrganizationsResponse } } },
    async (request) => service.organizations(await requestContext(request)),
  );
  app.get(
    '/api/activeOrganizations/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One active organization of the caller’s scope by orgunit (404 otherwise)',
        description: 'The path parameter is the orgunit. An organization outside the scope answers 404 like an unknown one.',
        params: activeOrganizationParams,
        response: { 200: organizationRef, 404: errorResponse },
      },
    },
    async (request) => service.organization(await requestContext(request), request.params.id),
  );
  app.get(
    '/api/sections',
    {
      config: read,
      schema: {
        tags,
        summary: 'Sections a team may belong to ({sections})',
        description: "{sections: [...]}: the spec's response name is the field. Every section, by stored name (the screens name it in the reader's language from the section localisation map).",
        response: { 200: sectionsResponse },
      },
    },
    async () => ({ sections: await service.sections() }),
  );

  app.post('/api/create-team', { config: change, schema: { tags, summary: 'Creates a team in an organization', description: NAMED_CHANGE, body: createTeamRequest, response: changed } }, async (request) =>
    service.createTeam(await requestContext(request), request.body),
  );
  app.post(
    '/api/update-team',
    { config: change, schema: { tags, summary: 'Renames a team or changes its section (the organization cannot change)', description: NAMED_CHANGE, body: updateTeamRequest, response: changed } },
    async (request) => service.updateTeam(await requestContext(request), request.body),
  );
  app.post(
    '/api/delete-team',
    { config: change, schema: { tags, summary: 'Deletes a team: its technicians become unassigned and keep their assignments', description: CHANGE, body: deleteTeamRequest, response: changed } },
    async (request) => service.deleteTeam(await requestContext(request), request.body.teamId),
  );

  app.get(
    '/api/technicians-include-noteam',
    {
      config: read,
      schema: {
        tags,
        summary: "Active technicians of the caller's organizations, unassigned ones included (team null) ({technicians})",
        description:
          "{technicians: [...]}: the spec's response name is the field. By full name. schedulers are the technician's live assignments that have not ended; the organization's hours default to 08:00-17:00. ADMIN and POWER_USER see every organization.",
        response: { 200: techniciansIncludeNoTeamResponse },
      },
    },
    async (request) => ({ technicians: await service.technicians(await requestContext(request)) }),
  );
  app.post(
    '/api/change-technician-team',
    { config: change, schema: { tags, summary: 'Moves technicians to a team of their organization, or out of any team (teamId null)', description: `A technician named more than once is refused. ${MOVED} ${CHANGE}`, body: changeTechnicianTeamRequest, response: changed } },
    async (request) => service.changeTechnicianTeam(await requestContext(request), request.body),
  );
  app.get(
    '/api/dispatchers',
    { config: read, schema: { tags, summary: 'Dispatchers the caller may assign, with the ids of their manageable teams', description: SCOPE, response: { 200: dispatchersResponse } } },
    async (request) => service.dispatchers(await requestContext(request)),
  );
  app.post(
    '/api/change-dispatcher-team',
    { config: change, schema: { tags, summary: 'Adds and removes dispatchers of teams', description: `A dispatcher and team pair named more than once (in added and removed, or twice in one) is refused. ${CHANGE}`, body: changeDispatcherTeamRequest, response: changed } },
    async (request) => service.changeDispatcherTeam(await requestContext(request), request.body),
  );
};
