import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInByToken } from '../support/session';
import { apiToken } from '../support/planning-page';
import { localYmd, pickOption, typeDate } from '../support/form-controls';
import { shoot } from '../support/screenshots';
import { apiCall, setUserLanguage } from '../support/api';
import { HOUR_MS, istanbulDay, type ApiCalendar } from '../support/calendars';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const entryTexts = (page: Page) => page.getByTestId('calendar-entry').allInnerTexts();

describe('calendar management', () => {
  it('creates a calendar, adds a weekly series without holidays, edits "this and subsequent" and deletes the calendar', async () => {
    const token = await apiToken('dispatcher');
    const name = `E2E takvim ${Date.now().toString(36)}`;
    const { context, page } = await newPage(browser, { timezoneId: 'UTC' }); // a browser outside the calendar's country
    await signInByToken(page, 'dispatcher');
    await page.goto('/admin/calendar-management');
    await page.getByTestId('calendar-table').waitFor();
    await shoot(page, 'calendars-list');

    // Add: the name is required.
    await page.getByTestId('calendar-add').click();
    await page.getByTestId('calendar-add-save').click();
    await page.getByText('This field cannot be empty').first().waitFor();
    await page.getByTestId('calendar-add-name').fill('x'.repeat(256));
    await page.getByText('This field can be a maximum of 255 characters.').waitFor();
    await page.getByTestId('calendar-add-name').fill(name);
    // The dispatcher's organizations are in Türkiye and Russia: the country is theirs to choose.
    await pickOption(page, page.getByTestId('calendar-add-country'), null, '(TR)');
    // Enter pressed again before the answer came does not save again (it made three calendars of the one name).
    const creates: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/change-calendar') && creates.push(request.url()));
    await page.getByTestId('calendar-add-name').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
    // A new calendar opens at once, empty.
    await page.getByTestId('calendar-title').getByText(name).waitFor();
    expect(creates).toHaveLength(1);
    expect(await page.getByTestId('calendar-entry').count()).toBe(0);
    const created = (await apiCall<{ calendars: ApiCalendar[] }>(token, '/api/authorizedCalendars')).calendars.find((c) => c.name === name)!;
    expect(created.country).toBe('TR');

    // Weekly series, Monday to Friday from today for a month, public holidays skipped (the defaults).
    await page.getByTestId('calendar-add-hours').click();
    await page.getByTestId('hours-recurring').click();
    await page.getByTestId('hours-weekdays').waitFor();
    await shoot(page, 'calendars-hours-form');
    await page.getByTestId('hours-preview-open').click();
    await page.getByTestId('hours-preview').waitFor();
    // Each entry's day as spec part 2 §9 shows days, with its weekday: 'Mon, 07 December 2026'.
    expect(await page.getByTestId('hours-preview-item').first().locator('.ant-typography').first().innerText()).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]+ \d{4}$/);
    await shoot(page, 'calendars-hours-preview');
    await page.getByTestId('hours-save').click();
    await expect.poll(() => page.getByTestId('calendar-entry').count()).toBeGreaterThan(2);

    const holidays = new Set((await apiCall<{ countryCode: string; date: string }[]>(token, '/api/holidays')).filter((h) => h.countryCode === 'TR').map((h) => h.date));
    const stored = (await apiCall<{ calendars: ApiCalendar[] }>(token, '/api/authorizedCalendars')).calendars.find((c) => c.id === created.id)!;
    const seriesDays = stored.calendarEntries.map((e) => localYmd(e.startDate));
    expect(seriesDays.length).toBeGreaterThan(15);
    for (const day of seriesDays) {
      expect([0, 6], day).not.toContain(new Date(`${day}T12:00:00`).getDay());
      expect(holidays.has(day), day).toBe(false);
    }
    expect(new Set((await entryTexts(page)).map((text) => text.trim()))).toEqual(new Set(['09:00 - 18:00']));
    // The times are the calendar country's (Istanbul, 06:00 UTC), named because the browser runs in UTC.
    expect(new Set(stored.calendarEntries.map((e) => new Date(e.startDate).getUTCHours()))).toEqual(new Set([6]));
    expect(await page.getByTestId('calendar-zone-note').innerText()).toContain('GMT+3');
    // The grid starts on Monday.
    expect(new Date(`${await page.getByTestId('calendar-day').first().getAttribute('data-day')}T12:00:00`).getDay()).toBe(1);
    await shoot(page, 'calendars-month');

    // Edit the third occurrence "this and subsequent": 08:00 start from there on, the first two untouched.
    const third = page.getByTestId('calendar-entry').nth(2);
    const thirdId = Number(await third.getAttribute('data-entry-id'));
    await third.click();
    await page.getByTestId('hours-scope-subsequent').click();
    await typeDate(page.getByTestId('hours-start-time'), '08:00');
    await page.getByTestId('hours-preview-open').click();
    await page.getByTestId('hours-preview').waitFor();
    expect(await page.locator('[data-testid="hours-preview-item"][data-problem="coincides"]').count()).toBe(0);
    await page.getByTestId('hours-save').click();
    await expect.poll(async () => (await entryTexts(page))[2]?.trim()).toBe('08:00 - 18:00');
    const texts = (await entryTexts(page)).map((text) => text.trim());
    expect(texts.slice(0, 2)).toEqual(['09:00 - 18:00', '09:00 - 18:00']);
    expect(new Set(texts.slice(2))).toEqual(new Set(['08:00 - 18:00']));

    const edited = (await apiCall<{ calendars: ApiCalendar[] }>(token, '/api/authorizedCalendars')).calendars.find((c) => c.id === created.id)!;
    const live = edited.calendarEntries.filter((e) => !e.deleted);
    // Neither duplicated nor dropped: the same days, the chosen entry kept its id.
    expect(live.map((e) => localYmd(e.startDate)).sort()).toEqual([...seriesDays].sort());
    expect(live.find((e) => e.id === thirdId)).toBeDefined();

    // An overlapping single entry is marked in the preview and cannot be saved.
    await page.getByTestId('calendar-add-hours').click();
    await page.getByTestId('hours-start-date').waitFor();
    await typeDate(page.getByTestId('hours-start-time'), '10:00');
    await typeDate(page.getByTestId('hours-end-time'), '11:00');
    const firstDay = localYmd(live.map((e) => e.startDate).sort((a, b) => a - b)[0]);
    if (firstDay === localYmd(Date.now())) {
      await page.getByTestId('hours-preview-open').click();
      await page.locator('[data-testid="hours-preview-item"][data-problem="coincides"]').waitFor();
      expect(await page.getByTestId('hours-save').isDisabled()).toBe(true);
      await page.getByTestId('hours-back').click();
    }
    // Escape first closes an open picker, then the dialog, which asks before dropping the typed hours: press it
    // until no dialog is left, discarding when asked.
    await expect
      .poll(
        async () => {
          const open = await page.locator('.ant-modal-wrap').filter({ visible: true }).count();
          if (await page.getByTestId('discard-confirm').isVisible()) await page.getByTestId('discard-confirm').click();
          else if (open > 0) await page.keyboard.press('Escape');
          return open;
        },
        { interval: 500, timeout: 10_000 },
      )
      .toBe(0);

    // Back to the list, delete with the bold-named confirmation.
    await page.getByTestId('calendar-back').click();
    await page.getByTestId('calendar-search').fill('e2e TAKVİM');
    await expect.poll(() => page.getByTestId('calendar-row').count()).toBeGreaterThan(0);
    await page.getByTestId(`calendar-delete-${created.id}`).click();
    await page.getByTestId('calendar-delete-name').getByText(name).waitFor();
    await page.getByTestId('calendar-delete-confirm').click();
    await expect.poll(async () => (await apiCall<{ calendars: ApiCalendar[] }>(token, '/api/authorizedCalendars')).calendars.some((c) => c.id === created.id)).toBe(false);

    // Deleted in another tab while the question is open: confirming says so and the question closes on the refreshed list.
    const { calendar: twin } = await apiCall<{ calendar: ApiCalendar }>(token, '/api/change-calendar', { name: `${name} 2`, country: 'TR', calendarEntries: [] });
    await page.reload();
    await page.getByTestId('calendar-search').fill(`${name} 2`);
    await page.getByTestId(`calendar-delete-${twin.id}`).click();
    await apiCall(token, '/api/change-calendar', { id: twin.id, deleted: true });
    await page.getByTestId('calendar-delete-confirm').click();
    await page.getByTestId('calendar-delete-confirm').waitFor({ state: 'hidden', timeout: 5_000 });
    await expect.poll(() => page.getByTestId('calendar-row').count()).toBe(0);
    await context.close();
  }, 240_000);

  it('refuses a series save made on a stale calendar, and one on a deleted calendar, in the dialog, keeping what was typed', async () => {
    const token = await apiToken('dispatcher');
    const day = (n: number) => Date.parse(`${istanbulDay(Date.now())}T00:00:00Z`) + n * 24 * HOUR_MS;
    const entries = [0, 1, 2].map((n) => ({ startDate: day(n) + 6 * HOUR_MS, endDate: day(n) + 15 * HOUR_MS, seriesId: 'stale', deleted: false }));
    const { calendar } = await apiCall<{ calendar: ApiCalendar }>(token, '/api/change-calendar', { name: `E2E stale ${Date.now().toString(36)}`, country: 'TR', calendarEntries: entries });
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto(`/admin/calendar-management?calendar=${calendar.id}`);
      await page.getByTestId('calendar-entry').first().click();
      // Meanwhile a colleague removes the second day.
      await apiCall(token, '/api/change-calendar', { id: calendar.id, name: calendar.name, country: 'TR', calendarEntries: [{ ...calendar.calendarEntries[1], deleted: true }] });
      await page.getByText('All records').click();
      await typeDate(page.getByTestId('hours-start-time'), '07:00');
      await page.getByTestId('hours-preview-open').click();
      await page.getByTestId('hours-save').click();
      await page.getByTestId('hours-refusal').getByText('Someone else changed these working hours after you opened them').waitFor();
      await shoot(page, 'calendars-stale-refused');
      const stored = async () => (await apiCall<{ calendars: ApiCalendar[] }>(token, '/api/authorizedCalendars')).calendars.find((c) => c.id === calendar.id)!.calendarEntries;
      expect((await stored()).map((e) => [e.startDate, e.deleted])).toEqual(entries.map((e, i) => [e.startDate, i === 1]));
      // Reload takes the removal in: the typed 07:00 saves on the two days left, the removed one stays removed.
      await page.getByTestId('hours-reload').click();
      expect(await page.getByTestId('hours-preview-item').count()).toBe(2);
      await page.getByTestId('hours-save').click();
      await page.getByTestId('hours-save').waitFor({ state: 'detached' });
      expect((await stored()).map((e) => [e.startDate, e.deleted])).toEqual(entries.map((e, i) => [i === 1 ? e.startDate : e.startDate - 2 * HOUR_MS, i === 1]));

      await setUserLanguage(token, 'tr'); // in Turkish, the calendar is deleted while new hours are typed
      await page.reload();
      await page.getByTestId('calendar-add-hours').click();
      await typeDate(page.getByTestId('hours-start-time'), '19:00');
      await apiCall(token, '/api/change-calendar', { id: calendar.id, deleted: true });
      await page.getByTestId('hours-preview-open').click();
      await page.getByTestId('hours-save').click();
      await page.getByTestId('hours-gone').getByText('Bu takvim artık yok').waitFor();
      expect(await page.getByTestId('hours-save').isDisabled()).toBe(true);
      await page.getByTestId('hours-back').click();
      await shoot(page, 'calendars-deleted-tr');
      expect(await page.getByTestId('hours-start-time').locator('xpath=descendant-or-self::input').first().inputValue()).toBe('19:00');
    } finally {
      await setUserLanguage(token, 'en');
      await context.close();
    }
  }, 120_000);

  it('asks before Esc throws away working hours being set up; an untouched dialog closes at once', async () => {
    const token = await apiToken('power');
    const { calendars } = await apiCall<{ calendars: ApiCalendar[] }>(token, '/api/authorizedCalendars');
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'power');
      await page.goto(`/admin/calendar-management?calendar=${calendars[0]!.id}`);
      const dialogField = page.getByTestId('hours-start-date');
      await page.getByTestId('calendar-add-hours').click();
      await dialogField.waitFor();
      await page.keyboard.press('Escape');
      await dialogField.waitFor({ state: 'detached' });
      expect(await page.getByTestId('discard-confirm').count()).toBe(0);

      await page.getByTestId('calendar-add-hours').click();
      await typeDate(page.getByTestId('hours-start-time'), '07:00');
      await page.keyboard.press('Escape');
      await page.getByTestId('discard-keep').click();
      await expect.poll(() => page.getByTestId('hours-start-time').locator('xpath=descendant-or-self::input').first().inputValue()).toBe('07:00');
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByTestId('discard-confirm').click();
      await dialogField.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it('keeps the focus in the working-hours dialog from the keyboard (Preview lands on Save, Back on Preview: it fell to the page) and counts what Delete removes', async () => {
    const token = await apiToken('power');
    const { calendar } = await apiCall<{ calendar: ApiCalendar }>(token, '/api/change-calendar', { name: `E2E focus ${Date.now().toString(36)}`, country: 'TR', calendarEntries: [] });
    const { context, page } = await newPage(browser);
    const focused = () => page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid') ?? document.activeElement?.tagName);
    const entries = async () => (await apiCall<{ calendars: ApiCalendar[] }>(token, '/api/authorizedCalendars')).calendars.find((c) => c.id === calendar.id)!.calendarEntries.filter((e) => !e.deleted);
    try {
      await signInByToken(page, 'power');
      await page.goto(`/admin/calendar-management?calendar=${calendar.id}`);
      await page.getByTestId('calendar-add-hours').click();
      await page.getByTestId('hours-start-date').waitFor();
      await page.getByTestId('hours-preview-open').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('hours-preview').waitFor();
      // An empty calendar: nothing coincides, so today's entry can be saved (Back has the focus while Save is disabled: a holiday).
      const savable = !(await page.getByTestId('hours-save').isDisabled());
      await expect.poll(focused).toBe(savable ? 'hours-save' : 'hours-back');
      await page.getByTestId('hours-back').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('hours-start-date').waitFor();
      await expect.poll(focused).toBe('hours-preview-open');
      if (!savable) return;
      await page.keyboard.press('Enter');
      await expect.poll(focused).toBe('hours-save');
      await page.keyboard.press('Enter');
      await page.getByTestId('hours-start-date').waitFor({ state: 'detached' });
      expect(await entries()).toHaveLength(1);

      // Delete says how many entries go ("1 entry", not "1 entries").
      await page.getByTestId('calendar-entry').click();
      await page.getByTestId('hours-remove').click();
      expect(await page.getByTestId('hours-remove-count').textContent()).toBe('1 entry will be deleted');
      await page.getByTestId('hours-remove-confirm').click();
      await expect.poll(entries).toHaveLength(0);
    } finally {
      await context.close();
      await apiCall(token, '/api/change-calendar', { id: calendar.id, deleted: true });
    }
  });

  it('says a search that finds no calendar found none, not that there are no calendars yet', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'power');
      await page.goto('/admin/calendar-management');
      await page.getByTestId('calendar-row').first().waitFor();
      await page.getByTestId('calendar-search').locator('xpath=descendant-or-self::input').first().fill('zzqx nothing');
      await page.getByTestId('calendar-table').getByText('No calendar matches your search').waitFor();
      expect(await page.getByTestId('calendar-table').getByText('No calendars yet').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('shows the list and a month in Turkish, the week still starting on Monday', async () => {
    const token = await apiToken('power');
    const { info } = await apiCall<{ info: { identifier: string; username: string } }>(token, '/api/user-info');
    const setLanguage = (cultureName: string) => apiCall(token, '/api/user-info', { identifier: info.identifier, username: info.username, cultureName });
    await setLanguage('tr');
    const { context, page } = await newPage(browser, { locale: 'tr-TR' });
    try {
      await signInByToken(page, 'power');
      await page.goto('/admin/calendar-management');
      await page.getByTestId('calendar-table').waitFor();
      await page.getByText('Takvim ekle').waitFor();
      await shoot(page, 'calendars-list-tr');
      await page.getByTestId('calendar-open').first().click();
      await page.getByTestId('calendar-month-grid').waitFor();
      expect(new Date(`${await page.getByTestId('calendar-day').first().getAttribute('data-day')}T12:00:00`).getDay()).toBe(1);
      await expect.poll(() => page.getByTestId('calendar-entry').count()).toBeGreaterThan(0);
      await shoot(page, 'calendars-month-tr');
    } finally {
      await setLanguage('en');
      await context.close();
    }
  }, 120_000);

  it('shows an observer the calendars and their hours with nothing to add, change or delete (the server refuses it)', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'observer');
      await page.goto('/admin/calendar-management');
      await page.getByTestId('calendar-open').first().waitFor();
      expect(await page.getByTestId('calendar-add').count()).toBe(0);
      expect(await page.locator('[data-testid^="calendar-delete-"]').count()).toBe(0);
      // Assign team leads to assigning the calendar, which an observer may not do; the working hours stay open to read.
      expect(await page.locator('[data-testid^="calendar-assign-team-"]').count()).toBe(0);
      expect(await page.locator('[data-testid^="calendar-hours-"]').count()).toBeGreaterThan(0);
      await page.getByTestId('calendar-open').first().click();
      await page.getByTestId('calendar-month-grid').waitFor();
      await expect.poll(() => page.getByTestId('calendar-entry').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('calendar-add-hours').count()).toBe(0);
      // The times are text, not buttons that open the working-hours dialog.
      expect(await page.locator('button[data-testid="calendar-entry"]').count()).toBe(0);
      await page.getByTestId('calendar-entry').first().click();
      expect(await page.locator('.ant-modal').count()).toBe(0);
      await shoot(page, 'calendars-month-observer');
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows a failed read of the calendar list in place of the table, with Retry, not as "no calendars yet"', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signInByToken(page, 'dispatcher');
      let failing = true;
      // The real server answers; the read is only cut off on the way (as a dropped connection would), until Retry.
      await page.route('**/api/authorizedCalendars', (route) => (failing ? route.abort('connectionrefused') : route.fallback()));
      await page.goto('/admin/calendar-management');
      await page.getByTestId('calendar-list-error').getByText('The calendars could not be loaded.').waitFor();
      expect(await page.getByText('No calendars yet').count()).toBe(0);
      expect(await page.locator('.ant-notification-notice').count()).toBe(0);
      failing = false;
      await page.getByTestId('calendar-list-error').getByRole('button', { name: 'Retry' }).click();
      await page.getByTestId('calendar-row').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows a calendar's month in Russian with its times in the country's zone, named for a browser elsewhere", async () => {
    const token = await apiToken('dispatcher');
    await setUserLanguage(token, 'ru');
    const { context, page } = await newPage(browser, { locale: 'ru-RU', timezoneId: 'UTC' }); // a browser outside the calendar's country
    try {
      await signInByToken(page, 'dispatcher');
      await page.goto('/admin/calendar-management');
      await page.getByTestId('calendar-table').waitFor();
      // The add dialog words the name's limit as every form does.
      await page.getByTestId('calendar-add').click();
      await page.getByTestId('calendar-add-name').fill('x'.repeat(256));
      await page.getByText('Это поле может содержать не более 255 символов.').waitFor();
      // A name the country has (in other letter case) is refused on the field, which keeps it and the focus; no toast.
      const { calendars } = await apiCall<{ calendars: ApiCalendar[] }>(token, '/api/authorizedCalendars');
      const taken = calendars.find((c) => c.country === 'TR')!.name.toLocaleUpperCase('tr');
      await page.getByTestId('calendar-add-name').fill(taken);
      await pickOption(page, page.getByTestId('calendar-add-country'), null, '(TR)');
      await page.getByTestId('calendar-add-save').click();
      await page.locator('.ant-form-item-has-error').filter({ has: page.getByTestId('calendar-add-name') }).getByText('Календарь с таким названием для этой страны уже есть.').waitFor();
      expect(await page.evaluate(() => [document.activeElement?.getAttribute('data-testid'), (document.activeElement as HTMLInputElement).value, document.querySelectorAll('.ant-notification-notice').length])).toEqual(['calendar-add-name', taken, 0]);
      await shoot(page, 'calendars-add-taken-ru');
      await page.locator('.ant-modal').getByRole('button', { name: 'Отмена' }).first().click();
      // The typed name is not dropped without asking.
      await page.getByTestId('discard-confirm').click();
      await page.getByTestId('calendar-add-name').waitFor({ state: 'detached' });
      // The demo calendars hold 09:00-18:00 in their country; this browser runs in UTC.
      await page.getByTestId('calendar-open').first().click();
      await expect.poll(() => page.getByTestId('calendar-entry').count()).toBeGreaterThan(0);
      expect(new Set((await entryTexts(page)).map((text) => text.trim()))).toEqual(new Set(['09:00 - 18:00']));
      expect(await page.getByTestId('calendar-zone-note').innerText()).toMatch(/^Время указано по стране календаря: .+\(GMT\+\d\)$/);
      // Only the first letter is capitalised: the year mark stays 'г.' (CSS capitalize made it 'Г.').
      expect(await page.getByTestId('calendar-month').innerText()).toMatch(/^[А-ЯЁ][а-яё]+ \d{4} г\.$/);
      await shoot(page, 'calendars-month-ru');
      // The working-hours preview names the day in Russian words, the month in the genitive: 'пн, 07 декабря 2026'.
      await page.getByTestId('calendar-add-hours').click();
      await page.getByTestId('hours-preview-open').click();
      const day = page.getByTestId('hours-preview-item').first().locator('.ant-typography').first();
      expect(await day.innerText()).toMatch(/^[а-я]{2,3}, \d{2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}$/);
      await shoot(page, 'calendars-hours-preview-ru');
      // A Turkish calendar's holidays are stored in Turkish ('Yılbaşı'): a Russian reader reads them in Russian.
      await page.goto(`/admin/calendar-management?calendar=${calendars.find((c) => c.country === 'TR')!.id}`);
      const grid = page.getByTestId('calendar-month-grid');
      await grid.waitFor();
      const monthsToJanuary = (13 - Number((await grid.getAttribute('data-month'))!.slice(5))) % 12;
      for (let i = 0; i < monthsToJanuary; i++) await page.getByTestId('calendar-next').click();
      await expect.poll(() => grid.getAttribute('data-month')).toMatch(/-01$/);
      const january = (await grid.getAttribute('data-month'))!;
      // Written in the day, no hover needed (keyboard, touch).
      expect(await grid.locator(`[data-day="${january}-01"] [data-testid="calendar-holiday"]`).innerText()).toContain('Новый год');
      await shoot(page, 'calendars-holiday-ru');
    } finally {
      await setUserLanguage(token, 'en');
      await context.close();
    }
  }, 120_000);
});
