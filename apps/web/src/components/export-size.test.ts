import { describe, expect, it } from 'vitest';
import { exportKilobytes } from './export-size';

describe('exportKilobytes', () => {
  it("gives the export size in whole kilobytes (at least 1) in the reader's number format", () => {
    expect(exportKilobytes(0, 'en')).toBe('1');
    expect(exportKilobytes(21_299, 'ru')).toBe('21');
    expect(exportKilobytes(3 * 1024 * 1024, 'en')).toBe('3,072');
    expect(exportKilobytes(3 * 1024 * 1024, 'tr')).toBe('3.072');
    expect(exportKilobytes(3 * 1024 * 1024, 'ru')).toBe('3\u00a0072');
  });
});
