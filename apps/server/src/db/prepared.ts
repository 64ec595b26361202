/**
 * A query built into SQL text once and then only executed with its placeholders' values (`sql.placeholder`).
 * Drizzle otherwise builds the text anew on every call: on the activity feed that was a fifth of the server's
 * CPU (docs/decisions/0025-request-cost.md). The statement stays unnamed, so PostgreSQL parses and plans each
 * run with its values exactly as for a query built per call: no generic plan can replace a custom one.
 */
export function prepareOnce<Q extends { prepare(name: string): unknown }>(query: Q): ReturnType<Q['prepare']> {
  // Drizzle's own per-call path prepares with no name; the type asks for one only because named is the documented use.
  return query.prepare(undefined as unknown as string) as ReturnType<Q['prepare']>;
}
