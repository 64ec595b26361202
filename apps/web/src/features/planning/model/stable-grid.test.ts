import { describe, expect, it } from 'vitest';
import { applyPendingChanges, pendingChangesReducer, type PendingChanges, type PlanningTechnician, type Scheduler } from '@fsp/domain';
import { schedulerFixture } from '@fsp/domain/testing/scheduler-fixture';
import { createGridApplier } from './stable-grid';

const H = 3_600_000;
const day = Date.UTC(2026, 10, 22);
const org = { orgunit: 'TR10', displayName: 'İstanbul', countryCode: 'TR', workHourStartTime: '08:00', workHourEndTime: '17:00', forceNormalShiftEnabled: false, timeZone: 'Europe/Istanbul' };

function item(id: number, technicianId: string, startHour: number, endHour: number): Scheduler {
  return schedulerFixture({ id, technicianId, technician: { bpNo: technicianId, fullName: `T ${technicianId}` }, startDate: day + startHour * H, endDate: day + endHour * H });
}

function technician(id: string, schedulers: Scheduler[]): PlanningTechnician {
  return { id, bpNo: id, fullName: `T ${id}`, organization: org, team: null, schedulers, warning: false, shouldBeDeletedTechnician: false };
}

const technicians = [technician('a', [item(1, 'a', 8, 10), item(2, 'a', 11, 12)]), technician('b', [item(3, 'b', 9, 10)]), technician('c', [])];

describe('createGridApplier', () => {
  it('gives what applyPendingChanges gives', () => {
    let changes: PendingChanges = [];
    changes = pendingChangesReducer(changes, { type: 'update', item: technicians[0].schedulers[0], patch: { startDate: day + 9 * H, endDate: day + 11.5 * H } });
    changes = pendingChangesReducer(changes, { type: 'update', item: technicians[1].schedulers[0], patch: { technicianId: 'c' } });
    changes = pendingChangesReducer(changes, { type: 'delete', item: technicians[0].schedulers[1] });
    const apply = createGridApplier();
    expect(apply(technicians, changes)).toEqual(applyPendingChanges(technicians, changes));
  });

  it('keeps rows that no change touched, and re-creates only the touched ones', () => {
    const apply = createGridApplier();
    const first = apply(technicians, []);
    const changes = pendingChangesReducer([], { type: 'update', item: technicians[1].schedulers[0], patch: { startDate: day + 13 * H, endDate: day + 14 * H } });
    const second = apply(technicians, changes);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[2]).toBe(first[2]);
    // A further change elsewhere leaves b's row alone.
    const more = pendingChangesReducer(changes, { type: 'update', item: technicians[0].schedulers[0], patch: { startDate: day + 7 * H, endDate: day + 8 * H } });
    const third = apply(technicians, more);
    expect(third[1]).toBe(second[1]);
    expect(third[0]).not.toBe(second[0]);
  });

  it('a move to another technician re-creates both rows', () => {
    const apply = createGridApplier();
    const first = apply(technicians, []);
    const changes = pendingChangesReducer([], { type: 'update', item: technicians[1].schedulers[0], patch: { technicianId: 'c' } });
    const second = apply(technicians, changes);
    expect(second[0]).toBe(first[0]);
    expect(second[1].schedulers).toHaveLength(0);
    expect(second[2].schedulers.map((s) => s.id)).toEqual([3]);
  });

  it('a new server object for a technician re-creates its row', () => {
    const apply = createGridApplier();
    const first = apply(technicians, []);
    const reloaded = [technicians[0], technician('b', [item(3, 'b', 9, 10)]), technicians[2]];
    const second = apply(reloaded, []);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
  });
});
