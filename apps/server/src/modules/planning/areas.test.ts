import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workAreasResponse } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam } from '../../../test/factories';
import { workAreas } from '../../db/schema';

let t: TestApp;
let mine: { orgunit: string; teamId: number };
let theirs: { orgunit: string };

beforeAll(async () => {
  t = await createTestApp();
  const myOrg = await createOrganization(t.db, { countryCode: 'TR' });
  const myTeam = await createTeam(t.db, { orgunit: myOrg.orgunit });
  const theirOrg = await createOrganization(t.db, { countryCode: 'RU' });
  mine = { orgunit: myOrg.orgunit, teamId: myTeam.id };
  theirs = { orgunit: theirOrg.orgunit };
  await t.db.insert(workAreas).values([
    { orgunit: mine.orgunit, areaName: 'Bay 2' },
    { orgunit: mine.orgunit, areaName: 'Bay 1' },
    { orgunit: theirs.orgunit, areaName: 'Their bay' },
  ]);
});
afterAll(async () => t?.close());

const areas = (headers: Record<string, string>, orgunit: string) => t.app.inject({ method: 'GET', url: `/api/areas/${encodeURIComponent(orgunit)}`, headers });

describe('GET /api/areas/:orgunit', () => {
  it("lists the organization's work areas by name for the screen roles (observer included)", async () => {
    for (const role of ['DISPATCHER', 'OBSERVER'] as const) {
      const { headers } = await t.signIn([role], [mine.teamId]);
      const res = await areas(headers, mine.orgunit);
      expect(res.statusCode, res.body).toBe(200);
      const body = workAreasResponse.parse(res.json()).areas;
      expect(body.map((a) => a.areaName)).toEqual(['Bay 1', 'Bay 2']);
      expect(body.every((a) => Number.isInteger(a.areaId))).toBe(true);
    }
  });

  it("answers an organization outside the caller's scope like an unknown one: no areas", async () => {
    const { headers } = await t.signIn(['DISPATCHER'], [mine.teamId]);
    const foreign = await areas(headers, theirs.orgunit);
    const unknown = await areas(headers, 'NOPE99');
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ areas: [] });
    expect(foreign.body).toBe(unknown.body);
  });

  it('gives an empty list for an organization without areas and every organization to all-teams users', async () => {
    const { headers } = await t.signIn(['DISPATCHER', 'ADMIN']);
    const res = await areas(headers, theirs.orgunit);
    expect(res.statusCode, res.body).toBe(200);
    expect(workAreasResponse.parse(res.json()).areas.map((a) => a.areaName)).toEqual(['Their bay']);
  });

  it('refuses roles outside the service-engineer screens and anonymous callers', async () => {
    const { headers } = await t.signIn(['POWER_USER']);
    expect((await areas(headers, mine.orgunit)).statusCode).toBe(403);
    expect((await areas({}, mine.orgunit)).statusCode).toBe(401);
  });
});
