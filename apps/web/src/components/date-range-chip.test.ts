import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import 'dayjs/locale/ru';
import dayjs from 'dayjs';
import { createTestI18n } from '../i18n/test-instance';
import { PART1_DAY_FORMAT, PART2_DAY_FORMAT } from '../lib/date-formats';
import { dateRangeChipLabel } from './date-range-chip';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});

describe('dateRangeChipLabel', () => {
  it('names a one-day range once and a longer one from – to, in the screen format', () => {
    expect(dateRangeChipLabel(i18n.t, '2026-12-06', '2026-12-06', PART1_DAY_FORMAT)).toBe('Date: 2026-12-06');
    expect(dateRangeChipLabel(i18n.t, '2026-11-30', '2026-12-06', PART1_DAY_FORMAT)).toBe('Date: 2026-11-30 – 2026-12-06');
  });

  it('in Russian, with the month in words for part 2 screens', async () => {
    await i18n.changeLanguage('ru');
    dayjs.locale('ru');
    try {
      expect(dateRangeChipLabel(i18n.t, '2026-12-06', '2026-12-06', PART2_DAY_FORMAT)).toBe('Дата: 06 декабря 2026');
      expect(dateRangeChipLabel(i18n.t, '2026-11-30', '2026-12-06', PART2_DAY_FORMAT)).toBe('Дата: 30 ноября 2026 – 06 декабря 2026');
    } finally {
      dayjs.locale('en');
      await i18n.changeLanguage('en');
    }
  });
});
