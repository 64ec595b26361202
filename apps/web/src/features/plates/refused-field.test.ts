import { describe, expect, it } from 'vitest';
import { PLATE_ERRORS } from '@fsp/domain';
import { StatusRefusal } from '../../components/field-refusal';
import { refusedPlateField } from './plate-refusal';

describe('refusedPlateField', () => {
  it('marks the plate number when the server says it is taken, in the words shown to the reader', () => {
    expect(refusedPlateField(new StatusRefusal('Bu plaka zaten kayıtlı.', 2, PLATE_ERRORS.duplicate))).toEqual({ name: 'plateNumber', errors: ['Bu plaka zaten kayıtlı.'] });
  });

  it('marks no field for a refusal about something else, nor for another error', () => {
    expect(refusedPlateField(new StatusRefusal('gone', 1, PLATE_ERRORS.unknownVehicle))).toBeNull();
    expect(refusedPlateField(new Error(PLATE_ERRORS.duplicate))).toBeNull();
  });
});
