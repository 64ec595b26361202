import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, inArray, sql } from 'drizzle-orm';
import { PLATE_ERRORS, normalizePlateNumber } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam } from '../../../test/factories';
import { vehicles } from '../../db/schema';

/**
 * Migration 0031: plates stored before the contract normalised them are written as it writes them. The suite's database
 * is migrated with no plates, so each test stores plates as the old code did (straight into the table) and runs the
 * migration's file again over them, as an upgrade does.
 */
const MIGRATION = readFileSync(new URL('../../../drizzle/0031_plate_numbers_normalized.sql', import.meta.url), 'utf8');

let t: TestApp;
let dispatcher: Record<string, string>;
let mine: string;

beforeAll(async () => {
  t = await createTestApp();
  mine = (await createOrganization(t.db)).orgunit;
  dispatcher = (await t.signIn(['DISPATCHER'], [(await createTeam(t.db, { orgunit: mine })).id])).headers;
});
afterAll(async () => t?.close());

type Stored = { plateNumber: string; activationDate?: string; deactivationDate?: string; deletedAt?: Date | null };

/** Stores plates as the old code did (as typed) and returns their ids in the given order. */
async function storeAsBefore(rows: Stored[]): Promise<number[]> {
  const inserted = await t.db
    .insert(vehicles)
    .values(rows.map((row) => ({ orgunit: mine, activationDate: '2026-01-01', deactivationDate: '2028-12-31', createdBy: 'Old client', ...row })))
    .returning({ id: vehicles.vehicleId });
  return inserted.map((row) => row.id);
}
const migrate = () => t.db.execute(sql.raw(MIGRATION));
async function platesOf(ids: number[]): Promise<string[]> {
  const rows = await t.db.select({ id: vehicles.vehicleId, plate: vehicles.plateNumber }).from(vehicles).where(inArray(vehicles.vehicleId, ids)).orderBy(asc(vehicles.vehicleId));
  return ids.map((id) => rows.find((row) => row.id === id)!.plate);
}

describe('migration 0031: stored plate numbers normalised', () => {
  it('writes old plates as the contract does (İ and lower case, spaces), so a new registration of the same plate is refused', async () => {
    const stored = ['34 abi 12', '06 İZM 42', '35abı7', '07\u00a0ant\t9', '01 ADI\u0307 5', 'а 123 вс'];
    const ids = await storeAsBefore(stored.map((plateNumber) => ({ plateNumber })));
    await migrate();
    expect(await platesOf(ids)).toEqual(['34ABI12', '06IZM42', '35ABI7', '07ANT9', '01ADI5', 'А123ВС']);
    expect(await platesOf(ids)).toEqual(stored.map(normalizePlateNumber));
    // The overlap rule now sees the old row: before, 34ABI12 was a second registration beside '34 abi 12'.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/create-vehicle',
      headers: dispatcher,
      payload: { plateNumber: '34ABI12', orgUnit: mine, activationDate: '20270101', deactivationDate: '20271231' },
    });
    expect(again.json()).toMatchObject({ statusCode: 2, message: PLATE_ERRORS.duplicate });
  });

  it('normalises every letter of the Latin, Cyrillic and Georgian blocks and every space as normalizePlateNumber does', async () => {
    const ranges = [
      [0x20, 0x24f],
      [0x400, 0x52f],
      [0x10d0, 0x10ff],
    ];
    // ŉ and ǰ are two letters in upper case: the migration leaves them (see its comment).
    const twoLetterUpper = new Set([0x149, 0x1f0]);
    const letters: string[] = [];
    for (const [from, to] of ranges) for (let code = from; code <= to; code++) if (!twoLetterUpper.has(code)) letters.push(String.fromCharCode(code));
    const spaces = [...'\t\n\v\f\r \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'];
    // Deleted rows: history, outside the overlap rule, so every one is written whatever the others become.
    const typed = [...letters, ...spaces].map((letter) => `P${letter}1`);
    const ids = await storeAsBefore(typed.map((plateNumber) => ({ plateNumber, deletedAt: new Date() })));
    await migrate();
    const after = await platesOf(ids);
    const differing = typed.filter((plate, i) => after[i] !== normalizePlateNumber(plate));
    expect(differing).toEqual([]);
  });

  it('keeps one live row per overlapping normalised number: the one stored normalised, else the first registered', async () => {
    const [keptLower, alreadyNormal, first, second, before, after, deleted, live] = await storeAsBefore([
      { plateNumber: '55 k 1' },
      { plateNumber: '55K1' },
      { plateNumber: '55 m 2' },
      { plateNumber: '55m2' },
      { plateNumber: '55 n 3', activationDate: '2020-01-01', deactivationDate: '2020-12-31' },
      { plateNumber: '55n3', activationDate: '2021-01-01', deactivationDate: '2021-12-31' },
      { plateNumber: '55 p 4', deletedAt: new Date() },
      { plateNumber: '55P4' },
    ]);
    await expect(migrate()).resolves.toBeDefined();
    expect(await platesOf([keptLower, alreadyNormal, first, second, before, after, deleted, live])).toEqual([
      // The row written normalised keeps the number; the older one stays as stored, for an administrator to resolve.
      '55 k 1',
      '55K1',
      // Neither written normalised: the first registered takes the number.
      '55M2',
      '55m2',
      // Periods that follow each other are one plate registered twice: both normalised.
      '55N3',
      '55N3',
      // A deleted row is history: normalised beside a live one.
      '55P4',
      '55P4',
    ]);
    // The row left as stored is still listed, and its next save normalises it and is refused while the overlap lasts.
    const listed = (await t.app.inject({ method: 'GET', url: '/api/organization-vehicles', headers: dispatcher })).json().vehicles as { vehicleId: number; plateNumber: string }[];
    expect(listed.find((vehicle) => vehicle.vehicleId === second)?.plateNumber).toBe('55m2');
    const resave = await t.app.inject({
      method: 'POST',
      url: '/api/update-vehicle',
      headers: dispatcher,
      payload: { vehicleId: second, plateNumber: '55m2', orgUnit: mine, activationDate: '20260101', deactivationDate: '20281231' },
    });
    expect(resave.json()).toMatchObject({ statusCode: 2, message: PLATE_ERRORS.duplicate });
  });
});
