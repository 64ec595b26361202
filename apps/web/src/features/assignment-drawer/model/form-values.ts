import dayjs from 'dayjs';
import type { GridTechnician, NewPendingItem, SchedulerJobType, TrainingVacation, WorkOrder } from '@fsp/domain';
import type { AssignmentTarget } from './assignment-target';

export type OrderLike = Omit<WorkOrder, 'workOrderItems' | 'assigned'>;
export type WorkOrderItem = WorkOrder['workOrderItems'][number];

/** What the order select has chosen: a work order (with its items and the chosen one) or a training/leave. */
export type Selection =
  | { kind: 'workOrder'; order: OrderLike; items: readonly WorkOrderItem[]; item: WorkOrderItem | null }
  | { kind: 'trainingVacation'; trainingVacation: TrainingVacation }
  | null;

export interface FormValues {
  /** 'wo:<id>' or 'tv:<id>'. */
  order: string | null;
  workOrderItemId: number | null;
  technicianId: string | null;
  /** The technicians of the wizard's multiple-task entry. */
  technicianIds: string[];
  workAreaId: number | null;
  schedulerJobType: SchedulerJobType | null;
  start: number | null;
  end: number | null;
  forceNormalShift: boolean;
  assignedBayNo: string;
  plInfo: boolean;
  /** A serial number typed to confirm the machine (shown for drafts); must match the work order's. */
  serialNumber: string;
}

/** A planned item's values, or a new assignment's: what it was opened from, at the drop's times or the selected day 08:00-10:00. */
export function initialValues(target: AssignmentTarget, date: string): FormValues {
  if (target.mode === 'view') {
    const { item } = target;
    return {
      order: item.workOrderItem ? `wo:${item.workOrderItem.workOrder.id}` : item.trainingVacation ? `tv:${item.trainingVacation.id}` : null,
      workOrderItemId: item.workOrderItem?.id ?? null,
      technicianId: item.technicianId,
      technicianIds: [item.technicianId],
      workAreaId: item.workAreaId,
      schedulerJobType: item.schedulerJobType,
      start: item.startDate,
      end: item.endDate,
      forceNormalShift: item.forceNormalShift,
      assignedBayNo: item.assignedBayNo ?? '',
      plInfo: item.plInfo,
      serialNumber: '',
    };
  }
  const day = dayjs(date, 'YYYY-MM-DD');
  const items = target.workOrder?.workOrderItems ?? [];
  return {
    order: target.workOrder ? `wo:${target.workOrder.id}` : target.trainingVacation ? `tv:${target.trainingVacation.id}` : null,
    workOrderItemId: items.length === 1 ? items[0].id : null,
    technicianId: target.draft?.technicianId ?? target.technician?.bpNo ?? null,
    technicianIds: [],
    workAreaId: null,
    schedulerJobType: null,
    start: target.at?.start ?? day.hour(8).valueOf(),
    end: target.at?.end ?? day.hour(10).valueOf(),
    forceNormalShift: false,
    assignedBayNo: '',
    plInfo: false,
    serialNumber: '',
  };
}

export function sameValues(a: FormValues, b: FormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The selection of a planned item, or of the order select's value among the loaded lists. */
export function selectionOf(
  target: AssignmentTarget,
  values: Pick<FormValues, 'order' | 'workOrderItemId'>,
  workOrders: readonly WorkOrder[],
  trainingVacations: readonly TrainingVacation[],
): Selection {
  if (target.mode === 'view') {
    const { item } = target;
    if (item.workOrderItem) {
      const { workOrder, ...orderItem } = item.workOrderItem;
      return { kind: 'workOrder', order: workOrder, items: [orderItem], item: orderItem };
    }
    return item.trainingVacation ? { kind: 'trainingVacation', trainingVacation: item.trainingVacation } : null;
  }
  if (!values.order) return null;
  const id = Number(values.order.slice(3));
  if (values.order.startsWith('wo:')) {
    const order = workOrders.find((o) => o.id === id);
    if (!order) return null;
    const { workOrderItems, assigned: _assigned, ...rest } = order;
    return { kind: 'workOrder', order: rest, items: workOrderItems, item: workOrderItems.find((i) => i.id === values.workOrderItemId) ?? null };
  }
  const trainingVacation = trainingVacations.find((x) => x.id === id);
  return trainingVacation ? { kind: 'trainingVacation', trainingVacation } : null;
}

/** How the order select and the wizard's approve step name the selection. */
export function selectionLabel(selection: Selection): string {
  if (!selection) return '';
  if (selection.kind === 'trainingVacation') return [selection.trainingVacation.name, selection.trainingVacation.laborTypeText].filter(Boolean).join(' · ');
  return [selection.order.orderNumber, selection.order.customer, selection.order.serialNumber, selection.item?.elementNumber].filter(Boolean).join(' · ');
}

let keySequence = 0;
/** A client key for a new pending item (and the wizard's task keys). */
export function newKey(): string {
  keySequence += 1;
  return `n-${Date.now().toString(36)}-${keySequence}`;
}

/** The fields a new item and an update take from the form. */
export type PlannedFields = Pick<
  NewPendingItem,
  'startDate' | 'endDate' | 'technicianId' | 'technician' | 'schedulerJobType' | 'forceNormalShift' | 'assignedBayNo' | 'plInfo' | 'workAreaId'
>;

/** A new pending item for the selection, planned with the form's fields (and the draft it fulfils). */
export function newPendingItem(selection: NonNullable<Selection>, fields: PlannedFields, draftId: number | null): NewPendingItem {
  const isOrder = selection.kind === 'workOrder';
  return {
    ...fields,
    key: newKey(),
    workOrderItem: isOrder && selection.item ? { ...selection.item, workOrder: selection.order } : null,
    trainingVacation: isOrder ? null : selection.trainingVacation,
    workOrderStatus: isOrder ? selection.order.status : null,
    schedulerStatus: [],
    jobType: isOrder ? (selection.item?.jobCode ?? null) : selection.trainingVacation.type,
    orderType: isOrder ? 'workorder' : selection.trainingVacation.type === 'TRAINING' ? 'training' : 'vacation',
    planRejectReasonSourceType: null,
    latitude: isOrder ? selection.order.latitude : null,
    longitude: isOrder ? selection.order.longitude : null,
    workAmount: [],
    attachmentList: [],
    sos: false,
    shouldBeDeleted: false,
    draftId,
  };
}

/** A technician as the selects show it. */
export function technicianLabel(technician: Pick<GridTechnician, 'fullName' | 'bpNo'>): string {
  return `${technician.fullName} (${technician.bpNo})`;
}
