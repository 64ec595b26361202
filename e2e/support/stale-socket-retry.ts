/**
 * The tests' own calls to the servers (Node's fetch, undici) may go out on a pooled keep-alive connection the server
 * is closing at that moment, and fail with "other side closed" (UND_ERR_SOCKET) or ECONNRESET before any answer
 * (nodejs/undici#3492, still open). Under CI load the client's idle timer fires late and the race is met now and
 * then. Such a call is sent once more on a new connection: the first never got an answer. A call whose body is a
 * stream cannot be sent again and is not retried; any other failure is the test's to see.
 */
const STALE_SOCKET_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

const isStaleSocket = (error: unknown) =>
  error instanceof TypeError && STALE_SOCKET_CODES.has(((error as { cause?: { code?: string } }).cause?.code ?? '') as string);

/** Marks the wrapper: the setup file runs before every file of a worker, which shares one global fetch. */
const RETRYING = Symbol.for('fsp.e2e.staleSocketRetry');
type MarkedFetch = typeof fetch & { [RETRYING]?: true };

const plainFetch = globalThis.fetch as MarkedFetch;

const fetchRetryingStaleSocket: MarkedFetch = async (input, init) => {
  try {
    return await plainFetch(input, init);
  } catch (error) {
    const replayable = init?.body === undefined || init.body === null || typeof init.body === 'string' || init.body instanceof URLSearchParams;
    if (!isStaleSocket(error) || !replayable || input instanceof Request) throw error;
    return plainFetch(input, init);
  }
};

fetchRetryingStaleSocket[RETRYING] = true;
if (!plainFetch[RETRYING]) globalThis.fetch = fetchRetryingStaleSocket;
