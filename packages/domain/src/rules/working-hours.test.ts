import { describe, expect, it } from 'vitest';
import {
  explainWorkingHours,
  formatMinuteOfDay,
  isWithinWorkingHours,
  localMinuteOfDay,
  parseTimeOfDay,
  resolveWorkingHours,
  toWorkingWindow,
} from './working-hours';

const ISTANBUL = 180;
/** Epoch ms of an Istanbul local time. */
const istanbul = (local: string) => Date.parse(`${local}+03:00`);

describe('parseTimeOfDay', () => {
  it('reads HH:mm and HH:mm:ss', () => {
    expect(parseTimeOfDay('08:00')).toBe(480);
    expect(parseTimeOfDay('17:30:00')).toBe(1050);
    expect(parseTimeOfDay('17:30:59')).toBe(1050);
  });

  it('accepts a one-digit hour, fractions of a second and spaces', () => {
    expect(parseTimeOfDay('8:05')).toBe(485);
    expect(parseTimeOfDay('08:05:00.000')).toBe(485);
    expect(parseTimeOfDay(' 09:00 ')).toBe(540);
  });

  it('reads midnight and the end-of-day 24:00', () => {
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('23:59')).toBe(1439);
    expect(parseTimeOfDay('24:00')).toBe(1440);
    expect(parseTimeOfDay('24:00:00')).toBe(1440);
  });

  it('rejects anything else', () => {
    for (const text of ['', '8', '24:01', '25:00', '12:60', '12:00:60', '1200', 'ab:cd', '-1:00', '08:00 AM']) {
      expect(parseTimeOfDay(text)).toBeNull();
    }
    expect(parseTimeOfDay(null)).toBeNull();
    expect(parseTimeOfDay(undefined)).toBeNull();
  });
});

describe('formatMinuteOfDay', () => {
  it('formats with leading zeros', () => {
    expect(formatMinuteOfDay(0)).toBe('00:00');
    expect(formatMinuteOfDay(485)).toBe('08:05');
    expect(formatMinuteOfDay(1439)).toBe('23:59');
  });

  it('wraps minutes of the next day', () => {
    expect(formatMinuteOfDay(1440)).toBe('00:00');
    expect(formatMinuteOfDay(1800)).toBe('06:00');
  });
});

describe('toWorkingWindow', () => {
  it('builds a day window', () => {
    expect(toWorkingWindow('08:00', '17:00')).toEqual({ startMinute: 480, endMinute: 1020 });
  });

  it('rolls an earlier end to the next day', () => {
    expect(toWorkingWindow('22:00', '06:00')).toEqual({ startMinute: 1320, endMinute: 1800 });
    expect(toWorkingWindow('16:00', '00:00')).toEqual({ startMinute: 960, endMinute: 1440 });
  });

  it('rejects equal times, a 24:00 start and unreadable text', () => {
    expect(toWorkingWindow('08:00', '08:00')).toBeNull();
    expect(toWorkingWindow('24:00', '08:00')).toBeNull();
    expect(toWorkingWindow('8', '17:00')).toBeNull();
    expect(toWorkingWindow('08:00', null)).toBeNull();
  });
});

describe('resolveWorkingHours', () => {
  const organization = { workHourStartTime: '07:30:00', workHourEndTime: '16:30:00' };

  it('prefers the team list, sorted by start', () => {
    const technician = {
      organization,
      team: { workingHours: [{ startTime: '13:00', endTime: '17:00' }, { startTime: '08:00:00', endTime: '12:00:00' }] },
    };
    expect(resolveWorkingHours(technician)).toEqual([
      { startMinute: 480, endMinute: 720 },
      { startMinute: 780, endMinute: 1020 },
    ]);
  });

  it('skips unreadable team entries', () => {
    const technician = {
      organization,
      team: { workingHours: [{ startTime: 'x', endTime: '17:00' }, { startTime: '09:00', endTime: '18:00' }] },
    };
    expect(resolveWorkingHours(technician)).toEqual([{ startMinute: 540, endMinute: 1080 }]);
  });

  it('falls back to the organization when the team list is empty, missing or unreadable', () => {
    const expected = [{ startMinute: 450, endMinute: 990 }];
    expect(resolveWorkingHours({ organization, team: { workingHours: [] } })).toEqual(expected);
    expect(resolveWorkingHours({ organization, team: { workingHours: null } })).toEqual(expected);
    expect(resolveWorkingHours({ organization, team: null })).toEqual(expected);
    expect(resolveWorkingHours({ organization, team: { workingHours: [{ startTime: null, endTime: null }] } })).toEqual(
      expected,
    );
  });

  it('fills a single missing organization time with its default', () => {
    expect(resolveWorkingHours({ organization: { workHourStartTime: '07:00', workHourEndTime: null } })).toEqual([
      { startMinute: 420, endMinute: 1020 },
    ]);
    expect(resolveWorkingHours({ organization: { workHourStartTime: '', workHourEndTime: '18:00' } })).toEqual([
      { startMinute: 480, endMinute: 1080 },
    ]);
  });

  it('falls back to 08:00-17:00 without usable hours', () => {
    const fallback = [{ startMinute: 480, endMinute: 1020 }];
    expect(resolveWorkingHours({})).toEqual(fallback);
    expect(resolveWorkingHours({ organization: null, team: null })).toEqual(fallback);
    expect(resolveWorkingHours({ organization: { workHourStartTime: null, workHourEndTime: null } })).toEqual(fallback);
    expect(resolveWorkingHours({ organization: { workHourStartTime: 'bad', workHourEndTime: 'bad' } })).toEqual(fallback);
    expect(resolveWorkingHours({ organization: { workHourStartTime: '09:00', workHourEndTime: '09:00' } })).toEqual(
      fallback,
    );
  });
});

describe('explainWorkingHours', () => {
  const organization = { workHourStartTime: '07:30', workHourEndTime: '16:30' };

  it('names where the hours come from, in the order they are tried', () => {
    expect(explainWorkingHours({ organization, team: { calendarHours: [], workingHours: [{ startTime: '09:00', endTime: '18:00' }] } })).toEqual({ source: 'calendar', windows: [] });
    expect(explainWorkingHours({ organization, team: { calendarHours: null, workingHours: [{ startTime: '09:00', endTime: '18:00' }] } }).source).toBe('team');
    expect(explainWorkingHours({ organization, team: { workingHours: [{ startTime: 'x', endTime: '18:00' }] } })).toEqual({ source: 'organization', windows: [{ startMinute: 450, endMinute: 990 }] });
    expect(explainWorkingHours({ organization: { workHourStartTime: 'bad', workHourEndTime: null }, team: null })).toEqual({ source: 'default', windows: [{ startMinute: 480, endMinute: 1020 }] });
  });
});

describe('localMinuteOfDay', () => {
  it('applies the offset east of UTC', () => {
    expect(localMinuteOfDay(Date.parse('2026-03-10T06:00:00Z'), ISTANBUL)).toBe(540);
    expect(localMinuteOfDay(Date.parse('2026-03-10T06:00:00Z'), 0)).toBe(360);
  });

  it('wraps over midnight both ways', () => {
    expect(localMinuteOfDay(Date.parse('2026-03-10T22:30:00Z'), ISTANBUL)).toBe(90);
    expect(localMinuteOfDay(Date.parse('2026-03-10T01:00:00Z'), -300)).toBe(1200);
  });

  it('drops seconds and works before 1970', () => {
    expect(localMinuteOfDay(Date.parse('2026-03-10T06:00:59Z'), 0)).toBe(360);
    expect(localMinuteOfDay(-60_000, 0)).toBe(1439);
  });
});

describe('isWithinWorkingHours', () => {
  const dayShift = [{ startMinute: 480, endMinute: 1020 }]; // 08:00-17:00
  const within = (from: string, to: string, hours = dayShift) =>
    isWithinWorkingHours(istanbul(from), istanbul(to), hours, ISTANBUL);

  it('accepts a job inside the window, edges included', () => {
    expect(within('2026-03-10T09:00', '2026-03-10T11:00')).toBe(true);
    expect(within('2026-03-10T08:00', '2026-03-10T17:00')).toBe(true);
  });

  it('refuses a job starting early or ending late', () => {
    expect(within('2026-03-10T07:59', '2026-03-10T09:00')).toBe(false);
    expect(within('2026-03-10T16:00', '2026-03-10T17:01')).toBe(false);
  });

  it('refuses a job wholly outside the window', () => {
    expect(within('2026-03-10T17:00', '2026-03-10T18:00')).toBe(false);
    expect(within('2026-03-10T06:00', '2026-03-10T08:00')).toBe(false);
  });

  it('ignores seconds (17:00:30 counts as 17:00)', () => {
    expect(within('2026-03-10T16:00:00', '2026-03-10T17:00:30')).toBe(true);
  });

  it('refuses empty and inverted ranges', () => {
    expect(within('2026-03-10T10:00', '2026-03-10T10:00')).toBe(false);
    expect(within('2026-03-10T11:00', '2026-03-10T10:00')).toBe(false);
  });

  it('accepts a multi-day block that starts and ends in working time', () => {
    expect(within('2026-03-09T08:00', '2026-03-13T17:00')).toBe(true);
    expect(within('2026-12-31T16:00', '2027-01-01T09:00')).toBe(true);
  });

  it('refuses a multi-day block ending at night', () => {
    expect(within('2026-03-09T08:00', '2026-03-10T20:00')).toBe(false);
  });

  it('accepts a job spanning a lunch break between two windows', () => {
    const split = [
      { startMinute: 480, endMinute: 720 },
      { startMinute: 780, endMinute: 1020 },
    ];
    expect(within('2026-03-10T11:00', '2026-03-10T14:00', split)).toBe(true);
    expect(within('2026-03-10T12:15', '2026-03-10T14:00', split)).toBe(false);
  });

  it('handles overnight windows on both sides of midnight', () => {
    const night = [{ startMinute: 1320, endMinute: 1800 }]; // 22:00-06:00
    expect(within('2026-03-10T23:00', '2026-03-11T05:00', night)).toBe(true);
    expect(within('2026-03-11T01:00', '2026-03-11T06:00', night)).toBe(true);
    expect(within('2026-03-10T21:00', '2026-03-10T23:00', night)).toBe(false);
    expect(within('2026-03-11T05:00', '2026-03-11T07:00', night)).toBe(false);
  });

  it('accepts a job ending at midnight when the window ends at 24:00', () => {
    const evening = [{ startMinute: 960, endMinute: 1440 }];
    expect(within('2026-03-10T20:00', '2026-03-11T00:00', evening)).toBe(true);
  });

  it('evaluates the local day, not the UTC day', () => {
    // 06:00Z is 09:00 in Istanbul but 06:00 in UTC.
    const start = Date.parse('2026-03-10T06:00:00Z');
    const end = Date.parse('2026-03-10T07:00:00Z');
    expect(isWithinWorkingHours(start, end, dayShift, ISTANBUL)).toBe(true);
    expect(isWithinWorkingHours(start, end, dayShift, 0)).toBe(false);
  });

  it('refuses everything without windows', () => {
    expect(within('2026-03-10T09:00', '2026-03-10T10:00', [])).toBe(false);
  });

  it('works on a leap day', () => {
    expect(within('2028-02-29T08:00', '2028-02-29T12:00')).toBe(true);
  });
});
