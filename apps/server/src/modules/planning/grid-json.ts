import { isFlaggedForDeletion, WORKING_STATUS_DISPLAY_NAMES, type PlanningTechnician, type WorkingStatus } from '@fsp/domain';
import type { PlanningRepo, SchedulerRow, StatusHistoryRow, TechnicianRow } from './repo';
import { schedulerTrainingVacation } from './planning-rows';
import type { JsonWriter } from './json-writer';

export type AttachmentRow = Awaited<ReturnType<PlanningRepo['attachmentsOf']>>[number];
export type WorkAmountRow = Awaited<ReturnType<PlanningRepo['workAmountsOf']>>[number];

type ById<T> = { get(id: number): readonly T[] | undefined };

/** The rows of the searched items' history, attachments and work amounts, by item. */
export interface ItemDetails {
  historyById: ById<StatusHistoryRow>;
  filesById: ById<AttachmentRow>;
  amountsById: ById<WorkAmountRow>;
}

/** What one technician of the grid answer is made of; `schedulers` in the answer's order. */
export interface TechnicianSource {
  row: TechnicianRow;
  organization: PlanningTechnician['organization'];
  team: NonNullable<PlanningTechnician['team']>;
  schedulers: readonly SchedulerRow[];
  warning: boolean;
}

/** The work order without its items, as toWorkOrderBase builds it (planning-rows.ts). */
function writeWorkOrder(w: JsonWriter, r: SchedulerRow) {
  w.field('{"id":', r.woId);
  w.field(',"orderNumber":', r.woOrderNumber);
  w.field(',"customer":', r.woCustomer);
  w.field(',"customerNumber":', r.woCustomerNumber);
  w.field(',"description":', r.woDescription);
  w.field(',"serialNumber":', r.woSerialNumber);
  w.field(',"modelNumber":', r.woModelNumber);
  w.field(',"latitude":', r.woLatitude);
  w.field(',"longitude":', r.woLongitude);
  w.field(',"code":', r.woCode);
  w.field(',"codeTxt":', r.woCodeTxt);
  w.field(',"simStage":', r.woSimStage);
  w.field(',"simStageTxt":', r.woSimStageTxt);
  w.field(',"simType":', r.woSimType);
  w.field(',"simChannel":', r.woSimChannel);
  w.field(',"status":', r.woStatus);
  w.field(',"statusTxt":', r.woStatusTxt);
  w.field(',"planFrom":', r.woPlanFrom);
  w.field(',"planTo":', r.woPlanTo);
  w.field(',"segmentCode":', r.woSegmentCode);
  w.field(',"jobCode":', r.woJobCode);
  w.field(',"jobCodeTxt":', r.woJobCodeTxt);
  w.field(',"componentCode":', r.woComponentCode);
  w.field(',"componentCodeTxt":', r.woComponentCodeTxt);
  w.field(',"standardHour":', r.woStandardHour);
  w.field(',"plannedRate":', r.woPlannedRate);
  w.field(',"parts":{"orderQuantity":', r.woPartsOrderQuantity);
  w.field(',"orderPay":', r.woPartsOrderPay);
  w.field('},"organization":{"countryCode":', r.woOrgCountryCode);
  w.field(',"displayName":', r.woOrgDisplayName);
  w.field(',"orgunit":', r.woOrgunit);
  w.field(',"forceNormalShiftEnabled":', r.woOrgForceNormalShiftEnabled);
  w.field('},"deleted":', r.woDeleted);
  w.field(',"crmStatus":', r.woCrmStatus);
  w.ascii('}');
}

/** The item as toItem builds it, without its closing brace (its workOrder follows). */
function writeItemFields(w: JsonWriter, r: SchedulerRow) {
  w.field('{"id":', r.itemId);
  w.field(',"segmentCode":', r.itemSegmentCode);
  w.field(',"componentCode":', r.itemComponentCode);
  w.field(',"componentCodeTxt":', r.itemComponentCodeTxt);
  w.field(',"standardHour":', r.itemStandardHour);
  w.field(',"jobCode":', r.itemJobCode);
  w.field(',"jobCodeTxt":', r.itemJobCodeTxt);
  w.field(',"plannedRate":', r.itemPlannedRate);
  w.field(',"elementNumber":', r.itemElementNumber);
  w.field(',"description":', r.itemDescription);
  w.field(',"processQtyNo":', r.itemProcessQtyNo);
  w.field(',"processQtyUnit":', r.itemProcessQtyUnit);
}

/**
 * The grid's technicians written as JSON straight from their rows into one buffer, byte for byte what
 * JSON.stringify gives for the contract's objects (PlanningTechnician, field order included;
 * grid-json.test.ts holds that shape). The answer is megabytes: building objects only to stringify them and
 * encode the string cost more than the queries' own time, mostly in allocation and garbage collection. What
 * repeats is written once per build and copied: each organization, team, work order and training/vacation kind.
 */
export function createGridSerializer(details: ItemDetails, w: JsonWriter) {
  const fragments = new Map<object, Buffer>();
  const orders = new Map<number, [from: number, to: number]>();
  const kinds = new Map<number, { json: Buffer; type: string }>();
  const once = (value: object) => {
    let json = fragments.get(value);
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(value));
      fragments.set(value, json);
    }
    return json;
  };

  function kindOf(r: SchedulerRow) {
    let kind = kinds.get(r.tvId!);
    if (!kind) {
      const tv = schedulerTrainingVacation(r);
      kind = { json: Buffer.from(JSON.stringify(tv)), type: tv.type };
      kinds.set(r.tvId!, kind);
    }
    return kind;
  }

  function writeOrder(r: SchedulerRow & { woId: number }) {
    const written = orders.get(r.woId);
    if (written) return w.repeat(written[0], written[1]);
    const from = w.length;
    writeWorkOrder(w, r);
    orders.set(r.woId, [from, w.length]);
  }

  function writeHistory(rows: readonly StatusHistoryRow[] | undefined) {
    w.ascii('[');
    rows?.forEach((h, i) => {
      w.ascii(i ? ',{"displayName":' : '{"displayName":');
      w.value(WORKING_STATUS_DISPLAY_NAMES[h.status as WorkingStatus] ?? h.status);
      w.ascii(',"status":');
      w.value(h.status);
      w.ascii(',"postDate":');
      w.value(h.postDate);
      w.ascii(',"detail":');
      w.value(h.detail);
      w.ascii(',"postedBy":');
      w.value(h.postedBy);
      w.ascii('}');
    });
    w.ascii(']');
  }

  function writeAmounts(rows: readonly WorkAmountRow[] | undefined) {
    w.ascii('[');
    rows?.forEach((a, i) => {
      w.ascii(i ? ',{"workingHourType":' : '{"workingHourType":');
      w.value(a.workingHourType);
      w.ascii(',"amount":');
      w.value(Number(a.amount));
      w.ascii('}');
    });
    w.ascii(']');
  }

  function writeFiles(rows: readonly AttachmentRow[] | undefined) {
    w.ascii('[');
    rows?.forEach((f, i) => {
      w.field(i ? ',{"id":' : '{"id":', f.id);
      w.field(',"fileName":', f.fileName);
      w.field(',"extension":', f.extension);
      w.field(',"createdFullname":', f.createdFullname);
      w.field(',"createdAt":', f.createdAt);
      w.ascii('}');
    });
    w.ascii(']');
  }

  function writeScheduler(r: SchedulerRow, t: TechnicianRow) {
    w.ascii('{"id":');
    w.value(r.id);
    w.ascii(',"startDate":');
    w.value(r.startDate);
    w.ascii(',"endDate":');
    w.value(r.endDate);
    w.ascii(',"technicianId":');
    w.value(t.bpNo);
    w.ascii(',"technician":{"bpNo":');
    w.value(t.bpNo);
    w.ascii(',"fullName":');
    w.value(t.fullName);
    w.ascii('},"workOrderItem":');
    let orderType = 'workorder';
    let jobType: string | null = null;
    if (r.itemId !== null && r.woId !== null) {
      writeItemFields(w, r);
      w.ascii(',"workOrder":');
      writeOrder(r as SchedulerRow & { woId: number });
      w.ascii('},"trainingVacation":null');
      jobType = r.itemJobCode;
    } else if (r.tvId !== null) {
      const kind = kindOf(r);
      w.ascii('null,"trainingVacation":');
      w.raw(kind.json);
      orderType = kind.type === 'TRAINING' ? 'training' : 'vacation';
      jobType = kind.type;
    } else w.ascii('null,"trainingVacation":null');
    w.ascii(',"orderWekingStatus":');
    w.value(r.workingStatus);
    w.ascii(',"workOrderStatus":');
    w.value(r.woStatus);
    w.ascii(',"schedulerStatus":');
    writeHistory(details.historyById.get(r.id));
    w.ascii(',"schedulerJobType":');
    w.value(r.schedulerJobType);
    w.ascii(',"jobType":');
    w.value(jobType);
    w.ascii(',"forceNormalShift":');
    w.value(r.forceNormalShift);
    w.ascii(',"assignedBayNo":');
    w.value(r.assignedBayNo);
    w.ascii(`,"orderType":"${orderType}","plInfo":`);
    w.value(r.plInfo);
    w.ascii(',"planRejectReasonSourceType":');
    w.value(r.planRejectReasonSourceType);
    w.ascii(',"latitude":');
    w.value(r.latitude);
    w.ascii(',"longitude":');
    w.value(r.longitude);
    w.ascii(',"workAmount":');
    writeAmounts(details.amountsById.get(r.id));
    w.ascii(',"attachmentList":');
    writeFiles(details.filesById.get(r.id));
    w.ascii(',"sos":');
    w.value(r.sos);
    w.ascii(',"shouldBeDeleted":');
    w.value(isFlaggedForDeletion({ shouldBeDeleted: r.shouldBeDeleted, itemDeleted: r.itemDeleted, orderDeleted: r.woDeleted }));
    w.ascii(',"draftId":');
    w.value(r.draftId);
    w.ascii(',"workAreaId":');
    w.value(r.workAreaId);
    w.ascii('}');
  }

  /** One technician's JSON, written at the writer's end. */
  return function writeTechnician(t: TechnicianSource) {
    w.ascii('{"id":');
    w.value(t.row.bpNo);
    w.ascii(',"bpNo":');
    w.value(t.row.bpNo);
    w.ascii(',"fullName":');
    w.value(t.row.fullName);
    w.ascii(',"organization":');
    w.raw(once(t.organization));
    w.ascii(',"team":');
    w.raw(once(t.team));
    w.ascii(',"schedulers":[');
    t.schedulers.forEach((r, i) => {
      if (i) w.ascii(',');
      writeScheduler(r, t.row);
    });
    w.ascii('],"warning":');
    w.value(t.warning);
    w.ascii(',"shouldBeDeletedTechnician":');
    w.value(t.row.shouldBeDeleted);
    w.ascii('}');
  };
}
