import { createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { defaultBlobStore } from '../../blobs/blob-store';
import { DEMO_PASSWORD, seedDemoData, type SeedSummary } from '../../seed/demo-data';

/** The demo data's CI files (`npm start`): stored like uploads, served to who may see the suggestion only. */
let t: TestApp;
let summary: SeedSummary;
const headers = {} as Record<'ciuser' | 'committee' | 'russian', Record<string, string>>;

interface Listed {
  id: number;
  orgunit: string;
  attachments: { id: string; fileName: string; mimetype: string; sizeBytes: number }[];
}

const list = async (who: keyof typeof headers, body: object) => (await t.app.inject({ method: 'POST', url: '/api/ciBoard/list', headers: headers[who], payload: body })).json() as { ciBoardData: Listed[] };
const download = (who: keyof typeof headers, id: string) => t.app.inject({ method: 'GET', url: `/api/ciBoard/getCIAttachmentById?id=${id}`, headers: headers[who] });

beforeAll(async () => {
  t = await createTestApp({ config: { DATA_DIR: await mkdtemp(path.join(tmpdir(), 'ci-demo-files-')) } });
  summary = await seedDemoData(t.db, { scale: 0.1, today: '2026-03-11', blobs: defaultBlobStore(t.config) });
  headers.ciuser = await t.login('ciuser', DEMO_PASSWORD);
  headers.committee = await t.login('committee', DEMO_PASSWORD);
  // A board user of a Russian team: the Turkish suggestions are outside their CI scope.
  const { rows } = await t.db.execute<{ id: number }>(sql`select t.id from teams t join organizations o on o.orgunit = t.orgunit where o.country_code = 'RU' order by t.id limit 1`);
  headers.russian = (await t.signIn(['CI_BOARD_USER'], [rows[0].id])).headers;
}, 600_000);
afterAll(async () => t?.close());

describe('demo CI attachments', () => {
  it('gives ciuser\'s two newest suggestions a file and a share of the others one, each under ci/{year}/', async () => {
    expect(summary.ciAttachments).toBeGreaterThanOrEqual(2);
    const { rows } = await t.db.execute<{ n: number; outside: number }>(
      sql`select count(*)::int as n, count(*) filter (where blob_key !~ '^ci/[0-9]{4}/[0-9a-f-]{36}\\.(png|pdf|txt)$')::int as outside from attachments where ci_suggestion_id is not null`,
    );
    expect(rows[0]).toEqual({ n: summary.ciAttachments, outside: 0 });
    const mine = (await list('ciuser', { userName: 'CİUSER', limit: 10 })).ciBoardData;
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.slice(0, 2).map((s) => s.attachments.length)).toEqual([1, 1]);
  });

  it('downloads a seeded file for its author and the committee, byte for byte as stored', async () => {
    const [suggestion] = (await list('ciuser', { userName: 'CİUSER', limit: 10 })).ciBoardData;
    const file = suggestion.attachments[0];
    const { rows } = await t.db.execute<{ sha256: string }>(sql`select sha256 from attachments where id = ${file.id}`);
    for (const who of ['ciuser', 'committee'] as const) {
      const res = await download(who, file.id);
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload.byteLength).toBe(file.sizeBytes);
      expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(rows[0].sha256);
      expect(res.headers['content-type']).toContain(file.mimetype);
      expect(res.headers['content-disposition']).toContain(`attachment; filename="${file.fileName}"`);
    }
  });

  it('lists each suggestion\'s files and technicians as its detail does', async () => {
    const page = (await list('committee', { limit: 100 })).ciBoardData as (Listed & { outputSuggestedTechnicianList: string[] })[];
    const named = page.filter((s) => s.outputSuggestedTechnicianList.length > 0);
    expect(named.length).toBeGreaterThan(0);
    for (const s of [...named.slice(0, 3), ...page.filter((r) => r.attachments.length > 0).slice(0, 3)]) {
      const detail = (await t.app.inject({ method: 'GET', url: `/api/ciBoard/${s.id}`, headers: headers.committee })).json().ciBoardData;
      expect(s.outputSuggestedTechnicianList).toEqual(detail.outputSuggestedTechnicianList);
      expect(s.attachments).toEqual(detail.attachments);
    }
  });

  it('answers 404 to a user outside the suggestion\'s CI scope, for every seeded Turkish file', async () => {
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select a.id from attachments a join ci_suggestions s on s.id = a.ci_suggestion_id where s.country_code = 'TR' order by a.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { id } of rows) expect((await download('russian', id)).statusCode, id).toBe(404);
    expect((await download('committee', rows[0].id)).statusCode).toBe(200);
  });
});
