import { describe, expect, it } from 'vitest';
import { moveNeedsReason, moveOverlap, moveRefusal, overlapTimeText } from './drag-rules';

const ISTANBUL = 180;
const at = (local: string) => Date.parse(`2026-03-02T${local}:00+03:00`);
const config = { NON_CHARGEABLE: 'ZNC', CHARGEABLE: 'ZCH', ALLOWED: 'ZAL', WORK_AREA_ENABLED_ORGANIZATIONS: 'RU10' };

function technician(forceNormalShiftEnabled = false, orgunit = 'TR10') {
  const organization = { orgunit, displayName: orgunit, countryCode: 'TR', workHourStartTime: '08:00', workHourEndTime: '17:00', forceNormalShiftEnabled, timeZone: 'Europe/Istanbul' };
  return { organization, team: null };
}
type MovedItem = Parameters<typeof moveRefusal>[0];
function item(simType: string | null, forceNormalShift = false): MovedItem {
  return { forceNormalShift, schedulerJobType: null, workAreaId: null, trainingVacation: null, workOrderItem: { jobCode: '020', workOrder: { simType, simChannel: null } } } as unknown as MovedItem;
}
function leave(allowedTo: string | null): MovedItem {
  return { forceNormalShift: false, schedulerJobType: null, workAreaId: null, workOrderItem: null, trainingVacation: { allowedFrom: null, allowedTo } } as unknown as MovedItem;
}

describe('moveRefusal', () => {
  it('refuses Non Chargeable and Allowed work moved outside working hours', () => {
    const late = { start: at('16:00'), end: at('18:00') };
    expect(moveRefusal(item('ZNC'), technician(), late, config, ISTANBUL)).toBe('outsideWorkingHours');
    expect(moveRefusal(item('ZAL'), technician(), late, config, ISTANBUL)).toBe('outsideWorkingHours');
    expect(moveRefusal(item('ZNC'), technician(), { start: at('09:00'), end: at('17:00') }, config, ISTANBUL)).toBeNull();
  });

  it('lets Chargeable work, training and leave go anywhere in their allowance', () => {
    const night = { start: at('20:00'), end: at('22:00') };
    expect(moveRefusal(item('ZCH'), technician(), night, config, ISTANBUL)).toBeNull();
    expect(moveRefusal(leave(null), technician(), night, config, ISTANBUL)).toBeNull();
    expect(moveRefusal(leave('2026-03-01'), technician(), night, config, ISTANBUL)).toBe('notAssignment');
  });

  it('accepts force normal shift only where the organization allows it', () => {
    const late = { start: at('16:00'), end: at('18:00') };
    expect(moveRefusal(item('ZNC', true), technician(true), late, config, ISTANBUL)).toBeNull();
    expect(moveRefusal(item('ZNC', true), technician(false), late, config, ISTANBUL)).toBe('forceNormalShiftNotValid');
  });

  it("applies the new row's organization rules when the block moves to another technician", () => {
    expect(moveRefusal(item('ZCH'), technician(false, 'RU10'), { start: at('09:00'), end: at('10:00') }, config, ISTANBUL)).toBe('workAreaRequired');
  });
});

describe('moveNeedsReason', () => {
  const order = (simChannel: string | null) => ({ workOrder: { simChannel } }) as unknown as Parameters<typeof moveNeedsReason>[0]['workOrderItem'];
  it('asks for stored items of ZBP and ZBO orders only', () => {
    expect(moveNeedsReason({ id: 7, workOrderItem: order('ZBP') })).toBe(true);
    expect(moveNeedsReason({ id: 7, dirty: 'updated', workOrderItem: order('ZBO') })).toBe(true);
    expect(moveNeedsReason({ id: 7, workOrderItem: order('ZCS') })).toBe(false);
    expect(moveNeedsReason({ id: 7, workOrderItem: null })).toBe(false);
  });
  it('does not ask for a new item that is not saved yet', () => {
    expect(moveNeedsReason({ id: null, dirty: 'added', workOrderItem: order('ZBP') })).toBe(false);
  });
});

describe('moveOverlap', () => {
  const items = [
    { key: 's-1', startDate: at('08:00'), endDate: at('10:00') },
    { key: 's-2', startDate: at('12:00'), endDate: at('13:00') },
  ];
  it('names the other item a moved block would overlap', () => {
    expect(moveOverlap({ key: 's-1' }, items, { start: at('11:30'), end: at('12:10') })).toBe(items[1]);
    expect(moveOverlap({ key: 'new-1' }, items, { start: at('09:00'), end: at('09:30') })).toBe(items[0]);
  });
  it('is null next to the others (half-open) and for the block over its own old place', () => {
    expect(moveOverlap({ key: 's-1' }, items, { start: at('10:00'), end: at('12:00') })).toBeNull();
    expect(moveOverlap({ key: 's-1' }, items, { start: at('08:30'), end: at('10:30') })).toBeNull();
  });
});

describe('overlapTimeText', () => {
  // Local times: the test runs in the browser's (the process's) zone, as dayjs formats.
  const local = (day: string, time: string) => new Date(`${day}T${time}:00`).getTime();
  it("gives the other item's times, with its date when it starts on another day than the drop", () => {
    const other = { startDate: local('2026-03-02', '12:00'), endDate: local('2026-03-02', '13:30') };
    expect(overlapTimeText(other, local('2026-03-02', '11:40'))).toBe('12:00–13:30');
    expect(overlapTimeText({ startDate: local('2026-03-01', '22:00'), endDate: local('2026-03-02', '02:00') }, local('2026-03-02', '01:00'))).toBe('2026-03-01 22:00–02:00');
  });
});
