/**
 * A team named with its organization, as the calendar list shows it: organizations of one country name their
 * teams alike ("Atölye"), so a dialog about one team says whose it is. With `maxNameLength`, a longer name is cut
 * there with an ellipsis (names run to 255 characters): a dialog title then keeps its own words and the organization.
 */
export function teamWithOrganization(team: { name: string; organization: { displayName: string } }, maxNameLength?: number): string {
  const characters = [...team.name];
  const name = maxNameLength !== undefined && characters.length > maxNameLength ? `${characters.slice(0, maxNameLength).join('')}…` : team.name;
  return `${name} · ${team.organization.displayName}`;
}
