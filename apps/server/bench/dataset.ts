/**
 * The bench data set, inserted straight through the schema in batches: a few organizations, 50 teams,
 * 1,000 technicians, ~10,000 assignments around the bench day, work orders with items, and one
 * dispatcher who sees every team. Deterministic (seeded), so runs are comparable.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  assignmentStatusHistory,
  assignmentWorkAmounts,
  assignments,
  countries,
  customers,
  dispatcherTeams,
  organizations,
  teamWorkingHours,
  teams,
  technicians,
  trainingVacations,
  userRoles,
  users,
  workOrderItems,
  workOrders,
} from '../src/db/schema';
import { hashPassword } from '../src/plugins/security';

export interface DatasetOptions {
  /** 'YYYY-MM-DD'; items are planned on the days around it. */
  benchDay: string;
  /** Minutes east of UTC the bench client sends (X-Timezone-Offset). */
  offsetMinutes: number;
  organizations: number;
  teamsPerOrganization: number;
  techniciansPerTeam: number;
  /** Days before and after the bench day that get items (each technician gets one or two items a day). */
  daysAround: number;
  workOrders: number;
  itemsPerWorkOrder: number;
}

export const DEFAULT_DATASET: DatasetOptions = {
  benchDay: '2026-03-02',
  offsetMinutes: 180,
  organizations: 5,
  teamsPerOrganization: 10,
  techniciansPerTeam: 20,
  daysAround: 4,
  workOrders: 3000,
  itemsPerWorkOrder: 2,
};

export interface Dataset {
  options: DatasetOptions;
  teamIds: number[];
  orgunits: string[];
  technicianBpNos: string[];
  workOrderItemIds: number[];
  /** Items whose order the CRM has not deleted: what a dispatcher can plan. */
  liveWorkOrderItemIds: number[];
  trainingVacationIds: number[];
  counts: { technicians: number; teams: number; assignments: number; workOrders: number; historyRows: number };
  dispatcher: { username: string; password: string };
}

const BATCH = 1000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Small deterministic PRNG (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function createDataset(db: Db, options: DatasetOptions = DEFAULT_DATASET): Promise<Dataset> {
  const rnd = random(20260302);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const countryList = [
    { code: 'TR', name: 'Türkiye', defaultLanguage: 'tr', timeZone: 'Europe/Istanbul' },
    { code: 'RU', name: 'Russia', defaultLanguage: 'ru', timeZone: 'Europe/Moscow' },
    { code: 'KZ', name: 'Kazakhstan', defaultLanguage: 'ru', timeZone: 'Asia/Almaty' },
  ];
  await db.insert(countries).values(countryList).onConflictDoNothing();

  const orgRows = Array.from({ length: options.organizations }, (_, i) => ({
    orgunit: `B${String(i + 1).padStart(3, '0')}`,
    orgtext: `Bench org ${i + 1}`,
    displayName: `Bench Service Centre ${i + 1}`,
    countryCode: countryList[i % countryList.length].code,
    workHourStartTime: '08:00',
    workHourEndTime: '17:00',
  }));
  await db.insert(organizations).values(orgRows);
  const orgunits = orgRows.map((o) => o.orgunit);

  const teamRows = await db
    .insert(teams)
    .values(orgunits.flatMap((orgunit) => Array.from({ length: options.teamsPerOrganization }, (_, i) => ({ orgunit, name: `Team ${orgunit}-${i + 1}` }))))
    .returning({ id: teams.id, orgunit: teams.orgunit });
  const teamIds = teamRows.map((t) => t.id);
  // Half of the teams have their own working hours (the others fall back to the organization's).
  await db.insert(teamWorkingHours).values(teamRows.filter((_, i) => i % 2 === 0).map((t) => ({ teamId: t.id, startTime: '07:30', endTime: '16:30' })));

  const techRows = teamRows.flatMap((team) =>
    Array.from({ length: options.techniciansPerTeam }, (_, i) => ({
      bpNo: `BT${team.id}-${String(i + 1).padStart(3, '0')}`,
      fullName: `Bench Technician ${team.id}-${i + 1}`,
      orgunit: team.orgunit,
      teamId: team.id,
      warning: rnd() < 0.02,
      shouldBeDeleted: rnd() < 0.01,
    })),
  );
  await insertInBatches(techRows, (batch) => db.insert(technicians).values(batch));

  const customerRows = Array.from({ length: 300 }, (_, i) => ({ number: `BC${String(i + 1).padStart(6, '0')}`, name: `Bench Customer ${i + 1} Madencilik A.Ş.` }));
  await db.insert(customers).values(customerRows);

  const benchMidnight = Date.parse(`${options.benchDay}T00:00:00Z`) - options.offsetMinutes * MINUTE;
  const orderRows = Array.from({ length: options.workOrders }, (_, i) => {
    const planFrom = benchMidnight + Math.floor((rnd() * 60 - 30) * DAY);
    return {
      orderNumber: String(400000000000 + i),
      customerNumber: pick(customerRows).number,
      orgunit: orgunits[i % orgunits.length],
      description: `Bench repair ${i + 1}: hydraulic pump overhaul`,
      serialNumber: `SN${String(100000 + i)}`,
      modelNumber: pick(['D9T', '320D', '966H', '777G']),
      code: 'ZS01',
      codeTxt: 'Field repair',
      simStage: pick(['0010', '0020', '0080', '0160']),
      simChannel: pick(['ZBP', 'ZBO', 'ZDI']),
      status: 'E0002',
      statusTxt: 'Released',
      planFrom: new Date(planFrom),
      planTo: new Date(planFrom + Math.floor(rnd() * 20 + 1) * DAY),
      segmentCode: 'SEG1',
      jobCode: '010',
      jobCodeTxt: 'Repair',
      componentCode: '7000',
      componentCodeTxt: 'Hydraulics',
      standardHour: '4.5',
      crmStatus: 'OPEN',
      deletedAt: i % 200 === 0 ? new Date(benchMidnight) : null,
    };
  });
  const orderIds: number[] = [];
  await insertInBatches(orderRows, async (batch) => {
    const inserted = await db.insert(workOrders).values(batch).returning({ id: workOrders.id });
    orderIds.push(...inserted.map((r) => r.id));
  });
  const itemRows = orderIds.flatMap((workOrderId) =>
    Array.from({ length: options.itemsPerWorkOrder }, (_, i) => ({
      workOrderId,
      elementNumber: String((i + 1) * 10).padStart(4, '0'),
      description: `Operation ${i + 1}`,
      jobCode: '010',
      jobCodeTxt: 'Repair',
      segmentCode: 'SEG1',
      componentCode: '7000',
      componentCodeTxt: 'Hydraulics',
      standardHour: '2',
    })),
  );
  const workOrderItemIds: number[] = [];
  const liveWorkOrderItemIds: number[] = [];
  const deletedOrderIds = new Set(orderIds.filter((_, i) => orderRows[i].deletedAt !== null));
  await insertInBatches(itemRows, async (batch) => {
    const inserted = await db.insert(workOrderItems).values(batch).returning({ id: workOrderItems.id, workOrderId: workOrderItems.workOrderId });
    workOrderItemIds.push(...inserted.map((r) => r.id));
    liveWorkOrderItemIds.push(...inserted.filter((r) => !deletedOrderIds.has(r.workOrderId)).map((r) => r.id));
  });

  const tvRows = await db
    .insert(trainingVacations)
    .values([
      { name: 'Annual leave', type: 'VACATION', laborType: 'L01', laborTypeText: 'Leave' },
      { name: 'Sick leave', type: 'VACATION', laborType: 'L02', laborTypeText: 'Leave' },
      { name: 'Hydraulics course', type: 'TRAINING', laborType: 'T01', laborTypeText: 'Training' },
      { name: 'Safety training', type: 'TRAINING', laborType: 'T02', laborTypeText: 'Training', countryCode: 'TR' },
    ])
    .returning({ id: trainingVacations.id });
  const trainingVacationIds = tvRows.map((r) => r.id);

  // Each technician: one item a day on the days around the bench day, a second one on some days.
  const assignmentRows: (typeof assignments.$inferInsert)[] = [];
  for (const tech of techRows) {
    for (let d = -options.daysAround; d <= options.daysAround + 1; d++) {
      const dayStart = benchMidnight + d * DAY;
      const firstStart = dayStart + (7 * 60 + Math.floor(rnd() * 18) * 10) * MINUTE;
      const firstEnd = firstStart + (1 + Math.floor(rnd() * 3)) * HOUR;
      const slots: [number, number][] = [[firstStart, firstEnd]];
      if (rnd() < 0.1) slots.push([firstEnd + HOUR, firstEnd + 3 * HOUR]);
      for (const [start, end] of slots) {
        const offday = rnd() < 0.08;
        const past = end < benchMidnight;
        assignmentRows.push({
          technicianBpNo: tech.bpNo,
          workOrderItemId: offday ? null : pick(workOrderItemIds),
          trainingVacationId: offday ? pick(trainingVacationIds) : null,
          startDate: new Date(start),
          endDate: new Date(end),
          workingStatus: offday ? 'OFFDAY' : past ? pick(['JOBDONE', 'JOBCLOSED', 'BACKHOME'] as const) : pick(['INFORMED_SAVED', 'INFORMED_SAVED', 'ACCEPT'] as const),
          assignedBayNo: rnd() < 0.2 ? `BAY-${Math.floor(rnd() * 9) + 1}` : null,
        });
      }
    }
  }
  const assignmentIds: { id: number; workingStatus: string; startDate: Date; endDate: Date }[] = [];
  await insertInBatches(assignmentRows, async (batch) => {
    assignmentIds.push(
      ...(await db.insert(assignments).values(batch).returning({ id: assignments.id, workingStatus: assignments.workingStatus, startDate: assignments.startDate, endDate: assignments.endDate })),
    );
  });
  // Every item was planned (one history row); items a technician moved on have a second row.
  const historyRows = assignmentIds.flatMap((a) => {
    const planned = { assignmentId: a.id, status: 'INFORMED_SAVED', detail: 'Planned', postedByName: 'Bench Planner', postedAt: new Date(a.startDate.getTime() - 2 * DAY), startDate: a.startDate, endDate: a.endDate };
    return a.workingStatus === 'INFORMED_SAVED' || a.workingStatus === 'OFFDAY'
      ? [{ ...planned, status: a.workingStatus }]
      : [planned, { assignmentId: a.id, status: a.workingStatus, detail: null, postedByName: 'Mobile app', postedAt: new Date(a.startDate.getTime() + 10 * MINUTE), startDate: null, endDate: null }];
  });
  await insertInBatches(historyRows, (batch) => db.insert(assignmentStatusHistory).values(batch));
  await insertInBatches(
    assignmentIds.filter((a) => a.workingStatus === 'JOBDONE').map((a) => ({ assignmentId: a.id, workingHourType: 'NORMAL_WORK', amount: '2' })),
    (batch) => db.insert(assignmentWorkAmounts).values(batch),
  );

  const password = 'bench dispatcher password';
  const [user] = await db
    .insert(users)
    .values({ username: 'bench.dispatcher', passwordHash: await hashPassword(password), firstname: 'Bench', lastname: 'Dispatcher', countryCode: 'TR' })
    .returning({ id: users.id, username: users.username });
  await db.insert(userRoles).values({ userId: user.id, role: 'DISPATCHER' });
  await db.insert(dispatcherTeams).values(teamIds.map((teamId) => ({ userId: user.id, teamId })));

  // Fresh statistics, as autovacuum would have them in a running system.
  await db.execute(sql`analyze`);

  return {
    options,
    teamIds,
    orgunits,
    technicianBpNos: techRows.map((t) => t.bpNo),
    workOrderItemIds,
    liveWorkOrderItemIds,
    trainingVacationIds,
    counts: { technicians: techRows.length, teams: teamIds.length, assignments: assignmentRows.length, workOrders: orderRows.length, historyRows: historyRows.length },
    dispatcher: { username: user.username, password },
  };
}
