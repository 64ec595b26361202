import type { TrainingVacation, WorkOrder } from '@fsp/domain';
import type { ItemRow, SchedulerRow, WorkOrderRow } from './repo';

/** Row-to-answer mappers shared by the grid (grid-build.ts) and the work-order reads (service.ts). */
export type WorkOrderBase = Omit<WorkOrder, 'workOrderItems' | 'assigned'>;

export function toWorkOrderBase(r: WorkOrderRow): WorkOrderBase {
  return {
    id: r.woId,
    orderNumber: r.woOrderNumber,
    customer: r.woCustomer,
    customerNumber: r.woCustomerNumber,
    description: r.woDescription,
    serialNumber: r.woSerialNumber,
    modelNumber: r.woModelNumber,
    latitude: r.woLatitude,
    longitude: r.woLongitude,
    code: r.woCode,
    codeTxt: r.woCodeTxt,
    simStage: r.woSimStage,
    simStageTxt: r.woSimStageTxt,
    simType: r.woSimType,
    simChannel: r.woSimChannel,
    status: r.woStatus,
    statusTxt: r.woStatusTxt,
    planFrom: r.woPlanFrom,
    planTo: r.woPlanTo,
    segmentCode: r.woSegmentCode,
    jobCode: r.woJobCode,
    jobCodeTxt: r.woJobCodeTxt,
    componentCode: r.woComponentCode,
    componentCodeTxt: r.woComponentCodeTxt,
    standardHour: r.woStandardHour,
    plannedRate: r.woPlannedRate,
    parts: { orderQuantity: r.woPartsOrderQuantity, orderPay: r.woPartsOrderPay },
    organization: {
      countryCode: r.woOrgCountryCode,
      displayName: r.woOrgDisplayName,
      orgunit: r.woOrgunit,
      forceNormalShiftEnabled: r.woOrgForceNormalShiftEnabled,
    },
    deleted: r.woDeleted,
    crmStatus: r.woCrmStatus,
  };
}

export function toItem(r: Omit<ItemRow, 'itemDeleted'>): WorkOrder['workOrderItems'][number] {
  return {
    id: r.itemId,
    segmentCode: r.itemSegmentCode,
    componentCode: r.itemComponentCode,
    componentCodeTxt: r.itemComponentCodeTxt,
    standardHour: r.itemStandardHour,
    jobCode: r.itemJobCode,
    jobCodeTxt: r.itemJobCodeTxt,
    plannedRate: r.itemPlannedRate,
    elementNumber: r.itemElementNumber,
    description: r.itemDescription,
    processQtyNo: r.itemProcessQtyNo,
    processQtyUnit: r.itemProcessQtyUnit,
  };
}

export function toTrainingVacation(r: {
  id: number;
  name: string;
  description: string | null;
  type: string;
  laborType: string | null;
  laborTypeText: string | null;
  countryCode: string | null;
  allowedFrom: string | null;
  allowedTo: string | null;
}): TrainingVacation {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    type: r.type as TrainingVacation['type'],
    laborType: r.laborType,
    laborTypeText: r.laborTypeText,
    countryCode: r.countryCode,
    allowedFrom: r.allowedFrom,
    allowedTo: r.allowedTo,
    searchValue: [r.name, r.description, r.laborTypeText].filter(Boolean).join(' ').toLocaleLowerCase('tr'),
  };
}

/** The training/vacation kind of a grid item row that has one (tvId set). */
export function schedulerTrainingVacation(r: SchedulerRow): TrainingVacation {
  return toTrainingVacation({
    id: r.tvId!,
    name: r.tvName!,
    description: r.tvDescription,
    type: r.tvType!,
    laborType: r.tvLaborType,
    laborTypeText: r.tvLaborTypeText,
    countryCode: r.tvCountryCode,
    allowedFrom: r.tvAllowedFrom,
    allowedTo: r.tvAllowedTo,
  });
}

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
