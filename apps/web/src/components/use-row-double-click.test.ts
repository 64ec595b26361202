import { describe, expect, it } from 'vitest';
import { sameRow } from './use-row-double-click';

const row = (key: string | null, isConnected = true) => ({ isConnected, getAttribute: (name: string) => (name === 'data-row-key' ? key : null) });

describe('sameRow', () => {
  it('takes the row the first press was on', () => {
    const first = row('7');
    expect(sameRow(first, first)).toBe(true);
  });

  it('takes the same row drawn again between the presses (its first element gone, the key kept)', () => {
    expect(sameRow(row('7', false), row('7'))).toBe(true);
  });

  it('refuses another row, a first press outside any row, and a row still in the page under another element', () => {
    expect(sameRow(row('7', false), row('8'))).toBe(false);
    expect(sameRow(null, row('7'))).toBe(false);
    expect(sameRow(row('7'), row('7'))).toBe(false);
    expect(sameRow(row(null, false), row(null))).toBe(false);
  });
});
