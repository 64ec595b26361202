import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Calendar } from '@fsp/domain';
import { createTestI18n } from '../../i18n/test-instance';
import { PreviewList } from './working-hours-dialog';

// The app's i18n module starts the browser's language detection when imported; the test gives its own instance.
vi.mock('../../i18n', () => ({ useLanguage: () => 'ru' }));

const calendar: Calendar = { id: 3, name: 'Москва', country: 'RU', timeZone: 'Europe/Moscow', calendarEntries: [], relatedTeams: [] };

afterEach(() => void dayjs.locale('en'));

describe('PreviewList', () => {
  it("names each entry's weekday as the month grid's header and the weekday choice do ('пн', not dayjs's 'пнд')", async () => {
    dayjs.locale('ru');
    const i18n = await createTestI18n();
    await i18n.changeLanguage('ru');
    // Monday 7 December 2026, 09:00-18:00 in Moscow (UTC+3).
    const plan = [{ startDate: Date.UTC(2026, 11, 7, 6), endDate: Date.UTC(2026, 11, 7, 15), seriesId: 's', deleted: false }];
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(PreviewList, { plan, calendar })));
    expect(html).toContain('пн, 07 декабря 2026');
    expect(html).not.toContain('пнд');
  });

  it('marks a night shift as ending the next day, in words for a screen reader and on hover', async () => {
    const i18n = await createTestI18n();
    await i18n.changeLanguage('ru');
    // Monday 7 December 2026, 22:00 until 06:00 on Tuesday in Moscow.
    const plan = [{ startDate: Date.UTC(2026, 11, 7, 19), endDate: Date.UTC(2026, 11, 8, 3), seriesId: 's', deleted: false }];
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(PreviewList, { plan, calendar })));
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('22:00 - 06:00 (+1)Заканчивается на следующий день');
    expect(html).toContain('title="Заканчивается на следующий день"');
  });
});
