import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOrganization, createTeam } from '../../../test/factories';
import { datum, multipart, PNG, seedCiLocalisations, type Part } from '../../../test/ci-factories';
import { ciSuggestions, outboxMessages, users } from '../../db/schema';

/** Issue 14: list, detail, create/update with a file, form rules and malformed uploads. */
let t: TestApp;
let dataDir: string;
let orgA: string;
let orgB: string;
const as = {} as Record<'author' | 'colleague' | 'stranger' | 'committee' | 'turkish' | 'russian', { headers: Record<string, string>; id: number }>;

async function save(who: keyof typeof as, body: unknown, files: Part[] = []) {
  const form = multipart([{ name: 'ciBoardDatum', value: JSON.stringify(body) }, ...files]);
  return t.app.inject({ method: 'POST', url: '/api/ciBoard/update', headers: { ...as[who].headers, ...form.headers }, payload: form.payload });
}
const list = (who: keyof typeof as, filter: object = {}) => t.app.inject({ method: 'POST', url: '/api/ciBoard/list', headers: as[who].headers, payload: filter });
const count = async () => (await t.db.execute<{ n: number }>(sql`select (select count(*) from ci_suggestions)::int + (select count(*) from attachments)::int + (select count(*) from ci_status_history)::int as n`)).rows[0].n;
const blobFiles = async () => (await readdir(path.join(dataDir, 'blobs'), { recursive: true }).catch(() => [] as string[])).filter((f) => /\.[a-z]+$/.test(f));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ci-board-'));
  t = await createTestApp({ config: { DATA_DIR: dataDir } });
  await seedCiLocalisations(t.db);
  orgA = (await createOrganization(t.db)).orgunit;
  orgB = (await createOrganization(t.db, { countryCode: 'RU' })).orgunit;
  const teamA = await createTeam(t.db, { orgunit: orgA });
  const teamB = await createTeam(t.db, { orgunit: orgB });
  for (const [key, roles, team] of [['author', ['CI_BOARD_USER'], teamA], ['colleague', ['CI_BOARD_USER'], teamA], ['stranger', ['DISPATCHER'], teamB], ['committee', ['CI_COMMITTEE'], teamA], ['turkish', ['CI_BOARD_USER'], teamA], ['russian', ['CI_BOARD_USER'], teamA]] as const) {
    const s = await t.signIn([...roles], [team.id]);
    as[key] = { headers: s.headers, id: s.user.id };
  }
  await t.db.update(users).set({ email: 'author@example.com' }).where(eq(users.id, as.author.id));
  await t.db.update(users).set({ cultureName: 'tr' }).where(eq(users.id, as.turkish.id));
  await t.db.update(users).set({ cultureName: 'ru' }).where(eq(users.id, as.russian.id));
});
afterAll(async () => t?.close());

describe('create, list and detail', () => {
  let id: number;
  it('creates a suggestion with a file, lists it newest first and shows it with its history', async () => {
    const res = await save('author', datum(orgA, { userNote: 'Seen twice this week' }), [{ name: 'file', value: PNG, fileName: 'rack.png', contentType: 'image/png' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 'SUCCESS', message: 'saved successfully' });
    id = res.json().id;
    await save('colleague', datum(orgA, { wasteType: null, isgType: 'NEAR_MISS', problem: 'Oil on the floor' }));

    const page = (await list('author', { limit: 10 })).json();
    expect(page.totalRowCount).toBe(2);
    expect(page.ciBoardData[0].problem).toBe('Oil on the floor');
    const mine = page.ciBoardData[1];
    expect(mine).toMatchObject({ id, statusName: 'WAITING_APPROVAL', status: 'Waiting for approval', isWasteType: true, wasteType: 'TRANSPORT', employeeNote: 'Seen twice this week', orgunit: orgA });
    expect(mine.recordReferenceKey).toMatch(/^CI-\d{4}-000001$/);
    expect(mine.attachments).toEqual([expect.objectContaining({ fileName: 'rack.png', mimetype: 'image/png' })]);

    const detail = (await t.app.inject({ method: 'GET', url: `/api/ciBoard/${id}`, headers: as.committee.headers })).json();
    expect(detail.ciBoardData.id).toBe(id);
    expect(detail.ciStatusChangeHistory).toEqual([expect.objectContaining({ previousStatus: null, status: 'WAITING_APPROVAL', createdFullName: expect.stringContaining('Test') })]);

    const file = await t.app.inject({ method: 'GET', url: `/api/ciBoard/getCIAttachmentById?id=${mine.attachments[0].id}`, headers: as.colleague.headers });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-disposition']).toContain('rack.png');
  });

  it('hides the suggestion, its file and its author from a user of another organization', async () => {
    const mine = (await list('author')).json().ciBoardData.find((r: { id: number }) => r.id === id);
    for (const url of [`/api/ciBoard/${id}`, `/api/ciBoard/getCIAttachmentById?id=${mine.attachments[0].id}`, `/api/ciBoard/getCIBoardUser/${as.author.id}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: as.stranger.headers })).statusCode, url).toBe(404);
    }
    expect((await list('stranger')).json().totalRowCount).toBe(0);
    const user = await t.app.inject({ method: 'GET', url: `/api/ciBoard/getCIBoardUser/${as.author.id}`, headers: as.committee.headers });
    expect(user.json()).toMatchObject({ identifier: String(as.author.id), email: 'author@example.com' });
  });

  it("says a missing or foreign suggestion was not found, in the caller's language, never 'page not found'", async () => {
    const texts = {
      stranger: 'The suggestion was not found: it does not exist, or it belongs to organizations you do not see.',
      turkish: 'Öneri bulunamadı: ya hiç yok ya da göremediğiniz organizasyonlara ait.',
      russian: 'Предложение не найдено: его не существует или оно относится к организациям, которые вам не видны.',
    } as const;
    // The stranger cannot see the suggestion; everyone asks for an id that does not exist.
    const answers = [await t.app.inject({ method: 'GET', url: `/api/ciBoard/${id}`, headers: as.stranger.headers })];
    for (const who of ['stranger', 'turkish', 'russian'] as const) {
      answers.push(await t.app.inject({ method: 'GET', url: '/api/ciBoard/2000000000', headers: as[who].headers }));
      answers.push(await save(who, { ...datum(orgA), id: 2_000_000_000 }));
    }
    expect(answers.map((res) => [res.statusCode, res.json().message])).toEqual([
      [404, texts.stranger],
      ...(['stranger', 'turkish', 'russian'] as const).flatMap((who) => [[404, texts[who]], [404, texts[who]]]),
    ]);
  });

  it('filters like the quick filters and refuses an end before its start', async () => {
    const userName = (await t.app.inject({ method: 'GET', url: '/api/user-info', headers: as.author.headers })).json().info.username.toUpperCase();
    expect((await list('committee', { userName })).json().ciBoardData.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await list('committee', { suggestionTypeList: ['NEAR_MISS', 'UNSAFE_ACT', 'UNSAFE_CONDITION'] })).json().totalRowCount).toBe(1);
    expect((await list('committee', { status: 'APPROVED' })).json().totalRowCount).toBe(0);
    // Days are the caller's local days: a UTC browser, so the UTC date is today's whatever the hour.
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const utcToday = await t.app.inject({ method: 'POST', url: '/api/ciBoard/list', headers: { ...as.committee.headers, 'x-timezone-offset': '0' }, payload: { createdDateStart: today, createdDateEnd: today } });
    expect(utcToday.json().totalRowCount).toBe(2);
    const bad = await list('committee', { createdDateStart: '20260310', createdDateEnd: '20260301' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('end date');
    const turkish = await list('turkish', { dueDateStart: '20260310', dueDateEnd: '20260301' });
    expect([turkish.statusCode, turkish.json().message]).toEqual([400, 'Termin bitiş tarihi başlangıç tarihinden önce olamaz.']);
    expect((await list('committee', { status: 'DONE' })).statusCode).toBe(400);
    expect((await list('committee', { limit: 20 })).statusCode).toBe(400);
  });

  it('matches a work order number typed or stored with leading zeros and surrounding spaces, one counted filter (decision 0035)', async () => {
    const number = String(1_000_000_000 + Math.floor(Math.random() * 1_000_000_000));
    const stored = [number, `00${number}`, ` ${number} `, `${number}1`];
    const ids: number[] = [];
    for (const workOrderNo of stored) {
      const res = await save('colleague', datum(orgA, { problem: `Order ${workOrderNo}` }));
      ids.push(res.json().id);
      await t.db.update(ciSuggestions).set({ workOrderNo }).where(eq(ciSuggestions.id, res.json().id));
    }
    const matching = ids.slice(0, 3).reverse();
    for (const workOrderNo of [number, `00${number}`, ` ${number} `, Number(number)]) {
      const page = (await list('committee', { workOrderNo })).json();
      expect(page.ciBoardData.map((r: { id: number }) => r.id), String(workOrderNo)).toEqual(matching);
      expect(page.totalRowCount).toBe(3);
    }
    // The rows answer the number as stored.
    expect((await list('committee', { workOrderNo: number })).json().ciBoardData.map((r: { workOrderNo: string }) => r.workOrderNo)).toEqual(stored.slice(0, 3).reverse());
    // Typed with other zeros it is the same counted filter.
    expect((await list('committee', { workOrderNo: ` 0${number}` })).headers['x-total-cache']).toBe('hit');
  });

  it("finds the I of a serial number typed as 'ı' or 'İ' on a Turkish keyboard, as the history and work-order searches do", async () => {
    const serial = `SERI${Math.floor(Math.random() * 1_000_000_000)}`;
    const res = await save('colleague', datum(orgA, { problem: `Serial ${serial}` }));
    await t.db.update(ciSuggestions).set({ serialNumber: serial }).where(eq(ciSuggestions.id, res.json().id));
    for (const serialNumber of [serial.toLowerCase(), serial.replace('I', 'ı'), serial.toLowerCase().replace('i', 'İ')]) {
      expect((await list('committee', { serialNumber })).json().ciBoardData.map((r: { id: number }) => r.id), serialNumber).toEqual([res.json().id]);
    }
  });

  it('counts a total once per filter and scope, and again after any suggestion or user changes', async () => {
    const total = async (who: keyof typeof as) => {
      const res = await list(who, { status: 'WAITING_APPROVAL' });
      return [res.json().totalRowCount, res.headers['x-total-cache']];
    };
    const [before] = await total('committee');
    expect(await total('committee')).toEqual([before, 'hit']);
    // Another caller (own suggestions are in every scope) has an entry of their own.
    expect((await total('stranger'))[1]).toBe('miss');
    const created = await save('colleague', datum(orgA, { problem: 'Counted again' }));
    expect(await total('committee')).toEqual([before + 1, 'miss']);
    await t.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, as.stranger.id));
    expect(await total('committee')).toEqual([before + 1, 'miss']);
    await t.db.execute(sql`delete from ci_suggestions where id = ${created.json().id}`);
    expect(await total('committee')).toEqual([before, 'miss']);
  });

  it('gives the config: countries of the CI scope, export only beyond CI_BOARD_USER', async () => {
    const author = (await t.app.inject({ method: 'GET', url: '/api/ci-config', headers: as.author.headers })).json();
    expect(author).toMatchObject({ countries: [{ code: 'TR' }], selectionEnabled: false, defaultCountry: 'TR', previousCountry: 'TR', exportAllowed: false, pageSizes: [10, 25, 50, 100] });
    const orgs = (await t.app.inject({ method: 'GET', url: '/api/ciAuthorizedOrganizations', headers: as.author.headers })).json();
    expect(orgs.map((o: { orgunit: string }) => o.orgunit)).toEqual([orgA]);
    expect((await t.app.inject({ method: 'GET', url: '/api/ci-config', headers: as.committee.headers })).json().exportAllowed).toBe(true);
  });
});

describe('bad input stores nothing', () => {
  const cases: [string, () => Promise<{ statusCode: number; body: string }>, RegExp][] = [
    ['no type', () => save('author', datum(orgA, { wasteType: null })), /waste type or an ISG type/],
    ['both types', () => save('author', datum(orgA, { isgType: 'NEAR_MISS' })), /waste type or an ISG type/],
    ['unknown type', () => save('author', datum(orgA, { wasteType: 'NOPE' })), /Waste type is not a known code/],
    ['unknown department', () => save('author', datum(orgA, { department: 'NOPE' })), /Department is not a known code/],
    ['unknown status', () => save('author', datum(orgA, { status: 'DONE' })), /status must be one of/],
    ['problem too long', () => save('author', datum(orgA, { problem: 'x'.repeat(1001) })), /^Invalid ciBoardDatum\.problem: Problem can be at most 1000 characters\.$/],
    ['note too long', () => save('author', datum(orgA, { userNote: 'x'.repeat(1001) })), /Employee note can be at most 1000/],
    ['proposal missing', () => save('author', datum(orgA, { proposal: '  ' })), /Proposal is required/],
    ['foreign organization', () => save('author', datum(orgB)), /not one you may file/],
    ['review fields on a new suggestion', () => save('committee', datum(orgA, { status: 'APPROVED', dueDate: '20270101' })), /starts as waiting/],
    ['two files', () => save('author', datum(orgA), [{ name: 'file', value: PNG, fileName: 'a.png' }, { name: 'file2', value: PNG, fileName: 'b.png' }]), /Only one file/],
    ['refused type', () => save('author', datum(orgA), [{ name: 'file', value: Buffer.from('MZ...'), fileName: 'tool.exe' }]), /file type is not allowed/],
    ['disguised file', () => save('author', datum(orgA), [{ name: 'file', value: Buffer.from('MZ...'), fileName: 'photo.png' }]), /does not match its type/],
    ['file over the limit', () => save('author', datum(orgA), [{ name: 'file', value: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), fileName: 'big.png' }]), /larger than the allowed/],
    ['empty file', () => save('author', datum(orgA), [{ name: 'file', value: Buffer.alloc(0), fileName: 'empty.txt' }]), /^The file is empty\.$/],
    // The form shows a refused save's message as it comes: a Turkish user reads Turkish.
    ['disguised file, Turkish user', () => save('turkish', datum(orgA), [{ name: 'file', value: Buffer.from('MZ...'), fileName: 'photo.png' }]), /^Dosyanın içeriği dosya tipiyle uyuşmuyor\.$/],
    ['empty file, Turkish user', () => save('turkish', datum(orgA), [{ name: 'file', value: Buffer.alloc(0), fileName: 'empty.txt' }]), /^Dosya boş\.$/],
    ['two files, Turkish user', () => save('turkish', datum(orgA), [{ name: 'file', value: PNG, fileName: 'a.png' }, { name: 'file2', value: PNG, fileName: 'b.png' }]), /^Yalnızca bir dosya yüklenebilir\.$/],
    ['file over the limit, Turkish user', () => save('turkish', datum(orgA), [{ name: 'file', value: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), fileName: 'big.png' }]), /^Dosya izin verilen boyuttan büyük\.$/],
    ['unknown type, Turkish user', () => save('turkish', datum(orgA, { wasteType: 'NOPE' })), /^İsraf tipi bilinen bir kod değil\.$/],
    ['foreign organization, Turkish user', () => save('turkish', datum(orgB)), /^Bu organizasyon için öneri veremezsiniz\.$/],
    // The contract's own messages on the JSON part, in the caller's words too.
    ['problem too long, Turkish user', () => save('turkish', datum(orgA, { problem: 'x'.repeat(1001) })), /^Alan "ciBoardDatum\.problem": Problem en fazla 1000 karakter olabilir\.$/],
    ['unknown status, Turkish user', () => save('turkish', datum(orgA, { status: 'DONE' })), /^Alan "ciBoardDatum\.status": Durum şunlardan biri olmalıdır: WAITING_APPROVAL, /],
    ['due date not YYYYMMDD, Turkish user', () => save('turkish', datum(orgA, { dueDate: '2027-01-01' })), /^Alan "ciBoardDatum\.dueDate": Termin YYYYMMDD biçiminde olmalıdır\.$/],
    ['proposal missing, Russian user', () => save('russian', datum(orgA, { proposal: '  ' })), /^Поле «ciBoardDatum\.proposal»: Поле «Предложение» обязательно\.$/],
    ['note too long, Russian user', () => save('russian', datum(orgA, { userNote: 'x'.repeat(1001) })), /^Поле «ciBoardDatum\.userNote»: «Примечание сотрудника»: не более 1000 символов\.$/],
    ['due date not a day, Russian user', () => save('russian', datum(orgA, { dueDate: '20270230' })), /^Поле «ciBoardDatum\.dueDate»: «Срок»: должен быть существующий день в пределах 1970-01-01 – 2199-12-31\.$/],
    ['NUL in the problem, Russian user', () => save('russian', datum(orgA, { problem: 'a\u0000b' })), /^Поле «ciBoardDatum\.problem»: текст не может содержать символ NUL$/],
    [
      'JSON part not JSON',
      () => {
        const form = multipart([{ name: 'ciBoardDatum', value: '{"id":' }]);
        return t.app.inject({ method: 'POST', url: '/api/ciBoard/update', headers: { ...as.author.headers, ...form.headers }, payload: form.payload });
      },
      /not valid JSON/,
    ],
    [
      'no JSON part',
      () => {
        const form = multipart([{ name: 'file', value: PNG, fileName: 'a.png' }]);
        return t.app.inject({ method: 'POST', url: '/api/ciBoard/update', headers: { ...as.author.headers, ...form.headers }, payload: form.payload });
      },
      /ciBoardDatum is missing/,
    ],
    ['not multipart', () => t.app.inject({ method: 'POST', url: '/api/ciBoard/update', headers: as.author.headers, payload: datum(orgA) }), /must be multipart/],
    [
      'malformed multipart',
      () => t.app.inject({ method: 'POST', url: '/api/ciBoard/update', headers: { ...as.author.headers, 'content-type': 'multipart/form-data; boundary=xyz' }, payload: '--xyz\r\nContent-Disposition: form-data; name="ciBoardDatum"\r\n\r\n{"a"' }),
      /must be multipart|missing/,
    ],
  ];
  it.each(cases)('%s → 400 with a clear message', async (_name, call, message) => {
    const before = [await count(), await blobFiles()];
    const res = await call();
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(message);
    expect([await count(), await blobFiles()]).toEqual(before);
  });

  it("words every refused field of the JSON part in the caller's language, zod's own messages too", async () => {
    const res = await save('russian', datum(orgA, { id: 1.5, proposal: '', dueDate: '2027-01-01' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'ciBoardDatum.id', message: 'Неверный ввод: ожидалось int, получено число' },
      { path: 'ciBoardDatum.proposal', message: 'Поле «Предложение» обязательно.' },
      { path: 'ciBoardDatum.dueDate', message: '«Срок»: ожидается формат YYYYMMDD.' },
    ]);
  });

  it('leaves no file behind when the save is refused after the file was stored', async () => {
    const [{ id }] = (await list('committee', { suggestionTypeList: ['NEAR_MISS'] })).json().ciBoardData;
    const before = [await count(), await blobFiles()];
    const res = await save('author', datum(orgA, { id }), [{ name: 'file', value: PNG, fileName: 'x.png' }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can edit only your own suggestion, and only while it waits for approval.');
    const turkish = await save('turkish', datum(orgA, { id }), [{ name: 'file', value: PNG, fileName: 'x.png' }]);
    expect([turkish.statusCode, turkish.json().message]).toEqual([403, 'Yalnızca kendi önerinizi ve yalnızca onay beklerken değiştirebilirsiniz.']);
    expect([await count(), await blobFiles()]).toEqual(before);
    expect(await t.db.select().from(outboxMessages)).toEqual([]);
  });
});

describe('file names', () => {
  it('keeps the extension of a name longer than the stored 200 characters, cutting the stem between whole characters', async () => {
    const long = `${'Ğ😀'.repeat(150)}.txt`;
    const res = await save('author', datum(orgA), [{ name: 'file', value: Buffer.from('notes'), fileName: long }]);
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/ciBoard/${res.json().id}`, headers: as.author.headers })).json();
    const [stored] = detail.ciBoardData.attachments;
    expect(stored).toMatchObject({ mimetype: 'text/plain', fileName: `${'Ğ😀'.repeat(98)}.txt` });
  });
});
