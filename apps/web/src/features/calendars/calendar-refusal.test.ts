import { describe, expect, it } from 'vitest';
import { CALENDAR_ERRORS } from '@fsp/domain';
import { StatusRefusal } from '../../components/field-refusal';
import { refusedNewCalendarField } from './calendar-refusal';

describe('refusedNewCalendarField', () => {
  it("marks the name when the server says it is taken in the country, in the server's words in the reader's language", () => {
    const taken = 'Календарь с таким названием для этой страны уже есть.';
    expect(refusedNewCalendarField(new StatusRefusal(taken, 2, taken))).toEqual({ name: 'name', errors: [taken] });
  });

  it("marks the country when it is not one of the user's organizations'", () => {
    expect(refusedNewCalendarField(new StatusRefusal('Bu ülke için takvim tutamazsınız.', 3, CALENDAR_ERRORS.unknownCountry))).toEqual({ name: 'country', errors: ['Bu ülke için takvim tutamazsınız.'] });
  });

  it('marks no field for another refusal, nor for an error that is no refusal (no connection)', () => {
    expect(refusedNewCalendarField(new StatusRefusal('Calendar not found', 1, CALENDAR_ERRORS.unknownCalendar))).toBeNull();
    expect(refusedNewCalendarField(new Error('A calendar of this name already exists for this country.'))).toBeNull();
  });
});
