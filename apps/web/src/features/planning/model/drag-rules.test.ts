import { describe, expect, it } from 'vitest';
import { moveRefusal } from './drag-rules';

const ISTANBUL = 180;
const at = (local: string) => Date.parse(`2026-03-02T${local}:00+03:00`);
const config = { NON_CHARGEABLE: 'ZNC', CHARGEABLE: 'ZCH', ALLOWED: 'ZAL' };

function technician(forceNormalShiftEnabled = false) {
  const organization = { orgunit: 'TR10', displayName: 'TR10', countryCode: 'TR', workHourStartTime: '08:00', workHourEndTime: '17:00', forceNormalShiftEnabled, timeZone: 'Europe/Istanbul' };
  return { organization, team: null };
}
function item(simType: string | null, forceNormalShift = false) {
  return { forceNormalShift, workOrderItem: { workOrder: { simType } } } as unknown as Parameters<typeof moveRefusal>[0];
}

describe('moveRefusal', () => {
  it('refuses Non Chargeable and Allowed work moved outside working hours', () => {
    const late = { start: at('16:00'), end: at('18:00') };
    expect(moveRefusal(item('ZNC'), technician(), late, config, ISTANBUL)).toBe('outsideWorkingHours');
    expect(moveRefusal(item('ZAL'), technician(), late, config, ISTANBUL)).toBe('outsideWorkingHours');
    expect(moveRefusal(item('ZNC'), technician(), { start: at('09:00'), end: at('17:00') }, config, ISTANBUL)).toBeNull();
  });

  it('lets Chargeable work, training and leave go anywhere', () => {
    const night = { start: at('20:00'), end: at('22:00') };
    expect(moveRefusal(item('ZCH'), technician(), night, config, ISTANBUL)).toBeNull();
    expect(moveRefusal({ forceNormalShift: false, workOrderItem: null }, technician(), night, config, ISTANBUL)).toBeNull();
  });

  it('accepts force normal shift only where the organization allows it', () => {
    const late = { start: at('16:00'), end: at('18:00') };
    expect(moveRefusal(item('ZNC', true), technician(true), late, config, ISTANBUL)).toBeNull();
    expect(moveRefusal(item('ZNC', true), technician(false), late, config, ISTANBUL)).toBe('forceNormalShiftNotValid');
  });
});
