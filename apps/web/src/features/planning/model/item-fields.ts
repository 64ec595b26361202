import type { GridItem, PendingItem, SchedulerJobType, WorkingStatus } from '@fsp/domain';
import type { MasterDataMap, Session } from '../../session';
// The pure rule itself, not the session feature's entry (React and the API client): this model is unit-tested in Node.
import { localTrainingVacation } from '../../../lib/master-data-name';

/**
 * What the popover, the details drawer and the Changes tab show of a planned item (spec part 1 §2
 * popover fields, Changes tab detail column), read once from the nested scheduler shape.
 */
export interface ItemFields {
  kind: 'workOrder' | 'trainingVacation';
  /** The block's caption: the customer (work order) or the training/vacation name. */
  title: string;
  customer: string | null;
  description: string | null;
  orderNumber: string | null;
  elementNumber: string | null;
  segmentCode: string | null;
  serialNumber: string | null;
  modelNumber: string | null;
  jobType: SchedulerJobType | null;
  status: WorkingStatus;
  /** Training/vacation. */
  name: string | null;
  laborType: string | null;
}

type ItemShape = Pick<GridItem, 'workOrderItem' | 'trainingVacation' | 'schedulerJobType' | 'orderWekingStatus' | 'orderType'>;

/** 'code - text', either part alone (a text that only repeats the code is left out), or null. */
export function codeWithText(code: string | null | undefined, text: string | null | undefined): string | null {
  const parts = [code, text].map((p) => (p ?? '').trim()).filter((p, index, all) => p !== '' && (index === 0 || p !== all[0]));
  return parts.length === 0 ? null : parts.join(' - ');
}

/** The order type, component and job of a work-order item, each 'code - name'. */
export interface ItemCodes {
  code: string | null;
  component: string | null;
  job: string | null;
}

/**
 * The item's codes named in the reader's language (decision 0024): the localisation map's name, else
 * the text the CRM carries (in the order's organization's language), else the code alone.
 */
export function itemCodes(item: Pick<GridItem, 'workOrderItem'>, codeName: Session['codeName']): ItemCodes {
  const woi = item.workOrderItem;
  const wo = woi?.workOrder ?? null;
  const named = (map: MasterDataMap, code: string | null | undefined, carried: string | null | undefined) =>
    codeWithText(code, code ? codeName(map, code, carried) : carried);
  return {
    code: named('orderType', wo?.code, wo?.codeTxt),
    component: named('component', woi?.componentCode ?? wo?.componentCode, woi?.componentCodeTxt ?? wo?.componentCodeTxt),
    job: named('jobCode', woi?.jobCode ?? wo?.jobCode, woi?.jobCodeTxt ?? wo?.jobCodeTxt),
  };
}

/** `codeName`: the session's, to name a training/vacation kind in the reader's language (else as stored). */
export function itemFields(item: ItemShape, codeName?: Session['codeName']): ItemFields {
  const tv = item.trainingVacation && codeName ? localTrainingVacation(item.trainingVacation, codeName) : item.trainingVacation;
  const woi = item.workOrderItem;
  const wo = woi?.workOrder ?? null;
  const isTrainingVacation = tv !== null || item.orderType === 'vacation' || item.orderType === 'training';
  return {
    kind: isTrainingVacation ? 'trainingVacation' : 'workOrder',
    title: (isTrainingVacation ? tv?.name : (wo?.customer ?? woi?.description)) ?? wo?.orderNumber ?? '',
    customer: wo?.customer ?? null,
    description: isTrainingVacation ? (tv?.description ?? null) : (wo?.description ?? woi?.description ?? null),
    orderNumber: wo?.orderNumber ?? null,
    elementNumber: woi?.elementNumber ?? null,
    segmentCode: woi?.segmentCode ?? wo?.segmentCode ?? null,
    serialNumber: wo?.serialNumber ?? null,
    modelNumber: wo?.modelNumber ?? null,
    jobType: item.schedulerJobType,
    status: item.orderWekingStatus,
    name: tv?.name ?? null,
    laborType: tv?.laborTypeText ?? tv?.laborType ?? null,
  };
}

/**
 * The Changes tab's detail column (spec §2): 'customer - description - serial number' for a work
 * order, 'name - description - labor type' for training/vacation; empty parts are left out.
 */
export function changeDetail(
  change: Pick<PendingItem, 'workOrderItem' | 'trainingVacation' | 'schedulerJobType' | 'orderWekingStatus' | 'orderType'>,
  codeName?: Session['codeName'],
): string {
  const f = itemFields(change, codeName);
  const parts = f.kind === 'workOrder' ? [f.customer, f.description, f.serialNumber] : [f.name, f.description, f.laborType];
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' - ');
}

/** The fields the Technician tab's search looks at (spec §2): number, name, org unit, organization, and the items' order and serial numbers. */
export function technicianSearchFields(technician: {
  bpNo: string;
  fullName: string;
  organization: { orgunit: string; displayName: string };
  schedulers: readonly Pick<GridItem, 'workOrderItem'>[];
}): (string | null)[] {
  const fields: (string | null)[] = [technician.bpNo, technician.fullName, technician.organization.orgunit, technician.organization.displayName];
  for (const item of technician.schedulers) {
    fields.push(item.workOrderItem?.workOrder.orderNumber ?? null, item.workOrderItem?.workOrder.serialNumber ?? null);
  }
  return fields;
}
