import { describe, expect, it } from 'vitest';
import type { GridItem, TrainingVacation, WorkOrder } from '@fsp/domain';
import { initialValues, newPendingItem, selectionLabel, selectionOf, type PlannedFields } from './form-values';

const item = (id: number, elementNumber: string) => ({
  id,
  segmentCode: null,
  componentCode: null,
  componentCodeTxt: null,
  standardHour: null,
  jobCode: '010',
  jobCodeTxt: null,
  plannedRate: null,
  elementNumber,
  description: null,
  processQtyNo: null,
  processQtyUnit: null,
});
const order = {
  id: 9,
  orderNumber: '2000145663',
  customer: 'Birlik İnşaat',
  serialNumber: 'CAT0374VF6742',
  latitude: 41,
  longitude: 29,
  status: 'E0002',
  workOrderItems: [item(1, '0010'), item(2, '0020')],
  assigned: [],
} as unknown as WorkOrder;
const leave = { id: 4, name: 'Yıllık izin', laborTypeText: 'Annual leave', type: 'VACATION' } as TrainingVacation;
const day = '2026-03-02';

describe('initialValues', () => {
  it("proposes the selected day 08:00-10:00 for a new assignment, with what it was opened from", () => {
    const values = initialValues({ mode: 'new', technician: null, workOrder: order }, day);
    expect(values.order).toBe('wo:9');
    expect(values.workOrderItemId).toBeNull();
    expect(new Date(values.start!).getHours()).toBe(8);
    expect(values.end! - values.start!).toBe(2 * 3_600_000);
    expect(initialValues({ mode: 'new', technician: null, workOrder: null, trainingVacation: leave }, day).order).toBe('tv:4');
    const fromDraft = { mode: 'new' as const, technician: null, workOrder: null, draft: { draftId: 3, technicianId: '10023', serialNumber: null, description: null, orderNumber: null } };
    expect(initialValues(fromDraft, day).technicianId).toBe('10023');
  });

  it('starts at the times of a drop on the timeline', () => {
    const at = { start: Date.UTC(2026, 2, 2, 11, 20), end: Date.UTC(2026, 2, 2, 12, 50) };
    expect(initialValues({ mode: 'new', technician: null, workOrder: order, at }, day)).toMatchObject({ order: 'wo:9', start: at.start, end: at.end });
  });

  it("takes a planned item's own values", () => {
    const planned = { workOrderItem: null, trainingVacation: leave, technicianId: 'T1', startDate: 5, endDate: 9, assignedBayNo: null, forceNormalShift: true } as unknown as GridItem;
    expect(initialValues({ mode: 'view', item: planned, technician: null }, day)).toMatchObject({ order: 'tv:4', technicianIds: ['T1'], start: 5, end: 9, assignedBayNo: '', forceNormalShift: true });
  });
});

describe('selectionOf', () => {
  it('finds the chosen order and item among the loaded lists, or nothing', () => {
    const target = { mode: 'new' as const, technician: null, workOrder: null };
    const selection = selectionOf(target, { order: 'wo:9', workOrderItemId: 2 }, [order], []);
    expect(selection?.kind === 'workOrder' && selection.item?.elementNumber).toBe('0020');
    expect(selection?.kind === 'workOrder' && 'workOrderItems' in selection.order).toBe(false);
    expect(selectionOf(target, { order: 'wo:8', workOrderItemId: null }, [order], [])).toBeNull();
    expect(selectionOf(target, { order: 'tv:4', workOrderItemId: null }, [], [leave])).toEqual({ kind: 'trainingVacation', trainingVacation: leave });
    expect(selectionOf(target, { order: null, workOrderItemId: null }, [order], [leave])).toBeNull();
  });

  it('names the selection as the order select and the approve step show it', () => {
    const selection = selectionOf({ mode: 'new', technician: null, workOrder: null }, { order: 'wo:9', workOrderItemId: 1 }, [order], []);
    expect(selectionLabel(selection)).toBe('2000145663 · Birlik İnşaat · CAT0374VF6742 · 0010');
    expect(selectionLabel({ kind: 'trainingVacation', trainingVacation: leave })).toBe('Yıllık izin · Annual leave');
    expect(selectionLabel(null)).toBe('');
  });
});

describe('newPendingItem', () => {
  const fields: PlannedFields = {
    startDate: 1,
    endDate: 2,
    technicianId: 'T1',
    technician: { bpNo: 'T1', fullName: 'Ahmet' },
    schedulerJobType: null,
    forceNormalShift: false,
    assignedBayNo: null,
    plInfo: false,
    workAreaId: null,
  };

  it("plans a work order's item with its order, position and the draft it fulfils", () => {
    const selection = selectionOf({ mode: 'new', technician: null, workOrder: null }, { order: 'wo:9', workOrderItemId: 1 }, [order], [])!;
    const planned = newPendingItem(selection, fields, 3);
    expect(planned).toMatchObject({ orderType: 'workorder', jobType: '010', workOrderStatus: 'E0002', latitude: 41, longitude: 29, draftId: 3, trainingVacation: null });
    expect(planned.workOrderItem?.workOrder.orderNumber).toBe('2000145663');
    expect(newPendingItem(selection, fields, null).key).not.toBe(planned.key);
  });

  it('plans a training or leave without a work order', () => {
    expect(newPendingItem({ kind: 'trainingVacation', trainingVacation: leave }, fields, null)).toMatchObject({ orderType: 'vacation', jobType: 'VACATION', workOrderItem: null, latitude: null });
  });
});
