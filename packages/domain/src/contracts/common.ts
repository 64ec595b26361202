import { z } from 'zod';

/** Every error body the server sends: a stable machine code and a human message. */
export const errorResponse = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const MAX_INT = 2147483647;

/** Why a number is no row id (0, 1.5, 99999999999): "id must be a whole number from 1 to 2147483647". */
export const idRangeMessage = (label: string, max: number = MAX_INT) => `${label} must be a whole number from 1 to ${max}`;

/** A type's `error` (zod's error map): the message of an issue, or undefined for zod's own words. */
export type TypeMessage = (issue: { readonly code?: string; readonly input: unknown }) => string | undefined;

/**
 * The `error` of a field's type that says `missing` only when the value is absent: a value of another type
 * ("abc" for an id, a number for a date) is told what it must be, `wrongType` ("startDate must be YYYYMMDD"),
 * or in zod's own words without one. A check without a message of its own (a too long text) keeps zod's words
 * too: the type's `error` answers those as well, and "required" would be wrong for a value that is there.
 */
export const requiredOr =
  (missing: string, wrongType?: string): TypeMessage =>
  (issue) =>
    issue.input === undefined ? missing : issue.code === 'invalid_type' ? wrongType : undefined;

/**
 * A row id: a whole number from 1 to `max`, a JSON number (`coerce`: a path or query value). `notANumber` answers
 * what is no number at all (`requiredOr` tells a missing id apart); a number out of range is told that fault in
 * `outOfRange`, not that it is no number.
 */
export function rowId(notANumber: string | TypeMessage, outOfRange: string, { coerce = false, max = MAX_INT }: { coerce?: boolean; max?: number } = {}) {
  return (coerce ? z.coerce.number({ error: notANumber }) : z.number({ error: notANumber })).int(outOfRange).min(1, outOfRange).max(max, outOfRange);
}

/**
 * Headers of the calls that accept an Idempotency-Key (save-schedules, survey sending): a retry with the
 * same key and body gets the first answer again instead of running twice. Other headers pass untouched.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7E]+$/, 'Idempotency-Key must be 1-255 visible ASCII characters')
    .optional()
    .describe('Optional. A key unique to this change (e.g. a UUID); resend it with a retry to get the first answer (kept 24 hours, per user).'),
});
