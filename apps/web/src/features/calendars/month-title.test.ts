import { describe, expect, it } from 'vitest';
import { monthTitle } from './month-title';

describe('monthTitle', () => {
  it('capitalises only the first letter, so the Russian year mark stays "г."', () => {
    expect(monthTitle('2026-12-04', 'ru')).toBe('Декабрь 2026 г.');
  });

  it("follows the language's rules for the first letter", () => {
    expect(monthTitle('2026-06-01', 'az')).toBe('İyun 2026');
    expect(monthTitle('2026-12-01', 'tr')).toBe('Aralık 2026');
    expect(monthTitle('2026-12-01', 'en')).toBe('December 2026');
  });

  it('leaves Georgian, which writes no capitals, as it is', () => {
    expect(monthTitle('2026-12-01', 'ka')).toMatch(/^დეკემბერი/);
  });
});
