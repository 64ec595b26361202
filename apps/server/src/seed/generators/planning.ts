/**
 * The planning month: training/vacation items, work areas, assignments (today-20 … today+10) with status
 * history and work amounts, and technicians' draft work orders (some turned into assignments).
 */
import type {
  assignmentStatusHistory,
  assignmentWorkAmounts,
  assignments,
  draftStatusHistory,
  drafts,
  trainingVacations,
  workAreas,
} from '../../db/schema';
import { WORKING_STATUSES, type SchedulerJobType, type WorkingHourType, type WorkingStatus } from '../../db/codes';
import { uniqueCompanyName } from '../names';
import { forkRandom, type Random } from '../random';
import { DRAFT_DESCRIPTIONS, HISTORY_DETAILS, PLAN_UPDATED, TRAINING_VACATIONS, WORK_AREAS, type TrainingVacationSpec } from '../texts';
import { addMinutes, isoDay, MINUTE_MS } from '../time';
import { isDayOff, nearby, orgTime, type World } from '../world';
import { pickModel, serialNumber } from '../catalog';
import { pushTo, type Customer, type OrderItem, type WorkOrder } from './orders';
import type { Tech } from './people';

export const FIRST_DAY_OFFSET = -20;
export const LAST_DAY_OFFSET = 10;

export interface TrainingVacation {
  id: number;
  spec: TrainingVacationSpec;
  countryCode: string | null;
  allowedFrom: number | null;
  allowedTo: number | null;
}

export interface WorkArea {
  areaId: number;
  orgunit: string;
  areaName: string;
  /** The on-site (not in the workshop) area of the centre. */
  field: boolean;
}

export interface HistoryEntry {
  status: WorkingStatus;
  detail: string;
  postedAt: Date;
  byDispatcher: boolean;
  startDate: Date;
  endDate: Date;
}

export interface Assignment {
  id: number;
  tech: Tech;
  day: number;
  block: number;
  startMin: number;
  endMin: number;
  start: Date;
  end: Date;
  item: OrderItem | null;
  trainingVacation: TrainingVacation | null;
  status: WorkingStatus;
  /** Worked on a weekend or public holiday. */
  offDay: boolean;
  /** The same item goes on the next day. */
  continuesNext: boolean;
  forceNormalShift: boolean;
  schedulerJobType: SchedulerJobType | null;
  workAreaId: number | null;
  assignedBayNo: string | null;
  plInfo: boolean;
  planChanged: { start: Date; end: Date } | null;
  latitude: number | null;
  longitude: number | null;
  sos: boolean;
  shouldBeDeleted: boolean;
  draftId: number | null;
  /** Set when a draft was turned into this assignment: it was created then. */
  createdFloor: Date | null;
  createdAt: Date;
  updatedAt: Date;
  history: HistoryEntry[];
  amounts: { type: WorkingHourType; hours: number }[];
}

export interface Draft {
  id: number;
  tech: Tech;
  status: 'SAVED' | 'ASSIGNED' | 'CANCELLED';
  customerNumber: string | null;
  customerName: string;
  serialNumber: string;
  description: string;
  createdAt: Date;
  scheduler: Assignment | null;
  history: { status: 'SAVED' | 'ASSIGNED' | 'CANCELLED'; detail: string; postedAt: Date; byDispatcher: boolean }[];
}

export const FINISHED_STATUSES: ReadonlySet<WorkingStatus> = new Set(['JOBDONE', 'BACKHOME', 'ATHOME', 'JOBCLOSED', 'SEND_FORM', 'ADD_CONFIRM']);
/** Statuses whose assignment has booked hours. */
const WORKED_STATUSES: ReadonlySet<WorkingStatus> = new Set([...FINISHED_STATUSES, 'CONTINUES', 'HOLD']);
const DISPATCHER_STATUSES: ReadonlySet<WorkingStatus> = new Set(['INFORMED_SAVED', 'INFORMED_UNSAVED', 'JOBCLOSED', 'UNDO']);
/** Centres with the job-type rule of the spec (010 disassemble/assemble, 035/043 expertise); the same as the work-area ones. */
const JOB_TYPE_ORGS = new Set(['TR10', 'RU10']);

const PATHS: Record<WorkingStatus, WorkingStatus[]> = {
  INFORMED_SAVED: ['INFORMED_SAVED'],
  INFORMED_UNSAVED: ['INFORMED_UNSAVED'],
  ACCEPT: ['INFORMED_SAVED', 'ACCEPT'],
  ENROUTE: ['INFORMED_SAVED', 'ACCEPT', 'ENROUTE'],
  ONSITE: ['INFORMED_SAVED', 'ACCEPT', 'ENROUTE', 'ONSITE'],
  INPROCESS: ['INFORMED_SAVED', 'ACCEPT', 'ENROUTE', 'ONSITE', 'INPROCESS'],
  JOBDONE: ['INFORMED_SAVED', 'ACCEPT', 'ENROUTE', 'ONSITE', 'INPROCESS', 'JOBDONE'],
  BACKHOME: ['INFORMED_SAVED', 'ACCEPT', 'ONSITE', 'INPROCESS', 'JOBDONE', 'BACKHOME'],
  ATHOME: ['INFORMED_SAVED', 'ACCEPT', 'INPROCESS', 'JOBDONE', 'BACKHOME', 'ATHOME'],
  JOBCLOSED: ['INFORMED_SAVED', 'ACCEPT', 'ONSITE', 'INPROCESS', 'JOBDONE', 'JOBCLOSED'],
  SEND_FORM: ['INFORMED_SAVED', 'ACCEPT', 'ONSITE', 'INPROCESS', 'JOBDONE', 'SEND_FORM'],
  ADD_CONFIRM: ['INFORMED_SAVED', 'ACCEPT', 'ONSITE', 'INPROCESS', 'ADD_CONFIRM'],
  HOLD: ['INFORMED_SAVED', 'ACCEPT', 'ONSITE', 'INPROCESS', 'HOLD'],
  CONTINUES: ['INFORMED_SAVED', 'ACCEPT', 'ONSITE', 'INPROCESS', 'CONTINUES'],
  REJECT: ['INFORMED_SAVED', 'REJECT'],
  UNDO: ['INFORMED_SAVED', 'ACCEPT', 'UNDO'],
  OFFDAY: ['OFFDAY'],
};

export function generateTrainingVacations(world: World): TrainingVacation[] {
  const result: TrainingVacation[] = [];
  for (const country of ['TR', 'RU', 'KZ', 'AZ', 'KG']) {
    for (const spec of TRAINING_VACATIONS) {
      result.push({
        id: result.length + 1,
        spec,
        countryCode: country,
        allowedFrom: spec.window ? world.today + spec.window[0] : null,
        allowedTo: spec.window ? world.today + spec.window[1] : null,
      });
    }
  }
  return result;
}

export function trainingVacationRows(list: TrainingVacation[]): (typeof trainingVacations.$inferInsert)[] {
  return list.map((tv) => {
    const lang = tv.countryCode === 'TR' ? 'tr' : tv.countryCode === 'AZ' ? 'az' : 'ru';
    return {
      id: tv.id,
      name: tv.spec.name[lang],
      description: tv.spec.description[lang],
      type: tv.spec.type,
      laborType: tv.spec.laborType,
      laborTypeText: tv.spec.laborTypeText[lang],
      countryCode: tv.countryCode,
      allowedFrom: tv.allowedFrom === null ? null : isoDay(tv.allowedFrom),
      allowedTo: tv.allowedTo === null ? null : isoDay(tv.allowedTo),
      maxDaysPerAssignment: tv.spec.maxDays,
    };
  });
}

export function generateWorkAreas(): WorkArea[] {
  const result: WorkArea[] = [];
  for (const [orgunit, names] of Object.entries(WORK_AREAS)) {
    names.forEach((areaName, i) => result.push({ areaId: result.length + 1, orgunit, areaName, field: i === names.length - 1 }));
  }
  return result;
}

export function workAreaRows(list: WorkArea[]): (typeof workAreas.$inferInsert)[] {
  return list.map(({ areaId, orgunit, areaName }) => ({ areaId, orgunit, areaName }));
}

function pastStatus(random: Random, age: number): WorkingStatus {
  return age >= 4
    ? random.weighted<WorkingStatus>([
        ['JOBCLOSED', 50],
        ['JOBDONE', 9],
        ['BACKHOME', 7],
        ['ATHOME', 8],
        ['SEND_FORM', 5],
        ['ADD_CONFIRM', 3],
        ['HOLD', 4],
        ['REJECT', 3],
        ['UNDO', 1],
        ['INFORMED_SAVED', 2],
        ['ACCEPT', 1],
      ])
    : random.weighted<WorkingStatus>([
        ['JOBCLOSED', 12],
        ['JOBDONE', 25],
        ['BACKHOME', 15],
        ['ATHOME', 15],
        ['SEND_FORM', 8],
        ['ADD_CONFIRM', 5],
        ['HOLD', 6],
        ['REJECT', 4],
        ['UNDO', 2],
        ['INFORMED_SAVED', 3],
        ['ACCEPT', 2],
      ]);
}

function todayStatus(random: Random, block: number, workshop: boolean): WorkingStatus {
  if (block === 0) {
    return random.weighted<WorkingStatus>([
      ['INPROCESS', 35],
      ['ONSITE', 25],
      ['ENROUTE', workshop ? 0 : 20],
      ['ACCEPT', 15],
      ['INFORMED_SAVED', 5],
    ]);
  }
  return random.weighted<WorkingStatus>([
    ['ACCEPT', 45],
    ['INFORMED_SAVED', 55],
  ]);
}

function futureStatus(random: Random, ahead: number): WorkingStatus {
  return ahead === 1
    ? random.weighted<WorkingStatus>([
        ['INFORMED_SAVED', 80],
        ['ACCEPT', 18],
        ['INFORMED_UNSAVED', 2],
      ])
    : random.weighted<WorkingStatus>([
        ['INFORMED_SAVED', 95],
        ['INFORMED_UNSAVED', 3],
        ['ACCEPT', 2],
      ]);
}

const BLOCK_MINUTES = [
  [60, 12],
  [90, 14],
  [120, 22],
  [150, 14],
  [180, 18],
  [210, 8],
  [240, 12],
] as const;

/** Orders whose plan window covers a day, per service centre and kind (workshop or field). */
class OrderPool {
  private readonly byKey = new Map<string, WorkOrder[][]>();
  private readonly byOrg = new Map<string, WorkOrder[]>();

  constructor(
    orders: WorkOrder[],
    private readonly firstDay: number,
    days: number,
  ) {
    for (const order of orders) {
      pushTo(this.byOrg, order.org.orgunit, order);
      const from = Math.max(order.planFromDay, firstDay);
      const to = Math.min(order.planToDay ?? order.planFromDay + 7, firstDay + days - 1);
      if (from > to) continue;
      const key = `${order.org.orgunit}|${order.type.workshop ? 'w' : 'f'}`;
      let perDay = this.byKey.get(key);
      if (!perDay) {
        perDay = Array.from({ length: days }, () => []);
        this.byKey.set(key, perDay);
      }
      for (let d = from; d <= to; d++) perDay[d - firstDay].push(order);
    }
  }

  pick(random: Random, orgunit: string, workshop: boolean, day: number, accept?: (o: WorkOrder) => boolean): WorkOrder | null {
    for (const kind of workshop ? ['w', 'f'] : ['f', 'w']) {
      const list = this.byKey.get(`${orgunit}|${kind}`)?.[day - this.firstDay];
      const usable = list && accept ? list.filter(accept) : list;
      if (usable && usable.length > 0) return random.pick(usable);
    }
    const all = this.byOrg.get(orgunit);
    const any = all && accept ? all.filter(accept) : all;
    return any && any.length > 0 ? random.pick(any) : null;
  }
}

function pickItem(random: Random, order: WorkOrder): OrderItem {
  return order.items.length === 1 || random.chance(0.5) ? order.items[0] : random.pick(order.items);
}

/** Builds every technician's month, day by day and block after block, so one technician's items never overlap. */
export function generateAssignments(world: World, techs: Tech[], orders: WorkOrder[], tvs: TrainingVacation[], areas: WorkArea[]): Assignment[] {
  const random = forkRandom(world.seed, 'assignments');
  const firstDay = world.today + FIRST_DAY_OFFSET;
  const lastDay = world.today + LAST_DAY_OFFSET;
  const pool = new OrderPool(orders, firstDay, lastDay - firstDay + 1);
  const result: Assignment[] = [];
  const vacationsOf = (country: string) => tvs.filter((tv) => tv.countryCode === country && tv.spec.type === 'VACATION');
  const trainingsOf = (country: string) => tvs.filter((tv) => tv.countryCode === country && tv.spec.type === 'TRAINING');
  const countriesWithLeave = new Set<string>();

  for (const tech of techs) {
    if (!tech.planned || !tech.team) continue;
    const team = tech.team;
    const org = tech.org;
    const country = org.countryCode;

    // Leave and training spans (whole working days, inside the item's allowance window).
    const leave = new Map<number, TrainingVacation>();
    const forceVacation = !countriesWithLeave.has(country);
    if (forceVacation || random.chance(0.14)) {
      const tv = random.weighted(vacationsOf(country).map((v) => [v, v.spec.weight] as const));
      let length = random.int(2, Math.min(7, tv.spec.maxDays ?? 7));
      for (let d = forceVacation ? world.today - 3 : random.int(firstDay, lastDay); d <= lastDay && length > 0; d++) {
        if (isDayOff(world, country, d)) continue;
        leave.set(d, tv);
        length--;
      }
      countriesWithLeave.add(country);
    }
    if (random.chance(0.08)) {
      const tv = random.weighted(trainingsOf(country).map((v) => [v, v.spec.weight] as const));
      const lo = Math.max(firstDay, tv.allowedFrom ?? firstDay);
      const hi = Math.min(lastDay, tv.allowedTo ?? lastDay);
      let length = random.int(1, Math.min(3, tv.spec.maxDays ?? 3));
      if (lo <= hi) {
        for (let d = random.int(lo, hi); d <= hi && length > 0; d++) {
          if (isDayOff(world, country, d) || leave.has(d)) continue;
          leave.set(d, tv);
          length--;
        }
      }
    }

    let carry: OrderItem | null = null;
    // The last block of the previous day: marked CONTINUES-able when its item goes on today.
    let previous: Assignment | null = null;
    for (let day = firstDay; day <= lastDay; day++) {
      const isToday = day === world.today;
      // Today is always a working day in the demo (the planning grid opens on it), even on a weekend.
      const off = isDayOff(world, country, day) && !isToday;
      const tv = leave.get(day);
      if (tv) {
        const a = newAssignment(tech, day, 0, team.startMin, team.endMin, null, tv);
        a.status = 'OFFDAY';
        result.push(a);
        carry = null;
        previous = null;
        continue;
      }
      const ahead = day - world.today;
      const probability = isToday ? (team.dispatcherTeam ? 1 : 0.92) : off ? (ahead <= 3 ? 0.04 : 0) : ahead < 0 ? 0.9 : ahead <= 3 ? 0.8 : ahead <= 7 ? 0.55 : 0.35;
      if (!random.chance(probability)) {
        carry = null;
        previous = null;
        continue;
      }

      let cursor = off ? 9 * 60 : team.startMin + random.pick([0, 0, 0, 0, 10, 20, 30]);
      const maxBlocks = off ? 1 : ahead > 3 ? random.int(1, 2) : random.weighted([
        [1, 15],
        [2, 35],
        [3, 35],
        [4, 15],
      ] as const);
      let dayBlocks = 0;
      let lastOfDay: Assignment | null = null;
      for (let block = 0; block < maxBlocks && cursor < team.endMin - 50; block++) {
        let item: OrderItem | null;
        if (block === 0 && carry && random.chance(0.7)) {
          if (previous && previous.item === carry) previous.continuesNext = true;
          item = carry;
        } else {
          const order = pool.pick(random, org.orgunit, team.workshop, day, off && !org.forceNormalShiftEnabled ? (o) => o.simType === 'ZCH' : undefined);
          item = order ? pickItem(random, order) : null;
        }
        if (!item) break;
        let duration: number = random.weighted(BLOCK_MINUTES);
        if (off) duration = random.pick([120, 180, 240, 300]);
        let end = cursor + duration;
        let forceNormalShift = false;
        const lastBlock = block === maxBlocks - 1 || end >= team.endMin;
        if (!off && end > team.endMin) {
          const overtimeAllowed = item.order.simType === 'ZCH' || org.forceNormalShiftEnabled;
          if (lastBlock && overtimeAllowed && random.chance(0.3)) {
            end = Math.min(team.endMin + random.pick([30, 60, 90, 120, 150]), 22 * 60);
            forceNormalShift = item.order.simType !== 'ZCH';
          } else {
            end = team.endMin;
          }
        }
        if (off && item.order.simType !== 'ZCH') forceNormalShift = true;
        if (end - cursor < 30) break;
        const a = newAssignment(tech, day, dayBlocks, cursor, end, item, null);
        a.offDay = off;
        a.forceNormalShift = forceNormalShift || (org.forceNormalShiftEnabled && random.chance(0.01));
        result.push(a);
        dayBlocks++;
        lastOfDay = a;
        cursor = end + (team.workshop ? random.pick([0, 0, 10, 20, 30]) : random.pick([10, 20, 30, 40, 60, 90]));
      }
      previous = lastOfDay;
      carry = lastOfDay?.item && random.chance(team.workshop ? 0.55 : 0.3) ? lastOfDay.item : null;
    }
  }

  // Statuses by time: finished or stopped in the past, under way today, assigned later.
  for (const a of result) {
    if (a.trainingVacation) continue;
    const age = world.today - a.day;
    if (age > 0) a.status = a.continuesNext && random.chance(0.7) ? 'CONTINUES' : pastStatus(random, age);
    else if (age === 0) a.status = todayStatus(random, a.block, a.tech.team?.workshop ?? false);
    else a.status = futureStatus(random, -age);
  }
  ensureEveryStatus(random, world, result);

  // Details of the item: job type, work area, bay, PL flag, a plan change now and then.
  const areasByOrg = new Map<string, WorkArea[]>();
  for (const area of areas) pushTo(areasByOrg, area.orgunit, area);
  result.forEach((a, index) => {
    a.id = index + 1;
    const org = a.tech.org;
    if (!a.item) return;
    const order = a.item.order;
    a.latitude = order.location.latitude;
    a.longitude = order.location.longitude;
    const orgAreas = areasByOrg.get(org.orgunit);
    if (orgAreas) {
      const workshop = a.tech.team?.workshop || order.type.workshop;
      const area = workshop ? random.pick(orgAreas.filter((x) => !x.field)) : orgAreas.find((x) => x.field);
      a.workAreaId = area?.areaId ?? null;
      if (workshop) a.assignedBayNo = String(random.int(1, 6));
    }
    if (JOB_TYPE_ORGS.has(org.orgunit)) {
      const job = a.item.job.code;
      if (job === '010') a.schedulerJobType = random.pick(['DISASSEMBLE', 'ASSEMBLE']);
      else if (job === '035') a.schedulerJobType = 'ENTRY_EXPERTISE';
      else if (job === '043') a.schedulerJobType = 'EXIT_EXPERTISE';
    }
    a.plInfo = org.countryCode === 'TR' && random.chance(0.1);
    if (a.status !== 'INFORMED_UNSAVED' && random.chance(order.simChannel === 'ZBS' ? 0.04 : 0.25)) {
      const shift = random.pick([-120, -60, -30, 30, 60, 120, 24 * 60, -24 * 60]);
      a.planChanged = { start: addMinutes(a.start, shift), end: addMinutes(a.end, shift) };
    }
    a.item.plannedMinutes += (a.end.getTime() - a.start.getTime()) / MINUTE_MS;
    order.assignmentStatuses.push(a.status);
    order.lastPlannedDay = Math.max(order.lastPlannedDay ?? a.day, a.day);
  });

  markDeletedOrders(random, world, result);
  return result;
}

function newAssignment(tech: Tech, day: number, block: number, startMin: number, endMin: number, item: OrderItem | null, tv: TrainingVacation | null): Assignment {
  return {
    id: 0,
    tech,
    day,
    block,
    startMin,
    endMin,
    start: orgTime(tech.org, day, startMin),
    end: orgTime(tech.org, day, endMin),
    item,
    trainingVacation: tv,
    status: 'INFORMED_SAVED',
    offDay: false,
    continuesNext: false,
    forceNormalShift: false,
    schedulerJobType: null,
    workAreaId: null,
    assignedBayNo: null,
    plInfo: false,
    planChanged: null,
    latitude: null,
    longitude: null,
    sos: false,
    shouldBeDeleted: false,
    draftId: null,
    createdFloor: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    history: [],
    amounts: [],
  };
}

/** At small scales some statuses may not come up by chance; every one of them should be on screen somewhere. */
function ensureEveryStatus(random: Random, world: World, list: Assignment[]) {
  const counts = new Map<WorkingStatus, number>();
  for (const a of list) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  const used = new Set<Assignment>();
  for (const status of WORKING_STATUSES) {
    if ((counts.get(status) ?? 0) > 0 || status === 'OFFDAY') continue;
    const when = (a: Assignment) =>
      status === 'INFORMED_UNSAVED' ? a.day > world.today : ['ACCEPT', 'ENROUTE', 'ONSITE', 'INPROCESS'].includes(status) ? a.day === world.today && a.block === 0 : a.day < world.today;
    const spare = (a: Assignment) => a.item !== null && !used.has(a) && (counts.get(a.status) ?? 0) > 1;
    const candidates = list.filter((a) => spare(a) && when(a) && (status !== 'ENROUTE' || !a.tech.team?.workshop));
    const fallback = list.filter(spare);
    const chosen = candidates.length > 0 ? random.pick(candidates) : fallback.length > 0 ? random.pick(fallback) : null;
    if (!chosen) continue;
    counts.set(chosen.status, (counts.get(chosen.status) ?? 0) - 1);
    counts.set(status, 1);
    chosen.status = status;
    used.add(chosen);
  }
}

/** A few work orders the CRM deleted while they were still planned (the "deleted work orders" warning). */
function markDeletedOrders(random: Random, world: World, list: Assignment[]) {
  const futureOrders = [...new Set(list.filter((a) => a.item && a.day > world.today && a.status === 'INFORMED_SAVED').map((a) => a.item!.order))];
  const chosen = new Set(random.sample(futureOrders, world.volume(12, 3)));
  for (const order of chosen) order.deletedAt = orgTime(order.org, world.today - random.int(1, 4), random.int(7 * 60, 20 * 60));
  for (const a of list) if (a.item && chosen.has(a.item.order) && a.day >= world.today) a.shouldBeDeleted = true;
}

/** The dispatcher of a technician: the demo account for its teams, a named planner elsewhere. */
export function plannerOf(world: World, tech: Tech): { name: string; userId: number | null } {
  return tech.team?.dispatcherTeam ? { name: world.dispatcher.fullName, userId: world.dispatcher.userId } : { name: world.plannerNameByOrg.get(tech.org.orgunit) ?? 'Planner', userId: null };
}

export function generateDrafts(world: World, techs: Tech[], customerList: Customer[], list: Assignment[]): Draft[] {
  const random = forkRandom(world.seed, 'drafts');
  const count = world.volume(300, 10);
  const candidates = techs.filter((t) => t.planned && t.team && !t.team.workshop);
  const byTech = new Map<string, Assignment[]>();
  for (const a of list) if (a.item && a.status !== 'INFORMED_UNSAVED') pushTo(byTech, a.tech.bpNo, a);
  const customersByOrg = new Map<string, Customer[]>();
  for (const c of customerList) pushTo(customersByOrg, c.org.orgunit, c);
  const usedNames = new Set(customerList.map((c) => c.name));

  const result: Draft[] = [];
  for (let i = 0; i < count; i++) {
    const tech = random.pick(candidates);
    const org = tech.org;
    let day = world.today + random.int(FIRST_DAY_OFFSET, 0);
    if (isDayOff(world, org.countryCode, day) && day !== world.today) day -= random.int(1, 2);
    const createdAt = orgTime(org, day, day === world.today ? random.int(7 * 60, 11 * 60) : random.int(8 * 60, 18 * 60));
    const known = customersByOrg.get(org.orgunit);
    let customerNumber: string | null = null;
    let customerName: string;
    let serial: string;
    if (known && random.chance(0.7)) {
      const customer = random.pick(known);
      customerNumber = customer.number;
      customerName = customer.name;
      serial = random.chance(0.85) ? random.pick(customer.fleet).serial : serialNumber(random, random.pick(customer.fleet).model);
    } else {
      customerName = uniqueCompanyName(random, org.countryCode, usedNames).name;
      serial = serialNumber(random, pickModel(random));
    }
    const age = world.today - day;
    let status = random.weighted<Draft['status']>(
      age >= 2
        ? [
            ['ASSIGNED', 55],
            ['CANCELLED', 15],
            ['SAVED', 30],
          ]
        : [
            ['ASSIGNED', 35],
            ['CANCELLED', 5],
            ['SAVED', 60],
          ],
    );
    const draft: Draft = {
      id: result.length + 1,
      tech,
      status,
      customerNumber,
      customerName,
      serialNumber: serial,
      description: random.pick(DRAFT_DESCRIPTIONS[org.lang]),
      createdAt,
      scheduler: null,
      history: [{ status: 'SAVED', detail: draftDetail(org.lang, 'SAVED'), postedAt: createdAt, byDispatcher: false }],
    };
    if (status === 'ASSIGNED') {
      const earliest = createdAt.getTime() + 2 * 60 * MINUTE_MS;
      const latest = createdAt.getTime() + 5 * 24 * 60 * MINUTE_MS;
      const own = (byTech.get(tech.bpNo) ?? []).filter((a) => a.draftId === null && a.start.getTime() >= earliest && a.start.getTime() <= latest);
      const target = own.length > 0 ? own[0] : null;
      if (target) {
        target.draftId = draft.id;
        draft.scheduler = target;
        const assignedAt = new Date(Math.min(createdAt.getTime() + random.int(20, 240) * MINUTE_MS, target.start.getTime() - 30 * MINUTE_MS));
        target.createdFloor = assignedAt;
        draft.history.push({ status: 'ASSIGNED', detail: `${draftDetail(org.lang, 'ASSIGNED')}: ${target.item!.order.orderNumber}`, postedAt: assignedAt, byDispatcher: true });
        if (random.chance(0.9)) {
          draft.customerNumber = target.item!.order.customer.number;
          draft.customerName = target.item!.order.customer.name;
          draft.serialNumber = target.item!.order.machine.serial;
        }
      } else {
        status = 'SAVED';
      }
    }
    if (status === 'CANCELLED') {
      const at = addMinutes(createdAt, random.int(30, age === 0 ? 120 : 24 * 60));
      draft.history.push({ status: 'CANCELLED', detail: draftDetail(org.lang, 'CANCELLED'), postedAt: at, byDispatcher: true });
    }
    draft.status = status;
    result.push(draft);
  }
  return result;
}

function draftDetail(lang: 'tr' | 'ru' | 'az', status: Draft['status']): string {
  const texts = {
    tr: { SAVED: 'Taslak iş emri kaydedildi', ASSIGNED: 'Görev oluşturuldu', CANCELLED: 'Mükerrer kayıt - iptal edildi' },
    ru: { SAVED: 'Черновик заказа сохранён', ASSIGNED: 'Создано задание', CANCELLED: 'Дубликат - отменён' },
    az: { SAVED: 'İş sifarişi layihəsi yadda saxlanıldı', ASSIGNED: 'Tapşırıq yaradıldı', CANCELLED: 'Təkrar qeyd - ləğv edildi' },
  };
  return texts[lang][status];
}

/** Status history (1–6 rows along a plausible path) and booked hours, once drafts fixed some creation times. */
export function completeAssignments(world: World, list: Assignment[]) {
  const random = forkRandom(world.seed, 'assignment-history');
  for (const a of list) {
    const org = a.tech.org;
    const lang = org.lang;
    const created =
      a.createdFloor ??
      (a.trainingVacation
        ? orgTime(org, a.day - random.int(5, 25), random.int(9 * 60, 17 * 60))
        : orgTime(org, a.day - random.int(1, 7), random.int(8 * 60 + 30, 17 * 60 + 30)));
    a.createdAt = created;
    const workshop = a.tech.team?.workshop ?? false;
    let path = PATHS[a.status];
    if (workshop) path = path.filter((s) => s !== 'ENROUTE' || s === a.status);
    const S = a.start.getTime();
    const E = a.end.getTime();
    const min = MINUTE_MS;
    const todayMorning = orgTime(org, world.today, 9 * 60).getTime();
    const target = (status: WorkingStatus, prev: number): number => {
      switch (status) {
        case 'ACCEPT':
          return Math.max(created.getTime() + 5 * min, S - random.int(30, 720) * min);
        case 'ENROUTE':
          return S - random.int(15, 60) * min;
        case 'ONSITE':
          return S + random.int(-5, 10) * min;
        case 'INPROCESS':
          return prev + random.int(5, 20) * min;
        case 'JOBDONE':
          return E - random.int(0, 15) * min;
        case 'BACKHOME':
          return E + random.int(5, 30) * min;
        case 'ATHOME':
          return prev + random.int(40, 120) * min;
        case 'JOBCLOSED': {
          const later = E + random.int(60, 1800) * min;
          return later > todayMorning ? E + random.int(30, 90) * min : later;
        }
        case 'SEND_FORM':
          return E + random.int(5, 40) * min;
        case 'ADD_CONFIRM':
          return S + Math.round((E - S) * 0.6);
        case 'HOLD':
          return S + Math.round((E - S) * 0.5);
        case 'CONTINUES':
          return E - random.int(0, 10) * min;
        case 'REJECT':
          return created.getTime() + random.int(10, 240) * min;
        case 'UNDO':
          return prev + random.int(10, 120) * min;
        default:
          return created.getTime();
      }
    };
    const history: HistoryEntry[] = [];
    let t = created.getTime();
    const original = a.planChanged;
    path.forEach((status, i) => {
      if (i > 0) t = Math.max(t + min, target(status, t));
      history.push({
        status,
        detail: HISTORY_DETAILS[lang][status],
        postedAt: new Date(t),
        byDispatcher: DISPATCHER_STATUSES.has(status),
        startDate: i === 0 && original ? original.start : a.start,
        endDate: i === 0 && original ? original.end : a.end,
      });
      // A plan change (new dates) right after the assignment was made, before the technician reacted.
      if (i === 0 && original && path.length <= 5) {
        const room = S - 60 * min - t;
        t += room > 2 * min ? Math.min(random.int(30, 1440) * min, room) : min;
        history.push({ status: history[0].status, detail: PLAN_UPDATED[lang], postedAt: new Date(t), byDispatcher: true, startDate: a.start, endDate: a.end });
      }
    });
    if (original && path.length > 5) a.planChanged = null;
    a.history = history;
    a.updatedAt = history[history.length - 1].postedAt;
    a.amounts = WORKED_STATUSES.has(a.status) && a.item ? workAmounts(random, a) : [];
  }
}

function hours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

function workAmounts(random: Random, a: Assignment): { type: WorkingHourType; hours: number }[] {
  const team = a.tech.team!;
  const duration = a.endMin - a.startMin;
  const worked = a.status === 'HOLD' || a.status === 'ADD_CONFIRM' ? Math.round(duration * 0.5) : duration;
  const travel = a.tech.team?.workshop || a.item?.order.type.workshop ? 0 : random.pick([30, 45, 60, 90, 120]);
  const out: { type: WorkingHourType; hours: number }[] = [];
  if (a.offDay) {
    out.push({ type: 'HOLIDAY_WORK', hours: hours(worked) });
    if (travel) out.push({ type: 'HOLIDAY_WORK_ON_WAY', hours: hours(travel) });
    return out;
  }
  const inShift = Math.max(0, Math.min(a.endMin, team.endMin) - Math.max(a.startMin, team.startMin));
  const normal = a.forceNormalShift ? worked : Math.min(worked, inShift);
  const overtime = worked - normal;
  if (normal > 0) out.push({ type: 'NORMAL_WORK', hours: hours(normal) });
  if (overtime > 0) out.push({ type: 'OVERTIME', hours: hours(overtime) });
  if (travel && (a.block === 0 || random.chance(0.3))) out.push({ type: overtime > 0 ? 'OVERTIME_ON_WAY' : 'NORMAL_WORK_ON_WAY', hours: hours(travel) });
  return out;
}

export function assignmentRows(world: World, list: Assignment[]): (typeof assignments.$inferInsert)[] {
  return list.map((a) => {
    const planner = plannerOf(world, a.tech);
    return {
      id: a.id,
      technicianBpNo: a.tech.bpNo,
      workOrderItemId: a.item?.id ?? null,
      trainingVacationId: a.trainingVacation?.id ?? null,
      startDate: a.start,
      endDate: a.end,
      workingStatus: a.status,
      schedulerJobType: a.schedulerJobType,
      forceNormalShift: a.forceNormalShift,
      assignedBayNo: a.assignedBayNo,
      plInfo: a.plInfo,
      planRejectReasonSourceType: a.planChanged && a.item && a.item.order.simChannel !== 'ZBS' ? 'CUSTOMER_REQUEST' : null,
      workAreaId: a.workAreaId,
      latitude: a.latitude,
      longitude: a.longitude,
      sos: a.sos,
      shouldBeDeleted: a.shouldBeDeleted,
      createdByUserId: planner.userId,
      updatedByUserId: planner.userId,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
    };
  });
}

export function historyRows(world: World, list: Assignment[]): (typeof assignmentStatusHistory.$inferInsert)[] {
  const rows: (typeof assignmentStatusHistory.$inferInsert)[] = [];
  for (const a of list) {
    const planner = plannerOf(world, a.tech);
    for (const h of a.history) {
      rows.push({
        assignmentId: a.id,
        status: h.status,
        detail: h.detail,
        postedAt: h.postedAt,
        postedByUserId: h.byDispatcher ? planner.userId : null,
        postedByName: h.byDispatcher ? planner.name : a.tech.fullName,
        startDate: h.startDate,
        endDate: h.endDate,
      });
    }
  }
  return rows;
}

export function workAmountRows(list: Assignment[]): (typeof assignmentWorkAmounts.$inferInsert)[] {
  return list.flatMap((a) => a.amounts.map((w) => ({ assignmentId: a.id, workingHourType: w.type, amount: String(w.hours) })));
}

export function draftRows(world: World, list: Draft[]): (typeof drafts.$inferInsert)[] {
  return list.map((d) => {
    const last = d.history[d.history.length - 1];
    return {
      id: d.id,
      status: d.status,
      technicianBpNo: d.tech.bpNo,
      customerNumber: d.customerNumber,
      customerName: d.customerName,
      serialNumber: d.serialNumber,
      description: d.description,
      schedulerId: d.scheduler?.id ?? null,
      dispatcherUserId: d.status !== 'SAVED' ? plannerOf(world, d.tech).userId : null,
      createdAt: d.createdAt,
      updatedAt: last.postedAt,
    };
  });
}

export function draftHistoryRows(world: World, list: Draft[]): (typeof draftStatusHistory.$inferInsert)[] {
  return list.flatMap((d) =>
    d.history.map((h) => ({ draftId: d.id, status: h.status, detail: h.detail, postedAt: h.postedAt, postedByName: h.byDispatcher ? plannerOf(world, d.tech).name : d.tech.fullName })),
  );
}

/** Technicians' last known positions: at today's job when they are on site, else around their service centre. */
export function technicianLocations(world: World, techs: Tech[], list: Assignment[]) {
  const random = forkRandom(world.seed, 'technician-locations');
  const onSiteToday = new Map<string, Assignment>();
  for (const a of list) {
    if (a.day === world.today && a.item && (a.status === 'ONSITE' || a.status === 'INPROCESS' || a.status === 'ENROUTE')) onSiteToday.set(a.tech.bpNo, a);
  }
  const nowMs = Math.floor(world.now.getTime() / MINUTE_MS) * MINUTE_MS;
  for (const tech of techs) {
    if (!tech.active) continue;
    const permissionDisabled = random.chance(0.04);
    tech.row.locationPermissionDisabled = permissionDisabled;
    const current = onSiteToday.get(tech.bpNo);
    if (!current && random.chance(0.25)) continue;
    const order = current?.item?.order;
    const point = order && current.status !== 'ENROUTE' ? nearby(random, order.location.latitude, order.location.longitude, 0.3) : nearby(random, tech.org.latitude, tech.org.longitude, 25);
    const fresh = !permissionDisabled && (current !== undefined || random.chance(0.8));
    const minutesAgo = fresh ? random.int(1, current ? 90 : 470) : random.int(9 * 60, 4 * 24 * 60);
    tech.row.lastLatitude = point.latitude;
    tech.row.lastLongitude = point.longitude;
    tech.row.lastSeenAt = new Date(nowMs - minutesAgo * MINUTE_MS);
  }
}
