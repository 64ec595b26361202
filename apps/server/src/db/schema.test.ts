import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, sqlStateOf, type TestDatabase } from '../../test/test-database';
import type { Db } from './client';
import { assignments, countries, customers, organizations, technicians, trainingVacations, workOrderItems, workOrders } from './schema';

const EXCLUSION_VIOLATION = '23P01';
const CHECK_VIOLATION = '23514';

let testDb: TestDatabase;
let db: Db;
let workOrderItemId: number;
let trainingVacationId: number;
let technicianSeq = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  await db.insert(countries).values({ code: 'TR', name: 'Türkiye', defaultLanguage: 'tr', timeZone: 'Europe/Istanbul' });
  await db.insert(organizations).values({ orgunit: 'ORG1', orgtext: 'Org 1', displayName: 'Organization 1', countryCode: 'TR' });
  await db.insert(customers).values({ number: 'C1', name: 'Customer 1' });
  const [order] = await db
    .insert(workOrders)
    .values({ orderNumber: '100000000001', customerNumber: 'C1', orgunit: 'ORG1' })
    .returning({ id: workOrders.id });
  const [item] = await db.insert(workOrderItems).values({ workOrderId: order.id, elementNumber: '0010' }).returning({ id: workOrderItems.id });
  workOrderItemId = item.id;
  const [vacation] = await db.insert(trainingVacations).values({ name: 'Annual leave', type: 'VACATION' }).returning({ id: trainingVacations.id });
  trainingVacationId = vacation.id;
});

afterAll(async () => {
  await testDb?.dispose();
});

/** A technician of its own per test, so tests never see each other's assignments. */
async function newTechnician(): Promise<string> {
  technicianSeq += 1;
  const bpNo = `T${technicianSeq}-${Date.now()}`;
  await db.insert(technicians).values({ bpNo, fullName: `Technician ${technicianSeq}`, orgunit: 'ORG1' });
  return bpNo;
}

function at(hhmm: string): Date {
  return new Date(`2026-03-02T${hhmm}Z`);
}

function insertAssignment(technicianBpNo: string, start: string, end: string, extra: Partial<typeof assignments.$inferInsert> = {}, into: Db = db) {
  return into.insert(assignments).values({ technicianBpNo, workOrderItemId, startDate: at(start), endDate: at(end), ...extra });
}

async function sqlStateOfFailure(promise: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return sqlStateOf(error) ?? `no SQLSTATE: ${String(error)}`;
  }
  return 'did not fail';
}

describe('database schema', () => {
  it('applies every committed migration, the exclusion constraint included', async () => {
    const journal = JSON.parse(readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
    const applied = await db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(applied.rows[0].count).toBe(journal.entries.length);
    const constraint = await db.execute<{ contype: string }>(
      sql`select contype from pg_constraint where conname = 'assignments_no_overlap' and conrelid = 'assignments'::regclass`,
    );
    expect(constraint.rows).toEqual([{ contype: 'x' }]);
  });

  it('rejects an overlapping assignment for the same technician (23P01)', async () => {
    const bpNo = await newTechnician();
    await insertAssignment(bpNo, '10:00:00', '12:00:00');
    expect(await sqlStateOfFailure(insertAssignment(bpNo, '11:00:00', '13:00:00'))).toBe(EXCLUSION_VIOLATION);
    expect(await sqlStateOfFailure(insertAssignment(bpNo, '10:30:00', '11:30:00', { workOrderItemId: null, trainingVacationId }))).toBe(
      EXCLUSION_VIOLATION,
    );
  });

  it('accepts touching half-open ranges [10:00,11:00) and [11:00,12:00)', async () => {
    const bpNo = await newTechnician();
    await insertAssignment(bpNo, '10:00:00', '11:00:00');
    await insertAssignment(bpNo, '11:00:00', '12:00:00');
    const rows = await db.select().from(assignments).where(sql`${assignments.technicianBpNo} = ${bpNo}`);
    expect(rows).toHaveLength(2);
  });

  it('lets different technicians work at the same time', async () => {
    const first = await newTechnician();
    const second = await newTechnician();
    await insertAssignment(first, '10:00:00', '12:00:00');
    await insertAssignment(second, '10:00:00', '12:00:00');
  });

  it('does not let a soft-deleted assignment block the slot', async () => {
    const bpNo = await newTechnician();
    await insertAssignment(bpNo, '10:00:00', '12:00:00', { deletedAt: new Date() });
    await insertAssignment(bpNo, '10:00:00', '12:00:00');
  });

  it('rejects times with seconds, an end not after the start, and zero or two subjects (23514)', async () => {
    const bpNo = await newTechnician();
    expect(await sqlStateOfFailure(insertAssignment(bpNo, '10:00:30', '11:00:00'))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOfFailure(insertAssignment(bpNo, '10:00:00', '11:00:00.500'))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOfFailure(insertAssignment(bpNo, '11:00:00', '11:00:00'))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOfFailure(insertAssignment(bpNo, '10:00:00', '11:00:00', { workOrderItemId: null }))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOfFailure(insertAssignment(bpNo, '10:00:00', '11:00:00', { trainingVacationId }))).toBe(CHECK_VIOLATION);
    expect(await sqlStateOfFailure(insertAssignment(bpNo, '10:00:00', '11:00:00', { workingStatus: 'DONE' }))).toBe(CHECK_VIOLATION);
  });

  it('lets exactly one of two concurrent overlapping inserts win', async () => {
    const bpNo = await newTechnician();
    const attempt = (start: string, end: string) =>
      db.transaction(async (tx) => {
        await insertAssignment(bpNo, start, end, {}, tx as unknown as Db);
        // Hold the transaction open so, on PostgreSQL, the other one runs into the uncommitted row.
        if (testDb.database.kind === 'postgres') await tx.execute(sql`select pg_sleep(0.2)`);
      });
    const results = await Promise.allSettled([attempt('10:00:00', '12:00:00'), attempt('11:00:00', '13:00:00')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.map((r) => sqlStateOf(r.reason))).toEqual([EXCLUSION_VIOLATION]);
    const rows = await db.select().from(assignments).where(sql`${assignments.technicianBpNo} = ${bpNo}`);
    expect(rows).toHaveLength(1);
  });
});

describe('pooled connections', () => {
  // PGlite is built without JIT (its setting is on, with nothing to compile); on a server the pool turns it off.
  it.runIf(process.env.TEST_DATABASE_URL)('never JIT-compile on a server (a compile costs more than our statements take; decision 0025)', async () => {
    const result = await db.execute<{ jit: string }>(sql`show jit`);
    expect(result.rows[0].jit).toBe('off');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('never start parallel workers for a statement on a server (decision 0025)', async () => {
    const result = await db.execute<{ max_parallel_workers_per_gather: string }>(sql`show max_parallel_workers_per_gather`);
    expect(result.rows[0].max_parallel_workers_per_gather).toBe('0');
  });
});
