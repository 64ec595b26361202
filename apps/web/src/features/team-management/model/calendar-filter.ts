import type { Calendar, ManagedTeam } from '@fsp/domain';

/** The calendar id of team management's search parameter, or null when it names none. */
export function calendarIdParam(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The teams a calendar concerns: those working to it and those that may take it (a team takes only a calendar of
 * its organization's country), in the list's order.
 */
export function teamsOfCalendar<T extends Pick<ManagedTeam, 'id' | 'organization'>>(teams: readonly T[], calendar: Pick<Calendar, 'country' | 'relatedTeams'>): T[] {
  const using = new Set(calendar.relatedTeams.map((team) => team.id));
  return teams.filter((team) => using.has(team.id) || team.organization.countryCode === calendar.country);
}
