import { describe, expect, it } from 'vitest';
import type { GridTechnician } from '@fsp/domain';
import { axisHours, parsePlanningView, stepFor, viewWindow } from './view';

describe('planning views', () => {
  it('reads a stored view and falls back to the Day view', () => {
    expect(parsePlanningView('workingHours')).toBe('workingHours');
    expect(parsePlanningView('day')).toBe('day');
    expect(parsePlanningView(null)).toBe('day');
    expect(parsePlanningView('month')).toBe('day');
  });

  it('snaps to 10 minutes in the Day view and 5 when zoomed', () => {
    expect(stepFor('day')).toBe(10);
    expect(stepFor('workingHours')).toBe(5);
  });

  it('draws the whole day in the Day view and the fallback hours without technicians', () => {
    const tech: GridTechnician[] = [];
    expect(viewWindow('day', tech, 0)).toEqual({ startMinute: 0, endMinute: 1440 });
    expect(viewWindow('workingHours', tech, 0)).toEqual({ startMinute: 360, endMinute: 1200 });
  });

  it('labels every other hour of the day and every hour of a zoomed window', () => {
    expect(axisHours({ startMinute: 0, endMinute: 1440 })).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
    expect(axisHours({ startMinute: 420, endMinute: 1080 })).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });
});
