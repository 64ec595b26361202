import type { TechnicianTeamChange } from '@fsp/domain';
import type { TreeEdit } from './tree-edits';

/** The technician tree's group of a technician: their team's id, or this for the unassigned. */
export const NO_TEAM_GROUP = 'none';

export const technicianGroup = (team: { id: number } | null): string => (team ? String(team.id) : NO_TEAM_GROUP);

/**
 * The moves a technician tree's save asks for: a checked technician into the team, an unchecked member out of it.
 * Each carries fromTeamId, the team the tree showed them in when the person changed the check, so that the server
 * refuses the save rather than undo a colleague's move made meanwhile.
 */
export function technicianChanges(teamId: number, edits: readonly [string, TreeEdit][]): TechnicianTeamChange[] {
  return edits.map(([bpNo, edit]) => ({
    bpNo,
    teamId: edit.checked ? teamId : null,
    fromTeamId: edit.group === NO_TEAM_GROUP ? null : Number(edit.group),
  }));
}
