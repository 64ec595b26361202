import { SQLSTATE, sqlStateOf } from './errors';

/** Failures a second run of the same transaction can get past: PostgreSQL rolled it back on purpose. */
const RETRYABLE = new Set<string>([SQLSTATE.deadlockDetected, SQLSTATE.serializationFailure]);

/** A conflict the caller found itself (the row changed under it); retried like a deadlock. */
export class RetryableConflict extends Error {}

export const isRetryable = (error: unknown) => error instanceof RetryableConflict || RETRYABLE.has(sqlStateOf(error) ?? '');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a whole transaction again when PostgreSQL aborted it as a deadlock victim (40P01) or a
 * serialization failure (40001), at most `attempts` times in all, with a short jittered pause so two
 * victims do not meet again. Anything else, or the last failure, is thrown to the caller.
 */
export async function retryTransient<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await sleep(5 * 2 ** attempt * (0.5 + Math.random()));
    }
  }
}
