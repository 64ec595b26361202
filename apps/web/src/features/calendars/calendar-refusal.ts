/** statusCodes of a refused change-calendar (docs/api-conventions.md, calendars "Answers"). */
const CONFLICT = 2;
const INVALID = 3;

/** A non-zero statusCode: the server's reason in the user's language (`message`), with the code it came with. */
export class StatusRefusal extends Error {
  constructor(
    text: string,
    readonly statusCode: number,
  ) {
    super(text);
  }
}

/**
 * The add dialog's field a refusal is about, to be marked there besides the message. The server words its reasons in
 * the user's language, so the code tells them apart: a new calendar sends no working hours, so a conflict can only be
 * its name, taken in that country, and an invalid one its country, outside the user's organizations.
 */
export function refusedNewCalendarField(error: unknown): { name: 'name' | 'country'; errors: string[] } | null {
  if (!(error instanceof StatusRefusal)) return null;
  if (error.statusCode === CONFLICT) return { name: 'name', errors: [error.message] };
  if (error.statusCode === INVALID) return { name: 'country', errors: [error.message] };
  return null;
}
