/** What happened to the planned items: status histories, plan changes and booked hours. */
import type { WorkingHourType, WorkingStatus } from '../../db/codes';
import { forkRandom, type Random } from '../random';
import { HISTORY_DETAILS, PLAN_UPDATED } from '../texts';
import { MINUTE_MS } from '../time';
import { orgTime, pastMoment, type World } from '../world';
import { FINISHED_STATUSES, type Assignment, type HistoryEntry } from './planning';

/** Statuses whose assignment has booked hours. */
const WORKED_STATUSES: ReadonlySet<WorkingStatus> = new Set([...FINISHED_STATUSES, 'CONTINUES', 'HOLD']);
const DISPATCHER_STATUSES: ReadonlySet<WorkingStatus> = new Set(['INFORMED_SAVED', 'INFORMED_UNSAVED', 'JOBCLOSED', 'UNDO']);

/** The statuses an item went through to reach its current one. */
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


/** Status history (1–6 rows along a plausible path) and booked hours, once drafts fixed some creation times. */
export function completeAssignments(world: World, list: Assignment[]) {
  const random = forkRandom(world.seed, 'assignment-history');
  for (const a of list) {
    const org = a.tech.org;
    const lang = org.lang;
    const created = pastMoment(
      world,
      a.createdFloor ??
        (a.trainingVacation
          ? orgTime(org, a.day - random.int(5, 25), random.int(9 * 60, 17 * 60))
          : orgTime(org, a.day - random.int(1, 7), random.int(8 * 60 + 30, 17 * 60 + 30))),
    );
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
    let planChange: HistoryEntry | null = null;
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
        planChange = { status: history[0].status, detail: PLAN_UPDATED[lang], postedAt: new Date(t), byDispatcher: true, startDate: a.start, endDate: a.end };
        history.push(planChange);
      }
    });
    if (original && path.length > 5) a.planChanged = null;
    // The item is where its technician had got by the seeding moment: steps after it have not happened yet.
    const happened = history.filter((h) => h.postedAt.getTime() <= world.now.getTime());
    if (happened.length < history.length) a.status = happened[happened.length - 1].status;
    if (planChange && !happened.includes(planChange)) {
      // No change of plan yet: the item was made with the dates it has.
      a.planChanged = null;
      happened[0] = { ...happened[0], startDate: a.start, endDate: a.end };
    }
    a.history = happened;
    a.updatedAt = happened[happened.length - 1].postedAt;
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
