import { describe, expect, it } from 'vitest';
import 'dayjs/locale/tr';
import 'dayjs/locale/ru';
import { withMonthNamesAsWritten } from './part2-day-picker-formats';

describe('typed month names', () => {
  it('changes only words that are month names', () => {
    expect(withMonthNamesAsWritten('mayıs ve MAYIS, mayo', 'tr')).toBe('Mayıs ve Mayıs, mayo');
    expect(withMonthNamesAsWritten('2026-12-07', 'ru')).toBe('2026-12-07');
  });
});
