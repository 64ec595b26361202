import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician } from '../../../test/factories';
import { customers, holidays } from '../../db/schema';

let t: TestApp;
let mine: { teamId: number; orgunit: string; bpNo: string };
let theirs: { teamId: number; orgunit: string; bpNo: string };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['mine', 'theirs'] as const) {
    const org = await createOrganization(t.db, { countryCode: key === 'mine' ? 'TR' : 'RU' });
    const team = await createTeam(t.db, { orgunit: org.orgunit });
    const tech = await createTechnician(t.db, { teamId: team.id, orgunit: org.orgunit });
    const value = { teamId: team.id, orgunit: org.orgunit, bpNo: tech.bpNo };
    if (key === 'mine') mine = value;
    else theirs = value;
  }
  await t.db.insert(customers).values([
    { number: '9000001', name: 'ÖZTÜRK İNŞAAT A.Ş.' },
    { number: '9000002', name: 'Uralmash Mining' },
    { number: '9000003', name: 'IŞIK Madencilik' },
    { number: '9000004', name: 'Diyarbakır Enerji' },
    { number: '9000005', name: 'АО «Ёлкинский карьер»' },
  ]);
  await t.db.insert(holidays).values({ countryCode: 'TR', date: '2026-10-29', name: 'Cumhuriyet Bayramı' });
});
afterAll(async () => t?.close());

describe('data scope', () => {
  it("shows a dispatcher only their own teams, organizations and technicians", async () => {
    const { headers } = await t.signIn(['DISPATCHER'], [mine.teamId]);
    const teams = (await t.app.inject({ method: 'GET', url: '/api/teams', headers })).json();
    expect(teams.map((x: { id: number }) => x.id)).toEqual([mine.teamId]);
    const orgs = (await t.app.inject({ method: 'GET', url: '/api/organizations-teams', headers })).json();
    expect(orgs.map((o: { orgunit: string }) => o.orgunit)).toEqual([mine.orgunit]);
    const { technicians: techs } = (await t.app.inject({ method: 'GET', url: '/api/technicians', headers })).json();
    const bpNos = techs.map((x: { bpNo: string }) => x.bpNo);
    expect(bpNos).toContain(mine.bpNo);
    expect(bpNos).not.toContain(theirs.bpNo);
  });

  it('lists technicians by name with Turkish collation (Ç after C, İ after I, Ö after O), not by code point', async () => {
    const team = await createTeam(t.db, { orgunit: mine.orgunit });
    for (const fullName of ['Yasin Tunç', 'Ömer Kocabaş', 'Cem Şen', 'İsmail Çakır', 'Irmak Su', 'Cem Tunç', 'Oğuzhan Kaplan', 'Osman Güven']) {
      await createTechnician(t.db, { teamId: team.id, orgunit: mine.orgunit, fullName });
    }
    const { headers } = await t.signIn(['DISPATCHER'], [team.id]);
    const { technicians: techs } = (await t.app.inject({ method: 'GET', url: '/api/technicians', headers })).json();
    expect(techs.map((x: { fullName: string }) => x.fullName)).toEqual(['Cem Şen', 'Cem Tunç', 'Irmak Su', 'İsmail Çakır', 'Oğuzhan Kaplan', 'Osman Güven', 'Ömer Kocabaş', 'Yasin Tunç']);
  });

  it('lists teams, organizations and every customer in Turkish alphabetical order (Ç after C, İ after I, Ö after O, Ş after S)', async () => {
    const names = ['Ömer', 'Osman', 'İsmail', 'Irmak', 'Çelik', 'Cem', 'Şahin', 'Sude'];
    const expected = ['Cem', 'Çelik', 'Irmak', 'İsmail', 'Osman', 'Ömer', 'Sude', 'Şahin'];
    const org = await createOrganization(t.db, { countryCode: 'AZ', displayName: 'Bakı Servis' });
    const orgunits = new Set<string>();
    for (const [i, name] of names.entries()) {
      await createTeam(t.db, { orgunit: org.orgunit, name });
      orgunits.add((await createOrganization(t.db, { countryCode: 'AZ', displayName: `${name} Servis` })).orgunit);
      await t.db.insert(customers).values({ number: `93000${i}`, name: `${name} Sıralama` });
    }
    const { headers } = await t.signIn(['ADMIN']);
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json();
    const teams = (await get('/api/teams')) as { name: string; organization: { orgunit: string } }[];
    expect(teams.filter((x) => x.organization.orgunit === org.orgunit).map((x) => x.name)).toEqual(expected);
    const { organizations } = (await get('/api/authorizedOrganizations')) as { organizations: { orgunit: string; displayName: string }[] };
    expect(organizations.filter((o) => orgunits.has(o.orgunit)).map((o) => o.displayName)).toEqual(expected.map((name) => `${name} Servis`));
    const all = (await get('/api/customers')) as { name: string }[];
    expect(all.map((c) => c.name).filter((name) => name.endsWith(' Sıralama'))).toEqual(expected.map((name) => `${name} Sıralama`));
  });

  it('answers GET /api/authorizedOrganizations as {organizations}, the spec\'s response name, limited to the scope', async () => {
    const { headers } = await t.signIn(['DISPATCHER'], [mine.teamId]);
    const body = (await t.app.inject({ method: 'GET', url: '/api/authorizedOrganizations', headers })).json();
    expect(Object.keys(body)).toEqual(['organizations']);
    expect(body.organizations.map((o: { orgunit: string }) => o.orgunit)).toEqual([mine.orgunit]);
  });

  it('gives a user without teams empty lists rather than everything', async () => {
    const { headers } = await t.signIn(['OBSERVER']);
    expect((await t.app.inject({ method: 'GET', url: '/api/authorizedOrganizations', headers })).json()).toEqual({ organizations: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/teams', headers })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/technicians', headers })).json()).toEqual({ technicians: [] });
  });

  it('shows an admin every team', async () => {
    const { headers } = await t.signIn(['ADMIN']);
    const ids = (await t.app.inject({ method: 'GET', url: '/api/teams', headers })).json().map((x: { id: number }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([mine.teamId, theirs.teamId]));
  });
});

describe('lists', () => {
  it('looks customers up by a contained name part, case-insensitively', async () => {
    const { headers } = await t.signIn(['DISPATCHER']);
    const res = await t.app.inject({ method: 'GET', url: `/api/customers/${encodeURIComponent('İNŞAAT')}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customers: [{ number: '9000001', name: 'ÖZTÜRK İNŞAAT A.Ş.' }] });
  });

  it('answers a customer lookup in Turkish alphabetical order, so the 50 shown do not leave out names starting with Ç, İ, Ö, Ş or Ü', async () => {
    const names = ['Zeki Agregax', 'Özbek Agregax', 'Osman Agregax', 'İnci Agregax', 'Irmak Agregax', 'Hasan Agregax', 'Çayırhan Agregax', 'Cuma Agregax', 'Şahinler Agregax', 'Sude Agregax', 'Ünal Agregax', 'Uğur Agregax'];
    await t.db.insert(customers).values(names.map((name, i) => ({ number: `91000${String(i).padStart(2, '0')}`, name })));
    // 50 more that the database's code-point order (C collation) put before every name with a Turkish initial.
    await t.db.insert(customers).values(Array.from({ length: 50 }, (_, i) => ({ number: `92000${String(i).padStart(2, '0')}`, name: `Yol Agregax ${String(i).padStart(2, '0')}` })));
    const { headers } = await t.signIn(['DISPATCHER']);
    const res = await t.app.inject({ method: 'GET', url: `/api/customers/${encodeURIComponent('AGREGAX')}`, headers });
    expect(res.statusCode).toBe(200);
    const shown = res.json().customers.map((c: { name: string }) => c.name);
    expect(shown.slice(0, 12)).toEqual(['Cuma Agregax', 'Çayırhan Agregax', 'Hasan Agregax', 'Irmak Agregax', 'İnci Agregax', 'Osman Agregax', 'Özbek Agregax', 'Sude Agregax', 'Şahinler Agregax', 'Uğur Agregax', 'Ünal Agregax', 'Yol Agregax 00']);
    expect(shown).toHaveLength(50);
  });

  it('folds the Turkish I letters in a customer lookup, whichever keyboard typed them', async () => {
    const { headers } = await t.signIn(['DISPATCHER']);
    const found = async (text: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/customers/${encodeURIComponent(text)}`, headers })).json() as { customers: { number: string }[] }).customers.map((c) => c.number);
    for (const text of ['ışık', 'Işık', 'işik', 'IŞIK', 'İŞİK']) expect(await found(text), text).toEqual(['9000003']);
    for (const text of ['diyarbakir', 'DİYARBAKIR', 'DIYARBAKIR', 'Diyarbakır']) expect(await found(text), text).toEqual(['9000004']);
    for (const text of ['inşaat', 'İNŞAAT', 'INŞAAT']) expect(await found(text), text).toEqual(['9000001']);
    // Russian leaves the dots of Ё out at will: елкин finds Ёлкинский, and ёлкин too.
    for (const text of ['елкин', 'ЕЛКИН', 'ёлкин', 'Ёлкин']) expect(await found(text), text).toEqual(['9000005']);
  });

  it('matches % and _ typed in a customer lookup as themselves, in the number as in the name', async () => {
    const { headers } = await t.signIn(['DISPATCHER']);
    for (const text of ['900_00', '90%1', '9%%', '___']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/customers/${encodeURIComponent(text)}`, headers });
      expect(res.statusCode, text).toBe(200);
      expect(res.json(), text).toEqual({ customers: [] });
    }
  });

  it('refuses a customer lookup under 3 characters with a clear 400', async () => {
    const { headers } = await t.signIn(['DISPATCHER']);
    const res = await t.app.inject({ method: 'GET', url: '/api/customers/ab', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at least 3 characters/);
  });

  it('refuses a customer lookup over 100 characters with a 400 in words, not a bare 414', async () => {
    const { headers } = await t.signIn(['DISPATCHER']);
    const res = await t.app.inject({ method: 'GET', url: `/api/customers/${encodeURIComponent('Ş'.repeat(101))}`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid params field "text": Too big: expected string to have <=100 characters');
  });

  it('lists holidays with their country', async () => {
    const { headers } = await t.signIn(['OBSERVER']);
    const res = await t.app.inject({ method: 'GET', url: '/api/holidays', headers });
    expect(res.json()).toContainEqual({ countryCode: 'TR', date: '2026-10-29', name: 'Cumhuriyet Bayramı' });
  });
});
