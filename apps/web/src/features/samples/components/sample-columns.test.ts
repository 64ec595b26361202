import { describe, expect, it } from 'vitest';
import { formatMeterReading } from './sample-columns';

describe('formatMeterReading', () => {
  it("groups thousands in the reader's number format, as planning does", () => {
    expect(formatMeterReading(41708, 'ru').replace(/\s/g, ' ')).toBe('41 708');
    expect(formatMeterReading(41708, 'tr')).toBe('41.708');
    expect(formatMeterReading(41708, 'en')).toBe('41,708');
  });

  it('shows a dash when there is no reading', () => {
    expect(formatMeterReading(null, 'ru')).toBe('–');
  });
});
