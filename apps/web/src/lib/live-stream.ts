import { getAccessToken } from './auth-token';

/** Waits between reconnects: doubles from the first to the last, reset by a connection that opened. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export interface LiveStreamHandlers {
  /** A named server-sent event with its parsed JSON data. */
  onEvent: (name: string, data: unknown) => void;
  /** Every time the stream (re)opens: whatever happened while it was down must be fetched now. */
  onOpen?: () => void;
  /** Every time a connection attempt fails or an open stream ends: the channel is down until the next onOpen. */
  onDown?: () => void;
}

/** Splits a server-sent-events text into complete events; the rest waits for more bytes. */
export function parseServerSentEvents(buffer: string): { events: { name: string; data: string }[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const [field, ...value] = line.split(':');
      const text = value.join(':').replace(/^ /, '');
      if (field === 'event') name = text;
      else if (field === 'data') data.push(text);
    }
    return data.length ? [{ name, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

/**
 * Opens a server-sent-events stream of our API and keeps it open: reconnects with back-off after any
 * failure. A fetch stream rather than EventSource, because the stream needs the bearer token header.
 * The shared live channel of the app (activity history now, the planning board later). Returns the closer.
 */
export function openLiveStream(path: string, handlers: LiveStreamHandlers): () => void {
  const stop = new AbortController();
  let retryMs = RETRY_FIRST_MS;

  async function connectOnce(): Promise<void> {
    const token = getAccessToken();
    const response = await fetch(path, {
      headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: stop.signal,
      cache: 'no-store',
    });
    if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
    retryMs = RETRY_FIRST_MS;
    handlers.onOpen?.();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const parsed = parseServerSentEvents(buffer + value);
      buffer = parsed.rest;
      for (const event of parsed.events) {
        try {
          handlers.onEvent(event.name, JSON.parse(event.data));
        } catch {
          // A malformed event is skipped; the next poll fetches what it announced anyway.
        }
      }
    }
  }

  void (async () => {
    while (!stop.signal.aborted) {
      await connectOnce().catch(() => undefined);
      if (stop.signal.aborted) return;
      handlers.onDown?.();
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  })();
  return () => stop.abort();
}
