import { describe, expect, it } from 'vitest';
import { calendarIdParam, teamsOfCalendar } from './calendar-filter';

const team = (id: number, countryCode: string) => ({ id, organization: { orgunit: `${countryCode}10`, displayName: countryCode, countryCode } });

describe('calendarIdParam', () => {
  it('reads a positive whole number and nothing else', () => {
    expect(calendarIdParam('12')).toBe(12);
    for (const value of [null, '', '0', '-3', '1.5', 'abc', '1e400']) expect(calendarIdParam(value), String(value)).toBeNull();
  });
});

describe('teamsOfCalendar', () => {
  it("keeps the teams of the calendar's country and the teams using it, in the list's order", () => {
    const teams = [team(1, 'TR'), team(2, 'RU'), team(3, 'TR'), team(4, 'AZ')];
    // Team 2 uses it although its organization's country is another (the organization moved since).
    const calendar = { country: 'TR', relatedTeams: [{ id: 2, name: 'B', organization: { orgunit: 'RU10', displayName: 'RU' } }] };
    expect(teamsOfCalendar(teams, calendar).map((t) => t.id)).toEqual([1, 2, 3]);
    expect(teamsOfCalendar(teams, { country: 'KG', relatedTeams: [] })).toEqual([]);
  });
});
