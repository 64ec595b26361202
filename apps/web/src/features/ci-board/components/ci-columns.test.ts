import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { createTestI18n } from '../../../i18n/test-instance';
import { CI_COLUMN_WIDTHS, ciColumns, ciHeaderTexts, ciTableWidth } from './ci-columns';

/** The page's room beside the side menu (272 px open, 64 px folded), its 20 px paddings and a 17 px window scroll bar. */
const room = (window: number, menu: number) => window - menu - 2 * 20 - 17;
const t = ((key: string) => key) as unknown as TFunction;
const widthBeside = (wide: boolean, key: string) => ciColumns(t, {}, wide).reduce((sum, column) => (column.key === key ? sum : sum + Number(column.width ?? 0)), 0);

describe('the CI board columns', () => {
  it('fit 1,600 px with the side menu open and 1,280 px with it folded', () => {
    expect(ciTableWidth(true)).toBeLessThanOrEqual(room(1600, 272));
    expect(ciTableWidth(false)).toBeLessThanOrEqual(room(1280, 64));
  });

  it('leave the problem room for two lines of its 80 characters (at least 300 px) at 1,280 px and 1,600 px', () => {
    expect(room(1280, 64) - widthBeside(false, 'problem')).toBeGreaterThanOrEqual(300);
    expect(room(1600, 272) - widthBeside(true, 'problem')).toBeGreaterThanOrEqual(300);
  });

  it('show the department only in a wide window, the due date under the created date', () => {
    expect(ciColumns(t, {}, true).map((column) => column.key)).toEqual(['id', 'problem', 'status', 'dates', 'author', 'department', 'type', 'grading']);
    expect(ciColumns(t, {}, false).map((column) => column.key)).toEqual(['id', 'problem', 'status', 'dates', 'author', 'type', 'grading']);
  });

  it('keep the ID and the problem fixed on the left where the table scrolls sideways', () => {
    expect(ciColumns(t, {}, false).filter((column) => column.fixed === 'left').map((column) => column.key)).toEqual(['id', 'problem']);
  });

  it('hold the longest word of every header in all five languages, so a header wraps between its words and is never cut', async () => {
    // A letter's width (px) with room for a wider font: the widest measured in Chromium were Georgian and Cyrillic in the
    // header's bold 14 px ('განყოფილება' 96 px, 8.7 a letter) and 7.0 in the 12 px context line ('Организация').
    const letter = { text: 9.2, context: 7.5 };
    const longestWord = (text: string, size: number) => Math.max(...text.split(/\s+/).map((word) => [...word].length * size));
    const i18n = await createTestI18n();
    const tooNarrow: string[] = [];
    for (const language of ['en', 'tr', 'ru', 'az', 'ge']) {
      for (const [key, header] of Object.entries(ciHeaderTexts(i18n.getFixedT(language)))) {
        const needed = 16 + Math.max(longestWord(header.text, letter.text), header.context ? longestWord(header.context, letter.context) : 0);
        if (needed > CI_COLUMN_WIDTHS[key as keyof typeof CI_COLUMN_WIDTHS]) tooNarrow.push(`${language} ${key}: ${header.text} ${header.context ?? ''}`.trim());
      }
    }
    expect(tooNarrow).toEqual([]);
  });

  it('cut a long department in its cells with its title, but wrap its header', () => {
    const department = ciColumns(t, {}, true).find((column) => column.key === 'department')!;
    expect(department.ellipsis).toBe(true);
    expect(department.onHeaderCell?.({})).toMatchObject({ style: { whiteSpace: 'normal' } });
  });
});
