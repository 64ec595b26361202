import type { ManagedTeam } from '@fsp/domain';

/** What the Calendar column says of a team (docs/team-management.md, "Calendar column"). */
export type CalendarCell =
  | { kind: 'calendar'; name: string }
  /** No calendar: the team's own working-hour list. */
  | { kind: 'own'; hours: string }
  /** No calendar and no hours of its own: its organization's hours, or 08:00–17:00 when the organization has none. */
  | { kind: 'inherited'; from: 'organization' | 'default'; hours: string }
  /** No calendar, and the answer does not say which hours apply (appliedHours is optional). */
  | { kind: 'unknown' };

/** 'HH:mm' windows as '07:30–12:00, 13:00–17:00'. */
export const hoursText = (hours: readonly { startTime: string; endTime: string }[]) => hours.map((h) => `${h.startTime}–${h.endTime}`).join(', ');

export function calendarCell(team: Pick<ManagedTeam, 'calendarName' | 'appliedHours'>): CalendarCell {
  if (team.calendarName !== null) return { kind: 'calendar', name: team.calendarName };
  const applied = team.appliedHours;
  if (!applied || applied.source === 'calendar') return { kind: 'unknown' };
  const hours = hoursText(applied.hours);
  return applied.source === 'team' ? { kind: 'own', hours } : { kind: 'inherited', from: applied.source, hours };
}

/** The cell's words, for the team search (a team is found by "08:00" or by the calendar's name). */
export function calendarCellText(cell: CalendarCell): string | null {
  return cell.kind === 'calendar' ? cell.name : cell.kind === 'unknown' ? null : cell.hours;
}
