import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Calendar } from '@fsp/domain';
import { createTestI18n } from '../../i18n/test-instance';
import { CalendarDetail } from './calendar-detail';

// The app's i18n module starts the browser's language detection when imported; the test gives its own instance.
vi.mock('../../i18n', () => ({ useLanguage: () => 'en' }));
vi.mock('../session', () => ({ useSession: () => ({ isObserver: false, codeName: 'en' }) }));
vi.mock('./working-hours-dialog', () => ({ WorkingHoursDialog: () => null }));
// Kiritimati is UTC+14: at noon UTC it is already the next day there, whatever zone the test machine runs in (UTC-12 … +12).
const calendar: Calendar = { id: 7, name: 'Line islands', country: 'KI', timeZone: 'Pacific/Kiritimati', calendarEntries: [], relatedTeams: [] };
vi.mock('./api', () => ({
  useCalendars: () => ({ isPending: false, isError: false, data: [calendar], refetch: () => undefined }),
  useHolidays: () => ({ data: [] }),
}));

afterEach(() => vi.useRealTimers());

describe('CalendarDetail', () => {
  it("opens on the month of today in the calendar's country, the day Today goes to, not on the browser's date", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 30, 12)); // 30 November 12:00 UTC: 1 December 02:00 in Kiritimati
    const i18n = await createTestI18n();
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(CalendarDetail, { calendarId: 7, onBack: () => undefined })));
    expect(/data-month="([^"]+)"/.exec(html)?.[1]).toBe('2026-12');
    expect(html).toContain('calendar-grid__day--today');
    expect(html).toMatch(/calendar-grid__day--today"[^>]*data-day="2026-12-01"/);
  });
});
