import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { createOrganization, createTeam, createTechnician, createUser } from '../../test/factories';
import { activityEvents, sosSamples } from '../db/schema';

/** The four data versions the cached totals are labelled with (migrations 0003, 0015, 0018). */
const VERSIONS = ['planning', 'ci', 'activity', 'sample'] as const;
type Version = (typeof VERSIONS)[number];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function settled(): Promise<Record<Version, string | null>> {
  const entries = await Promise.all(
    VERSIONS.map(async (v) => {
      const { rows } = await t.db.execute<{ v: string | null }>(sql.raw(`select ${v}_data_version_settled()::text as v`));
      return [v, rows[0].v] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Version, string | null>;
}

describe('data versions of the cached totals', () => {
  it('move on the first write to each counted table of a fresh database, so no total cached before it is served after it', async () => {
    const before = await settled();
    const org = await createOrganization(t.db);
    const team = await createTeam(t.db, { orgunit: org.orgunit });
    const { bpNo } = await createTechnician(t.db, { teamId: team.id, orgunit: org.orgunit });
    const afterTechnician = await settled();
    expect(afterTechnician.planning).not.toBe(before.planning);
    expect(afterTechnician.sample).not.toBe(before.sample);

    await t.db.insert(activityEvents).values({ technicianBpNo: bpNo, teamId: team.id, eventType: 'PLAN_SAVED', subject: 'Work order 1' });
    const afterActivity = await settled();
    expect(afterActivity.activity).not.toBe(afterTechnician.activity);
    expect(afterActivity.sample).toBe(afterTechnician.sample);

    await t.db.insert(sosSamples).values({ sampleNumber: 'B000000001', technicianBpNo: bpNo, sampledDate: new Date() });
    const afterSample = await settled();
    expect(afterSample.sample).not.toBe(afterActivity.sample);
    expect(afterSample.activity).toBe(afterActivity.activity);

    await createUser(t.db, { roles: ['CI_BOARD_USER'] });
    expect((await settled()).ci).not.toBe(afterSample.ci);
  });
});
