import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

export interface EventStream {
  send(event: string, data: unknown): void;
  /** Runs once when the client goes away (or the server closes the stream). */
  onClose(cleanup: () => void): void;
  /** Ends the stream from the server side (shutdown); the client reconnects to another instance. */
  end(): void;
}

/**
 * Turns the reply into a server-sent-events stream (text/event-stream). The caller sends events; the
 * stream ends when the client disconnects.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies pass events through at once instead of buffering them.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write(': connected\n\n');
  const cleanups: (() => void)[] = [];
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const cleanup of cleanups) cleanup();
  };
  request.raw.on('close', close);
  raw.on('close', close);
  return {
    send(event, data) {
      if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(cleanup) {
      if (closed) cleanup();
      else cleanups.push(cleanup);
    },
    end() {
      close();
      raw.end();
    },
  };
}
