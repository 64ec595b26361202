import type { TechnicianTeamChange } from '@fsp/domain';

/** A technician as the tree showed them: team null = unassigned. */
export interface ShownTechnician {
  bpNo: string;
  team: { id: number } | null;
}

/**
 * The moves a technician tree's save asks for: a checked technician into the team, an unchecked member out of it.
 * Each carries fromTeamId, the team the tree showed them in, so that the server refuses the save rather than undo
 * a colleague's move made meanwhile.
 */
export function technicianChanges(teamId: number, shown: readonly ShownTechnician[], checked: ReadonlySet<string>): TechnicianTeamChange[] {
  return shown.flatMap(({ bpNo, team }) => {
    const member = team?.id === teamId;
    if (checked.has(bpNo) === member) return [];
    return [{ bpNo, teamId: member ? null : teamId, fromTeamId: team?.id ?? null }];
  });
}
