import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** An answer checked late is checked within this even if the browser stays busy. */
const LATE_CHECK_WITHIN_MS = 2_000;

interface Schema {
  parse(data: unknown): unknown;
}

/**
 * The API client's late check (its `onLateMismatch` option): once the browser is idle, the schema is loaded and
 * the answer checked; a mismatch, or a schema that cannot be loaded, calls `onMismatch`.
 */
export function checkWhenIdle(schema: Schema | (() => Promise<Schema>), data: unknown, onMismatch: () => void): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  idle(
    () =>
      void (typeof schema === 'function' ? schema() : Promise.resolve(schema)).then((loaded) => {
        try {
          loaded.parse(data);
        } catch {
          onMismatch();
        }
      }, onMismatch),
    { timeout: LATE_CHECK_WITHIN_MS },
  );
}

/** Queries whose answer failed its late check: their next run checks at once. */
const checkAtOnce = new Set<string>();

/**
 * The API client's options for a query whose answer is checked after it is shown (`onLateMismatch`): on a
 * mismatch the query is reset and asked again, and that run checks at once, so the failure shows and is
 * reported exactly as an immediate check's (the console line, the error notification, the query's error state).
 */
export function lateCheck(client: QueryClient, queryKey: QueryKey): { onLateMismatch?: () => void } {
  const key = JSON.stringify(queryKey);
  if (checkAtOnce.delete(key)) return {};
  return {
    onLateMismatch: () => {
      checkAtOnce.add(key);
      void client.resetQueries({ queryKey, exact: true });
    },
  };
}
