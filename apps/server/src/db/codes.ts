import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The code lists live in @fsp/domain (shared with the web app); adding a code means a new migration,
// because drizzle-kit sees the changed check constraint.
export * from '@fsp/domain/codes';

/** `column in ('A','B',...)` for a check constraint; the codes are constants, never user input. */
export function oneOf(column: AnyPgColumn, codes: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(codes.map((c) => `'${c.replaceAll("'", "''")}'`).join(', '))})`;
}

/**
 * True when a timestamptz has zero seconds. Truncated in UTC on purpose: date_trunc on a
 * timestamptz follows the session TimeZone (stable, and zones with second offsets exist),
 * while on a UTC timestamp it is immutable.
 */
export function wholeMinute(column: AnyPgColumn): SQL {
  return sql`date_trunc('minute', ${column} at time zone 'UTC') = ${column} at time zone 'UTC'`;
}
