import { PLATE_ERRORS } from '@fsp/domain';

/** A save the server answered with a non-zero statusCode (the plate is gone, the number taken): the reason was shown. */
export class PlateRefusal extends Error {
  constructor(
    text: string,
    /** The server's message as the contract words it (PLATE_ERRORS), whatever the language shown. */
    readonly reason: string,
  ) {
    super(text);
  }
}

/** The dialog's field a refusal is about (the plate number already taken), to be marked there besides the message. */
export function refusedPlateField(error: unknown): { name: 'plateNumber'; errors: string[] } | null {
  return error instanceof PlateRefusal && error.reason === PLATE_ERRORS.duplicate ? { name: 'plateNumber', errors: [error.message] } : null;
}
