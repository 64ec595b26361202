import { refusedField, type RefusedField } from '../../components/field-refusal';

/** statusCodes of a refused change-calendar (docs/api-conventions.md, calendars "Answers"). */
const CONFLICT = 2;
const INVALID = 3;

/**
 * The add dialog's field a refusal is about: a new calendar sends no working hours, so a conflict can only be its name,
 * taken in that country, and an invalid one its country, outside the user's organizations.
 */
export function refusedNewCalendarField(error: unknown): RefusedField<'name' | 'country'> | null {
  return refusedField(error, (refusal) => (refusal.statusCode === CONFLICT ? 'name' : refusal.statusCode === INVALID ? 'country' : null));
}
