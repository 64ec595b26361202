import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATE_ERRORS, type Vehicle } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam } from '../../../test/factories';

let t: TestApp;
let dispatcher: Record<string, string>;
let observer: Record<string, string>;
let mine: string;
let theirs: string;

const plate = (overrides: Record<string, unknown> = {}) => ({ plateNumber: '34 abc 123', orgUnit: mine, activationDate: '20260101', deactivationDate: '20281231', ...overrides });
async function call(url: string, payload: unknown, headers = dispatcher) {
  return t.app.inject({ method: 'POST', url, headers, payload: payload as object });
}
async function list(headers = dispatcher): Promise<Vehicle[]> {
  return (await t.app.inject({ method: 'GET', url: '/api/organization-vehicles', headers })).json().vehicles;
}

beforeAll(async () => {
  t = await createTestApp();
  mine = (await createOrganization(t.db)).orgunit;
  theirs = (await createOrganization(t.db)).orgunit;
  const team = await createTeam(t.db, { orgunit: mine });
  dispatcher = (await t.signIn(['DISPATCHER'], [team.id])).headers;
  observer = (await t.signIn(['OBSERVER'], [team.id])).headers;
});
afterAll(async () => t?.close());

describe('plates', () => {
  it('answers the list in the spec\'s response name: an object whose one field is vehicles', async () => {
    await call('/api/create-vehicle', plate({ plateNumber: '41 NM 7' }));
    const body = (await t.app.inject({ method: 'GET', url: '/api/organization-vehicles', headers: dispatcher })).json();
    expect(Object.keys(body)).toEqual(['vehicles']);
    expect(body.vehicles.map((v: Vehicle) => v.plateNumber)).toContain('41NM7');
  });

  it('creates a plate normalised to upper case without spaces (every I-letter as plain I), stamped with who and when', async () => {
    const res = await call('/api/create-vehicle', plate({ plateNumber: ' 06 iyi 42 ' }));
    expect(res.json()).toMatchObject({ statusCode: 0, vehicle: { plateNumber: '06IYI42', orgunit: mine, activationDate: '20260101', deactivationDate: '20281231', createdBy: expect.stringMatching(/^Test user/) } });
    const vehicle = res.json().vehicle as Vehicle;
    expect(vehicle.updatedDate).toMatch(/^\d{8}$/);
    expect((await list()).map((v) => v.vehicleId)).toContain(vehicle.vehicleId);
  });

  it('refuses a plate registered for an overlapping period in any organization, and allows one that follows', async () => {
    expect((await call('/api/create-vehicle', plate())).json().statusCode).toBe(0);
    const again = await call('/api/create-vehicle', plate({ plateNumber: '34ABC123', activationDate: '20281231', deactivationDate: '20291231' }));
    expect(again.json()).toMatchObject({ statusCode: 2, message: PLATE_ERRORS.duplicate, vehicle: null });
    const admin = (await t.signIn(['ADMIN'])).headers;
    expect((await call('/api/create-vehicle', plate({ orgUnit: theirs }), admin)).json().statusCode).toBe(2);
    expect((await call('/api/create-vehicle', plate({ activationDate: '20290101', deactivationDate: '20291231' }))).json().statusCode).toBe(0);
  });

  it('takes 34abi12 typed on a Turkish keyboard for the registered 34ABI12 (and 34ABİ12, 34abı12): one plate, refused', async () => {
    expect((await call('/api/create-vehicle', plate({ plateNumber: '34ABI12' }))).json().statusCode).toBe(0);
    for (const plateNumber of ['34 abi 12', '34ABİ12', '34abı12', '34ABI\u030712']) {
      expect((await call('/api/create-vehicle', plate({ plateNumber }))).json(), plateNumber).toMatchObject({ statusCode: 2, message: PLATE_ERRORS.duplicate });
    }
  });

  it('updates and deletes; a deleted plate frees its number', async () => {
    const created = (await call('/api/create-vehicle', plate({ plateNumber: '35 XY 9' }))).json().vehicle as Vehicle;
    const updated = await call('/api/update-vehicle', { ...plate({ plateNumber: '35 xy 10' }), vehicleId: created.vehicleId });
    expect(updated.json()).toMatchObject({ statusCode: 0, vehicle: { vehicleId: created.vehicleId, plateNumber: '35XY10' } });
    expect((await call('/api/delete-vehicle', { vehicleId: created.vehicleId })).json()).toMatchObject({ statusCode: 0 });
    expect((await list()).some((v) => v.vehicleId === created.vehicleId)).toBe(false);
    expect((await call('/api/create-vehicle', plate({ plateNumber: '35XY10' }))).json().statusCode).toBe(0);
    expect((await call('/api/delete-vehicle', { vehicleId: created.vehicleId })).json()).toMatchObject({ statusCode: 1, message: PLATE_ERRORS.unknownVehicle });
  });

  it('keeps the map position when an update leaves it out (the plate form), clears it on null, sets it when given', async () => {
    const created = (await call('/api/create-vehicle', plate({ plateNumber: '07 MAP 1', latitude: 36.9, longitude: 30.7 }))).json().vehicle as Vehicle;
    expect(created).toMatchObject({ latitude: 36.9, longitude: 30.7 });
    // A colleague moves the marker; the form, opened before, then saves new dates without a location.
    await call('/api/update-vehicle', { ...plate({ plateNumber: '07 MAP 1', latitude: 37.1, longitude: 29.5 }), vehicleId: created.vehicleId });
    const dates = await call('/api/update-vehicle', { ...plate({ plateNumber: '07 MAP 1', deactivationDate: '20291231' }), vehicleId: created.vehicleId });
    expect(dates.json().vehicle).toMatchObject({ deactivationDate: '20291231', latitude: 37.1, longitude: 29.5 });
    const cleared = await call('/api/update-vehicle', { ...plate({ plateNumber: '07 MAP 1', latitude: null, longitude: null }), vehicleId: created.vehicleId });
    expect(cleared.json().vehicle).toMatchObject({ latitude: null, longitude: null });
  });

  it('lists plates by organization in Turkish alphabetical order (Ç after C, İ after I, Ö after O, Ş after S), not by code point', async () => {
    const admin = (await t.signIn(['ADMIN'])).headers;
    const orgunits = new Set<string>();
    for (const [i, name] of ['Ömer', 'Osman', 'İsmail', 'Irmak', 'Çelik', 'Cem', 'Şahin', 'Sude'].entries()) {
      const { orgunit } = await createOrganization(t.db, { displayName: `${name} Servis` });
      orgunits.add(orgunit);
      expect((await call('/api/create-vehicle', plate({ orgUnit: orgunit, plateNumber: `16 SRT ${i}` }), admin)).json().statusCode).toBe(0);
    }
    expect((await list(admin)).filter((v) => orgunits.has(v.orgunit)).map((v) => v.orgunitDisplayName)).toEqual(
      ['Cem', 'Çelik', 'Irmak', 'İsmail', 'Osman', 'Ömer', 'Sude', 'Şahin'].map((name) => `${name} Servis`),
    );
  });

  it('validates with 400 and a clear message, storing nothing', async () => {
    const before = (await list()).length;
    const cases: [unknown, string][] = [
      [plate({ plateNumber: '   ' }), PLATE_ERRORS.plateRequired],
      [plate({ plateNumber: 'X'.repeat(256) }), PLATE_ERRORS.plateTooLong],
      [plate({ orgUnit: '' }), PLATE_ERRORS.organizationRequired],
      [plate({ activationDate: '2026-01-01' }), 'Registration date must be YYYYMMDD'],
      [plate({ deactivationDate: '20260230' }), 'Deactivation date must be a real day'],
      [plate({ activationDate: '20270101', deactivationDate: '20260101' }), PLATE_ERRORS.deactivationBeforeRegistration],
      [{ vehicleId: 0 }, 'vehicleId'],
    ];
    for (const [payload, message] of cases) {
      const url = 'vehicleId' in (payload as object) ? '/api/delete-vehicle' : '/api/create-vehicle';
      const res = await call(url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await list()).length).toBe(before);
  });

  it("answers another organization's plates and organizations like unknown ones; an observer changes nothing", async () => {
    expect((await call('/api/create-vehicle', plate({ orgUnit: theirs, plateNumber: '01 ZZ 1' }))).json()).toMatchObject({ statusCode: 1, message: PLATE_ERRORS.unknownOrganization });
    const admin = (await t.signIn(['ADMIN'])).headers;
    const foreign = (await call('/api/create-vehicle', plate({ orgUnit: theirs, plateNumber: '01 ZZ 2' }), admin)).json().vehicle as Vehicle;
    expect((await list()).some((v) => v.vehicleId === foreign.vehicleId)).toBe(false);
    expect((await call('/api/delete-vehicle', { vehicleId: foreign.vehicleId })).json()).toEqual((await call('/api/delete-vehicle', { vehicleId: 2_000_000_000 })).json());
    expect((await call('/api/create-vehicle', plate({ plateNumber: '01 OBS 1' }), observer)).statusCode).toBe(403);
    expect((await list(observer)).length).toBe((await list()).length);
  });
});
