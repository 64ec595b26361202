import type { Db } from '../src/db/client';
import {
  assignmentStatusHistory,
  assignments,
  customers,
  draftStatusHistory,
  drafts,
  trainingVacations,
  workOrderItems,
  workOrders,
} from '../src/db/schema';
import { createOrganization, createTeam, createTechnician, unique } from './factories';

/** A customer with a unique number (work orders need one). */
export async function createCustomer(db: Db, overrides: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db
    .insert(customers)
    .values({ number: unique('C'), name: unique('Customer '), ...overrides })
    .returning();
  return row;
}

/** A work order with `items` lines (element numbers 0010, 0020, ...), in a new organization unless one is given. */
export async function createWorkOrder(
  db: Db,
  overrides: Partial<typeof workOrders.$inferInsert> = {},
  options: { items?: number; itemOverrides?: Partial<typeof workOrderItems.$inferInsert> } = {},
) {
  const orgunit = overrides.orgunit ?? (await createOrganization(db)).orgunit;
  const customerNumber = overrides.customerNumber ?? (await createCustomer(db)).number;
  const [order] = await db
    .insert(workOrders)
    .values({
      orderNumber: String(Math.floor(Math.random() * 9e11) + 1e11),
      description: unique('Repair '),
      serialNumber: unique('SN'),
      simStage: '0020',
      status: 'E0002',
      segmentCode: 'SEG1',
      ...overrides,
      orgunit,
      customerNumber,
    })
    .returning();
  const count = options.items ?? 1;
  const items = count
    ? await db
        .insert(workOrderItems)
        .values(
          Array.from({ length: count }, (_, i) => ({
            workOrderId: order.id,
            elementNumber: String((i + 1) * 10).padStart(4, '0'),
            description: `Item ${i + 1}`,
            jobCode: '010',
            ...options.itemOverrides,
          })),
        )
        .returning()
    : [];
  return { order, items };
}

export async function createTrainingVacation(db: Db, overrides: Partial<typeof trainingVacations.$inferInsert> = {}) {
  const [row] = await db
    .insert(trainingVacations)
    .values({ name: unique('Leave '), type: 'VACATION', ...overrides })
    .returning();
  return row;
}

/**
 * A stored assignment (on a new one-item work order unless a subject is given), with one history row
 * like a save would write. Dates are ISO texts or epoch ms and must be whole minutes.
 */
export async function createAssignment(
  db: Db,
  values: { technicianBpNo: string; start: string | number; end: string | number } & Partial<typeof assignments.$inferInsert>,
) {
  const { technicianBpNo, start, end, ...rest } = values;
  let workOrderItemId = rest.workOrderItemId ?? null;
  if (!workOrderItemId && !rest.trainingVacationId) workOrderItemId = (await createWorkOrder(db)).items[0].id;
  const [row] = await db
    .insert(assignments)
    .values({ technicianBpNo, workOrderItemId, startDate: new Date(start), endDate: new Date(end), ...rest })
    .returning();
  await db.insert(assignmentStatusHistory).values({
    assignmentId: row.id,
    status: row.workingStatus,
    detail: 'Planned by a factory',
    postedByName: 'Factory',
    startDate: row.startDate,
    endDate: row.endDate,
  });
  return row;
}

/** A team of `orgunit` with one technician and one work-order item planned on 2026-03-02, 05:00–07:00 UTC. */
export async function createPlannedTeam(db: Db, orgunit: string) {
  const team = await createTeam(db, { orgunit });
  const tech = await createTechnician(db, { teamId: team.id, orgunit });
  const wo = await createWorkOrder(db, { orgunit });
  const item = await createAssignment(db, { technicianBpNo: tech.bpNo, workOrderItemId: wo.items[0].id, start: '2026-03-02T05:00:00Z', end: '2026-03-02T07:00:00Z' });
  return { team, tech, wo, item };
}

export async function createDraft(db: Db, values: { technicianBpNo: string } & Partial<typeof drafts.$inferInsert>) {
  const [row] = await db
    .insert(drafts)
    .values({ customerName: unique('Customer '), serialNumber: unique('SN'), description: 'Draft from the field', ...values })
    .returning();
  await db.insert(draftStatusHistory).values({ draftId: row.id, status: row.status, postedByName: 'Technician' });
  return row;
}
