import { PLATE_ERRORS } from '@fsp/domain';
import { refusedField, type RefusedField } from '../../components/field-refusal';

/** The dialog's field a refusal is about: the plate number already taken. */
export function refusedPlateField(error: unknown): RefusedField<'plateNumber'> | null {
  return refusedField(error, (refusal) => (refusal.reason === PLATE_ERRORS.duplicate ? 'plateNumber' : null));
}
