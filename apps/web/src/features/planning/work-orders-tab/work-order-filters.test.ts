import { describe, expect, it } from 'vitest';
import type { WorkOrder } from '@fsp/domain';
import { masterDataName } from '../../../lib/master-data-name';
import {
  DEFAULT_QUICK_FILTERS,
  inSimStages,
  quickFiltersActive,
  sameOrderNumber,
  selectWorkOrders,
  sortWorkOrders,
  withinPlanRange,
  type WorkOrderListView,
} from './work-order-filters';

const ISTANBUL = 180;
/** Tuesday 2026-03-10, 10:00 in Istanbul. */
const now = Date.parse('2026-03-10T10:00:00+03:00');
const local = (text: string) => Date.parse(`${text}+03:00`);
/** Session names as a reader whose maps know nothing sees them: the CRM's carried texts. */
const carriedNames = (map: Parameters<typeof masterDataName>[1], code: string | null | undefined, carried?: string | null) => masterDataName({}, map, code, carried);
const ctx = { now, tzOffsetMinutes: ISTANBUL, codeName: carriedNames };

function order(overrides: Partial<WorkOrder> & { id: number }): WorkOrder {
  return {
    orderNumber: String(4_000_000 + overrides.id),
    customer: 'Customer',
    customerNumber: 'C1',
    description: null,
    serialNumber: null,
    modelNumber: null,
    latitude: null,
    longitude: null,
    code: null,
    codeTxt: null,
    simStage: '0010',
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
    organization: { countryCode: 'TR', displayName: 'Istanbul', orgunit: 'TR10', forceNormalShiftEnabled: false },
    assigned: [],
    workOrderItems: [],
    deleted: false,
    crmStatus: null,
    ...overrides,
  };
}

const view = (overrides: Partial<WorkOrderListView> = {}): WorkOrderListView => ({
  text: '',
  orderNumber: null,
  quick: DEFAULT_QUICK_FILTERS,
  ...overrides,
});
const ids = (orders: readonly WorkOrder[]) => orders.map((o) => o.id);

describe('defaults', () => {
  it('start with no quick filter active', () => {
    expect(quickFiltersActive(DEFAULT_QUICK_FILTERS)).toBe(false);
  });

  it('marks any change from the defaults as active, whatever the stage order', () => {
    expect(quickFiltersActive({ ...DEFAULT_QUICK_FILTERS, simStages: ['0160', '0010', '0080', '0020'] })).toBe(false);
    expect(quickFiltersActive({ ...DEFAULT_QUICK_FILTERS, simStages: ['0010'] })).toBe(true);
    expect(quickFiltersActive({ ...DEFAULT_QUICK_FILTERS, simStages: [] })).toBe(true);
    expect(quickFiltersActive({ ...DEFAULT_QUICK_FILTERS, sort: 'planFrom' })).toBe(true);
    expect(quickFiltersActive({ ...DEFAULT_QUICK_FILTERS, planRange: { start: null, end: '2026-03-20' } })).toBe(true);
  });
});

describe('text search', () => {
  const orders = [
    order({ id: 1, customer: 'İSTANBUL İNŞAAT A.Ş.', description: 'Engine overhaul', serialNumber: 'CAT0320DKBZ1' }),
    order({ id: 2, customer: 'Kazan Mining', modelNumber: '320D', code: 'ZS01', codeTxt: 'Field service' }),
    order({ id: 3, customer: 'Baku Port', orderNumber: '4123456', jobCode: '035', componentCode: '7000' }),
  ];

  it('matches every word, case-insensitively and with the Turkish I folded', () => {
    expect(ids(selectWorkOrders(orders, view({ text: 'istanbul inşaat' }), ctx))).toEqual([1]);
    expect(ids(selectWorkOrders(orders, view({ text: 'ISTANBUL engine' }), ctx))).toEqual([1]);
    expect(ids(selectWorkOrders(orders, view({ text: 'istanbul kazan' }), ctx))).toEqual([]);
  });

  it('looks at order number, serial number, model number and the codes', () => {
    expect(ids(selectWorkOrders(orders, view({ text: '4123' }), ctx))).toEqual([3]);
    expect(ids(selectWorkOrders(orders, view({ text: 'kbz1' }), ctx))).toEqual([1]);
    expect(ids(selectWorkOrders(orders, view({ text: '320d' }), ctx))).toEqual([1, 2]);
    expect(ids(selectWorkOrders(orders, view({ text: 'zs01' }), ctx))).toEqual([2]);
    expect(ids(selectWorkOrders(orders, view({ text: 'field service' }), ctx))).toEqual([2]);
    expect(ids(selectWorkOrders(orders, view({ text: '7000' }), ctx))).toEqual([3]);
  });

  it('keeps everything for an empty or blank query', () => {
    expect(ids(selectWorkOrders(orders, view({ text: '   ' }), ctx))).toEqual([1, 2, 3]);
  });
});

describe('text search by the names the reader reads (decision 0024)', () => {
  const item = (id: number, jobCode: string, jobCodeTxt: string, componentCode: string, componentCodeTxt: string) => ({
    id,
    segmentCode: '02',
    componentCode,
    componentCodeTxt,
    standardHour: null,
    jobCode,
    jobCodeTxt,
    plannedRate: null,
    elementNumber: '0010',
    description: null,
    processQtyNo: null,
    processQtyUnit: null,
  });
  // As the demo's CRM sends them: order types in Turkish, job and component texts in English.
  const orders = [
    order({ id: 1, code: 'ZS02', codeTxt: 'Atölye Onarım', workOrderItems: [item(11, '010', 'Disassemble/Assemble', '1000', 'Engine')] }),
    order({ id: 2, code: 'ZS03', codeTxt: 'Periyodik Bakım', workOrderItems: [item(21, '035', 'Entry expertise', '5450', 'Swing Drive')] }),
    order({ id: 3, code: 'ZS09', codeTxt: 'Sonderauftrag', jobCode: '099', jobCodeTxt: 'Sondermontage' }),
  ];
  const maps = {
    ru: {
      orderType: { ZS02: 'Ремонт в мастерской', ZS03: 'Плановое ТО' },
      jobCode: { '010': 'Разборка/сборка', '035': 'Входная экспертиза' },
      component: { '1000': 'Двигатель', '5450': 'Привод поворота' },
    },
    tr: {
      orderType: { ZS02: 'Atölye Onarım', ZS03: 'Periyodik Bakım' },
      jobCode: { '010': 'Söküm/Takım', '035': 'Giriş ekspertizi' },
      component: { '1000': 'Motor', '5450': 'Dönüş Tahriki' },
    },
  };
  const reading = (lang: keyof typeof maps) => ({
    ...ctx,
    codeName: (map: Parameters<typeof masterDataName>[1], code: string | null | undefined, carried?: string | null) => masterDataName(maps[lang], map, code, carried),
  });
  const found = (text: string, lang: keyof typeof maps) => ids(selectWorkOrders(orders, view({ text }), reading(lang)));

  it("finds an order by its order type, job and component names in the reader's language", () => {
    expect(found('ремонт в мастерской', 'ru')).toEqual([1]);
    expect(found('ПЛАНОВОЕ', 'ru')).toEqual([2]);
    expect(found('двигатель разборка', 'ru')).toEqual([1]);
    expect(found('входная экспертиза', 'ru')).toEqual([2]);
  });

  it('does not find an order by a carried text the reader never sees', () => {
    expect(found('atölye', 'ru')).toEqual([]);
    expect(found('engine', 'ru')).toEqual([]);
    expect(found('swing', 'tr')).toEqual([]);
  });

  it('keeps the carried text where the maps do not name the code, and the codes themselves', () => {
    expect(found('sonderauftrag', 'ru')).toEqual([3]);
    expect(found('sondermontage', 'ru')).toEqual([3]);
    expect(found('zs02', 'ru')).toEqual([1]);
    expect(found('035', 'ru')).toEqual([2]);
    expect(found('5450', 'tr')).toEqual([2]);
  });

  it('matches Turkish names with Turkish case rules: dotted and dotless I fold together', () => {
    expect(found('PERİYODİK BAKIM', 'tr')).toEqual([2]);
    expect(found('bakim', 'tr')).toEqual([2]);
    expect(found('GİRİŞ', 'tr')).toEqual([2]);
    expect(found('ONARIM MOTOR', 'tr')).toEqual([1]);
    expect(found('dönüş tahrıkı', 'tr')).toEqual([2]);
  });
});

describe('work-order-number search', () => {
  const orders = [
    order({ id: 1, orderNumber: '000004123456', simStage: '0160' }),
    order({ id: 2, orderNumber: '41234567' }),
    order({ id: 3, orderNumber: '4123456' }),
  ];

  it('compares numbers, ignoring zero padding but not digits', () => {
    expect(sameOrderNumber('000004123456', '4123456')).toBe(true);
    expect(sameOrderNumber('4123456', '04123456')).toBe(true);
    expect(sameOrderNumber('41234567', '4123456')).toBe(false);
    expect(sameOrderNumber('0', '000')).toBe(true);
  });

  it('filters to that order even when the text search and quick filters would hide it', () => {
    const narrowed = view({
      orderNumber: '4123456',
      text: 'nothing matches this',
      quick: { ...DEFAULT_QUICK_FILTERS, simStages: ['0020'], planRange: { start: '2030-01-01', end: null } },
    });
    expect(ids(selectWorkOrders(orders, narrowed, ctx))).toEqual([1, 3]);
  });

  it('finds nothing for a number that is not in the list', () => {
    expect(selectWorkOrders(orders, view({ orderNumber: '999' }), ctx)).toEqual([]);
  });
});

describe('SIM stage filter', () => {
  it('keeps the selected stages only, and everything for an empty selection', () => {
    expect(inSimStages({ simStage: '0020' }, ['0020', '0080'])).toBe(true);
    expect(inSimStages({ simStage: '0160' }, ['0020', '0080'])).toBe(false);
    expect(inSimStages({ simStage: null }, ['0020'])).toBe(false);
    expect(inSimStages({ simStage: null }, [])).toBe(true);
    expect(inSimStages({ simStage: '0999' }, [])).toBe(true);
  });

  it('applies in the list', () => {
    const orders = [order({ id: 1, simStage: '0010' }), order({ id: 2, simStage: '0160' }), order({ id: 3, simStage: '0080' })];
    const onlyOpen = view({ quick: { ...DEFAULT_QUICK_FILTERS, simStages: ['0010', '0080'] } });
    expect(ids(selectWorkOrders(orders, onlyOpen, ctx))).toEqual([1, 3]);
  });
});

describe('plan date range', () => {
  const planned = { planFrom: local('2026-03-12T08:00:00'), planTo: local('2026-03-14T17:00:00') };

  it('keeps orders planned within the range, as local calendar days', () => {
    expect(withinPlanRange(planned, { start: '2026-03-12', end: '2026-03-14' }, ISTANBUL)).toBe(true);
    expect(withinPlanRange(planned, { start: '2026-03-13', end: null }, ISTANBUL)).toBe(false);
    expect(withinPlanRange(planned, { start: null, end: '2026-03-13' }, ISTANBUL)).toBe(false);
    expect(withinPlanRange(planned, { start: null, end: null }, ISTANBUL)).toBe(true);
  });

  it('uses the user zone: 00:30 in Istanbul is still the previous day in UTC', () => {
    const justAfterMidnight = { planFrom: local('2026-03-12T00:30:00'), planTo: null };
    expect(withinPlanRange(justAfterMidnight, { start: '2026-03-12', end: null }, ISTANBUL)).toBe(true);
    expect(withinPlanRange(justAfterMidnight, { start: '2026-03-12', end: null }, 0)).toBe(false);
  });

  it('leaves out orders without the bounded date', () => {
    expect(withinPlanRange({ planFrom: null, planTo: planned.planTo }, { start: '2026-03-01', end: null }, ISTANBUL)).toBe(false);
    expect(withinPlanRange({ planFrom: planned.planFrom, planTo: null }, { start: null, end: '2026-04-01' }, ISTANBUL)).toBe(false);
    expect(withinPlanRange({ planFrom: planned.planFrom, planTo: null }, { start: '2026-03-01', end: null }, ISTANBUL)).toBe(true);
  });
});

describe('sort', () => {
  const orders = [
    order({ id: 1, planFrom: local('2026-03-01T08:00:00'), planTo: local('2026-03-30T08:00:00') }),
    order({ id: 2, planFrom: null, planTo: null }),
    order({ id: 3, planFrom: local('2026-03-05T08:00:00'), planTo: local('2026-03-11T08:00:00') }),
    order({ id: 4, planFrom: local('2026-02-20T08:00:00'), planTo: null }),
  ];

  it('sorts by plan end by default, missing dates last (30 years ahead)', () => {
    expect(ids(sortWorkOrders(orders, 'planTo', now))).toEqual([3, 1, 2, 4]);
    expect(ids(selectWorkOrders(orders, view(), ctx))).toEqual([3, 1, 2, 4]);
  });

  it('sorts by plan start when chosen', () => {
    expect(ids(sortWorkOrders(orders, 'planFrom', now))).toEqual([4, 1, 3, 2]);
    expect(ids(selectWorkOrders(orders, view({ quick: { ...DEFAULT_QUICK_FILTERS, sort: 'planFrom' } }), ctx))).toEqual([4, 1, 3, 2]);
  });

  it('does not change the input array', () => {
    const copy = [...orders];
    sortWorkOrders(orders, 'planFrom', now);
    expect(orders).toEqual(copy);
  });
});
