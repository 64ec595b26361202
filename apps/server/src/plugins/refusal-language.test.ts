import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { createTeam } from '../../test/factories';
import { users } from '../db/schema';
import { requestLanguage } from './refusal-language';

let t: TestApp;
let team: number;

beforeAll(async () => {
  t = await createTestApp();
  team = (await createTeam(t.db)).id;
});
afterAll(() => t?.close());

async function speaking(language: string) {
  const signed = await t.signIn(['DISPATCHER'], [team]);
  await t.db.update(users).set({ cultureName: language }).where(eq(users.id, signed.user.id));
  return signed.headers;
}

const searchOrders = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/work-order-search', headers, payload });
const searchHistory = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/history-search', headers, payload });

describe("a refused request in the caller's language", () => {
  it("words a contract's label-based, fixed and zod messages in Turkish and Russian; English stays as the contract wrote it", async () => {
    const turkish = await speaking('tr');
    const russian = await speaking('ru');
    const english = await speaking('en');
    const longSerial = { start: '2026-05-04', end: '2026-05-04', seriNo: 'S'.repeat(31) };

    const tr = await searchHistory(turkish, longSerial);
    expect(tr.statusCode).toBe(400);
    expect(tr.json()).toMatchObject({ message: 'Alan "seriNo": Seri numarası en fazla 30 karakter olabilir.', details: [{ path: 'seriNo', message: 'Seri numarası en fazla 30 karakter olabilir.' }] });
    expect((await searchHistory(english, longSerial)).json().message).toBe('Invalid body field "seriNo": Serial number can be a maximum of 30 characters.');

    const letters = await searchOrders(russian, { workOrderNo: '12ab' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toBe('Поле «workOrderNo»: Номер заказа-наряда должен состоять только из цифр.');

    // zod's own message (a team id that is not a number), through zod's Turkish words.
    const wrongType = await searchHistory(turkish, { start: '2026-05-04', end: '2026-05-04', teams: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('Alan "teams.0": Geçersiz değer: beklenen number, alınan string');
    expect((await searchHistory(english, { start: '2026-05-04', end: '2026-05-04', teams: ['x'] })).json().message).toBe(
      'Invalid body field "teams.0": Invalid input: expected number, received string',
    );

    // A path id that is not a number reaches zod coerced (NaN): the contract's own message, in the caller's words.
    const notANumber = await t.app.inject({ method: 'GET', url: '/api/schedules/abc', headers: turkish });
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().message).toBe('Alan "id": Kimlik bir sayı olmalıdır');

    // A day that does not exist: the label-based date message.
    const noDay = await searchHistory(russian, { start: '2026-02-30', end: '2026-05-04' });
    expect(noDay.json().message).toBe('Поле «start»: «Дата начала»: должен быть существующий день в пределах 1970-01-01 – 2199-12-31.');
  });

  it('words the messages a contract writes in code: statistics dates in Russian, an empty team change in Turkish', async () => {
    const russian = await speaking('ru');
    const turkish = await speaking('tr');

    const count = (payload: object) => t.app.inject({ method: 'POST', url: '/api/technician-count', headers: russian, payload: { organizations: [], ...payload } });
    const reversed = await count({ startDate: '20260504', endDate: '20260503' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ message: 'Поле «endDate»: Дата окончания не может быть раньше даты начала', details: [{ path: 'endDate' }] });
    // The API names a label-based message uses are named in the caller's words; the frame keeps the path.
    expect((await count({ startDate: '2026-05-04', endDate: '20260504' })).json().message).toBe('Поле «startDate»: «Дата начала»: ожидается формат YYYYMMDD.');

    const nothing = await t.app.inject({ method: 'POST', url: '/api/change-dispatcher-team', headers: turkish, payload: { added: [], removed: [] } });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Geçersiz istek: En az bir dispeçer ve ekip eklenmeli ya da çıkarılmalıdır.');

    const badTeam = await t.app.inject({ method: 'POST', url: '/api/change-dispatcher-team', headers: turkish, payload: { added: [{ teamId: 0, dispatcherId: 1.5 }] } });
    expect(badTeam.statusCode).toBe(400);
    expect(badTeam.json().details).toEqual([
      { path: 'added.0.teamId', message: 'Ekip bulunamadı.' },
      { path: 'added.0.dispatcherId', message: 'Dispeçer tam sayı olmalıdır.' },
    ]);
  });

  it('tells a present value of the wrong type what it must be, in English and Russian; "required" only when it is missing', async () => {
    const russian = await speaking('ru');
    const english = await speaking('en');
    const refusal = async (url: string, headers: Record<string, string>, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };

    const count = { startDate: 20261201, endDate: '20261201', organizations: [] };
    expect(await refusal('/api/technician-count', english, count)).toBe('Invalid body field "startDate": startDate must be YYYYMMDD');
    expect(await refusal('/api/technician-count', russian, count)).toBe('Поле «startDate»: «Дата начала»: ожидается формат YYYYMMDD.');
    expect(await refusal('/api/technician-count', english, { endDate: '20261201', organizations: [] })).toBe('Invalid body field "startDate": startDate is required');

    for (const schedulerId of ['abc', true]) {
      const send = { schedulerId, repId: 1, telephone: '5551234' };
      expect(await refusal('/api/sendSurvey', english, send)).toBe('Invalid body field "schedulerId": schedulerId must be a whole number from 1 to 2147483647');
      expect(await refusal('/api/sendSurvey', russian, send)).toBe('Поле «schedulerId»: schedulerId должен быть целым числом от 1 до 2147483647');
    }
    expect(await refusal('/api/sendSurvey', english, { schedulerId: 1, repId: 'abc', telephone: '5551234' })).toBe(
      'Invalid body field "repId": repId must be a whole number from 1 to 2147483647',
    );
    expect(await refusal('/api/sendSurvey', english, { repId: 1, telephone: '5551234' })).toBe('Invalid body field "schedulerId": schedulerId is required');
    // A text field without a format of its own: zod's words for the type, in the caller's language.
    expect(await refusal('/api/sendSurvey', russian, { schedulerId: 1, repId: 1, telephone: 5551234 })).toMatch(/^Поле «telephone»: Неверный ввод/);
  });

  it("words a body Fastify cannot read (not JSON, empty, another media type) in the caller's language; English as Fastify writes it", async () => {
    const turkish = await speaking('tr');
    const russian = await speaking('ru');
    const english = await speaking('en');
    const send = (headers: Record<string, string>, payload: string, contentType = 'application/json') =>
      t.app.inject({ method: 'POST', url: '/api/work-order-search', headers: { ...headers, 'content-type': contentType }, payload });
    const answers = [await send(turkish, '{bad'), await send(russian, ''), await send(russian, 'x', 'application/xml'), await send(english, '{bad')];
    expect(answers.map((res) => [res.statusCode, res.json().message])).toEqual([
      [400, 'İstek gövdesi geçerli bir JSON değil (içerik türü application/json).'],
      [400, 'Тело запроса не может быть пустым при типе содержимого application/json.'],
      [415, 'Неподдерживаемый тип содержимого.'],
      [400, "Body is not valid JSON but content-type is set to 'application/json'"],
    ]);
  });

  it('words a NUL character and a refusal before sign-in by the browser language', async () => {
    const turkish = await speaking('tr');
    const nul = await searchHistory(turkish, { start: '2026-05-04', end: '2026-05-04', seriNo: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Alan "seriNo": metin NUL karakteri içeremez');

    const login = await t.app.inject({ method: 'POST', url: '/auth/login', headers: { 'accept-language': 'de-DE, ru;q=0.8, en;q=0.5' }, payload: { password: 'x' } });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toMatch(/^Поле «username»: Неверный ввод/);
    const plain = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { password: 'x' } });
    expect(plain.json().message).toMatch(/^Invalid body field "username": /);
    // A call without a body (zod reads it as null) and one whose body is null read alike.
    for (const payload of [undefined, 'null']) {
      const empty = await t.app.inject({ method: 'POST', url: '/api/history-search', headers: { ...turkish, ...(payload ? { 'content-type': 'application/json' } : {}) }, payload });
      expect(empty.statusCode, payload).toBe(400);
      expect(empty.json().message, payload).toBe('Geçersiz istek: Geçersiz değer: beklenen object, alınan null');
    }
    // An unknown API path, too.
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: turkish });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Üzgünüz, aradığınız sayfa bulunamadı.');
  });
});

describe('requestLanguage', () => {
  const ask = (acceptLanguage?: string, cultureName?: string | null) =>
    requestLanguage({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }, user: cultureName === undefined ? null : { cultureName } });

  it("takes the user's language first, then the browser's best portal language by weight, Georgian as ka", () => {
    expect(ask('ru', 'tr')).toBe('tr');
    expect(ask('ru', 'xx')).toBe('en');
    expect(ask('de, tr;q=0.5, ru;q=0.7')).toBe('ru');
    expect(ask('ka-GE,ka;q=0.9')).toBe('ge');
    expect(ask('ru;q=0, az')).toBe('az');
    expect(ask('de-DE')).toBe('en');
    expect(ask()).toBe('en');
  });
});
