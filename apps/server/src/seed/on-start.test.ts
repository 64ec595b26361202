import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { localisations, users } from '../db/schema';
import { DEMO_SEED } from './demo-data';
import { addMissingDemoMaps, prepareDemoData } from './on-start';
import { createRandom } from './random';
import { seedAccounts, seedReferenceData } from './reference';

const silent = { info: () => undefined } as unknown as Parameters<typeof prepareDemoData>[0]['log'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The demo's master data and accounts, as an older demo data dir holds them (the rest of the demo does not matter here).
  await t.db.transaction(async (tx) => {
    const refs = { teamsByOrg: new Map(), userIdsByName: new Map(), calendarIdsByCountry: new Map() };
    await seedReferenceData(tx, createRandom(DEMO_SEED), '2026-03-11', refs);
    await seedAccounts(tx, refs);
  });
});
afterAll(async () => t?.close());

const labelOf = async (mapName: string, code: string, language: string) =>
  (await t.db.select({ label: localisations.label }).from(localisations).where(and(eq(localisations.mapName, mapName), eq(localisations.code, code), eq(localisations.language, language))))[0]?.label;

describe('demo data on start', () => {
  it('adds to a demo database the localisation maps it lacks, keeps what an admin changed, and the session then names work areas in the reader’s language', async () => {
    // Loaded before the workArea, sampleCompartment and holiday maps existed; since then an admin renamed a job and removed a part status.
    await t.db.delete(localisations).where(eq(localisations.mapName, 'workArea'));
    await t.db.delete(localisations).where(eq(localisations.mapName, 'sampleCompartment'));
    await t.db.delete(localisations).where(eq(localisations.mapName, 'holiday'));
    await t.db.update(localisations).set({ label: 'Giriş kontrolü (admin)' }).where(and(eq(localisations.mapName, 'jobCode'), eq(localisations.code, '035'), eq(localisations.language, 'tr')));
    await t.db.delete(localisations).where(and(eq(localisations.mapName, 'partStatus'), eq(localisations.code, 'Delivered'), eq(localisations.language, 'tr')));

    await prepareDemoData({ db: t.db, config: t.config, log: silent });

    expect(await labelOf('workArea', 'Бокс 1', 'tr')).toBe('Bölme 1');
    expect(await labelOf('sampleCompartment', 'ENGINE', 'ru')).toBe('Двигатель');
    expect(await labelOf('holiday', 'Yılbaşı', 'ru')).toBe('Новый год');
    expect(await labelOf('jobCode', '035', 'tr')).toBe('Giriş kontrolü (admin)');
    expect(await labelOf('partStatus', 'Delivered', 'tr')).toBeUndefined();
    // A second start finds nothing missing.
    expect(await addMissingDemoMaps(t.db)).toEqual([]);

    const headers = await t.login('dispatcher', 'demo');
    const [dispatcher] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'dispatcher'));
    const res = await t.app.inject({ method: 'POST', url: '/api/user-info', headers, payload: { identifier: String(dispatcher!.id), username: 'dispatcher', cultureName: 'tr' } });
    expect(res.statusCode).toBe(200);
    const maps = res.json().allConfig.localisations;
    expect([maps.workArea['Бокс 1'], maps.workArea['Atölye Bölme 1'], maps.jobCode['035']]).toEqual(['Bölme 1', 'Atölye bölmesi 1', 'Giriş kontrolü (admin)']);
    const russian = await t.app.inject({ method: 'POST', url: '/api/user-info', headers, payload: { identifier: String(dispatcher!.id), username: 'dispatcher', cultureName: 'ru' } });
    expect(russian.json().allConfig.localisations.workArea['Atölye Bölme 1']).toBe('Бокс мастерской 1');
    expect(russian.json().allConfig.localisations.holiday['Zafer Bayramı']).toBe('День Победы');
    expect(maps.holiday['Новый год']).toBe('Yılbaşı');
  });

  it('adds nothing to a database that does not hold the demo accounts', async () => {
    await t.db.delete(localisations).where(eq(localisations.mapName, 'workArea'));
    await t.db.update(users).set({ email: 'it@company.test' }).where(eq(users.username, 'admin'));
    expect(await addMissingDemoMaps(t.db)).toEqual([]);
    expect(await labelOf('workArea', 'Бокс 1', 'en')).toBeUndefined();
  });
});
