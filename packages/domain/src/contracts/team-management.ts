import { z } from 'zod';
import { MAX_INT, requiredOr } from './common';
import { workingHour } from './reference';
import { WORKING_HOURS_SOURCES } from '../rules/working-hours';

/** Spec part 2 §5 "Team form", §9: a team name is required and at most 255 characters. */
export const TEAM_NAME_MAX_LENGTH = 255;
export const TEAM_MESSAGES = {
  required: 'Bu alan boş bırakılamaz',
  tooLong: 'Bu alan maksimum 255 karakter olabilir.',
} as const;

const id = (label: string) => z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(1, `unknown ${label}`).max(MAX_INT, `unknown ${label}`);
const teamName = z
  .string({ error: requiredOr(TEAM_MESSAGES.required) })
  .trim()
  .min(1, TEAM_MESSAGES.required)
  .max(TEAM_NAME_MAX_LENGTH, TEAM_MESSAGES.tooLong);
const orgUnit = z.string({ error: requiredOr('orgUnit is required') }).trim().min(1, 'orgUnit is required').max(50, 'unknown organization');

/** POST /api/create-team. */
export const createTeamRequest = z.object({ name: teamName, orgUnit, sectionId: id('section') });
/** POST /api/update-team: the organization cannot change (it must be the team's own). */
export const updateTeamRequest = createTeamRequest.extend({ teamId: id('team') });
/** POST /api/delete-team. */
export const deleteTeamRequest = z.object({ teamId: id('team') });
export type CreateTeamRequest = z.infer<typeof createTeamRequest>;
export type UpdateTeamRequest = z.infer<typeof updateTeamRequest>;

/** The answer of every team-management change (spec §8): statusCode 0 = success, otherwise message says why. */
export const teamChangeResponse = z.object({ statusCode: z.number().int(), message: z.string(), teamId: z.number().int().optional() });
export type TeamChangeResponse = z.infer<typeof teamChangeResponse>;

/** One move of POST /api/change-technician-team: teamId null leaves the technician unassigned. */
export const technicianTeamChange = z.object({
  bpNo: z.string().trim().min(1, 'bpNo is required').max(50, 'unknown technician'),
  teamId: id('team').nullable(),
  fromTeamId: id('team')
    .nullable()
    .optional()
    .describe(
      "Addition to the spec: the team the caller saw the technician in (null = unassigned). When the technician is now elsewhere the save is refused (statusCode 1) and nothing changes; left out, the move is made whatever the technician's team.",
    ),
});
export type TechnicianTeamChange = z.infer<typeof technicianTeamChange>;
export const changeTechnicianTeamRequest = z.object({
  changes: z.array(technicianTeamChange).min(1, 'changes must not be empty').max(1000),
});
/** POST /api/change-dispatcher-team. */
const dispatcherTeamPair = z.object({ teamId: id('team'), dispatcherId: id('dispatcher') });
export const changeDispatcherTeamRequest = z
  .object({ added: z.array(dispatcherTeamPair).max(1000).default([]), removed: z.array(dispatcherTeamPair).max(1000).default([]) })
  .refine((v) => v.added.length + v.removed.length > 0, 'added or removed must name at least one dispatcher and team');
export type ChangeTechnicianTeamRequest = z.infer<typeof changeTechnicianTeamRequest>;
export type ChangeDispatcherTeamRequest = z.infer<typeof changeDispatcherTeamRequest>;

export const section = z.object({ id: z.number().int(), name: z.string() });
/** GET /api/sections: `{sections}`, the spec's one-word response names a field (docs/api-conventions.md "Response names"). */
export const sectionsResponse = z.object({ sections: z.array(section) });

const organizationOfTechnician = z.object({
  orgunit: z.string(),
  displayName: z.string(),
  countryCode: z.string(),
  workHourStartTime: z.string().describe('HH:mm; 08:00 when the organization has none'),
  workHourEndTime: z.string().describe('HH:mm; 17:00 when the organization has none'),
});
/** GET /api/technicians-include-noteam: a technician with team null is unassigned. */
export const technicianWithTeam = z.object({
  bpNo: z.string(),
  fullName: z.string(),
  organization: organizationOfTechnician,
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  schedulers: z
    .array(z.object({ id: z.number().int(), workOrderItem: z.object({ workOrder: z.object({ orderNumber: z.string() }) }).nullable() }))
    .describe('Live assignments not yet ended (moving the technician keeps them)'),
});
/** `{technicians}`, the spec's one-word response names a field. */
export const techniciansIncludeNoTeamResponse = z.object({ technicians: z.array(technicianWithTeam) });
export type TechnicianWithTeam = z.infer<typeof technicianWithTeam>;

/** GET /api/dispatchers: teams are the ids of the dispatcher's teams the caller may manage. */
export const dispatcherWithTeams = z.object({ id: z.number().int(), name: z.string(), surname: z.string(), teams: z.array(z.number().int()) });
export const dispatchersResponse = z.array(dispatcherWithTeams);
export type DispatcherWithTeams = z.infer<typeof dispatcherWithTeams>;

export const activeOrganizationParams = z.object({ id: z.string().trim().min(1).max(50) });

/** GET /api/authorizedTeams: the teams the caller may manage. */
export const managedTeam = z.object({
  id: z.number().int(),
  name: z.string(),
  organization: z.object({ orgunit: z.string(), displayName: z.string(), countryCode: z.string() }),
  sectionId: z.number().int().nullable(),
  sectionName: z.string().nullable(),
  calendarName: z.string().nullable(),
  appliedHours: z
    .object({
      source: z.enum(WORKING_HOURS_SOURCES),
      hours: z.array(workingHour).describe("'HH:mm' windows; empty for a calendar, whose hours change day by day"),
    })
    .optional()
    .describe(
      "Addition to the spec's Team: the hours the team works to. source calendar: its calendar's (calendarName); team: its own working-hour list; organization: its organization's start and end; default: 08:00-17:00 (neither has any).",
    ),
});
/** GET /api/authorizedTeams: `{teams}`, the spec's one-word response names a field. */
export const managedTeamsResponse = z.object({ teams: z.array(managedTeam) });
export type ManagedTeam = z.infer<typeof managedTeam>;
