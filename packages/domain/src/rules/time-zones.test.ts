import { describe, expect, it } from 'vitest';
import { zoneOffsetMinutes } from './time-zones';

describe('zoneOffsetMinutes', () => {
  const at = Date.UTC(2026, 10, 23, 12, 0);

  it('gives the offset east of UTC of each served country', () => {
    expect(zoneOffsetMinutes('Europe/Istanbul', at)).toBe(180);
    expect(zoneOffsetMinutes('Europe/Moscow', at)).toBe(180);
    expect(zoneOffsetMinutes('Asia/Almaty', at)).toBe(300);
    expect(zoneOffsetMinutes('Asia/Baku', at)).toBe(240);
    expect(zoneOffsetMinutes('Asia/Bishkek', at)).toBe(360);
    expect(zoneOffsetMinutes('UTC', at)).toBe(0);
  });

  it('follows daylight saving where a zone has it', () => {
    expect(zoneOffsetMinutes('Europe/Berlin', Date.UTC(2026, 0, 15))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', Date.UTC(2026, 6, 15))).toBe(120);
  });

  it('changes offset at the minute a transition happens, remembered or not', () => {
    const change = Date.UTC(2026, 2, 29, 1, 0); // Berlin 02:00 CET -> 03:00 CEST
    for (let round = 0; round < 2; round++) {
      expect(zoneOffsetMinutes('Europe/Berlin', change - 1)).toBe(60);
      expect(zoneOffsetMinutes('Europe/Berlin', change)).toBe(120);
      expect(zoneOffsetMinutes('Europe/Berlin', change + 59_999)).toBe(120);
      expect(zoneOffsetMinutes('Europe/Berlin', change - 30 * 60_000)).toBe(60);
    }
  });

  it('answers null for an unknown zone name', () => {
    expect(zoneOffsetMinutes('Mars/Olympus_Mons', at)).toBeNull();
  });
});
