import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@fsp/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { createTeam } from '../../test/factories';
import { calendars, users } from '../db/schema';

/**
 * The role guard's 403 and OBSERVER's refusal of a change were English for every API caller: they are worded in the
 * user's portal language (the session knows it), whatever the browser asks for; English stays as it was.
 */
let t: TestApp;
let team: number;

beforeAll(async () => {
  t = await createTestApp();
  team = (await createTeam(t.db)).id;
});
afterAll(() => t?.close());

/** A user with `roles` whose saved portal language is `cultureName`; the browser asks for Turkish. */
async function signedIn(roles: Role[], cultureName: string) {
  const signed = await t.signIn(roles, [team]);
  await t.db.update(users).set({ cultureName }).where(eq(users.id, signed.user.id));
  return { ...signed.headers, 'accept-language': 'tr' };
}

describe("a refused role in the caller's language", () => {
  it("refuses an observer's change in the user's saved language, changing nothing", async () => {
    const before = await t.db.$count(calendars);
    const russian = await t.app.inject({ method: 'POST', url: '/api/change-calendar', headers: await signedIn(['OBSERVER'], 'ru'), payload: { name: 'Observer calendar' } });
    expect(russian.statusCode).toBe(403);
    expect(russian.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Извините, у вас нет прав на выполнение этой операции' });

    const georgian = await t.app.inject({ method: 'POST', url: '/api/change-calendar', headers: await signedIn(['OBSERVER'], 'ge'), payload: {} });
    expect(georgian.json().message).toBe('ბოდიში, ამ ოპერაციის შესრულების უფლება არ გაქვთ');
    const english = await t.app.inject({ method: 'POST', url: '/api/change-calendar', headers: await signedIn(['OBSERVER'], 'en'), payload: {} });
    expect([english.statusCode, english.json().message]).toEqual([403, 'Sorry, you are not authorized to do this operation']);
    expect(await t.db.$count(calendars)).toBe(before);
  });

  it('words the role guard: a change a role may not make, and a page it may not read', async () => {
    const save = await t.app.inject({ method: 'POST', url: '/api/save-schedules', headers: await signedIn(['OBSERVER'], 'az'), payload: {} });
    expect([save.statusCode, save.json().message]).toEqual([403, 'Üzr istəyirik, bu əməliyyatı yerinə yetirməyə icazəniz yoxdur']);

    const read = (cultureName: string) => signedIn(['CI_BOARD_USER'], cultureName).then((headers) => t.app.inject({ method: 'GET', url: '/api/organization-vehicles', headers }));
    expect((await read('ru')).json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Извините, у вас нет прав для просмотра этой страницы...' });
    expect((await read('tr')).json().message).toBe('Üzgünüz, bu sayfayı görüntülemeye yetkiniz yoktur...');
    expect((await read('en')).json().message).toBe('Sorry, you are not authorized to view this page...');
  });
});
