import type { Scheduler } from '../contracts/planning';

/** A stored work-order item with every contract field at a neutral value; tests override what they exercise. */
export function schedulerFixture(overrides: Partial<Scheduler> & Pick<Scheduler, 'id' | 'startDate' | 'endDate'>): Scheduler {
  const technicianId = overrides.technicianId ?? 'a';
  return {
    technicianId,
    technician: { bpNo: technicianId, fullName: technicianId.toUpperCase() },
    workOrderItem: null,
    trainingVacation: null,
    orderWekingStatus: 'INFORMED_SAVED',
    workOrderStatus: null,
    schedulerStatus: [],
    schedulerJobType: null,
    jobType: null,
    forceNormalShift: false,
    assignedBayNo: null,
    orderType: 'workorder',
    plInfo: false,
    planRejectReasonSourceType: null,
    latitude: null,
    longitude: null,
    workAmount: [],
    attachmentList: [],
    sos: false,
    shouldBeDeleted: false,
    draftId: null,
    workAreaId: null,
    ...overrides,
  };
}
