import { describe, expect, it } from 'vitest';
import { plateStatus } from './plate-status';

describe('plateStatus', () => {
  const plate = { activationDate: '20260301', deactivationDate: '20261207' };

  it('is active from the registration day through the deactivation day, both included', () => {
    expect(['20260301', '20260715', '20261207'].map((today) => plateStatus(plate, today))).toEqual(['active', 'active', 'active']);
  });

  it('is inactive from the day after the deactivation and not yet active before the registration', () => {
    expect(plateStatus(plate, '20261208')).toBe('inactive');
    expect(plateStatus(plate, '20270101')).toBe('inactive');
    expect(plateStatus(plate, '20260228')).toBe('upcoming');
  });
});
