/** SQLSTATE codes the services react to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const SQLSTATE = {
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  /** An exclusion constraint, e.g. assignments_no_overlap: two live items of one technician overlap. */
  exclusionViolation: '23P01',
} as const;

/**
 * The SQLSTATE of a database error, looking through Drizzle's wrapper (DrizzleQueryError.cause);
 * node-postgres and PGlite both put it in `code`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
