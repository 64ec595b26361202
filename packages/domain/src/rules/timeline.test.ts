import { describe, expect, it } from 'vitest';
import { WORKING_STATUSES } from '../codes';
import {
  DEFAULT_STATUS_COLOR,
  HISTORY_READ_ONLY_STATUSES,
  READ_ONLY_STATUSES,
  TIMELINE_PERCENT_PER_HOUR,
  WARNING_COLOR,
  WORKING_STATUS_COLORS,
  blockGeometry,
  colorFor,
  hideEdgeLabels,
  isDeletableStatus,
  isReadOnlyStatus,
  isWorkingStatus,
  minuteToPercent,
  placementOnDay,
} from './timeline';

const dayStart = Date.parse('2026-03-10T00:00:00+03:00');
const at = (time: string, day = '2026-03-10') => Date.parse(`${day}T${time}+03:00`);

describe('minuteToPercent', () => {
  it('starts at the 7.5 % offset', () => {
    expect(minuteToPercent(0)).toBe(7.5);
  });

  it('ends at 92.5 % at 24:00', () => {
    expect(minuteToPercent(1440)).toBe(92.5);
  });

  it('moves about 3.54 % per hour', () => {
    expect(TIMELINE_PERCENT_PER_HOUR).toBeCloseTo(3.54, 2);
    expect(minuteToPercent(60)).toBeCloseTo(7.5 + 3.5417, 3);
    expect(minuteToPercent(720)).toBeCloseTo(50, 10);
    expect(minuteToPercent(480)).toBeCloseTo(35.8333, 3);
  });

  it('clamps minutes outside the day', () => {
    expect(minuteToPercent(-30)).toBe(7.5);
    expect(minuteToPercent(2000)).toBe(92.5);
  });
});

describe('blockGeometry', () => {
  it('places a job within the day', () => {
    const geometry = blockGeometry(at('08:00'), at('17:00'), dayStart);
    expect(geometry?.leftPercent).toBeCloseTo(minuteToPercent(480), 10);
    expect(geometry?.widthPercent).toBeCloseTo(9 * TIMELINE_PERCENT_PER_HOUR, 10);
    expect(geometry?.startsBeforeDay).toBe(false);
    expect(geometry?.endsAfterDay).toBe(false);
  });

  it('clips a job that began yesterday', () => {
    const geometry = blockGeometry(at('20:00', '2026-03-09'), at('02:00'), dayStart);
    expect(geometry?.leftPercent).toBe(7.5);
    expect(geometry?.widthPercent).toBeCloseTo(2 * TIMELINE_PERCENT_PER_HOUR, 10);
    expect(geometry?.startsBeforeDay).toBe(true);
    expect(geometry?.endsAfterDay).toBe(false);
  });

  it('clips a job that runs into tomorrow', () => {
    const geometry = blockGeometry(at('22:00'), at('06:00', '2026-03-11'), dayStart);
    expect((geometry?.leftPercent ?? 0) + (geometry?.widthPercent ?? 0)).toBeCloseTo(92.5, 10);
    expect(geometry?.endsAfterDay).toBe(true);
  });

  it('spans the whole width for a multi-day job', () => {
    const geometry = blockGeometry(at('08:00', '2026-03-09'), at('17:00', '2026-03-11'), dayStart);
    expect(geometry?.leftPercent).toBe(7.5);
    expect(geometry?.widthPercent).toBeCloseTo(85, 10);
  });

  it('fills the day exactly for 00:00 to the next 00:00', () => {
    const geometry = blockGeometry(dayStart, at('00:00', '2026-03-11'), dayStart);
    expect(geometry).toEqual({ leftPercent: 7.5, widthPercent: 85, startsBeforeDay: false, endsAfterDay: false });
  });

  it('returns null for jobs on other days, touching edges included', () => {
    expect(blockGeometry(at('08:00', '2026-03-09'), at('17:00', '2026-03-09'), dayStart)).toBeNull();
    expect(blockGeometry(at('20:00', '2026-03-09'), dayStart, dayStart)).toBeNull();
    expect(blockGeometry(at('00:00', '2026-03-11'), at('02:00', '2026-03-11'), dayStart)).toBeNull();
  });

  it('returns null for an inverted range', () => {
    expect(blockGeometry(at('10:00'), at('09:00'), dayStart)).toBeNull();
  });

  it('ignores seconds', () => {
    const geometry = blockGeometry(at('08:00:59'), at('09:00:59'), dayStart);
    expect(geometry?.leftPercent).toBeCloseTo(minuteToPercent(480), 10);
    expect(geometry?.widthPercent).toBeCloseTo(TIMELINE_PERCENT_PER_HOUR, 10);
  });
});

describe('placementOnDay', () => {
  it('classifies jobs against the shown day', () => {
    expect(placementOnDay(at('08:00', '2026-03-09'), at('17:00', '2026-03-09'), dayStart)).toBe('previousDay');
    expect(placementOnDay(at('20:00', '2026-03-09'), dayStart, dayStart)).toBe('previousDay');
    expect(placementOnDay(at('20:00', '2026-03-09'), at('00:01'), dayStart)).toBe('thisDay');
    expect(placementOnDay(at('23:59'), at('01:00', '2026-03-11'), dayStart)).toBe('thisDay');
    expect(placementOnDay(at('00:00', '2026-03-11'), at('01:00', '2026-03-11'), dayStart)).toBe('nextDay');
  });
});

describe('hideEdgeLabels', () => {
  it('shows both labels for normal hours', () => {
    expect(hideEdgeLabels(minuteToPercent(480), minuteToPercent(1020))).toEqual({
      hideStartOfDayLabel: false,
      hideEndOfDayLabel: false,
    });
  });

  it('hides 00:00 when work starts at or before 12 %', () => {
    expect(hideEdgeLabels(12, 50).hideStartOfDayLabel).toBe(true);
    expect(hideEdgeLabels(12.01, 50).hideStartOfDayLabel).toBe(false);
    expect(hideEdgeLabels(minuteToPercent(60), 50)).toEqual({ hideStartOfDayLabel: true, hideEndOfDayLabel: false });
  });

  it('hides 23:59 when work ends at or after 88 %', () => {
    expect(hideEdgeLabels(50, 88).hideEndOfDayLabel).toBe(true);
    expect(hideEdgeLabels(50, 87.99).hideEndOfDayLabel).toBe(false);
    expect(hideEdgeLabels(50, minuteToPercent(1400))).toEqual({ hideStartOfDayLabel: false, hideEndOfDayLabel: true });
  });

  it('hides both for a round-the-clock shift', () => {
    expect(hideEdgeLabels(7.5, 92.5)).toEqual({ hideStartOfDayLabel: true, hideEndOfDayLabel: true });
  });
});

describe('working statuses', () => {
  it('lists the 17 codes', () => {
    expect(WORKING_STATUSES).toHaveLength(17);
    expect(new Set(WORKING_STATUSES).size).toBe(17);
  });

  it('recognises codes exactly', () => {
    expect(isWorkingStatus('ONSITE')).toBe(true);
    expect(isWorkingStatus('onsite')).toBe(false);
    expect(isWorkingStatus(null)).toBe(false);
    expect(isWorkingStatus(3)).toBe(false);
  });

  it('locks the assignment drawer for finished statuses', () => {
    expect([...READ_ONLY_STATUSES].sort()).toEqual(['ATHOME', 'BACKHOME', 'JOBCLOSED', 'JOBDONE']);
    expect(isReadOnlyStatus('JOBDONE')).toBe(true);
    expect(isReadOnlyStatus('HOLD')).toBe(false);
    expect(isReadOnlyStatus('ONSITE')).toBe(false);
    expect(isReadOnlyStatus(undefined)).toBe(false);
  });

  it('also locks HOLD in the history drawer', () => {
    expect(HISTORY_READ_ONLY_STATUSES).toContain('HOLD');
    expect(isReadOnlyStatus('HOLD', 'history')).toBe(true);
    expect(isReadOnlyStatus('ATHOME', 'history')).toBe(true);
    expect(isReadOnlyStatus('ACCEPT', 'history')).toBe(false);
  });

  it('hides Delete for finished statuses and HOLD', () => {
    for (const status of ['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED', 'HOLD']) {
      expect(isDeletableStatus(status)).toBe(false);
    }
    for (const status of ['INFORMED_UNSAVED', 'INFORMED_SAVED', 'OFFDAY', 'REJECT', null, 'SOMETHING_NEW']) {
      expect(isDeletableStatus(status)).toBe(true);
    }
  });
});

describe('colorFor', () => {
  it('maps the coloured statuses', () => {
    expect(colorFor('INFORMED_SAVED', false)).toBe(WORKING_STATUS_COLORS.INFORMED_SAVED);
    expect(colorFor('OFFDAY', false)).toBe(WORKING_STATUS_COLORS.OFFDAY);
    expect(colorFor('REJECT', false)).toBe(WARNING_COLOR);
  });

  it('gives INFORMED_UNSAVED and ATHOME the same dark grey', () => {
    expect(colorFor('INFORMED_UNSAVED', false)).toBe(colorFor('ATHOME', false));
  });

  it('gives every listed colour a CSS hex value, distinct except for the shared grey', () => {
    const colours = Object.values(WORKING_STATUS_COLORS);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(colours).size).toBe(colours.length - 1);
  });

  it('falls back to black for statuses without a colour and unknown codes', () => {
    for (const status of ['CONTINUES', 'SEND_FORM', 'ADD_CONFIRM', 'UNDO', 'unknown', null, undefined]) {
      expect(colorFor(status, false)).toBe(DEFAULT_STATUS_COLOR);
    }
  });

  it('shows red for any warning or error', () => {
    expect(colorFor('ACCEPT', true)).toBe(WARNING_COLOR);
    expect(colorFor(null, true)).toBe(WARNING_COLOR);
  });
});
