import { schedulerFixture } from './scheduler-fixture';
import type { PlanningTechnician, Scheduler } from '../contracts/planning';
import { pendingChangesReducer, type NewPendingItem, type PendingAction, type PendingChanges } from '../rules/pending-changes';

/** Shared items, technicians and helpers of the pending-changes tests. */
export const DAY = Date.parse('2026-03-10T00:00:00Z');
export const at = (hour: number, minute = 0, second = 0) => DAY + ((hour * 60 + minute) * 60 + second) * 1000;

export const workOrderItem = (id = 501): NonNullable<Scheduler['workOrderItem']> => ({
  id,
  segmentCode: '01',
  componentCode: 'C1',
  componentCodeTxt: 'Engine',
  standardHour: 2,
  jobCode: '010',
  jobCodeTxt: 'Repair',
  plannedRate: null,
  elementNumber: null,
  description: 'Oil leak',
  processQtyNo: null,
  processQtyUnit: null,
  workOrder: {
    id: 900,
    orderNumber: '400000123',
    customer: 'ACME',
    customerNumber: 'C-1',
    description: 'Oil leak',
    serialNumber: 'SN1',
    modelNumber: 'M1',
    latitude: null,
    longitude: null,
    code: null,
    codeTxt: null,
    simStage: '0020',
    simStageTxt: null,
    simType: null,
    simChannel: null,
    status: null,
    statusTxt: null,
    planFrom: null,
    planTo: null,
    segmentCode: null,
    jobCode: null,
    jobCodeTxt: null,
    componentCode: null,
    componentCodeTxt: null,
    standardHour: null,
    plannedRate: null,
    parts: { orderQuantity: null, orderPay: null },
    organization: { countryCode: 'TR', displayName: 'Istanbul', orgunit: 'O1', forceNormalShiftEnabled: false },
    deleted: false,
    crmStatus: null,
  },
});

export function scheduler(id: number, technicianId: string, from: number, to: number, extra: Partial<Scheduler> = {}): Scheduler {
  return schedulerFixture({
    id,
    technicianId,
    technician: { bpNo: technicianId, fullName: `Name ${technicianId}` },
    startDate: at(from),
    endDate: at(to),
    workOrderItem: workOrderItem(),
    ...extra,
  });
}

export function newItem(key: string, technicianId: string, from: number, to: number, extra: Partial<NewPendingItem> = {}): NewPendingItem {
  const { id: _id, orderWekingStatus: _status, ...fields } = scheduler(0, technicianId, from, to);
  return { ...fields, key, ...extra };
}

export function technician(bpNo: string, schedulers: Scheduler[], warning = false): PlanningTechnician {
  const organization = {
    orgunit: 'O1',
    displayName: 'Istanbul',
    countryCode: 'TR',
    workHourStartTime: '08:00',
    workHourEndTime: '17:00',
    forceNormalShiftEnabled: false,
    timeZone: 'Europe/Istanbul',
  };
  return {
    id: bpNo,
    bpNo,
    fullName: `Name ${bpNo}`,
    organization,
    team: { id: 1, name: 'Team 1', workingHours: [], organization },
    schedulers,
    warning,
    shouldBeDeletedTechnician: false,
  };
}

export const run = (actions: PendingAction[], initial: PendingChanges = []): PendingChanges =>
  actions.reduce<PendingChanges>((state, action) => pendingChangesReducer(state, action), initial);

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

export const stored5 = scheduler(5, 'T1', 9, 11);
export const stored6 = scheduler(6, 'T1', 13, 15);
export const stored7 = scheduler(7, 'T2', 9, 10);
