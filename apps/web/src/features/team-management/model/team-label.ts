/**
 * A team named with its organization, as the calendar list shows it: organizations of one country name their
 * teams alike ("Atölye"), so a dialog about one team says whose it is.
 */
export function teamWithOrganization(team: { name: string; organization: { displayName: string } }): string {
  return `${team.name} · ${team.organization.displayName}`;
}
