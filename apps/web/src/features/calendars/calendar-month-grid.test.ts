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
