/**
 * A save the server answered with a non-zero statusCode: the reason in the reader's language (`message`), with the
 * code and the contract's message it came with (the server words its reasons in the user's language, so these tell
 * them apart).
 */
export class StatusRefusal extends Error {
  constructor(
    text: string,
    readonly statusCode: number,
    /** The server's message as the contract words it, whatever the language shown. */
    readonly reason: string,
  ) {
    super(text);
  }
}

/** A form field marked with a refusal's words (antd's setFields entry), besides the message shown. */
export interface RefusedField<Name extends string> {
  name: Name;
  errors: string[];
}

/**
 * The dialog's field a refusal is about, to be marked there: `fieldOf` names it from the refusal, or none. An error that
 * is no refusal (no connection) marks no field.
 */
export function refusedField<Name extends string>(error: unknown, fieldOf: (refusal: StatusRefusal) => Name | null): RefusedField<Name> | null {
  if (!(error instanceof StatusRefusal)) return null;
  const name = fieldOf(error);
  return name === null ? null : { name, errors: [error.message] };
}
