/** SQLSTATE codes the services react to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const SQLSTATE = {
  notNullViolation: '23502',
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  checkViolation: '23514',
  /** An exclusion constraint, e.g. assignments_no_overlap: two live items of one technician overlap. */
  exclusionViolation: '23P01',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  /** lock_timeout passed while waiting for a lock. */
  lockNotAvailable: '55P03',
  /** statement_timeout passed (or the statement was cancelled). */
  queryCanceled: '57014',
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

/**
 * What a database failure means for the caller (docs/decisions/0010-planning-locks-and-retries.md):
 * - overlap: an exclusion constraint (one technician's live items overlap);
 * - missingReference: a foreign key points at a row that is not (or no longer) there;
 * - invalidValue: a value the column or a check constraint cannot take (classes 22 and 23 otherwise);
 * - busy: the database gave up waiting (lock_timeout, statement_timeout), or a deadlock or serialization
 *   failure outlived its retries, or it has no connection left: the same request may succeed in a moment;
 * - unavailable: no connection to the database at all (class 08, shutdown, the pool's connect timeout);
 * - unexpected: anything else, a bug to log.
 */
export type DbFailure = 'overlap' | 'missingReference' | 'invalidValue' | 'busy' | 'unavailable' | 'unexpected';

export function classifyDbError(error: unknown): DbFailure {
  const state = sqlStateOf(error);
  if (state === undefined) {
    // node-postgres's own errors when the pool cannot hand out a connection in time, or the server went away
    // (wrapped by Drizzle in a DrizzleQueryError whose cause is the driver's error).
    for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
      if (/timeout exceeded when trying to connect|Connection terminated|ECONNREFUSED|ECONNRESET/i.test(e.message)) return 'unavailable';
    }
    return 'unexpected';
  }
  if (state === SQLSTATE.exclusionViolation) return 'overlap';
  if (state === SQLSTATE.foreignKeyViolation) return 'missingReference';
  if (state.startsWith('22') || state.startsWith('23')) return 'invalidValue';
  if (state.startsWith('40') || state === SQLSTATE.lockNotAvailable || state === SQLSTATE.queryCanceled || state.startsWith('53')) return 'busy';
  if (state.startsWith('08') || state.startsWith('57P')) return 'unavailable';
  return 'unexpected';
}
