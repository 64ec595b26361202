/** Customers with their fleets, and work orders with their items. SIM stage and status are settled after planning. */
import type { customers, workOrderItems, workOrders } from '../../db/schema';
import {
  JOBS,
  MODELS,
  ORDER_STATUSES as ORDER_STATUS_TEXT,
  ORDER_TYPES,
  SIM_STAGES as SIM_STAGE_TEXT,
  componentsFor, pickModel, serialNumber, type EquipmentModel, type JobCode, type OrderType } from '../catalog';
import { uniqueCompanyName, type CountryCode } from '../names';
import { forkRandom, type Random } from '../random';
import { ORDER_DESCRIPTIONS } from '../texts';
import { addMinutes } from '../time';
import { nearby, orgTime, pastMoment, type OrgInfo, type World } from '../world';
import type { Tech } from './people';
import { componentNameIn, jobNameIn } from '../master-data-texts';

export interface Machine {
  model: EquipmentModel;
  serial: string;
  /** Service-meter hours at the demo's today. */
  hours: number;
}

export interface Customer {
  number: string;
  name: string;
  short: string;
  country: CountryCode;
  org: OrgInfo;
  site: { latitude: number; longitude: number };
  fleet: Machine[];
}

export interface OrderItem {
  id: number;
  order: WorkOrder;
  elementNumber: string;
  segmentCode: string;
  job: JobCode;
  component: [string, string];
  standardHour: number;
  /** Minutes planned on the item (filled by planning). */
  plannedMinutes: number;
}

export interface WorkOrder {
  id: number;
  orderNumber: string;
  customer: Customer;
  machine: Machine;
  type: OrderType;
  org: OrgInfo;
  planFromDay: number;
  planToDay: number | null;
  createdAt: Date;
  items: OrderItem[];
  simType: string;
  simChannel: string;
  isMda: boolean;
  location: { latitude: number; longitude: number };
  description: string;
  /** The component the description is about: the first item's. */
  mainComponent: string | null;
  deletedAt: Date | null;
  /** Filled by planning: the working statuses of its assignments and the last day planned. */
  assignmentStatuses: string[];
  lastPlannedDay: number | null;
  /** Settled after planning (settleOrderStages). */
  simStage: string;
  status: string;
  /** Filled by the parts generator: completion counters. */
  partsOrderQuantity: number | null;
  partsOrderPay: number | null;
}

const COUNTRY_SHARE: [CountryCode, number][] = [
  ['TR', 0.45],
  ['RU', 0.25],
  ['KZ', 0.14],
  ['AZ', 0.09],
  ['KG', 0.07],
];

const MINING = /Maden|Mermer|Taş|Agrega|Kömür|Уголь|Руда|Карьер|Щебень|Золото|Горно|Кен|Комир|Голд|Алтын|Mədən|Daş/;
const ENERGY = /Enerji|Elektrik|Энерго|ГЭС|Нефть|Газ|Мунай|Neft/;

function fleetModel(random: Random, kind: 'mining' | 'energy' | 'construction'): EquipmentModel {
  if (kind === 'mining' && random.chance(0.5)) return random.pick(MODELS.filter((m) => m.family === 'mining' || m.model.startsWith('D1') || m.model === '988K'));
  if (kind === 'energy' && random.chance(0.6)) return random.pick(MODELS.filter((m) => m.family === 'genset' || m.family === 'engine'));
  return pickModel(random);
}

export function generateCustomers(world: World, techs: Tech[]): Customer[] {
  const random = forkRandom(world.seed, 'customers');
  const total = world.volume(3000, 50);
  const used = new Set<string>();
  const techsPerOrg = countBy(techs.filter((t) => t.planned), (t) => t.org.orgunit);
  const result: Customer[] = [];
  let number = 3_000_010_000;
  for (const [country, share] of COUNTRY_SHARE) {
    const orgs = world.orgs.filter((o) => o.countryCode === country);
    const orgWeights = orgs.map((o) => [o, Math.max(2, techsPerOrg.get(o.orgunit) ?? 0)] as const);
    const count = Math.max(5, Math.round(total * share));
    for (let i = 0; i < count; i++) {
      number += random.int(1, 30);
      const company = uniqueCompanyName(random, country, used);
      const kind = MINING.test(company.name) ? 'mining' : ENERGY.test(company.name) ? 'energy' : 'construction';
      const org = random.weighted(orgWeights);
      const fleetSize = random.weighted([
        [random.int(1, 2), 40],
        [random.int(3, 6), 40],
        [random.int(7, 15), 20],
      ] as const);
      const fleet: Machine[] = [];
      for (let m = 0; m < fleetSize; m++) {
        const model = fleetModel(random, kind);
        fleet.push({ model, serial: serialNumber(random, model), hours: random.int(300, 42_000) });
      }
      result.push({
        number: String(number),
        name: company.name,
        short: company.short,
        country,
        org,
        site: nearby(random, org.latitude, org.longitude, kind === 'mining' ? 250 : 80, 3),
        fleet,
      });
    }
  }
  return result;
}

export function customerRows(list: Customer[]): (typeof customers.$inferInsert)[] {
  return list.map((c) => ({ number: c.number, name: c.name }));
}

export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of items) map.set(key(item), (map.get(key(item)) ?? 0) + 1);
  return map;
}

const ITEM_COUNT = [
  [1, 45],
  [2, 30],
  [3, 17],
  [4, 8],
] as const;

function itemJobs(random: Random, type: OrderType, count: number): JobCode[] {
  if (type.code === 'ZS05') return ['035', '043', '040', '040'].slice(0, count).map((c) => JOBS[c]);
  const jobs: JobCode[] = [];
  if (type.code === 'ZS02' && random.chance(0.45)) jobs.push(JOBS['010']);
  if ((type.code === 'ZS03' || type.code === 'ZS06') && random.chance(0.8)) jobs.push(JOBS['030']);
  const pool = random.shuffle(type.jobs);
  for (const code of pool) if (jobs.length < count && !jobs.some((j) => j.code === code)) jobs.push(JOBS[code]);
  while (jobs.length < count) jobs.push(JOBS[random.pick(type.jobs)]);
  return jobs;
}

export function generateWorkOrders(world: World, techs: Tech[], customerList: Customer[]): { orders: WorkOrder[]; items: OrderItem[] } {
  const random = forkRandom(world.seed, 'work-orders');
  const total = world.volume(20_000, 100);
  const techsPerOrg = countBy(techs.filter((t) => t.planned), (t) => t.org.orgunit);
  const orgWeights = world.orgs.map((o) => [o, Math.max(3, techsPerOrg.get(o.orgunit) ?? 0)] as const);
  const customersByOrg = new Map<string, Customer[]>();
  const customersByCountry = new Map<string, Customer[]>();
  for (const c of customerList) {
    pushTo(customersByOrg, c.org.orgunit, c);
    pushTo(customersByCountry, c.country, c);
  }
  const typeWeights = ORDER_TYPES.map((t) => [t, t.weight] as const);

  const orders: WorkOrder[] = [];
  for (let i = 0; i < total; i++) {
    const org = random.weighted(orgWeights);
    const local = customersByOrg.get(org.orgunit);
    const customer = local && random.chance(0.85) ? random.pick(local) : random.pick(customersByCountry.get(org.countryCode) ?? customerList);
    const machine = random.pick(customer.fleet);
    const type = random.weighted(typeWeights);
    const planFromDay = world.today + random.int(-75, 45);
    const span = type.workshop ? random.int(3, 20) : random.weighted([
      [0, 30],
      [random.int(1, 2), 40],
      [random.int(3, 7), 30],
    ] as const);
    const planToDay = random.chance(0.08) ? null : planFromDay + span;
    const createdAt = pastMoment(world, orgTime(org, planFromDay - random.int(2, 30), random.int(8 * 60, 18 * 60)));
    const location = type.workshop ? nearby(random, org.latitude, org.longitude, 0.3) : nearby(random, customer.site.latitude, customer.site.longitude, 2);
    const isEngine = machine.model.family === 'engine' || machine.model.family === 'genset';
    const template = random.pick(ORDER_DESCRIPTIONS[type.code].filter((t) => !t.fits || (t.fits === 'engine') === isEngine));
    orders.push({
      id: 0,
      orderNumber: '',
      customer,
      machine,
      type,
      org,
      planFromDay,
      planToDay,
      createdAt,
      items: [],
      simType: type.code === 'ZS04' ? 'ZNC' : random.weighted([
        ['ZCH', 75],
        ['ZAL', 12],
        ['ZNC', 13],
      ] as const),
      simChannel: random.weighted([
        ['ZBS', 80],
        ['ZBP', 12],
        ['ZBO', 8],
      ] as const),
      isMda: random.chance(0.07),
      location,
      description: template.text[org.lang].replace('{model}', machine.model.model),
      mainComponent: template.component,
      deletedAt: null,
      simStage: '0010',
      status: 'E0001',
      assignmentStatuses: [],
      lastPlannedDay: null,
      partsOrderQuantity: null,
      partsOrderPay: null,
    });
  }

  // Order numbers follow creation time, as the CRM hands them out. They stay below 2147483647:
  // the work-order search refuses larger numbers (spec: "must not exceed a global maximum integer").
  orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let number = 2_000_100_000;
  const items: OrderItem[] = [];
  orders.forEach((order, index) => {
    order.id = index + 1;
    number += random.int(1, 9);
    order.orderNumber = String(number);
    const count = random.weighted(ITEM_COUNT);
    const components = componentsFor(order.machine.model);
    itemJobs(random, order.type, count).forEach((job, i) => {
      const main = i === 0 && order.mainComponent ? components.find((c) => c[0] === order.mainComponent) : undefined;
      const component = main ?? random.pick(components);
      const item: OrderItem = {
        id: items.length + 1,
        order,
        elementNumber: String((i + 1) * 10).padStart(4, '0'),
        segmentCode: String(i + 1).padStart(2, '0'),
        job,
        component,
        standardHour: random.int(job.hours[0] * 2, job.hours[1] * 2) / 2,
        plannedMinutes: 0,
      };
      order.items.push(item);
      items.push(item);
    });
  });
  return { orders, items };
}

function decimal(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** SIM stage and status from what planning did with each order. */
export function settleOrderStages(world: World, orders: WorkOrder[]) {
  const random = forkRandom(world.seed, 'work-order-stages');
  const finished = new Set(['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED', 'SEND_FORM']);
  for (const o of orders) {
    let stage: string;
    let status: string;
    if (o.assignmentStatuses.length > 0) {
      const allClosed = o.assignmentStatuses.every((s) => s === 'JOBCLOSED');
      const allFinished = o.assignmentStatuses.every((s) => finished.has(s) || s === 'REJECT');
      const past = (o.lastPlannedDay ?? world.today) < world.today;
      if (past && allClosed) [stage, status] = ['0160', random.pick(['E0004', 'E0005'])];
      else if (past && allFinished) [stage, status] = ['0020', 'E0004'];
      else [stage, status] = ['0020', o.assignmentStatuses.some((s) => s !== 'INFORMED_SAVED' && s !== 'INFORMED_UNSAVED') ? 'E0003' : 'E0002'];
    } else if ((o.planToDay ?? o.planFromDay + 7) < world.today - 3) {
      stage = random.weighted([
        ['0160', 75],
        ['0020', 10],
        ['0080', 10],
        ['0010', 5],
      ] as const);
      status = stage === '0160' ? random.pick(['E0004', 'E0005']) : stage === '0020' ? 'E0002' : random.pick(['E0001', 'E0006']);
    } else {
      stage = random.weighted([
        ['0010', 55],
        ['0020', 20],
        ['0080', 25],
      ] as const);
      status = stage === '0020' ? 'E0002' : stage === '0010' && random.chance(0.2) ? 'E0006' : 'E0001';
    }
    o.simStage = stage;
    o.status = status;
  }
}

export function workOrderRows(world: World, orders: WorkOrder[]): (typeof workOrders.$inferInsert)[] {
  const random = forkRandom(world.seed, 'work-order-rows');
  return orders.map((o) => {
    const stage = o.simStage;
    const status = o.status;
    const lang = o.org.lang;
    const first = o.items[0];
    const standardHour = o.items.reduce((sum, i) => sum + i.standardHour, 0);
    const plannedMinutes = o.items.reduce((sum, i) => sum + i.plannedMinutes, 0);
    const planFrom = orgTime(o.org, o.planFromDay, 8 * 60);
    return {
      id: o.id,
      orderNumber: o.orderNumber,
      customerNumber: o.customer.number,
      description: o.description,
      serialNumber: o.machine.serial,
      modelNumber: o.machine.model.model,
      latitude: o.location.latitude,
      longitude: o.location.longitude,
      code: o.type.code,
      codeTxt: o.type.text[lang],
      simStage: stage,
      simStageTxt: SIM_STAGE_TEXT[stage][lang],
      simType: o.simType,
      simChannel: o.simChannel,
      status,
      statusTxt: ORDER_STATUS_TEXT[status].text[lang],
      planFrom,
      planTo: o.planToDay === null ? null : orgTime(o.org, o.planToDay, 18 * 60),
      segmentCode: first.segmentCode,
      jobCode: first.job.code,
      jobCodeTxt: first.job.text,
      componentCode: first.component[0],
      componentCodeTxt: first.component[1],
      standardHour: decimal(standardHour),
      plannedRate: decimal(Math.min(100, standardHour > 0 ? (plannedMinutes / 60 / standardHour) * 100 : 0)),
      partsOrderQuantity: o.partsOrderQuantity === null ? null : decimal(o.partsOrderQuantity),
      partsOrderPay: o.partsOrderPay === null ? null : decimal(o.partsOrderPay),
      orgunit: o.org.orgunit,
      isMda: o.isMda,
      deletedAt: o.deletedAt,
      crmStatus: o.deletedAt ? 'DLFL' : ORDER_STATUS_TEXT[status].crm,
      createdAt: o.createdAt,
      updatedAt: o.deletedAt ?? pastMoment(world, addMinutes(o.createdAt, random.int(5, 3 * 24 * 60)), o.createdAt),
    };
  });
}

export function workOrderItemRows(items: OrderItem[]): (typeof workOrderItems.$inferInsert)[] {
  return items.map((i) => ({
    id: i.id,
    workOrderId: i.order.id,
    elementNumber: i.elementNumber,
    segmentCode: i.segmentCode,
    componentCode: i.component[0],
    componentCodeTxt: i.component[1],
    standardHour: decimal(i.standardHour),
    jobCode: i.job.code,
    jobCodeTxt: i.job.text,
    plannedRate: decimal(Math.min(100, i.standardHour > 0 ? (i.plannedMinutes / 60 / i.standardHour) * 100 : 0)),
    // Free text, written by the CRM in the order's country language (as the order's own description).
    description: `${jobNameIn(i.job.code, i.order.org.lang) ?? i.job.text} - ${componentNameIn(i.component[0], i.order.org.lang) ?? i.component[1]}`,
    processQtyNo: '1',
    processQtyUnit: 'PC',
  }));
}

/** Machine hours on a given day (about 8 h a working day before today). */
export function machineHoursOn(machine: Machine, day: number, today: number): number {
  return Math.max(50, Math.round(machine.hours - ((today - day) * 8 * 5) / 7));
}
