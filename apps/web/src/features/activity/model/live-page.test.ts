import { describe, expect, it } from 'vitest';
import { mergeIntoFirstPage } from './live-page';

const row = (id: number, occurredAt: number) => ({ id, occurredAt });
const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

describe('mergeIntoFirstPage', () => {
  const page = [row(5, 500), row(4, 400), row(3, 300)];

  it('keeps a full first page at its size: new rows on top push its oldest rows off, to page 2', () => {
    const { rows, added } = mergeIntoFirstPage(page, [row(7, 700), row(6, 600)], 3);
    expect(ids(rows)).toEqual([7, 6, 5]);
    expect(ids(added)).toEqual([7, 6]);
  });

  it('places a row recorded late where the server pages it, and leaves one older than a full page to a later page', () => {
    expect(ids(mergeIntoFirstPage(page, [row(9, 450)], 3).rows)).toEqual([5, 9, 4]);
    const older = mergeIntoFirstPage(page, [row(8, 100)], 3);
    expect(ids(older.rows)).toEqual([5, 4, 3]);
    expect(older.added).toEqual([]);
  });

  it('fills a page that is not full, and takes a row sent again (after a reconnect) once', () => {
    const { rows, added } = mergeIntoFirstPage([row(5, 500)], [row(6, 600), row(5, 500), row(6, 600), row(2, 200)], 25);
    expect(ids(rows)).toEqual([6, 5, 2]);
    expect(ids(added)).toEqual([6, 2]);
  });
});
