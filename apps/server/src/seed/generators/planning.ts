/**
 * The planning month's assignments (today-20 … today+10) and the types the planning generators share.
 * Beside it: planning-reference (training/vacation kinds, work areas), drafts (technicians' draft work
 * orders), assignment-progress (status histories and booked hours), planning-rows (the table rows) and
 * technician-locations.
 */
import { WORKING_STATUSES, type SchedulerJobType, type WorkingHourType, type WorkingStatus } from '../../db/codes';
import { forkRandom, type Random } from '../random';
import type { TrainingVacationSpec } from '../texts';
import { addMinutes, MINUTE_MS } from '../time';
import { isDayOff, orgTime, type World } from '../world';
import { pushTo, type OrderItem, type WorkOrder } from './orders';
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
/** Centres with the job-type rule of the spec (010 disassemble/assemble, 035/043 expertise); the same as the work-area ones. */
const JOB_TYPE_ORGS = new Set(['TR10', 'RU10']);


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
      // In an area organization the bay number is the work area (docs/api-conventions.md "Work areas").
      a.assignedBayNo = area ? String(area.areaId) : null;
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
  return tech.team?.dispatcherTeam ? { name: world.dispatcher.fullName, userId: world.dispatcher.userId } : { name: world.plannerNameByOrg.get(tech.org.orgunit) ?? 'Planner', userId: world.plannerUserIdByOrg.get(tech.org.orgunit) ?? null };
}
