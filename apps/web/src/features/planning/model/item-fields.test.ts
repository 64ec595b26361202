import { describe, expect, it } from 'vitest';
import { createWordMatcher, type GridItem } from '@fsp/domain';
import type { Session } from '../../session';
import { changeDetail, codeWithText, itemCodes, itemFields, technicianSearchFields } from './item-fields';

const workOrder = {
  id: 9,
  orderNumber: '2000145663',
  customer: 'Birlik İnşaat',
  customerNumber: '3000012754',
  description: '374 şanzıman revizyonu',
  serialNumber: 'CAT0374VF6742',
  modelNumber: '374',
  latitude: null,
  longitude: null,
  code: 'ZS02',
  codeTxt: 'Atölye Onarım',
  simStage: null,
  simStageTxt: null,
  simType: null,
  simChannel: null,
  status: null,
  statusTxt: null,
  planFrom: null,
  planTo: null,
  segmentCode: '01',
  jobCode: '050',
  jobCodeTxt: 'Replace',
  componentCode: '4050',
  componentCodeTxt: 'Final Drive',
  standardHour: null,
  plannedRate: null,
  parts: { orderQuantity: null, orderPay: null },
  organization: { countryCode: 'TR', displayName: 'İstanbul', orgunit: 'TR10', forceNormalShiftEnabled: false },
  deleted: false,
  crmStatus: null,
};
const workOrderItem = {
  id: 1,
  segmentCode: '03',
  componentCode: '5100',
  componentCodeTxt: 'Hydraulic Cylinder',
  standardHour: null,
  jobCode: '080',
  jobCodeTxt: 'Recondition',
  plannedRate: null,
  elementNumber: '0030',
  description: 'Recondition - Hydraulic Cylinder',
  processQtyNo: null,
  processQtyUnit: null,
  workOrder,
};
const base = { schedulerJobType: null, orderWekingStatus: 'INFORMED_SAVED' as const };

describe('itemFields', () => {
  it('reads a work order item, preferring the item codes', () => {
    const f = itemFields({ ...base, orderType: 'workorder', workOrderItem, trainingVacation: null });
    expect(f).toMatchObject({
      kind: 'workOrder',
      title: 'Birlik İnşaat',
      orderNumber: '2000145663',
      segmentCode: '03',
      serialNumber: 'CAT0374VF6742',
    });
  });
  it('reads a training/vacation', () => {
    const tv = { id: 1, name: 'Yıllık izin', description: 'Annual leave', type: 'VACATION' as const, laborType: 'AL', laborTypeText: 'Annual', countryCode: 'TR', allowedFrom: null, allowedTo: null, searchValue: '' };
    const f = itemFields({ ...base, orderType: 'vacation', workOrderItem: null, trainingVacation: tv });
    expect(f).toMatchObject({ kind: 'trainingVacation', title: 'Yıllık izin', laborType: 'Annual' });
    expect(changeDetail({ ...base, orderType: 'vacation', workOrderItem: null, trainingVacation: tv })).toBe('Yıllık izin - Annual leave - Annual');
  });
});

describe('itemCodes', () => {
  const russianMaps = {
    orderType: { ZS02: 'Ремонт в мастерской' },
    component: { '5100': 'Гидроцилиндр' },
    jobCode: { '080': 'Восстановление' },
  };
  // As session.codeName: the map's name, else the carried text, else the code.
  const codeName = (maps: Record<string, Record<string, string>>): Session['codeName'] => (map, code, carried) => (code ? maps[map]?.[code] : undefined) ?? carried ?? code ?? '';

  it("names the order type, component and job in the reader's language, not the CRM's carried texts", () => {
    expect(itemCodes({ workOrderItem }, codeName(russianMaps))).toEqual({
      code: 'ZS02 - Ремонт в мастерской',
      component: '5100 - Гидроцилиндр',
      job: '080 - Восстановление',
    });
  });
  it('falls back to the carried text, then to the code alone, for a code the maps do not know', () => {
    expect(itemCodes({ workOrderItem }, codeName({}))).toEqual({ code: 'ZS02 - Atölye Onarım', component: '5100 - Hydraulic Cylinder', job: '080 - Recondition' });
    const bare = { ...workOrderItem, jobCodeTxt: null, componentCode: null, componentCodeTxt: null, workOrder: { ...workOrder, jobCodeTxt: null, componentCode: null, componentCodeTxt: null } };
    expect(itemCodes({ workOrderItem: bare }, codeName({}))).toMatchObject({ job: '080', component: null });
  });
  it('is empty for training/vacation', () => {
    expect(itemCodes({ workOrderItem: null }, codeName(russianMaps))).toEqual({ code: null, component: null, job: null });
  });
});

describe('changeDetail', () => {
  it('is customer - description - serial number for work orders, skipping blanks', () => {
    expect(changeDetail({ ...base, orderType: 'workorder', workOrderItem, trainingVacation: null })).toBe('Birlik İnşaat - 374 şanzıman revizyonu - CAT0374VF6742');
    const noSerial = { ...workOrderItem, workOrder: { ...workOrder, serialNumber: null } };
    expect(changeDetail({ ...base, orderType: 'workorder', workOrderItem: noSerial, trainingVacation: null })).toBe('Birlik İnşaat - 374 şanzıman revizyonu');
  });
});

describe('codeWithText', () => {
  it('joins what is there', () => {
    expect(codeWithText('010', null)).toBe('010');
    expect(codeWithText(null, ' ')).toBeNull();
    expect(codeWithText('ZS09', 'ZS09')).toBe('ZS09');
  });
});

describe('technicianSearchFields with the shared matcher', () => {
  const technician = {
    bpNo: '10000517',
    fullName: 'Sinan Yıldırım',
    organization: { orgunit: 'TR10', displayName: 'İstanbul Tuzla' },
    schedulers: [{ workOrderItem } as Pick<GridItem, 'workOrderItem'>],
  };
  it('finds a Turkish name typed in capitals, and order and serial numbers', () => {
    expect(createWordMatcher('SİNAN YILDIRIM')(technicianSearchFields(technician))).toBe(true);
    expect(createWordMatcher('sinan yildirim')(technicianSearchFields(technician))).toBe(true);
    expect(createWordMatcher('2000145663')(technicianSearchFields(technician))).toBe(true);
    expect(createWordMatcher('cat0374')(technicianSearchFields(technician))).toBe(true);
    expect(createWordMatcher('istanbul 10000517')(technicianSearchFields(technician))).toBe(true);
    expect(createWordMatcher('ankara')(technicianSearchFields(technician))).toBe(false);
  });
});
