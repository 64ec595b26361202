import { describe, expect, it } from 'vitest';
import { StatusRefusal, refusedNewCalendarField } from './calendar-refusal';

describe('refusedNewCalendarField', () => {
  it("marks the name when the server says it is taken in the country, in the server's words in the reader's language", () => {
    expect(refusedNewCalendarField(new StatusRefusal('Календарь с таким названием для этой страны уже есть.', 2))).toEqual({
      name: 'name',
      errors: ['Календарь с таким названием для этой страны уже есть.'],
    });
  });

  it("marks the country when it is not one of the user's organizations'", () => {
    expect(refusedNewCalendarField(new StatusRefusal('Bu ülke için takvim tutamazsınız.', 3))).toEqual({ name: 'country', errors: ['Bu ülke için takvim tutamazsınız.'] });
  });

  it('marks no field for another refusal, nor for an error that is no refusal (no connection)', () => {
    expect(refusedNewCalendarField(new StatusRefusal('Calendar not found', 1))).toBeNull();
    expect(refusedNewCalendarField(new Error('A calendar of this name already exists for this country.'))).toBeNull();
  });
});
