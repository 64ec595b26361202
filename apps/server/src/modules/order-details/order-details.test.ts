import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ORDER_DETAILS_MESSAGES,
  assignmentNotesResponse,
  partManagementResponse,
  scheduleDetailResponse,
  simsInfoResponse,
  sosSamplesResponse,
} from '@fsp/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam, createTechnician, unique } from '../../../test/factories';
import { createAssignment, createDraft, createWorkOrder } from '../../../test/planning-factories';
import { createFolderBlobStore, type BlobStore } from '../../blobs/blob-store';
import { assignmentNotes, assignmentStatusHistory, attachments, parts, simsRecords, sosSamples, users, workOrders } from '../../db/schema';
import { contentDisposition } from '../../blobs/content-disposition';

const MAX_BYTES = 2048;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let t: TestApp;
let dataDir: string;
let blobs: BlobStore;
let myOrg: string;
let myTeam: number;
let theirOrg: string;
let theirTeam: number;
let dispatcher: Record<string, string>;
let observer: Record<string, string>;
let ciUser: Record<string, string>;
let admin: Record<string, string>;
let powerUser: Record<string, string>;
let noTeams: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'order-details-'));
  t = await createTestApp({ config: { DATA_DIR: dataDir, ATTACHMENT_MAX_BYTES: MAX_BYTES } });
  // The test writes with a larger limit so it can store a file the server must refuse to send.
  blobs = createFolderBlobStore(path.join(dataDir, 'blobs'), { maxBytes: 10 * MAX_BYTES });
  myOrg = (await createOrganization(t.db)).orgunit;
  myTeam = (await createTeam(t.db, { orgunit: myOrg })).id;
  theirOrg = (await createOrganization(t.db)).orgunit;
  theirTeam = (await createTeam(t.db, { orgunit: theirOrg })).id;
  dispatcher = (await t.signIn(['DISPATCHER'], [myTeam])).headers;
  observer = (await t.signIn(['OBSERVER'], [myTeam])).headers;
  ciUser = (await t.signIn(['CI_BOARD_USER'], [myTeam])).headers;
  admin = (await t.signIn(['ADMIN'])).headers;
  powerUser = (await t.signIn(['POWER_USER'])).headers;
  noTeams = (await t.signIn(['DISPATCHER'])).headers;
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** An assignment of a technician of the team, on a new work order of the team's organization. */
async function jobOf(teamId: number, orgunit: string, extra: { sos?: boolean } = {}) {
  const tech = await createTechnician(t.db, { teamId, orgunit });
  const wo = await createWorkOrder(t.db, { orgunit }, { items: 2 });
  const job = await createAssignment(t.db, { technicianBpNo: tech.bpNo, workOrderItemId: wo.items[0].id, start: '2026-09-01T06:00:00Z', end: '2026-09-01T08:00:00Z', workingStatus: 'JOBDONE', ...extra });
  return { tech, wo, job };
}

async function storeFile(owner: { assignmentId?: number; draftId?: number }, file: { fileName: string; extension?: string | null; mimeType: string; data: Buffer; createdAt?: Date }) {
  const blobKey = `test/${randomUUID()}`;
  const put = await blobs.put(blobKey, file.data);
  const [row] = await t.db
    .insert(attachments)
    .values({
      ...owner,
      fileName: file.fileName,
      extension: file.extension ?? null,
      mimeType: file.mimeType,
      sizeBytes: put.sizeBytes,
      sha256: put.sha256,
      blobKey,
      createdByName: 'Mobile',
      createdAt: file.createdAt ?? new Date('2026-09-01T07:00:00Z'),
    })
    .returning();
  return row;
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

describe('GET /api/schedules/{id}', () => {
  it('returns the item with its status history oldest first and its files', async () => {
    const { tech, wo, job } = await jobOf(myTeam, myOrg, { sos: true });
    await t.db.update(workOrders).set({ latitude: 40.99, longitude: 29.02 }).where(eq(workOrders.id, wo.order.id));
    await t.db.insert(assignmentStatusHistory).values({ assignmentId: job.id, status: 'ONSITE', detail: 'Arrived', postedByName: 'Mobile', postedAt: new Date('2026-09-01T06:10:00Z') });
    await storeFile({ assignmentId: job.id }, { fileName: 'photo.png', extension: 'png', mimeType: 'image/png', data: PNG, createdAt: new Date('2026-09-01T07:30:00Z') });
    await storeFile({ assignmentId: job.id }, { fileName: 'report.pdf', extension: 'pdf', mimeType: 'application/pdf', data: Buffer.from('%PDF-1.4'), createdAt: new Date('2026-09-01T07:00:00Z') });

    for (const headers of [dispatcher, observer, ciUser]) {
      const res = await get(`/api/schedules/${job.id}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      const body = scheduleDetailResponse.parse(res.json());
      expect(body).toMatchObject({ id: job.id, technicianId: tech.bpNo, orderWekingStatus: 'JOBDONE', sos: true, orderType: 'workorder', draftId: null });
      // The order's site: the drawers' map link (docs/order-drawer.md "Map view").
      expect(body.workOrderItem).toMatchObject({ id: wo.items[0].id, workOrder: { orderNumber: wo.order.orderNumber, latitude: 40.99, longitude: 29.02 } });
      // The factory's row is posted now, the ONSITE row earlier: oldest first.
      expect(body.schedulerStatus.map((h) => h.status)).toEqual(['ONSITE', 'JOBDONE']);
      expect(body.schedulerStatus[0]).toMatchObject({ displayName: 'On site', detail: 'Arrived', postedBy: 'Mobile', postDate: Date.parse('2026-09-01T06:10:00Z') });
      expect(body.attachmentList.map((a) => a.fileName)).toEqual(['report.pdf', 'photo.png']);
      expect(body.attachmentList[1]).toMatchObject({ extension: 'png', createdFullname: 'Mobile', createdAt: Date.parse('2026-09-01T07:30:00Z') });
    }
  });

  it('answers 404 for an item of another team (and for a user without teams), 404 for an unknown one', async () => {
    const { job } = await jobOf(theirTeam, theirOrg);
    for (const headers of [dispatcher, observer, noTeams]) {
      const res = await get(`/api/schedules/${job.id}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ORDER_DETAILS_MESSAGES.itemNotFound);
    }
    expect((await get('/api/schedules/2147483000', dispatcher)).statusCode).toBe(404);
    // In the caller's language: the drawer shows it as it comes.
    const turkish = await t.signIn(['DISPATCHER'], [myTeam]);
    await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, turkish.user.id));
    expect((await get(`/api/schedules/${job.id}`, turkish.headers)).json().message).toBe('Atama bulunamadı.');
    expect((await get('/api/assignmentnote/workorder/99999999999', turkish.headers)).json().message).toBe('İş emri bulunamadı.');
  });

  it('refuses a malformed id with 400, a missing token with 401 and a role without planning screens with 403', async () => {
    for (const id of ['abc', '0', '-4', '1.5', '2147483648']) {
      const res = await get(`/api/schedules/${id}`, dispatcher);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toContain('id');
    }
    // Its real fault, in the caller's language (zod's own English "Invalid input" before).
    expect((await get('/api/schedules/1.5', dispatcher)).json().message).toBe('Invalid params field "id": id must be a whole number from 1 to 2147483647');
    const russian = await t.signIn(['DISPATCHER'], [myTeam]);
    await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, russian.user.id));
    expect((await get('/api/schedules/1.5', russian.headers)).json().message).not.toMatch(/Invalid|must be/);
    expect((await t.app.inject({ method: 'GET', url: '/api/schedules/1' })).statusCode).toBe(401);
    // Admins and power users do not open the planning screens (spec part 1 §6).
    expect((await get('/api/schedules/1', powerUser)).statusCode).toBe(403);
    expect((await get('/api/schedules/1', admin)).statusCode).toBe(403);
  });
});

describe('attachments', () => {
  it('lists draft files and serves both kinds of files with the allow-listed type and a safe Content-Disposition', async () => {
    const tech = await createTechnician(t.db, { teamId: myTeam, orgunit: myOrg });
    const draft = await createDraft(t.db, { technicianBpNo: tech.bpNo });
    const xml = await storeFile({ draftId: draft.id }, { fileName: 'lab "result" ş.xml', extension: 'xml', mimeType: 'text/xml', data: Buffer.from('<lab/>') });
    const list = await get(`/api/draft/attachments/${draft.id}`, observer);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: xml.id, fileName: 'lab "result" ş.xml', extension: 'xml' })]);

    const res = await get(`/api/draft/attachment/${xml.id}`, dispatcher);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="lab _result_ _.xml"; filename*=UTF-8''lab%20%22result%22%20%C5%9F.xml`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe('<lab/>');
    // A draft file is not an assignment file.
    expect((await get(`/api/attachment/${xml.id}`, dispatcher)).statusCode).toBe(404);

    const { job } = await jobOf(myTeam, myOrg);
    const png = await storeFile({ assignmentId: job.id }, { fileName: 'photo', extension: 'png', mimeType: 'image/png', data: PNG });
    const image = await get(`/api/attachment/${png.id}`, observer);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-length']).toBe(String(PNG.length));
    expect(image.headers['content-disposition']).toBe(`attachment; filename="photo.png"; filename*=UTF-8''photo.png`);
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('sends a file whose type is not allow-listed, or disagrees with its extension, as octet-stream; sandboxes SVG', async () => {
    const { job } = await jobOf(myTeam, myOrg);
    const html = await storeFile({ assignmentId: job.id }, { fileName: 'page.html', extension: 'html', mimeType: 'text/html', data: Buffer.from('<script>alert(1)</script>') });
    const fake = await storeFile({ assignmentId: job.id }, { fileName: 'fake.png', extension: 'png', mimeType: 'text/html', data: Buffer.from('<script>alert(1)</script>') });
    const svg = await storeFile({ assignmentId: job.id }, { fileName: 'plan.svg', extension: 'svg', mimeType: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    for (const file of [html, fake]) {
      const res = await get(`/api/attachment/${file.id}`, dispatcher);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    }
    const res = await get(`/api/attachment/${svg.id}`, dispatcher);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses a file over the size limit with 413 and a file missing from the store with 404', async () => {
    const { job } = await jobOf(myTeam, myOrg);
    const big = await storeFile({ assignmentId: job.id }, { fileName: 'big.png', extension: 'png', mimeType: 'image/png', data: Buffer.alloc(MAX_BYTES + 1) });
    const res = await get(`/api/attachment/${big.id}`, dispatcher);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(ORDER_DETAILS_MESSAGES.fileTooLarge);
    const [lost] = await t.db
      .insert(attachments)
      .values({ assignmentId: job.id, fileName: 'lost.png', extension: 'png', mimeType: 'image/png', sizeBytes: 4, sha256: createHash('sha256').update('x').digest('hex'), blobKey: `test/${randomUUID()}`, createdByName: 'Mobile' })
      .returning();
    const missing = await get(`/api/attachment/${lost.id}`, dispatcher);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ORDER_DETAILS_MESSAGES.fileMissing);
  });

  it('hides files and drafts of other teams (404), and refuses malformed ids (400)', async () => {
    const { job } = await jobOf(theirTeam, theirOrg);
    const file = await storeFile({ assignmentId: job.id }, { fileName: 'x.png', extension: 'png', mimeType: 'image/png', data: PNG });
    const draft = await createDraft(t.db, { technicianBpNo: job.technicianBpNo });
    expect((await get(`/api/attachment/${file.id}`, dispatcher)).statusCode).toBe(404);
    expect((await get(`/api/draft/attachments/${draft.id}`, dispatcher)).statusCode).toBe(404);
    expect((await get(`/api/attachment/${randomUUID()}`, dispatcher)).statusCode).toBe(404);
    expect((await get('/api/attachment/..%2F..%2Fetc%2Fpasswd', dispatcher)).statusCode).toBe(400);
    expect((await get('/api/draft/attachments/x', dispatcher)).statusCode).toBe(400);
  });
});

describe('notes', () => {
  it('lists the notes of every item of the order, newest first, and adds one as the caller', async () => {
    const { wo } = await jobOf(myTeam, myOrg);
    await t.db.insert(assignmentNotes).values({ workOrderItemId: wo.items[1].id, description: 'Older note', createdByName: 'Planner', createdAt: new Date('2026-09-01T05:00:00Z') });
    t.clock.set(new Date('2026-09-02T09:00:00Z'));
    const res = await post('/api/assignmentnote/', dispatcher, { orderKalemId: wo.items[0].id, description: '  Customer asked for a call first  ', createdBy: 'Somebody else' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderKalemId: wo.items[0].id, description: 'Customer asked for a call first', createdDate: Date.parse('2026-09-02T09:00:00Z') });
    expect(res.json().createdBy).not.toBe('Somebody else');
    expect(res.json().createdBy).toMatch(/^Test user/);

    const list = assignmentNotesResponse.parse((await get(`/api/assignmentnote/workorder/${wo.order.orderNumber}`, observer)).json());
    expect(list.assignmentNoteResourceList.map((n) => n.description)).toEqual(['Customer asked for a call first', 'Older note']);
  });

  it('takes exactly 255 characters (counted as characters) and refuses 256 and blank text with 400', async () => {
    const { wo } = await jobOf(myTeam, myOrg);
    const emoji = '😀'.repeat(255);
    expect((await post('/api/assignmentnote', dispatcher, { orderKalemId: wo.items[0].id, description: emoji })).statusCode).toBe(200);
    for (const description of ['x'.repeat(256), '😀'.repeat(256)]) {
      const res = await post('/api/assignmentnote/', dispatcher, { orderKalemId: wo.items[0].id, description });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(ORDER_DETAILS_MESSAGES.noteTooLong);
    }
    for (const payload of [{ orderKalemId: wo.items[0].id, description: '   ' }, { orderKalemId: wo.items[0].id }, { orderKalemId: 'x', description: 'a' }, { description: 'a' }]) {
      expect((await post('/api/assignmentnote/', dispatcher, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const rows = await t.db.select().from(assignmentNotes).where(eq(assignmentNotes.workOrderItemId, wo.items[0].id));
    expect(rows).toHaveLength(1);
  });

  it('refuses OBSERVER and CI users (403) and items or orders outside the scope (404), changing nothing', async () => {
    const mine = await jobOf(myTeam, myOrg);
    const theirs = await jobOf(theirTeam, theirOrg);
    for (const headers of [observer, ciUser]) {
      const res = await post('/api/assignmentnote/', headers, { orderKalemId: mine.wo.items[0].id, description: 'Not allowed' });
      expect(res.statusCode).toBe(403);
    }
    const res = await post('/api/assignmentnote/', dispatcher, { orderKalemId: theirs.wo.items[0].id, description: 'Not mine' });
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/assignmentnote/workorder/${theirs.wo.order.orderNumber}`, dispatcher)).statusCode).toBe(404);
    expect((await get('/api/assignmentnote/workorder/12x', dispatcher)).statusCode).toBe(400);
    expect((await get('/api/assignmentnote/workorder/1234567890123', dispatcher)).statusCode).toBe(400);
    const rows = await t.db.select().from(assignmentNotes).where(eq(assignmentNotes.workOrderItemId, theirs.wo.items[0].id));
    expect(rows).toHaveLength(0);
  });
});

describe('SIMS and SOS', () => {
  const sims = (owner: { assignmentId?: number; draftId?: number }, code: string, createdAt: string) => ({
    ...owner,
    createdBy: 'Tech',
    createdAt: new Date(createdAt),
    simsCode: code,
    simsDescription: 'Seal leak',
    simsQuantity: '2',
    removedThePart: true,
    removedPartPlace: 'Workshop',
  });

  it('lists the records of an assignment and of a draft, oldest first, with numbers', async () => {
    const { job } = await jobOf(myTeam, myOrg);
    const draft = await createDraft(t.db, { technicianBpNo: job.technicianBpNo });
    await t.db.insert(simsRecords).values([sims({ assignmentId: job.id }, 'B', '2026-09-01T07:00:00Z'), sims({ assignmentId: job.id }, 'A', '2026-09-01T06:30:00Z'), sims({ draftId: draft.id }, 'D', '2026-09-01T06:00:00Z')]);
    const res = await get(`/api/simsInfo/${job.id}`, observer);
    expect(res.statusCode, res.body).toBe(200);
    const rows = simsInfoResponse.parse(res.json());
    expect(rows.map((r) => r.simsCode)).toEqual(['A', 'B']);
    expect(rows[0]).toMatchObject({ simsQuantity: 2, removedThePart: true, removedPartPlace: 'Workshop', createdAt: Date.parse('2026-09-01T06:30:00Z') });
    expect(simsInfoResponse.parse((await get(`/api/draft/simsInfo/${draft.id}`, dispatcher)).json()).map((r) => r.simsCode)).toEqual(['D']);
  });

  it('hides records of other teams (404)', async () => {
    const { job } = await jobOf(theirTeam, theirOrg);
    const draft = await createDraft(t.db, { technicianBpNo: job.technicianBpNo });
    expect((await get(`/api/simsInfo/${job.id}`, dispatcher)).statusCode).toBe(404);
    expect((await get(`/api/draft/simsInfo/${draft.id}`, dispatcher)).statusCode).toBe(404);
    expect((await get('/api/simsInfo/abc', dispatcher)).statusCode).toBe(400);
  });

  it('lists the oil samples of the order newest first with the technician name; other orders are 404', async () => {
    const { wo, tech } = await jobOf(myTeam, myOrg, { sos: true });
    const theirs = await jobOf(theirTeam, theirOrg);
    const n = unique('S').slice(0, 9);
    await t.db.insert(sosSamples).values([
      { sampleNumber: `${n}1`, workOrderNumber: wo.order.orderNumber, technicianBpNo: tech.bpNo, sampledDate: new Date('2026-09-01T06:20:00Z'), equipComp: 'ENGINE', meterRdg: '1520.5', fluidChanged: true, meterOnFluid: '0' },
      { sampleNumber: `${n}2`, workOrderNumber: wo.order.orderNumber, sampledDate: new Date('2026-09-01T06:40:00Z'), equipComp: 'HYDRAULIC' },
      { sampleNumber: `${n}3`, workOrderNumber: theirs.wo.order.orderNumber, sampledDate: new Date('2026-09-01T06:40:00Z') },
    ]);
    const res = await get(`/api/samplesWo/${wo.order.orderNumber}`, observer);
    expect(res.statusCode, res.body).toBe(200);
    const rows = sosSamplesResponse.parse(res.json());
    expect(rows.map((r) => r.sampleNumber)).toEqual([`${n}2`, `${n}1`]);
    expect(rows[1]).toMatchObject({ technicianFullName: tech.fullName, meterRdg: 1520.5, fluidChanged: true, meterOnFluid: 0, equipComp: 'ENGINE' });
    expect(rows[0].technicianFullName).toBeNull();
    expect((await get(`/api/samplesWo/${theirs.wo.order.orderNumber}`, dispatcher)).statusCode).toBe(404);
    expect((await get('/api/samplesWo/999999999999', dispatcher)).statusCode).toBe(404);
    expect((await get('/api/samplesWo/abc', dispatcher)).statusCode).toBe(400);
  });
});

describe('order numbers written with leading zeros (docs/decisions/0035)', () => {
  it('finds the order of the notes and oil samples, the number stored exactly as asked first; other teams stay 404', async () => {
    const key = String(100_000_000 + Math.floor(Math.random() * 800_000_000));
    const noteOn = async (orderNumber: string, orgunit: string) => {
      const wo = await createWorkOrder(t.db, { orgunit, orderNumber }, { items: 1 });
      await t.db.insert(assignmentNotes).values({ workOrderItemId: wo.items[0].id, description: `Note on ${orderNumber}`, createdByName: 'Planner' });
      return wo;
    };
    await noteOn(key, myOrg);
    await noteOn(`0${key}`, myOrg);
    const foreignKey = String(Number(key) + 1);
    await noteOn(foreignKey, theirOrg);
    await t.db.insert(sosSamples).values({ sampleNumber: unique('S').slice(0, 10), workOrderNumber: key, sampledDate: new Date('2026-09-01T06:40:00Z') });
    const notesOf = async (orderNumber: string) => {
      const res = await get(`/api/assignmentnote/workorder/${orderNumber}`, dispatcher);
      expect(res.statusCode, `${orderNumber}: ${res.body}`).toBe(200);
      return assignmentNotesResponse.parse(res.json()).assignmentNoteResourceList.map((n) => n.description);
    };
    expect(await notesOf(`000${key}`)).toEqual([`Note on ${key}`]);
    expect(await notesOf(key)).toEqual([`Note on ${key}`]);
    expect(await notesOf(`0${key}`)).toEqual([`Note on 0${key}`]);
    const samples = await get(`/api/samplesWo/00${key}`, dispatcher);
    expect(samples.statusCode, samples.body).toBe(200);
    expect(sosSamplesResponse.parse(samples.json())).toHaveLength(1);
    expect((await get(`/api/assignmentnote/workorder/00${foreignKey}`, dispatcher)).statusCode).toBe(404);
  });
});

describe('POST /api/partmanagements', () => {
  it('returns the part lines of the orders with numbers; OBSERVER may call it (a read)', async () => {
    const { wo } = await jobOf(myTeam, myOrg);
    await t.db.insert(parts).values([
      { workOrderNumber: wo.order.orderNumber, mainItem: '0010', item: '000020', material: '1R-0751', materialText: 'FİLTRE', orderQuantity: '4', confirmedQuantity: '2', serviceQuantity: '0', unit: 'PC', status: 'Open', source: 'Depo', deliveryDate: '2026-09-03' },
      { workOrderNumber: wo.order.orderNumber, mainItem: '0010', item: '000010', material: '3E-9829', materialText: 'Oil', orderQuantity: '20.5', confirmedQuantity: '20.5', unit: 'L' },
    ]);
    for (const headers of [dispatcher, observer]) {
      const res = await post('/api/partmanagements', headers, { workOrderNumbers: [wo.order.orderNumber] });
      expect(res.statusCode, res.body).toBe(200);
      const body = partManagementResponse.parse(res.json());
      expect(body.partItems.map((p) => p.item)).toEqual(['000010', '000020']);
      expect(body.partItems[0]).toMatchObject({ orderQuantity: 20.5, confirmedQuantity: 20.5, serviceQuantity: null, unit: 'L', workOrderNumber: wo.order.orderNumber });
      expect(body.partItems[1]).toMatchObject({ orderQuantity: 4, confirmedQuantity: 2, deliveryDate: '2026-09-03', materialText: 'FİLTRE' });
    }
  });

  it('answers 404 when any order is unknown or outside the scope, 400 for bad numbers', async () => {
    const mine = await jobOf(myTeam, myOrg);
    const theirs = await jobOf(theirTeam, theirOrg);
    const res = await post('/api/partmanagements', dispatcher, { workOrderNumbers: [mine.wo.order.orderNumber, theirs.wo.order.orderNumber] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain(theirs.wo.order.orderNumber);
    for (const payload of [{ workOrderNumbers: [] }, { workOrderNumbers: ['12a'] }, { workOrderNumbers: ['1234567890123'] }, {}, { workOrderNumbers: 'x' }]) {
      expect((await post('/api/partmanagements', dispatcher, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('contentDisposition', () => {
  it('never lets a name break the header', () => {
    expect(contentDisposition('a\r\nSet-Cookie: x=1.png')).toBe(`attachment; filename="a__Set-Cookie: x=1.png"; filename*=UTF-8''a__Set-Cookie%3A%20x%3D1.png`);
    expect(contentDisposition('../../etc/passwd')).toBe(`attachment; filename=".._.._etc_passwd"; filename*=UTF-8''.._.._etc_passwd`);
    expect(contentDisposition('')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
    expect(contentDisposition("it's (1)*.pdf")).toBe(`attachment; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`);
    expect(contentDisposition('Отчёт 100%.pdf')).toBe(`attachment; filename="_____ 100_.pdf"; filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82%20100%25.pdf`);
  });
});
