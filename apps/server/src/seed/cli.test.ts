import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './cli';

describe('seed CLI arguments', () => {
  it('defaults to scale 1, the current day and no reset', () => {
    expect(parseArgs([])).toEqual({ scale: 1, reset: false, help: false });
  });

  it('reads --scale, --today and --reset, with or without =', () => {
    expect(parseArgs(['--scale', '10', '--today', '2026-03-11', '--reset'])).toEqual({ scale: 10, today: '2026-03-11', reset: true, help: false });
    expect(parseArgs(['--scale=0.5', '--today=2026-02-28'])).toMatchObject({ scale: 0.5, today: '2026-02-28' });
  });

  it('refuses bad values and unknown flags', () => {
    expect(() => parseArgs(['--scale', '0'])).toThrow(UsageError);
    expect(() => parseArgs(['--scale', 'ten'])).toThrow(UsageError);
    expect(() => parseArgs(['--scale'])).toThrow(UsageError);
    expect(() => parseArgs(['--today', '2026-02-30'])).toThrow(UsageError);
    expect(() => parseArgs(['--today', '11.03.2026'])).toThrow(UsageError);
    expect(() => parseArgs(['--force'])).toThrow(UsageError);
  });
});
