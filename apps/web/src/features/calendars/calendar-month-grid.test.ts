import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../i18n/test-instance';
import { CalendarMonthGrid } from './calendar-month-grid';

// The app's i18n module starts the browser's language detection when imported; the test gives its own instance.
vi.mock('../../i18n', () => ({ useLanguage: () => 'en' }));

/** Cells outside a row and rows outside the grid, found by walking the markup's divs and their roles. */
function misplacedCells(html: string): string[] {
  const path: string[] = [];
  const problems: string[] = [];
  for (const match of html.matchAll(/<(\/?)div([^>]*)>/g)) {
    if (match[1]) {
      path.pop();
      continue;
    }
    const role = /role="([^"]+)"/.exec(match[2])?.[1] ?? '';
    const parentRole = [...path].reverse().find((r) => r !== '') ?? '';
    if ((role === 'columnheader' || role === 'gridcell') && parentRole !== 'row') problems.push(`${role} in ${parentRole || 'nothing'}`);
    if (role === 'row' && parentRole !== 'grid') problems.push(`row in ${parentRole || 'nothing'}`);
    path.push(role);
  }
  return problems;
}

describe('CalendarMonthGrid', () => {
  it('puts every header and day into a row of the grid (ARIA: a grid owns rows, a row owns the cells)', async () => {
    const i18n = await createTestI18n();
    const html = renderToStaticMarkup(
      createElement(I18nextProvider, { i18n }, createElement(CalendarMonthGrid, { month: '2026-12-01', timeZone: 'Europe/Istanbul', entries: [], holidays: new Map(), today: '2026-12-06' })),
    );
    expect(html.match(/role="gridcell"/g)).toHaveLength(42);
    expect(html.match(/role="row"/g)).toHaveLength(7);
    expect(misplacedCells(html)).toEqual([]);
  });

  it('marks an entry that ends the next day, and only that one', async () => {
    const i18n = await createTestI18n();
    // 25 November 2026 in Istanbul (UTC+3): 09:00-18:00, then 22:00 until 06:00 on the 26th.
    const entries = [
      { id: 1, startDate: Date.UTC(2026, 10, 25, 6), endDate: Date.UTC(2026, 10, 25, 15), seriesId: 'day', deleted: false },
      { id: 2, startDate: Date.UTC(2026, 10, 25, 19), endDate: Date.UTC(2026, 10, 26, 3), seriesId: 'night', deleted: false },
    ];
    const html = renderToStaticMarkup(
      createElement(I18nextProvider, { i18n }, createElement(CalendarMonthGrid, { month: '2026-11-01', timeZone: 'Europe/Istanbul', entries, holidays: new Map(), today: '2026-11-06', onOpen: () => {} })),
    );
    const texts = [...html.matchAll(/<button[^>]*data-testid="calendar-entry"[^>]*>(.*?)<\/button>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
    expect(texts).toEqual(['09:00 - 18:00', '22:00 - 06:00 (+1)Ends the next day']);
  });

  it("writes a holiday's name in its day, not only in a hover tooltip, and says it is a holiday", async () => {
    const i18n = await createTestI18n();
    const html = renderToStaticMarkup(
      createElement(I18nextProvider, { i18n }, createElement(CalendarMonthGrid, { month: '2026-10-01', timeZone: 'Europe/Istanbul', entries: [], holidays: new Map([['2026-10-29', 'Republic Day']]), today: '2026-10-06' })),
    );
    const cell = /<div role="gridcell"[^>]*data-day="2026-10-29"[^>]*>(.*?)<\/div><div role="gridcell"/.exec(html)?.[1] ?? '';
    const text = cell.replace(/<[^>]+>/g, '');
    expect(text).toContain('Public holiday: Republic Day');
    expect(cell).not.toContain('title=');
  });
});
