import { describe, expect, it } from 'vitest';
import { calendarCell, calendarCellText } from './applied-hours';

const hours = (...windows: [string, string][]) => windows.map(([startTime, endTime]) => ({ startTime, endTime }));

describe('calendarCell', () => {
  it('names the calendar when the team has one', () => {
    expect(calendarCell({ calendarName: 'Türkiye — Standart', appliedHours: { source: 'calendar', hours: [] } })).toEqual({ kind: 'calendar', name: 'Türkiye — Standart' });
  });

  it("gives a team without a calendar its own hours, or the organization's or the standard ones as inherited", () => {
    expect(calendarCell({ calendarName: null, appliedHours: { source: 'team', hours: hours(['07:30', '12:00'], ['13:00', '17:00']) } })).toEqual({
      kind: 'own',
      hours: '07:30–12:00, 13:00–17:00',
    });
    expect(calendarCell({ calendarName: null, appliedHours: { source: 'organization', hours: hours(['08:00', '17:30']) } })).toEqual({
      kind: 'inherited',
      from: 'organization',
      hours: '08:00–17:30',
    });
    expect(calendarCell({ calendarName: null, appliedHours: { source: 'default', hours: hours(['08:00', '17:00']) } })).toEqual({
      kind: 'inherited',
      from: 'default',
      hours: '08:00–17:00',
    });
  });

  it('says nothing it does not know: an answer without appliedHours', () => {
    expect(calendarCell({ calendarName: null })).toEqual({ kind: 'unknown' });
    expect(calendarCellText({ kind: 'unknown' })).toBeNull();
  });
});
