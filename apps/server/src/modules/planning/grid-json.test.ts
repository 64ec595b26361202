import { describe, expect, it } from 'vitest';
import { WORKING_STATUS_DISPLAY_NAMES, type PlanningTechnician, type Scheduler, type WorkingStatus } from '@fsp/domain';
import type { SchedulerRow, StatusHistoryRow } from './repo';
import { createGridSerializer, type AttachmentRow, type ItemDetails, type TechnicianSource, type WorkAmountRow } from './grid-json';
import { JsonWriter } from './json-writer';
import { groupBy, schedulerTrainingVacation, toItem, toWorkOrderBase } from './planning-rows';
import type { ItemRow, WorkOrderRow } from './repo';

/**
 * The grid's JSON is written from the rows without building the contract's objects (grid-json.ts). The reference
 * here builds those objects as the grid did before (typed by the contract, so a new field in it fails to compile
 * here) and JSON.stringify's bytes must equal the writer's, on rows with nulls, Turkish text, quotes,
 * backslashes, control characters and emoji, work orders and kinds shared by several items.
 */
function referenceScheduler(r: SchedulerRow, t: TechnicianSource['row'], details: ItemDetails): Scheduler {
  const trainingVacation = r.itemId === null && r.tvId !== null ? schedulerTrainingVacation(r) : null;
  const workOrderItem = r.itemId !== null && r.woId !== null ? { ...toItem(r as ItemRow), workOrder: toWorkOrderBase(r as WorkOrderRow) } : null;
  return {
    id: r.id,
    startDate: r.startDate,
    endDate: r.endDate,
    technicianId: t.bpNo,
    technician: { bpNo: t.bpNo, fullName: t.fullName },
    workOrderItem,
    trainingVacation,
    orderWekingStatus: r.workingStatus as WorkingStatus,
    workOrderStatus: r.woStatus,
    schedulerStatus: (details.historyById.get(r.id) ?? []).map((h) => ({
      displayName: WORKING_STATUS_DISPLAY_NAMES[h.status as WorkingStatus] ?? h.status,
      status: h.status,
      postDate: h.postDate,
      detail: h.detail,
      postedBy: h.postedBy,
    })),
    schedulerJobType: r.schedulerJobType as Scheduler['schedulerJobType'],
    jobType: workOrderItem ? r.itemJobCode : (trainingVacation?.type ?? null),
    forceNormalShift: r.forceNormalShift,
    assignedBayNo: r.assignedBayNo,
    orderType: trainingVacation ? (trainingVacation.type === 'TRAINING' ? 'training' : 'vacation') : 'workorder',
    plInfo: r.plInfo,
    planRejectReasonSourceType: r.planRejectReasonSourceType,
    latitude: r.latitude,
    longitude: r.longitude,
    workAmount: (details.amountsById.get(r.id) ?? []).map((a) => ({ workingHourType: a.workingHourType as Scheduler['workAmount'][number]['workingHourType'], amount: Number(a.amount) })),
    attachmentList: (details.filesById.get(r.id) ?? []).map((f) => ({ id: f.id, fileName: f.fileName, extension: f.extension, createdFullname: f.createdFullname, createdAt: f.createdAt })),
    sos: r.sos,
    shouldBeDeleted: r.shouldBeDeleted || r.woDeleted === true || r.itemDeleted === true,
    draftId: r.draftId,
    workAreaId: r.workAreaId,
  };
}

function referenceTechnician(t: TechnicianSource, details: ItemDetails): PlanningTechnician {
  return {
    id: t.row.bpNo,
    bpNo: t.row.bpNo,
    fullName: t.row.fullName,
    organization: t.organization,
    team: t.team,
    schedulers: t.schedulers.map((r) => referenceScheduler(r, t.row, details)),
    warning: t.warning,
    shouldBeDeletedTechnician: t.row.shouldBeDeleted,
  };
}

const NASTY = 'Şükrü "Usta" \\ Çağlayan\n\tİĞÜÖÇ ığüşöç 😀 \u0001 \u2028';

const organization: PlanningTechnician['organization'] = {
  orgunit: 'TR01',
  displayName: 'İstanbul "Anadolu" \\ Servis',
  countryCode: 'TR',
  workHourStartTime: '08:00',
  workHourEndTime: null,
  forceNormalShiftEnabled: true,
  timeZone: 'Europe/Istanbul',
};
const team: NonNullable<PlanningTechnician['team']> = {
  id: 7,
  name: 'Ekip Ğ',
  workingHours: [{ startTime: '08:00', endTime: '17:30' }],
  calendarHours: null,
  organization,
};

const nullRow: SchedulerRow = {
  id: 0,
  technicianBpNo: '',
  startDate: 0,
  endDate: 0,
  workingStatus: 'INFORMED_SAVED',
  schedulerJobType: null,
  forceNormalShift: false,
  assignedBayNo: null,
  plInfo: false,
  planRejectReasonSourceType: null,
  workAreaId: null,
  latitude: null,
  longitude: null,
  sos: false,
  shouldBeDeleted: false,
  draftId: null,
  itemId: null,
  itemSegmentCode: null,
  itemComponentCode: null,
  itemComponentCodeTxt: null,
  itemStandardHour: null,
  itemJobCode: null,
  itemJobCodeTxt: null,
  itemPlannedRate: null,
  itemElementNumber: null,
  itemDescription: null,
  itemProcessQtyNo: null,
  itemProcessQtyUnit: null,
  itemDeleted: null,
  woId: null,
  woOrderNumber: null,
  woCustomerNumber: null,
  woCustomer: null,
  woDescription: null,
  woSerialNumber: null,
  woModelNumber: null,
  woLatitude: null,
  woLongitude: null,
  woCode: null,
  woCodeTxt: null,
  woSimStage: null,
  woSimStageTxt: null,
  woSimType: null,
  woSimChannel: null,
  woStatus: null,
  woStatusTxt: null,
  woPlanFrom: null,
  woPlanTo: null,
  woSegmentCode: null,
  woJobCode: null,
  woJobCodeTxt: null,
  woComponentCode: null,
  woComponentCodeTxt: null,
  woStandardHour: null,
  woPlannedRate: null,
  woPartsOrderQuantity: null,
  woPartsOrderPay: null,
  woDeleted: null,
  woCrmStatus: null,
  woOrgunit: null,
  woOrgDisplayName: null,
  woOrgCountryCode: null,
  woOrgForceNormalShiftEnabled: null,
  tvId: null,
  tvName: null,
  tvDescription: null,
  tvType: null,
  tvLaborType: null,
  tvLaborTypeText: null,
  tvCountryCode: null,
  tvAllowedFrom: null,
  tvAllowedTo: null,
};

const order = (id: number, text: string): Partial<SchedulerRow> => ({
  woId: id,
  woOrderNumber: `WO-${id}`,
  woCustomerNumber: 'C-1',
  woCustomer: text,
  woDescription: `${text} açıklama`,
  woSerialNumber: 'SN\\01',
  woModelNumber: 'PC200-8',
  woLatitude: 41.0082,
  woLongitude: -28.9784,
  woCode: 'Z1',
  woCodeTxt: 'Onarım "acil"',
  woSimStage: 'S1',
  woSimStageTxt: null,
  woSimType: 'T',
  woSimChannel: null,
  woStatus: 'OPEN',
  woStatusTxt: 'Açık',
  woPlanFrom: 1772409600000,
  woPlanTo: null,
  woSegmentCode: 'SEG',
  woJobCode: 'J1',
  woJobCodeTxt: 'İş',
  woComponentCode: null,
  woComponentCodeTxt: 'Motor',
  woStandardHour: 1.5,
  woPlannedRate: 0.1 + 0.2,
  woPartsOrderQuantity: 0,
  woPartsOrderPay: -0,
  woDeleted: id % 2 === 0,
  woCrmStatus: 'E0001',
  woOrgunit: 'TR01',
  woOrgDisplayName: organization.displayName,
  woOrgCountryCode: 'TR',
  woOrgForceNormalShiftEnabled: false,
});

const item = (id: number): Partial<SchedulerRow> => ({
  itemId: id,
  itemSegmentCode: 'SEG',
  itemComponentCode: 'C',
  itemComponentCodeTxt: NASTY,
  itemStandardHour: 2.25,
  itemJobCode: 'J1',
  itemJobCodeTxt: null,
  itemPlannedRate: NaN,
  itemElementNumber: '0010',
  itemDescription: 'Yağ değişimi "5W-30"',
  itemProcessQtyNo: 3,
  itemProcessQtyUnit: 'ST',
  itemDeleted: false,
});

const kind = (id: number, type: 'TRAINING' | 'VACATION'): Partial<SchedulerRow> => ({
  tvId: id,
  tvName: type === 'TRAINING' ? 'Eğitim "İSG"' : 'Yıllık izin',
  tvDescription: null,
  tvType: type,
  tvLaborType: 'L1',
  tvLaborTypeText: 'Çalışma \\ dışı',
  tvCountryCode: 'TR',
  tvAllowedFrom: '2026-01-01',
  tvAllowedTo: null,
});

const at = (hour: number) => Date.UTC(2026, 2, 2, hour);
const scheduler = (id: number, hour: number, parts: Partial<SchedulerRow>): SchedulerRow => ({
  ...nullRow,
  id,
  technicianBpNo: 'BP"1',
  startDate: at(hour),
  endDate: at(hour + 1),
  workingStatus: 'ACCEPT',
  schedulerJobType: 'ASSEMBLE',
  forceNormalShift: true,
  assignedBayNo: 'Bay\\2',
  plInfo: true,
  planRejectReasonSourceType: 'X',
  workAreaId: 4,
  latitude: 40.1,
  longitude: 29.2,
  sos: id % 2 === 0,
  draftId: 12,
  ...parts,
});

const rows = [
  scheduler(1, 5, { ...item(11), ...order(100, NASTY) }),
  scheduler(2, 7, { ...item(12), ...order(100, NASTY), itemDeleted: true }),
  scheduler(3, 9, { ...item(13), ...order(101, 'Müşteri') }),
  scheduler(4, 11, kind(5, 'TRAINING')),
  scheduler(5, 13, kind(6, 'VACATION')),
  scheduler(6, 15, kind(5, 'TRAINING')),
  { ...nullRow, id: 7, technicianBpNo: 'BP"1', startDate: at(17), endDate: at(18) },
];

const history: StatusHistoryRow[] = [
  { assignmentId: 1, status: 'INFORMED_SAVED', postDate: at(1), detail: NASTY, postedBy: 'Ayşe' },
  { assignmentId: 1, status: 'ACCEPT', postDate: at(2), detail: null, postedBy: 'Field "app"' },
  { assignmentId: 4, status: 'NOT_A_KNOWN_STATUS', postDate: at(3), detail: null, postedBy: 'x' },
];
const files: AttachmentRow[] = [
  { assignmentId: 1, id: 'f-1', fileName: 'rapor "son".pdf', extension: 'pdf', createdFullname: 'Ömer', createdAt: at(4) },
  { assignmentId: 1, id: 'f-2', fileName: 'c:\\temp\\x', extension: null, createdFullname: 'Ömer', createdAt: at(5) },
];
const amounts: WorkAmountRow[] = [
  { assignmentId: 3, workingHourType: 'NORMAL', amount: '1.50' },
  { assignmentId: 3, workingHourType: 'OVERTIME', amount: '0' },
];
const details: ItemDetails = {
  historyById: groupBy(history, (h) => h.assignmentId),
  filesById: groupBy(files, (f) => f.assignmentId),
  amountsById: groupBy(amounts, (a) => a.assignmentId),
};

const technicians: TechnicianSource[] = [
  { row: { bpNo: 'BP"1', fullName: NASTY, warning: false, shouldBeDeleted: true, orgunit: 'TR01', teamId: 7 }, organization, team, schedulers: rows, warning: true },
  { row: { bpNo: 'BP2', fullName: 'Zeynep Öztürk', warning: false, shouldBeDeleted: false, orgunit: 'TR01', teamId: 7 }, organization, team, schedulers: [], warning: false },
  { row: { bpNo: 'BP3', fullName: 'Ali', warning: true, shouldBeDeleted: false, orgunit: 'TR01', teamId: 7 }, organization, team: { ...team, calendarHours: [] }, schedulers: rows.slice(2, 4), warning: true },
];

describe('grid JSON from rows', () => {
  it('is byte for byte JSON.stringify of the contract objects, shared orders, kinds, teams and organizations included', () => {
    const w = new JsonWriter(64);
    const writeTechnician = createGridSerializer(details, w);
    const spans = technicians.map((t) => {
      const from = w.length;
      writeTechnician(t);
      return w.bytes(from);
    });
    const reference = technicians.map((t) => JSON.stringify(referenceTechnician(t, details)));
    // As text first, for a readable difference; then the bytes.
    expect(spans.map(String)).toEqual(reference);
    expect(spans.map((b) => b.toString('hex'))).toEqual(reference.map((json) => Buffer.from(json).toString('hex')));
    // Every kind of scheduler came up, and the shared order was written twice.
    expect(reference[0]).toContain('"orderType":"training"');
    expect(reference[0]).toContain('"orderType":"vacation"');
    expect(reference[0]!.split('"orderNumber":"WO-100"')).toHaveLength(3);
  });
});
