import { ApiError } from './api-error';

/** The key of a request that got no answer, per kind of request: a retry of the same body sends it again. */
const unanswered = new Map<string, { body: string; key: string }>();

function newKey(): string {
  // crypto.randomUUID exists only in secure contexts; the portal may be opened over plain HTTP.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a request with an Idempotency-Key (docs/api-conventions.md). When no answer arrives (connection lost,
 * time-out) the request may still have been carried out, so a second attempt with the same body reuses the
 * key and the server answers it with the first answer instead of, say, reporting the saved items as overlaps.
 * Any answer from the server ends the key: the next attempt is a new request.
 */
export async function withRetryKey<T>(kind: string, body: unknown, send: (key: string) => Promise<T>): Promise<T> {
  const text = JSON.stringify(body);
  const held = unanswered.get(kind);
  const key = held?.body === text ? held.key : newKey();
  unanswered.set(kind, { body: text, key });
  try {
    const answer = await send(key);
    unanswered.delete(kind);
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http') unanswered.delete(kind);
    throw error;
  }
}
